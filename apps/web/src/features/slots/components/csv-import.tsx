import type { CsvLineProblemCode, SlotCsvProblem, SlotImportResult } from '@app/contracts';
import { SLOT_CSV_MAX_BYTES, SLOT_CSV_MAX_ROWS } from '@app/contracts/limits';
import { UploadIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fmt, t, Trans, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useImportSlots } from '../api/import-slots';

// The API names each problem of a skipped line by code (with its column and limit); the sentence is the page's.
const PROBLEM: Record<CsvLineProblemCode, MessageId> = {
  REQUIRED: 'slots.csv.problem.required',
  TOO_LONG: 'slots.csv.problem.tooLong',
  NOT_AN_IMAGE_URL: 'slots.csv.problem.notImageUrl',
  INVALID: 'slots.csv.problem.invalid',
  TOO_FEW_FIELDS: 'slots.csv.problem.tooFewFields',
  TOO_MANY_FIELDS: 'slots.csv.problem.tooManyFields',
  BAD_QUOTES: 'slots.csv.problem.badQuotes',
};

/** One problem of a skipped line in the reader's language; an unknown code (a newer server) reads as invalid. */
function csvProblemText(problem: SlotCsvProblem): string {
  const key = Object.hasOwn(PROBLEM, problem.code) ? PROBLEM[problem.code] : PROBLEM.INVALID;
  return t(key, { column: problem.column ?? '', max: fmt().number(problem.max ?? 0) });
}

/** Why the API refused the whole file: its `csv` field holds a code (MISSING_COLUMNS, TOO_MANY_ROWS). */
function refusalText(err: unknown): string {
  if (!(err instanceof ApiError) || err.fields?.csv === undefined) return errorMessage(err);
  const rows = fmt().number(SLOT_CSV_MAX_ROWS);
  if (err.fields.csv === 'MISSING_COLUMNS') return t('slots.csv.missingColumns');
  if (err.fields.csv === 'TOO_MANY_ROWS') return t('slots.csv.tooManyRows', { rows });
  return t('slots.csv.refused', { rows });
}

/** CSV import: the file is read in the browser and sent as text; the report lists every refused line. */
export function CsvImport() {
  const importCsv = useImportSlots();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<SlotImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setReport(null);
    setFailure(null);
    if (!file) return;
    if (file.size > SLOT_CSV_MAX_BYTES) {
      setFailure(t('slots.csv.tooLarge', { size: fmt().number(SLOT_CSV_MAX_BYTES / 1024 / 1024) }));
      return;
    }
    importCsv.mutate(await file.text(), {
      onSuccess: setReport,
      onError: (err) => setFailure(refusalText(err)),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id={`${inputId}-title`} className="font-semibold">
        {t('slots.csv.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans id="slots.csv.help" values={{ code: (chunks) => <code>{chunks}</code> }} />
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('slots.csv.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="min-w-0 max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:text-fg"
        />
        <Button type="submit" disabled={!file || importCsv.isPending}>
          {importCsv.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" className="mr-1 size-4" />}{' '}
          {t('slots.csv.import')}
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      {report ? (
        <div role="status" className="mt-3 text-sm">
          <p>
            {t('slots.csv.report', {
              added: fmt().number(report.added),
              updated: fmt().number(report.updated),
              rejected: fmt().number(report.rejected.length),
            })}
          </p>
          {report.rejected.length > 0 ? (
            <ul
              className="mt-2 max-h-48 list-inside list-disc overflow-y-auto text-muted"
              aria-label={t('slots.csv.rejectedLines')}
            >
              {report.rejected.map((r) => (
                <li key={r.line}>
                  {t('slots.csv.line', {
                    line: fmt().number(r.line),
                    problems: r.problems.map(csvProblemText).join('; '),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
