/**
 * A rule's provenance note (`RuleSet.provenance[rule].note`) in the page's language: the
 * engine's English, or the German of `de-rule-notes.ts` on a German page.
 *
 * @packageDocumentation
 */
import { effectiveLang, localString } from './ambient.ts';

/** The note on rule `rule` of rule set `ruleSetId`, whose English is `english`, in a language (the page's when not given). */
export const ruleNote = (ruleSetId: string, rule: string, english: string, lang?: string): string =>
  localString(effectiveLang(lang), `ruleNote.${ruleSetId}.${rule}`) ?? english;
