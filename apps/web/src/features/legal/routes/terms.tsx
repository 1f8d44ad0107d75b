import { t } from '@/i18n';
import { LegalDocument, LegalList, LegalText, type LegalSection } from '../components/legal-document';

/**
 * Section order matters: numbers are derived from it, and the maximum-win rule must stay 4.2
 * (docs/product.md#who-it-is-for refers to that rule as terms 4.2).
 */
const sections = (): LegalSection[] => [
  {
    id: 'about-the-site',
    title: t('legal.terms.about.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.terms.about.p1" />
        </p>
        <p>
          <LegalText id="legal.terms.about.p2" />
        </p>
      </>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: t('legal.terms.eligibility.title'),
    content: (
      <LegalList
        ids={[
          'legal.terms.eligibility.adults',
          'legal.terms.eligibility.signIn',
          'legal.terms.eligibility.oneAccount',
          'legal.terms.eligibility.lawful',
        ]}
      />
    ),
  },
  {
    id: 'points',
    title: t('legal.terms.points.title'),
    content: (
      <LegalList
        ids={[
          'legal.terms.points.noValue',
          'legal.terms.points.noTrade',
          'legal.terms.points.earning',
          'legal.terms.points.seasonReset',
        ]}
      />
    ),
  },
  {
    id: 'minigames-and-point-bets',
    title: t('legal.terms.games.title'),
    subsections: [
      {
        id: 'how-the-games-work',
        title: t('legal.terms.games.howTitle'),
        content: (
          <p>
            <LegalText id="legal.terms.games.how" />
          </p>
        ),
      },
      {
        id: 'max-win-per-bet',
        title: t('legal.terms.games.maxWinTitle'),
        content: (
          <p>
            <LegalText id="legal.terms.games.maxWin" />
          </p>
        ),
      },
      {
        id: 'errors-and-interruptions',
        title: t('legal.terms.games.errorsTitle'),
        content: (
          <p>
            <LegalText id="legal.terms.games.errors" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'rewards-shop',
    title: t('legal.terms.shop.title'),
    content: <LegalList ids={['legal.terms.shop.redeem', 'legal.terms.shop.review', 'legal.terms.shop.items']} />,
  },
  {
    id: 'fair-play',
    title: t('legal.terms.fairPlay.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.terms.fairPlay.intro" />
        </p>
        <LegalList
          ids={[
            'legal.terms.fairPlay.multiAccounting',
            'legal.terms.fairPlay.bots',
            'legal.terms.fairPlay.collusion',
            'legal.terms.fairPlay.sharing',
            'legal.terms.fairPlay.exploits',
          ]}
        />
        <p>
          <LegalText id="legal.terms.fairPlay.measures" />
        </p>
      </>
    ),
  },
  {
    id: 'partner-offers',
    title: t('legal.terms.offers.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.terms.offers.thirdParty" />
        </p>
        <p>
          <LegalText id="legal.terms.offers.changes" />
        </p>
        <p>
          <LegalText id="legal.terms.offers.responsibly" />
        </p>
      </>
    ),
  },
  {
    id: 'wager-leaderboard',
    title: t('legal.terms.leaderboard.title'),
    content: (
      <LegalList
        ids={[
          'legal.terms.leaderboard.race',
          'legal.terms.leaderboard.prizes',
          'legal.terms.leaderboard.reset',
          'legal.terms.leaderboard.exclusion',
        ]}
      />
    ),
  },
  {
    id: 'complaints-and-support',
    title: t('legal.terms.complaints.title'),
    content: (
      <LegalList
        ids={['legal.terms.complaints.deadline', 'legal.terms.complaints.answer', 'legal.terms.complaints.partner']}
      />
    ),
  },
  {
    id: 'availability-and-liability',
    title: t('legal.terms.liability.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.terms.liability.asIs" />
        </p>
        <p>
          <LegalText id="legal.terms.liability.limits" />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: t('legal.terms.changes.title'),
    content: (
      <p>
        <LegalText id="legal.terms.changes.text" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: t('legal.contact.title'),
    content: (
      <p>
        <LegalText id="legal.terms.contact" />
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      effectiveDate={t('legal.terms.effectiveDate')}
      effectiveDateIso="2024-08-01"
      intro={
        <p>
          <LegalText id="legal.terms.intro" />
        </p>
      }
      sections={sections()}
    />
  );
}
