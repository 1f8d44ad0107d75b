import { t } from '@/i18n';
import { LegalDocument, LegalList, LegalText, type LegalSection } from '../components/legal-document';
import { CookieTable } from '../components/cookie-table';

const sections = (): LegalSection[] => [
  {
    id: 'what-are-cookies',
    title: t('legal.cookies.what.title'),
    content: (
      <p>
        <LegalText id="legal.cookies.what.text" />
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: t('legal.cookies.used.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.cookies.used.intro" />
        </p>
        <CookieTable />
        <p>
          <LegalText id="legal.cookies.used.necessary" />
        </p>
      </>
    ),
  },
  {
    id: 'third-party-embeds',
    title: t('legal.cookies.embeds.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.cookies.embeds.players" />
        </p>
        <p>
          <LegalText id="legal.cookies.embeds.otherSites" />
        </p>
      </>
    ),
  },
  {
    id: 'no-advertising-or-analytics',
    title: t('legal.cookies.noTracking.title'),
    content: (
      <p>
        <LegalText id="legal.cookies.noTracking.text" />
      </p>
    ),
  },
  {
    id: 'controlling-cookies',
    title: t('legal.cookies.control.title'),
    content: (
      <>
        <p>
          <LegalText id="legal.cookies.control.browser" />
        </p>
        <LegalList
          ids={['legal.cookies.control.accessToken', 'legal.cookies.control.oauthState', 'legal.cookies.control.age']}
        />
        <p>
          <LegalText id="legal.cookies.control.logout" />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: t('legal.cookies.changes.title'),
    content: (
      <p>
        <LegalText id="legal.cookies.changes.text" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: t('legal.contact.title'),
    content: (
      <p>
        <LegalText id="legal.cookies.contact" />
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalDocument
      title={t('legal.cookies.title')}
      effectiveDate={t('legal.cookies.effectiveDate')}
      effectiveDateIso="2024-07-01"
      intro={
        <p>
          <LegalText id="legal.cookies.intro" />
        </p>
      }
      sections={sections()}
    />
  );
}
