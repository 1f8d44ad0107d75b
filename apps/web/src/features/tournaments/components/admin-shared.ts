/** The text and number fields of the admin screen (as the live hunt console's). */
export const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent';

/**
 * A typed percentage (at most two decimals, "2.5" or "2,5") as basis points: "2.5" -> 250; null when
 * it is not a number of that shape.
 */
export function percentTextToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
