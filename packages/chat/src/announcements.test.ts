import { describe, expect, it } from 'vitest';
import { renderKickListAnnouncement, renderSafeListAnnouncement } from './announcements';
import { chatterValue, fixedValue, isSafeReply, numberValue, typedText } from './reply-values';
import { CHAT_MESSAGE_MAX_CHARS } from './normalize';

const names = (n: number) => Array.from({ length: n }, (_, i) => chatterValue(`winner_number_${i + 1}`));

describe('list announcements', () => {
  it('names every winner when the line fits', () => {
    const line = renderSafeListAnnouncement(
      'announce_giveaway_drawn_twitch',
      'en',
      { count: numberValue(2) },
      { name: 'winners', items: [chatterValue('ana'), chatterValue('bob')] },
    );
    expect(isSafeReply(line)).toBe(true);
    expect(line.text).toBe('The giveaway was drawn! Winners: ana, bob');
  });

  it('cuts a long list to the message length with "+N more", in the language', () => {
    const en = renderSafeListAnnouncement(
      'announce_giveaway_drawn_twitch',
      'en',
      { count: numberValue(60) },
      {
        name: 'winners',
        items: names(60),
      },
    );
    expect(en.text.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_CHARS);
    const shown = en.text.match(/winner_number_\d+/g)!.length;
    expect(shown).toBeGreaterThan(10);
    expect(en.text.endsWith(`+${60 - shown} more`)).toBe(true);
    const pt = renderSafeListAnnouncement(
      'announce_giveaway_drawn_twitch',
      'pt-BR',
      { count: numberValue(60) },
      {
        name: 'winners',
        items: names(60),
      },
    );
    expect(pt.text).toMatch(/^O sorteio foi realizado! Ganhadores: winner_number_1, .* e mais \d+$/);
    // A shorter platform limit keeps fewer names.
    const short = renderKickListAnnouncement(
      'announce_giveaway_drawn',
      'en',
      { title: fixedValue('Headset'), count: numberValue(60) },
      {
        name: 'winners',
        items: names(60),
      },
      {},
      120,
    );
    expect(short.length).toBeLessThanOrEqual(120);
    expect(short).toMatch(/^Giveaway "Headset" drawn! Winners: winner_number_1, .* \+\d+ more$/);
  });

  it('says "no one" for an empty list and fills the admin template', () => {
    const line = renderSafeListAnnouncement(
      'announce_hunt_gtb',
      'pt-PT',
      { index: numberValue(7), balance: fixedValue('1 000 €') },
      { name: 'winners', items: [] },
      { announce_hunt_gtb: { 'pt-PT': 'Hunt {index}: {winners}!' } },
    );
    expect(line.text).toBe('Hunt 7: ninguém!');
  });

  it('refuses a typed text on the safe form, takes it on Kick', () => {
    expect(() =>
      renderSafeListAnnouncement(
        'announce_giveaway_drawn',
        'en',
        { title: typedText('x') as never },
        {
          name: 'winners',
          items: [],
        },
      ),
    ).toThrow();
    expect(
      renderKickListAnnouncement(
        'announce_giveaway_final',
        'en',
        { title: typedText('Stake cash') },
        {
          name: 'winners',
          items: [chatterValue('ana')],
        },
      ),
    ).toBe('The winners of "Stake cash" are final: ana. Congratulations!');
  });
});
