import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { Trans, t, type MessageId } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';
import { CookieName } from './cookie-name';

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
  /** Human-readable date in the screen's language, e.g. "August 1, 2024" (from the catalog). */
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
          <Trans
            id="legal.effectiveDate"
            values={{
              date: effectiveDate,
              when: (chunks: ReactNode[]) => <time dateTime={effectiveDateIso}>{chunks}</time>,
            }}
          />
        }
      >
        {title}
      </PageTitle>
      <article className="prose-page max-w-3xl">
        {intro}
        <nav aria-labelledby="legal-toc-title" className="mt-6 rounded-xl border border-border bg-surface px-5 py-4">
          <div id="legal-toc-title" className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
            {t('legal.contents')}
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
export function SupportLink({ children }: { children: ReactNode }) {
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
 * The markup the legal texts' messages use: <b>…</b> for bold, <terms>, <privacy> and <cookies> for
 * links to the other legal pages, <support> for the support link, <code> for a cookie's name.
 */
const legalTags = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  terms: (chunks: ReactNode[]) => <Link to="/terms">{chunks}</Link>,
  privacy: (chunks: ReactNode[]) => <Link to="/privacy">{chunks}</Link>,
  cookies: (chunks: ReactNode[]) => <Link to="/cookies">{chunks}</Link>,
  support: (chunks: ReactNode[]) => <SupportLink>{chunks}</SupportLink>,
  code: (chunks: ReactNode[]) => <CookieName>{chunks}</CookieName>,
};

/** A paragraph's or list item's text of a legal page, its markup filled in (legalTags). */
export function LegalText({ id }: { id: MessageId }) {
  return <Trans id={id} values={legalTags} />;
}

/** A bulleted list of legal texts. */
export function LegalList({ ids }: { ids: MessageId[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <LegalText id={id} />
        </li>
      ))}
    </ul>
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
