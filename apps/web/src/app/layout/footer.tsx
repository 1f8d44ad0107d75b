import { Link } from 'react-router';

export function Footer() {
  const year = new Date().getFullYear();
  const link = 'text-muted hover:text-fg';
  return (
    <footer className="mt-12 border-t border-border px-4 py-6 text-sm">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Link className={link} to="/terms">
          Terms
        </Link>
        <Link className={link} to="/privacy">
          Privacy
        </Link>
        <Link className={link} to="/cookies">
          Cookies
        </Link>
        <Link className={link} to="/fairness">
          Provably fair
        </Link>
        <Link className={`${link} md:hidden`} to="/tools/blackjack">
          Blackjack chart
        </Link>
        <Link className={`${link} md:hidden`} to="/tools/glossary">
          Glossary
        </Link>
      </div>
      <p className="mt-4 text-xs text-muted">
        © {year} · Points are virtual and have no monetary value. This site is not a casino. 18+ only. Play responsibly.
      </p>
    </footer>
  );
}
