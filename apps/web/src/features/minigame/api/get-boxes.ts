import type { MinigameBox } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boxesKey } from './keys';

/** GET /minigame/boxes. */
export const getBoxes = () => api<MinigameBox[]>('/minigame/boxes');

export const boxesQueryOptions = () => queryOptions({ queryKey: boxesKey, queryFn: getBoxes });

export const useBoxes = () => useQuery(boxesQueryOptions());
