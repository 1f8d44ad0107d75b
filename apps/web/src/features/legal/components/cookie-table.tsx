import { DataTable, type Column } from '@/components/ui/data-table';
import { t, type MessageId } from '@/i18n';
import { CookieName } from './cookie-name';

type CookieRow = { name: string; purpose: MessageId; duration: MessageId; category: MessageId };

/** The cookies the Site itself sets (see apps/api session/auth and the age gate). */
const siteCookies: CookieRow[] = [
  {
    name: 'accessToken',
    purpose: 'legal.cookieTable.accessToken',
    duration: 'legal.cookieTable.untilLogout',
    category: 'legal.cookieTable.necessary',
  },
  {
    name: 'signedIn',
    purpose: 'legal.cookieTable.signedIn',
    duration: 'legal.cookieTable.untilLogout',
    category: 'legal.cookieTable.necessary',
  },
  {
    name: 'age',
    purpose: 'legal.cookieTable.age',
    duration: 'legal.cookieTable.hours24',
    category: 'legal.cookieTable.necessary',
  },
  {
    name: 'oauthState',
    purpose: 'legal.cookieTable.oauthState',
    duration: 'legal.cookieTable.minutes10',
    category: 'legal.cookieTable.necessary',
  },
];

const cookieColumns = (): Column<CookieRow>[] => [
  {
    id: 'name',
    header: t('legal.cookieTable.name'),
    rowHeader: true,
    cellClassName: 'font-normal',
    cell: (cookie) => <CookieName>{cookie.name}</CookieName>,
  },
  {
    id: 'purpose',
    header: t('legal.cookieTable.purpose'),
    cellClassName: 'leading-6 text-fg/80',
    cell: (c) => t(c.purpose),
  },
  {
    id: 'duration',
    header: t('legal.cookieTable.duration'),
    cellClassName: 'whitespace-nowrap text-fg/80',
    cell: (c) => t(c.duration),
  },
  {
    id: 'category',
    header: t('legal.cookieTable.category'),
    cellClassName: 'whitespace-nowrap text-fg/80',
    cell: (c) => t(c.category),
  },
];

export function CookieTable() {
  return (
    <DataTable
      columns={cookieColumns()}
      rows={siteCookies}
      rowKey={(cookie) => cookie.name}
      empty={null}
      headClassName="bg-surface-2"
      rowClassName="border-t border-border align-top"
      tableClassName="min-w-[36rem] border-collapse text-left"
      wrapperClassName="my-4"
      wrapperProps={{ role: 'region', 'aria-label': t('legal.cookieTable.label'), tabIndex: 0 }}
    />
  );
}
