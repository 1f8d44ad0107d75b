import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { progress, roobet, stake, viewer } from '../test-fixtures';
import { BoardStanding, wagerBoardExtras } from './board-standing';

const signIn = () => (document.cookie = 'signedIn=1; path=/');
const signOut = () => (document.cookie = 'signedIn=; path=/; max-age=0');
const text = (el: Element) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function setup(sponsor: { slug: string; name: string }) {
  signIn();
  const server = fakeApi({
    'GET /users/me': ok(viewer),
    'GET /config': ok({ currency: 'USD' }),
    'GET /wager-milestones/progress': ok(progress),
  });
  return { ...server, ...renderApp(<BoardStanding sponsor={sponsor} />) };
}

/** The hook the board calls for the row to mark, rendered on its own. */
function OwnPlace({ sponsor }: { sponsor: string }) {
  const place = wagerBoardExtras.useOwnPlace!(sponsor);
  return <output data-testid="own-place">{String(place)}</output>;
}

afterEach(async () => {
  signOut();
  resetAfterEach();
  await loadLocale('en');
});

describe("the viewer's own standing under the wager board", () => {
  it('English: the place and wager this month, no name; the place to mark', async () => {
    setup(stake);
    const own = await screen.findByTestId('own-standing');
    expect(text(own)).toBe('Your place this month: #57 · $2,500.50 wagered');
    expect(own.textContent).not.toContain('lucky_spinner');
    expect(own.textContent).not.toContain(viewer.username);
    renderApp(<OwnPlace sponsor="stake" />);
    await waitFor(() => expect(screen.getByTestId('own-place').textContent).toBe('57'));
  });

  it('pt-BR: a casino without a verified account points to the profile', async () => {
    await loadLocale('pt-BR');
    setup(roobet);
    const own = await screen.findByTestId('own-standing');
    expect(own.textContent).toBe('Verifique seu nome de usuário no Roobet no seu perfil para ver seu lugar aqui.');
    expect(within(own).getByRole('link', { name: 'seu perfil' }).getAttribute('href')).toBe('/profile');
  });

  it('nothing for a visitor, and no call', async () => {
    const server = fakeApi({ 'GET /wager-milestones/progress': ok(progress) });
    renderApp(<BoardStanding sponsor={stake} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('own-standing')).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/wager-milestones'))).toEqual([]);
  });
});
