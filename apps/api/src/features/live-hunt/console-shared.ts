import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import type { Fields } from '../audit/summary';
import type { SlotsService } from '../slots/service';
import * as repo from './repository';
import type { Affiliates } from './settlement';
import type { HuntChange } from './service';
import type { LiveHunt } from './types';

/** What the console's use cases are given (service.ts composes them). */
export type ConsoleDeps = {
  db: Db;
  change: HuntChange;
  slots?: Pick<SlotsService, 'countPick'> | undefined;
  /** Who is a verified affiliate, asked at settlement for the places' affiliate prizes (ADR 059). */
  affiliates: Affiliates;
};

/** The hunt after opening or closing GTB or AVG, and whether anything changed. */
export type StatusChange = { hunt: LiveHunt; changed: boolean };

const noLiveHunt = () => new AppError('NO_LIVE_HUNT', 'There is no live hunt.');

/** One audit row of a console action, target the hunt (`live_hunt.<action>`), in the action's transaction. */
export const audit = (
  tx: Executor,
  actor: AuditActor,
  action: string,
  hunt: Pick<repo.HuntRow, 'id' | 'index'>,
  before: Fields | null,
  after: Fields | null,
  /** Which part of the hunt (the bonus an edit changed: its slot and id), beside the hunt's name. */
  part?: string,
) =>
  auditService.record(tx, actor, {
    action: `live_hunt.${action}`,
    targetType: 'live_hunt',
    targetId: hunt.id,
    // The hunt's name, written the same in every language; the part is data.
    targetLabel: `Bonus Hunt #${hunt.index}${part ? ` · ${part}` : ''}`,
    summary: { before, after },
  });

/** The live hunt under `for update`; 404 NO_LIVE_HUNT when none runs. */
export async function liveFor(tx: Executor): Promise<repo.HuntRow> {
  const hunt = await repo.lockLive(tx, 'update');
  if (!hunt) throw noLiveHunt();
  return hunt;
}
