import { AVG_GROUP_RANGES } from '@app/hunts';
import { formatDateTimeShort } from '@/lib/dates';

/**
 * The Brazilian-Portuguese date and time of the live hunt header (docs/product.md#tracking-page;
 * lib/dates keeps every format).
 */
export const ptBrDate = (iso: string) => formatDateTimeShort(iso);

/** The AVG groups' colours; their ranges come from the hunt rules (@app/hunts). */
export const AVG_GROUP_INFO = {
  A: { range: AVG_GROUP_RANGES.A.label, className: 'border-sky-500 text-sky-400' },
  B: { range: AVG_GROUP_RANGES.B.label, className: 'border-emerald-500 text-emerald-400' },
  C: { range: AVG_GROUP_RANGES.C.label, className: 'border-yellow-500 text-yellow-400' },
  D: { range: AVG_GROUP_RANGES.D.label, className: 'border-orange-500 text-orange-400' },
  E: { range: AVG_GROUP_RANGES.E.label, className: 'border-rose-500 text-rose-400' },
  F: { range: AVG_GROUP_RANGES.F.label, className: 'border-fuchsia-500 text-fuchsia-400' },
} as const;
