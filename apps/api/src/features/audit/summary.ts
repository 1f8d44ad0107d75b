/** Field names whose values never go into an audit summary (credentials, keys, webhook addresses). */
const SECRET_FIELD = /token|secret|password|passwd|api_?key|apikey|credential|webhook|signature|^key$|seed$/i;
const MAX_TEXT = 200;

export type Fields = Record<string, unknown>;
export type Summary = { before: Fields | null; after: Fields | null };

const shortened = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > MAX_TEXT * 2 ? `${json.slice(0, MAX_TEXT * 2)}…` : value;
  }
  return value;
};

const same = (a: unknown, b: unknown) => JSON.stringify(shortened(a)) === JSON.stringify(shortened(b));

/**
 * The before/after summary of an edit: only the fields whose value changed (fields absent from
 * `after` are not compared), secrets shown as `[redacted]`, long text shortened. Invariant: the
 * summary never holds a secret field's value, and an unchanged field never appears.
 */
export function changes(before: Fields | null | undefined, after: Fields | null | undefined): Summary {
  if (!before || !after) return { before: before ? clean(before) : null, after: after ? clean(after) : null };
  const b: Fields = {};
  const a: Fields = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined || same(before[key], after[key])) continue;
    b[key] = SECRET_FIELD.test(key) ? '[redacted]' : shortened(before[key]);
    a[key] = SECRET_FIELD.test(key) ? '[redacted]' : shortened(after[key]);
  }
  return { before: b, after: a };
}

/**
 * A summary as it is stored: an edit (both sides set) keeps only the fields whose value differs, so
 * a service that wrote a field on both sides to name what it edited never shows it as a change.
 */
export function withoutUnchanged(summary: Summary): Summary {
  const { before, after } = summary;
  if (!before || !after) return summary;
  const b: Fields = {};
  const a: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key in before && key in after && same(before[key], after[key])) continue;
    if (key in before) b[key] = before[key];
    if (key in after) a[key] = after[key];
  }
  return { before: b, after: a };
}

/** A created or removed thing's fields, secrets redacted and long text shortened. */
export function clean(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = SECRET_FIELD.test(key) ? '[redacted]' : shortened(value);
  }
  return out;
}

/** Keeps only the given fields of a row (what the summary of an edit compares). */
export function pick<T extends object>(row: T, keys: ReadonlyArray<keyof T>): Fields {
  const out: Fields = {};
  for (const key of keys) out[key as string] = row[key];
  return out;
}
