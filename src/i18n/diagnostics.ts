/**
 * The engine's diagnostics in the page's language (issue 18): {@link diagnosticText} gives a
 * problem's message and hint in words the reader of the page reads.
 *
 * The engine writes its messages in English and, beside them, the values of their
 * placeholders in words of no language (`Diagnostic.args`: seat letters, card codes, counts,
 * the text of the file) and the name of the template they fill (`Diagnostic.template`, else the
 * code). The templates are a catalogue per language: `en-diagnostics.ts` (the reference: filled
 * with the args it gives the engine's English exactly) and `de-diagnostics.ts`; a page carries
 * the German ones it needs as JSON (the `diagnostics` family of `families.ts`). On an English
 * page the engine's own words are shown, so the English catalogue never reaches the browser.
 * Where a diagnostic has no args (the Lab's own, or a code without a template), or a template
 * or a word is missing, the English message and hint are shown as written.
 *
 * ```ts
 * diagnosticText({ code: 'PBN_PLAY_CARD_TWICE', message: 'The ♠J is played twice.', ..., args: { card: 'SJ' } }, 'de');
 * // { message: 'Die Karte ♠B wird zweimal gespielt.', hint: 'Jede Karte wird nur einmal gespielt; prüfen Sie den Stich.' }
 * ```
 *
 * How a placeholder's value becomes words is said by its name (see `en-diagnostics.ts`): the
 * letters before its first capital or digit name the kind (`seat`, `card`, `cards`, `call`...),
 * and a capital first letter capitalises the words (`{Call}`: "One spade").
 *
 * @packageDocumentation
 */
import { effectiveLang, localString } from './ambient.ts';
import type { Diagnostic, DiagnosticArgs } from '../engine/source.ts';

/** What {@link diagnosticText} reads: a diagnostic, or anything shaped like one (the auction's and the play's errors). */
export type DiagnosticLike = Pick<Diagnostic, 'code' | 'message' | 'hint' | 'args' | 'template' | 'frame'>;

/** A problem in words: the message and, when there is one, the hint. */
export interface DiagnosticText {
  readonly message: string;
  readonly hint: string | undefined;
}

/** The templates of one language, by key (`diag.PBN_DEAL_EMPTY`), or `undefined` where it has none. */
export type TemplateLookup = (key: string) => string | undefined;

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Placeholders that the English templates write as text, not as values (`{braces}`). */
const LITERAL = new Set(['braces']);

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A number as the language writes it: English as the engine prints it, other languages with
 * a point between thousands from five digits on (the German rule: 1234, 12.345).
 */
const numberText = (n: number, lang: string): string => {
  if (lang === 'en' || !Number.isInteger(n) || Math.abs(n) < 10_000) return String(n);
  return `${n < 0 ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
};

/** A list in words: "a, b and c" (the comma and the "and" are the language's). */
const listText = (items: readonly (string | undefined)[], lookup: TemplateLookup): string | undefined => {
  if (items.some((x) => x === undefined)) return undefined;
  const words = items as readonly string[];
  if (words.length <= 1) return words[0] ?? '';
  const comma = lookup('diag.list.comma');
  const and = lookup('diag.list.and');
  if (comma === undefined || and === undefined) return undefined;
  return `${words.slice(0, -1).join(comma)}${and}${words[words.length - 1]!}`;
};

/** The values of a list placeholder: letters or codes separated by spaces. */
const itemsOf = (value: string | number): string[] =>
  String(value)
    .split(' ')
    .filter((x) => x !== '');

/**
 * Fills a template's placeholders with their values in words, or `undefined` when a value
 * cannot be said in the language (a word missing from its catalogue, a placeholder without a
 * value).
 */
const fill = (template: string, args: DiagnosticArgs, lookup: TemplateLookup, lang: string): string | undefined => {
  let failed = false;
  const out = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(args, name)) {
      if (!LITERAL.has(name)) failed = true;
      return whole;
    }
    const text = valueText(name, args[name]!, lookup, lang);
    if (text === undefined) {
      failed = true;
      return whole;
    }
    return /^[A-Z]/.test(name) ? capitalise(text) : text;
  });
  return failed ? undefined : out;
};

/** A template of the catalogue filled with values, or `undefined`. */
const filled = (key: string, args: DiagnosticArgs, lookup: TemplateLookup, lang: string): string | undefined => {
  const template = lookup(key);
  return template === undefined ? undefined : fill(template, args, lookup, lang);
};

/** A card (`SJ`) with its suit's symbol and the language's rank: ♠J, ♠B. */
const cardText = (card: string, lookup: TemplateLookup): string | undefined => {
  const symbol = SUIT_SYMBOLS[card.charAt(0)];
  const rank = card.length === 2 ? lookup(`diag.rank.${card.charAt(1)}`) : undefined;
  return symbol === undefined || rank === undefined ? undefined : `${symbol}${rank}`;
};

/** A call as PBN writes it (`1S`, `2NT`, `Pass`, `X`, `XX`; `?` for one that cannot be read) in words. */
const callText = (call: string, lookup: TemplateLookup, lang: string): string | undefined => {
  if (call === 'Pass' || call === 'X' || call === 'XX' || call === '?') return lookup(`diag.call.${call}`);
  const m = /^([1-9]|10)(C|D|H|S|R|NL|NT)$/.exec(call);
  if (!m) return undefined;
  const one = m[1] === '1';
  return filled(
    one ? 'diag.bid.one' : 'diag.bid.many',
    one ? { level: Number(m[1]), strain: m[2]! } : { level: Number(m[1]), strains: m[2]! },
    lookup,
    lang,
  );
};

/** One placeholder's value in words, by the kind its name gives. */
const valueText = (name: string, value: string | number, lookup: TemplateLookup, lang: string): string | undefined => {
  const kind = (/^[A-Za-z][a-z]*/.exec(name)?.[0] ?? '').toLowerCase();
  const v = String(value);
  switch (kind) {
    case 'seat':
      return lookup(`diag.seat.${v}`);
    case 'seats':
      return listText(
        itemsOf(value).map((s) => lookup(`diag.seat.${s}`)),
        lookup,
      );
    case 'owners':
      return listText(
        itemsOf(value).map((s) => filled('diag.list.owner', { seat: s }, lookup, lang)),
        lookup,
      );
    case 'card':
      return cardText(v, lookup);
    case 'cards':
      return listText(
        itemsOf(value).map((c) => filled('diag.list.card', { card: c }, lookup, lang)),
        lookup,
      );
    case 'suit':
    case 'suits':
    case 'strain':
    case 'strains':
    case 'level':
    case 'word':
      return lookup(`diag.${kind}.${v}`);
    case 'denominations':
      return listText(
        itemsOf(value).map((s) => lookup(`diag.strains.${s}`)),
        lookup,
      );
    case 'call':
      return callText(v, lookup, lang);
    case 'rules':
      return lookup(`ruleSet.${v}`);
    case 'player':
    case 'hand':
      return v.endsWith('*')
        ? filled(`diag.${kind}.dummy`, { seat: v.slice(0, -1) }, lookup, lang)
        : filled(`diag.${kind}`, { seat: v }, lookup, lang);
    case 'ncards':
    case 'ntricks':
      return value === 1 ? lookup(`diag.${kind}.one`) : filled(`diag.${kind}.many`, { n: value }, lookup, lang);
    case 'sizes': {
      const comma = lookup('diag.list.comma');
      const parts = itemsOf(value).map((x) => filled('diag.list.size', { seat: x.charAt(0), n: Number(x.slice(1)) }, lookup, lang));
      return comma === undefined || parts.some((x) => x === undefined) ? undefined : parts.join(comma);
    }
    default:
      return typeof value === 'number' ? numberText(value, lang) : v;
  }
};

/**
 * A diagnostic in the words of a catalogue: its template (`diag.<template or code>`, with
 * `.hint`) filled with its args, inside its frame; `null` when the catalogue cannot say it (no
 * args, no template, a word missing). `lang` decides how numbers are written.
 */
export const renderDiagnostic = (d: DiagnosticLike, lookup: TemplateLookup, lang: string): DiagnosticText | null => {
  const args = d.args;
  if (args === undefined) return null;
  const key = `diag.${d.template ?? d.code}`;
  const inner = filled(key, args, lookup, lang);
  if (inner === undefined) return null;
  let message = inner;
  if (d.frame !== undefined) {
    const framed = filled(`diag.frame.${d.frame.template}`, { ...d.frame.args, message: inner }, lookup, lang);
    if (framed === undefined) return null;
    message = framed;
  }
  if (d.hint === undefined) return { message, hint: undefined };
  const hint = filled(`${key}.hint`, args, lookup, lang);
  return hint === undefined ? null : { message, hint };
};

/**
 * A diagnostic's message and hint in a language (the page's when not given): the engine's own
 * English on an English page; elsewhere its template in the page's language filled with its
 * args, or the English as written where that cannot be done.
 */
export const diagnosticText = (d: DiagnosticLike, lang?: string): DiagnosticText => {
  const english: DiagnosticText = { message: d.message, hint: d.hint };
  const l = effectiveLang(lang);
  if (l === 'en') return english;
  return renderDiagnostic(d, (key) => localString(l, key), l) ?? english;
};
