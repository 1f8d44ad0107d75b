import { AVG_BET_RANGE_MESSAGE, formatPoints, type SiteCurrency } from '@app/contracts';
import { AVG_MAX_BET, AVG_MIN_BET, GTB_MIN_GUESS_CENTS, liveHuntStats, type LiveBonus } from '@app/hunts';
import { normalizeChatText } from './normalize';
import {
  SafeReply,
  fixedValue,
  isSafeValue,
  moneyValue,
  numberValue,
  numericTextValue,
  plainVars,
  type SafeReplyVars,
} from './reply-values';

export type ChatLang = 'pt' | 'en';
export type TemplateVars = Record<string, string | number>;

/**
 * Dollars as the GTB messages write them: 7500, or 7500.50 when not whole (the rule of the live hunt
 * service's range message, docs/product.md#gtb), exact for any integer cents.
 */
export function dollarsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`cents must be a safe integer, got ${cents}`);
  const abs = Math.abs(cents);
  const whole = `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}`;
  return abs % 100 === 0 ? whole : `${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const PLACEHOLDER_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** The opening of a plural placeholder: `{count, plural, ` (ICU MessageFormat's form). */
const PLURAL_HEAD = /^\{([A-Za-z][A-Za-z0-9_]*)\s*,\s*plural\s*,/;
const PLURAL_SELECTOR = /^(=\d+|zero|one|two|few|many|other)\s*\{/;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The CLDR plural category of a count in a language (Brazilian Portuguese for `pt`). */
export function pluralCategory(n: number, lang: ChatLang): Intl.LDMLPluralRule {
  const locale = lang === 'pt' ? 'pt-BR' : 'en';
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** The text between the braces that open at `start`, or null when they never close. */
function braced(template: string, start: number): { inner: string; end: number } | null {
  let depth = 0;
  for (let i = start; i < template.length; i++) {
    if (template[i] === '{') depth++;
    else if (template[i] === '}' && --depth === 0) return { inner: template.slice(start + 1, i), end: i + 1 };
  }
  return null;
}

/** `{n, plural, =0 {…} one {…} other {…}}` read into its branches, or null when it is not one. */
function readPlural(template: string, start: number) {
  const head = PLURAL_HEAD.exec(template.slice(start));
  if (!head) return null;
  const whole = braced(template, start);
  if (!whole) return null;
  const branches = new Map<string, string>();
  let rest = whole.inner.slice(head[0].length - 1).trim();
  while (rest !== '') {
    const selector = PLURAL_SELECTOR.exec(rest);
    if (!selector) return null;
    const body = braced(rest, selector[0].length - 1);
    if (!body) return null;
    branches.set(selector[1]!, body.inner);
    rest = rest.slice(body.end).trim();
  }
  if (!branches.has('other')) return null;
  return { name: head[1]!, branches, end: whole.end };
}

function valueText(name: string, value: string | number): string {
  if (typeof value === 'number') return /points$/i.test(name) ? formatPoints(value) : String(value);
  return value;
}

function fill(template: string, vars: TemplateVars, lang: ChatLang): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    const plural = readPlural(template, open);
    if (plural && !Object.hasOwn(vars, plural.name)) {
      out += template.slice(open, plural.end);
      i = plural.end;
      continue;
    }
    if (plural) {
      const value = vars[plural.name]!;
      const n = typeof value === 'number' ? value : NaN;
      const branch =
        plural.branches.get(`=${n}`) ??
        (Number.isFinite(n) ? plural.branches.get(pluralCategory(n, lang)) : undefined) ??
        plural.branches.get('other')!;
      // `#` is the count; the branch is template text (never a value), so it is filled in turn.
      out += fill(branch.replaceAll('#', `{${plural.name}}`), vars, lang);
      i = plural.end;
      continue;
    }
    const close = template.indexOf('}', open);
    const name = close < 0 ? '' : template.slice(open + 1, close);
    if (PLACEHOLDER_NAME.test(name) && Object.hasOwn(vars, name)) {
      out += valueText(name, vars[name]!);
      i = close + 1;
    } else {
      out += '{';
      i = open + 1;
    }
  }
  return out + template.slice(i);
}

/**
 * Fills `{name}` placeholders in one pass (a value is never read as a template; unknown names stay
 * as written); numbers whose name ends in `points` are written by `formatPoints` (1,234). A count
 * agrees with its words through `{name, plural, =0 {…} one {# …} other {# …}}` (ICU MessageFormat's
 * plural form: an exact `=N` branch first, else the CLDR category of the language by
 * Intl.PluralRules, else `other`; `#` is the count). The result is normalized chat text of at most
 * 500 characters.
 */
export function renderTemplate(template: string, vars: TemplateVars, lang: ChatLang = 'en'): string {
  return normalizeChatText(fill(template, vars, lang));
}

const GTB_MIN_DOLLARS = dollarsText(GTB_MIN_GUESS_CENTS);

/**
 * The bot's replies in Portuguese and English. Where docs/product.md words a message, it is kept
 * exactly (the GTB and AVG range messages, "Aposta confirmada!"). Variables: `user` (the chatter,
 * no `@`), `command` (as typed, with the prefix), `platform` (Twitch / Kick), money in the site
 * currency with its sign (`guess`, `start`, `end`: `moneyValue`), the GTB range's bounds as plain
 * numbers (`max`, written by `dollarsText`, as docs/product.md words that message), `*Points` numbers.
 */
export const DEFAULT_REPLY_TEMPLATES = {
  points_balance: {
    pt: '@{user}: você tem {points, plural, =0 {0 pontos} one {# ponto} other {# pontos}}.',
    en: '@{user}: you have {points, plural, one {# point} other {# points}}.',
  },
  not_linked: {
    pt: '@{user}: vincule sua conta {platform} ao site para usar os comandos: {siteUrl}/profile',
    en: '@{user}: link your {platform} account on the site to use the commands: {siteUrl}/profile',
  },
  not_linked_twitch: {
    pt: '@{user}: para usar os comandos, vincule sua conta Twitch no site do canal, na página Perfil (menu da conta).',
    en: '@{user}: to use the commands, link your Twitch account on the channel website, on the Profile page (account menu).',
  },
  no_live_hunt: {
    pt: '@{user}: não há bonus hunt ao vivo agora.',
    en: '@{user}: there is no live bonus hunt right now.',
  },
  gtb_recorded: {
    pt: '@{user}: palpite de {guess} registrado no GTB!',
    en: '@{user}: GTB guess of {guess} recorded!',
  },
  gtb_already_placed: {
    pt: '@{user}: você já fez seu palpite neste GTB.',
    en: '@{user}: you already placed your GTB guess.',
  },
  gtb_closed: { pt: '@{user}: o GTB está fechado.', en: '@{user}: GTB is closed.' },
  gtb_out_of_range: {
    pt: `@{user}: O valor deve ser um número entre ${GTB_MIN_DOLLARS} e {max}.`,
    en: `@{user}: the value must be a number between ${GTB_MIN_DOLLARS} and {max}.`,
  },
  gtb_usage: {
    pt: '@{user}: use {command} <valor>, por exemplo {command} 1234,50',
    en: '@{user}: use {command} <amount>, for example {command} 1234.50',
  },
  gtb_opened: {
    pt: 'GTB aberto! Palpite o saldo final com {command} <valor>',
    en: 'GTB is open! Guess the final balance with {command} <amount>',
  },
  gtb_closed_announce: {
    pt: 'GTB fechado: {count, plural, =0 {nenhum palpite} one {# palpite} other {# palpites}}. Boa sorte!',
    en: 'GTB closed: {count, plural, =0 {no guesses} one {# guess} other {# guesses}}. Good luck!',
  },
  gtb_already_open: { pt: '@{user}: o GTB já está aberto.', en: '@{user}: GTB is already open.' },
  gtb_already_closed: { pt: '@{user}: o GTB já está fechado.', en: '@{user}: GTB is already closed.' },
  gtb_closed_for_good: {
    pt: '@{user}: o GTB desta hunt já foi fechado e não abre de novo.',
    en: '@{user}: GTB was closed for this hunt and cannot open again.',
  },
  avg_recorded: {
    pt: '@{user}: Aposta confirmada! {betPoints, plural, one {# ponto} other {# pontos}} no grupo {group} ({range}).',
    en: '@{user}: bet confirmed! {betPoints, plural, one {# point} other {# points}} on group {group} ({range}).',
  },
  avg_already_placed: {
    pt: '@{user}: você já apostou no AVG desta hunt.',
    en: '@{user}: you already placed your AVG bet.',
  },
  avg_closed: { pt: '@{user}: o AVG não está aberto.', en: '@{user}: AVG is not open.' },
  avg_out_of_range: {
    pt: `@{user}: ${AVG_BET_RANGE_MESSAGE}`,
    en: `@{user}: the bet must be a number between ${AVG_MIN_BET} and ${AVG_MAX_BET}.`,
  },
  avg_usage: {
    pt: '@{user}: use {command} <grupo A-F> <pontos>, por exemplo {command} C 200',
    en: '@{user}: use {command} <group A-F> <points>, for example {command} C 200',
  },
  insufficient_points: { pt: '@{user}: pontos insuficientes.', en: '@{user}: not enough points.' },
  join_entered: { pt: '@{user}: você está no sorteio!', en: '@{user}: you are in the giveaway!' },
  join_already_entered: { pt: '@{user}: você já está no sorteio.', en: '@{user}: you are already in the giveaway.' },
  join_none: { pt: '@{user}: não há sorteio aberto agora.', en: '@{user}: no giveaway is open right now.' },
  sr_queued: {
    pt: '@{user}: {slot} entrou na fila de pedidos (posição {position}).',
    en: '@{user}: {slot} is in the request queue (position {position}).',
  },
  sr_not_found: {
    pt: '@{user}: nenhum slot encontrado para "{query}".',
    en: '@{user}: no slot found for "{query}".',
  },
  sr_not_found_twitch: {
    pt: '@{user}: nenhum slot do catálogo tem esse nome.',
    en: '@{user}: no slot of the catalogue has that name.',
  },
  sr_choices: { pt: '@{user}: qual destes? {choices}', en: '@{user}: which one? {choices}' },
  sr_closed: { pt: '@{user}: os pedidos de slot estão fechados.', en: '@{user}: slot requests are closed.' },
  sr_already_queued: {
    pt: '@{user}: você já tem um pedido na fila.',
    en: '@{user}: you already have a request in the queue.',
  },
  sr_usage: {
    pt: '@{user}: use {command} <nome do slot>, por exemplo {command} Gates of Olympus',
    en: '@{user}: use {command} <slot name>, for example {command} Gates of Olympus',
  },
  sr_opened: {
    pt: 'Pedidos de slot abertos! Use {command} <nome do slot>',
    en: 'Slot requests are open! Use {command} <slot name>',
  },
  sr_closed_announce: { pt: 'Pedidos de slot fechados.', en: 'Slot requests are closed.' },
  sr_already_open: {
    pt: '@{user}: os pedidos de slot já estão abertos.',
    en: '@{user}: slot requests are already open.',
  },
  sr_already_closed: {
    pt: '@{user}: os pedidos de slot já estão fechados.',
    en: '@{user}: slot requests are already closed.',
  },
  hunt_line: {
    pt: 'Bonus Hunt #{index}: início {start}, saldo {end}, {opened}/{total} abertos, média x{avg}, break-even x{breakEven}',
    en: 'Bonus Hunt #{index}: start {start}, balance {end}, {opened}/{total} opened, avg x{avg}, break-even x{breakEven}',
  },
  offers_link: {
    pt: '@{user}: as ofertas do canal estão em {offersUrl}',
    en: '@{user}: the channel offers are at {offersUrl}',
  },
  cooldown: {
    pt: '@{user}: aguarde {seconds}s para usar {command} de novo.',
    en: '@{user}: wait {seconds}s before using {command} again.',
  },
  moderators_only: { pt: '@{user}: só moderadores podem fazer isso.', en: '@{user}: only moderators can do that.' },
  refused: { pt: '@{user}: não foi possível fazer isso agora.', en: '@{user}: that cannot be done right now.' },
  error: { pt: '@{user}: algo deu errado, tente de novo.', en: '@{user}: something went wrong, try again.' },
} as const satisfies Record<string, Record<ChatLang, string>>;

export type ChatReplyKind = keyof typeof DEFAULT_REPLY_TEMPLATES;

/** One reply of the bot: the kind's template in the language (from `templates`, else the default), filled. */
export function renderReply(
  kind: ChatReplyKind,
  lang: ChatLang,
  vars: TemplateVars,
  templates: Partial<Record<ChatReplyKind, Partial<Record<ChatLang, string>>>> = {},
): string {
  const custom = templates[kind]?.[lang];
  // Money values carry their currency's sign: an admin's template written for the old "${guess}"
  // (a dollar sign before the amount) must not show it twice.
  const template = custom?.replace(LEGACY_MONEY, '{$1}') ?? DEFAULT_REPLY_TEMPLATES[kind][lang];
  return renderTemplate(template, vars, lang);
}

/** "${guess}", "${start}", "${end}": a money placeholder after a dollar sign, from before the site currency. */
const LEGACY_MONEY = /\$\{(guess|start|end)\}/g;

/**
 * A reply that may go to Twitch (ADR 054): the kind's template (the admin's, else the default) filled
 * with safe values only (the chatter's name, numbers, catalogue names, fixed text), checked again at
 * run time, so a chatter's typed text cannot be passed even by a cast. Throws on any other value.
 */
export function renderSafeReply(
  kind: ChatReplyKind,
  lang: ChatLang,
  vars: SafeReplyVars,
  templates: Partial<Record<ChatReplyKind, Partial<Record<ChatLang, string>>>> = {},
): SafeReply {
  for (const [name, v] of Object.entries(vars))
    if (!isSafeValue(v)) throw new Error(`a safe reply takes no value "${name}" that is not a SafeValue`);
  return SafeReply.mint(renderReply(kind, lang, plainVars(vars), templates));
}

/**
 * The variables of the `hunt_line` reply from the live hunt's start and bonuses, computed by
 * @app/hunts exactly as the tracking page's Stats tab (`avg` is "-" until a bonus is opened).
 */
export function huntLineVars(
  index: number,
  startCents: number,
  bonuses: readonly LiveBonus[],
  currency: SiteCurrency,
): SafeReplyVars {
  const s = liveHuntStats(startCents, bonuses);
  return {
    index: numberValue(index),
    start: moneyValue(s.targetBalanceCents, currency),
    end: moneyValue(s.endBalanceCents, currency),
    opened: numberValue(s.openedBonus),
    total: numberValue(s.totalBonus),
    avg: s.avgMulti === null ? fixedValue('-') : numericTextValue(s.avgMulti.toFixed(2)),
    breakEven: numberValue(s.breakEvenX),
  };
}
