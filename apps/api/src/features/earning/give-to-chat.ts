import type { ChatGift, ChatGiftResult } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import type { PresenceReader } from './presence';
import * as repo from './repository';
import type { EarningContext } from './service';

const result = (row: repo.ChatGiftRow, repeated: boolean): ChatGiftResult => ({
  id: row.id,
  points: row.points,
  credited: row.credited,
  twitch: row.twitch,
  kick: row.kick,
  repeated,
});

/**
 * An admin's "give points to everyone in chat now": every linked account present in chat on a
 * connected, live platform (the watch-time tick's presence rules) gets `points` once, with the
 * admin's reason, in one transaction with the gift's row and its audit row. The gift's id comes from
 * the admin's page: the same id again (a double click, a retry, another instance at the same moment)
 * credits nothing more and answers the first gift's figures. No platform live: 409 CHAT_GIFT_OFFLINE;
 * none connected: 409 EARNING_NOT_CONNECTED; a platform that cannot be read: 503, nothing given.
 */
export async function giveToChat(
  deps: EarningContext,
  presence: PresenceReader,
  gift: ChatGift,
  actor: AuditActor,
): Promise<ChatGiftResult> {
  const earlier = await repo.findChatGift(deps.db, gift.id);
  if (earlier) return result(earlier, true);
  const sources = await presence.sources();
  if (!sources.connected) throw new AppError('EARNING_NOT_CONNECTED', 'Connect a Twitch or Kick account first.');
  if (!sources.twitch && !sources.kick)
    throw new AppError('CHAT_GIFT_OFFLINE', 'The channel is not live on a connected platform; nobody is counted.');
  const settings = await repo.getSettings(deps.db);
  const reading = await presence.read(settings, sources);
  if (reading.errors.length)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Chat presence could not be read: ${reading.errors.map((e) => [e.platform, e.code].filter(Boolean).join(' ')).join('; ')}`,
    );
  const members = [...reading.present.keys()];
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertChatGift(tx, {
      id: gift.id,
      points: gift.points,
      reason: gift.reason,
      adminId: actor.userId,
      twitch: reading.perPlatform.twitch,
      kick: reading.perPlatform.kick,
    });
    if (!row) {
      // Another instance gave this gift while this one read the chat: its figures, nothing more.
      const first = await repo.findChatGift(tx, gift.id);
      return result(first!, true);
    }
    const credited = await pointsService.creditMany(
      tx,
      members.map((userId) => ({ userId, amount: gift.points })),
      { reason: 'chat_gift', refType: 'chat_gift', refId: gift.id, params: { reason: gift.reason } },
    );
    const done = await repo.setChatGiftCredited(tx, gift.id, credited.length);
    await auditService.record(tx, actor, {
      action: 'earning.chat_gift',
      targetType: 'chat_gift',
      targetId: gift.id,
      targetLabel: null,
      summary: {
        before: null,
        after: {
          points: gift.points,
          reason: gift.reason,
          credited: credited.length,
          twitch: reading.perPlatform.twitch,
          kick: reading.perPlatform.kick,
        },
      },
    });
    return result(done, false);
  });
}
