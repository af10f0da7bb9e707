/**
 * The irregularities lesson's words in the page's language: its own strings
 * (`en-irregularities.ts`), and the engine's English code names and notes
 * (`engine/rules/irregularities.ts`: `label`, `note`) with their German from
 * `de-irregularities.ts` on a German page, keyed by code and rule
 * (`irregularityCode.<code>`, `irregularityNote.<code>.<rule>`).
 *
 * ```ts
 * irregularityCodeName('whist-club-1915');                        // 'Whist Club, 1915 to 1925', or 'Whist Club, 1915 bis 1925'
 * irregularityNote('whist-club-1926', 'insufficientBid', english); // the engine's note, or its German
 * ```
 *
 * @packageDocumentation
 */
import { IRREGULARITY_CODES, type IrregularityCodeId, type IrregularityRules, type RevokeRules } from '../engine/rules/irregularities.ts';
import { effectiveLang, localString } from './ambient.ts';
import { enIrregularities } from './en-irregularities.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** A rule of the irregularities: the revoke's parts, and the other irregularities. */
export type IrregularityRuleKey = `revoke.${keyof RevokeRules}` | Exclude<keyof IrregularityRules, 'revoke'>;

/** A translate function over the irregularities' keys. */
export type Translate = TranslateOf<typeof enIrregularities>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(enIrregularities);

/** A law code's name ("Whist Club, November 1913") in a language (the page's when not given). */
export const irregularityCodeName = (id: IrregularityCodeId, lang?: string): string =>
  localString(effectiveLang(lang), `irregularityCode.${id}`) ?? IRREGULARITY_CODES[id].label;

/** The note on a code's rule, whose English (the engine's) is `english`, in a language (the page's when not given). */
export const irregularityNote = (id: IrregularityCodeId, rule: IrregularityRuleKey, english: string, lang?: string): string =>
  localString(effectiveLang(lang), `irregularityNote.${id}.${rule}`) ?? english;
