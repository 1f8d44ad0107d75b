import type { Transparency } from '@app/contracts';
import { csvRows } from '../../lib/csv';

/** The columns of the CSV download: one table, a `section` per part of the report; a row fills the columns its section has. */
export const TRANSPARENCY_CSV_COLUMNS = [
  'section',
  'period',
  'key',
  'name',
  'date',
  'issued',
  'spent',
  'awarded',
  'paid',
  'unpaid',
  'points',
  'usd',
  'start',
  'result',
  'profit',
  'winners',
  'state',
  'entrants',
  'predictions',
  'staked',
  'house_cut',
  'cap_removed',
  'refunded',
  'link',
] as const;
type Column = (typeof TRANSPARENCY_CSV_COLUMNS)[number];

/**
 * The report as CSV (RFC 4180, CRLF): points by source, prizes by kind, giveaways (winners joined by
 * "; ", an anonymous winner written "anonymous"), finished live hunts, finished or cancelled
 * tournaments (the champion in `winners`). Figures as plain numbers.
 */
export function transparencyCsv(t: Transparency, origin: string): string {
  const rows: Partial<Record<Column, string | number>>[] = [
    ...t.points.sources.map((s) => ({ section: 'points', key: s.source, issued: s.issued, spent: s.spent })),
    ...t.prizes.map((p) => ({
      section: 'prizes',
      key: p.kind,
      awarded: p.awarded,
      paid: p.paid,
      unpaid: p.unpaid,
      points: p.points,
      usd: p.usd,
    })),
    ...t.giveaways.map((g) => ({
      section: 'giveaways',
      key: g.id,
      name: g.title,
      date: g.drawnAt,
      points: g.pointsPrize,
      winners: g.winners.map((w) => w.name ?? 'anonymous').join('; '),
      link: `${origin}${g.proof}`,
    })),
    ...t.hunts.map((h) => ({
      section: 'hunts',
      key: h.id,
      name: `#${h.index}`,
      date: h.finishedAt ?? '',
      start: h.start,
      result: h.result,
      profit: h.profit,
    })),
    ...t.tournaments.map((x) => ({
      section: 'tournaments',
      key: x.id,
      name: x.name,
      date: x.finishedAt,
      state: x.state,
      entrants: x.entrants,
      winners: x.champion ?? '',
      predictions: x.predictions,
      staked: x.staked,
      paid: x.paid,
      house_cut: x.houseCut,
      cap_removed: x.capRemoved,
      refunded: x.refunded,
      link: `${origin}${x.proof}`,
    })),
  ];
  const table = [
    [...TRANSPARENCY_CSV_COLUMNS],
    ...rows.map((r) => TRANSPARENCY_CSV_COLUMNS.map((c) => (c === 'period' ? t.period : (r[c] ?? '')))),
  ];
  return csvRows(table) + '\r\n';
}
