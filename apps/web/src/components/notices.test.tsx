import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
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
