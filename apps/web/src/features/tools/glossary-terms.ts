import { t, type MessageId } from '@/i18n';

export type GlossaryTerm = { id: string; term: string; definition: string };

/**
 * The glossary at /tools/glossary, in display order: each term's anchor (the same in every language, so
 * a shared link such as /tools/glossary#rtp works for everyone) and its two messages.
 */
const TERMS: ReadonlyArray<readonly [id: string, term: MessageId, definition: MessageId]> = [
  ['provider', 'tools.glossary.providerTerm', 'tools.glossary.providerText'],
  ['bankroll', 'tools.glossary.bankrollTerm', 'tools.glossary.bankrollText'],
  ['raw-cash', 'tools.glossary.rawCashTerm', 'tools.glossary.rawCashText'],
  ['wager', 'tools.glossary.wagerTerm', 'tools.glossary.wagerText'],
  ['deposit-bonus', 'tools.glossary.depositBonusTerm', 'tools.glossary.depositBonusText'],
  ['max-bet', 'tools.glossary.maxBetTerm', 'tools.glossary.maxBetText'],
  ['breakeven', 'tools.glossary.breakevenTerm', 'tools.glossary.breakevenText'],
  ['scatter', 'tools.glossary.scatterTerm', 'tools.glossary.scatterText'],
  ['bonus', 'tools.glossary.bonusTerm', 'tools.glossary.bonusText'],
  ['bonus-non-sticky', 'tools.glossary.nonStickyTerm', 'tools.glossary.nonStickyText'],
  ['base-game', 'tools.glossary.baseGameTerm', 'tools.glossary.baseGameText'],
  ['megaways', 'tools.glossary.megawaysTerm', 'tools.glossary.megawaysText'],
  ['wild', 'tools.glossary.wildTerm', 'tools.glossary.wildText'],
  ['retrigger', 'tools.glossary.retriggerTerm', 'tools.glossary.retriggerText'],
  ['maxwin', 'tools.glossary.maxwinTerm', 'tools.glossary.maxwinText'],
  ['rtp', 'tools.glossary.rtpTerm', 'tools.glossary.rtpText'],
  ['volatility', 'tools.glossary.volatilityTerm', 'tools.glossary.volatilityText'],
  ['live-dealer', 'tools.glossary.liveDealerTerm', 'tools.glossary.liveDealerText'],
  ['bust', 'tools.glossary.bustTerm', 'tools.glossary.bustText'],
  ['kyc', 'tools.glossary.kycTerm', 'tools.glossary.kycText'],
];

/** The glossary's terms in the screen's language. */
export const glossaryTerms = (): GlossaryTerm[] =>
  TERMS.map(([id, term, definition]) => ({ id, term: t(term), definition: t(definition) }));
