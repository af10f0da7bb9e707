/**
 * The dictionary of "Play it yourself": the core strings (`en.ts`), the scoring ones (for the
 * score at the end, `en-scoring.ts`, `en-handscore.ts`) and its own (`en-play.ts`).
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enHandScore } from './en-handscore.ts';
import { enPlay } from './en-play.ts';
import { enScoring } from './en-scoring.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** The strings of the play mode, in English. */
export const playEn = { ...en, ...enScoring, ...enHandScore, ...enPlay } as const;

/** A translate function over those keys. */
export type Translate = TranslateOf<typeof playEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(playEn);
