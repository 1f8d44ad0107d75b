import { DESKTOP, MOBILE, callApi, expect, signInAsNewViewer, test } from './support/fixtures';

/*
 * The provably fair page: the scheme and the in-browser verifier for anyone, and for a signed-in
 * player the seed pair (change the client seed, rotate) and the check of a finished Mines game.
 */

type Tile = { hidden: boolean; type: 'mine' | 'diamond' | null };
type MinesAnswer = {
  round: {
    gameId: string;
    status: string;
    cashoutValue: number | null;
    board: Tile[];
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number } | null;
  };
  balance: number;
};
type Fairness = { serverSeedHash: string; clientSeed: string; nonce: number };

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390x844', MOBILE],
] as const) {
  test(`${label}: a visitor reads the scheme and verifies the published example in the browser`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (
        pathname.startsWith('/api/v1/') &&
        pathname !== '/api/v1/users/me' &&
        pathname !== '/api/v1/config' &&
        pathname !== '/api/v1/data/stream'
      )
        apiCalls.push(pathname);
    });
    await page.goto('/fairness');
    await expect(page.getByRole('heading', { name: 'Provably fair', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByText('HMAC-SHA256(server seed, client seed:nonce:r)')).toBeVisible();
    await expect(page.getByText('Log in to see your seed pair')).toBeVisible();

    const form = page.getByRole('form', { name: 'Verify a game' });
    // Empty fields are refused with a message, not a crash.
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(form.getByText('Enter the revealed server seed.')).toBeVisible();

    // The known answer of the scheme (docs/games.md#known-answer), filled in by the page's example button.
    await form.getByRole('button', { name: 'Fill in the published example' }).click();
    await expect(form.getByLabel('Client seed')).toHaveValue('bb62964774');
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(form.getByTestId('hash-check')).toHaveAttribute('data-result', 'match');
    // 3 mines on tiles 19, 22, 7 (0-based): positions 8, 20, 23.
    await expect(form.getByTestId('mine-tiles')).toHaveText('8, 20, 23');

    await form.getByLabel('Blackjack').check();
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    const cards = form.getByTestId('card-sequence').getByRole('img');
    await expect(cards).toHaveCount(12);
    const names = await cards.evaluateAll((els) => els.slice(0, 10).map((e) => e.getAttribute('data-card')));
    expect(names).toEqual(['Q♦', 'K♠', '6♦', 'Q♥', '2♥', '4♠', '8♥', '5♦', '9♣', '7♥']);

    // A wrong hash is called out.
    await form.getByLabel(/Server seed hash/).fill('00'.repeat(32));
    await form.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(form.getByTestId('hash-check')).toHaveAttribute('data-result', 'mismatch');
    await expect(form.getByTestId('hash-check')).toContainText('Hash mismatch');
    // Everything ran in the browser.
    expect(apiCalls).toEqual([]);
  });
}

test.describe('signed in', () => {
  test.use({ viewport: DESKTOP });

  test('change the client seed (refused while a game is active), rotate, and verify a finished Mines game', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A viewer of its own: no other test's game can be active while the seeds change.
    await signInAsNewViewer(page);
    await page.goto('/fairness');
    const pair = page.getByRole('region', { name: 'Your seed pair' });
    await expect(pair.getByTestId('current-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const before = await callApi<Fairness>(page, 'GET', '/fairness');
    await expect(pair.getByTestId('current-client-seed')).toHaveText(before.clientSeed);
    await expect(pair.getByTestId('current-nonce')).toHaveText(String(before.nonce));

    // A Mines round in progress: seeds cannot change.
    const started = await callApi<MinesAnswer>(page, 'POST', '/mines', { bet: 1, mines: 24 });
    const seedInput = pair.getByLabel('New client seed');
    const clientSeed = `e2e-${Date.now().toString(36)}`;
    await seedInput.fill('not valid!');
    await pair.getByRole('button', { name: 'Change' }).click();
    await expect(pair.getByRole('alert')).toHaveText('Use 1 to 64 letters, digits, _ or -.');
    await seedInput.fill(clientSeed);
    await pair.getByRole('button', { name: 'Change' }).click();
    await expect(pair.getByRole('alert')).toContainText('Finish your active game first');
    await pair.getByRole('button', { name: 'Rotate seed pair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate seed pair' });
    await expect(dialog).toContainText('Your current server seed is revealed');
    await expect(dialog).toContainText('The nonce goes back to 0');
    await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Finish your active game first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // End the round (a mine, or the only gem cashing out by itself), then the change goes through.
    const finished = await callApi<MinesAnswer>(page, 'PUT', '/mines', { position: 1 });
    expect(finished.round.status).not.toBe('active');
    expect(finished.round.fairness).toEqual({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      nonce: before.nonce,
    });
    await pair.getByRole('button', { name: 'Change' }).click();
    await expect(pair.getByTestId('current-client-seed')).toHaveText(clientSeed);
    await expect(pair.getByRole('alert')).toBeHidden();

    // The finished game is listed with its hash; its server seed stays hidden until rotation.
    const row = page.locator(`[data-testid="recent-game"][data-game-id="${started.round.gameId}"]`);
    await expect(row).toContainText(before.serverSeedHash);
    await expect(row).toContainText('Hidden until you rotate your seed pair');
    await expect(row.getByRole('button', { name: 'Verify' })).toBeDisabled();

    // Rotate: the old server seed is revealed, a new pair starts at nonce 0 with the same client seed.
    await pair.getByRole('button', { name: 'Rotate seed pair' }).click();
    await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(pair.getByTestId('current-nonce')).toHaveText('0');
    await expect(pair.getByTestId('current-hash')).not.toHaveText(before.serverSeedHash);
    await expect(pair.getByTestId('current-client-seed')).toHaveText(clientSeed);
    const previous = page.getByTestId('previous-pair');
    await expect(previous).toContainText(before.serverSeedHash);
    await expect(page.getByTestId('previous-server-seed')).toHaveText(/^[0-9a-f]{64}$/);

    // Verify: computed in the browser, the hash matches and the mines are where the round had them.
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByTestId('hash-check')).toHaveAttribute('data-result', 'match');
    const mines = finished.round.board.flatMap((t, i) => (t.type === 'mine' ? [i + 1] : []));
    expect(mines).toHaveLength(24);
    await expect(row.getByTestId('mine-tiles')).toHaveText(mines.join(', '));
  });
});
