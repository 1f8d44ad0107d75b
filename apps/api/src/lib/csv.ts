import Papa from 'papaparse';

/**
 * Cells that a spreadsheet would read as a formula get a leading ' (papaparse's escapeFormulae). The
 * pattern is ours: papaparse's default one does not match a cell that also holds a line break.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows as CSV (RFC 4180 quoting by papaparse, CRLF between rows, none after the last). */
export const csvRows = (rows: unknown[][]): string =>
  Papa.unparse(rows, { escapeFormulae: FORMULA_START, newline: '\r\n' });
