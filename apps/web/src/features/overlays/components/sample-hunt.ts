import type { LiveHunt } from '@app/contracts';

const b = (
  position: number,
  name: string,
  provider: string,
  bet: number,
  earning: number | null,
  isSuper = false,
): LiveHunt['bonus'][number] => ({
  _id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
  position,
  slot: { _id: null, name, provider, thumbnail: null },
  bet,
  earning,
  isSuper,
  multiplier: earning === null ? null : Math.round(earning / bet),
});

/**
 * The preview's stand-in when there is no hunt at all (shown labelled "Sample data", never on an
 * overlay): a $2,000 hunt of twelve bonuses, five opened, GTB open, AVG open with bets.
 */
export const SAMPLE_HUNT: LiveHunt = {
  _id: '00000000-0000-4000-8000-000000000000',
  index: 42,
  status: 'live',
  createdAt: '2026-01-01T20:00:00.000Z',
  endedAt: null,
  start: 200_000,
  bonus: [
    b(1, 'Gates of Olympus 1000', 'Pragmatic Play', 400, 61_200),
    b(2, 'Sweet Bonanza', 'Pragmatic Play', 400, 9_840),
    b(3, 'Wanted Dead or a Wild', 'Hacksaw Gaming', 200, 48_600, true),
    b(4, 'Sugar Rush 1000', 'Pragmatic Play', 400, 0),
    b(5, 'Chaos Crew 2', 'Hacksaw Gaming', 200, 15_300),
    b(6, 'Book of Dead', "Play'n GO", 400, null),
    b(7, 'Big Bass Bonanza', 'Pragmatic Play', 400, null),
    b(8, 'The Dog House Megaways', 'Pragmatic Play', 400, null, true),
    b(9, 'Mental', 'Nolimit City', 200, null),
    b(10, 'San Quentin xWays', 'Nolimit City', 200, null),
    b(11, 'Le Bandit', 'Hacksaw Gaming', 400, null),
    b(12, 'Fire in the Hole 3', 'Nolimit City', 200, null),
  ],
  stats: {
    totalBonus: 12,
    openedBonus: 5,
    targetBalance: 200_000,
    endBalance: 134_940,
    avgMulti: 84.12,
    breakEvenX: 37,
    highestWin: 61_200,
    highestMultiplier: 243,
  },
  gtb: {
    status: 'opened',
    guess: null,
    participants: 37,
    prizePool: 3_000,
    maxGuess: 3_000_000,
    closedForGood: false,
    prizes: [{ points: null, text: '$30', affiliate: null }],
    winLimit: null,
  },
  avg: {
    status: 'opened',
    group: null,
    pot: 4_350,
    participants: 29,
    groups: [
      { group: 'A', pot: 900, participants: 6 },
      { group: 'B', pot: 650, participants: 5 },
      { group: 'C', pot: 1_200, participants: 8 },
      { group: 'D', pot: 400, participants: 3 },
      { group: 'E', pot: 300, participants: 2 },
      { group: 'F', pot: 900, participants: 5 },
    ],
  },
  settlement: null,
};
