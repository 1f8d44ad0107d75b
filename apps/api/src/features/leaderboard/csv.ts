import type { CsvFileProblem } from '@app/contracts';
import Papa from 'papaparse';
import { AppError } from '../../lib/app-error';
import { collect, type FetchResult } from './adapters';

/**
 * A sponsor board entered by an admin (Stake has no affiliate API): CSV with a header row naming
 * `username` and `wagered` (case-insensitive; `user`/`name` and `wager`/`amount` also accepted). A
 * file without them is refused whole: VALIDATION_ERROR with the code `MISSING_COLUMNS` in `csv` (the
 * web writes the sentence); a row without a name or an amount is counted as skipped.
 */
export function parseWagerCsv(text: string): FetchResult {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const userField = ['username', 'user', 'name'].find((f) => fields.includes(f));
  const wagerField = ['wagered', 'wager', 'amount'].find((f) => fields.includes(f));
  if (!userField || !wagerField)
    throw new AppError('VALIDATION_ERROR', 'The CSV needs a header row with username and wagered columns.', {
      csv: 'MISSING_COLUMNS' satisfies CsvFileProblem,
    });
  return collect(parsed.data, (r) => ({
    username: r[userField],
    amount: typeof r[wagerField] === 'string' ? r[wagerField].replace(/[$,\s]/g, '') : r[wagerField],
  }));
}
