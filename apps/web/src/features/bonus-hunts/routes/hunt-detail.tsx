import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useHunt } from '../api/get-hunt';
import { HuntView } from '../components/hunt-view';

/** /bonus-hunt/{id} (editable by its owner) and /bonus-hunt/{id}/shared (read-only for anyone). */
export default function HuntDetailPage() {
  const { id = '' } = useParams();
  const shared = useLocation().pathname.endsWith('/shared');
  const hunt = useHunt(id, shared);

  return (
    <>
      <QueryState
        query={hunt}
        loading={<p className="p-6 text-muted">{t('bonus-hunts.detail.loading')}</p>}
        error={() => t('bonus-hunts.detail.notFound')}
        className="px-6 pt-6"
      >
        {(data) => <HuntView hunt={data} editable={data.editable && !shared} />}
      </QueryState>
      {hunt.isError ? (
        <Link to="/bonus-hunt" className="mx-6 mt-3 inline-block text-sm underline">
          {t('bonus-hunts.backToList')}
        </Link>
      ) : null}
    </>
  );
}
