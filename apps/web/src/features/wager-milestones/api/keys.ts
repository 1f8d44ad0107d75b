/**
 * The viewer's progress (GET /wager-milestones/progress). It hangs under the casino-accounts card's key
 * (['casino-accounts', 'mine']): a claim or a removal there refreshes it by prefix, without the two
 * features knowing each other, since a claim verified at once brings standings and grants with it.
 */
export const wagerProgressQueryKey = ['casino-accounts', 'mine', 'wager-progress'] as const;
/** The tiers and the approval size (GET /wager-milestones). */
export const milestoneTiersQueryKey = ['wager-milestones', 'tiers'] as const;
/** Every status of the grants desk shares this prefix, so a decision refreshes whichever list is shown. */
export const milestoneGrantsQueryKey = ['wager-milestones', 'grants'] as const;
/** The sponsors a tier can name (GET /sponsors). */
export const milestoneSponsorsQueryKey = ['wager-milestones', 'sponsors'] as const;
