import type { BonusHunt } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';

/** The list of the user's hunts; every hunt mutation marks it stale. */
export const huntsKey = ['bonus-hunts'] as const;
/** One hunt, as its owner sees it ('own') or as its shared read-only link shows it ('shared'). */
export const huntKey = (id: string, shared: boolean) => ['bonus-hunt', id, shared ? 'shared' : 'own'] as const;

/** Every hunt mutation answers with fresh data; the detail query is refreshed and the list marked stale. */
export async function refreshHunt(qc: QueryClient, id: string) {
  await qc.invalidateQueries({ queryKey: huntKey(id, false) });
  void qc.invalidateQueries({ queryKey: huntsKey });
}

/** A mutation that answers the whole hunt: the detail query takes it at once and the list is marked stale. */
export function setHunt(qc: QueryClient, id: string, hunt: BonusHunt) {
  qc.setQueryData(huntKey(id, false), hunt);
  void qc.invalidateQueries({ queryKey: huntsKey });
}
