import { numberValue } from '@app/chat';
import { pointsService } from '../../points/service';
import type { CommandHandler } from './context';

export const points: CommandHandler = async ({ deps, account, ok, notLinked }) => {
  const id = await account();
  if (!id) return notLinked();
  return ok('points_balance', { points: numberValue(await pointsService.balance(deps.db, id)) });
};
