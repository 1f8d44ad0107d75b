import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { LocaleRoot } from '@/i18n/locale-root';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import { Header } from './header';

/** The header as a visitor sees it, inside the root that re-renders the app in a new language. */
const renderHeader = () =>
  renderApp(
    <LocaleRoot>
      <Header onOpenMenu={() => {}} />
    </LocaleRoot>,
  );

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('the language switch in the header', () => {
  it('choosing Português (Portugal) saves it (PUT /locale), then the header speaks European Portuguese', async () => {
    // A visitor: no /users/me call; whatever else the header asks (the stream status) answers 501.
    const { writes } = fakeApi({ 'PUT /locale': (call) => ok(call.body) });
    const { user } = renderHeader();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Português (Portugal)' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Abrir menu' })).toBeDefined());
    expect(writes()).toEqual([{ method: 'PUT', path: '/locale', body: { locale: 'pt-PT' } }]);
    expect(screen.getByRole('button', { name: 'Idioma: Português (Portugal) (PT)' }).textContent).toBe('PT');
    expect(screen.getByText('Entrar')).toBeDefined();
    expect(document.documentElement.lang).toBe('pt-PT');
    expect((await findToast('O site está agora em português de Portugal.')).variant).toBe('success');
  });

  it('a refused choice keeps the language and says so', async () => {
    const { writes } = fakeApi({ 'PUT /locale': refuse(400, 'UNSUPPORTED_LOCALE', 'Unsupported locale.') });
    const { user } = renderHeader();

    await user.click(screen.getByRole('button', { name: 'Language: English (EN)' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Português (Brasil)' }));

    expect((await findToast('The language could not be saved. Try again.')).variant).toBe('destructive');
    expect(writes()).toEqual([{ method: 'PUT', path: '/locale', body: { locale: 'pt-BR' } }]);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
  });
});
