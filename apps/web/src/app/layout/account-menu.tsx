import type { Me } from '@app/contracts';
import {
  CoinsIcon,
  GiftIcon,
  HistoryIcon,
  LogOutIcon,
  MonitorSmartphoneIcon,
  SunIcon,
  UserRoundIcon,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { fmt, pointsText, t } from '@/i18n';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

/** Points pill (k/M/B, exact value as tooltip) and the avatar menu of a signed-in user. */
export default function AccountMenu({
  me,
  onLogout,
  onLogoutEverywhere,
}: {
  me: Me;
  onLogout: () => void;
  onLogoutEverywhere: () => void;
}) {
  return (
    <TooltipProvider delayDuration={200}>
      <Tooltip content={pointsText(me.points)}>
        <span
          data-testid="points-pill"
          data-points={me.points}
          tabIndex={0}
          className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-bold"
        >
          <CoinsIcon className="size-4 text-gold" />
          {fmt().pointsShort(me.points)}
        </span>
      </Tooltip>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={t('layout.account.menu')}
            className="rounded-full ring-2 ring-transparent hover:ring-accent"
          >
            <img
              src={me.avatar || '/favicon.svg'}
              alt={me.username}
              className="size-9 rounded-full bg-surface-2 object-cover"
            />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
          >
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs text-muted">{me.username}</DropdownMenu.Label>
            <DropdownMenu.Item className={itemClass} asChild>
              <Link to="/profile">
                <UserRoundIcon className="size-4" /> {t('layout.account.profile')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} asChild>
              <Link to="/points/history">
                <HistoryIcon className="size-4" /> {t('layout.account.pointsHistory')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} asChild>
              <Link to="/shop/redemptions">
                <GiftIcon className="size-4" /> {t('layout.account.myRedemptions')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} disabled>
              <SunIcon className="size-4" /> {t('layout.account.lightModeSoon')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
              <LogOutIcon className="size-4" /> {t('layout.account.logout')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={onLogoutEverywhere}>
              <MonitorSmartphoneIcon className="size-4" /> {t('layout.account.logoutEverywhere')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </TooltipProvider>
  );
}
