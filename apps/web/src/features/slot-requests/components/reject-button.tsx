import { SLOT_REQUEST_NOTE_MAX, type SlotRequest } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { pointsText, t } from '@/i18n';

/** Reject asks first, with an optional note for the viewer (shown in the public history). */
export function RejectButton({
  request,
  pending,
  onReject,
}: {
  request: SlotRequest;
  pending: boolean;
  onReject: (note: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setNote('');
      }}
    >
      <Button size="sm" variant="destructive" disabled={pending} onClick={() => setOpen(true)}>
        {t('slot-requests.reject.button')}
      </Button>
      <DialogContent
        title={t('slot-requests.reject.title', { slot: request.slot.name })}
        description={
          request.cost > 0
            ? t('slot-requests.reject.refund', { requester: request.requester, points: pointsText(request.cost) })
            : t('slot-requests.reject.leaves', { requester: request.requester })
        }
      >
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setOpen(false);
            onReject(note.trim());
            setNote('');
          }}
        >
          <label htmlFor={noteId} className="text-sm">
            {t('slot-requests.reject.note')}
          </label>
          <input
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={SLOT_REQUEST_NOTE_MAX}
            placeholder={t('slot-requests.reject.notePlaceholder')}
            className="w-full min-w-0 rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('slot-requests.reject.keep')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive">
              {t('slot-requests.reject.button')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
