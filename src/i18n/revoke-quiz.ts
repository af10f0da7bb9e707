/**
 * The dictionary of the revoke quiz: the core strings (`en.ts`) and the quiz's
 * (`en-revoke-quiz.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enRevokeQuiz } from './en-revoke-quiz.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The strings of the revoke quiz, in English. */
export const revokeQuizEn = { ...en, ...enRevokeQuiz } as const;

/** Every key the revoke quiz may use. */
export type RevokeQuizKey = keyof typeof revokeQuizEn;

/** A translate function over the keys of the revoke quiz. */
export type Translate = TranslateOf<typeof revokeQuizEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(revokeQuizEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();
