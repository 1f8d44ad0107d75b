import { useState, type ReactNode } from 'react';
import { t } from '@/i18n';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

type ConfirmDialogProps = {
  /** The button that opens the dialog (rendered as is; its onClick opens the dialog). */
  trigger: (open: () => void) => ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** destructive for what cannot be undone (cancel a hunt), primary otherwise. */
  variant?: 'primary' | 'destructive';
  pending?: boolean;
  /** Runs on confirm; the dialog closes at once. */
  onConfirm: () => void;
};

/**
 * A styled stand-in for the browser's confirm(): a modal dialog with a title, what will happen and
 * two buttons (Escape, the close icon or the cancel button close it without doing anything).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = t('ui.confirmDialog.cancel'),
  variant = 'primary',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger(() => setOpen(true))}
      <DialogContent title={title} description={description} role="alertdialog">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={variant}
            disabled={pending}
            autoFocus
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
