import { DEFAULT_PRIZES } from '@app/contracts';
import type { Tx } from '../db/client';
import { sponsors, wagerStandings } from '../db/schema';
import type { WagerRow } from '../features/leaderboard/adapters';
import { monthWindow, previousMonth, type MonthWindow } from '../lib/lisbon-months';
import { prepare } from '../features/leaderboard/service';

/**
 * Demo leaderboard: two sponsors without credentials (the sync job skips them) and made-up standings
 * (source 'demo') for the current month and the three before it (those frozen).
 */
const names = [
  'viperspins',
  'lucky7_pt',
  'MoonBoyBets',
  'AceKing',
  'spinz_lx',
  'TheWhale',
  'rocketreels',
  'nova_bonus',
  'MintyMax',
  'zed.plays',
  'pixelhunter',
  'orca_wins',
];

function sampleRows(seed: number): WagerRow[] {
  return names
    .map((username, i) => ({
      username,
      wageredCents: Math.round(((seed * 7919 + i * 104_729) % 900_000) + 50_000 * (12 - i)) * 100 + ((seed + i) % 100),
    }))
    .sort((a, b) => b.wageredCents - a.wageredCents);
}

export async function seedLeaderboard(tx: Tx, now = new Date()): Promise<void> {
  const rows = await tx
    .insert(sponsors)
    .values([
      {
        slug: 'roobet',
        name: 'Roobet',
        logo: '/sponsors/roobet.svg',
        adapter: 'roobet' as const,
        prizes: [...DEFAULT_PRIZES],
        position: 1,
      },
      {
        slug: 'stake',
        name: 'Stake',
        logo: '/sponsors/stake.svg',
        adapter: 'csv' as const,
        prizes: [...DEFAULT_PRIZES],
        position: 2,
      },
    ])
    .onConflictDoNothing()
    .returning();
  const months: MonthWindow[] = [monthWindow(now)];
  for (let i = 0; i < 3; i++) months.push(previousMonth(months[months.length - 1]!.start));
  for (const [s, sponsor] of rows.entries()) {
    for (const [i, window] of months.entries()) {
      const p = prepare(sampleRows(s * 10 + i + 1), window, sponsor, 'demo');
      await tx.insert(wagerStandings).values({
        sponsorId: sponsor.id,
        period: window.period,
        rows: p.rows,
        topNames: p.topNames,
        body: p.body,
        etag: p.etag,
        source: 'demo',
        frozenAt: i === 0 ? null : window.end,
      });
    }
  }
}
