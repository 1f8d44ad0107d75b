import { SLOT_CSV_MAX_ROWS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { parseSlotsCsv } from './service';

/** The refusal a whole file gets: VALIDATION_ERROR with a code, never an English sentence, in `csv`. */
function refusal(text: string) {
  try {
    parseSlotsCsv(text);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { code: (err as AppError).code, fields: (err as AppError).fields };
  }
  throw new Error('the CSV was not refused');
}

describe('parseSlotsCsv: each skipped line once, its problems as codes with their column and limit', () => {
  it('a required column left empty, a value too long, a thumbnail that is not an image URL', () => {
    const csv = [
      'Name,Provider,RTP,Volatility,Max_Win,Thumbnail',
      'Good One,Acme,96%,High,5000x,https://cdn.example/good.png',
      ',Acme,,,,',
      `${'x'.repeat(121)},${'p'.repeat(81)},,,,`,
      `Bad Thumb,Acme,,${'v'.repeat(101)},,javascript:alert(1)`,
    ].join('\n');
    const { rows, rejected } = parseSlotsCsv(csv);
    expect(rows.map((r) => r.name)).toEqual(['Good One']);
    expect(rejected).toEqual([
      { line: 3, problems: [{ code: 'REQUIRED', column: 'name' }] },
      {
        line: 4,
        problems: [
          { code: 'TOO_LONG', column: 'name', max: 120 },
          { code: 'TOO_LONG', column: 'provider', max: 80 },
        ],
      },
      {
        line: 5,
        problems: [
          { code: 'NOT_AN_IMAGE_URL', column: 'thumbnail' },
          { code: 'TOO_LONG', column: 'volatility', max: 100 },
        ],
      },
    ]);
  });

  it('the max_win column is named as the header names it; lines are in order', () => {
    const { rejected } = parseSlotsCsv(`name,provider,max_win\nA,B,${'9'.repeat(101)}\n,B,1x\n`);
    expect(rejected).toEqual([
      { line: 2, problems: [{ code: 'TOO_LONG', column: 'max_win', max: 100 }] },
      { line: 3, problems: [{ code: 'REQUIRED', column: 'name' }] },
    ]);
  });

  it("the reader's own findings: more or fewer values than the header, a quote not closed", () => {
    const { rejected } = parseSlotsCsv('name,provider,rtp\nA,B,96%,extra\nC\nD,"E"x,1\nF,G,1\n');
    expect(rejected).toEqual([
      { line: 2, problems: [{ code: 'TOO_MANY_FIELDS' }] },
      { line: 3, problems: [{ code: 'REQUIRED', column: 'provider' }, { code: 'TOO_FEW_FIELDS' }] },
      // The quote is never closed: the rest of the file is that line's last value.
      { line: 4, problems: [{ code: 'BAD_QUOTES' }, { code: 'TOO_FEW_FIELDS' }] },
    ]);
    // No line is listed twice.
    expect(new Set(rejected.map((r) => r.line)).size).toBe(rejected.length);
  });

  it('a file without the name and provider columns, or with too many rows, is refused whole by code', () => {
    expect(refusal('title,studio\nA,B')).toEqual({ code: 'VALIDATION_ERROR', fields: { csv: 'MISSING_COLUMNS' } });
    const tooMany = ['name,provider', ...Array.from({ length: SLOT_CSV_MAX_ROWS + 1 }, (_, i) => `S${i},P`)];
    expect(refusal(tooMany.join('\n'))).toEqual({ code: 'VALIDATION_ERROR', fields: { csv: 'TOO_MANY_ROWS' } });
  });
});
