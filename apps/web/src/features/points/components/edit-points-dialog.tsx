import type { AdminUserRow } from '@app/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EditPointsForm } from './edit-points-form';

type Props = { user: AdminUserRow | null; onClose: () => void };

/** 'Edit Points for <user>': one number, forced to an integer of at least 0, saved with PUT /points. */
export function EditPointsDialog({ user, onClose }: Props) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? (
        <DialogContent title={`Edit Points for ${user.username}`}>
          {/* Keyed by user so reopening for someone else starts from their balance. */}
          <EditPointsForm key={user._id} user={user} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
