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
let browserLang: string | null = null;
const tables: Record<string, Record<string, string>> = {};
let scanned = false;

/** Sets the language of the page being rendered on the server (`src/middleware.ts`). */
export const setPageLang = (lang: string): void => {
  serverLang = lang;
};

/** The language of the page: `<html lang>` in the browser, what the middleware set on the server. */
export const pageLang = (): string => {
  if (typeof document === 'undefined') return serverLang;
  if (browserLang === null) browserLang = (document.documentElement.lang || 'en').slice(0, 2).toLowerCase();
  return browserLang;
};

/** The language a widget speaks: its own when not English, else the page's. */
export const effectiveLang = (lang: string | undefined): string => (lang !== undefined && lang !== 'en' ? lang : pageLang());

/** Adds strings of a language (the server's German dictionaries, or a test's). */
export const registerStrings = (lang: string, strings: Readonly<Record<string, string>>): void => {
  tables[lang] = { ...tables[lang], ...strings };
};

/** Reads the strings a page carries as JSON (`data-ab-strings`), once. */
const scanPage = (): void => {
  scanned = true;
  if (typeof document === 'undefined') return;
  for (const el of Array.from(document.querySelectorAll('script[data-ab-strings]'))) {
    try {
      registerStrings(el.getAttribute('data-ab-strings') ?? '', JSON.parse(el.textContent ?? '{}') as Record<string, string>);
    } catch {
      // A broken block costs its words (English shows), never the widget.
    }
  }
};

/** A string of a language other than English, or `undefined` (the caller falls back to English). */
export const localString = (lang: string, key: string): string | undefined => {
  if (lang === 'en') return undefined;
  if (!scanned) scanPage();
  const table = tables[lang];
  return table !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
};
