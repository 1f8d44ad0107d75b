import type { LiveHunt, LiveHuntView } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveHuntQueryKey, pastHuntsQueryKey } from './keys';

/** Every console action answers the updated hunt; the cached views take it at once. */
export function useConsoleAction<TInput>(call: (input: TInput) => Promise<LiveHunt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (hunt) => {
      queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) =>
        old ? { ...old, hunt } : { hunt, me: null, eventId: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: pastHuntsQueryKey });
    },
  });
}
