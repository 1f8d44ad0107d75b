import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSaveChatCommands } from '../api/save-chat-commands';
import type { ChatCommandsAdmin, ChatLang, ChatReplyTemplates } from '../types';
import { CommandsTable, fromDraft, toDraft, type CommandDraft } from './commands-table';
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
        onSuccess: () => toast({ description: 'Commands saved.', variant: 'success' }),
        onError: (err) => {
          const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
          setErrors(fields);
          if (!Object.keys(fields).some(shownAtField))
            toast({ description: errorMessage(err), variant: 'destructive' });
        },
      },
    );
  };

  const setTemplate = (kind: string, lang: ChatLang, text: string | undefined) =>
    setTemplates((t) => {
      const next = { ...t, [kind]: { ...t[kind] } };
      if (text === undefined) delete next[kind]![lang];
      else next[kind]![lang] = text;
      return next;
    });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-commands-list">
        <h2 id="chat-commands-list" className="mb-3 text-lg font-bold">
          Commands
        </h2>
        <CommandsTable
          commands={commands}
          errors={errors}
          onChange={(i, patch) => setCommands((cs) => cs.map((c, j) => (j === i ? { ...c, ...patch } : c)))}
        />
      </section>
      <section className="min-w-0 rounded-xl border border-border bg-surface p-4" aria-labelledby="chat-templates">
        <h2 id="chat-templates" className="mb-1 text-lg font-bold">
          Reply templates
        </h2>
        <p className="mb-3 text-sm text-muted">
          The bot answers in {view.language === 'pt' ? 'Portuguese' : 'English'}. Empty uses the default shown.
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
          Save commands
        </Button>
      </div>
    </form>
  );
}
