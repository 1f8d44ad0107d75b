import { formatCents, formatterFor, type Locale, type SiteCurrency } from '@app/contracts';
import { normalizeChatText } from './normalize';

/**
 * Where a value in a bot reply comes from. A Twitch reply is built from its template and values of
 * these sources only (ADR 054): never from text a chatter typed.
 * - `chatter`: the chatter's platform name (letters, digits and `_`, as Twitch and Kick allow them);
 * - `number`: a number the command parsed or the site counted (points, a guess, a position);
 * - `catalogue`: a name read from the site's own rows (a slot of the catalogue);
 * - `fixed`: text the code or the admin's configuration chose (a command's configured name, a
 *   platform's name, an AVG group and its range, a refusal reason).
 */
export type SafeValueSource = 'chatter' | 'number' | 'catalogue' | 'fixed';

/** Values minted by this module: the runtime check of a Twitch reply reads this, not the shape. */
const minted = new WeakSet<object>();

/**
 * A value a reply may carry on every platform, Twitch included. Made only by the functions below.
 * `value` is the value as English writes it; a reply reads `in(locale)`, which writes money, decimals
 * and the code's fixed texts the reply's language's way (ADR 057).
 */
export class SafeValue {
  readonly source: SafeValueSource;
  readonly value: string | number;
  readonly #localized: ((locale: Locale) => string) | undefined;
  private constructor(source: SafeValueSource, value: string | number, localized?: (locale: Locale) => string) {
    this.source = source;
    this.value = value;
    this.#localized = localized;
    Object.freeze(this);
    minted.add(this);
  }
  /**
   * The value in a reply in `locale`: text written the language's way, or the number itself (the
   * template writes a number grouped the language's way, and a plural reads it).
   */
  in(locale: Locale): string | number {
    return this.#localized ? this.#localized(locale) : this.value;
  }
  /** @internal */
  static mint(source: SafeValueSource, value: string | number, localized?: (locale: Locale) => string): SafeValue {
    return new SafeValue(source, value, localized);
  }
}

/** Text a chatter typed (a `!sr` query): it may be shown on Kick, and a Twitch reply cannot take it. */
export class TypedText {
  readonly text: string;
  private constructor(text: string) {
    this.text = text;
    Object.freeze(this);
  }
  /** @internal */
  static of(text: string): TypedText {
    return new TypedText(normalizeChatText(text));
  }
}

/** A chat name as both platforms allow it (Twitch logins, Kick usernames): 1-25 letters, digits or `_`. */
const CHAT_NAME = /^[A-Za-z0-9_]{1,25}$/;

/**
 * The chatter as a reply names them: the display name when it is a plain chat name (a leading `@`
 * dropped), else the login, else "viewer". A localized or decorated display name falls back to the
 * login, so no other script and no invisible character is ever written back.
 */
export function chatterValue(displayName: string, login = ''): SafeValue {
  const plain = (s: string) => normalizeChatText(s).replace(/^@+/, '');
  const name = [plain(displayName), plain(login)].find((n) => CHAT_NAME.test(n)) ?? 'viewer';
  return SafeValue.mint('chatter', name);
}

/** A number the command parsed or the site counted. */
export function numberValue(n: number): SafeValue {
  if (!Number.isFinite(n)) throw new Error(`a reply number must be finite, got ${n}`);
  return SafeValue.mint('number', n);
}

/** A number with fixed decimals (an average multiplier): "85.50" / "85,50", written the reply's language's way. */
export function decimalValue(n: number, digits: number): SafeValue {
  if (!Number.isFinite(n)) throw new Error(`a reply number must be finite, got ${n}`);
  return SafeValue.mint('number', n.toFixed(digits), (locale) => formatterFor(locale).number(n, digits));
}

/**
 * Text written from a parsed number as a chatter types it (the GTB range's bound, "7500.50"): digits,
 * a sign, a dot or a comma only.
 */
export function numericTextValue(text: string): SafeValue {
  if (!/^-?[0-9]+(?:[.,][0-9]+)?$/.test(text)) throw new Error(`not a numeric text: ${JSON.stringify(text)}`);
  return SafeValue.mint('number', text);
}

/**
 * An amount of money the command parsed or the site counted, written in the site currency as every
 * page writes it in the reply's language: "$7,500", "€1,234.50", "1 234,50 €", "R$ 7.500" (a whole
 * amount without cents).
 */
export function moneyValue(cents: number, currency: SiteCurrency): SafeValue {
  if (!Number.isSafeInteger(cents)) throw new Error(`cents must be a safe integer, got ${cents}`);
  return SafeValue.mint('number', formatCents(cents, currency, { whole: true }), (locale) =>
    formatterFor(locale).cents(cents, currency, { whole: true }),
  );
}

/** A name read from the site's own rows (the slot catalogue), normalized. */
export function catalogueValue(name: string): SafeValue {
  return SafeValue.mint('catalogue', normalizeChatText(name));
}

/** Text the code or the admin's configuration chose, never a chatter's. */
export function fixedValue(text: string): SafeValue {
  return SafeValue.mint('fixed', normalizeChatText(text));
}

/** Text the code chose in each language (a refusal reason): the reply's language picks its text. */
export function localizedValue(texts: Readonly<Record<Locale, string>>): SafeValue {
  const normalized = Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [locale, normalizeChatText(text)]),
  ) as Record<Locale, string>;
  return SafeValue.mint('fixed', normalized.en, (locale) => normalized[locale]);
}

/** Text a chatter typed, for a Kick reply only. */
export function typedText(text: string): TypedText {
  return TypedText.of(text);
}

/** Whether a value was minted here as safe (the runtime half of the Twitch rule). */
export function isSafeValue(v: unknown): v is SafeValue {
  return typeof v === 'object' && v !== null && minted.has(v);
}

/** The values of a reply that may go to Twitch: safe values only, by type. */
export type SafeReplyVars = Readonly<Record<string, SafeValue>>;
/** The values of a reply on Kick: safe values, and a chatter's typed text where it helps. */
export type KickReplyVars = Readonly<Record<string, SafeValue | TypedText>>;

const repliesMinted = new WeakSet<object>();

/**
 * A reply line built only from a template (or the package's fixed words) and safe values: the only
 * kind of line the Twitch reply queue takes. Made by `renderSafeReply` and `coalesceReplies`.
 */
export class SafeReply {
  readonly text: string;
  private constructor(text: string) {
    this.text = text;
    Object.freeze(this);
    repliesMinted.add(this);
  }
  /** @internal */
  static mint(text: string): SafeReply {
    return new SafeReply(text);
  }
}

/** Whether a line was built by this package from a template and safe values (the Twitch queue's check). */
export function isSafeReply(v: unknown): v is SafeReply {
  return typeof v === 'object' && v !== null && repliesMinted.has(v);
}

/** The plain template values of safe (and, on Kick, typed) values, for a reply in `locale`. */
export function plainVars(vars: KickReplyVars, locale: Locale = 'en'): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(vars)) out[name] = v instanceof TypedText ? v.text : v.in(locale);
  return out;
}
