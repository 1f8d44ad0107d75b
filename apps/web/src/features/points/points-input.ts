/**
 * docs/product.md#admin-points: the edited balance is forced to an integer of at least 0; anything
 * non-numeric becomes 0.
 */
export function toPointsValue(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? 0 : Math.max(0, n);
}
