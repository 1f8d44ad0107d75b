import type { AffiliateRule } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@/i18n';

const profileLink = (chunks: ReactNode[]) => (
  <Link to="/profile" className="font-semibold text-accent underline underline-offset-4">
    {chunks}
  </Link>
);

/**
 * Who an affiliate-only reward is for and how to become one (ADR 059): a verified casino account at
 * the named sponsor (or at any sponsor), verified on the Profile page. The giveaways' refusal
 * (AFFILIATE_REQUIRED) and the shop card's hint say it in these words.
 */
export function AffiliateHint({ rule }: { rule: AffiliateRule }) {
  return rule.sponsor ? (
    <Trans id="ui.affiliate.hintSponsor" values={{ sponsor: rule.sponsor.name, link: profileLink }} />
  ) : (
    <Trans id="ui.affiliate.hintAny" values={{ link: profileLink }} />
  );
}
