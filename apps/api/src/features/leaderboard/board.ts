import { createHash } from 'node:crypto';
import type { Leaderboard } from '@app/contracts';
import type { MonthWindow } from '../../lib/lisbon-months';
import type { WagerRow } from './adapters';
import type * as repo from './repository';

/*
 * The public board's rules (docs/product.md#wager-race), pure: the answer for ranks 1..10 with its
 * masks and prizes, the prepared body and its ETag, and a viewer's chosen site name beside a place.
 */

/** 'ab***z': enough for a viewer to find themselves, not enough to name a stranger. */
export function maskName(name: string): string {
  if (name.length <= 2) return `${name[0] ?? ''}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/**
 * The board's answer for ranks 1..10 (docs/product.md#wager-race). Prizes for ranks 1-3 always; the
 * 4th and 5th (and any beyond) only when at least 5 entries arrived.
 */
export function buildLeaderboard(
  rows: WagerRow[],
  window: MonthWindow,
  prizes: number[],
  maskNames: boolean,
): Leaderboard {
  const enough = rows.length >= 5;
  return {
    wager: rows.slice(0, 10).map((r, i) => ({
      sort: i + 1,
      name: maskNames ? maskName(r.username) : r.username,
      wager: r.wageredCents / 100,
      prize: i < 3 || enough ? (prizes[i] ?? 0) : 0,
    })),
    time: Math.floor(window.end.getTime() / 1000),
  };
}

export function prepare(
  rows: WagerRow[],
  window: MonthWindow,
  sponsor: repo.SponsorRow,
  source: string,
): repo.Prepared {
  const body = JSON.stringify(buildLeaderboard(rows, window, sponsor.prizes, sponsor.maskNames));
  return { rows, topNames: rows.slice(0, 10).map((r) => r.username), body, etag: etagOf(body), source };
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The site names to show beside the board's places, by place (null: none): a viewer's own choice for
 * their verified casino name (the casino accounts feature answers). `names` are the real names of
 * places 1..10 in order.
 */
export type ViewerNames = (sponsorId: string, names: string[]) => Promise<(string | null)[]>;

/** The body with each chosen site name beside its place (`viewer`); the body itself when none is. */
export function withViewerNames(body: string, shown: (string | null)[]): string {
  if (!shown.some(Boolean)) return body;
  const board = JSON.parse(body) as Leaderboard;
  board.wager.forEach((entry, i) => {
    const name = shown[i];
    if (name) entry.viewer = name;
  });
  return JSON.stringify(board);
}
