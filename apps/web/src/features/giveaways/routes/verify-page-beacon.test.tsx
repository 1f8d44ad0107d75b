import type { Giveaway, GiveawayBeacon, GiveawayPick } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderApp, resetAfterEach } from '@/test/render';
import { drawnGiveaway, giveaway, KNOWN, knownEntries } from '../test-fixtures';
import { verifyGiveaway } from '@/lib/giveaway-verify';
import GiveawayVerifyPage from './verify-page';

// The beacon's known answer (docs/games.md#the-public-beacon), computed by an independent Python script.
const RANDOMNESS = '4dbdc2b2b62cb00749785bc84202236dbc3777d74660611b8e58812f0cfde6c3';
const CLIENT_SEED = '68f011317c886c455712610feac05fb0417d8fc46d9cfdae0c03edadc9cd778e';
const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
const PICKS: GiveawayPick[] = [
  {
    nonce: 0,
    entryId: 'b',
    float: 0.5159063274040818,
    ticket: 3,
    ticketsInDraw: 6,
    name: 'Bob',
    disqualified: null,
    pointsPaid: null,
  },
  {
    nonce: 1,
    entryId: 'c',
    float: 0.743410739582032,
    ticket: 2,
    ticketsInDraw: 3,
    name: 'Carol',
    disqualified: null,
    pointsPaid: null,
  },
];
const blank = {
  chainHash: null,
  round: null,
  randomness: null,
  signature: null,
  url: null,
  roundAt: null,
  reason: null,
  problem: null,
  checkedAt: null,
};
const drandBeacon: GiveawayBeacon = {
  ...blank,
  kind: 'drand',
  chainHash: CHAIN,
  round: 14295413,
  randomness: RANDOMNESS,
  signature: 'ab'.repeat(48),
  url: `https://api.drand.sh/${CHAIN}/public/14295413`,
  roundAt: '2025-01-01T00:00:03.000Z',
};

function setup(g: Giveaway) {
  fakeApi({
    [`GET /giveaways/${g._id}`]: ok(g),
    [`GET /giveaways/${g._id}/entries`]: ok(knownEntries),
    'GET /giveaways': ok({ current: [], past: [g] }),
  });
  return renderApp(
    <Routes>
      <Route path="/giveaways/:id/verify" element={<GiveawayVerifyPage />} />
    </Routes>,
    { route: `/giveaways/${g._id}/verify` },
  );
}

afterEach(resetAfterEach);

describe('verifyGiveaway with the drand beacon', () => {
  it('recomputes the known answer: client seed from the list, a newline and the randomness; picks b then c', () => {
    const r = verifyGiveaway({
      serverSeed: KNOWN.serverSeed,
      entriesText: KNOWN.text,
      picks: 2,
      randomness: RANDOMNESS,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.beacon).toBe(true);
    expect(r.clientSeed.computed).toBe(CLIENT_SEED);
    expect(r.picks.map((p) => [p.entryId, p.float])).toEqual([
      ['b', 0.5159063274040818],
      ['c', 0.743410739582032],
    ]);
    const bad = verifyGiveaway({ serverSeed: KNOWN.serverSeed, entriesText: KNOWN.text, picks: 1, randomness: 'xyz' });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'randomness' } });
  });
});

describe('/giveaways/{id}/verify: the beacon in the proof', () => {
  it('names the chain, the round and its link, and every check passes (Web Crypto too)', async () => {
    setup(drawnGiveaway({ clientSeed: CLIENT_SEED, beacon: drandBeacon, picks: PICKS }));
    const proof = await screen.findByTestId('beacon-proof');
    expect(proof.getAttribute('data-beacon')).toBe('drand');
    expect(proof.textContent).toContain('drand quicknet round 14295413');
    expect(screen.getByTestId('beacon-chain').textContent).toBe(CHAIN);
    expect(screen.getByTestId('beacon-link').getAttribute('href')).toBe(drandBeacon.url);
    const result = await screen.findByTestId('giveaway-verification');
    expect(result.getAttribute('data-all-match')).toBe('true');
    expect(screen.getByTestId('check-client-seed').textContent).toContain(CLIENT_SEED);
    const webCrypto = await screen.findByTestId('beacon-webcrypto');
    await waitFor(() => expect(webCrypto.textContent).toContain(CLIENT_SEED));
    expect(webCrypto.querySelector('[data-check]')?.getAttribute('data-check')).toBe('pass');
  });

  it('a draw without the beacon says so in plain words, with the reason', async () => {
    setup(drawnGiveaway({ beacon: { ...blank, kind: 'none', reason: 'relays down' } }));
    const proof = await screen.findByTestId('beacon-proof');
    expect(proof.textContent).toContain('Drawn without the public beacon');
    expect(proof.textContent).toContain('relays down');
    expect((await screen.findByTestId('giveaway-verification')).getAttribute('data-all-match')).toBe('true');
  });

  it('a closed draw waiting for its round says which round and why', async () => {
    const waiting: GiveawayBeacon = {
      ...blank,
      kind: 'waiting',
      chainHash: CHAIN,
      round: 14295413,
      roundAt: '2025-01-01T00:00:03.000Z',
      problem: 'unavailable',
    };
    setup(giveaway({ state: 'closing', beacon: waiting }));
    const proof = await screen.findByTestId('beacon-proof');
    expect(proof.getAttribute('data-beacon')).toBe('waiting');
    expect(proof.textContent).toContain('waiting for drand round 14,295,413');
    expect(proof.textContent).toContain('No drand relay has answered yet');
  });
});
