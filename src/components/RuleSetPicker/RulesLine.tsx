/**
 * The line every scoring widget shows about its rules: which code it scores under; whether that
 * is the code the lesson teaches; "Change" (the reader's choice, kept for the whole site); and,
 * when the reader's choice differs from the lesson's code, a notice saying so with "Back to this
 * lesson's code". A widget pinned to a code by its author says so and offers no change.
 *
 * Widgets that use it already load the rule sets (`useRuleSet`), so the labels cost nothing more.
 *
 * @packageDocumentation
 */
import { RULE_SETS, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { translator } from '../../i18n/scoring.ts';
import { chooseRuleSet, PICKER_RULE_SET_IDS, type PickerEnv } from './choice.ts';
import './rules-line.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of {@link RulesLine}. */
export interface RulesLineProps {
  /** The rules the widget scores under now. */
  readonly rules: RuleSet;
  /** The code the lesson teaches (its frontmatter `ruleSet`, default the 1926 laws). */
  readonly lesson: RuleSetId;
  /** The author pinned the widget to `rules`: no change offered. */
  readonly pinned?: boolean;
  /** A unique id on the page, for the select's label. */
  readonly id: string;
  readonly lang?: string;
  readonly env?: PickerEnv;
}

/** What the line says, in words (for the view and for tests). */
export const rulesLineWords = (rules: RuleSet, lesson: RuleSetId, pinned: boolean, lang = 'en') => {
  const tr = translator(lang);
  const lessonLabel = RULE_SETS[lesson]?.label ?? lesson;
  return {
    scored: tr('score.rules', { rules: ruleSetName(rules) }),
    relation: pinned ? tr('rulesLine.pinned') : rules.id === lesson ? tr('rulesLine.lesson') : '',
    notice: !pinned && rules.id !== lesson ? tr('rulesLine.differs', { lesson: lessonLabel }) : '',
  };
};

/** The rules line of a scoring widget. */
export function RulesLine({ rules, lesson, pinned = false, id, lang = 'en', env = {} }: RulesLineProps) {
  const tr = translator(lang);
  const words = rulesLineWords(rules, lesson, pinned, lang);
  const selectId = `${id}-rules`;
  return (
    <div class="ab-rules-line" data-lesson-rules={lesson} data-differs={words.notice ? 'true' : undefined}>
      <p class="ab-rules-line__text">
        {words.scored} {words.relation}
      </p>
      {!pinned && (
        <details class="ab-rules-line__change ab-no-print">
          <summary>{tr('rulesLine.change')}</summary>
          <label for={selectId}>{tr('rulesLine.select')}</label>{' '}
          <select id={selectId} value={rules.id} onChange={(e) => chooseRuleSet(e.currentTarget.value, env)}>
            {PICKER_RULE_SET_IDS.map((r) => (
              <option key={r} value={r} selected={r === rules.id}>
                {ruleSetName(RULE_SETS[r])}
                {r === lesson ? ` ${tr('rulesLine.lessonMark')}` : ''}
              </option>
            ))}
          </select>
          <span class="ab-rules-line__scope">{tr('rulesLine.scope')}</span>
        </details>
      )}
      {words.notice && (
        <p class="ab-rules-line__notice">
          <span aria-hidden="true">⚠ </span>
          {words.notice}{' '}
          <button type="button" class="ab-rules-line__back" onClick={() => chooseRuleSet(lesson, env)}>
            {tr('rulesLine.back')}
          </button>
        </p>
      )}
    </div>
  );
}
