import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { LocaleRoot } from '@/i18n/locale-root';
import { fakeApi, ok } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { LanguageChoice } from './language-switch';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe("the profile's choice of language", () => {
  it('lists the three languages by their own names, with the hint; a choice saves it and renders the page in it', async () => {
    const { writes } = fakeApi({ 'PUT /locale': (call) => ok(call.body) });
    const { user } = renderApp(
      <LocaleRoot>
        <LanguageChoice />
      </LocaleRoot>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/chat bot's replies to you use this language/)).toBeDefined();
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Português (Brasil)' }));

    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeDefined());
    expect(writes()).toEqual([{ method: 'PUT', path: '/locale', body: { locale: 'pt-BR' } }]);
    expect(screen.getByRole('radio', { name: 'Português (Brasil)' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/respostas do bot do chat para você/)).toBeDefined();
    await findToast('O site agora está em português do Brasil.');
  });
});
