/**
 * The widgets' UI strings: one dictionary per language and a `t(key, params)` helper.
 *
 * ```ts
 * t('diagram.dealerIs', { seat: t('seat.N') }); // 'Dealer: North'
 * const tr = translator('en');
 * tr('call.pass');                                // 'Pass'
 * ```
 *
 * This module speaks the core dictionary (`en.ts`: seats, suits, ranks, strains, calls, numbers,
 * ...), which every island shares. A widget family with strings of its own has a dictionary of
 * its own joined to the core by a small module built with {@link translatorFor}: `diagram.ts`,
 * `auction.ts`, `replay.ts`, `declarer-quiz.ts`, `picker.ts`, `gallery.ts`, `scoring.ts`,
 * `lab.ts`. A widget imports the one it needs, so a page loads only the strings of its widgets.
 *
 * Adding a language: write `de.ts` exporting `const de: Dictionary = { ... }` with every key of
 * `en.ts`, add `de` to {@link LANGS} and {@link DICTIONARIES}. The compiler then insists on every
 * key; `i18n.test.ts` checks that the placeholders match.
 *
 * @packageDocumentation
 */
import { effectiveLang, localString, SITE_LANGS } from './ambient.ts';
import { en } from './en.ts';

export { en };

/** Every key of the UI dictionary (the English dictionary is the reference). */
export type MessageKey = keyof typeof en;

/** A dictionary for one language: a string for every key. */
export type Dictionary = { readonly [K in MessageKey]: string };

/** The languages the widgets speak (English bundled, German from the page: `ambient.ts`). */
export const LANGS = SITE_LANGS;
/** A language of the widgets. */
export type Lang = (typeof LANGS)[number];

/** The placeholder names in a message template, e.g. `'seat' | 'dealer'`. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The values a message needs, keyed by its placeholders (derived from the English text). */
export type MessageParams<K extends MessageKey> = { readonly [P in Placeholders<(typeof en)[K]>]: string | number };

/** The arguments after the key: params only when the message has placeholders. */
export type MessageArgs<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never] ? [] : [params: MessageParams<K>];

/** A translate function bound to one language. */
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

/** Whether a string is a key of the dictionary. */
export const isMessageKey = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(en, key);

/** Whether a string is a supported language. */
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * Fills `{name}` placeholders in a template. A placeholder without a value is left as
 * written, so that a missing parameter shows on the page instead of vanishing.
 */
export const interpolate = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * A translate function for a language; an unknown language falls back to English, and a
 * key missing from a dictionary falls back to the English text.
 */
export const translator = (lang?: string): Translate => {
  return ((key: MessageKey, params?: Readonly<Record<string, string | number>>) =>
    interpolate(messageTemplate(key, lang), params)) as Translate;
};

/**
 * The raw template of a message, placeholders unfilled, for callers that fill them with
 * something other than strings (the widgets fill `{contract}` with suit symbols).
 */
export const messageTemplate = (key: MessageKey, lang?: string): string => localString(effectiveLang(lang), key) ?? en[key];

/** The arguments after a key of any dictionary `D`: params only when its message has placeholders. */
export type ArgsOf<D, K extends keyof D> = [Placeholders<D[K] & string>] extends [never]
  ? []
  : [params: { readonly [P in Placeholders<D[K] & string>]: string | number }];

/** A translate function over the keys of dictionary `D`. */
export type TranslateOf<D> = <K extends keyof D & string>(key: K, ...args: ArgsOf<D, K>) => string;

/**
 * A translate function over an English dictionary of one's own (a widget family's strings
 * joined to the core ones, as `scoring.ts` does), so that a page loads only the strings of the
 * widgets it has. Another language's strings come from the page (`ambient.ts`); the language is
 * the one given when not English, else the page's, looked up at each call.
 */
export const translatorFor =
  <D extends Readonly<Record<string, string>>>(dict: D) =>
  (lang?: string): TranslateOf<D> =>
    ((key: string, params?: Readonly<Record<string, string | number>>) =>
      interpolate(localString(effectiveLang(lang), key) ?? dict[key] ?? key, params)) as TranslateOf<D>;

/** A template of a family's dictionary in the page's language (placeholders unfilled). */
export const templateFor =
  <D extends Readonly<Record<string, string>>>(dict: D) =>
  (key: keyof D & string, lang?: string): string =>
    localString(effectiveLang(lang), key) ?? dict[key] ?? key;

/** Translates into the page's language (English on an English page): `t('auction.caption', { dealer: 'North' })`. */
export const t: Translate = translator();

/** The placeholder names used in a template, sorted (for checking translations). */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? '').sort();
