import type { SponsorAdapter } from '@app/contracts';
import { type MonthWindow, LEADERBOARD_TZ } from './months';

/** One row of a sponsor's board: exact cents, never a float sum. */
export type WagerRow = { username: string; wageredCents: number };
export type Credentials = { key: string; userId?: string };
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
};

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

const lisbonDate = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: LEADERBOARD_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

export function collect(
  items: unknown,
  pick: (item: Record<string, unknown>) => { username: unknown; amount: unknown },
): FetchResult {
  if (!Array.isArray(items)) throw new AdapterError('unexpected response shape');
  const byName = new Map<string, number>();
  let skipped = 0;
  for (const item of items) {
    if (!item || typeof item !== 'object') {
      skipped++;
      continue;
    }
    const { username, amount } = pick(item as Record<string, unknown>);
    const cents = toCents(amount);
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
  if (!res.ok) throw new AdapterError(`HTTP ${res.status}`, res.status);
  try {
    return await res.json();
  } catch {
    throw new AdapterError('invalid JSON');
  }
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
  }
}
