/**
 * The dictionary of the reader's progress and the words the quizzes share (`en-progress.ts`),
 * with the same `translator` API as `index.ts`. It does not join the core strings: the pages
 * that use it get those from their own widget's dictionary.
 *
 * @packageDocumentation
 */
import { enProgress } from './en-progress.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The progress strings, in English. */
export const progressEn = { ...enProgress } as const;

/** A translate function over the progress keys. */
export type Translate = TranslateOf<typeof progressEn>;

/** A translate function for a language (English for now). */
export const translator: (lang?: string) => Translate = translatorFor(progressEn);
