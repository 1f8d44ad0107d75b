import type { Locale } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok } from '@/test/fake-api';
import { liveHunt, viewer } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import BonusHuntPage from '../routes/bonushunt-page';

/** The tracking page in a language, a viewer without bets signed in. */
async function setup(locale: Locale, hunt = liveHunt()) {
  await loadLocale(locale);
  document.cookie = 'signedIn=1; path=/';
  fakeApi({
    'GET /users/me': ok(viewer),
    'GET /live-hunt': ok({ hunt, me: { gtb: null, avg: null }, eventId: 1 }),
  });
  return renderApp(<BonusHuntPage />);
}

afterEach(async () => {
  document.cookie = 'signedIn=; path=/; max-age=0';
  resetAfterEach();
  await loadLocale('en');
});

describe('the tracking page in Portuguese', () => {
  it('pt-BR: the reference product’s AVG dialog, word for word, and the Brazilian date', async () => {
    const { user } = await setup('pt-BR');
    expect(await screen.findByRole('heading', { name: 'Acompanhe o hunt!' })).toBeTruthy();
    expect((await screen.findByTestId('hunt-title')).textContent).toBe('Bonus Hunt #7');
    // Day first, numeric, on the viewer's clock: 23/11/2026, 17:05 in Lisbon.
    expect(screen.getByText(/^\d{2}\/11\/2026,? \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Estatísticas' })).toBeTruthy();
    expect(screen.getByText('Saldo alvo')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'AVG' }));
    expect(screen.getByText('Aberto')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^C\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aposta no Grupo C' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Insira sua aposta (1 - 500):' }), '501');
    expect(within(dialog).getByPlaceholderText('Digite sua aposta')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect((await findToast('A aposta deve ser um número entre 1 e 500.')).variant).toBe('destructive');
  });

  it('pt-PT: European Portuguese, and the guess range in the language’s digits', async () => {
    const { user } = await setup('pt-PT');
    expect(await screen.findByRole('heading', { name: 'Acompanhe o hunt!' })).toBeTruthy();
    expect(await screen.findByText('Total de bónus')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'GTB' }));
    expect(screen.getByText('Prémios')).toBeTruthy();
    expect(screen.getByText('1.º')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dar palpite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adivinhe o saldo' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Qual é o seu palpite?' }), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar palpite' }));
    // pt-PT groups thousands with a (no-break) space, which the text query reads as a space: 1 500.
    expect((await findToast('O valor deve ser um número entre 1 e 1 500.')).variant).toBe('destructive');
  });

  it('pt-PT: the AVG dialog in European Portuguese', async () => {
    const { user } = await setup('pt-PT');
    await user.click(await screen.findByRole('tab', { name: 'AVG' }));
    await user.click(screen.getByRole('button', { name: /^A\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Aposta no Grupo A' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Introduza a sua aposta (1 - 500):' })).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Escreva a sua aposta')).toBeTruthy();
  });
});

describe("the GTB places' affiliate prizes", () => {
  const withAffiliatePrizes = () => {
    const hunt = liveHunt();
    return liveHunt({
      gtb: {
        ...hunt.gtb,
        prizes: [
          { points: 500, text: null, affiliate: { points: 5_000, text: null } },
          { points: null, text: '$30', affiliate: null },
        ],
      },
    });
  };

  it.each([
    [
      'en',
      'Affiliates: 5,000 points',
      'An affiliate prize goes to a winner with a verified casino account at a sponsor when the hunt finishes. Verify yours on your profile.',
    ],
    [
      'pt-PT',
      'Afiliados: 5\u00a0000 pontos',
      'O prémio de afiliado vai para o vencedor com uma conta de casino verificada num patrocinador quando o hunt termina. Verifique a sua no seu perfil.',
    ],
    [
      'pt-BR',
      'Afiliados: 5.000 pontos',
      'O prêmio de afiliado vai para o vencedor com uma conta de cassino verificada em um patrocinador quando o hunt termina. Verifique a sua no seu perfil.',
    ],
  ] as const)(
    '%s: each place shows its affiliate prize beside the normal one, and how to verify',
    async (locale, line, rule) => {
      const { user } = await setup(locale, withAffiliatePrizes());
      await user.click(await screen.findByRole('tab', { name: 'GTB' }));
      const prizes = screen.getByTestId('gtb-prizes');
      const places = within(prizes).getAllByRole('listitem');
      expect(places[0]!.textContent).toContain(line);
      expect(places[1]!.textContent).not.toMatch(/Affiliates|Afiliados/);
      const how = within(prizes).getByTestId('gtb-affiliate-rule');
      expect(how.textContent).toBe(rule);
      expect(within(how).getByRole('link').getAttribute('href')).toBe('/profile');
    },
  );

  it('a settled place says which prize its winner got', async () => {
    const hunt = withAffiliatePrizes();
    const settled = liveHunt({
      ...hunt,
      status: 'finished',
      gtb: { ...hunt.gtb, status: 'closed', guess: 10_000, closedForGood: true },
      settlement: {
        finalBalance: 10_000,
        averageMultiplier: null,
        averageMultiplierWhole: null,
        winningGroup: null,
        pot: 0,
        paidOut: 0,
        refundedAll: false,
        gtbRanking: [],
        avgPayouts: [],
        gtbWinners: [
          {
            place: 1,
            username: 'Ana',
            guess: 10_000,
            distance: 0,
            prize: { points: 5_000, text: null },
            affiliate: true,
          },
          {
            place: 2,
            username: 'Bob',
            guess: 9_000,
            distance: 1_000,
            prize: { points: null, text: '$30' },
            affiliate: false,
          },
        ],
        settledAt: '2026-11-23T20:00:00.000Z',
      },
    });
    const { user } = await setup('en', settled);
    await user.click(await screen.findByRole('tab', { name: 'GTB' }));
    const winners = within(screen.getByTestId('gtb-winners')).getAllByRole('listitem');
    expect(winners[0]!.textContent).toContain('5,000 points(affiliate prize)');
    expect(winners[1]!.textContent).not.toContain('affiliate');
  });
});
