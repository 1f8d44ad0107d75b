/** The sponsor forms' text fields. */
export const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';
