import { LOCALE_NAMES, type Locale } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSaveChatCommands } from '../api/save-chat-commands';
import type { ChatCommandsAdmin, ChatReplyTemplates } from '../types';
import { CommandsTable, fromDraft, toDraft, type CommandDraft } from './commands-table';
import { fieldErrorText } from './field-errors';
import { TemplatesEditor } from './templates-editor';

/** Whether a refusal's path is one the form shows next to a field. */
const shownAtField = (path: string) =>
  /^commands\.\d+\.(name|aliases|userCooldownSeconds|globalCooldownSeconds|cost|enabled)/.test(path) ||
  path.startsWith('templates');

/** The commands and the reply templates, saved together (one PUT). */
export function SettingsForm({ view }: { view: ChatCommandsAdmin }) {
  const save = useSaveChatCommands();
  const [commands, setCommands] = useState<CommandDraft[]>(() => view.settings.commands.map(toDraft));
  const [templates, setTemplates] = useState<ChatReplyTemplates>(() => structuredClone(view.settings.templates));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(
      { commands: commands.map(fromDraft), templates },
      {
        onSuccess: () => toast({ description: t('chat-commands.saved'), variant: 'success' }),
        onError: (err) => {
          // The fields the server names, each worded by the page (never the server's English).
          const paths = Object.keys(err instanceof ApiError ? (err.fields ?? {}) : {});
          setErrors(Object.fromEntries(paths.map((path) => [path, fieldErrorText(path, commands)])));
          if (!paths.some(shownAtField)) toast({ description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };

  const setTemplate = (kind: string, locale: Locale, text: string | undefined) =>
    setTemplates((current) => {
      const next = { ...current, [kind]: { ...current[kind] } };
      if (text === undefined) delete next[kind]![locale];
      else next[kind]![locale] = text;
      return next;
    });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-commands-list">
        <h2 id="chat-commands-list" className="mb-3 text-lg font-bold">
          {t('chat-commands.commandsHeading')}
        </h2>
        <CommandsTable
          commands={commands}
          errors={errors}
          onChange={(i, patch) => setCommands((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)))}
        />
      </section>
      <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-templates">
        <h2 id="chat-templates" className="mb-1 text-lg font-bold">
          {t('chat-commands.templates.title')}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {t('chat-commands.templates.hint', { language: LOCALE_NAMES[view.language] ?? view.language })}
        </p>
        <TemplatesEditor
          templates={templates}
          defaults={view.defaults.templates}
          errors={errors}
          onChange={setTemplate}
        />
      </section>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('chat-commands.save')}
        </Button>
      </div>
    </form>
  );
}
