import { LOCALE_NAMES, LOCALES, type Locale } from '@app/contracts';
import { CheckIcon, GlobeIcon } from 'lucide-react';
import { DropdownMenu, RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { switchLocale, useLocale } from '@/i18n/locale-root';
import { api } from '@/lib/api-client';

/** PUT /locale: the server keeps the choice (the `lang` cookie, and the account when signed in). */
const saveLocale = (locale: Locale) => api<{ locale: Locale }>('/locale', { method: 'PUT', body: { locale } });

/** 'en' -> 'EN', 'pt-PT' -> 'PT', 'pt-BR' -> 'BR': the short code the header shows. */
const shortCode = (locale: Locale) => (locale.split('-').at(-1) ?? locale).toUpperCase();

/**
 * Choosing a language: the server saves it first, then the app loads the catalog and renders again in
 * it (the whole tree re-mounts, this component too). A refusal or a network failure keeps the language.
 */
function useChooseLocale() {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const choose = async (next: Locale) => {
    if (next === locale || pending) return;
    setPending(true);
    try {
      await saveLocale(next);
    } catch {
      setPending(false);
      toast({ variant: 'destructive', description: t('language.failed') });
      return;
    }
    await switchLocale(next);
    // Said in the new language: the catalog has loaded.
    toast({ variant: 'success', description: t('language.saved') });
  };
  return { locale, pending, choose };
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

/** The header's compact switch: a globe and the current language's code, opening the three languages by name. */
export function LanguageSwitch() {
  const { locale, pending, choose } = useChooseLocale();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t('language.switch', { name: LOCALE_NAMES[locale], code: shortCode(locale) })}
          disabled={pending}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-xs font-bold text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-50"
        >
          <GlobeIcon aria-hidden="true" className="size-4" />
          <span>{shortCode(locale)}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs text-muted">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => void choose(value as Locale)}>
            {LOCALES.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} lang={l} className={itemClass}>
                <span className="grid size-4 place-items-center">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon aria-hidden="true" className="size-4 text-accent" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LOCALE_NAMES[l]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The profile's choice of language: the three languages as a labelled radio group, with what it changes. */
export function LanguageChoice() {
  const { locale, pending, choose } = useChooseLocale();
  const id = useId();
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('language.label')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('language.profileHint')}
      </p>
      <RadioGroup.Root
        value={locale}
        onValueChange={(value) => void choose(value as Locale)}
        disabled={pending}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        className="mt-4 grid gap-2 sm:grid-cols-3"
      >
        {LOCALES.map((l) => (
          <label
            key={l}
            lang={l}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-border bg-surface-2 px-3 py-2.5 text-sm font-medium has-[[data-state=checked]]:border-accent"
          >
            <RadioGroup.Item
              value={l}
              className="grid size-4 shrink-0 place-items-center rounded-full border border-border bg-bg data-[state=checked]:border-accent"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-accent" />
            </RadioGroup.Item>
            {LOCALE_NAMES[l]}
          </label>
        ))}
      </RadioGroup.Root>
    </section>
  );
}
