import { SICAD_HELP_LINE, SRIJ_SELF_EXCLUSION_URL } from '@app/contracts';
import { Link } from 'react-router';
import { t } from '@/i18n';

/** The responsible-gambling block of every page, in the visitor's language. */
function ResponsibleGambling() {
  return (
    <section
      data-testid="footer-responsible-gambling"
      aria-labelledby="footer-rg-title"
      className="mt-4 rounded-lg border border-border p-3 text-xs text-muted"
    >
      <h2 id="footer-rg-title" className="mb-1 flex items-center gap-1.5 text-sm font-bold text-fg">
        <span className="rounded bg-danger px-1 text-xs font-extrabold text-white">18+</span>
        {t('layout.footer.rg.title')}
      </h2>
      <p>{t('layout.footer.rg.text')}</p>
      <p className="mt-1">
        {t('layout.footer.rg.help', { phone: SICAD_HELP_LINE })}{' '}
        <a className="underline hover:text-fg" href={SRIJ_SELF_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
          {t('layout.footer.rg.selfExclusion')}
        </a>
      </p>
    </section>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const link = 'text-muted hover:text-fg';
  return (
    <footer className="mt-12 border-t border-border px-4 py-6 text-sm">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Link className={link} to="/terms">
          {t('layout.footer.terms')}
        </Link>
        <Link className={link} to="/privacy">
          {t('layout.footer.privacy')}
        </Link>
        <Link className={link} to="/cookies">
          {t('layout.footer.cookies')}
        </Link>
        <Link className={link} to="/fairness">
          {t('layout.footer.fairness')}
        </Link>
        <Link className={link} to="/transparency">
          {t('layout.footer.transparency')}
        </Link>
        <Link className={`${link} md:hidden`} to="/tools/blackjack">
          {t('layout.footer.blackjackChart')}
        </Link>
        <Link className={`${link} md:hidden`} to="/tools/glossary">
          {t('layout.footer.glossary')}
        </Link>
      </div>
      <ResponsibleGambling />
      <p className="mt-4 text-xs text-muted">{t('layout.footer.note', { year: String(year) })}</p>
    </footer>
  );
}
