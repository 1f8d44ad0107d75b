import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';

/** The text and number fields of the console and of the tracking page's GTB and AVG tabs. */
export const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent';
/** A console action that failed: its reason in a toast. */
export const fail = (err: Error) => toast({ variant: 'destructive', description: errorMessage(err) });
