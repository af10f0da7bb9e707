/**
 * How sure the site is of a rule, in the page's language (`en-sure.ts`, `de-sure.ts`).
 *
 * ```ts
 * sureWords('inferred'); // 'inferred', or 'erschlossen' under /de/
 * ```
 *
 * @packageDocumentation
 */
import type { Confidence } from '../engine/rules/types.ts';
import { enSure } from './en-sure.ts';
import { translatorFor } from './index.ts';

/** A translate function over the confidence words (the page's language when not given). */
export const sureTranslator = translatorFor(enSure);

/** The words for a confidence, or for a rule no source gives (`unknown`). */
export const sureWords = (confidence: Confidence | 'unknown', lang?: string): string => sureTranslator(lang)(`sure.${confidence}`);
