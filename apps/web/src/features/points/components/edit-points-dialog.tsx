import type { AdminUserRow } from '@app/contracts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { t } from '@/i18n';
import { AdjustPointsForm } from './adjust-points-form';
import { EditPointsForm } from './edit-points-form';
import { ResponsiblePlayState } from './responsible-play-state';

export type PointsEdit = { user: AdminUserRow; mode: 'set' | 'adjust' };
type Props = { editing: PointsEdit | null; onClose: () => void };

/**
 * 'Edit Points for <user>' (one number, forced to an integer of at least 0, saved with PUT /points)
 * or 'Adjust points for <user>' (add or take, with a required reason).
 */
export function EditPointsDialog({ editing, onClose }: Props) {
  const user = editing?.user;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {editing && user ? (
        <DialogContent
          title={
            editing.mode === 'set'
              ? t('points.edit.title', { user: user.username })
              : t('points.adjust.title', { user: user.username })
          }
        >
          <ResponsiblePlayState userId={user._id} />
          {/* Keyed by user so reopening for someone else starts from their balance. */}
          {editing.mode === 'set' ? (
            <EditPointsForm key={user._id} user={user} onDone={onClose} />
          ) : (
            <AdjustPointsForm key={user._id} user={user} onDone={onClose} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
