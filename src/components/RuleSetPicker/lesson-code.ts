/**
 * The code a lesson teaches, read at build time from the page's frontmatter (`ruleSet`, see
 * content.config.ts; the 1926 laws when absent), so that a scoring widget can say whether the
 * reader's choice differs from it. Outside a Starlight page (the scorer, tests), the default.
 *
 * @packageDocumentation
 */
import { DEFAULT_RULE_SET_ID, isPickableId } from './choice.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';

/** The lesson's code from Astro's `locals` (Starlight's route data); the default if none. */
export const lessonRuleSetId = (locals: unknown): RuleSetId => {
  const id = (locals as { starlightRoute?: { entry?: { data?: { ruleSet?: unknown } } } } | undefined)?.starlightRoute?.entry?.data
    ?.ruleSet;
  return typeof id === 'string' && isPickableId(id) ? id : DEFAULT_RULE_SET_ID;
};
