import type { Giveaway } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refuse } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { drawnGiveaway, KNOWN, knownEntries, knownPicks } from '../test-fixtures';
import GiveawayVerifyPage from './verify-page';

function setup(g: Giveaway, route = `/giveaways/${g._id}/verify`) {
  const server = fakeApi({
    [`GET /giveaways/${g._id}`]: ok(g),
    [`GET /giveaways/${g._id}/entries`]: ok(knownEntries),
    'GET /giveaways': ok({ current: [], past: [g] }),
  });
  const view = renderApp(
    <Routes>
      <Route path="/giveaways/verify" element={<GiveawayVerifyPage />} />
      <Route path="/giveaways/:id/verify" element={<GiveawayVerifyPage />} />
    </Routes>,
    { route },
  );
  return { ...server, ...view };
}

const checks = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-check]')].map((el) => el.getAttribute('data-check'));

afterEach(resetAfterEach);

describe('/giveaways/{id}/verify: a finished draw recomputed in the browser', () => {
  it('fetches the entry list and the revealed seed and shows every check ✓ (hash, client seed, each pick)', async () => {
    const g = drawnGiveaway({ picks: knownPicks(3, { 0: 'Alt account' }) });
    setup(g);
    const result = await screen.findByTestId('giveaway-verification');
    expect(result.getAttribute('data-all-match')).toBe('true');
    expect(screen.getByTestId('verification-summary').textContent).toMatch(/^Verified/);
    expect(screen.getByTestId('check-hash').getAttribute('data-result')).toBe('match');
    expect(screen.getByTestId('check-client-seed').getAttribute('data-result')).toBe('match');
    expect(screen.getByTestId('check-client-seed').textContent).toContain(KNOWN.clientSeed);
    const rows = screen.getAllByTestId('verified-pick');
    expect(rows.map((r) => r.getAttribute('data-result'))).toEqual(['match', 'match', 'match']);
    expect(rows.map((r) => r.querySelectorAll('td')[2]!.textContent)).toEqual(['0 / 6', '3 / 5', '1 / 3']);
    const [first, second, third] = rows;
    expect(first!.textContent).toContain(`${KNOWN.clientSeed}:0:0`);
    expect(first!.textContent).toContain('0.10784462234005332');
    expect(first!.textContent).toContain('0 / 6');
    expect(first!.textContent).toContain('Alice');
    expect(first!.textContent).toContain('disqualified');
    expect(second!.textContent).toContain('0.7117992825806141');
    expect(second!.textContent).toContain('3 / 5');
    expect(second!.textContent).toContain('Carol');
    expect(third!.textContent).toContain('0.4027292560786009');
    expect(third!.textContent).toContain('1 / 3');
    expect(third!.textContent).toContain('Bob');
    expect(checks(result).every((c) => c === 'pass')).toBe(true);
    expect(checks(result)).toHaveLength(5);
  });

  it('marks ✗ where the server published something else (a pick, the hash)', async () => {
    const picks = knownPicks(2);
    picks[1] = { ...picks[1]!, entryId: 'b', name: 'Bob', ticket: 2 };
    setup(drawnGiveaway({ picks, serverSeedHash: 'ab'.repeat(32) }));
    const result = await screen.findByTestId('giveaway-verification');
    expect(result.getAttribute('data-all-match')).toBe('false');
    expect(screen.getByTestId('verification-summary').textContent).toMatch(/^Not verified/);
    expect(screen.getByTestId('check-hash').getAttribute('data-result')).toBe('mismatch');
    expect(screen.getAllByTestId('verified-pick').map((r) => r.getAttribute('data-result'))).toEqual([
      'match',
      'mismatch',
    ]);
    expect(screen.getAllByTestId('verified-pick')[1]!.textContent).toContain('server: Bob (2 / 5)');
  });

  it('a giveaway not drawn yet has nothing to verify (the entry list is not asked for)', async () => {
    const g = drawnGiveaway({ state: 'open', serverSeed: null, clientSeed: null, picks: [] });
    const { calls } = setup(g);
    expect(await screen.findByText(/Not drawn yet/)).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/entries'))).toBe(false);
  });

  it('an unknown giveaway says so', async () => {
    fakeApi({ 'GET /giveaways/nope': refuse(404, 'NOT_FOUND', 'Giveaway not found') });
    renderApp(
      <Routes>
        <Route path="/giveaways/:id/verify" element={<GiveawayVerifyPage />} />
      </Routes>,
      { route: '/giveaways/nope/verify' },
    );
    expect((await screen.findByRole('alert')).textContent).toMatch('This giveaway does not exist.');
  });
});

describe('/giveaways/verify: pick a giveaway, or compute a draw by hand', () => {
  it('lists the finished giveaways to check', async () => {
    const g = drawnGiveaway();
    setup(g, '/giveaways/verify');
    const link = await screen.findByRole('link', { name: 'Known answer' });
    expect(link.getAttribute('href')).toBe(`/giveaways/${g._id}/verify`);
  });

  it('computes the published example from a pasted seed, entry list and number of picks', async () => {
    const { user, calls } = setup(drawnGiveaway(), '/giveaways/verify');
    const form = await screen.findByRole('form', { name: 'Verify a draw by hand' });
    await user.type(within(form).getByLabelText('Server seed'), KNOWN.serverSeed);
    await user.type(within(form).getByLabelText(/Entry list/), 'a:1{Enter}b:3{Enter}c:2');
    await user.clear(within(form).getByLabelText('Picks'));
    await user.type(within(form).getByLabelText('Picks'), '3');
    await user.type(within(form).getByLabelText(/Server seed hash/), KNOWN.serverSeedHash);
    const before = calls.length;
    await user.click(within(form).getByRole('button', { name: 'Compute the draw' }));
    const rows = within(form).getAllByTestId('verified-pick');
    expect(rows.map((r) => r.querySelectorAll('td')[3]!.textContent)).toEqual(['a', 'c', 'b']);
    expect(rows.map((r) => r.querySelectorAll('td')[2]!.textContent)).toEqual(['0 / 6', '3 / 5', '1 / 3']);
    expect(within(form).getByTestId('check-hash').getAttribute('data-result')).toBe('match');
    expect(within(form).getByTestId('check-client-seed').textContent).toContain(KNOWN.clientSeed);
    // Nothing is sent: the draw runs in the page.
    expect(calls.length).toBe(before);
  });

  it('says what is wrong with a pasted list, and fills in the example on request', async () => {
    const { user } = setup(drawnGiveaway(), '/giveaways/verify');
    const form = await screen.findByRole('form', { name: 'Verify a draw by hand' });
    await user.click(within(form).getByRole('button', { name: 'Compute the draw' }));
    expect(within(form).getByText('Enter the revealed server seed.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Fill in the published example' }));
    await user.type(within(form).getByLabelText(/Entry list/), '{Enter}oops');
    await user.click(within(form).getByRole('button', { name: 'Compute the draw' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/line 4 is not entryId:tickets/);
  });
});
