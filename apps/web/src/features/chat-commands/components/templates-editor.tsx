import { LOCALE_NAMES, LOCALES, type Locale } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import type { ChatReplyTemplates } from '../types';

type Props = {
  templates: ChatReplyTemplates;
  defaults: Record<string, Record<Locale, string>>;
  /** The refusals by input path (`templates.points_balance.pt-PT`, `templates` …), already worded. */
  errors: Record<string, string>;
  onChange: (kind: string, locale: Locale, text: string | undefined) => void;
};

/**
 * The bot's replies per kind in each language of the site (en, pt-PT, pt-BR, each named in itself);
 * empty is the default (shown as placeholder).
 */
export function TemplatesEditor({ templates, defaults, errors, onChange }: Props) {
  return (
    <div className="grid gap-2">
      {Object.keys(defaults).map((kind) => {
        const custom = LOCALES.some((locale) => (templates[kind]?.[locale] ?? '') !== '');
        const failed = Object.keys(errors).some((k) => k.startsWith(`templates.${kind}`));
        return (
          <details key={kind} open={failed || undefined} className="rounded-md border border-border p-2">
            <summary className="cursor-pointer font-mono text-sm">
              {kind}
              {custom ? (
                <span className="ml-2 font-sans text-xs text-muted">{t('chat-commands.templates.custom')}</span>
              ) : null}
            </summary>
            <div className="mt-2 grid gap-2 lg:grid-cols-3">
              {LOCALES.map((locale) => {
                const label = LOCALE_NAMES[locale];
                const id = `chat-template-${kind}-${locale}`;
                const error = errors[`templates.${kind}.${locale}`];
                const value = templates[kind]?.[locale] ?? '';
                return (
                  <div key={locale} className="grid min-w-0 gap-1 text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <label htmlFor={id} lang={locale} className="font-medium">
                        {label}
                      </label>
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-label={t('chat-commands.templates.resetLabel', { kind, language: label })}
                        disabled={value === ''}
                        onClick={() => onChange(kind, locale, undefined)}
                      >
                        {t('chat-commands.templates.reset')}
                      </Button>
                    </div>
                    <textarea
                      id={id}
                      lang={locale}
                      rows={2}
                      value={value}
                      placeholder={defaults[kind]?.[locale]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => onChange(kind, locale, e.target.value)}
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
            {errors[`templates.${kind}`] ? (
              <p role="alert" className="mt-1 text-xs text-danger">
                {errors[`templates.${kind}`]}
              </p>
            ) : null}
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
