import { PLATFORM_NAMES, type Giveaway, type GiveawayPick, type GiveawayState, type WinLimit } from '@app/contracts';
import { fmt, t, type MessageId } from '@/i18n';

/** The state as a badge reads it. */
const STATE_LABEL: Record<GiveawayState, MessageId> = {
  scheduled: 'giveaways.state.scheduled',
  open: 'giveaways.state.open',
  closing: 'giveaways.state.closing',
  drawn: 'giveaways.state.drawn',
  final: 'giveaways.state.final',
  cancelled: 'giveaways.state.cancelled',
};

/** 'Scheduled', 'Open', 'Drawing' … in the screen's language. */
export const stateLabel = (state: GiveawayState) => t(STATE_LABEL[state]);

/** Scheduled, open or closing: still on the Current list. */
export const isCurrent = (g: Pick<Giveaway, 'state'>) =>
  g.state === 'scheduled' || g.state === 'open' || g.state === 'closing';

/** Drawn or final: winners known, the seed revealed, the draw can be verified. */
export const isDrawn = (g: Pick<Giveaway, 'state'>) => g.state === 'drawn' || g.state === 'final';

/** 'Free' or '50 points per ticket'. */
export const costLabel = (entryCost: number) =>
  entryCost === 0
    ? t('giveaways.cost.free')
    : t('giveaways.cost.perTicket', { count: entryCost, points: fmt().points(entryCost) });

/** Who may enter, in a few words each ('Anyone signed in' when nothing limits it). */
export function eligibilityParts(g: Pick<Giveaway, 'eligibility'>): string[] {
  const { platform, subscribersOnly, minAccountAgeDays } = g.eligibility;
  const parts: string[] = [];
  if (subscribersOnly)
    parts.push(
      platform
        ? t('giveaways.eligibility.platformSubscribers', { platform: PLATFORM_NAMES[platform] })
        : t('giveaways.eligibility.subscribers'),
    );
  else if (platform) parts.push(t('giveaways.eligibility.platform', { platform: PLATFORM_NAMES[platform] }));
  if (minAccountAgeDays > 0)
    parts.push(t('giveaways.eligibility.minAge', { count: minAccountAgeDays, days: fmt().number(minAccountAgeDays) }));
  const { affiliate } = g.eligibility;
  if (affiliate)
    parts.push(
      affiliate.sponsor
        ? t('giveaways.eligibility.affiliateSponsor', { sponsor: affiliate.sponsor.name })
        : t('giveaways.eligibility.affiliateAny'),
    );
  // The winner limit says who may win, not who may enter: it follows the rest ('Anyone signed in' first).
  if (parts.length === 0) parts.push(t('giveaways.eligibility.anyone'));
  const { winLimit } = g.eligibility;
  if (winLimit) parts.push(winLimitText(winLimit));
  return parts;
}

/**
 * Why the API refused an entry with GIVEAWAY_NOT_ELIGIBLE, from the giveaway's own rules (the API
 * names the code only): 'Only Twitch subscribers may enter this giveaway.' and the rest that applies.
 */
export function notEligibleText(g: Pick<Giveaway, 'eligibility' | 'chatJoin'>): string {
  const { platform, subscribersOnly, minAccountAgeDays } = g.eligibility;
  const age = { count: minAccountAgeDays, days: fmt().number(minAccountAgeDays) };
  const sentences: string[] = [];
  if (subscribersOnly)
    sentences.push(
      platform
        ? t('giveaways.notEligible.platformSubscribers', { platform: PLATFORM_NAMES[platform] })
        : t('giveaways.notEligible.subscribers'),
    );
  else if (platform) sentences.push(t('giveaways.notEligible.platform', { platform: PLATFORM_NAMES[platform] }));
  if (minAccountAgeDays > 0)
    sentences.push(sentences.length ? t('giveaways.notEligible.alsoAge', age) : t('giveaways.notEligible.age', age));
  if (sentences.length === 0) return t('errors.GIVEAWAY_NOT_ELIGIBLE');
  if (subscribersOnly && g.chatJoin) sentences.push(t('giveaways.notEligible.chatJoin'));
  return sentences.join(' ');
}

/** 'At most 1 giveaway win in the 30 days before the close' (ADR 070). */
export const winLimitText = ({ wins, days }: WinLimit) =>
  t('giveaways.eligibility.winLimit', { count: wins, wins: fmt().number(wins), days: fmt().number(days) });

/** The winners: the picks nobody disqualified, in the order drawn. */
export const winnersOf = (g: Pick<Giveaway, 'picks'>): GiveawayPick[] => g.picks.filter((p) => !p.disqualified);
