import { formatPoints } from '@app/contracts';
import { CoinsIcon, LogOutIcon, MenuIcon, SunIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { TwitchIcon } from '@/features/auth/components/twitch-icon';
import { LiveBadge } from '@/features/stream/components/live-badge';
import { openLoginDialog } from '@/lib/login-dialog';
import { Logo } from './logo';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { data: me } = useMe();
  const logout = useLogout();

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-bg/90 px-4 backdrop-blur">
      <button type="button" className="rounded-md p-2 text-muted hover:text-fg md:hidden" aria-label="Open menu" onClick={onOpenMenu}>
        <MenuIcon className="size-5" />
      </button>
      <Link to="/" aria-label="Home" className="shrink-0">
        <Logo />
      </Link>
      <LiveBadge />
      <div className="ml-auto flex items-center gap-3">
        {me ? (
          <>
            <Tooltip content={`${me.points.toLocaleString('en-US')} points`}>
              <span data-testid="points-pill" tabIndex={0} className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-bold">
                <CoinsIcon className="size-4 text-gold" />
                {formatPoints(me.points)}
              </span>
            </Tooltip>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <button type="button" aria-label="Account menu" className="rounded-full ring-2 ring-transparent hover:ring-accent">
                  <img src={me.avatar || '/favicon.svg'} alt={me.username} className="size-9 rounded-full bg-surface-2 object-cover" />
                </button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1.5 shadow-xl">
                  <DropdownMenu.Label className="px-2.5 py-1.5 text-xs text-muted">{me.username}</DropdownMenu.Label>
                  <DropdownMenu.Item className={itemClass} disabled>
                    <SunIcon className="size-4" /> Light Mode (Soon)
                  </DropdownMenu.Item>
                  <DropdownMenu.Separator className="my-1 h-px bg-border" />
                  <DropdownMenu.Item className={itemClass} onSelect={() => logout.mutate()}>
                    <LogOutIcon className="size-4" /> Logout
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </>
        ) : (
          <Button className="bg-[#9146ff] hover:bg-[#772ce8]" onClick={openLoginDialog}>
            <TwitchIcon /> <span className="max-sm:hidden">Log in via Twitch</span>
            <span className="sm:hidden">Log in</span>
          </Button>
        )}
      </div>
    </header>
  );
}

