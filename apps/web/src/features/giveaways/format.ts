import { formatPoints, PLATFORM_NAMES, type Giveaway, type GiveawayPick, type GiveawayState } from '@app/contracts';

/** The state as a badge reads it. */
export const STATE_LABEL: Record<GiveawayState, string> = {
  scheduled: 'Scheduled',
  open: 'Open',
  closing: 'Drawing',
  drawn: 'Drawn',
  final: 'Final',
  cancelled: 'Cancelled',
};

/** Scheduled, open or closing: still on the Current list. */
export const isCurrent = (g: Pick<Giveaway, 'state'>) =>
  g.state === 'scheduled' || g.state === 'open' || g.state === 'closing';

/** Drawn or final: winners known, the seed revealed, the draw can be verified. */
export const isDrawn = (g: Pick<Giveaway, 'state'>) => g.state === 'drawn' || g.state === 'final';

/** 'Free' or '50 points per ticket'. */
export const costLabel = (entryCost: number) =>
  entryCost === 0 ? 'Free' : `${formatPoints(entryCost)} point${entryCost === 1 ? '' : 's'} per ticket`;

/** Who may enter, in a few words each ('Anyone signed in' when nothing limits it). */
export function eligibilityParts(g: Pick<Giveaway, 'eligibility'>): string[] {
  const { platform, subscribersOnly, minAccountAgeDays } = g.eligibility;
  const parts: string[] = [];
  if (subscribersOnly) parts.push(platform ? `${PLATFORM_NAMES[platform]} subscribers only` : 'Subscribers only');
  else if (platform) parts.push(`Accounts linked to ${PLATFORM_NAMES[platform]}`);
  if (minAccountAgeDays > 0)
    parts.push(`account at least ${minAccountAgeDays} day${minAccountAgeDays === 1 ? '' : 's'} old`);
  return parts.length ? parts : ['Anyone signed in'];
}

/** The winners: the picks nobody disqualified, in the order drawn. */
export const winnersOf = (g: Pick<Giveaway, 'picks'>): GiveawayPick[] => g.picks.filter((p) => !p.disqualified);

/** '3 entries', '1 entry'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatPoints(n)} ${n === 1 ? one : many}`;
