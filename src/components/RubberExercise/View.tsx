/**
 * Rubber exercise view (lesson 12): the deals in words, one at a time; a We/They pad (the score
 * pad's sheet) with four labelled boxes for the deal being written, above and below the line,
 * and the line to draw under a game won; Check marks each box right or not, and for a wrong one
 * says under the pad what belongs there, item by item from the engine's breakdown, the reader's
 * figure left in its box to fix. A deal scored right is inked in from the engine's ledger and the
 * next deal opens; at the end, the totals and the rubber's value. Everything written is kept in
 * the browser; "Start again" asks before wiping it.
 *
 * Thin: the checks and the words are `model.ts`'s, the sheet is `PadSheet`, the scores are the
 * engine's.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import type { RubberDealInput } from '../../engine/rubber.ts';
import type { Side } from '../../engine/types.ts';
import { translator } from '../../i18n/exercise.ts';
import { DEFAULT_RULE_SET_ID } from '../RuleSetPicker/choice.ts';
import { RulesLine } from '../RuleSetPicker/RulesLine.tsx';
import { PadSheet } from '../ScorePad/Sheet.tsx';
import type { StorageLike } from '../Scorer/model-store.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { SpelledText } from '../shared/Spelled.tsx';
import {
  cellWhere,
  checkDeal,
  exerciseView,
  padNames,
  markChecked,
  startWork,
  writeCell,
  type CellKey,
  type CellResult,
  type Work,
} from './model.ts';
import { browserStorage, loadWork, rubberKey, saveWork } from './store.ts';
import type { DealWords } from './words.ts';
import '../shared/styles.css';
import './styles.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of the exercise. */
export interface RubberExerciseProps {
  /** The rubber, in order (each deal with a contract). */
  readonly deals: readonly RubberDealInput[];
  /** Each deal in words, spelled at build time (`dealWords`). */
  readonly words: readonly DealWords[];
  /** The code the rubber is scored under (default the 1926 laws). */
  readonly rules?: RuleSetId;
  /** The code the lesson teaches, for the rules line. */
  readonly lessonRules?: RuleSetId;
  /** The side written as "We" (default North–South). */
  readonly we?: Side;
  /** A unique id on the page; also names the stored work. */
  readonly id?: string;
  readonly lang?: string;
  /** Replaces the browser's storage (tests); `null` is a browser that refuses it. */
  readonly storage?: StorageLike | null;
}

/** A deal in words: contract and tricks, and for the deal being written, who holds the honours. */
function DealText({ words, full }: { words: DealWords; full: boolean }) {
  return (
    <>
      <p>
        <SpelledText value={words.contract} />. {words.tricks}
      </p>
      {full && words.honoursHeading && <p class="ab-rx__honours-heading">{words.honoursHeading}</p>}
      {full && words.honours.length > 0 && (
        <ul class="ab-rx__honours" aria-label={words.honoursHeading}>
          {words.honours.map((row) => (
            <li key={row.seat}>
              {row.label}: <SpelledText value={row.cards} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The rubber exercise. */
export function RubberExerciseView(props: RubberExerciseProps) {
  const { deals, words, we = 'NS', id = 'rubber-exercise', lang = 'en' } = props;
  const tr = translator(lang);
  const rules = getRuleSet(props.rules ?? DEFAULT_RULE_SET_ID) ?? getRuleSet(DEFAULT_RULE_SET_ID)!;
  const rubber = rubberKey(deals);
  const [work, setWork] = useState<Work>(() => startWork(deals.length));
  const [mounted, setMounted] = useState(false);
  const [notice, setNotice] = useState('');
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const storage = (): StorageLike | null => (props.storage !== undefined ? props.storage : browserStorage());

  useEffect(() => {
    const loaded = loadWork(storage(), id, rubber, deals.length, lang);
    setWork(loaded.work);
    if (loaded.problem !== null) setNotice(tr('rx.badStore', { problem: loaded.problem }));
    else if (loaded.otherRubber) setNotice(tr('rx.otherRubber'));
    setMounted(true);
  }, []);
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const keep = (next: Work): void => {
    setWork(next);
    if (!saveWork(storage(), id, rubber, next)) setNotice(tr('rx.notKept'));
  };
  const view = exerciseView(rules, deals, work, we, lang);
  const current = view.current;
  const names = padNames(we, tr);
  const lineId = `${id}-d${(current ?? 0) + 1}-line`;
  const dealWork = current !== null ? work[current] : undefined;
  const checked = current !== null && dealWork?.checked ? checkDeal(rules, deals, current, dealWork.checked, we, lang) : null;
  const result = checked?.ok ? checked.value : null;

  const onCheck = (e: Event): void => {
    e.preventDefault();
    if (current === null || dealWork === undefined) return;
    const r = checkDeal(rules, deals, current, dealWork, we, lang);
    if (!r.ok) {
      setMessage(r.error);
      return;
    }
    keep(markChecked(work, current));
    const c = r.value;
    if (!c.allRight) {
      setMessage(tr('rx.summaryWrong', { deal: current + 1, right: c.right, count: c.count }));
      const wrong = c.cells.find((x) => !x.correct);
      setFocus(wrong ? inputIdFor(id, current, wrong.key) : lineId);
      return;
    }
    const next = current + 1;
    const nextWords = words[next];
    if (nextWords === undefined) {
      setMessage(`${tr('rx.summaryRight', { deal: current + 1, count: c.count })} ${tr('rx.finished')}`);
      setFocus(`${id}-result`);
      return;
    }
    setMessage(
      tr('rx.summaryNext', {
        deal: current + 1,
        count: c.count,
        next: next + 1,
        words: `${nextWords.contract.spoken}. ${nextWords.tricks}`,
      }),
    );
    setFocus(inputIdFor(id, next, 'NS.above'));
  };
  const onRestart = (): void => {
    keep(startWork(deals.length));
    setAsking(false);
    setNotice('');
    setMessage(tr('rx.restarted'));
    setFocus(inputIdFor(id, 0, 'NS.above'));
  };

  const cellMark = (key: CellKey): CellResult | undefined => {
    const r = result?.cells.find((c) => c.key === key);
    // A mark is about the figure checked: once the reader changes the box, it waits for the next check.
    return r !== undefined && (dealWork?.cells[key] ?? '') === r.written ? r : undefined;
  };
  const writeBox = (party: string, line: 'above' | 'below') => {
    if (current === null || dealWork === undefined) return null;
    const key = `${party}.${line}` as CellKey;
    const mark = cellMark(key);
    const boxId = inputIdFor(id, current, key);
    return (
      <li key={`write-${key}`} class="ab-rx__write" data-cell={key}>
        <label for={boxId} class="ab-sr-only">
          {tr('rx.input', { deal: current + 1, where: cellWhere(key, names, tr) })}
        </label>
        <input
          id={boxId}
          type="text"
          autoComplete="off"
          spellcheck={false}
          value={dealWork.cells[key] ?? ''}
          aria-invalid={mark ? !mark.correct : undefined}
          aria-describedby={mark ? `${boxId}-mark${mark.correct ? '' : ` ${boxId}-fix`}` : undefined}
          onInput={(e) => keep(writeCell(work, current, { key, text: e.currentTarget.value }))}
        />
        {/* What the reader wrote, as text for paper: the box itself is a control, and print has none. */}
        <span class="ab-rx__printed" aria-hidden="true">
          {dealWork.cells[key] ?? ''}
        </span>
        {mark && (
          <span id={`${boxId}-mark`} class={mark.correct ? 'ab-rx__mark ab-rx__mark--right' : 'ab-rx__mark ab-rx__mark--wrong'}>
            <span aria-hidden="true">{mark.correct ? '✓' : '✗'}</span>
            <span class="ab-sr-only">{mark.correct ? tr('rx.right') : tr('rx.wrong')}</span>
          </span>
        )}
      </li>
    );
  };
  const lineMarked = result !== null && dealWork !== undefined && dealWork.line === result.line.drawn ? result.line : undefined;
  const wrongCells = result?.cells.filter((c) => !c.correct) ?? [];

  return (
    <section id={id} class="ab-rx not-content" aria-labelledby={`${id}-title`} data-done={view.done} data-rules={rules.id}>
      <p id={`${id}-title`} class="ab-rx__title">
        {tr('rx.label', { count: view.count })}
      </p>
      <RulesLine rules={rules} lesson={props.lessonRules ?? DEFAULT_RULE_SET_ID} pinned id={id} lang={lang} />
      <p class="ab-rx__how">{tr('rx.how')}</p>
      {notice && <p class="ab-rx__notice">{notice}</p>}
      {view.error && (
        <p class="ab-rx__notice" role="alert">
          {tr('score.error', { rules: ruleSetName(rules), message: view.error })}
        </p>
      )}
      <ol class="ab-rx__deals" aria-label={tr('rx.dealsLabel')}>
        {deals.slice(0, (current ?? deals.length - 1) + 1).map((_, i) => (
          <li key={i} class={i === current ? 'ab-rx__deal ab-rx__deal--current' : 'ab-rx__deal'} data-deal={i + 1}>
            <p class="ab-rx__deal-title">
              {tr('rx.dealTitle', { deal: i + 1, count: view.count })}
              {i < view.done && (
                <span class="ab-rx__done">
                  : {tr('rx.dealDone')} <span aria-hidden="true">✓</span>
                </span>
              )}
            </p>
            {words[i] && <DealText words={words[i]} full={i === current} />}
          </li>
        ))}
      </ol>
      <form class="ab-rx__form" onSubmit={onCheck} noValidate>
        <div class="ab-pad">
          <PadSheet view={view.pad} extra={{ above: (p) => writeBox(p, 'above'), below: (p) => writeBox(p, 'below') }} />
        </div>
        {current !== null && dealWork !== undefined && (
          <>
            <p class="ab-rx__line-row">
              <label class="ab-rx__line" for={lineId}>
                <input
                  id={lineId}
                  type="checkbox"
                  checked={dealWork.line}
                  aria-invalid={lineMarked ? !lineMarked.correct : undefined}
                  aria-describedby={lineMarked && !lineMarked.correct ? `${lineId}-fix` : undefined}
                  onChange={(e) => keep(writeCell(work, current, { line: e.currentTarget.checked }))}
                />
                {tr('rx.line', { deal: current + 1 })}
              </label>
              {lineMarked && (
                <span class={lineMarked.correct ? 'ab-rx__mark ab-rx__mark--right' : 'ab-rx__mark ab-rx__mark--wrong'}>
                  <span aria-hidden="true">{lineMarked.correct ? '✓' : '✗'}</span>
                  <span class="ab-sr-only">{lineMarked.correct ? tr('rx.right') : tr('rx.wrong')}</span>
                </span>
              )}
            </p>
            <p class="ab-rx__buttons ab-no-print" hidden={!mounted}>
              <button type="submit" class="ab-rx__check">
                {tr('rx.check', { deal: current + 1 })}
              </button>
            </p>
          </>
        )}
      </form>
      {result && !result.allRight && (
        <div class="ab-rx__corrections">
          <p class="ab-rx__corrections-title">{tr('rx.correctionsTitle')}</p>
          <ul>
            {wrongCells.map((c) => (
              <li key={c.key} id={`${inputIdFor(id, current ?? 0, c.key)}-fix`} data-cell={c.key}>
                {c.correction}
              </li>
            ))}
            {!result.line.correct && (
              <li id={`${lineId}-fix`} data-cell="line">
                {tr('rx.lineWhere')}: {result.line.correction}
              </li>
            )}
          </ul>
        </div>
      )}
      <LiveRegion message={message} class="ab-rx__status" />
      {view.result && (
        <p id={`${id}-result`} class="ab-rx__result" tabIndex={-1}>
          {view.result}
        </p>
      )}
      {mounted && (view.done > 0 || work.some((d) => d.checked !== null || Object.values(d.cells).some((c) => c !== ''))) && (
        <div class="ab-rx__restart ab-no-print">
          {asking ? (
            <div role="group" aria-labelledby={`${id}-ask`} class="ab-rx__ask">
              <p id={`${id}-ask`}>{tr('rx.restartAsk')}</p>
              <button type="button" onClick={onRestart}>
                {tr('rx.restartYes')}
              </button>
              <button type="button" id={`${id}-keep`} onClick={() => setAsking(false)}>
                {tr('rx.restartNo')}
              </button>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => {
                setAsking(true);
                setFocus(`${id}-keep`);
              }}
            >
              {tr('rx.restart')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The id of a box of deal `index` (0-based) on pad `id`. */
const inputIdFor = (id: string, index: number, key: CellKey): string => `${id}-d${index + 1}-${key.replace('.', '-')}`;

export default RubberExerciseView;
