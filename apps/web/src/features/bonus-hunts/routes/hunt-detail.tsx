import { Link, useLocation, useParams } from 'react-router';
import { useHunt } from '../api/get-hunt';
import { HuntView } from '../components/hunt-view';

/** /bonus-hunt/{id} (editable by its owner) and /bonus-hunt/{id}/shared (read-only for anyone). */
export default function HuntDetailPage() {
  const { id = '' } = useParams();
  const shared = useLocation().pathname.endsWith('/shared');
  const hunt = useHunt(id, shared);

  if (hunt.isPending) return <p className="p-6 text-muted">Carregando...</p>;
  if (hunt.isError)
    return (
      <div className="p-6">
        <p role="alert">BonusHunt não encontrado.</p>
        <Link to="/bonus-hunt" className="mt-3 inline-block text-sm underline">
          Back to the bonus hunts
        </Link>
      </div>
    );
  return <HuntView hunt={hunt.data} editable={hunt.data.editable && !shared} />;
}
