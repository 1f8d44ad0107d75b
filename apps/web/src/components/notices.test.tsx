import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '@/i18n';
import { meQueryKey, refreshMe, setCachedBalance } from '@/lib/session';
import { deferred, fakeApi, ok, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import NoticesDialog from './notices';

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

const notice = (params: Record<string, string | number | boolean | null> | null) => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'gtb_prize',
  title: 'You won GTB place 2 in Bonus Hunt #7!',
  body: 'Your guess of $1,234.50 was $10.00 off: 5,000 points were added to your balance.',
  params,
  createdAt: '2026-11-28T12:00:00.000Z',
});
const gtb = { place: 2, huntIndex: 7, guessCents: 123_450, distanceCents: 1_000, prizePoints: 5_000, prizeText: null };

describe("a GTB winner's notice in the reader's language", () => {
  it.each([
    [
      'en',
      'You won GTB place 2 in Bonus Hunt #7!',
      'Your guess of $1,234.50 was $10.00 off: 5,000 points were added to your balance.',
    ],
    [
      'pt-PT',
      'Ganhou o 2.º lugar do GTB no Bonus Hunt #7!',
      'O seu palpite de 1 234,50 US$ ficou a 10,00 US$ do resultado: foram adicionados 5 000 pontos ao seu saldo.',
    ],
    [
      'pt-BR',
      'Você ganhou o 2º lugar do GTB no Bonus Hunt #7!',
      'Seu palpite de US$ 1.234,50 ficou a US$ 10,00 do resultado: 5.000 pontos foram adicionados ao seu saldo.',
    ],
  ] as const)('%s', async (locale, title, body) => {
    await loadLocale(locale);
    fakeApi({ 'GET /users/me/notices': ok({ notices: [notice(gtb)] }) });
    renderApp(<NoticesDialog />);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(body);
  });

  it("a prize that is not points names it; a notice without figures shows the server's text", async () => {
    await loadLocale('pt-BR');
    fakeApi({
      'GET /users/me/notices': ok({
        notices: [notice({ ...gtb, distanceCents: 0, prizePoints: null, prizeText: 'Mousepad' })],
      }),
    });
    renderApp(<NoticesDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Você ganhou o 2º lugar do GTB no Bonus Hunt #7!' });
    expect(dialog.textContent).toContain('foi exato. Seu prêmio: Mousepad. O streamer vai entregá-lo para você.');
    resetAfterEach();
    fakeApi({ 'GET /users/me/notices': ok({ notices: [notice(null)] }) });
    renderApp(<NoticesDialog />);
    expect(await screen.findByRole('dialog', { name: 'You won GTB place 2 in Bonus Hunt #7!' })).toBeDefined();
  });

  it.each([
    ['en', 'As a verified affiliate, you won the affiliate prize.'],
    ['pt-PT', 'Como afiliado verificado, ganhou o prémio de afiliado.'],
    ['pt-BR', 'Como afiliado verificado, você ganhou o prêmio de afiliado.'],
  ] as const)('%s: the affiliate prize of the place is said after the prize', async (locale, sentence) => {
    await loadLocale(locale);
    fakeApi({ 'GET /users/me/notices': ok({ notices: [notice({ ...gtb, affiliate: true })] }) });
    renderApp(<NoticesDialog />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(sentence);
    resetAfterEach();
    fakeApi({ 'GET /users/me/notices': ok({ notices: [notice({ ...gtb, affiliate: false })] }) });
    renderApp(<NoticesDialog />);
    expect((await screen.findByRole('dialog')).textContent).not.toContain(sentence);
  });
});

describe("a wager milestone notice in the reader's language", () => {
  const milestone = (params: Record<string, string | number | null> | null) => ({
    ...notice(params),
    kind: 'wager_milestone',
    title: 'Wager milestone reached: $5000',
    body: '2500 points',
  });
  const paid = {
    sponsor: 'Stake',
    threshold: 5_000,
    scope: 'month',
    period: '2026-11',
    points: 2_500,
    prize: null,
    status: 'paid',
  };
  const read = async (params: Record<string, string | number | null> | null) => {
    fakeApi({ 'GET /users/me/notices': ok({ notices: [milestone(params)] }) });
    renderApp(<NoticesDialog />);
    const dialog = await screen.findByTestId('notice-dialog');
    return {
      title: screen.getByRole('heading').textContent?.replace(/[\u00a0\u202f]/g, ' '),
      text: dialog.textContent?.replace(/[\u00a0\u202f]/g, ' '),
    };
  };

  it.each([
    [
      'en',
      'Wager milestone reached: $5,000!',
      'Stake: $5,000 wagered in November 2026. 2,500 points were added to your balance.',
    ],
    [
      'pt-PT',
      'Meta de wager atingida: 5 000 US$!',
      'Stake: 5 000 US$ apostados em novembro de 2026. Foram adicionados 2 500 pontos ao seu saldo.',
    ],
    [
      'pt-BR',
      'Meta de wager atingida: US$ 5.000!',
      'Stake: US$ 5.000 apostados em novembro de 2026. 2.500 pontos foram adicionados ao seu saldo.',
    ],
  ] as const)('%s: paid', async (locale, title, body) => {
    await loadLocale(locale);
    const shown = await read(paid);
    expect(shown.title).toBe(title);
    expect(shown.text).toContain(body);
  });

  it('awaiting approval, a prize of all casinos since verification; unreadable figures show the stored text', async () => {
    expect((await read({ ...paid, status: 'awaiting', points: 20_000 })).text).toContain(
      "Stake: $5,000 wagered in November 2026. Your reward of 20,000 points is waiting for an admin's approval.",
    );
    resetAfterEach();
    await loadLocale('pt-PT');
    expect(
      (
        await read({
          ...paid,
          sponsor: null,
          scope: 'lifetime',
          period: null,
          points: null,
          prize: 'Hoodie',
          status: 'prize',
        })
      ).text,
    ).toContain(
      'Todos os casinos: 5 000 US$ apostados desde a verificação. O seu prémio: Hoodie. O streamer vai entregá-lo a si.',
    );
    resetAfterEach();
    for (const bad of [null, { ...paid, threshold: 'lots' }, { ...paid, scope: 'week' }, { ...paid, points: null }]) {
      const shown = await read(bad);
      expect(shown.title).toBe('Wager milestone reached: $5000');
      expect(shown.text).toContain('2500 points');
      resetAfterEach();
    }
  });
});

describe('notices are read once per page load', () => {
  it('a balance refresh refetches the user, not the notices; a notice read under way still shows', async () => {
    const held = deferred<FakeReply>();
    const api = fakeApi({
      'GET /users/me': ok(null),
      'GET /users/me/notices': () => held.promise,
    });
    const { client } = renderApp(<NoticesDialog />);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.path === '/users/me/notices')).toHaveLength(1));
    // A balance event while the notices are on their way (what useLiveBalance does): the user's query only.
    await client.cancelQueries({ queryKey: meQueryKey, exact: true });
    setCachedBalance(client, 1_000);
    await refreshMe(client);
    held.resolve(ok({ notices: [notice(gtb)] }));
    expect(await screen.findByRole('dialog', { name: 'You won GTB place 2 in Bonus Hunt #7!' })).toBeTruthy();
    await refreshMe(client);
    expect(api.calls.filter((c) => c.path === '/users/me/notices')).toHaveLength(1);
  });
});
