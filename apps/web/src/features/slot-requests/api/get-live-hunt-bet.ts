import type { LiveHuntView } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { getLiveHunt, liveHuntQueryKey } from '@/lib/live-hunt';

export type LiveHuntBet = { live: boolean; lastBet: number | null };

const pick = ({ hunt }: LiveHuntView): LiveHuntBet =>
  hunt && hunt.status === 'live'
    ? { live: true, lastBet: hunt.bonus.at(-1)?.bet ?? null }
    : { live: false, lastBet: null };

/**
 * GET /live-hunt (lib/live-hunt), read for the panel's Add to hunt: whether a hunt is live and the bet
 * of its last bonus (cents), the bet a request's bonus starts with. On /admin/hunt the console's own
 * read and event stream keep this query current; the panel only follows it.
 */
export const useLiveHuntBet = () => useQuery({ queryKey: liveHuntQueryKey, queryFn: getLiveHunt, select: pick });
