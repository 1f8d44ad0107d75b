import { ChevronDownIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { OpenSignInButton } from '@/components/platform/sign-in-button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { adminMenu, isGroup, sideMenu, type NavGroup, type NavLinkItem } from './nav';
import { SocialLinks } from './socials';

const linkClass =
  (dense: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      // py-1 rows in a py-2 list: at 1280x800 a visitor sees every entry and the promo box without
      // scrolling the menu. A group's entries are 24 px rows (py-0.5, the WCAG 2.2 target size): at
      // 1366x900 the whole admin desk shows at once.
      'flex items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
      dense ? 'py-0.5' : 'py-1',
      isActive ? 'bg-accent/15 text-fg' : 'text-fg/75 hover:bg-surface-2 hover:text-fg',
    );

function Item({ item, onNavigate, dense = false }: { item: NavLinkItem; onNavigate: () => void; dense?: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} end className={linkClass(dense)} onClick={onNavigate}>
      <Icon className="size-4 shrink-0" />
      <span className="flex-1">{t(item.label)}</span>
      {item.badge ? (
        <span className="rounded-full bg-accent px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none text-white">
          {t(item.badge)}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * A foldable group. It starts open when `startOpen` says so or when it holds the current page; a click
 * on its title then folds or unfolds it for good.
 */
function Group({ group, onNavigate, startOpen }: { group: NavGroup; onNavigate: () => void; startOpen: boolean }) {
  const { pathname } = useLocation();
  const [toggled, setOpen] = useState<boolean | null>(null);
  const Icon = group.icon;
  const active = group.children.some((c) => pathname.startsWith(c.to));
  const open = toggled ?? (startOpen || active);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-3 py-1 text-sm font-medium hover:bg-surface-2',
          active ? 'text-fg' : 'text-fg/75',
        )}
      >
        <Icon className="size-4 shrink-0" />
        <span className="flex-1 text-left">{t(group.label)}</span>
        <ChevronDownIcon className={cn('size-4 transition-transform', open ? 'rotate-180' : '')} />
      </button>
      {open ? (
        <div className="ml-5 mt-0.5 grid gap-0.5 border-l border-border pl-2">
          {group.children.map((c) => (
            <Item key={c.to} item={c} onNavigate={onNavigate} dense />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Fixed on desktop; on screens up to 768 px a drawer over an overlay, opened from the header. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  const isAdmin = me?.role === 'Admin';
  const { pathname } = useLocation();
  const listRef = useRef<HTMLElement>(null);

  // The list scrolls on its own: the current page's entry is brought into it (an admin page sits low).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!list || !current) return;
    const box = list.getBoundingClientRect();
    const row = current.getBoundingClientRect();
    if (row.bottom > box.bottom) list.scrollTop += row.bottom - box.bottom + 8;
    else if (row.top < box.top) list.scrollTop -= box.top - row.top + 8;
  }, [pathname, isAdmin]);

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cn('fixed inset-0 z-40 bg-black/60 md:hidden', open ? 'block' : 'hidden')}
        data-testid="side-menu-overlay"
      />
      <aside
        aria-label={t('layout.sideMenu.label')}
        className={cn(
          // On desktop the aside is a column of the page row, so its background and border reach the
          // page bottom; its content sticks below the header at the height of the screen.
          'fixed inset-y-0 left-0 z-50 w-64 border-r border-border bg-surface transition-transform md:static md:z-10 md:shrink-0 md:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex h-full flex-col md:sticky md:top-16 md:h-[calc(100dvh-4rem)]">
          <div className="flex items-center justify-end p-2 md:hidden">
            <button
              type="button"
              aria-label={t('layout.sideMenu.close')}
              className="rounded-md p-2 text-muted hover:text-fg"
              onClick={onClose}
            >
              <XIcon className="size-5" />
            </button>
          </div>
          {/* Scrolls by itself, never the page behind it (overscroll-contain). */}
          <nav ref={listRef} className="min-h-0 flex-1 space-y-0.5 overflow-y-auto overscroll-contain px-3 py-2">
            {sideMenu.map((entry) =>
              isGroup(entry) ? (
                // An admin's menu is long (every admin page): the public groups start folded unless they hold the page.
                <Group key={entry.label} group={entry} onNavigate={onClose} startOpen={!isAdmin} />
              ) : (
                <Item key={entry.to} item={entry} onNavigate={onClose} />
              ),
            )}
            {isAdmin ? <Group group={adminMenu} onNavigate={onClose} startOpen /> : null}
          </nav>
          <div className="space-y-3 border-t border-border px-4 py-3">
            {me ? null : (
              <div className="rounded-xl bg-gradient-to-br from-accent/30 to-accent/5 p-4">
                <p className="text-sm font-semibold">{t('layout.sideMenu.joinTitle')}</p>
                <p className="mt-1 text-xs text-muted">{t('layout.sideMenu.joinText')}</p>
                <OpenSignInButton size="sm" className="mt-3 w-full" platforms={platforms} onClick={openLoginDialog} />
              </div>
            )}
            <SocialLinks />
          </div>
        </div>
      </aside>
    </>
  );
}
