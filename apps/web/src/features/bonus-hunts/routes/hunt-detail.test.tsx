import type { PublicConfig, Bonus, BonusHunt, Slot } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { fakeApi, ok, refuse, type FakeCall, type FakeReply } from '@/test/fake-api';
import { bonusHunt, huntBonus, huntStats } from '@/test/fixtures';
import { findToast, renderApp, resetAfterEach } from '@/test/render';
import HuntDetailPage from './hunt-detail';

const hunt0 = bonusHunt({
  bonuses: [huntBonus(1, { bet: '2.00' }), huntBonus(2, { bet: '1.00' })],
  stats: huntStats({ totalBonuses: 2, totalBets: '3.00', startBreakEvenX: 33.33 }),
});
const huntPath = `/bonus-hunt/${hunt0.id}`;
const bonusPath = (n: number) => `${huntPath}/bonuses/${huntBonus(n).id}`;
const slot = { id: '00000000-0000-4000-8000-000000000909', name: 'Wanted Dead or a Wild', provider: 'Hacksaw Gaming' };

type Handler = (call: FakeCall, hunt: BonusHunt) => FakeReply | BonusHunt;

/**
 * /bonus-hunt/{id} on a fake server holding `hunt`: GET answers it; every edit route answers
 * `actions[route]` (a changed hunt, kept and answered as the server does, or a reply of its own), by
 * default the hunt unchanged.
 */
function setup(hunt: BonusHunt = hunt0, actions: Record<string, Handler> = {}, route = huntPath) {
  const state = { hunt };
  const edit =
    (handler?: Handler) =>
    (call: FakeCall): FakeReply => {
      const result = handler ? handler(call, state.hunt) : state.hunt;
      if (!('id' in result)) return result;
      state.hunt = result;
      // PATCH /bonus-hunt/{id} answers the hunt; the bonus routes answer the bonus (the page refetches).
      return ok(call.path === huntPath ? result : (result.bonuses.at(-1) ?? null));
    };
  const editRoutes = [
    `PATCH ${huntPath}`,
    `POST ${huntPath}/bonuses`,
    ...hunt.bonuses.flatMap((b) => [`PATCH ${huntPath}/bonuses/${b.id}`, `DELETE ${huntPath}/bonuses/${b.id}`]),
  ];
  const server = fakeApi({
    [`GET ${huntPath}`]: () => ok(state.hunt),
    [`GET ${huntPath}/shared`]: () =>
      state.hunt.shared ? ok({ ...state.hunt, editable: false }) : refuse(404, 'NOT_FOUND', 'Hunt not found.'),
    'GET /slots?q=wan': ok([slot] as unknown as Slot[]),
    // The site currency set by the admin: every amount of the hunt is written in it.
    'GET /config': ok({ currency: 'EUR' } as unknown as PublicConfig),
    ...Object.fromEntries(editRoutes.map((r) => [r, edit(actions[r])])),
  });
  const view = renderApp(
    <Routes>
      <Route path="/bonus-hunt/:id" element={<HuntDetailPage />} />
      <Route path="/bonus-hunt/:id/shared" element={<HuntDetailPage />} />
    </Routes>,
    { route },
  );
  return { ...server, ...view };
}

/** The hunt with bonus n changed (as the server stores a PATCH) and the statistics it would compute. */
const withBonus = (hunt: BonusHunt, n: number, patch: Partial<Bonus>, stats = hunt.stats): BonusHunt => ({
  ...hunt,
  bonuses: hunt.bonuses.map((b) => (b.id === huntBonus(n).id ? { ...b, ...patch } : b)),
  stats,
});
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(async () => {
  resetAfterEach();
  await loadLocale('en');
});

describe('Bonus hunt editor (/bonus-hunt/{id})', () => {
  it('sends an earning as typed (comma and all) on Enter; the row and the statistics follow the answer', async () => {
    const { user, writes } = setup(hunt0, {
      [`PATCH ${bonusPath(1)}`]: (_call, h) =>
        withBonus(
          h,
          1,
          { earning: '25.50', multiplier: 12.75 },
          { ...h.stats, openedBonuses: 1, totalEarnings: '25.50', profit: '-74.50', highestWin: '25.50' },
        ),
    });
    const earning = await screen.findByRole('textbox', { name: 'Earning of Slot 1' });
    await waitFor(() => expect(stat('Total earnings')).toBe('€0.00'));
    await user.type(earning, '25,5{Enter}');
    expect(writes()).toEqual([{ method: 'PATCH', path: bonusPath(1), body: { earning: '25,5' } }]);
    await waitFor(() => expect(stat('Total earnings')).toBe('€25.50'));
    expect(stat('Total bonuses')).toBe('1/2 opened');
    expect(stat('Profit')).toBe('-€74.50');
    expect(screen.getAllByTestId('bonus-multiplier')[0]!.textContent).toBe('12.75x');
    expect(screen.getByRole('textbox', { name: 'Earning of Slot 1' })).toHaveProperty('value', '25.50');
  });

  it('limits a bet to 5 characters, saves it on blur, and sends nothing when it did not change or Escape undid it', async () => {
    const { user, writes } = setup();
    const bet = await screen.findByRole('textbox', { name: 'Bet of Slot 2' });
    await user.click(bet);
    await user.tab();
    await user.clear(bet);
    await user.type(bet, '9{Escape}');
    await waitFor(() => expect(bet).toHaveProperty('value', '1.00'));
    expect(writes()).toEqual([]);
    await user.clear(bet);
    await user.type(bet, '123456');
    expect(bet).toHaveProperty('value', '12345');
    await user.tab();
    expect(writes()).toEqual([{ method: 'PATCH', path: bonusPath(2), body: { bet: '12345' } }]);
  });

  it('shows the refusal of an amount the server cannot read, in words', async () => {
    const { user, writes } = setup(hunt0, {
      [`PATCH ${bonusPath(2)}`]: () => refuse(400, 'VALIDATION_ERROR', 'earning: must be an amount in euros'),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Earning of Slot 2' }), '1.234{Enter}');
    const toast = await findToast('That did not work. Check what you entered and try again.');
    expect(toast.variant).toBe('destructive');
    expect(writes()).toHaveLength(1);
    await waitFor(() => expect(stat('Total earnings')).toBe('€0.00'));
  });

  it('saves the start, and the break-even from it shows at once', async () => {
    const { user, writes } = setup(hunt0, {
      [`PATCH ${huntPath}`]: (call, h) => ({
        ...h,
        start: '250.00',
        stats: { ...h.stats, startBreakEvenX: 83.33 },
        ...(call.body as object),
      }),
    });
    const start = await screen.findByRole('textbox', { name: 'Start' });
    expect(stat('Start BE')).toBe('33.33x');
    await user.clear(start);
    await user.type(start, ' 250 {Enter}');
    expect(writes()).toEqual([{ method: 'PATCH', path: huntPath, body: { start: '250' } }]);
    await waitFor(() => expect(stat('Start BE')).toBe('83.33x'));
  });

  it('adds a bonus by picking a catalogue slot in the last row', async () => {
    const { user, writes } = setup(hunt0, {
      [`POST ${huntPath}/bonuses`]: (_call, h) => ({
        ...h,
        bonuses: [...h.bonuses, huntBonus(3, { slot: { ...slot, thumbnail: null } })],
      }),
    });
    const row = await screen.findByTestId('new-bonus-row');
    await user.type(within(row).getByRole('combobox'), 'wan');
    await user.click(await within(row).findByRole('option', { name: /Wanted Dead or a Wild/ }));
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')).toHaveLength(3));
    expect(writes()).toEqual([{ method: 'POST', path: `${huntPath}/bonuses`, body: { slot: slot.id } }]);
    expect(screen.getByRole('textbox', { name: 'Bet of Wanted Dead or a Wild' })).toBeTruthy();
  });

  it('toggles a super bonus and deletes a bonus', async () => {
    const { user, writes } = setup();
    const toggle = await screen.findByRole('button', { name: 'Super bonus Slot 1' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Delete Slot 2' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      { method: 'PATCH', path: bonusPath(1), body: { superBonus: true } },
      { method: 'DELETE', path: bonusPath(2), body: undefined },
    ]);
  });

  it('Stop sharing turns the link off and says so', async () => {
    const { user, writes } = setup(bonusHunt({ shared: true }), {
      [`PATCH ${huntPath}`]: (call, h) => ({ ...h, ...(call.body as object) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect((await findToast('The shared link no longer works.')).variant).toBe('info');
    expect(writes()).toEqual([{ method: 'PATCH', path: huntPath, body: { shared: false } }]);
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();
  });

  it('the shared link shows the hunt read-only, and a link no longer shared shows the not-found text', async () => {
    const shared = setup(
      bonusHunt({ shared: true, bonuses: [huntBonus(1, { earning: '4.00' })] }),
      {},
      `${huntPath}/shared`,
    );
    expect(await screen.findByRole('heading', { name: 'Friday hunt' })).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(await screen.findByText('€4.00')).toBeTruthy();
    expect(screen.queryByTestId('new-bonus-row')).toBeNull();
    shared.unmount();

    setup(bonusHunt({ shared: false }), {}, `${huntPath}/shared`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bonus hunt not found.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the bonus hunts' })).toBeTruthy();
  });

  it('reads in European and Brazilian Portuguese, amounts and multipliers written their way', async () => {
    await loadLocale('pt-PT');
    const opened = bonusHunt({
      bonuses: [huntBonus(1, { bet: '2.00', earning: '1500.00', multiplier: 750 }), huntBonus(2, { bet: '1.00' })],
      stats: huntStats({ totalBonuses: 2, openedBonuses: 1, totalEarnings: '1500.00', startBreakEvenX: 33.33 }),
    });
    const pt = setup(opened);
    expect(await screen.findByRole('textbox', { name: 'Ganho de Slot 1' })).toBeTruthy();
    await waitFor(() => expect(stat('Total ganho')).toMatch(/^1\s500,00\s€$/));
    expect(stat('Total de bónus')).toBe('1/2 abertos');
    expect(stat('BE inicial')).toBe('33,33x');
    expect(screen.getAllByTestId('bonus-multiplier')[0]!.textContent).toBe('750,00x');
    expect(screen.getByRole('columnheader', { name: 'Slots e fornecedores' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Partilhar' })).toBeTruthy();
    pt.unmount();

    await loadLocale('pt-BR');
    setup(bonusHunt({ shared: false }), {}, `${huntPath}/shared`);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('BonusHunt não encontrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos bonus hunts' })).toBeTruthy();
  });
});
