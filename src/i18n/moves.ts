/**
 * The dictionary of the replay's move list: the core strings (`en.ts`) and its own
 * (`en-moves.ts`), with the same `t`/`translator` API as `index.ts`.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enMoves } from './en-moves.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The strings of the move list, in English. */
export const movesEn = { ...en, ...enMoves } as const;

/** A translate function over those keys. */
export type Translate = TranslateOf<typeof movesEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(movesEn);
