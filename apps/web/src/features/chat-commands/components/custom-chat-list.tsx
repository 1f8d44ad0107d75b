import { PLATFORM_NAMES } from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useWriteCustomChat } from '../api/custom-chat';
import type { ChatTimer, ChatTimerInput, CustomCommand, CustomCommandInput } from '../types';
import { customChatError } from './custom-chat-error';

type Item = CustomCommand | ChatTimer;

type Props<T extends Item, I> = {
  kind: 'custom' | 'timers';
  id: string;
  title: string;
  hint: string;
  empty: string;
  addLabel: string;
  items: T[];
  /** The row's words: the command's name or the timer's text. */
  label: (item: T) => string;
  details: (item: T) => string;
  /** The input of an item (to edit it or to flip its switch). */
  inputOf: (item: T) => I;
  blank: I;
  form: (props: { value: I; pending: boolean; onSave: (input: I) => void; onCancel: () => void }) => ReactNode;
};

/** A list of the admin's own commands or timers: add, edit, enable or disable, delete (each a call answering the list). */
export function CustomChatList<T extends Item, I extends CustomCommandInput | ChatTimerInput>(p: Props<T, I>) {
  const write = useWriteCustomChat();
  // null: no form; '': the add form; an id: that item's edit form.
  const [editing, setEditing] = useState<string | null>(null);
  const run = (id: string | undefined, input: I | undefined, done?: string) =>
    write.mutate({ kind: p.kind, ...(id ? { id } : {}), ...(input ? { input } : {}) } as never, {
      onSuccess: () => {
        setEditing(null);
        if (done) toast({ description: done, variant: 'success' });
      },
      onError: (err) => toast({ description: customChatError(err), variant: 'destructive' }),
    });
  const platforms = (item: Item) =>
    (['twitch', 'kick'] as const)
      .filter((pl) => item[pl])
      .map((pl) => PLATFORM_NAMES[pl])
      .join(' · ') || t('chat-commands.custom.noPlatform');
  return (
    <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby={p.id}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id={p.id} className="text-lg font-bold">
          {p.title}
        </h2>
        {editing === '' ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing('')}>
            {p.addLabel}
          </Button>
        )}
      </div>
      <p className="mb-3 text-sm text-muted">{p.hint}</p>
      {editing === ''
        ? p.form({
            value: p.blank,
            pending: write.isPending,
            onSave: (input) => run(undefined, input, t('chat-commands.custom.saved')),
            onCancel: () => setEditing(null),
          })
        : null}
      {p.items.length === 0 ? <p className="text-sm text-muted">{p.empty}</p> : null}
      <ul className="grid gap-2">
        {p.items.map((item) => (
          <li key={item.id} className="min-w-0 rounded-lg border border-border p-3">
            {editing === item.id ? (
              p.form({
                value: p.inputOf(item),
                pending: write.isPending,
                onSave: (input) => run(item.id, input, t('chat-commands.custom.saved')),
                onCancel: () => setEditing(null),
              })
            ) : (
              <div className="flex flex-wrap items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-mono text-sm font-semibold">{p.label(item)}</p>
                  <p className="break-words text-xs text-muted">
                    {platforms(item)} · {p.details(item)}
                  </p>
                </div>
                <label className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={item.enabled}
                    disabled={write.isPending}
                    aria-label={t('chat-commands.custom.enabledOf', { name: p.label(item) })}
                    onChange={(e) => run(item.id, { ...p.inputOf(item), enabled: e.target.checked })}
                  />
                  {t('chat-commands.custom.enabled')}
                </label>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(item.id)}
                  aria-label={t('chat-commands.custom.editOf', { name: p.label(item) })}
                >
                  {t('chat-commands.custom.edit')}
                </Button>
                <ConfirmDialog
                  trigger={(open) => (
                    <Button
                      size="sm"
                      variant="destructive"
                      onClick={open}
                      aria-label={t('chat-commands.custom.deleteOf', { name: p.label(item) })}
                    >
                      {t('chat-commands.custom.delete')}
                    </Button>
                  )}
                  title={t('chat-commands.custom.deleteTitle', { name: p.label(item) })}
                  description={t('chat-commands.custom.deleteDescription')}
                  confirmLabel={t('chat-commands.custom.delete')}
                  variant="destructive"
                  pending={write.isPending}
                  onConfirm={() => run(item.id, undefined, t('chat-commands.custom.deleted'))}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
