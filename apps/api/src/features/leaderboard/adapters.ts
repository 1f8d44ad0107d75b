import type { SponsorAdapter } from '@app/contracts';
import { type MonthWindow, LEADERBOARD_TZ } from '../../lib/lisbon-months';

/** One row of a sponsor's board: exact cents, never a float sum. */
export type WagerRow = { username: string; wageredCents: number };
/** `userId`: Roobet's affiliate user id; `code`: Rain.gg's affiliate code (the streamer's). */
export type Credentials = { key: string; userId?: string; code?: string };
export type FetchResult = { rows: WagerRow[]; skipped: number };

export class AdapterError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AdapterError';
  }
}

export const defaultBaseUrls: Record<Exclude<SponsorAdapter, 'csv'>, string> = {
  roobet: 'https://roobetconnect.com',
  shuffle: 'https://affiliate.shuffle.com',
  gamdom: 'https://gamdom.com',
  rainbet: 'https://services.rainbet.com',
  clash: 'https://api.clash.gg',
  acebet: 'https://api.acebet.co',
  casesgg: 'https://api.cases.gg',
  packdraw: 'https://packdraw.com',
  raingg: 'https://api.rain.gg',
};

/** The casinos answering the shared `affiliates/detailed-summary/v2/<date>` contract. */
export type DetailedSummaryCasino = 'clash' | 'acebet' | 'casesgg';

/**
 * How many of a detailed-summary `wagered` make one unit of the board (a dollar; a gem at Clash). All three
 * report whole hundredths, as the working leaderboard sites read them (docs/integrations.md#sponsor-leaderboards).
 */
export const detailedSummaryScale: Record<DetailedSummaryCasino, number> = { clash: 100, acebet: 100, casesgg: 100 };

/**
 * A decimal amount (number or string, as the sponsors send them) to integer cents by its digits,
 * rounding half up at the third decimal. Null for anything that is not a plain non-negative decimal.
 */
export function toCents(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const m = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(3, '0');
  const cents = Number(m[1]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** An amount counted in 1/`scale` units to cents of the unit, exactly (half up). Null when `toCents` refuses it. */
export function scaledToCents(value: unknown, scale: number): number | null {
  const hundredths = toCents(value);
  if (hundredths === null) return null;
  return scale === 1 ? hundredths : Math.floor((hundredths + scale / 2) / scale);
}

const lisbonDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LEADERBOARD_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

/** Rows from a sponsor's list whose amounts are decimals of the board's unit. */
export function collect(
  items: unknown,
  pick: (item: Record<string, unknown>) => { username: unknown; amount: unknown },
): FetchResult {
  return collectCents(items, (item) => {
    const { username, amount } = pick(item);
    return { username, cents: toCents(amount) };
  });
}

/** Rows from a sponsor's list, each already in cents (null: malformed). Names are summed; zero rows dropped. */
export function collectCents(
  items: unknown,
  pick: (item: Record<string, unknown>) => { username: unknown; cents: number | null },
): FetchResult {
  if (!Array.isArray(items)) throw new AdapterError('unexpected response shape');
  const byName = new Map<string, number>();
  let skipped = 0;
  for (const item of items) {
    if (!item || typeof item !== 'object') {
      skipped++;
      continue;
    }
    const { username, cents } = pick(item as Record<string, unknown>);
    if (typeof username !== 'string' || !username.trim() || username.length > 100 || cents === null) {
      skipped++;
      continue;
    }
    if (cents === 0) continue;
    byName.set(username.trim(), (byName.get(username.trim()) ?? 0) + cents);
  }
  const rows = [...byName].map(([username, wageredCents]) => ({ username, wageredCents }));
  rows.sort((a, b) => b.wageredCents - a.wageredCents || a.username.localeCompare(b.username));
  return { rows, skipped };
}

/**
 * Whether an error answer is Cloudflare's challenge page (the bot check some casinos put before their API, which
 * refuses data-centre clients) rather than the casino's own error.
 */
async function refusedByCloudflare(res: Response): Promise<boolean> {
  if (res.headers.get('cf-mitigated') === 'challenge') return true;
  if (!/text\/html/i.test(res.headers.get('content-type') ?? '')) return false;
  let text: string;
  try {
    text = (await res.text()).slice(0, 20_000);
  } catch {
    return false;
  }
  return /just a moment|cf-chl|challenge-platform|attention required|you have been blocked/i.test(text);
}

async function getJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new AdapterError(
      (err as Error).name === 'TimeoutError'
        ? `timed out after ${timeoutMs} ms`
        : `network error: ${(err as Error).message}`,
    );
  }
  if (!res.ok) {
    const reason = (await refusedByCloudflare(res))
      ? ": refused by Cloudflare (a challenge page): the casino's firewall does not let this server's address in"
      : '';
    throw new AdapterError(`HTTP ${res.status}${reason}`, res.status);
  }
  try {
    return await res.json();
  } catch {
    throw new AdapterError('invalid JSON');
  }
}

/** `M-D-YYYY` of a Lisbon day, the form Packdraw's `after` and `before` take. */
const packdrawDate = (d: Date) => {
  const [y, m, day] = lisbonDate(d).split('-');
  return `${Number(m)}-${Number(day)}-${y}`;
};

/** One `affiliates/detailed-summary/v2/<day>` call: every referred player's totals from that day until now. */
async function detailedSummary(base: string, creds: Credentials, day: string, timeoutMs: number) {
  const data = await getJson(
    `${base}/affiliates/detailed-summary/v2/${day}`,
    { headers: { authorization: `Bearer ${creds.key}`, accept: 'application/json' } },
    timeoutMs,
  );
  if (!Array.isArray(data)) throw new AdapterError('unexpected response shape');
  return data as unknown[];
}

/**
 * A month from the detailed summary. The API takes only a start day and counts until now, so a running month is
 * one call from its first day; an ended month is that call minus a call from the next month's first day (made
 * first, so no player can come out below zero), per player (`userId`, else the name). While that day has not
 * begun in UTC (the first hour of a summer-time month in Lisbon) it is not asked: a future day is refused, and
 * nothing can be counted from it yet.
 */
async function detailedSummaryMonth(
  casino: DetailedSummaryCasino,
  base: string,
  creds: Credentials,
  window: MonthWindow,
  opts: { timeoutMs: number; now: Date },
): Promise<FetchResult> {
  const scale = detailedSummaryScale[casino];
  const idOf = (r: Record<string, unknown>) =>
    typeof r.userId === 'number' || typeof r.userId === 'string' ? `id:${r.userId}` : `name:${String(r.name)}`;
  const after = new Map<string, number>();
  const nextDay = lisbonDate(window.end);
  if (opts.now.getTime() >= window.end.getTime() && nextDay <= opts.now.toISOString().slice(0, 10)) {
    for (const r of await detailedSummary(base, creds, nextDay, opts.timeoutMs)) {
      if (!r || typeof r !== 'object') continue;
      const cents = scaledToCents((r as Record<string, unknown>).wagered, scale);
      if (cents !== null) after.set(idOf(r as Record<string, unknown>), cents);
    }
  }
  const since = await detailedSummary(base, creds, lisbonDate(window.start), opts.timeoutMs);
  return collectCents(since, (r) => {
    const cents = scaledToCents(r.wagered, scale);
    return { username: r.name, cents: cents === null ? null : Math.max(0, cents - (after.get(idOf(r)) ?? 0)) };
  });
}

/**
 * Fetches one sponsor's wagers for one Lisbon month, per the contracts in
 * docs/integrations.md#sponsor-leaderboards.
 * `now` clamps the end of a running month (Shuffle answers 400 INVALID_DATE for a future end).
 */
export async function fetchWagers(
  adapter: Exclude<SponsorAdapter, 'csv'>,
  creds: Credentials,
  window: MonthWindow,
  opts: { baseUrl: string; timeoutMs: number; now: Date },
): Promise<FetchResult> {
  const base = opts.baseUrl.replace(/\/$/, '');
  const end = new Date(Math.min(window.end.getTime() - 1000, opts.now.getTime()));
  const key = encodeURIComponent(creds.key);
  switch (adapter) {
    case 'roobet': {
      const q = new URLSearchParams({
        userId: creds.userId ?? '',
        startDate: window.start.toISOString(),
        endDate: end.toISOString(),
      });
      const data = await getJson(
        `${base}/affiliate/v2/stats?${q}`,
        { headers: { authorization: `Bearer ${creds.key}` } },
        opts.timeoutMs,
      );
      // Roobet ranks on weightedWagered.
      return collect(data, (r) => ({ username: r.username, amount: r.weightedWagered }));
    }
    case 'shuffle': {
      const q = new URLSearchParams({
        startTime: String(Math.floor(window.start.getTime() / 1000)),
        endTime: String(Math.floor(end.getTime() / 1000)),
      });
      const data = await getJson(`${base}/stats/${key}?${q}`, {}, opts.timeoutMs);
      return collect(data, (r) => ({ username: r.username, amount: r.wagerAmount }));
    }
    case 'gamdom': {
      const q = new URLSearchParams({ apikey: creds.key, after: lisbonDate(window.start) });
      const data = (await getJson(`${base}/api/affiliates/leaderboard?${q}`, {}, opts.timeoutMs)) as {
        success?: unknown;
        data?: unknown;
      } | null;
      if (!data || data.success !== true) throw new AdapterError('gamdom answered success=false');
      return collect(data.data, (r) => {
        const months = Array.isArray(r.wager_data) ? (r.wager_data as Record<string, unknown>[]) : [];
        const month = months.find((m) => m && m.month === window.period);
        return { username: r.username, amount: month ? month.total_wager_usd : 0 };
      });
    }
    case 'rainbet': {
      const q = new URLSearchParams({ start_at: lisbonDate(window.start), end_at: lisbonDate(end), key: creds.key });
      const data = (await getJson(`${base}/v1/external/affiliates?${q}`, {}, opts.timeoutMs)) as {
        affiliates?: unknown;
      } | null;
      return collect(data?.affiliates, (r) => ({ username: r.username, amount: r.wagered_amount }));
    }
    case 'clash':
    case 'acebet':
    case 'casesgg':
      return detailedSummaryMonth(adapter, base, creds, window, opts);
    case 'packdraw': {
      // `before` only for an ended month: without it Packdraw counts until now.
      const q = new URLSearchParams({ after: packdrawDate(window.start) });
      if (opts.now.getTime() >= window.end.getTime()) q.set('before', packdrawDate(window.end));
      q.set('apiKey', creds.key);
      const data = (await getJson(`${base}/api/v1/affiliates/leaderboard?${q}`, {}, opts.timeoutMs)) as {
        leaderboard?: unknown;
      } | null;
      return collect(data?.leaderboard, (r) => ({ username: r.username, amount: r.wagerAmount }));
    }
    case 'raingg': {
      const q = new URLSearchParams({
        start_date: window.start.toISOString(),
        end_date: end.toISOString(),
        type: 'wagered',
      });
      if (creds.code) q.set('code', creds.code);
      const data = (await getJson(
        `${base}/v1/affiliates/leaderboard?${q}`,
        { headers: { 'x-api-key': creds.key, accept: 'application/json' } },
        opts.timeoutMs,
      )) as { results?: unknown } | null;
      return collect(data?.results, (r) => ({ username: r.username, amount: r.wagered }));
    }
  }
}
