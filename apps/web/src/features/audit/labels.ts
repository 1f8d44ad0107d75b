import type { AuditEntry } from '@app/contracts';
import { t, type MessageId } from '@/i18n';

/*
 * The audit log's action codes (stable dotted codes the API writes: the filter, the CSV and the API
 * speak them as they are) and the words a person reads beside them, in the screen's language. A code
 * not listed here (a newer server) shows its code alone.
 */
const ACTION: Record<string, MessageId> = {
  'casino_account.reassign': 'audit.action.casinoAccountReassign',
  'casino_account.revoke': 'audit.action.casinoAccountRevoke',
  'casino_account.settings': 'audit.action.casinoAccountSettings',
  'casino_account.verify': 'audit.action.casinoAccountVerify',
  'wager_milestone.approve': 'audit.action.wagerMilestoneApprove',
  'wager_milestone.grant': 'audit.action.wagerMilestoneGrant',
  'wager_milestone.reject': 'audit.action.wagerMilestoneReject',
  'wager_milestone.update': 'audit.action.wagerMilestoneUpdate',
  'channel_reward.create': 'audit.action.channelRewardCreate',
  'channel_reward.delete': 'audit.action.channelRewardDelete',
  'channel_reward.update': 'audit.action.channelRewardUpdate',
  'chat_announcements.update': 'audit.action.chatAnnouncementsUpdate',
  'chat_commands.update': 'audit.action.chatCommandsUpdate',
  'chat_custom_command.create': 'audit.action.chatCustomCommandCreate',
  'chat_custom_command.delete': 'audit.action.chatCustomCommandDelete',
  'chat_custom_command.update': 'audit.action.chatCustomCommandUpdate',
  'chat_timer.create': 'audit.action.chatTimerCreate',
  'chat_timer.delete': 'audit.action.chatTimerDelete',
  'chat_timer.update': 'audit.action.chatTimerUpdate',
  'earning.chat_gift': 'audit.action.earningChatGift',
  'support_rewards.update': 'audit.action.supportRewardsUpdate',
  'support_rewards.credit': 'audit.action.supportRewardsCredit',
  'support_rewards.tickets': 'audit.action.supportRewardsTickets',
  'earning.connect': 'audit.action.earningConnect',
  'earning.disconnect': 'audit.action.earningDisconnect',
  'earning.ignored': 'audit.action.earningIgnored',
  'earning.settings': 'audit.action.earningSettings',
  'earning.tick': 'audit.action.earningTick',
  'giveaway.cancel': 'audit.action.giveawayCancel',
  'giveaway.create': 'audit.action.giveawayCreate',
  'giveaway.draw': 'audit.action.giveawayDraw',
  'giveaway.finalize': 'audit.action.giveawayFinalize',
  'giveaway.reroll': 'audit.action.giveawayReroll',
  'giveaway.draw_without_beacon': 'audit.action.giveawayDrawWithoutBeacon',
  'giveaway.update': 'audit.action.giveawayUpdate',
  'kick.connect': 'audit.action.kickConnect',
  'kick.disconnect': 'audit.action.kickDisconnect',
  'live_hunt.avg.close': 'audit.action.liveHuntAvgClose',
  'live_hunt.avg.open': 'audit.action.liveHuntAvgOpen',
  'live_hunt.bonus.add': 'audit.action.liveHuntBonusAdd',
  'live_hunt.bonus.remove': 'audit.action.liveHuntBonusRemove',
  'live_hunt.bonus.reorder': 'audit.action.liveHuntBonusReorder',
  'live_hunt.bonus.update': 'audit.action.liveHuntBonusUpdate',
  'live_hunt.cancel': 'audit.action.liveHuntCancel',
  'live_hunt.create': 'audit.action.liveHuntCreate',
  'live_hunt.finish': 'audit.action.liveHuntFinish',
  'live_hunt.gtb.close': 'audit.action.liveHuntGtbClose',
  'live_hunt.gtb.open': 'audit.action.liveHuntGtbOpen',
  'live_hunt.gtb.prizes': 'audit.action.liveHuntGtbPrizes',
  'minigame.box.create': 'audit.action.minigameBoxCreate',
  'minigame.box.delete': 'audit.action.minigameBoxDelete',
  'minigame.box.update': 'audit.action.minigameBoxUpdate',
  'offer.create': 'audit.action.offerCreate',
  'offer.delete': 'audit.action.offerDelete',
  'offer.reorder': 'audit.action.offerReorder',
  'offer.update': 'audit.action.offerUpdate',
  'overlay.key.reveal': 'audit.action.overlayKeyReveal',
  'overlay.key.rotate': 'audit.action.overlayKeyRotate',
  'overlay.settings': 'audit.action.overlaySettings',
  'points.adjust': 'audit.action.pointsAdjust',
  'points.set': 'audit.action.pointsSet',
  'prize.handout': 'audit.action.prizeHandout',
  'prize.handout.undo': 'audit.action.prizeHandoutUndo',
  'responsible_play.cool_off': 'audit.action.responsiblePlayCoolOff',
  'responsible_play.limits': 'audit.action.responsiblePlayLimits',
  'responsible_play.reality_check': 'audit.action.responsiblePlayRealityCheck',
  'responsible_play.self_exclusion': 'audit.action.responsiblePlaySelfExclusion',
  'redemption.approve': 'audit.action.redemptionApprove',
  'redemption.deny': 'audit.action.redemptionDeny',
  'redemption.notify.clear': 'audit.action.redemptionNotifyClear',
  'redemption.notify.set': 'audit.action.redemptionNotifySet',
  'season.reset': 'audit.action.seasonReset',
  'shop.item.archive': 'audit.action.shopItemArchive',
  'shop.item.create': 'audit.action.shopItemCreate',
  'shop.item.update': 'audit.action.shopItemUpdate',
  'site.settings': 'audit.action.siteSettings',
  'slot.create': 'audit.action.slotCreate',
  'slot.import': 'audit.action.slotImport',
  'slot.update': 'audit.action.slotUpdate',
  'slot_request.add_to_hunt': 'audit.action.slotRequestAddToHunt',
  'slot_request.played': 'audit.action.slotRequestPlayed',
  'slot_request.reject': 'audit.action.slotRequestReject',
  'slot_request.settings': 'audit.action.slotRequestSettings',
  'sponsor.create': 'audit.action.sponsorCreate',
  'sponsor.import': 'audit.action.sponsorImport',
  'sponsor.refreeze': 'audit.action.sponsorRefreeze',
  'sponsor.update': 'audit.action.sponsorUpdate',
  'stream.goLive': 'audit.action.streamGoLive',
  'stream.platforms': 'audit.action.streamPlatforms',
  'stream.schedule': 'audit.action.streamSchedule',
  'stream.sources': 'audit.action.streamSources',
  'user.merge': 'audit.action.userMerge',
  'user.role': 'audit.action.userRole',
};

/** 'Points set' for 'points.set'; null for a code the page does not know. */
export const actionLabel = (action: string): string | null =>
  Object.hasOwn(ACTION, action) ? t(ACTION[action]!) : null;

/** The actor roles the API writes (auditActorRoleSchema), as a person reads them. */
const ROLE: Record<string, MessageId> = {
  Admin: 'audit.role.admin',
  Moderator: 'audit.role.moderator',
  User: 'audit.role.user',
  cli: 'audit.role.cli',
  system: 'audit.role.system',
};

/** The actor's role in the screen's language; an unknown one as the API wrote it. */
export const roleLabel = (role: string): string => (Object.hasOwn(ROLE, role) ? t(ROLE[role]!) : role);

/*
 * Targets with a fixed name (a setting, the season, the offer order): the page names them from their
 * type and id in the screen's language, whatever label the row holds (rows written before the API
 * stopped writing one hold an English name, such as "Site settings").
 */
const SETTING: Record<string, MessageId> = {
  casino_accounts: 'audit.target.setting.casinoAccounts',
  wager_milestones: 'audit.target.setting.wagerMilestones',
  chat_announcements: 'audit.target.setting.chatAnnouncements',
  chat_commands: 'audit.target.setting.chatCommands',
  earning: 'audit.target.setting.earning',
  earning_ignored: 'audit.target.setting.earningIgnored',
  live_stream_sources: 'audit.target.setting.liveStreamSources',
  overlay_key: 'audit.target.setting.overlayKey',
  overlay_settings: 'audit.target.setting.overlaySettings',
  redemption_notify: 'audit.target.setting.redemptionNotify',
  site: 'audit.target.setting.site',
  slot_requests: 'audit.target.setting.slotRequests',
  stream_go_live: 'audit.target.setting.streamGoLive',
  stream_platforms: 'audit.target.setting.streamPlatforms',
  stream_schedule: 'audit.target.setting.streamSchedule',
  support_rewards: 'audit.target.setting.supportRewards',
};
/** Types that are one thing whatever the row: a tick run by hand, a season reset. */
const WHOLE_TYPE: Record<string, MessageId> = {
  channel_reward: 'audit.target.channelReward',
  chat_gift: 'audit.target.chatGift',
  earning_tick: 'audit.target.earningTick',
  season: 'audit.target.season',
  wager_milestones: 'audit.target.wagerMilestones',
};
/** Types whose row without an id stands for all of them: the offers' order, the slot catalogue's CSV import. */
const ALL_OF_TYPE: Record<string, MessageId> = {
  offer: 'audit.target.offerOrder',
  slot: 'audit.target.slotCatalogue',
};

function fixedTarget(targetType: string, targetId: string | null): MessageId | undefined {
  if (targetType === 'setting')
    return targetId !== null && Object.hasOwn(SETTING, targetId) ? SETTING[targetId] : undefined;
  if (Object.hasOwn(WHOLE_TYPE, targetType)) return WHOLE_TYPE[targetType];
  if (targetId === null && Object.hasOwn(ALL_OF_TYPE, targetType)) return ALL_OF_TYPE[targetType];
  return undefined;
}

type Target = Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>;

/**
 * What a row acted on, as the page names it: a fixed target in the screen's language; otherwise the
 * label the API stored (data: a user's name, an item's, a giveaway's title, shown as written); else the id.
 */
export function targetName(e: Target): string {
  const fixed = fixedTarget(e.targetType, e.targetId);
  return fixed ? t(fixed) : (e.targetLabel ?? e.targetId ?? '—');
}

/**
 * A prize's place in the screen's language, read from its stable id (`gtb:<hunt id>:<place>`,
 * `leaderboard:<sponsor>:<month>:<place>`), shown under the label (which names the hunt or the month
 * and the winner); null for any other target.
 */
export function targetPlace(e: Target): string | null {
  if (e.targetType !== 'prize') return null;
  const parts = (e.targetId ?? '').split(':');
  const place = Number(parts.at(-1));
  if (!Number.isInteger(place) || place < 1) return null;
  if (parts[0] === 'gtb' && parts.length === 3) return t('audit.target.prizeGtb', { place });
  if (parts[0] === 'leaderboard' && parts.length === 4) return t('audit.target.prizeLeaderboard', { place });
  return null;
}
