import type { CasinoAccountState } from '@app/contracts';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

const LABEL: Record<CasinoAccountState, MessageId> = {
  pending: 'casino-accounts.state.pending',
  verified: 'casino-accounts.state.verified',
  expired: 'casino-accounts.state.expired',
  revoked: 'casino-accounts.state.revoked',
};

const TONE: Record<CasinoAccountState, string> = {
  pending: 'bg-gold/15 text-gold',
  verified: 'bg-success/15 text-success',
  expired: 'bg-surface-2 text-muted',
  revoked: 'bg-danger/15 text-danger',
};

/** A claim's state as a small coloured label. */
export function StateBadge({ state }: { state: CasinoAccountState }) {
  return (
    <span
      data-testid="casino-account-state"
      className={cn('inline-flex rounded px-2 py-0.5 text-xs font-semibold', TONE[state])}
    >
      {t(LABEL[state])}
    </span>
  );
}
