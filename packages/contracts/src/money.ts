import { z } from 'zod';

/**
 * Euros on the bonus hunt tracker: integer cents in the database and in every computation, a
 * decimal string with 2 decimals on the wire ("12.50"). Input may be a string or a number; the
 * character limits of docs/product.md#hunt-detail (bet 5, earning 7) apply to the text as typed; an
 * empty value is 0.
 */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY_TEXT = /^(\d*)(?:[.,](\d{0,2}))?$/;

/**
 * The one parser of an amount a person types, euros or dollars alike: "12", "12.5", "12,50", "12."
 * and ".5" to integer cents; null for anything else, an empty text included.
 */
export function moneyTextToCents(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents of a typed euro amount on the bonus hunt tracker, where an empty field means 0. */
export function eurosTextToCents(text: string): number | null {
  return text.trim() === '' ? 0 : moneyTextToCents(text);
}

/** A euro amount of at most `maxChars` characters as typed, to integer cents. */
export function eurosInput(maxChars: number) {
  return z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value;
      if (text.trim().length > maxChars) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${maxChars} characters` });
        return z.NEVER;
      }
      const cents = eurosTextToCents(text);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount in euros with at most 2 decimals' });
        return z.NEVER;
      }
      return cents;
    })
    .meta({ description: `euros as a string or number, at most ${maxChars} characters, 2 decimals; empty = 0` });
}

/** A euro amount as sent to the browser. */
export const eurosSchema = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'euros with 2 decimals, e.g. "12.50"' });
