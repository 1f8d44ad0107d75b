import type { GiveawayList } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { meQueryKey } from '@/lib/session';
import { fakeApi, ok, refuse, type FakeReply } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { drawnGiveaway, giveaway, knownPicks, signedInViewer } from '../test-fixtures';
import GiveawaysPage from './giveaways-page';

const signIn = () => (document.cookie = 'signedIn=1; path=/');
const signOut = () => (document.cookie = 'signedIn=; path=/; max-age=0');

/** /giveaways on a fake server: the list, and POST …/enter answered by `enter` (accepted by default). */
function setup({ list, enter }: { list: GiveawayList; enter?: FakeReply }) {
  const server = fakeApi({
    'GET /giveaways': ok(list),
    'GET /users/me': ok(signedInViewer),
    [`POST /giveaways/${giveaway()._id}/enter`]:
      enter ??
      ((call) => {
        const tickets = (call.body as { tickets: number }).tickets;
        return ok({
          entry: { entryId: 'e1', tickets, bought: tickets, paid: tickets * 100 },
          balance: 1_000 - tickets * 100,
        });
      }),
  });
  return { ...server, ...renderApp(<GiveawaysPage />) };
}

afterEach(() => {
  signOut();
  resetAfterEach();
});

describe('/giveaways: current giveaways', () => {
  it('shows a visitor the giveaway, who may enter, the seed hash, and a sign-in prompt instead of the form', async () => {
    setup({
      list: {
        current: [
          giveaway({
            subscriberMultiplier: 2,
            eligibility: {
              platform: 'twitch',
              subscribersOnly: true,
              minAccountAgeDays: 30,
              affiliate: null,
              winLimit: null,
            },
            entries: 4,
            tickets: 9,
          }),
        ],
        past: [],
      },
    });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByText('$50 gift card')).toBeTruthy();
    expect(within(card).getByTestId('giveaway-entries').textContent).toBe('4');
    expect(within(card).getByTestId('giveaway-tickets').textContent).toBe('9');
    expect(within(card).getByTestId('giveaway-cost').textContent).toBe('100 points per ticket');
    expect(within(card).getByTestId('giveaway-eligibility').textContent).toBe(
      'Twitch subscribers only, account at least 30 days old',
    );
    expect(within(card).getByText('×2 tickets')).toBeTruthy();
    expect(within(card).getByTestId('server-seed-hash').textContent).toBe(giveaway().serverSeedHash);
    expect(within(card).getByText(/Closes in/).textContent).toMatch(/Closes in 0?0:5\d:\d\d/);
    expect(within(card).getByText(/Lisbon time/)).toBeTruthy();
    expect(within(card).getByText('Log in to enter this giveaway.')).toBeTruthy();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(screen.getByText('Log in to enter giveaways and see your tickets.')).toBeTruthy();
  });

  it('a free giveaway reads Free and enters with one click', async () => {
    signIn();
    const { user, writes } = setup({
      list: { current: [giveaway({ entryCost: 0, maxTicketsPerAccount: 1 })], past: [] },
      enter: ok({ entry: { entryId: 'e1', tickets: 1, bought: 1, paid: 0 }, balance: 1_000 }),
    });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('giveaway-cost').textContent).toBe('Free');
    await user.click(await within(card).findByRole('button', { name: 'Enter' }));
    expect(await within(card).findByRole('status')).toHaveProperty('textContent', "You're in with 1 ticket.");
    expect(writes()).toEqual([{ method: 'POST', path: `/giveaways/${giveaway()._id}/enter`, body: { tickets: 1 } }]);
  });

  it('buys tickets up to the maximum minus those bought, and writes the new balance into the header', async () => {
    signIn();
    const { user, writes, client } = setup({
      list: {
        current: [giveaway({ me: { entryId: 'e1', tickets: 2, bought: 2, free: 0, paid: 200, ineligible: false } })],
        past: [],
      },
    });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('my-tickets').textContent).toBe('2 (200 points paid)');
    const count = await within(card).findByRole('spinbutton', { name: 'Tickets' });
    expect(count.getAttribute('max')).toBe('3');
    expect(within(card).getByText('You can buy up to 3 more tickets.')).toBeTruthy();

    await user.clear(count);
    await user.type(count, '4');
    await user.click(within(card).getByRole('button', { name: /Buy/ }));
    expect(within(card).getByRole('alert').textContent).toBe('Choose from 1 to 3 tickets.');
    expect(writes()).toEqual([]);

    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(card).getByRole('button', { name: 'Buy for 300 points' }));
    await within(card).findByRole('status');
    expect(writes()).toEqual([{ method: 'POST', path: `/giveaways/${giveaway()._id}/enter`, body: { tickets: 3 } }]);
    await waitFor(() => expect(client.getQueryData<{ points: number }>(meQueryKey)?.points).toBe(700));
  });

  it('shows the free tickets a support event gave, and counts them toward the maximum', async () => {
    signIn();
    setup({
      list: {
        current: [giveaway({ me: { entryId: 'e1', tickets: 4, bought: 2, free: 2, paid: 200, ineligible: false } })],
        past: [],
      },
    });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('my-tickets').textContent).toBe(
      '4 (2 free, from supporting the channel) (200 points paid)',
    );
    const count = await within(card).findByRole('spinbutton', { name: 'Tickets' });
    expect(count.getAttribute('max')).toBe('1');
  });

  it('a winner limit: the card says the rule, a refused entry says from when, and an entry out of the draw says why', async () => {
    signIn();
    const until = '2027-01-15T10:30:00.000Z';
    const { user } = setup({
      list: {
        current: [
          giveaway({
            eligibility: {
              platform: null,
              subscribersOnly: false,
              minAccountAgeDays: 0,
              affiliate: null,
              winLimit: { wins: 1, days: 30 },
            },
          }),
        ],
        past: [
          giveaway({
            _id: 'g-past',
            title: 'Old drop',
            state: 'drawn',
            me: { entryId: 'e9', tickets: 1, bought: 1, free: 0, paid: 100, ineligible: true },
          }),
        ],
      },
      enter: { status: 403, body: { error: { code: 'WIN_LIMIT_REACHED', message: 'English', fields: { until } } } },
    });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('giveaway-eligibility').textContent).toBe(
      'Anyone signed in, at most 1 giveaway win in the 30 days before the close',
    );
    await user.click(await within(card).findByRole('button', { name: 'Buy for 100 points' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      "You have reached this draw's winner limit: you can win again from 15 Jan 2027, 10:30 (Lisbon time).",
    );
    const [past] = await screen.findAllByTestId('past-giveaway');
    expect(within(past!).getByTestId('my-entry-ineligible').textContent).toContain('winner limit');
  });

  it.each([
    [409, 'INSUFFICIENT_POINTS', 'Not enough points.'],
    [409, 'GIVEAWAY_CLOSED', 'This giveaway is closed.'],
    [409, 'GIVEAWAY_MAX_TICKETS', 'You already have the most tickets allowed.'],
  ])(
    'shows the API refusal %s %s inline as an alert, in the catalog text of its code',
    async (status, code, message) => {
      signIn();
      const { user } = setup({
        list: { current: [giveaway()], past: [] },
        enter: refuse(status, code, 'The server says it in English'),
      });
      const card = await screen.findByRole('article', { name: 'Friday giveaway' });
      await user.click(await within(card).findByRole('button', { name: 'Buy for 100 points' }));
      expect((await within(card).findByRole('alert')).textContent).toBe(message);
    },
  );

  it.each([
    [
      { platform: 'twitch', subscribersOnly: true, minAccountAgeDays: 0, affiliate: null, winLimit: null },
      'Only Twitch subscribers may enter this giveaway. Subscribed? Enter with !join in the chat.',
    ],
    [
      { platform: 'kick', subscribersOnly: false, minAccountAgeDays: 30, affiliate: null, winLimit: null },
      'Only accounts linked to Kick may enter this giveaway. The account must also be at least 30 days old.',
    ],
    [
      { platform: null, subscribersOnly: false, minAccountAgeDays: 1, affiliate: null, winLimit: null },
      'Only accounts at least 1 day old may enter this giveaway.',
    ],
  ] as const)(
    'says which rule of the giveaway a refused entry (GIVEAWAY_NOT_ELIGIBLE) did not meet: %o',
    async (eligibility, message) => {
      signIn();
      const { user } = setup({
        list: { current: [giveaway({ eligibility })], past: [] },
        enter: refuse(403, 'GIVEAWAY_NOT_ELIGIBLE', 'Only subscribers may enter.'),
      });
      const card = await screen.findByRole('article', { name: 'Friday giveaway' });
      await user.click(await within(card).findByRole('button', { name: 'Buy for 100 points' }));
      expect((await within(card).findByRole('alert')).textContent).toBe(message);
    },
  );

  it('a scheduled giveaway counts down to its opening and has no form yet', async () => {
    signIn();
    const opensAt = new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString();
    setup({ list: { current: [giveaway({ state: 'scheduled', opensAt })], past: [] } });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByText(/Opens in/).textContent).toMatch(/Opens in 2d 00:0\d:\d\d/);
    expect(within(card).queryByRole('spinbutton')).toBeNull();
  });

  it('says so when there is no giveaway', async () => {
    setup({ list: { current: [], past: [] } });
    expect(await screen.findByText(/No giveaway right now/)).toBeTruthy();
    expect(screen.getByText('No giveaway has ended yet.')).toBeTruthy();
  });

  it('shows an alert with Try again when the list fails', async () => {
    fakeApi({ 'GET /giveaways': refuse(500, 'INTERNAL_ERROR', 'boom') });
    renderApp(<GiveawaysPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load the giveaways/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/giveaways: history', () => {
  it('lists the winners, strikes a disqualified one with the reason, and links to verify', async () => {
    const drawn = drawnGiveaway({ picks: knownPicks(3, { 0: 'Alt account' }) });
    setup({ list: { current: [], past: [drawn] } });
    const past = await screen.findByRole('listitem', { name: 'Known answer' });
    const winners = within(past).getAllByTestId('winner');
    expect(winners.map((w) => w.textContent)).toEqual(['AliceDisqualified: Alt account', 'Carol', 'Bob']);
    expect(winners[0]!.querySelector('s')?.textContent).toBe('Alice');
    expect(within(past).getByRole('link', { name: 'Verify the draw of Known answer' }).getAttribute('href')).toBe(
      `/giveaways/${drawn._id}/verify`,
    );
    expect(within(past).queryByTestId('all-entries-won')).toBeNull();
    expect(within(past).queryByTestId('finalizes-at')).toBeNull();
  });

  it('says when a drawn giveaway becomes final by itself', async () => {
    const drawn = drawnGiveaway({ state: 'drawn', finalizesAt: '2026-11-27T21:05:00.000Z' });
    setup({ list: { current: [], past: [drawn] } });
    const past = await screen.findByRole('listitem', { name: 'Known answer' });
    expect(within(past).getByTestId('finalizes-at').textContent).toBe(
      'Final 27 Nov 2026, 21:05 Lisbon time unless rerolled',
    );
  });

  it('says All entries won when there were fewer entries than winners, and a cancelled one has no winners', async () => {
    setup({
      list: {
        current: [],
        past: [
          drawnGiveaway({ winners: 5, allEntriesWon: true, picks: knownPicks(3) }),
          giveaway({
            _id: '00000000-0000-4000-8000-000000000009',
            title: 'Called off',
            state: 'cancelled',
            cancelledAt: '2026-11-25T10:00:00.000Z',
          }),
        ],
      },
    });
    const won = await screen.findByRole('listitem', { name: 'Known answer' });
    expect(within(won).getByTestId('all-entries-won').textContent).toMatch(/All entries won/);
    const cancelled = screen.getByRole('listitem', { name: 'Called off' });
    expect(within(cancelled).getByText(/every paid ticket was refunded/)).toBeTruthy();
    expect(within(cancelled).queryByRole('link', { name: /Verify/ })).toBeNull();
  });
});

describe('/giveaways in Portuguese', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  const list = (): GiveawayList => ({
    current: [
      giveaway({
        entryCost: 5_000,
        maxTicketsPerAccount: 3,
        eligibility: {
          platform: 'twitch',
          subscribersOnly: true,
          minAccountAgeDays: 30,
          affiliate: null,
          winLimit: null,
        },
      }),
    ],
    past: [drawnGiveaway({ picks: knownPicks(3, { 0: 'Conta alternativa' }) })],
  });

  it('pt-PT: the page, the card and the enter form read European Portuguese', async () => {
    await loadLocale('pt-PT');
    signIn();
    setup({ list: list() });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sorteios');
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('giveaway-cost').textContent).toBe('5\u00a0000 pontos por bilhete');
    expect(within(card).getByTestId('giveaway-eligibility').textContent).toBe(
      'Apenas subscritores da Twitch, conta com pelo menos 30 dias',
    );
    expect(within(card).getByText(/Fecha em/)).toBeTruthy();
    expect(within(card).getByText(/hora de Lisboa/)).toBeTruthy();
    await within(card).findByRole('spinbutton');
    expect(within(card).getByText(/^Pode comprar até mais 3 bilhetes/).textContent).toBe(
      'Pode comprar até mais 3 bilhetes. Tem 1\u00a0000 pontos.',
    );
    expect(within(card).getByRole('spinbutton', { name: 'Bilhetes' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Comprar por 5\u00a0000 pontos' })).toBeTruthy();
    const past = screen.getByRole('listitem', { name: 'Known answer' });
    expect(within(past).getAllByTestId('winner')[0]!.textContent).toBe('AliceDesqualificado: Conta alternativa');
    expect(within(past).getByRole('link', { name: 'Verificar o sorteio de Known answer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sorteios anteriores' })).toBeTruthy();
  });

  it('pt-BR: the same page reads Brazilian Portuguese', async () => {
    await loadLocale('pt-BR');
    setup({ list: list() });
    const card = await screen.findByRole('article', { name: 'Friday giveaway' });
    expect(within(card).getByTestId('giveaway-cost').textContent).toBe('5.000 pontos por bilhete');
    expect(within(card).getByTestId('giveaway-eligibility').textContent).toBe(
      'Apenas inscritos da Twitch, conta com pelo menos 30 dias',
    );
    expect(within(card).getByText(/horário de Lisboa/)).toBeTruthy();
    expect(within(card).getByText('Faça login para participar deste sorteio.')).toBeTruthy();
    expect(screen.getByText('Faça login para participar dos sorteios e ver seus bilhetes.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Em andamento' })).toBeTruthy();
  });
});

describe('/giveaways: affiliates only (a verified casino account)', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it.each([
    [
      'en',
      { sponsor: { slug: 'stake', name: 'Stake' } },
      'Verified Stake account',
      'Only for viewers with a verified Stake account. Verify yours on your profile.',
    ],
    [
      'en',
      { sponsor: null },
      'Verified casino account at a sponsor',
      "Only for viewers with a verified casino account at one of the channel's sponsors. Verify yours on your profile.",
    ],
    [
      'pt-PT',
      { sponsor: { slug: 'stake', name: 'Stake' } },
      'Conta Stake verificada',
      'Só para quem tem uma conta Stake verificada. Verifique a sua no seu perfil.',
    ],
    [
      'pt-PT',
      { sponsor: null },
      'Conta de casino verificada num patrocinador',
      'Só para quem tem uma conta de casino verificada num dos patrocinadores do canal. Verifique a sua no seu perfil.',
    ],
    [
      'pt-BR',
      { sponsor: { slug: 'stake', name: 'Stake' } },
      'Conta Stake verificada',
      'Só para quem tem uma conta Stake verificada. Verifique a sua no seu perfil.',
    ],
    [
      'pt-BR',
      { sponsor: null },
      'Conta de cassino verificada em um patrocinador',
      'Só para quem tem uma conta de cassino verificada em um dos patrocinadores do canal. Verifique a sua no seu perfil.',
    ],
  ] as const)(
    '%s, %o: the card names the rule; a refused entry (AFFILIATE_REQUIRED) says how to verify, linking the profile',
    async (locale, affiliate, rule, sentence) => {
      await loadLocale(locale);
      signIn();
      const { user } = setup({
        list: {
          current: [
            giveaway({
              eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate, winLimit: null },
            }),
          ],
          past: [],
        },
        enter: refuse(403, 'AFFILIATE_REQUIRED', 'Only accounts with a verified casino account may do this.'),
      });
      const card = await screen.findByRole('article', { name: 'Friday giveaway' });
      expect(within(card).getByTestId('giveaway-eligibility').textContent).toBe(rule);
      await user.click(await within(card).findByRole('button', { name: /100/ }));
      const alert = await within(card).findByRole('alert');
      expect(alert.textContent).toBe(sentence);
      expect(within(alert).getByRole('link').getAttribute('href')).toBe('/profile');
    },
  );
});
