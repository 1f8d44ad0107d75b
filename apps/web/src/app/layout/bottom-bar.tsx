import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { bottomBar, isGroup } from './nav';

const entryClass =
  'flex min-w-0 flex-1 flex-col items-center justify-start gap-0.5 px-0.5 py-2 text-[10px] font-medium leading-tight';

/**
 * Where a label may wrap: seven entries share 390 px, so a long one-word label takes two lines
 * ('Leader|board', 'Mini|games'; 'Bonus Hunt' wraps at its space) instead of being cut. Keyed by the
 * label's text in each language; <wbr> keeps the text, and so the accessible name, exactly the label
 * (docs/product.md#header-and-menus).
 */
const LABEL_BREAKS: Record<string, [string, string]> = {
  Leaderboard: ['Leader', 'board'],
  Minigames: ['Mini', 'games'],
  Minijogos: ['Mini', 'jogos'],
};

function Label({ id }: { id: MessageId }) {
  const text = t(id);
  const parts = LABEL_BREAKS[text];
  return (
    <span className="w-full text-center [overflow-wrap:anywhere]">
      {parts ? (
        <>
          {parts[0]}
          <wbr />
          {parts[1]}
        </>
      ) : (
        text
      )}
    </span>
  );
}

/** Screens up to 768 px: fixed bar; one submenu open at a time, closed by a second click or a click outside. */
export function BottomBar() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!openGroup) return;
    const onDown = (e: PointerEvent) => {
      if (barRef.current && !barRef.current.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [openGroup]);

  useEffect(() => setOpenGroup(null), [pathname]);

  return (
    <nav
      ref={barRef}
      aria-label={t('layout.bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="flex">
        {bottomBar.map((entry, index) => {
          const Icon = entry.icon;
          if (!isGroup(entry)) {
            return (
              <NavLink
                key={entry.to}
                to={entry.to}
                end
                className={({ isActive }) => cn(entryClass, isActive ? 'text-accent' : 'text-muted')}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <Label id={entry.label} />
              </NavLink>
            );
          }
          const isOpen = openGroup === entry.label;
          const active = entry.children.some((c) => pathname.startsWith(c.to));
          return (
            <div key={entry.label} className="relative flex min-w-0 flex-1">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-haspopup="menu"
                onClick={() => setOpenGroup(isOpen ? null : entry.label)}
                className={cn(entryClass, active || isOpen ? 'text-accent' : 'text-muted')}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <Label id={entry.label} />
              </button>
              {isOpen ? (
                <div
                  role="menu"
                  aria-label={t(entry.label)}
                  className={cn(
                    'absolute bottom-full mb-2 w-40 rounded-xl border border-border bg-surface p-1.5 shadow-2xl',
                    // The last entries open leftwards so the menu stays on screen.
                    index >= bottomBar.length - 2 ? 'right-1' : 'left-1/2 -translate-x-1/2',
                  )}
                >
                  {entry.children.map((c) => (
                    <NavLink
                      key={c.to}
                      role="menuitem"
                      to={c.to}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm',
                          isActive ? 'bg-accent/15' : 'hover:bg-surface-2',
                        )
                      }
                    >
                      <c.icon className="size-4" /> {t(c.label)}
                    </NavLink>
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </nav>
  );
}
