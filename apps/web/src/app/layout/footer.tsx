import { Link } from 'react-router';
import { t } from '@/i18n';

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
        <Link className={`${link} md:hidden`} to="/tools/blackjack">
          {t('layout.footer.blackjackChart')}
        </Link>
        <Link className={`${link} md:hidden`} to="/tools/glossary">
          {t('layout.footer.glossary')}
        </Link>
      </div>
      <p className="mt-4 text-xs text-muted">{t('layout.footer.note', { year: String(year) })}</p>
    </footer>
  );
}
