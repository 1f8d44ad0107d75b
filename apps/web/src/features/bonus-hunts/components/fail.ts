import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';

/** A failed hunt edit: its message in a red toast. */
export const fail = (err: Error) => toast({ variant: 'destructive', description: errorMessage(err) });
