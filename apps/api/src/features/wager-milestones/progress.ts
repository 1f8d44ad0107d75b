import type { CasinoStanding, WagerProgress } from '@app/contracts';
import type { Db } from '../../db/client';
import { monthWindow } from '../../lib/lisbon-months';
import { toMilestone } from './present';
import * as repo from './repository';

/**
 * The viewer's side of the milestones: per verified sponsor this month's wager and place, and the
 * wager since verification; per tier the figure that counts for it and its grant once reached.
 */
export async function progressOf(db: Db, userId: string, at: Date): Promise<WagerProgress> {
  const period = monthWindow(at).period;
  const [rows, tiers, grants] = await Promise.all([
    repo.standingsOf(db, userId),
    repo.activeTiers(db),
    repo.grants(db, { userId, limit: 1_000 }),
  ]);
  const standings = new Map<string, CasinoStanding & { sponsorId: string; key: string }>();
  for (const r of rows) {
    const s = standings.get(r.sponsorId) ?? {
      sponsorId: r.sponsorId,
      key: r.usernameKey,
      sponsor: { slug: r.sponsorSlug, name: r.sponsorName },
      username: r.username,
      period,
      monthCents: 0,
      rank: null,
      lifetimeCents: 0,
    };
    if (r.period !== null && r.wageredCents !== null) {
      s.lifetimeCents += r.wageredCents;
      if (r.period === period) {
        s.monthCents = r.wageredCents;
        s.rank = r.rank;
      }
    }
    standings.set(r.sponsorId, s);
  }
  const all = [...standings.values()];
  const grantOf = (tierId: string, subject: string, periodKey: string) =>
    grants.find((g) => g.tierId === tierId && g.subject === subject && g.periodKey === periodKey);
  return {
    period,
    standings: all.map(({ sponsorId: _id, key: _key, ...s }) => s),
    tiers: tiers.flatMap((t) => {
      const periodKey = t.scope === 'month' ? period : 'lifetime';
      const figure = (s: CasinoStanding) => (t.scope === 'month' ? s.monthCents : s.lifetimeCents);
      let wagerCents: number;
      let subject: string;
      if (t.sponsorId === null) {
        wagerCents = all.reduce((n, s) => n + figure(s), 0);
        subject = `user:${userId}`;
      } else {
        const s = standings.get(t.sponsorId);
        if (!s) return [];
        wagerCents = figure(s);
        subject = `name:${t.sponsorId}:${s.key}`;
      }
      const g = grantOf(t.id, subject, periodKey);
      return [
        {
          tier: toMilestone(t),
          wagerCents,
          grant: g ? { status: g.status, at: g.createdAt.toISOString() } : null,
        },
      ];
    }),
  };
}
