import { AVG_BET_RANGE_MESSAGE, formatterFor, type Locale, type SiteCurrency } from '@app/contracts';
import { AVG_MAX_BET, AVG_MIN_BET, GTB_MIN_GUESS_CENTS, liveHuntStats, type LiveBonus } from '@app/hunts';
import { ANNOUNCEMENT_TEMPLATES } from './announcement-templates';
import { normalizeChatText } from './normalize';
import {
  SafeReply,
  decimalValue,
  fixedValue,
  isSafeValue,
  moneyValue,
  numberValue,
  plainVars,
  type SafeReplyVars,
} from './reply-values';

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
/**
 * The CLDR plural category of a count in a language (Intl.PluralRules of that locale): pt-BR reads 0
 * and 1 as `one`, pt-PT and English only 1; both Portuguese read a million as `many`.
 */
export function pluralCategory(n: number, locale: Locale): Intl.LDMLPluralRule {
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

/** A value as the language writes it: a number grouped its way ("5,000", "5 000", "5.000"), text as it is. */
function valueText(name: string, value: string | number, locale: Locale): string {
  if (typeof value !== 'number') return value;
  const format = formatterFor(locale);
  return /points$/i.test(name) ? format.points(value) : format.number(value);
}

function fill(template: string, vars: TemplateVars, locale: Locale): string {
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
        (Number.isFinite(n) ? plural.branches.get(pluralCategory(n, locale)) : undefined) ??
        plural.branches.get('other')!;
      // `#` is the count; the branch is template text (never a value), so it is filled in turn.
      out += fill(branch.replaceAll('#', `{${plural.name}}`), vars, locale);
      i = plural.end;
      continue;
    }
    const close = template.indexOf('}', open);
    const name = close < 0 ? '' : template.slice(open + 1, close);
    if (PLACEHOLDER_NAME.test(name) && Object.hasOwn(vars, name)) {
      out += valueText(name, vars[name]!, locale);
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
 * as written); numbers are written by the language's formatter (`formatterFor(locale)`: "1,234",
 * "1 234", "1.234"; points by its `points`). A count agrees with its words through
 * `{name, plural, =0 {…} one {# …} other {# …}}` (ICU MessageFormat's plural form: an exact `=N`
 * branch first, else the CLDR category of the language by Intl.PluralRules, else `other`; `#` is the
 * count). The result is normalized chat text of at most 500 characters.
 */
export function renderTemplate(template: string, vars: TemplateVars, locale: Locale = 'en'): string {
  return normalizeChatText(fill(template, vars, locale));
}

const GTB_MIN_DOLLARS = dollarsText(GTB_MIN_GUESS_CENTS);

/**
 * The bot's replies in each language of the site (ADR 057): `en`, `pt-BR` (the reference product is
 * Brazilian: where docs/product.md words a message it is kept exactly, e.g. the GTB and AVG range
 * messages and "Aposta confirmada!") and `pt-PT` (written for Portugal: formal third person, never
 * "você"; "registado"). Variables: `user` (the chatter, no `@`), `command` (the command's configured
 * name, with the prefix), `platform` (Twitch / Kick), `sponsor` (a sponsor's name as the admin typed it:
 * Kick's replies only, never Twitch's, ADR 054), money in the site currency written the
 * language's way (`guess`, `start`, `end`: `moneyValue`), the GTB range's bounds as plain numbers
 * (`max`, written by `dollarsText` as a chatter types it, as docs/product.md words that message),
 * numbers (grouped the language's way) and `*Points` numbers. The `!wager` replies (wager.ts) write
 * the casinos' dollars (`amount`, `threshold`, `missing`: `moneyValue` in USD), the tier's `period` in
 * the language's words, and on Kick only the tier's `sponsor`.
 */
export const DEFAULT_REPLY_TEMPLATES = {
  points_balance: {
    en: '@{user}: you have {points, plural, one {# point} other {# points}}.',
    'pt-PT': '@{user}: tem {points, plural, =0 {0 pontos} one {# ponto} other {# pontos}}.',
    'pt-BR': '@{user}: você tem {points, plural, =0 {0 pontos} one {# ponto} other {# pontos}}.',
  },
  not_linked: {
    en: '@{user}: link your {platform} account on the site to use the commands: {siteUrl}/profile',
    'pt-PT': '@{user}: associe a sua conta {platform} no site para usar os comandos: {siteUrl}/profile',
    'pt-BR': '@{user}: vincule sua conta {platform} ao site para usar os comandos: {siteUrl}/profile',
  },
  not_linked_twitch: {
    en: '@{user}: to use the commands, link your Twitch account on the channel website, on the Profile page (account menu).',
    'pt-PT':
      '@{user}: para usar os comandos, associe a sua conta Twitch no site do canal, na página Perfil (menu da conta).',
    'pt-BR':
      '@{user}: para usar os comandos, vincule sua conta Twitch no site do canal, na página Perfil (menu da conta).',
  },
  no_live_hunt: {
    en: '@{user}: there is no live bonus hunt right now.',
    'pt-PT': '@{user}: não há nenhuma bonus hunt ao vivo neste momento.',
    'pt-BR': '@{user}: não há bonus hunt ao vivo agora.',
  },
  gtb_recorded: {
    en: '@{user}: GTB guess of {guess} recorded!',
    'pt-PT': '@{user}: palpite de {guess} registado no GTB!',
    'pt-BR': '@{user}: palpite de {guess} registrado no GTB!',
  },
  gtb_already_placed: {
    en: '@{user}: you already placed your GTB guess.',
    'pt-PT': '@{user}: já deu o seu palpite neste GTB.',
    'pt-BR': '@{user}: você já fez seu palpite neste GTB.',
  },
  gtb_closed: {
    en: '@{user}: GTB is closed.',
    'pt-PT': '@{user}: o GTB está fechado.',
    'pt-BR': '@{user}: o GTB está fechado.',
  },
  gtb_out_of_range: {
    en: `@{user}: the value must be a number between ${GTB_MIN_DOLLARS} and {max}.`,
    'pt-PT': `@{user}: O valor deve ser um número entre ${GTB_MIN_DOLLARS} e {max}.`,
    'pt-BR': `@{user}: O valor deve ser um número entre ${GTB_MIN_DOLLARS} e {max}.`,
  },
  gtb_usage: {
    en: '@{user}: use {command} <amount>, for example {command} 1234.50',
    'pt-PT': '@{user}: escreva {command} <valor>, por exemplo {command} 1234,50',
    'pt-BR': '@{user}: use {command} <valor>, por exemplo {command} 1234,50',
  },
  gtb_opened: {
    en: 'GTB is open! Guess the final balance with {command} <amount>',
    'pt-PT': 'GTB aberto! Adivinhe o saldo final com {command} <valor>',
    'pt-BR': 'GTB aberto! Palpite o saldo final com {command} <valor>',
  },
  gtb_closed_announce: {
    en: 'GTB closed: {count, plural, =0 {no guesses} one {# guess} other {# guesses}}. Good luck!',
    'pt-PT': 'GTB fechado: {count, plural, =0 {nenhum palpite} one {# palpite} other {# palpites}}. Boa sorte!',
    'pt-BR': 'GTB fechado: {count, plural, =0 {nenhum palpite} one {# palpite} other {# palpites}}. Boa sorte!',
  },
  gtb_already_open: {
    en: '@{user}: GTB is already open.',
    'pt-PT': '@{user}: o GTB já está aberto.',
    'pt-BR': '@{user}: o GTB já está aberto.',
  },
  gtb_already_closed: {
    en: '@{user}: GTB is already closed.',
    'pt-PT': '@{user}: o GTB já está fechado.',
    'pt-BR': '@{user}: o GTB já está fechado.',
  },
  gtb_closed_for_good: {
    en: '@{user}: GTB was closed for this hunt and cannot open again.',
    'pt-PT': '@{user}: o GTB desta hunt já foi fechado e não volta a abrir.',
    'pt-BR': '@{user}: o GTB desta hunt já foi fechado e não abre de novo.',
  },
  avg_recorded: {
    en: '@{user}: bet confirmed! {betPoints, plural, one {# point} other {# points}} on group {group} ({range}).',
    'pt-PT':
      '@{user}: Aposta confirmada! {betPoints, plural, one {# ponto} other {# pontos}} no grupo {group} ({range}).',
    'pt-BR':
      '@{user}: Aposta confirmada! {betPoints, plural, one {# ponto} other {# pontos}} no grupo {group} ({range}).',
  },
  avg_already_placed: {
    en: '@{user}: you already placed your AVG bet.',
    'pt-PT': '@{user}: já apostou no AVG desta hunt.',
    'pt-BR': '@{user}: você já apostou no AVG desta hunt.',
  },
  avg_closed: {
    en: '@{user}: AVG is not open.',
    'pt-PT': '@{user}: o AVG não está aberto.',
    'pt-BR': '@{user}: o AVG não está aberto.',
  },
  avg_out_of_range: {
    en: `@{user}: the bet must be a number between ${AVG_MIN_BET} and ${AVG_MAX_BET}.`,
    'pt-PT': `@{user}: ${AVG_BET_RANGE_MESSAGE}`,
    'pt-BR': `@{user}: ${AVG_BET_RANGE_MESSAGE}`,
  },
  avg_usage: {
    en: '@{user}: use {command} <group A-F> <points>, for example {command} C 200',
    'pt-PT': '@{user}: escreva {command} <grupo A-F> <pontos>, por exemplo {command} C 200',
    'pt-BR': '@{user}: use {command} <grupo A-F> <pontos>, por exemplo {command} C 200',
  },
  // Tournaments (ADR 071): `!pick <a|b> <points>` on the match being played.
  pick_recorded: {
    en: '@{user}: prediction placed! {points, plural, one {# point} other {# points}} on {side} ({slot}).',
    'pt-PT': '@{user}: prognóstico registado! {points, plural, one {# ponto} other {# pontos}} em {side} ({slot}).',
    'pt-BR': '@{user}: palpite registrado! {points, plural, one {# ponto} other {# pontos}} em {side} ({slot}).',
  },
  pick_closed: {
    en: '@{user}: no match is open for predictions.',
    'pt-PT': '@{user}: nenhum jogo está aberto a prognósticos.',
    'pt-BR': '@{user}: nenhuma partida está aberta para palpites.',
  },
  pick_already_placed: {
    en: '@{user}: you already predicted this match.',
    'pt-PT': '@{user}: já fez o seu prognóstico neste jogo.',
    'pt-BR': '@{user}: você já deu seu palpite nesta partida.',
  },
  pick_out_of_range: {
    en: '@{user}: a prediction is 1 to {maxPoints, plural, one {# point} other {# points}}.',
    'pt-PT': '@{user}: um prognóstico é de 1 a {maxPoints, plural, one {# ponto} other {# pontos}}.',
    'pt-BR': '@{user}: um palpite é de 1 a {maxPoints, plural, one {# ponto} other {# pontos}}.',
  },
  pick_usage: {
    en: '@{user}: use {command} <a or b> <points>, for example {command} a 100',
    'pt-PT': '@{user}: escreva {command} <a ou b> <pontos>, por exemplo {command} a 100',
    'pt-BR': '@{user}: use {command} <a ou b> <pontos>, por exemplo {command} a 100',
  },
  insufficient_points: {
    en: '@{user}: not enough points.',
    'pt-PT': '@{user}: não tem pontos suficientes.',
    'pt-BR': '@{user}: pontos insuficientes.',
  },
  // Responsible play (ADR 067): a stake refused during a cool-off, a self-exclusion, or past a loss limit.
  rg_cooling_off: {
    en: '@{user}: you are taking a break from betting points until {until} (Lisbon time).',
    'pt-PT': '@{user}: está em pausa e não pode apostar pontos até {until} (hora de Lisboa).',
    'pt-BR': '@{user}: você está em pausa e não pode apostar pontos até {until} (horário de Lisboa).',
  },
  rg_self_excluded: {
    en: '@{user}: you excluded yourself from betting points until {until} (Lisbon time).',
    'pt-PT': '@{user}: autoexcluiu-se de apostar pontos até {until} (hora de Lisboa).',
    'pt-BR': '@{user}: você se autoexcluiu de apostar pontos até {until} (horário de Lisboa).',
  },
  rg_self_excluded_forever: {
    en: '@{user}: you excluded yourself from betting points for good.',
    'pt-PT': '@{user}: autoexcluiu-se de apostar pontos para sempre.',
    'pt-BR': '@{user}: você se autoexcluiu de apostar pontos para sempre.',
  },
  rg_limit_reached: {
    en: '@{user}: this would pass your loss limit. You can bet again from {until} (Lisbon time).',
    'pt-PT':
      '@{user}: isto ultrapassaria o seu limite de perdas. Pode voltar a apostar a partir de {until} (hora de Lisboa).',
    'pt-BR':
      '@{user}: isso passaria do seu limite de perdas. Você pode apostar de novo a partir de {until} (horário de Lisboa).',
  },
  // Winner limits (ADR 070): a giveaway entry or a GTB guess of an account that won too often lately.
  win_limit_reached: {
    en: "@{user}: you have reached this draw's winner limit. You can win again from {until} (Lisbon time).",
    'pt-PT':
      '@{user}: atingiu o limite de prémios deste sorteio. Pode voltar a ganhar a partir de {until} (hora de Lisboa).',
    'pt-BR':
      '@{user}: você atingiu o limite de prêmios deste sorteio. Pode ganhar de novo a partir de {until} (horário de Lisboa).',
  },
  join_entered: {
    en: '@{user}: you are in the giveaway!',
    'pt-PT': '@{user}: entrou no sorteio!',
    'pt-BR': '@{user}: você está no sorteio!',
  },
  join_already_entered: {
    en: '@{user}: you are already in the giveaway.',
    'pt-PT': '@{user}: já está no sorteio.',
    'pt-BR': '@{user}: você já está no sorteio.',
  },
  join_affiliate_required: {
    en: "@{user}: this giveaway is for viewers with a verified casino account at one of the channel's sponsors. Verify yours on your profile: {siteUrl}/profile",
    'pt-PT':
      '@{user}: este sorteio é para quem tem uma conta de casino verificada num dos patrocinadores do canal. Verifique a sua no seu perfil: {siteUrl}/profile',
    'pt-BR':
      '@{user}: este sorteio é para quem tem uma conta de cassino verificada em um dos patrocinadores do canal. Verifique a sua no seu perfil: {siteUrl}/profile',
  },
  join_affiliate_required_sponsor: {
    en: '@{user}: this giveaway is for viewers with a verified {sponsor} account. Verify yours on your profile: {siteUrl}/profile',
    'pt-PT':
      '@{user}: este sorteio é para quem tem uma conta {sponsor} verificada. Verifique a sua no seu perfil: {siteUrl}/profile',
    'pt-BR':
      '@{user}: este sorteio é para quem tem uma conta {sponsor} verificada. Verifique a sua no seu perfil: {siteUrl}/profile',
  },
  join_affiliate_required_twitch: {
    en: '@{user}: this giveaway needs a verified casino account: verify yours on the channel website, on the Profile page (account menu).',
    'pt-PT':
      '@{user}: este sorteio exige uma conta de casino verificada: verifique a sua no site do canal, na página Perfil (menu da conta).',
    'pt-BR':
      '@{user}: este sorteio exige uma conta de cassino verificada: verifique a sua no site do canal, na página Perfil (menu da conta).',
  },
  join_none: {
    en: '@{user}: no giveaway is open right now.',
    'pt-PT': '@{user}: não há nenhum sorteio aberto neste momento.',
    'pt-BR': '@{user}: não há sorteio aberto agora.',
  },
  sr_queued: {
    en: '@{user}: {slot} is in the request queue (position {position}).',
    'pt-PT': '@{user}: {slot} entrou na fila de pedidos (posição {position}).',
    'pt-BR': '@{user}: {slot} entrou na fila de pedidos (posição {position}).',
  },
  sr_not_found: {
    en: '@{user}: no slot found for "{query}".',
    'pt-PT': '@{user}: nenhum slot encontrado para "{query}".',
    'pt-BR': '@{user}: nenhum slot encontrado para "{query}".',
  },
  sr_not_found_twitch: {
    en: '@{user}: no slot of the catalogue has that name.',
    'pt-PT': '@{user}: nenhum slot do catálogo tem esse nome.',
    'pt-BR': '@{user}: nenhum slot do catálogo tem esse nome.',
  },
  sr_choices: {
    en: '@{user}: which one? {choices}',
    'pt-PT': '@{user}: qual destes? {choices}',
    'pt-BR': '@{user}: qual destes? {choices}',
  },
  sr_closed: {
    en: '@{user}: slot requests are closed.',
    'pt-PT': '@{user}: os pedidos de slot estão fechados.',
    'pt-BR': '@{user}: os pedidos de slot estão fechados.',
  },
  sr_already_queued: {
    en: '@{user}: you already have a request in the queue.',
    'pt-PT': '@{user}: já tem um pedido na fila.',
    'pt-BR': '@{user}: você já tem um pedido na fila.',
  },
  sr_usage: {
    en: '@{user}: use {command} <slot name>, for example {command} Gates of Olympus',
    'pt-PT': '@{user}: escreva {command} <nome do slot>, por exemplo {command} Gates of Olympus',
    'pt-BR': '@{user}: use {command} <nome do slot>, por exemplo {command} Gates of Olympus',
  },
  sr_opened: {
    en: 'Slot requests are open! Use {command} <slot name>',
    'pt-PT': 'Pedidos de slot abertos! Escreva {command} <nome do slot>',
    'pt-BR': 'Pedidos de slot abertos! Use {command} <nome do slot>',
  },
  sr_closed_announce: {
    en: 'Slot requests are closed.',
    'pt-PT': 'Pedidos de slot fechados.',
    'pt-BR': 'Pedidos de slot fechados.',
  },
  sr_already_open: {
    en: '@{user}: slot requests are already open.',
    'pt-PT': '@{user}: os pedidos de slot já estão abertos.',
    'pt-BR': '@{user}: os pedidos de slot já estão abertos.',
  },
  sr_already_closed: {
    en: '@{user}: slot requests are already closed.',
    'pt-PT': '@{user}: os pedidos de slot já estão fechados.',
    'pt-BR': '@{user}: os pedidos de slot já estão fechados.',
  },
  hunt_line: {
    en: 'Bonus Hunt #{index}: start {start}, balance {end}, {opened}/{total} opened, avg x{avg}, break-even x{breakEven}',
    'pt-PT':
      'Bonus Hunt #{index}: início {start}, saldo {end}, {opened}/{total} abertos, média x{avg}, break-even x{breakEven}',
    'pt-BR':
      'Bonus Hunt #{index}: início {start}, saldo {end}, {opened}/{total} abertos, média x{avg}, break-even x{breakEven}',
  },
  offers_link: {
    en: '@{user}: the channel offers are at {offersUrl}',
    'pt-PT': '@{user}: as ofertas do canal estão em {offersUrl}',
    'pt-BR': '@{user}: as ofertas do canal estão em {offersUrl}',
  },
  wager_progress: {
    en: '@{user}: {amount} wagered this month. Next milestone: {threshold} {period}, {missing} to go.',
    'pt-PT': '@{user}: {amount} apostados este mês. Próxima meta: {threshold} {period}, faltam {missing}.',
    'pt-BR': '@{user}: {amount} apostados este mês. Próxima meta: {threshold} {period}, faltam {missing}.',
  },
  wager_progress_sponsor: {
    en: '@{user}: {amount} wagered this month. Next milestone at {sponsor}: {threshold} {period}, {missing} to go.',
    'pt-PT': '@{user}: {amount} apostados este mês. Próxima meta no {sponsor}: {threshold} {period}, faltam {missing}.',
    'pt-BR': '@{user}: {amount} apostados este mês. Próxima meta no {sponsor}: {threshold} {period}, faltam {missing}.',
  },
  wager_all_reached: {
    en: '@{user}: {amount} wagered this month. Every milestone reached!',
    'pt-PT': '@{user}: {amount} apostados este mês. Todas as metas alcançadas!',
    'pt-BR': '@{user}: {amount} apostados este mês. Todas as metas alcançadas!',
  },
  wager_no_tiers: {
    en: '@{user}: {amount} wagered this month.',
    'pt-PT': '@{user}: {amount} apostados este mês.',
    'pt-BR': '@{user}: {amount} apostados este mês.',
  },
  wager_not_verified: {
    en: '@{user}: verify your casino account on the site to see your wager: {siteUrl}/profile',
    'pt-PT': '@{user}: verifique a sua conta de casino no site para ver o seu wager: {siteUrl}/profile',
    'pt-BR': '@{user}: verifique sua conta de cassino no site para ver seu wager: {siteUrl}/profile',
  },
  wager_not_verified_twitch: {
    en: '@{user}: to see your wager, verify your casino account on the channel website, on the Profile page (account menu).',
    'pt-PT':
      '@{user}: para ver o seu wager, verifique a sua conta de casino no site do canal, na página Perfil (menu da conta).',
    'pt-BR':
      '@{user}: para ver seu wager, verifique sua conta de cassino no site do canal, na página Perfil (menu da conta).',
  },
  cooldown: {
    en: '@{user}: wait {seconds}s before using {command} again.',
    'pt-PT': '@{user}: aguarde {seconds}s para voltar a usar {command}.',
    'pt-BR': '@{user}: aguarde {seconds}s para usar {command} de novo.',
  },
  moderators_only: {
    en: '@{user}: only moderators can do that.',
    'pt-PT': '@{user}: só os moderadores podem fazer isso.',
    'pt-BR': '@{user}: só moderadores podem fazer isso.',
  },
  refused: {
    en: '@{user}: that cannot be done right now.',
    'pt-PT': '@{user}: não é possível fazer isso neste momento.',
    'pt-BR': '@{user}: não foi possível fazer isso agora.',
  },
  error: {
    en: '@{user}: something went wrong, try again.',
    'pt-PT': '@{user}: ocorreu um erro, tente novamente.',
    'pt-BR': '@{user}: algo deu errado, tente de novo.',
  },
  // The chat announcements (announcement-templates.ts): edited and stored with the replies.
  ...ANNOUNCEMENT_TEMPLATES,
} as const satisfies Record<string, Record<Locale, string>>;

export type ChatReplyKind = keyof typeof DEFAULT_REPLY_TEMPLATES;

/** The admin's reply templates: per kind, per language (absent: the default). */
export type ChatReplyTemplates = Partial<Record<ChatReplyKind, Partial<Record<Locale, string>>>>;

/** One reply of the bot: the kind's template in the language (from `templates`, else the default), filled. */
export function renderReply(
  kind: ChatReplyKind,
  locale: Locale,
  vars: TemplateVars,
  templates: ChatReplyTemplates = {},
): string {
  const custom = templates[kind]?.[locale];
  // Money values carry their currency's sign: an admin's template written for the old "${guess}"
  // (a dollar sign before the amount) must not show it twice.
  const template = custom?.replace(LEGACY_MONEY, '{$1}') ?? DEFAULT_REPLY_TEMPLATES[kind][locale];
  return renderTemplate(template, vars, locale);
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
  locale: Locale,
  vars: SafeReplyVars,
  templates: ChatReplyTemplates = {},
): SafeReply {
  for (const [name, v] of Object.entries(vars))
    if (!isSafeValue(v)) throw new Error(`a safe reply takes no value "${name}" that is not a SafeValue`);
  return SafeReply.mint(renderReply(kind, locale, plainVars(vars, locale), templates));
}

/**
 * A line from the admin's own text (a custom command's template, a timer's message) filled with safe
 * values only: the admin's text is trusted like the code's templates (ADR 054), the values are the
 * chatter's name, numbers and fixed text. Unknown placeholders stay as written. Throws on any value
 * that is not a SafeValue.
 */
export function renderAdminReply(template: string, locale: Locale, vars: SafeReplyVars): SafeReply {
  for (const [name, v] of Object.entries(vars))
    if (!isSafeValue(v)) throw new Error(`a safe reply takes no value "${name}" that is not a SafeValue`);
  return SafeReply.mint(renderTemplate(template, plainVars(vars, locale), locale));
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
    avg: s.avgMulti === null ? fixedValue('-') : decimalValue(s.avgMulti, 2),
    breakEven: numberValue(s.breakEvenX),
  };
}
