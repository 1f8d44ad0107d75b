import { ShieldAlertIcon } from 'lucide-react';
import { t } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { blockOf, useResponsiblePlay } from '@/lib/responsible-play';
import { useIsSignedIn } from '@/lib/use-signed-in';

/** The words of a block: why, and until when on Lisbon's clock. */
export function blockText(block: NonNullable<ReturnType<typeof blockOf>>): string {
  if (block.until === 'forever') return t('layout.responsiblePlay.excludedForever');
  return t(block.code === 'RG_SELF_EXCLUDED' ? 'errors.RG_SELF_EXCLUDED' : 'errors.RG_COOLING_OFF', {
    until: formatDateTimeLisbon(block.until),
  });
}

/**
 * On a page where points are staked (Mines, Blackjack, the live hunt's bets, a paid giveaway): during
 * the viewer's cool-off or self-exclusion, says why betting is off and until when (ADR 067). The
 * server refuses the stake either way; this only says so before the viewer tries.
 */
export function ResponsiblePlayNotice() {
  const signedIn = useIsSignedIn();
  const { data } = useResponsiblePlay(signedIn === true);
  const block = blockOf(data);
  if (!block) return null;
  return (
    <p
      role="status"
      data-testid="responsible-play-notice"
      className="flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
    >
      <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
      <span>{blockText(block)}</span>
    </p>
  );
}
