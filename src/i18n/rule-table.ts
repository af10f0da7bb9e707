/**
 * The rule-set reference's dictionary: its own strings (`en-rule-table.ts`), the picker's rule
 * names (`rule.*` of `en-picker.ts`, reused where they read the same) and the core (`en.ts`:
 * strain names), with the same `translator` API as `index.ts`. Build time only: the reference
 * is printed by `RuleSetTable.astro` on the server, which has every German dictionary.
 *
 * @packageDocumentation
 */
import { en } from './en.ts';
import { enPicker } from './en-picker.ts';
import { enRuleTable } from './en-rule-table.ts';
import { translatorFor, type TranslateOf } from './index.ts';

/** Core, picker and rule-table strings, in English. */
export const ruleTableEn = { ...en, ...enPicker, ...enRuleTable } as const;

/** Every key the rule-set reference may use. */
export type RuleTableKey = keyof typeof ruleTableEn;

/** A translate function over the rule-set reference's keys. */
export type Translate = TranslateOf<typeof ruleTableEn>;

/** A translate function for a language (the page's when not given: `ambient.ts`). */
export const translator: (lang?: string) => Translate = translatorFor(ruleTableEn);
