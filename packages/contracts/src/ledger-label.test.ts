import { describe, expect, it } from 'vitest';
import { ledgerEntryLabel } from './points-labels';

describe('ledgerEntryLabel', () => {
  it('names the game of a bet or a win, and falls back to the reason label', () => {
    expect(ledgerEntryLabel({ reason: 'game_bet', game: 'mines' })).toBe('Mines bet');
    expect(ledgerEntryLabel({ reason: 'game_payout', game: 'blackjack' })).toBe('Blackjack win');
    expect(ledgerEntryLabel({ reason: 'game_bet', game: null })).toBe('Game bet');
    expect(ledgerEntryLabel({ reason: 'redemption', game: null })).toBe('Shop redemption');
  });
});
