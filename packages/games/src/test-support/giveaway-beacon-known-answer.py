#!/usr/bin/env python3
"""Independent computation of the known answer of a giveaway draw with the drand beacon
(docs/games.md#the-public-beacon), written from the rule alone with Python's stdlib (hashlib, hmac),
never with the code under test. Its output is pasted into beacon.test.ts and docs/games.md.

Run: python3 packages/games/src/test-support/giveaway-beacon-known-answer.py
Or check a real draw: ... <serverSeed> <randomness> <entries file: one entryId:tickets a line> [picks]"""
import hashlib
import hmac
import sys

GENESIS, PERIOD = 1692803367, 3  # drand quicknet


def round_at(unix_seconds):
    return (unix_seconds - GENESIS) // PERIOD + 1


def draw(seed, entries, randomness, picks):
    text = '\n'.join(f'{i}:{t}' for i, t in entries)
    client_seed = hashlib.sha256(f'{text}\n{randomness}'.encode()).hexdigest()
    print('clientSeed', client_seed)
    remaining = list(entries)
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


if len(sys.argv) >= 4:
    with open(sys.argv[3]) as f:
        lines = [l.rstrip('\n') for l in f if l.strip()]
    draw(sys.argv[1], [(l.split(':')[0], int(l.split(':')[1])) for l in lines], sys.argv[2],
         int(sys.argv[4]) if len(sys.argv) > 4 else 1)
else:
    # A draw closing at 2025-01-01T00:00:00Z waits for the first round after it.
    close = 1735689600
    print('round after close', round_at(close) + 1)
    # The signature of that example round is any 48 bytes here; randomness = SHA-256(signature bytes).
    signature = bytes(range(48))
    randomness = hashlib.sha256(signature).hexdigest()
    print('randomness', randomness)
    draw('18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
         [('a', 1), ('b', 3), ('c', 2)], randomness, 3)
