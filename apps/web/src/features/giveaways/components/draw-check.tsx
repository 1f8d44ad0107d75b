import type { Giveaway, GiveawayEntries } from '@app/contracts';
import { useMemo } from 'react';
import { verifyGiveaway } from '@/lib/giveaway-verify';
import { VerificationView } from './verification-view';

/**
 * A finished giveaway checked in the browser: its revealed seed and the public entry list go through
 * the same draw the server ran (@app/games), and every value is compared with what it published.
 */
export function DrawCheck({ giveaway, entries }: { giveaway: Giveaway; entries: GiveawayEntries }) {
  const result = useMemo(
    () =>
      verifyGiveaway({
        serverSeed: giveaway.serverSeed ?? '',
        entriesText: entries.text,
        picks: giveaway.picks.length,
        expectedHash: giveaway.serverSeedHash,
        randomness: giveaway.beacon?.kind === 'drand' ? giveaway.beacon.randomness : null,
        expectedClientSeed: giveaway.clientSeed,
        serverPicks: giveaway.picks,
      }),
    [giveaway, entries],
  );
  const names = useMemo(() => new Map(entries.entries.map((e) => [e.entryId, e.name])), [entries]);
  return <VerificationView result={result} names={names} />;
}
