/**
 * The dictionary of the Hand Lab: the core strings (`en.ts`) and the Lab's (`en-lab.ts`), with
 * the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enLab } from './en-lab.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core and Lab strings, in English. */
export const labEn = { ...en, ...enLab } as const;

/** A translate function over the Lab's keys. */
export type Translate = TranslateOf<typeof labEn>;

/** A translate function for a language (English for now). */
export const translator: (lang?: string) => Translate = translatorFor(labEn);

/** Translates into English. */
export const t: Translate = translator('en');
