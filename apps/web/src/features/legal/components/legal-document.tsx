import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useSiteConfig } from '@/lib/site-config';

export type LegalSubsection = {
  /** Anchor id (kebab-case), unique on the page. */
  id: string;
  title: string;
  content: ReactNode;
};

export type LegalSection = {
  /** Anchor id (kebab-case), unique on the page; the table of contents links to it. */
  id: string;
  title: string;
  content?: ReactNode;
  /** Numbered after the section: section 4's second subsection is "4.2". */
  subsections?: LegalSubsection[];
};

type LegalDocumentProps = {
  title: string;
  /** Human-readable date, e.g. "August 1, 2024". */
  effectiveDate: string;
  /** The same date as YYYY-MM-DD, for the <time> element. */
  effectiveDateIso: string;
  /** Unnumbered text shown before the table of contents. */
  intro?: ReactNode;
  sections: LegalSection[];
};

/**
 * Shared layout of the legal pages: title, effective date, a table of contents and the numbered
 * sections. Numbers come from the order of `sections` (and of each section's `subsections`).
 */
export function LegalDocument({ title, effectiveDate, effectiveDateIso, intro, sections }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <div>
      <PageTitle
        subtitle={
          <>
            Effective date: <time dateTime={effectiveDateIso}>{effectiveDate}</time>
          </>
        }
      >
        {title}
      </PageTitle>
      <article className="prose-page max-w-3xl">
        {intro}
        <nav aria-labelledby="legal-toc-title" className="mt-6 rounded-xl border border-border bg-surface px-5 py-4">
          <div id="legal-toc-title" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
            Contents
          </div>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => {
          const number = index + 1;
          return (
            <section key={section.id}>
              <h2 id={section.id} className="scroll-mt-20">
                {number}. {section.title}
              </h2>
              {section.content}
              {section.subsections?.map((sub, subIndex) => (
                <section key={sub.id}>
                  <h3 id={sub.id} className="scroll-mt-20">
                    {number}.{subIndex + 1} {sub.title}
                  </h3>
                  {sub.content}
                </section>
              ))}
            </section>
          );
        })}
      </article>
    </div>
  );
}

/** "the support link on the site", linked to the configured support address once it is known. */
export function SupportLink({ children = 'support link' }: { children?: ReactNode }) {
  const supportUrl = useSiteConfig()?.supportUrl;
  if (!supportUrl) return <>{children}</>;
  const external = /^https?:\/\//i.test(supportUrl);
  return (
    <a href={supportUrl} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * Scrolls to the element named by the URL hash (e.g. /terms#max-win-per-bet). Runs a frame later
 * so it lands after the layout's scroll-to-top on path change and after a lazily loaded page mounts.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = safeDecode(hash.slice(1));
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
