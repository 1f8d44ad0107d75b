import type {
  Tournament,
  TournamentEntrant,
  TournamentMatchState,
  TournamentRule,
  TournamentState,
  TournamentTieBreak,
} from '@app/contracts';
import { fmt, t, type MessageId } from '@/i18n';

const STATE: Record<TournamentState, MessageId> = {
  upcoming: 'tournaments.state.upcoming',
  running: 'tournaments.state.running',
  finished: 'tournaments.state.finished',
  cancelled: 'tournaments.state.cancelled',
};
export const stateLabel = (state: TournamentState) => t(STATE[state]);

const MATCH_STATE: Record<TournamentMatchState, MessageId> = {
  waiting: 'tournaments.match.state.waiting',
  bye: 'tournaments.match.state.bye',
  ready: 'tournaments.match.state.ready',
  open: 'tournaments.match.state.open',
  closed: 'tournaments.match.state.closed',
  decided: 'tournaments.match.state.decided',
  replay: 'tournaments.match.state.replay',
  void: 'tournaments.match.state.void',
};
export const matchStateLabel = (state: TournamentMatchState) => t(MATCH_STATE[state]);

const RULE: Record<TournamentRule, MessageId> = {
  payout: 'tournaments.rule.payout',
  multiplier: 'tournaments.rule.multiplier',
};
/** The rule in words: "The higher payout wins". */
export const ruleText = (rule: TournamentRule) => t(RULE[rule]);

const TIE_BREAK: Record<TournamentTieBreak, MessageId> = {
  payout: 'tournaments.tieBreak.payout',
  multiplier: 'tournaments.tieBreak.multiplier',
  replay: 'tournaments.tieBreak.replay',
};
/** The tie-break in words. */
export const tieBreakText = (tieBreak: TournamentTieBreak) => t(TIE_BREAK[tieBreak]);

/** A house cut in basis points as a share: 250 -> "2.5%". */
export const houseCutText = (bps: number) => fmt().percent(bps / 10_000, bps % 100 === 0 ? 0 : bps % 10 === 0 ? 1 : 2);

/** A round's name from the end: the final, the semi-finals, the quarter-finals, else "Round n". */
export function roundName(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return t('tournaments.round.final');
  if (fromEnd === 1) return t('tournaments.round.semiFinal');
  if (fromEnd === 2) return t('tournaments.round.quarterFinal');
  return t('tournaments.round.number', { round: fmt().number(round) });
}

/** The tournament's entrants by id. */
export const entrantsById = (tournament: Tournament) =>
  new Map<string, TournamentEntrant>(tournament.entrants.map((e) => [e.id, e]));
