/**
 * The dictionary of the scoring widgets: the core strings (`en.ts`) and the scoring ones
 * (`en-scoring.ts`), with the same `t`/`translator` API as `index.ts`. Scoring widgets import
 * from here; other islands import `index.ts` and do not carry these strings.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enScoring } from './en-scoring.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** Core and scoring strings, in English. */
export const scoringEn = { ...en, ...enScoring } as const;

/** Every key the scoring widgets may use. */
export type ScoringKey = keyof typeof scoringEn;

/** A translate function over the scoring widgets' keys. */
export type Translate = TranslateOf<typeof scoringEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(scoringEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: ScoringKey, lang?: string) => string = templateFor(scoringEn);
