#!/usr/bin/env python3
"""Independent computation of the giveaway draw's known answer (docs/games.md#giveaways), written
from the rule alone with Python's own hmac and hashlib, never with the code under test. Its output
is pasted into giveaway.test.ts. Run: python3 packages/games/src/test-support/giveaway-known-answer.py"""
import hashlib
import hmac
import sys

seed = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159'
entries = [('a', 1), ('b', 3), ('c', 2)]
picks = int(sys.argv[1]) if len(sys.argv) > 1 else 3

text = '\n'.join(f'{i}:{t}' for i, t in entries)
client_seed = hashlib.sha256(text.encode()).hexdigest()
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
