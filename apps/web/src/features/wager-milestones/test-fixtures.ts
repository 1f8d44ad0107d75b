import type {
  Me,
  MilestoneGrant,
  MilestoneGrantStatus,
  MilestoneProgress,
  WagerMilestone,
  WagerProgress,
} from '@app/contracts';

/** Test data of the wager milestone tests, in the wire shapes of @app/contracts. */

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const viewer: Me = {
  _id: uuid(900),
  username: 'DemoViewer',
  avatar: '',
  points: 1_000,
  role: 'User',
  locale: null,
};

export const stake = { slug: 'stake', name: 'Stake' };
export const roobet = { slug: 'roobet', name: 'Roobet' };

export function tier(n: number, overrides: Partial<WagerMilestone> = {}): WagerMilestone {
  return {
    id: uuid(n),
    sponsor: stake,
    scope: 'month',
    threshold: 1_000,
    rewardPoints: 500,
    rewardText: null,
    ...overrides,
  };
}

export const progressOf = (
  t: WagerMilestone,
  wagerCents: number,
  status: MilestoneGrantStatus | null = null,
): MilestoneProgress => ({
  tier: t,
  wagerCents,
  grant: status ? { status, at: '2026-11-20T12:00:00.000Z' } : null,
});

/**
 * Verified at Stake (#57, $2,500.50 this month, $7,000 since verification): the Stake month tiers
 * $1,000 (paid), $2,000 (awaiting), $5,000 (next) and $10,000; a Stake lifetime prize reached; an
 * all-casino month tier rejected.
 */
export const progress: WagerProgress = {
  period: '2026-11',
  standings: [
    {
      sponsor: stake,
      username: 'lucky_spinner',
      period: '2026-11',
      monthCents: 250_050,
      rank: 57,
      lifetimeCents: 700_000,
    },
  ],
  tiers: [
    progressOf(tier(4, { threshold: 10_000, rewardPoints: 5_000 }), 250_050),
    progressOf(tier(1), 250_050, 'paid'),
    progressOf(tier(2, { threshold: 2_000, rewardPoints: 20_000 }), 250_050, 'awaiting'),
    progressOf(tier(3, { threshold: 5_000, rewardPoints: 2_500 }), 250_050),
    progressOf(
      tier(5, { scope: 'lifetime', threshold: 5_000, rewardPoints: null, rewardText: 'Hoodie' }),
      700_000,
      'prize',
    ),
    progressOf(tier(6, { sponsor: null, threshold: 2_000, rewardPoints: 100 }), 250_050, 'rejected'),
  ],
};

export function grant(n: number, overrides: Partial<MilestoneGrant> = {}): MilestoneGrant {
  return {
    id: uuid(500 + n),
    tier: tier(1, { threshold: 50_000, rewardPoints: 20_000 }),
    user: { id: uuid(600 + n), username: `viewer${n}` },
    periodKey: '2026-11',
    wagerCents: 5_123_456,
    rewardPoints: 20_000,
    rewardText: null,
    status: 'awaiting',
    createdAt: '2026-11-20T12:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
