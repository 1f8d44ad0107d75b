import {
  dollarsText,
  fixedValue,
  localizedValue,
  numericTextValue,
  type ChatOutcomeKind,
  type ChatReplyKind,
  type SafeReplyVars,
  type SafeValue,
} from '@app/chat';
import { formatterFor, LOCALES, type Locale } from '@app/contracts';
import { AffiliateRequiredError, AppError, GtbOutOfRangeError, ResponsiblePlayError } from '../../../lib/app-error';
import { chatModeratorActor } from '../../audit/actor';
import type { ChatMessageIn, ChatCommandsDeps, Draft, Run, ReplyContext } from '../types';

/** The reply kind of a refusal code from the live hunt service, where a template exists. */
export const REFUSALS: Record<string, ChatReplyKind> = {
  GTB_CLOSED: 'gtb_closed',
  GTB_ALREADY_PLACED: 'gtb_already_placed',
  GTB_OUT_OF_RANGE: 'gtb_out_of_range',
  GTB_CLOSED_FOR_GOOD: 'gtb_closed_for_good',
  AVG_CLOSED: 'avg_closed',
  AVG_ALREADY_PLACED: 'avg_already_placed',
  AVG_OUT_OF_RANGE: 'avg_out_of_range',
  INSUFFICIENT_POINTS: 'insufficient_points',
  NO_LIVE_HUNT: 'no_live_hunt',
  NOT_FOUND: 'no_live_hunt',
  SLOT_REQUESTS_CLOSED: 'sr_closed',
  SLOT_REQUEST_OPEN: 'sr_already_queued',
  GIVEAWAY_CLOSED: 'join_none',
  GIVEAWAY_MAX_TICKETS: 'join_already_entered',
  PREDICTIONS_CLOSED: 'pick_closed',
  PREDICTION_PLACED: 'pick_already_placed',
  TOURNAMENT_NOT_RUNNING: 'pick_closed',
};

/**
 * Why a bet was refused, short, for the counted reply lines ("3 refused: already guessed"), in each
 * language: a counted line is written in one language (the site default), whoever was refused.
 */
export const REASONS: Record<string, Record<Locale, string>> = {
  GTB_ALREADY_PLACED: { en: 'already guessed', 'pt-PT': 'já deu palpite', 'pt-BR': 'já palpitou' },
  GTB_CLOSED: { en: 'GTB closed', 'pt-PT': 'GTB fechado', 'pt-BR': 'GTB fechado' },
  GTB_OUT_OF_RANGE: { en: 'out of range', 'pt-PT': 'fora do intervalo', 'pt-BR': 'fora do intervalo' },
  AVG_ALREADY_PLACED: { en: 'already bet', 'pt-PT': 'já apostou', 'pt-BR': 'já apostou' },
  AVG_CLOSED: { en: 'AVG closed', 'pt-PT': 'AVG fechado', 'pt-BR': 'AVG fechado' },
  AVG_OUT_OF_RANGE: { en: 'out of range', 'pt-PT': 'fora do intervalo', 'pt-BR': 'fora do intervalo' },
  INSUFFICIENT_POINTS: { en: 'not enough points', 'pt-PT': 'pontos insuficientes', 'pt-BR': 'pontos insuficientes' },
  NO_LIVE_HUNT: { en: 'no live hunt', 'pt-PT': 'sem hunt ao vivo', 'pt-BR': 'sem hunt ao vivo' },
  SLOT_REQUESTS_CLOSED: { en: 'requests closed', 'pt-PT': 'pedidos fechados', 'pt-BR': 'pedidos fechados' },
  GIVEAWAY_CLOSED: { en: 'giveaway closed', 'pt-PT': 'sorteio fechado', 'pt-BR': 'sorteio fechado' },
  GIVEAWAY_MAX_TICKETS: { en: 'already in', 'pt-PT': 'já está no sorteio', 'pt-BR': 'já está no sorteio' },
  GIVEAWAY_NOT_ELIGIBLE: { en: 'not eligible', 'pt-PT': 'sem direito', 'pt-BR': 'sem direito' },
  WIN_LIMIT_REACHED: { en: 'won recently', 'pt-PT': 'ganhou há pouco', 'pt-BR': 'ganhou recentemente' },
  // Said on Twitch too: never a casino's name (ADR 054), never the word the Twitch guard drops.
  AFFILIATE_REQUIRED: {
    en: 'casino account not verified',
    'pt-PT': 'conta de casino por verificar',
    'pt-BR': 'conta de cassino não verificada',
  },
  GTB_AMOUNT_MISSING: { en: 'no amount', 'pt-PT': 'sem valor', 'pt-BR': 'sem valor' },
  GTB_AMOUNT_INVALID: { en: 'invalid amount', 'pt-PT': 'valor inválido', 'pt-BR': 'valor inválido' },
  AVG_GROUP_MISSING: { en: 'no group', 'pt-PT': 'sem grupo', 'pt-BR': 'sem grupo' },
  AVG_GROUP_INVALID: { en: 'invalid group', 'pt-PT': 'grupo inválido', 'pt-BR': 'grupo inválido' },
  AVG_BET_MISSING: { en: 'no points', 'pt-PT': 'sem pontos', 'pt-BR': 'sem pontos' },
  AVG_BET_INVALID: { en: 'invalid points', 'pt-PT': 'pontos inválidos', 'pt-BR': 'pontos inválidos' },
  RG_COOLING_OFF: { en: 'taking a break', 'pt-PT': 'em pausa', 'pt-BR': 'em pausa' },
  RG_SELF_EXCLUDED: { en: 'self-excluded', 'pt-PT': 'autoexcluído', 'pt-BR': 'autoexcluído' },
  RG_LIMIT_REACHED: { en: 'loss limit', 'pt-PT': 'limite de perdas', 'pt-BR': 'limite de perdas' },
  PREDICTIONS_CLOSED: { en: 'predictions closed', 'pt-PT': 'prognósticos fechados', 'pt-BR': 'palpites fechados' },
  PREDICTION_PLACED: { en: 'already predicted', 'pt-PT': 'já fez prognóstico', 'pt-BR': 'já deu palpite' },
  STAKE_TOO_HIGH: { en: 'too many points', 'pt-PT': 'pontos a mais', 'pt-BR': 'pontos demais' },
  PICK_SIDE_MISSING: { en: 'no side', 'pt-PT': 'sem lado', 'pt-BR': 'sem lado' },
  PICK_SIDE_INVALID: { en: 'invalid side', 'pt-PT': 'lado inválido', 'pt-BR': 'lado inválido' },
  PICK_POINTS_MISSING: { en: 'no points', 'pt-PT': 'sem pontos', 'pt-BR': 'sem pontos' },
  PICK_POINTS_INVALID: { en: 'invalid points', 'pt-PT': 'pontos inválidos', 'pt-BR': 'pontos inválidos' },
  SLOT_REQUEST_OPEN: {
    en: 'already in the queue',
    'pt-PT': 'já tem um pedido na fila',
    'pt-BR': 'já tem pedido na fila',
  },
};

/**
 * A stake refused by responsible play (ADR 067) in the chat's words: why, and until when on Lisbon's
 * clock in the reply's language, as the site says it.
 */
function responsiblePlayDraft(err: ResponsiblePlayError): { kind: ChatReplyKind; vars: SafeReplyVars } {
  if (err.until === 'forever') return { kind: 'rg_self_excluded_forever', vars: {} };
  const until = lisbonTime(err.until);
  const kind =
    err.code === 'RG_SELF_EXCLUDED'
      ? 'rg_self_excluded'
      : err.code === 'RG_COOLING_OFF'
        ? 'rg_cooling_off'
        : 'rg_limit_reached';
  return { kind, vars: { until } };
}

/** A time on Lisbon's clock in each reply language, as the site says it. */
function lisbonTime(at: Date): SafeValue {
  return localizedValue(
    Object.fromEntries(LOCALES.map((l) => [l, formatterFor(l).dateTimeLisbon(at)])) as Record<Locale, string>,
  );
}

/** What a command's handler is given: the message, its arguments, and the helpers that write its run. */
export type CommandContext = ReturnType<typeof commandContext>;

/** One chat command: its run for one message (the reply's draft, the outcome). */
export type CommandHandler = (c: CommandContext) => Promise<Run>;

/** The message's command context: the helpers every command writes its reply and outcome with. */
export function commandContext(
  deps: ChatCommandsDeps,
  site: string,
  args: string[],
  msg: ChatMessageIn,
  moderator: boolean,
  base: ReplyContext,
  /** The chatter's linked account (looked up once per message, and recorded on the run), or null. */
  account: () => Promise<string | null>,
) {
  const user = base.vars.user!;
  const draft = (kind: ChatReplyKind, extra: SafeReplyVars = {}, more: Partial<Draft> = {}): Draft => ({
    kind,
    vars: { ...base.vars, ...extra },
    ...more,
  });
  const ok = (kind: ChatReplyKind, extra?: SafeReplyVars, more?: Partial<Draft>): Run => ({
    outcome: 'ok',
    draft: draft(kind, extra, more),
  });
  const refuse = (code: string, kind: ChatReplyKind, extra?: SafeReplyVars, more?: Partial<Draft>): Run => ({
    outcome: 'refused',
    code,
    draft: draft(kind, extra, more),
  });
  const notLinked = (): Run => ({
    outcome: 'not_linked',
    draft: draft('not_linked', {}, { twitchKind: 'not_linked_twitch' }),
  });
  const reasonOf = (code: string | undefined): SafeValue | undefined => {
    const reason = code ? REASONS[code] : undefined;
    return reason ? localizedValue(reason) : undefined;
  };
  const counted = (kind: ChatOutcomeKind, r: Run, okay: boolean): Run => {
    const reason = okay ? undefined : reasonOf(r.code);
    return { ...r, chatOutcome: { kind, ok: okay, chatter: user, ...(reason ? { reason } : {}) } };
  };
  /**
   * A refusal of a service in the chat's words. Where no template exists the service's own sentence
   * is Kick's reply; Twitch gets the `refused` template (a service's sentence may quote input).
   */
  const refusal = async (err: unknown): Promise<Run> => {
    if (!(err instanceof AppError)) throw err;
    // Affiliates only (ADR 059): Kick names the sponsor (the admin's own row) and links the profile;
    // Twitch says how to verify in words, naming no casino.
    if (err instanceof AffiliateRequiredError)
      return refuse(
        err.code,
        err.sponsor ? 'join_affiliate_required_sponsor' : 'join_affiliate_required',
        {},
        {
          twitchKind: 'join_affiliate_required_twitch',
          ...(err.sponsor ? { kick: { vars: { sponsor: fixedValue(err.sponsor.name) } } } : {}),
        },
      );
    if (err instanceof ResponsiblePlayError) {
      const rg = responsiblePlayDraft(err);
      return refuse(err.code, rg.kind, rg.vars);
    }
    if (err.code === 'WIN_LIMIT_REACHED' && err.fields?.until)
      return refuse(err.code, 'win_limit_reached', { until: lisbonTime(new Date(err.fields.until)) });
    const kind = REFUSALS[err.code];
    if (!kind) return refuse(err.code, 'refused', {}, { kick: { line: `@${String(user.value)}: ${err.message}` } });
    // The hunt's maximum comes with the refusal: no read of the hunt for it.
    if (err instanceof GtbOutOfRangeError)
      return refuse(err.code, 'gtb_out_of_range', { max: numericTextValue(dollarsText(err.maxCents)) });
    return refuse(err.code, kind);
  };
  /** A moderator's command is audited as the chatter's account (null when unlinked), by chat message id. */
  const moderatorActor = async () =>
    chatModeratorActor(await account(), `${String(user.value)} (${msg.platform}:${msg.chatterLogin})`, msg.messageId);
  /**
   * A bet of the linked account on the live hunt through the hunt service (GTB guess, AVG bet): its
   * reply, and its outcome for the counted reply lines. It reads only the live hunt's id (one prepared
   * statement), not the whole hunt; the bet's transaction reads the hunt's row under its lock.
   */
  const bet = async (
    kind: 'gtb' | 'avg',
    place: (userId: string) => Promise<unknown>,
    recorded: () => Run | Promise<Run>,
  ): Promise<Run> => {
    const id = await account();
    if (!id) return notLinked();
    try {
      // No live hunt is the bet's own refusal (NO_LIVE_HUNT), found as it locks the live hunt.
      await place(id);
      return counted(kind, await recorded(), true);
    } catch (err) {
      return counted(kind, await refusal(err), false);
    }
  };
  // A usage reply counts with the bets, so a burst of typos is joined into the counted lines.
  const usage = (kind: 'gtb' | 'avg', code: string, reply: ChatReplyKind) => counted(kind, refuse(code, reply), false);
  return {
    deps,
    site,
    args,
    msg,
    moderator,
    base,
    account,
    user,
    ok,
    refuse,
    notLinked,
    counted,
    refusal,
    moderatorActor,
    bet,
    usage,
  };
}
