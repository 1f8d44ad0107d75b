import { CASINO_ACCOUNT_STATES, type AdminCasinoAccount, type CasinoAccountState } from '@app/contracts';
import { useId, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { t } from '@/i18n';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminCasinoAccounts } from '../api/get-admin-casino-accounts';
import { useMyCasinoAccounts } from '../api/get-my-casino-accounts';
import { ExpirySetting } from '../components/expiry-setting';
import { NoteDecisionDialog } from '../components/note-decision-dialog';
import { ReassignDialog } from '../components/reassign-dialog';
import { StateBadge } from '../components/state-badge';

const PAGE_SIZE = 20;
const select = 'h-10 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent max-sm:w-full';

/** The decisions an admin can take on a claim in its state. */
function Actions({ account }: { account: AdminCasinoAccount }) {
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {account.state !== 'verified' ? <NoteDecisionDialog account={account} kind="verify" /> : null}
      {account.state !== 'revoked' ? <NoteDecisionDialog account={account} kind="revoke" /> : null}
      <ReassignDialog account={account} />
    </div>
  );
}

/** Below 768 px a row is a card: viewer and time, casino and name with the state, then the actions. */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
].join(' ');

/** /admin/casino-accounts: the viewers' claims with filters, decisions by hand and the claim window. */
export default function AdminCasinoAccountsPage() {
  const [sponsor, setSponsor] = useState('');
  const [state, setState] = useState<CasinoAccountState | ''>('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim(), 300);
  const claims = useAdminCasinoAccounts({ sponsor, state, q, page, pageSize: PAGE_SIZE });
  // The sponsor list comes with the admin's own claims view (every sponsor, in the admin's order).
  const sponsors = useMyCasinoAccounts().data?.sponsors ?? [];
  const sponsorId = useId();
  const stateId = useId();
  const now = Date.now();
  const pageCount = Math.max(1, Math.ceil((claims.data?.total ?? 0) / PAGE_SIZE));
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <section>
      <PageTitle subtitle={t('casino-accounts.desk.subtitle')}>{t('casino-accounts.desk.title')}</PageTitle>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <label htmlFor={sponsorId} className="sr-only">
          {t('casino-accounts.desk.casino')}
        </label>
        <select id={sponsorId} className={select} value={sponsor} onChange={(e) => filter(setSponsor)(e.target.value)}>
          <option value="">{t('casino-accounts.desk.allSponsors')}</option>
          {sponsors.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
        <label htmlFor={stateId} className="sr-only">
          {t('casino-accounts.desk.state')}
        </label>
        <select
          id={stateId}
          className={select}
          value={state}
          onChange={(e) => filter(setState)(e.target.value as CasinoAccountState | '')}
        >
          <option value="">{t('casino-accounts.desk.allStates')}</option>
          {CASINO_ACCOUNT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`casino-accounts.state.${s}`)}
            </option>
          ))}
        </select>
        <SearchBox
          value={query}
          onChange={filter(setQuery)}
          placeholder={t('casino-accounts.desk.search')}
          label={t('casino-accounts.desk.search')}
        />
      </div>
      <DataTable
        columns={[
          {
            id: 'viewer',
            header: t('casino-accounts.desk.viewer'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'font-medium max-md:col-start-1 max-md:row-start-1 max-md:break-words max-md:p-0',
            cell: (a) => a.user.username,
          },
          {
            id: 'casino',
            header: t('casino-accounts.desk.username'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-2 max-md:p-0',
            cell: (a) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-muted">{a.sponsor.name}</span>
                <span className="break-all font-semibold">{a.username}</span>
              </span>
            ),
          },
          {
            id: 'state',
            header: t('casino-accounts.desk.state'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-3 max-md:p-0',
            cell: (a) => (
              <span className="grid gap-0.5">
                <span>
                  <StateBadge state={a.state} />
                  {a.decidedBy ? (
                    <span className="ml-2 text-xs text-muted">
                      {t('casino-accounts.desk.decidedBy', { admin: a.decidedBy })}
                    </span>
                  ) : null}
                </span>
                {a.note ? <span className="break-words text-xs text-muted">{a.note}</span> : null}
              </span>
            ),
          },
          {
            id: 'claimed',
            header: t('casino-accounts.desk.claimed'),
            headerClassName: 'max-md:sr-only',
            cellClassName:
              'text-muted max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right max-md:text-xs',
            cell: (a) => (
              <time dateTime={a.claimedAt} title={formatDateTime(a.claimedAt)}>
                {timeAgo(a.claimedAt, now)}
              </time>
            ),
          },
          {
            id: 'actions',
            header: t('casino-accounts.desk.actions'),
            align: 'right',
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-4 max-md:p-0 max-md:pt-2',
            cell: (a) => <Actions account={a} />,
          },
        ]}
        rows={claims.data?.items ?? []}
        rowKey={(a) => a.id}
        loading={claims.isPending}
        error={claims.isError ? t('casino-accounts.desk.loadFailed', { error: errorMessage(claims.error) }) : undefined}
        empty={t('casino-accounts.desk.empty')}
        tableClassName="max-md:block md:min-w-[44rem]"
        headClassName="max-md:hidden"
        bodyClassName="max-md:block"
        rowClassName={ROW_AS_CARD}
        messageClassName="max-md:block"
      />
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
      <ExpirySetting />
    </section>
  );
}
