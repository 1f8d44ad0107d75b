import { readFile } from 'node:fs/promises';
import {
  catalogueSlotInputSchema,
  SLOT_CSV_MAX_ROWS,
  SLOT_SEARCH_MAX_RESULTS,
  type CatalogueSlotInput,
  type CsvFileProblem,
  type Slot,
  type SlotCsvColumn,
  type SlotCsvProblem,
  type SlotImportResult,
} from '@app/contracts';
import Papa from 'papaparse';
import type { z } from 'zod';
import { lockStartupData, type Db, type Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { searchText } from '../../lib/search-text';
import { matchSlot, toSlot } from './catalogue-index';
import { createCatalogueSnapshot } from './catalogue-snapshot';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import * as repo from './repository';

export { CATALOGUE_RECHECK_MS } from './catalogue-snapshot';

const AUDITED_FIELDS = ['name', 'provider', 'thumbnail', 'rtp', 'volatility', 'maxWin'] as const;

function toValues(input: CatalogueSlotInput): repo.SlotValues {
  return {
    name: input.name,
    provider: input.provider,
    searchName: searchText(input.name),
    providerKey: searchText(input.provider),
    thumbnail: input.thumbnail ?? null,
    rtp: input.rtp || null,
    volatility: input.volatility || null,
    maxWin: input.maxWin || null,
  };
}

/** The CSV column of each field of catalogueSlotInputSchema. */
const COLUMN_OF: Record<keyof CatalogueSlotInput, SlotCsvColumn> = {
  name: 'name',
  provider: 'provider',
  rtp: 'rtp',
  volatility: 'volatility',
  maxWin: 'max_win',
  thumbnail: 'thumbnail',
};

/** What papaparse found wrong with a row, as a stable code. */
const PARSE_PROBLEM: Record<Papa.ParseError['code'], SlotCsvProblem['code']> = {
  TooFewFields: 'TOO_FEW_FIELDS',
  TooManyFields: 'TOO_MANY_FIELDS',
  MissingQuotes: 'BAD_QUOTES',
  InvalidQuotes: 'BAD_QUOTES',
  UndetectableDelimiter: 'INVALID',
};

/** A broken rule of catalogueSlotInputSchema as a problem of the CSV line: code, column and limit. */
function problemOf(issue: z.core.$ZodIssue): SlotCsvProblem {
  const field = issue.path[0] as keyof CatalogueSlotInput;
  const column = COLUMN_OF[field];
  if (issue.code === 'too_small') return { code: 'REQUIRED', column };
  if (issue.code === 'too_big') return { code: 'TOO_LONG', column, max: Number(issue.maximum) };
  if (field === 'thumbnail') return { code: 'NOT_AN_IMAGE_URL', column };
  return { code: 'INVALID', column };
}

/**
 * Parses a slots CSV (header: name, provider, and optionally rtp, volatility, max_win, thumbnail;
 * case-insensitive) into valid rows, one per identity (the last wins), and the lines skipped, each
 * once with its problems as codes (the web writes the sentences). A file without the two columns or
 * with too many rows is refused whole: VALIDATION_ERROR with a CSV_FILE_PROBLEMS code in `csv`.
 */
export function parseSlotsCsv(text: string): { rows: repo.SlotValues[]; rejected: SlotImportResult['rejected'] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('name') || !fields.includes('provider')) {
    throw new AppError('VALIDATION_ERROR', 'The CSV needs a header row with name and provider columns.', {
      csv: 'MISSING_COLUMNS' satisfies CsvFileProblem,
    });
  }
  if (parsed.data.length > SLOT_CSV_MAX_ROWS) {
    throw new AppError('VALIDATION_ERROR', `At most ${SLOT_CSV_MAX_ROWS} rows per import.`, {
      csv: 'TOO_MANY_ROWS' satisfies CsvFileProblem,
    });
  }
  const byIdentity = new Map<string, repo.SlotValues>();
  const problems = new Map<number, SlotCsvProblem[]>();
  const add = (line: number, problem: SlotCsvProblem) => {
    const known = problems.get(line) ?? [];
    if (!known.some((p) => p.code === problem.code && p.column === problem.column)) known.push(problem);
    problems.set(line, known);
  };
  parsed.data.forEach((record, index) => {
    const line = index + 2; // 1-based, after the header
    const candidate = {
      name: record.name ?? '',
      provider: record.provider ?? '',
      rtp: record.rtp?.trim() || null,
      volatility: record.volatility?.trim() || null,
      maxWin: record.max_win?.trim() || null,
      thumbnail: record.thumbnail?.trim() || null,
    };
    const result = catalogueSlotInputSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) add(line, problemOf(issue));
      return;
    }
    const values = toValues(result.data);
    byIdentity.set(`${values.searchName}\u0000${values.providerKey}`, values);
  });
  for (const error of parsed.errors) {
    if (error.row === undefined) continue;
    // papaparse counts the header in the row of a quote error, not in that of a field-count one.
    add(error.row + (error.type === 'Quotes' ? 1 : 2), { code: PARSE_PROBLEM[error.code] });
  }
  const rejected = [...problems].sort(([a], [b]) => a - b).map(([line, found]) => ({ line, problems: found }));
  return { rows: [...byIdentity.values()], rejected };
}

/**
 * Reads come from a snapshot of the catalogue held in process memory (a derived cache, never a
 * source of truth; docs/architecture.md): the full list as one prepared body with its ETag, and the
 * search index. An instance asks the database for the catalogue's version at most every
 * CATALOGUE_RECHECK_MS and rebuilds when it changed, so another instance's edit shows within that
 * time; its own writes drop the snapshot at once.
 */
export function createSlotsService(db: Db, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const { current, changed } = createCatalogueSnapshot(db, now);

  return {
    /** The full catalogue as a prepared JSON body with its ETag. */
    async fullList(): Promise<{ etag: string; body: string }> {
      return current();
    },

    /**
     * Up to 20 names containing the query as a prepared JSON body, ranked: the whole name, whole
     * words, a word start, anywhere; within each, the more popular first, then by name.
     */
    async search(q: string): Promise<string> {
      const snap = await current();
      const needle = searchText(q);
      let body = snap.answers.get(needle);
      if (body === undefined) {
        body = JSON.stringify(snap.index.search(needle, SLOT_SEARCH_MAX_RESULTS).map(toSlot));
      } else snap.answers.delete(needle);
      snap.answers.set(needle, body);
      return body;
    },

    /**
     * The slot a typed name means (a chat slot request): one slot, up to `choices` close ones to pick
     * from, or none (catalogue-index.ts `matchSlot`).
     */
    async match(
      text: string,
      choices: number,
    ): Promise<{ kind: 'one'; slot: Slot } | { kind: 'choices'; slots: Slot[] } | { kind: 'none' }> {
      const found = matchSlot((await current()).index, searchText(text), choices);
      if (found.kind === 'one') return { kind: 'one', slot: toSlot(found.slot) };
      if (found.kind === 'choices') return { kind: 'choices', slots: found.slots.map(toSlot) };
      return found;
    },

    /**
     * A hunt took this slot (a personal hunt bonus, a live hunt bonus): counts toward its popularity,
     * at most once per picker (a user id, or `live-hunt`) and day, inside the caller's transaction.
     */
    async countPick(tx: Executor, slotId: string, picker: string): Promise<void> {
      if (await repo.countPick(tx, slotId, picker)) changed();
    },

    async get(id: string): Promise<Slot> {
      const slot = await repo.findById(db, id);
      if (!slot) throw notFound('Slot');
      return slot;
    },

    async create(input: CatalogueSlotInput, actor: AuditActor): Promise<Slot> {
      const row = await db.transaction(async (tx) => {
        const row = await repo.insertOne(tx, toValues(input));
        if (!row)
          throw new AppError('CONFLICT', 'This slot of this provider is already in the catalogue.', {
            name: 'already in the catalogue for this provider',
          });
        await auditService.record(tx, actor, {
          action: 'slot.create',
          targetType: 'slot',
          targetId: row.id,
          targetLabel: `${row.name} (${row.provider})`,
          summary: { before: null, after: clean(pick(row, AUDITED_FIELDS)) },
        });
        return row;
      });
      changed();
      return row;
    },

    async update(id: string, patch: Partial<CatalogueSlotInput>, actor: AuditActor): Promise<Slot> {
      const values: Partial<repo.SlotValues> = {};
      if (patch.name !== undefined) Object.assign(values, { name: patch.name, searchName: searchText(patch.name) });
      if (patch.provider !== undefined)
        Object.assign(values, { provider: patch.provider, providerKey: searchText(patch.provider) });
      if (patch.thumbnail !== undefined) values.thumbnail = patch.thumbnail;
      if (patch.rtp !== undefined) values.rtp = patch.rtp || null;
      if (patch.volatility !== undefined) values.volatility = patch.volatility || null;
      if (patch.maxWin !== undefined) values.maxWin = patch.maxWin || null;
      try {
        const row = await db.transaction(async (tx) => {
          const before = await repo.findById(tx, id, { lock: true });
          const row = before && (await repo.updateOne(tx, id, values));
          if (!before || !row) throw notFound('Slot');
          await auditService.record(tx, actor, {
            action: 'slot.update',
            targetType: 'slot',
            targetId: id,
            targetLabel: `${row.name} (${row.provider})`,
            summary: changes(pick(before, AUDITED_FIELDS), pick(row, AUDITED_FIELDS)),
          });
          return row;
        });
        changed();
        return row;
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('CONFLICT', 'Another slot of this provider has this name.', {
            name: 'already in the catalogue for this provider',
          });
        throw err;
      }
    },

    async importCsv(csv: string, actor: AuditActor): Promise<SlotImportResult> {
      const { rows, rejected } = parseSlotsCsv(csv);
      const { added, updated } = await db.transaction(async (tx) => {
        const result = await repo.upsertMany(tx, rows);
        await auditService.record(tx, actor, {
          action: 'slot.import',
          targetType: 'slot',
          summary: { before: null, after: { ...result, rejected: rejected.length } },
        });
        return result;
      });
      changed();
      return { added, updated, rejected };
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;

/**
 * Parses the curated list of the most streamed slots (header name, provider, popularity): their
 * starting popularity figures. A slot it names that the catalogue lacks is added with it.
 */
export function parsePopularCsv(text: string): Array<repo.SlotValues & { popularity: number }> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  return parsed.data.map((record, index) => {
    const popularity = Number(record.popularity);
    const input = catalogueSlotInputSchema.safeParse({ name: record.name ?? '', provider: record.provider ?? '' });
    if (!input.success || !Number.isInteger(popularity) || popularity < 0)
      throw new Error(`popular slots list, line ${index + 2}: needs a name, a provider and a whole popularity`);
    return { ...toValues(input.data), popularity };
  });
}

/**
 * Applies the curated popularity figures at every start (after the catalogue seed): each is a floor,
 * so counted picks are kept and running it again changes nothing. Returns how many slots it added.
 */
export async function applyPopularSlots(db: Db, csvPath: string): Promise<{ added: number }> {
  const rows = parsePopularCsv(await readFile(csvPath, 'utf8'));
  const added = await db.transaction(async (tx) => {
    await lockStartupData(tx);
    return repo.applyPopularityFloor(tx, rows);
  });
  return { added };
}

/** Seeds the catalogue from the bundled CSV when it is empty (first start, every environment). */
export async function seedSlotCatalogue(db: Db, csvPath: string): Promise<{ seeded: number }> {
  if ((await repo.countAll(db)) > 0) return { seeded: 0 };
  const { rows } = parseSlotsCsv(await readFile(csvPath, 'utf8'));
  return db.transaction(async (tx) => {
    await lockStartupData(tx);
    // Another instance may have seeded it while this one waited for the lock.
    if ((await repo.countAll(tx)) > 0) return { seeded: 0 };
    const { added } = await repo.upsertMany(tx, rows);
    return { seeded: added };
  });
}
