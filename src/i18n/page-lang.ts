/**
 * The language of an address: German under `/de/` (after the site's base path), else English.
 *
 * ```ts
 * langOfPath('/auction-bridge/de/course/', '/auction-bridge/'); // 'de'
 * langOfPath('/course/', '/');                                  // 'en'
 * ```
 *
 * @packageDocumentation
 */

/** The language of a path under a base path (`/` or `/sub/`). */
export const langOfPath = (pathname: string, base: string = '/'): 'en' | 'de' => {
  const b = base.endsWith('/') ? base : `${base}/`;
  const rest = pathname.startsWith(b) ? pathname.slice(b.length) : pathname.replace(/^\//, '');
  return rest === 'de' || rest.startsWith('de/') ? 'de' : 'en';
};

/**
 * The address of the same page in another language: `/de/` added after the base for German,
 * taken away for English.
 */
export const pathInLang = (pathname: string, lang: 'en' | 'de', base: string = '/'): string => {
  const b = base.endsWith('/') ? base : `${base}/`;
  const rest = pathname.startsWith(b) ? pathname.slice(b.length) : pathname.replace(/^\//, '');
  const bare = rest === 'de' ? '' : rest.startsWith('de/') ? rest.slice(3) : rest;
  return `${b}${lang === 'de' ? 'de/' : ''}${bare}`;
};

/** The prefix of a language's pages under the base: `''` for English, `'de/'` for German. */
export const langPrefix = (lang: string): string => (lang === 'de' ? 'de/' : '');
