import { t } from '@/i18n';
import { LegalDocument, LegalList, LegalText, type LegalSection } from '../components/legal-document';

const sections = (): LegalSection[] => [
  {
    id: 'who-we-are',
    title: t('legal.privacy.who.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.who.text" />
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: t('legal.privacy.collect.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.collect.text" />
      </p>
    ),
    subsections: [
      {
        id: 'data-from-twitch',
        title: t('legal.privacy.twitch.title'),
        content: (
          <p>
            <LegalText id="legal.privacy.twitch.text" />
          </p>
        ),
      },
      {
        id: 'activity-data',
        title: t('legal.privacy.activity.title'),
        content: (
          <LegalList
            ids={[
              'legal.privacy.activity.balance',
              'legal.privacy.activity.games',
              'legal.privacy.activity.redemptions',
              'legal.privacy.activity.hunts',
              'legal.privacy.activity.account',
              'legal.privacy.activity.support',
            ]}
          />
        ),
      },
      {
        id: 'technical-data',
        title: t('legal.privacy.technical.title'),
        content: (
          <p>
            <LegalText id="legal.privacy.technical.text" />
          </p>
        ),
      },
      {
        id: 'leaderboard-data',
        title: t('legal.privacy.leaderboard.title'),
        content: (
          <p>
            <LegalText id="legal.privacy.leaderboard.text" />
          </p>
        ),
      },
      {
        id: 'cookies-data',
        title: t('legal.privacy.cookies.title'),
        content: (
          <p>
            <LegalText id="legal.privacy.cookies.text" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'purposes-and-legal-bases',
    title: t('legal.privacy.purposes.title'),
    content: (
      <>
        <LegalList
          ids={[
            'legal.privacy.purposes.provide',
            'legal.privacy.purposes.secure',
            'legal.privacy.purposes.leaderboard',
            'legal.privacy.purposes.support',
            'legal.privacy.purposes.law',
          ]}
        />
        <p>
          <LegalText id="legal.privacy.purposes.noProfiling" />
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: t('legal.privacy.retention.title'),
    content: (
      <LegalList
        ids={[
          'legal.privacy.retention.account',
          'legal.privacy.retention.deletion',
          'legal.privacy.retention.logs',
          'legal.privacy.retention.cookies',
        ]}
      />
    ),
  },
  {
    id: 'sharing',
    title: t('legal.privacy.sharing.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.privacy.sharing.intro" />
        </p>
        <LegalList
          ids={[
            'legal.privacy.sharing.processors',
            'legal.privacy.sharing.twitch',
            'legal.privacy.sharing.embeds',
            'legal.privacy.sharing.sponsors',
            'legal.privacy.sharing.users',
            'legal.privacy.sharing.authorities',
          ]}
        />
        <p>
          <LegalText id="legal.privacy.sharing.partners" />
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: t('legal.privacy.transfers.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.transfers.text" />
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: t('legal.privacy.rights.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.privacy.rights.intro" />
        </p>
        <LegalList
          ids={[
            'legal.privacy.rights.access',
            'legal.privacy.rights.rectification',
            'legal.privacy.rights.erasure',
            'legal.privacy.rights.restriction',
            'legal.privacy.rights.portability',
            'legal.privacy.rights.object',
            'legal.privacy.rights.complaint',
          ]}
        />
      </>
    ),
  },
  {
    id: 'making-a-request',
    title: t('legal.privacy.request.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.request.text" />
      </p>
    ),
  },
  {
    id: 'security',
    title: t('legal.privacy.security.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.security.text" />
      </p>
    ),
  },
  {
    id: 'minors',
    title: t('legal.privacy.minors.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.minors.text" />
      </p>
    ),
  },
  {
    id: 'changes',
    title: t('legal.privacy.changes.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.changes.text" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: t('legal.contact.title'),
    content: (
      <p>
        <LegalText id="legal.privacy.contact" />
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      effectiveDate={t('legal.privacy.effectiveDate')}
      effectiveDateIso="2024-07-01"
      intro={
        <p>
          <LegalText id="legal.privacy.intro" />
        </p>
      }
      sections={sections()}
    />
  );
}
