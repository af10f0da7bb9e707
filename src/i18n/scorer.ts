/**
 * The dictionary of the rubber scorer: the core strings (`en.ts`), the scoring widgets'
 * (`en-scoring.ts`: the sheet's words are the score pad's) and the scorer's own
 * (`en-scorer.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enScorer } from './en-scorer.ts';
import { enScoring } from './en-scoring.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core, scoring and scorer strings, in English. */
export const scorerEn = { ...en, ...enScoring, ...enScorer } as const;

/** A translate function over the scorer's keys. */
export type Translate = TranslateOf<typeof scorerEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(scorerEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();
