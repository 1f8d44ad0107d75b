import { Link } from 'react-router';
import { LegalDocument, SupportLink, type LegalSection } from '../components/legal-document';
import { CookieName } from '../components/cookie-name';
import { CookieTable } from '../components/cookie-table';

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files that a website stores in your browser and that your browser sends back on later
        visits. They can be set by the website you visit (first-party cookies) or by other services whose content is
        embedded in it (third-party cookies).
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies we use',
    content: (
      <>
        <p>The Site itself sets only the following three cookies, all of them strictly necessary:</p>
        <CookieTable />
        <p>
          Strictly necessary cookies are needed for features you ask for, such as signing in and passing the age check,
          so the law does not require your consent for them. The Site does not work properly without them.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-embeds',
    title: 'Third-party embeds',
    content: (
      <>
        <p>
          When the Site shows a live stream or video, for example on the live stream page or in the floating stream
          player, it embeds a player from <strong>Twitch</strong>, <strong>Kick</strong> or <strong>YouTube</strong>.
          These providers may set their own cookies or use similar storage in your browser when their player is shown.
          We do not control these cookies; they are governed by the providers&apos; own cookie and privacy policies.
        </p>
        <p>
          When you sign in, you are sent to Twitch, and when you claim a partner offer, the partner&apos;s website opens
          in a new tab. Those websites set their own cookies under their own policies.
        </p>
      </>
    ),
  },
  {
    id: 'no-advertising-or-analytics',
    title: 'No advertising or analytics cookies',
    content: (
      <p>
        We do not use advertising, tracking, profiling or analytics cookies, and we do not allow advertising networks to
        place cookies through the Site. If this ever changes, we will update this policy and ask for your consent first
        where the law requires it.
      </p>
    ),
  },
  {
    id: 'controlling-cookies',
    title: 'How to control cookies',
    content: (
      <>
        <p>
          You can see, block and delete cookies in your browser&apos;s settings, usually under &quot;Privacy&quot; or
          &quot;Cookies and site data&quot;. Most browsers can also block third-party cookies only, which stops the
          embedded players from setting cookies while keeping the Site&apos;s own cookies.
        </p>
        <ul>
          <li>
            If you block or delete <CookieName>accessToken</CookieName>, you will be signed out and cannot stay signed
            in.
          </li>
          <li>
            If you block <CookieName>oauthState</CookieName>, signing in with Twitch will fail.
          </li>
          <li>
            If you block or delete <CookieName>age</CookieName>, the age check will be shown again.
          </li>
        </ul>
        <p>
          Logging out removes the <CookieName>accessToken</CookieName> cookie. The other cookies expire on their own
          after the periods listed above.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We will update this Cookie Policy if the cookies we use change. The effective date at the top of this page shows
        when it last changed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For questions about cookies, contact us through the <SupportLink /> on the Site. More about how we handle
        personal data is in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      effectiveDate="July 1, 2024"
      effectiveDateIso="2024-07-01"
      intro={
        <p>
          This Cookie Policy explains which cookies the Site uses, why, and how you can control them. It forms part of
          our <Link to="/privacy">Privacy Policy</Link> and <Link to="/terms">Terms and Conditions</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
