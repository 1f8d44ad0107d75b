import type { Sponsor } from '@app/contracts';
import type { SelectHTMLAttributes } from 'react';
import { useSponsors } from '@/lib/sponsors';

/** The affiliate choice "at any sponsor" (a slug is lower-case letters, digits and dashes: never this). */
export const ANY_SPONSOR = '*';

/** The select's value for a saved affiliate rule: '' none, ANY_SPONSOR any sponsor, else the sponsor's slug. */
export const affiliateChoiceOf = (rule: { sponsor: Pick<Sponsor, 'slug'> | null } | null | undefined): string =>
  rule ? (rule.sponsor?.slug ?? ANY_SPONSOR) : '';

/** The rule a choice of the select stands for (the API's `{ sponsor }` shape). */
export const affiliateRuleOf = (choice: string): { sponsor: string | null } | null =>
  choice === '' ? null : { sponsor: choice === ANY_SPONSOR ? null : choice };

/**
 * The "affiliates only" select, shared by the admin forms that restrict a reward to viewers with a
 * verified casino account (ADR 059): none, any sponsor, each sponsor; a saved sponsor the list does
 * not hold (yet) stays selectable. `sponsorLabel` words a sponsor's option. The other props go to the
 * select (controlled or not).
 */
export function AffiliateSelect({
  noneLabel,
  anyLabel,
  sponsorLabel,
  saved,
  ...select
}: {
  noneLabel: string;
  anyLabel: string;
  sponsorLabel: (name: string) => string;
  saved: Pick<Sponsor, 'slug' | 'name'> | null | undefined;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const sponsors = useSponsors().data ?? [];
  return (
    // Keyed by the list: the select takes its (default) value again once the sponsors' options exist.
    <select key={sponsors.length} {...select}>
      <option value="">{noneLabel}</option>
      <option value={ANY_SPONSOR}>{anyLabel}</option>
      {sponsors.map((s) => (
        <option key={s.slug} value={s.slug}>
          {sponsorLabel(s.name)}
        </option>
      ))}
      {saved && !sponsors.some((s) => s.slug === saved.slug) ? (
        <option value={saved.slug}>{sponsorLabel(saved.name)}</option>
      ) : null}
    </select>
  );
}
