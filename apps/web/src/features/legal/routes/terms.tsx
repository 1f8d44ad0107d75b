import { Link } from 'react-router';
import { LegalDocument, SupportLink, type LegalSection } from '../components/legal-document';

/**
 * Section order matters: numbers are derived from it, and the maximum-win rule must stay 4.2
 * (docs/product.md#who-it-is-for refers to that rule as terms 4.2).
 */
const sections: LegalSection[] = [
  {
    id: 'about-the-site',
    title: 'About the Site',
    content: (
      <>
        <p>
          The Site is the community website of a casino and slots streamer. It lets viewers follow the stream, discover
          partner casino offers, keep bonus-hunt lists, follow the monthly wager leaderboard and take part in a
          community points system with a rewards shop and minigames.
        </p>
        <p>
          <strong>The Site is not a casino.</strong> It does not offer real-money gambling, it does not accept deposits
          or stakes of real money and it does not pay out real money. No real money moves through the Site. Everything
          you play for on the Site is done with virtual points (see section 3).
        </p>
      </>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: 'Eligibility and accounts',
    content: (
      <ul>
        <li>
          The Site is for adults only. You must be at least 18 years old, and at least the legal age for
          gambling-related content where you live, to use it. We may close any account that we believe belongs to a
          minor.
        </li>
        <li>
          You sign in with your Twitch account; we do not offer any other sign-in method and we never see your Twitch
          password. You are responsible for keeping your Twitch account secure and for everything done through your
          account on the Site.
        </li>
        <li>
          Only one account is allowed per real person, per residential address and per IP address. Accounts must not be
          shared, sold or transferred.
        </li>
        <li>
          It is your responsibility to make sure that using the Site and any partner offer is lawful where you live.
        </li>
      </ul>
    ),
  },
  {
    id: 'points',
    title: 'Points',
    content: (
      <ul>
        <li>
          Points are a virtual community currency. They have <strong>no monetary value</strong>, they are not money,
          e-money or a financial product, and they are not your property.
        </li>
        <li>
          Points cannot be bought, sold, traded, transferred between accounts or exchanged for money, cryptocurrency or
          any other thing of value outside the Site. The only way to use them is in the rewards shop and the minigames
          and point bets on the Site.
        </li>
        <li>
          You earn points through community activity as announced on the Site or on stream. Admins may award points and
          may correct balances that are wrong, for example after an error or a breach of these Terms.
        </li>
        <li>
          <strong>Season reset:</strong> points are collected in seasons. When the rewards shop runs out of stock, the
          season ends and every points balance is reset to zero. Points lost in a reset are not compensated in any way.
        </li>
      </ul>
    ),
  },
  {
    id: 'minigames-and-point-bets',
    title: 'Minigames and point bets',
    subsections: [
      {
        id: 'how-the-games-work',
        title: 'How the games work',
        content: (
          <p>
            The minigames (Mines and Blackjack, including Blackjack side bets) and the bets on the live bonus hunt
            (guess-the-balance and average-multiplier groups) are played with points only. The rules, payouts and bet
            limits shown on each game apply. Results of bets on the live bonus hunt follow the actual outcome of the
            streamer&apos;s hunt. Winning points never gives you a right to money or to any prize other than the items
            in the rewards shop.
          </p>
        ),
      },
      {
        id: 'max-win-per-bet',
        title: 'Maximum win per bet',
        content: (
          <p>
            The maximum win per bet is <strong>100.000 (one hundred thousand) points</strong>. This applies to every
            single bet on the Site, such as one Mines round, one Blackjack hand or one bet on the live bonus hunt. Any
            amount above this limit is not credited.
          </p>
        ),
      },
      {
        id: 'errors-and-interruptions',
        title: 'Errors and interruptions',
        content: (
          <p>
            If a game, a payout or a points balance is affected by a technical error, a bug, an interruption or misuse,
            we may void the affected bets and correct the balances concerned. Please report bugs through support instead
            of using them; knowingly exploiting a bug is a breach of section 6.
          </p>
        ),
      },
    ],
  },
  {
    id: 'rewards-shop',
    title: 'Rewards shop',
    content: (
      <ul>
        <li>You can redeem points for the items listed in the rewards shop while they are in stock.</li>
        <li>
          Every redemption is reviewed by an admin and is only final once it has been approved. We may deny a redemption
          that breaks these Terms or that we are unable to fulfil.
        </li>
        <li>
          Items, their point prices and their stock are set by us and may change at any time. When the shop runs out of
          stock, the season reset described in section 3 applies.
        </li>
      </ul>
    ),
  },
  {
    id: 'fair-play',
    title: 'Fair play',
    content: (
      <>
        <p>To keep the points system fair for everyone, the following are not allowed:</p>
        <ul>
          <li>more than one account per person, per residential address or per IP address (multi-accounting);</li>
          <li>bots, scripts, automated tools or any other non-human activity;</li>
          <li>collusion between users, including passing points or advantages between accounts;</li>
          <li>sharing, lending, selling or buying accounts;</li>
          <li>exploiting bugs or errors, or trying to get around the limits of the Site.</li>
        </ul>
        <p>
          If we reasonably believe that an account breaks these rules, we may, without prior notice, remove some or all
          of its points, void its bets, cancel or deny its redemptions, exclude it from leaderboards and prizes, and
          suspend or permanently close it, together with any linked accounts.
        </p>
      </>
    ),
  },
  {
    id: 'partner-offers',
    title: 'Partner offers',
    content: (
      <>
        <p>
          The offers listed on the Site are run by third-party casinos and sportsbooks, not by us. Claiming an offer
          opens the partner&apos;s website, and from then on the partner&apos;s own terms and conditions, bonus terms
          and privacy policy apply. Deposits, withdrawals, identity checks (KYC), bonuses and account questions are
          handled only by the partner.
        </p>
        <p>
          Offers are shown as provided by the partners and may change or end at any time; the partner&apos;s current
          terms always prevail over the summary on the Site. The Site takes part in affiliate programmes and may receive
          a commission when you sign up or play through a partner link, at no extra cost to you. Check that a partner is
          allowed to operate where you live before you sign up.
        </p>
        <p>
          <strong>Gamble responsibly.</strong> Real-money gambling at a partner is always at your own risk. Only gamble
          with money you can afford to lose, set deposit and time limits, never chase losses, and use the partner&apos;s
          self-exclusion tools or a local gambling-support organisation if gambling stops being fun.
        </p>
      </>
    ),
  },
  {
    id: 'wager-leaderboard',
    title: 'Wager leaderboard',
    content: (
      <ul>
        <li>
          The wager leaderboard is a monthly race at two sponsor casinos. Rankings are based on the amounts wagered at
          each sponsor through the Site&apos;s partner links or codes during the month, as reported to us by the
          sponsor.
        </li>
        <li>
          The prize pool and how it is split between the places are shown on the leaderboard page. Prizes are paid by,
          or together with, the sponsors; the sponsor&apos;s terms and conditions and the leaderboard&apos;s T&amp;C
          apply.
        </li>
        <li>
          The leaderboard resets every month: each race ends at 23:59:59 on the last day of the month, Lisbon time
          (Europe/Lisbon), and a new race starts right after. Standings shown during the month are provisional until the
          final results are published.
        </li>
        <li>
          We may exclude wagering that is abusive or breaks these Terms or the sponsor&apos;s terms from the
          leaderboard, and withhold the related prizes.
        </li>
      </ul>
    ),
  },
  {
    id: 'complaints-and-support',
    title: 'Complaints and support',
    content: (
      <ul>
        <li>
          A complaint about a partner offer or a wager leaderboard must be filed within <strong>7 days</strong> after
          the final results are published. Complaints received later may not be considered.
        </li>
        <li>
          Support aims to answer within <strong>10 business days</strong>. For complex cases this period can be extended
          by up to 10 more business days; if so, we will let you know.
        </li>
        <li>
          Questions about deposits, withdrawals, bonuses or accounts at a partner casino must be sent to that
          partner&apos;s own support, as only the partner can resolve them.
        </li>
      </ul>
    ),
  },
  {
    id: 'availability-and-liability',
    title: 'Availability and liability',
    content: (
      <>
        <p>
          The Site is a free community service provided &quot;as is&quot;. We may change, pause or discontinue any
          feature, game, shop item or the points system at any time, and the Site may occasionally be unavailable.
        </p>
        <p>
          As points have no monetary value, no compensation is owed for points that are lost, removed or reset. To the
          extent permitted by law, we are not responsible for the services, offers, decisions or payments of partner
          casinos or other third-party websites, or for any money you gamble there. Nothing in these Terms limits any
          liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    content: (
      <p>
        We may update these Terms from time to time. The effective date at the top of this page shows when they last
        changed, and important changes will be announced on the Site or on stream. If you keep using the Site after a
        change takes effect, the updated Terms apply to you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For questions about these Terms, complaints or support requests, contact us through the <SupportLink /> on the
        Site.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      effectiveDate="August 1, 2024"
      effectiveDateIso="2024-08-01"
      intro={
        <p>
          These Terms and Conditions govern your use of this website (the &quot;Site&quot;, &quot;we&quot;,
          &quot;us&quot;). By signing in or using the Site you agree to them, and to our{' '}
          <Link to="/privacy">Privacy Policy</Link> and <Link to="/cookies">Cookie Policy</Link>. If you do not agree,
          please do not use the Site.
        </p>
      }
      sections={sections}
    />
  );
}
