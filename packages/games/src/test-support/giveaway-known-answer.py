#!/usr/bin/env python3
"""Independent computation of a giveaway draw's known answer (docs/games.md#giveaways and
#the-public-beacon), written from the rules alone with Python's stdlib (hashlib, hmac), never with the
code under test. Its output is pasted into draw.test.ts, beacon.test.ts and docs/games.md.

  python3 packages/games/src/test-support/giveaway-known-answer.py [picks]
      the draw without a beacon: client seed = SHA-256(entry list)
  python3 packages/games/src/test-support/giveaway-known-answer.py --beacon
      the draw with the drand quicknet beacon: client seed = SHA-256(entry list, newline, randomness)
  python3 packages/games/src/test-support/giveaway-known-answer.py --winner-limit
      the beacon draw of a list with an ineligible entry (a winner limit, ADR 070): its line is marked
      and in the text, its tickets are out of the draw
  python3 packages/games/src/test-support/giveaway-known-answer.py --check <serverSeed> <randomness> <entries file> [picks]
      a real beacon draw; the entries file holds one entryId:tickets (or entryId:tickets:ineligible)
      a line, in the published order"""
import hashlib
import hmac
import sys

GENESIS, PERIOD = 1692803367, 3  # drand quicknet
SEED = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159'
ENTRIES = [('a', 1), ('b', 3), ('c', 2)]


def round_at(unix_seconds):
    return (unix_seconds - GENESIS) // PERIOD + 1


def line(entry):
    return ':'.join(str(part) for part in entry)


def draw(seed, entries, picks, randomness=None):
    text = '\n'.join(line(e) for e in entries)
    client_seed = hashlib.sha256((text if randomness is None else f'{text}\n{randomness}').encode()).hexdigest()
    print('clientSeed', client_seed)
    # An entry marked ineligible stays in the text but holds no ticket in the draw.
    remaining = [(e[0], e[1]) for e in entries if e[2:] != ('ineligible',)]
    for k in range(picks):
        if not remaining:
            break
        digest = hmac.new(seed.encode(), f'{client_seed}:{k}:0'.encode(), hashlib.sha256).digest()
        f = int.from_bytes(digest[0:4], 'big') / 2**32
        total = sum(t for _, t in remaining)
        ticket = int(f * total)
        start = 0
        for index, (entry_id, tickets) in enumerate(remaining):
            if ticket < start + tickets:
                print(f'nonce {k}: float {f!r} tickets {total} ticket {ticket} -> {entry_id}')
                remaining.pop(index)
                break
            start += tickets


args = sys.argv[1:]
if args[:1] == ['--check'] and len(args) >= 4:
    with open(args[3]) as f:
        lines = [l.rstrip('\n') for l in f if l.strip()]
    entries = [(p[0], int(p[1]), *p[2:]) for p in (l.split(':') for l in lines)]
    draw(args[1], entries, int(args[4]) if len(args) > 4 else 1, args[2])
elif args[:1] in (['--beacon'], ['--winner-limit']):
    # A draw closing at 2025-01-01T00:00:00Z waits for the first round after it.
    close = 1735689600
    print('round after close', round_at(close) + 1)
    # The signature of that example round is any 48 bytes here; randomness = SHA-256(signature bytes).
    signature = bytes(range(48))
    randomness = hashlib.sha256(signature).hexdigest()
    print('randomness', randomness)
    if args[0] == '--winner-limit':
        draw(SEED, [('a', 1), ('b', 3, 'ineligible'), ('c', 2), ('d', 4)], 3, randomness)
    else:
        draw(SEED, ENTRIES, 3, randomness)
else:
    draw(SEED, ENTRIES, int(args[0]) if args else 3)
