/**
 * @app/chat — the pure rules of chat commands on Kick and Twitch (`!points`, `!gtb 1234.50`,
 * `!avg C 200`, `!join`, `!sr Gates of Olympus`, `!hunt`, `!offers`, `!wager`, `!pick a 100`; moderators `!gtb open|close`,
 * `!sr open|close`). No I/O, no clock, no randomness: the API resolves the chatter's account, calls
 * the same service as the site's button and queues the reply; this package only decides.
 *
 * A message flows: normalizeChatText -> parseCommand -> resolveCommand (admin configuration) ->
 * isModerator / cooldownDecision -> parse*Args -> (the service) -> renderReply / coalesceReplies ->
 * sanitizeForTwitch (Twitch only: no links, no casino or referral words) -> nextSendAt (rate limit).
 * A Twitch reply is a SafeReply: a template filled with safe values only (reply-values.ts, ADR 054),
 * never text a chatter typed; the word guard is the last line, not the rule.
 *
 * - normalize.ts: one form of chat text (NFKC, no invisible characters, no Kick emotes, 500 max).
 * - parse.ts, commands.ts, args.ts: commands, their configuration and their arguments.
 * - cooldown.ts: badges and cooldowns.  templates.ts: replies in en, pt-PT and pt-BR, counts by plural category.
 * - reply-values.ts: where a reply's values come from (chatter name, number, catalogue, fixed, typed).
 * - announcements.ts: the chat announcements' lines (winner lists cut to the message length).
 * - wager.ts: the `!wager` reply (this month's verified wager and the next milestone).
 * - twitch-safety.ts: the Twitch guard.  coalesce.ts, rate.ts: fewer lines, sent within the limit.
 */
export * from './announcements';
export * from './args';
export * from './coalesce';
export * from './commands';
export * from './cooldown';
export * from './normalize';
export * from './parse';
export * from './rate';
export * from './reply-values';
export * from './templates';
export * from './twitch-safety';
export * from './wager';
