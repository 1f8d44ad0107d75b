import type { MilestoneProgress, SiteCurrency, WagerProgress } from '@app/contracts';
import {
  catalogueValue,
  localizedValue,
  moneyValue,
  type KickReplyVars,
  type SafeReplyVars,
  type SafeValue,
} from './reply-values';
import type { ChatReplyKind } from './templates';

/** The tier a viewer reaches next, and how much wager it still takes (cents). */
export type NextMilestone = { progress: MilestoneProgress; missingCents: number };

/** A tier is reached once granted (a grant is never taken back) or once its figure is there. */
const reached = (p: MilestoneProgress) => p.grant !== null || p.wagerCents >= p.tier.threshold * 100;

/**
 * The viewer's next milestone: of their tiers (the progress lists those of every sponsor together and
 * of the sponsors where they are verified), the unreached one that takes the least more wager, counted
 * on the figure of its own scope (this month, or since verification); on a tie the monthly tier, then
 * the smaller threshold. Null when every tier is reached (or there is none).
 */
export function nextMilestone(progress: WagerProgress): NextMilestone | null {
  const order = (n: NextMilestone) => [
    n.missingCents,
    n.progress.tier.scope === 'month' ? 0 : 1,
    n.progress.tier.threshold,
  ];
  const before = (a: NextMilestone, b: NextMilestone) => {
    const [x, y] = [order(a), order(b)];
    const i = x.findIndex((v, j) => v !== y[j]);
    return i >= 0 && x[i]! < y[i]!;
  };
  let best: NextMilestone | null = null;
  for (const p of progress.tiers) {
    if (reached(p)) continue;
    const candidate = { progress: p, missingCents: p.tier.threshold * 100 - p.wagerCents };
    if (!best || before(candidate, best)) best = candidate;
  }
  return best;
}

/** This Lisbon month's wager of every verified casino account of the viewer together, in cents. */
export const monthWagerCents = (progress: WagerProgress): number =>
  progress.standings.reduce((sum, s) => sum + s.monthCents, 0);

/** A tier's period as a reply words it after its threshold ("$5,000 this month"). */
const PERIOD_WORDS = {
  month: { en: 'this month', 'pt-PT': 'este mês', 'pt-BR': 'este mês' },
  lifetime: { en: 'since verification', 'pt-PT': 'desde a verificação', 'pt-BR': 'desde a verificação' },
} as const;

/** A `!wager` reply before it is written for its platform: Kick may name the tier's sponsor, Twitch never. */
export type WagerReply = {
  kind: ChatReplyKind;
  /** Safe values only (ADR 054): the dollars and the period's words; no sponsor, no link. */
  vars: SafeReplyVars;
  /** Kick only: the kind naming the tier's sponsor and its name (from the site's sponsor rows). */
  kick?: { kind: ChatReplyKind; vars: KickReplyVars };
};

/**
 * The `!wager` reply of a viewer's progress (the wager-milestones feature's `progress`), or null when
 * no casino account of theirs is verified (the caller answers how to verify). Money in the site
 * currency's sign, as the site's wager board and milestones write the same figures (ADR 056).
 */
export function wagerReply(progress: WagerProgress, currency: SiteCurrency = 'USD'): WagerReply | null {
  if (progress.standings.length === 0) return null;
  const usd = (cents: number): SafeValue => moneyValue(cents, currency);
  const amount = usd(monthWagerCents(progress));
  if (progress.tiers.length === 0) return { kind: 'wager_no_tiers', vars: { amount } };
  const next = nextMilestone(progress);
  if (!next) return { kind: 'wager_all_reached', vars: { amount } };
  const { tier } = next.progress;
  const vars: SafeReplyVars = {
    amount,
    threshold: usd(tier.threshold * 100),
    missing: usd(next.missingCents),
    period: localizedValue(PERIOD_WORDS[tier.scope]),
  };
  return tier.sponsor
    ? {
        kind: 'wager_progress',
        vars,
        kick: { kind: 'wager_progress_sponsor', vars: { sponsor: catalogueValue(tier.sponsor.name) } },
      }
    : { kind: 'wager_progress', vars };
}
