import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { glossaryTerms } from '../glossary-terms';

export default function GlossaryPage() {
  useScrollToHash();
  const entries = glossaryTerms();

  return (
    <section>
      <PageTitle subtitle={t('tools.glossary.subtitle')}>{t('tools.glossary.title')}</PageTitle>

      <nav aria-label={t('tools.glossary.terms')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {entries.map(({ term, id }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block rounded-full border border-border bg-surface-2 px-3 py-1 text-xs font-medium text-muted transition-colors hover:border-accent hover:text-fg"
              >
                {term}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <dl className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {entries.map(({ term, definition, id }) => (
          <div
            key={id}
            id={id}
            className="scroll-mt-20 rounded-xl border border-border bg-surface p-5 transition-colors target:border-accent target:bg-surface-2"
          >
            <dt className="flex items-center gap-2 text-lg font-semibold text-fg">
              <span aria-hidden="true" className="h-5 w-1 rounded-full bg-accent" />
              {term}
            </dt>
            <dd className="mt-2 text-[15px] leading-7 text-fg/80">{definition}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-8 text-sm text-muted">{t('tools.glossary.responsible')}</p>
    </section>
  );
}

/**
 * Scrolls to the term named by the URL hash (/tools/glossary#rtp). Runs a frame later so it lands
 * after the layout's scroll-to-top on path change and after the lazily loaded page has mounted.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw value
    }
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
