/**
 * A rule set's summary and years of use in the page's language: the engine's `summary` and
 * `years` in English (the one source), the German of `de-rule-set-text.ts` on a German page.
 *
 * ```ts
 * ruleSetSummary(RULE_SETS['seed-000']); // 'A popular modern description …', German under /de/
 * ruleSetYears(RULE_SETS['seed-000']);   // 'modern description', or 'heutige Beschreibung'
 * ```
 *
 * @packageDocumentation
 */
import { effectiveLang, localString } from './ambient.ts';

/** Anything with the engine's `id`, `summary` and `years`. */
interface RuleSetText {
  readonly id: string;
  readonly summary: string;
  readonly years: string;
}

/** The summary of a rule set in a language (the page's when not given). */
export const ruleSetSummary = (rules: Pick<RuleSetText, 'id' | 'summary'>, lang?: string): string =>
  localString(effectiveLang(lang), `ruleSetSummary.${rules.id}`) ?? rules.summary;

/** The years a rule set was in use ("1926–1930", "modern description") in a language (the page's when not given). */
export const ruleSetYears = (rules: Pick<RuleSetText, 'id' | 'years'>, lang?: string): string =>
  localString(effectiveLang(lang), `ruleSetYears.${rules.id}`) ?? rules.years;

/** The English as keys (`ruleSetSummary.<id>`, `ruleSetYears.<id>`), for a page's German strings. */
export const ruleSetTextKeys = (sets: readonly RuleSetText[]): Record<string, string> =>
  Object.fromEntries(
    sets.flatMap((r) => [
      [`ruleSetSummary.${r.id}`, r.summary],
      [`ruleSetYears.${r.id}`, r.years],
    ]),
  );
