/**
 * The dictionary of the rubber exercise: the core strings (`en.ts`), the scoring ones
 * (`en-scoring.ts`, for the pad, the reasons and the deal in words) and its own
 * (`en-exercise.ts`), with the same `translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enExercise } from './en-exercise.ts';
import { enScoring } from './en-scoring.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The exercise's strings, in English. */
export const exerciseEn = { ...en, ...enScoring, ...enExercise } as const;

/** A translate function over those keys. */
export type Translate = TranslateOf<typeof exerciseEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(exerciseEn);
