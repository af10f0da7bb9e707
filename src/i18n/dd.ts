/**
 * The dictionary of the double-dummy panel: the core strings (`en.ts`) and the panel's own
 * (`en-dd.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enDD } from './en-dd.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core and panel strings, in English. */
export const ddEn = { ...en, ...enDD } as const;

/** A translate function over the panel's keys. */
export type Translate = TranslateOf<typeof ddEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(ddEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();
