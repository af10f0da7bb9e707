/**
 * Score pad view: the rubber score sheet, We and They, above and below the line, a game line
 * under each game won, totals and the result; each entry focusable with its reason shown on
 * hover and focus and spoken to screen readers; First/Previous/Next/Last deal controls that
 * replay the rubber, each deal announced in a polite live region.
 *
 * Thin: the layout and every word come from `model.ts`, the scores from the engine. Rescores
 * when the reader picks another rule set, unless the author pinned one.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { translator } from '../../i18n/scoring.ts';
import { onRuleSetChange, type PickerEnv } from '../RuleSetPicker/model.ts';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { DEFAULT_RULE_SET_ID } from '../RuleSetPicker/choice.ts';
import { RulesLine } from '../RuleSetPicker/RulesLine.tsx';
import { padView, replayTarget, type ScorePadInput } from './model.ts';
import { PadSheet } from './Sheet.tsx';
import { readParam, writeParam } from '../AuctionVsContract/address.ts';

/** A deal number from the address: a whole number from 1, else `null`. */
export const parseDealNumber = (text: string | null): number | null =>
  text !== null && /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null;
import '../shared/styles.css';
import './styles.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of the score pad. */
export interface ScorePadProps extends ScorePadInput {
  /** Pin a rule set; otherwise the reader's choice in the picker is followed. */
  readonly rules?: RuleSetId;
  /** The code the lesson teaches (its frontmatter; default the 1926 laws), for the rules line. */
  readonly lessonRules?: RuleSetId;
  /** The deal shown first (1-based; default the last: the whole sheet). */
  readonly at?: number;
  /** A visible caption for the sheet. */
  readonly caption?: string;
  /** A unique id on the page; also the address parameter of the deal shown (`?pad=7`). */
  readonly id?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv;
}

/** The rubber score sheet. */
export function ScorePadView(props: ScorePadProps) {
  const { env = {}, lang = 'en' } = props;
  const chosen = useRuleSet(env);
  const pinned = props.rules !== undefined ? getRuleSet(props.rules) : undefined;
  const rules = pinned ?? chosen;
  const [shown, setShown] = useState<number>(props.at ?? Number.POSITIVE_INFINITY);
  const [note, setNote] = useState('');
  const [mounted, setMounted] = useState(false);
  const id = props.id ?? 'pad';
  useEffect(() => {
    setMounted(true);
    // A link to "deal 7 of the rubber" (`?pad=7`) opens there; anything else is ignored.
    const linked = parseDealNumber(readParam(id));
    if (linked !== null) setShown(linked);
  }, []);
  useEffect(() => {
    if (pinned) return undefined;
    const tr = translator(lang);
    return onRuleSetChange((id) => setNote(tr('score.rescored', { rules: ruleSetName(getRuleSet(id) ?? { id: id, label: id }) })), env);
  }, []);
  const view = padView(rules, props, shown);
  const padId = `${id}-pad`;
  const go = (action: 'first' | 'previous' | 'next' | 'last'): void => {
    setNote('');
    const target = replayTarget(action, view.shown, view.count);
    setShown(target);
    writeParam(id, String(target));
  };
  const atStart = view.shown <= Math.min(1, view.count);
  const atEnd = view.shown >= view.count;
  return (
    <section id={id} class="ab-pad not-content" aria-label={props.caption ?? view.label} data-rules={rules.id} data-shown={view.shown}>
      {props.caption && <p class="ab-pad__caption">{props.caption}</p>}
      <RulesLine
        rules={rules}
        lesson={props.lessonRules ?? DEFAULT_RULE_SET_ID}
        pinned={pinned !== undefined}
        id={padId}
        lang={lang}
        env={env}
      />
      {/* The controls and the deal's words above the sheet, so that they stay put as rows are added. */}
      {!view.error && view.count > 1 && (
        <div class="ab-pad__controls ab-no-print" role="group" aria-label={view.labels.controls} hidden={!mounted}>
          <button type="button" aria-disabled={atStart} onClick={() => go('first')}>
            {view.labels.first}
          </button>
          <button type="button" aria-disabled={atStart} onClick={() => go('previous')}>
            {view.labels.previous}
          </button>
          <button type="button" aria-disabled={atEnd} onClick={() => go('next')}>
            {view.labels.next}
          </button>
          <button type="button" aria-disabled={atEnd} onClick={() => go('last')}>
            {view.labels.last}
          </button>
        </div>
      )}
      <p class="ab-pad__status" aria-live="polite" aria-atomic="true">
        {note ? `${note} ${view.status}` : view.status}
      </p>
      {view.error ? (
        <p class="ab-pad__error" role="alert">
          {view.error}
        </p>
      ) : (
        <PadSheet view={view} />
      )}
      {!view.error && <p class="ab-pad__result">{view.result}</p>}
      {view.endedEarly && <p class="ab-pad__note">{view.endedEarly}</p>}
    </section>
  );
}

export default ScorePadView;
