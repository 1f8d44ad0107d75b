import { Link } from 'react-router';
import { LegalDocument, SupportLink, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        This website (the &quot;Site&quot;, &quot;we&quot;, &quot;us&quot;) is the community website of a casino and
        slots streamer. The operator of the Site is the controller of the personal data described in this policy. As our
        audience includes people in Portugal and elsewhere in the European Union, we handle personal data in line with
        the EU General Data Protection Regulation (GDPR). You can reach us through the <SupportLink /> on the Site.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <p>
        We collect as little as we need to run the Site. We do not ask for your real name, e-mail address, postal
        address, payment details or identity documents, and we never receive your Twitch password.
      </p>
    ),
    subsections: [
      {
        id: 'data-from-twitch',
        title: 'From Twitch when you sign in',
        content: (
          <p>
            Your Twitch user ID, login name, display name and profile picture (avatar). We receive these from Twitch
            when you sign in and refresh them every time you sign in again.
          </p>
        ),
      },
      {
        id: 'activity-data',
        title: 'Your activity on the Site',
        content: (
          <ul>
            <li>your points balance and the points ledger: every change to your balance, with its reason and time;</li>
            <li>your game history: Mines and Blackjack rounds and your bets on the live bonus hunt;</li>
            <li>your rewards shop redemptions and whether they were approved or denied;</li>
            <li>the bonus-hunt lists you create, and whether you have shared them;</li>
            <li>account details such as your role, when your account was created and when you last signed in;</li>
            <li>the messages you send to support.</li>
          </ul>
        ),
      },
      {
        id: 'technical-data',
        title: 'Technical data',
        content: (
          <p>
            When your browser talks to the Site, our servers record technical logs: your IP address, the time of the
            request, the page or function requested, your browser&apos;s user agent and any error that occurred. We use
            these logs for security, troubleshooting and abuse prevention, for example to detect bots and to enforce the
            one-account-per-IP rule of our <Link to="/terms">Terms and Conditions</Link>.
          </p>
        ),
      },
      {
        id: 'leaderboard-data',
        title: 'Wager leaderboard data',
        content: (
          <p>
            The wager leaderboard shows the usernames and wagered amounts that the sponsor casinos report to us for the
            monthly race. This information comes from the sponsors, not from your account on the Site.
          </p>
        ),
      },
      {
        id: 'cookies-data',
        title: 'Cookies',
        content: (
          <p>
            We only use cookies that are strictly necessary for the Site to work: a sign-in session, your answer to the
            age check and a short-lived sign-in security cookie. Details are in our{' '}
            <Link to="/cookies">Cookie Policy</Link>.
          </p>
        ),
      },
    ],
  },
  {
    id: 'purposes-and-legal-bases',
    title: 'Why we use it and our legal bases',
    content: (
      <>
        <ul>
          <li>
            <strong>To provide the Site to you</strong> (your account and sign-in, points, minigames, point bets, the
            rewards shop and bonus-hunt lists): this is necessary to perform our agreement with you under the Terms
            (Article 6(1)(b) GDPR).
          </li>
          <li>
            <strong>To keep the Site secure and fair</strong> (technical logs, detecting bots, multi-accounting,
            collusion and other abuse, investigating breaches of the Terms): our legitimate interest in protecting the
            Site and its users (Article 6(1)(f) GDPR).
          </li>
          <li>
            <strong>To run the wager leaderboard</strong> and arrange prizes with the sponsors: our legitimate interest
            in running the community race, and the agreement with you where you take part in it (Article 6(1)(b) and (f)
            GDPR).
          </li>
          <li>
            <strong>To answer support requests, complaints and privacy requests</strong>: the agreement with you and our
            legitimate interest in handling them properly, and our legal obligations for privacy requests (Article
            6(1)(b), (c) and (f) GDPR).
          </li>
          <li>
            <strong>To comply with the law</strong> and respond to lawful requests from authorities (Article 6(1)(c)
            GDPR).
          </li>
        </ul>
        <p>
          We do not use your data for advertising, we do not build marketing profiles, and we do not make decisions
          about you based solely on automated processing that have legal or similarly significant effects. Shop
          redemptions are reviewed by a person.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          Account data and activity (points ledger, game history, redemptions and bonus-hunt lists) are kept for as long
          as you have an account. A season reset sets balances to zero but does not delete the history.
        </li>
        <li>
          When you ask us to delete your account, we delete or anonymise your data within one month, except limited
          records that we must keep for longer to handle an open complaint, to prevent abuse (such as a note that an
          account was closed for breaking the Terms) or to comply with the law, and only for as long as that reason
          applies.
        </li>
        <li>
          Technical logs are kept only for the short period needed for security and troubleshooting and are then
          deleted, unless they are needed to investigate a specific incident.
        </li>
        <li>
          Cookies last for the periods listed in the <Link to="/cookies">Cookie Policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>We do not sell or rent your personal data</strong>, and we do not share it with anyone for
          advertising. We only share it as follows:
        </p>
        <ul>
          <li>
            <strong>Service providers (processors)</strong> that host and run the Site for us, such as hosting, database
            and infrastructure providers. They act only on our instructions and under contracts that protect your data.
          </li>
          <li>
            <strong>Twitch</strong>, which handles the sign-in. When you sign in, you do so on Twitch, and Twitch
            processes your data under its own privacy notice.
          </li>
          <li>
            <strong>Embedded players.</strong> When a stream from Twitch, Kick or YouTube is shown on the Site, your
            browser connects to that provider, which receives technical data such as your IP address under its own
            privacy policy.
          </li>
          <li>
            <strong>Sponsors</strong>, only when needed to verify a leaderboard result or to pay a leaderboard prize you
            have won.
          </li>
          <li>
            <strong>Other users</strong>: your display name and avatar may be visible to other users where the Site
            shows them, and a bonus-hunt list you choose to share can be viewed by anyone who has its link. Admins can
            see account details such as your Twitch ID and points, to run the shop and enforce the Terms.
          </li>
          <li>
            <strong>Authorities</strong>, when we are legally required to, or when it is necessary to establish,
            exercise or defend legal claims.
          </li>
        </ul>
        <p>
          Partner casinos that you visit through an offer on the Site are independent: anything you give them is
          governed by their own privacy policies, not this one.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    content: (
      <p>
        Some of our providers, and Twitch, may process data outside the European Economic Area. Where that happens, the
        transfer is protected by an adequacy decision of the European Commission or by appropriate safeguards such as
        the Commission&apos;s Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> your personal data and get a copy of it;
          </li>
          <li>
            <strong>rectification</strong> of data that is inaccurate or incomplete (your Twitch profile details are
            updated from Twitch each time you sign in);
          </li>
          <li>
            <strong>erasure</strong> of your data (&quot;right to be forgotten&quot;), including deleting your account;
          </li>
          <li>
            <strong>restriction</strong> of processing in certain cases;
          </li>
          <li>
            <strong>data portability</strong>: receiving the data you gave us in a structured, commonly used,
            machine-readable format;
          </li>
          <li>
            <strong>object</strong> to processing based on our legitimate interests;
          </li>
          <li>
            <strong>lodge a complaint</strong> with a supervisory authority, in particular in the EU country where you
            live or work or where an infringement took place. In Portugal this is the Comissão Nacional de Proteção de
            Dados (CNPD).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'making-a-request',
    title: 'How to make a request',
    content: (
      <p>
        Send your request through the <SupportLink /> on the Site. To protect your account, we may ask you to confirm
        that you control the Twitch account concerned. Requests are free of charge and are handled within one month of
        receipt. If a request is particularly complex, or you send many requests, the law allows us to extend this by up
        to two further months; in that case we will tell you within the first month and explain why.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        We protect your data with appropriate technical and organisational measures. The Site is served over an
        encrypted connection, your session is kept in a cookie that scripts on the page cannot read, we never handle
        passwords, session cookies are left out of our logs and access to account data is limited to the admins who need
        it. No system is perfectly secure, so if you find a security problem, please report it through support.
      </p>
    ),
  },
  {
    id: 'minors',
    title: 'Minors',
    content: (
      <p>
        The Site is only for adults aged 18 or over, and minors are not allowed to use it. We do not knowingly collect
        personal data from anyone under 18. If we learn that an account belongs to a minor, we will close it and delete
        its data. If you believe a minor is using the Site, please let us know through support.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this Privacy Policy from time to time, for example when we add features or providers. The
        effective date at the top of this page shows when it last changed, and important changes will be announced on
        the Site.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For any question about this policy or your personal data, contact us through the <SupportLink /> on the Site.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate="July 1, 2024"
      effectiveDateIso="2024-07-01"
      intro={
        <p>
          This Privacy Policy explains what personal data the Site collects when you visit it and sign in, why we use
          it, how long we keep it, who we share it with and what rights you have. It should be read together with our{' '}
          <Link to="/terms">Terms and Conditions</Link> and <Link to="/cookies">Cookie Policy</Link>.
        </p>
      }
      sections={sections}
    />
  );
}
