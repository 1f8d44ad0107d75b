import { DataTable, type Column } from '@/components/ui/data-table';
import { CookieName } from './cookie-name';

type CookieRow = { name: string; purpose: string; duration: string; category: string };

/** The cookies the Site itself sets (see apps/api session/auth and the age gate). */
const siteCookies: CookieRow[] = [
  {
    name: 'accessToken',
    purpose:
      'Keeps you signed in after you log in with Twitch. It is an httpOnly session cookie, so scripts on the page cannot read it.',
    duration: '30 days, or until you log out',
    category: 'Strictly necessary',
  },
  {
    name: 'signedIn',
    purpose:
      'Set and removed together with accessToken. It holds no secret (its value is 1); it only tells the page that there is a session to load.',
    duration: '30 days, or until you log out',
    category: 'Strictly necessary',
  },
  {
    name: 'age',
    purpose: 'Records your answer to the 18+ age check, so the age gate is not shown on every page.',
    duration: '24 hours',
    category: 'Strictly necessary',
  },
  {
    name: 'oauthState',
    purpose:
      'Set only while you sign in with Twitch. It ties the sign-in to your browser and protects against forged sign-in requests.',
    duration: '10 minutes',
    category: 'Strictly necessary',
  },
];

const cookieColumns: Column<CookieRow>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    cellClassName: 'font-normal',
    cell: (cookie) => <CookieName>{cookie.name}</CookieName>,
  },
  { id: 'purpose', header: 'Purpose', cellClassName: 'leading-6 text-fg/80', cell: (c) => c.purpose },
  { id: 'duration', header: 'Duration', cellClassName: 'whitespace-nowrap text-fg/80', cell: (c) => c.duration },
  { id: 'category', header: 'Category', cellClassName: 'whitespace-nowrap text-fg/80', cell: (c) => c.category },
];

export function CookieTable() {
  return (
    <DataTable
      columns={cookieColumns}
      rows={siteCookies}
      rowKey={(cookie) => cookie.name}
      empty={null}
      headClassName="bg-surface-2"
      rowClassName="border-t border-border align-top"
      tableClassName="min-w-[36rem] border-collapse text-left"
      wrapperClassName="my-4"
      wrapperProps={{ role: 'region', 'aria-label': 'Cookies set by the Site', tabIndex: 0 }}
    />
  );
}
