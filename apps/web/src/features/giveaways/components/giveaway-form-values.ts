import type { Giveaway, GiveawayInput, Platform } from '@app/contracts';
import { affiliateChoiceOf, affiliateRuleOf } from '@/components/affiliate-select';
import { isoToLisbonLocal, lisbonLocalToIso } from '@/lib/lisbon-time';

/** The form's text, as typed (numbers are checked by the API; what it refused shows under each field). */
export type GiveawayFormValues = {
  title: string;
  prize: string;
  image: string;
  pointsPrize: string;
  winners: string;
  /** 'YYYY-MM-DDTHH:mm' on Lisbon's clock. */
  opensAt: string;
  closesAt: string;
  entryCost: string;
  maxTicketsPerAccount: string;
  platform: '' | Platform;
  subscribersOnly: boolean;
  minAccountAgeDays: string;
  /** The verified casino account it requires: '' none, ANY_SPONSOR at any sponsor, else a sponsor's slug. */
  affiliate: string;
  subscriberMultiplier: string;
  chatJoin: boolean;
  /** The winner limit (ADR 070): both empty for none. */
  winLimitWins: string;
  winLimitDays: string;
};

const HOUR = 3_600_000;

/** A new giveaway: open from now (this minute), closing an hour later, one free ticket each. */
export function emptyValues(now = Date.now()): GiveawayFormValues {
  const start = Math.floor(now / 60_000) * 60_000;
  return {
    title: '',
    prize: '',
    image: '',
    pointsPrize: '0',
    winners: '1',
    opensAt: isoToLisbonLocal(start),
    closesAt: isoToLisbonLocal(start + HOUR),
    entryCost: '0',
    maxTicketsPerAccount: '1',
    platform: '',
    subscribersOnly: false,
    minAccountAgeDays: '0',
    affiliate: '',
    subscriberMultiplier: '1',
    chatJoin: true,
    winLimitWins: '',
    winLimitDays: '',
  };
}

export function valuesOf(g: Giveaway): GiveawayFormValues {
  return {
    title: g.title,
    prize: g.prize,
    image: g.image ?? '',
    pointsPrize: String(g.pointsPrize),
    winners: String(g.winners),
    opensAt: isoToLisbonLocal(g.opensAt),
    closesAt: isoToLisbonLocal(g.closesAt),
    entryCost: String(g.entryCost),
    maxTicketsPerAccount: String(g.maxTicketsPerAccount),
    platform: g.eligibility.platform ?? '',
    subscribersOnly: g.eligibility.subscribersOnly,
    minAccountAgeDays: String(g.eligibility.minAccountAgeDays),
    affiliate: affiliateChoiceOf(g.eligibility.affiliate),
    subscriberMultiplier: String(g.subscriberMultiplier),
    chatJoin: g.chatJoin,
    winLimitWins: g.eligibility.winLimit ? String(g.eligibility.winLimit.wins) : '',
    winLimitDays: g.eligibility.winLimit ? String(g.eligibility.winLimit.days) : '',
  };
}

/** A typed number, or NaN for an empty field (the API then says what it needs). */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The API's body: the Lisbon clock times as UTC ISO. */
export function toInput(v: GiveawayFormValues): GiveawayInput {
  return {
    title: v.title,
    prize: v.prize,
    image: v.image.trim() === '' ? null : v.image.trim(),
    pointsPrize: num(v.pointsPrize),
    winners: num(v.winners),
    opensAt: lisbonLocalToIso(v.opensAt) ?? v.opensAt,
    closesAt: lisbonLocalToIso(v.closesAt) ?? v.closesAt,
    entryCost: num(v.entryCost),
    maxTicketsPerAccount: num(v.maxTicketsPerAccount),
    subscriberMultiplier: num(v.subscriberMultiplier),
    eligibility: {
      platform: v.platform === '' ? null : v.platform,
      subscribersOnly: v.subscribersOnly,
      minAccountAgeDays: num(v.minAccountAgeDays),
      affiliate: affiliateRuleOf(v.affiliate),
      winLimit:
        v.winLimitWins.trim() === '' && v.winLimitDays.trim() === ''
          ? null
          : { wins: num(v.winLimitWins), days: num(v.winLimitDays) },
    },
    chatJoin: v.chatJoin,
  };
}
