import type { MinesResponse } from '@app/contracts';
import { api } from '@/lib/api-client';

/** PUT /mines: reveals a tile. `tile` is 0-based here; the API takes a 1-based position (docs/product.md#mines). */
export const revealTile = (tile: number) =>
  api<MinesResponse>('/mines', { method: 'PUT', body: { position: tile + 1 } });
