/**
 * The dictionary of the declarer quiz: the core strings (`en.ts`) and the quiz's
 * (`en-declarer-quiz.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enDeclarerQuiz } from './en-declarer-quiz.ts';
import { templateFor, translatorFor, type TranslateOf } from './index.ts';

/** The strings of the declarer quiz, in English. */
export const declarerQuizEn = { ...en, ...enDeclarerQuiz } as const;

/** Every key the declarer quiz may use. */
export type DeclarerQuizKey = keyof typeof declarerQuizEn;

/** A translate function over the keys of the declarer quiz. */
export type Translate = TranslateOf<typeof declarerQuizEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(declarerQuizEn);

/** Translates into the page's language (English on an English page). */
export const t: Translate = translator();

/** The raw template of a message, placeholders unfilled (for suit symbols in `{contract}`). */
export const messageTemplate: (key: DeclarerQuizKey, lang?: string) => string = templateFor(declarerQuizEn);
