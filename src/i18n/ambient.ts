/**
 * The page's language and the strings of languages other than English (issue 18).
 *
 * English is bundled with every widget (its dictionaries are the reference, `en*.ts`). Another
 * language is not: a German page carries the German strings of the widgets it has as JSON in
 * its HTML (`<script type="application/json" data-ab-strings="de">`, written by
 * `components/shared/Strings.astro`), so that an English page loads no German and a German
 * page loads only the German it shows. At build time the server registers every German
 * dictionary (`de-all.ts`, from `src/middleware.ts`).
 *
 * Which language a widget speaks: the one it was given when that is not English, else the
 * page's. The page's language is the `lang` of `<html>` in the browser (Starlight writes
 * `lang="de"` under `/de/`), and on the server the one `src/middleware.ts` sets from the
 * address before a page renders (pages are rendered one at a time: Astro's
 * `build.concurrency` is 1). So a widget needs no `lang` prop: every `t()` on a German page
 * answers in German.
 *
 * ```ts
 * setPageLang('de');           // the middleware, for /de/course/...
 * localString('de', 'seat.E'); // 'Ost' (or undefined: the caller falls back to English)
 * ```
 *
 * Self-contained (no imports), because the progress strings use it and must stay small.
 *
 * @packageDocumentation
 */

/** The languages of the site: English at the root, German under `/de/`. */
export const SITE_LANGS = ['en', 'de'] as const;

let serverLang: string = 'en';
const tables: Record<string, Record<string, string>> = {};
let scanned = false;

/** Sets the language of the page being rendered on the server (`src/middleware.ts`). */
export const setPageLang = (lang: string): void => {
  serverLang = lang;
};

/** The language of the page: `<html lang>` in the browser, what the middleware set on the server. */
export const pageLang = (): string => (typeof document > 'u' ? serverLang : document.documentElement.lang.slice(0, 2) || 'en');

/** The language a widget speaks: its own when not English, else the page's. */
export const effectiveLang = (lang: string | undefined): string => (lang && lang !== 'en' ? lang : pageLang());

/** Adds strings of a language (the server's German dictionaries, or a test's). */
export const registerStrings = (lang: string, strings: Readonly<Record<string, string>>): void => {
  Object.assign((tables[lang] ??= {}), strings);
};

/**
 * A string of a language other than English, or `undefined` (the caller falls back to English;
 * there are no English tables). In the browser the first call reads the strings the page
 * carries as JSON (`data-ab-strings`, written by our own build, never by a reader). Written
 * small: it is in every island's code, and a lesson with one replay has 25 KB (budgets.json).
 */
export const localString = (lang: string, key: string): string | undefined => {
  if (!scanned && typeof document != 'undefined') {
    scanned = true;
    for (const el of document.querySelectorAll<HTMLElement>('script[data-ab-strings]')) {
      registerStrings(el.dataset['abStrings']!, JSON.parse(el.textContent!) as Record<string, string>);
    }
  }
  return tables[lang]?.[key];
};
