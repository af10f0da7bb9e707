/**
 * The words of the site's own pages (`en-pages.ts`), in the page's language, for build time
 * only: these pages are written once, and no island carries these strings.
 *
 * @packageDocumentation
 */
import { enPages } from './en-pages.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The pages' strings, in English. */
export const pagesEn = { ...enPages } as const;

/** A translate function over the pages' keys. */
export type Translate = TranslateOf<typeof pagesEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(pagesEn);
