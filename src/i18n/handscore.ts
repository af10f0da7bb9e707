/**
 * The dictionary of the hand's score and analysis blocks (build time only): the core strings
 * (`en.ts`), the scoring ones (`en-scoring.ts`) and their own (`en-handscore.ts`).
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enHandScore } from './en-handscore.ts';
import { enScoring } from './en-scoring.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the score and analysis blocks, in English. */
export const handScoreEn = { ...en, ...enScoring, ...enHandScore } as const;

/** A translate function over those keys. */
export type Translate = TranslateOf<typeof handScoreEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(handScoreEn);

/** A template of those strings in a language, placeholders unfilled (for spelled values). */
export const template: (key: keyof typeof handScoreEn, lang?: string) => string = templateFor(handScoreEn);
