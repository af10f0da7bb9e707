/**
 * The scoring summary's dictionary (`en-summary.ts`), with the same `translator` API as
 * `index.ts`. Build time only: the summary is printed by `ScoringSummary.astro` on the server,
 * which has every German dictionary (`de-all.ts`), so no island carries these strings.
 *
 * @packageDocumentation
 */
import { enSummary } from './en-summary.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** A translate function over the scoring summary's keys. */
export type Translate = TranslateOf<typeof enSummary>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(enSummary);
