import { LOCALES, type MilestoneProgress, type WagerProgress } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatterValue, plainVars } from './reply-values';
import { renderReply, renderSafeReply } from './templates';
import { chatSkeleton, sanitizeForTwitch } from './twitch-safety';
import { monthWagerCents, nextMilestone, wagerReply } from './wager';

const stake = { slug: 'stake', name: 'Stake' };
const shuffle = { slug: 'shuffle', name: 'Shuffle' };

const standing = (sponsor: { slug: string; name: string }, monthCents: number, lifetimeCents = monthCents) => ({
  sponsor,
  username: `ana_${sponsor.slug}`,
  period: '2026-11',
  monthCents,
  rank: 1,
  lifetimeCents,
});

let ids = 0;
const tier = (
  sponsor: { slug: string; name: string } | null,
  scope: 'month' | 'lifetime',
  threshold: number,
  wagerCents: number,
  granted = false,
): MilestoneProgress => ({
  tier: {
    id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    sponsor,
    scope,
    threshold,
    rewardPoints: 100,
    rewardText: null,
  },
  wagerCents,
  grant: granted ? { status: 'paid', at: '2026-11-20T10:00:00.000Z' } : null,
});

const progress = (standings: WagerProgress['standings'], tiers: MilestoneProgress[]): WagerProgress => ({
  period: '2026-11',
  standings,
  tiers,
});

/** Ana: $600 at Stake and $250 at Shuffle this month, $2,600 at Stake since verification. */
const ana = (tiers: MilestoneProgress[]) =>
  progress([standing(stake, 60_000, 260_000), standing(shuffle, 25_000)], tiers);

describe('nextMilestone', () => {
  it('is the unreached tier that takes the least more wager, each on the figure of its scope', () => {
    const p = ana([
      tier(stake, 'month', 500, 60_000, true),
      tier(stake, 'month', 1_000, 60_000),
      tier(null, 'month', 2_000, 85_000),
      tier(stake, 'lifetime', 2_800, 260_000),
    ]);
    // $400 more at Stake this month, $1,150 for all together, $200 since verification: the lifetime tier.
    expect(nextMilestone(p)).toMatchObject({
      progress: { tier: { scope: 'lifetime', threshold: 2_800 } },
      missingCents: 20_000,
    });
    expect(nextMilestone(ana([tier(stake, 'month', 1_000, 60_000), tier(null, 'month', 2_000, 85_000)]))).toMatchObject(
      { progress: { tier: { sponsor: stake, threshold: 1_000 } }, missingCents: 40_000 },
    );
  });

  it('skips a tier granted or whose figure is there (its grant may follow a moment later)', () => {
    expect(nextMilestone(ana([tier(stake, 'month', 500, 60_000), tier(stake, 'month', 100, 0, true)]))).toBeNull();
  });

  it('on a tie takes the monthly tier, then the smaller threshold', () => {
    const a = tier(stake, 'lifetime', 2_700, 260_000);
    const b = tier(stake, 'month', 700, 60_000);
    expect(nextMilestone(ana([a, b]))!.progress).toBe(b);
    const c = tier(null, 'month', 950, 85_000);
    const d = tier(shuffle, 'month', 350, 25_000);
    expect(nextMilestone(ana([c, d]))!.progress).toBe(d);
  });
});

describe('wagerReply', () => {
  const user = chatterValue('ana');
  const render = (p: WagerProgress, locale: (typeof LOCALES)[number]) => {
    const r = wagerReply(p)!;
    return { twitch: renderSafeReply(r.kind, locale, { user, ...r.vars }).text, reply: r };
  };

  it('is null when no casino account is verified (the caller says how to verify)', () => {
    expect(wagerReply(progress([], [tier(null, 'month', 100, 0)]))).toBeNull();
  });

  it('sums every verified account this month and words the next milestone in each language', () => {
    const p = ana([tier(stake, 'month', 1_000, 60_000), tier(null, 'lifetime', 5_000, 285_000)]);
    expect(monthWagerCents(p)).toBe(85_000);
    expect(render(p, 'en').twitch).toBe(
      '@ana: $850 wagered this month. Next milestone: $1,000 this month, $400 to go.',
    );
    expect(render(p, 'pt-PT').twitch).toBe(
      '@ana: 850 US$ apostados este mês. Próxima meta: 1 000 US$ este mês, faltam 400 US$.',
    );
    expect(render(p, 'pt-BR').twitch).toBe(
      '@ana: US$ 850 apostados este mês. Próxima meta: US$ 1.000 este mês, faltam US$ 400.',
    );
    const lifetime = ana([tier(null, 'lifetime', 5_000, 285_050)]);
    expect(render(lifetime, 'en').twitch).toBe(
      '@ana: $850 wagered this month. Next milestone: $5,000 since verification, $2,149.50 to go.',
    );
    expect(render(lifetime, 'pt-PT').twitch).toBe(
      '@ana: 850 US$ apostados este mês. Próxima meta: 5 000 US$ desde a verificação, faltam 2 149,50 US$.',
    );
  });

  it('names the sponsor of the next tier on Kick only', () => {
    const { reply, twitch } = render(ana([tier(stake, 'month', 1_000, 60_000)]), 'en');
    expect(twitch).not.toMatch(/stake/i);
    expect(reply.kick?.kind).toBe('wager_progress_sponsor');
    const kick = renderReply(
      reply.kick!.kind,
      'pt-BR',
      plainVars({ user, ...reply.vars, ...reply.kick!.vars }, 'pt-BR'),
    );
    expect(kick).toBe('@ana: US$ 850 apostados este mês. Próxima meta no Stake: US$ 1.000 este mês, faltam US$ 400.');
    // A tier of every sponsor together names none, on either platform.
    expect(wagerReply(ana([tier(null, 'month', 1_000, 85_000)]))!.kick).toBeUndefined();
  });

  it('says when every milestone is reached, and gives the wager alone when there is no tier', () => {
    expect(render(ana([tier(stake, 'month', 500, 60_000, true)]), 'pt-BR').twitch).toBe(
      '@ana: US$ 850 apostados este mês. Todas as metas alcançadas!',
    );
    expect(render(ana([]), 'pt-PT').twitch).toBe('@ana: 850 US$ apostados este mês.');
    expect(render(progress([standing(stake, 0)], []), 'en').twitch).toBe('@ana: $0 wagered this month.');
  });

  it('property: a Twitch reply passes the guard as written and never names a sponsor, whatever the figures', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.constantFrom('month' as const, 'lifetime' as const),
        fc.constantFrom(stake, shuffle, null),
        (month, lifetime, threshold, scope, sponsor) => {
          const p = progress(
            [standing(stake, month, month + lifetime)],
            [tier(sponsor, scope, threshold, scope === 'month' ? month : month + lifetime)],
          );
          const r = wagerReply(p)!;
          for (const locale of LOCALES) {
            const text = renderSafeReply(r.kind, locale, r.vars).text;
            expect(sanitizeForTwitch(text, { extraWords: ['Stake', 'Shuffle'] })).toBe(text);
            expect(chatSkeleton(text)).not.toContain(chatSkeleton('stake'));
          }
        },
      ),
    );
  });

  it('the how-to-verify reply is a whole sentence without a link on Twitch, with the profile link on Kick', () => {
    for (const locale of LOCALES) {
      const twitch = renderReply('wager_not_verified_twitch', locale, { user: 'ana' });
      expect(sanitizeForTwitch(twitch)).toBe(twitch);
      expect(twitch).toMatch(/Perfil|Profile/);
      expect(renderReply('wager_not_verified', locale, { user: 'ana', siteUrl: 'https://site.example' })).toContain(
        'https://site.example/profile',
      );
    }
    expect(renderReply('wager_not_verified_twitch', 'pt-PT', { user: 'ana' })).toBe(
      '@ana: para ver o seu wager, verifique a sua conta de casino no site do canal, na página Perfil (menu da conta).',
    );
  });
});
