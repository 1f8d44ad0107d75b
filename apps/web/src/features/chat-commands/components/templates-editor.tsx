import { Button } from '@/components/ui/button';
import type { ChatLang, ChatReplyTemplates } from '../types';

type Props = {
  templates: ChatReplyTemplates;
  defaults: Record<string, Record<ChatLang, string>>;
  /** The server's refusals by input path (`templates.points_balance.pt`, `templates` …). */
  errors: Record<string, string>;
  onChange: (kind: string, lang: ChatLang, text: string | undefined) => void;
};

const LANGS: { lang: ChatLang; label: string }[] = [
  { lang: 'pt', label: 'Portuguese' },
  { lang: 'en', label: 'English' },
];

/** The bot's replies per kind in Portuguese and English; empty is the default (shown as placeholder). */
export function TemplatesEditor({ templates, defaults, errors, onChange }: Props) {
  return (
    <div className="grid gap-2">
      {Object.keys(defaults).map((kind) => {
        const custom = LANGS.some(({ lang }) => (templates[kind]?.[lang] ?? '') !== '');
        const failed = Object.keys(errors).some((k) => k.startsWith(`templates.${kind}`));
        return (
          <details key={kind} open={failed || undefined} className="rounded-md border border-border p-2">
            <summary className="cursor-pointer font-mono text-sm">
              {kind}
              {custom ? <span className="ml-2 font-sans text-xs text-muted">(custom)</span> : null}
            </summary>
            <div className="mt-2 grid gap-2 md:grid-cols-2">
              {LANGS.map(({ lang, label }) => {
                const id = `chat-template-${kind}-${lang}`;
                const error = errors[`templates.${kind}.${lang}`];
                const value = templates[kind]?.[lang] ?? '';
                return (
                  <div key={lang} className="grid min-w-0 gap-1 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <label htmlFor={id} className="font-medium">
                        {label}
                      </label>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={`Reset ${kind} ${label}`}
                        disabled={value === ''}
                        onClick={() => onChange(kind, lang, undefined)}
                      >
                        Reset
                      </Button>
                    </div>
                    <textarea
                      id={id}
                      rows={2}
                      value={value}
                      placeholder={defaults[kind]![lang]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => onChange(kind, lang, e.target.value)}
                      className="w-full min-w-0 rounded-md border border-border bg-bg px-2 py-1"
                    />
                    {error ? (
                      <span id={`${id}-error`} role="alert" className="text-xs text-danger">
                        {error}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </details>
        );
      })}
      {errors.templates ? (
        <p role="alert" className="text-xs text-danger">
          {errors.templates}
        </p>
      ) : null}
    </div>
  );
}
