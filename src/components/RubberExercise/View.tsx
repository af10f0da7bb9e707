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
import { getRuleSet, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import type { RubberDealInput } from '../../engine/rubber.ts';
import type { Side } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/exercise.ts';
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
  type DealCheck,
  type DealWork,
  type ExerciseView,
  type LineResult,
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

/**
 * The reader's work on the pad, loaded from the browser's storage once mounted and saved on every
 * change (`keep`); `notice` says when stored work could not be read, belonged to another rubber,
 * or could not be kept.
 */
const useStoredWork = (props: RubberExerciseProps, id: string, lang: string, tr: Translate) => {
  const { deals } = props;
  const rubber = rubberKey(deals);
  const [work, setWork] = useState<Work>(() => startWork(deals.length));
  const [mounted, setMounted] = useState(false);
  const [notice, setNotice] = useState('');
  const storage = (): StorageLike | null => (props.storage !== undefined ? props.storage : browserStorage());
  useEffect(() => {
    const loaded = loadWork(storage(), id, rubber, deals.length, lang);
    setWork(loaded.work);
    if (loaded.problem !== null) setNotice(tr('rx.badStore', { problem: loaded.problem }));
    else if (loaded.otherRubber) setNotice(tr('rx.otherRubber'));
    setMounted(true);
  }, []);
  const keep = (next: Work): void => {
    setWork(next);
    if (!saveWork(storage(), id, rubber, next)) setNotice(tr('rx.notKept'));
  };
  return { work, keep, notice, setNotice, mounted };
};

/** The line under the deal (drawn when a game is won), its mark once checked, and the Check button. */
function LineAndCheck(p: {
  lineId: string;
  drawn: boolean;
  mark: LineResult | undefined;
  deal: number;
  hidden: boolean;
  onLine: (line: boolean) => void;
  tr: Translate;
}) {
  const { lineId, mark, tr } = p;
  return (
    <>
      <p class="ab-rx__line-row">
        <label class="ab-rx__line" for={lineId}>
          <input
            id={lineId}
            type="checkbox"
            checked={p.drawn}
            aria-invalid={mark ? !mark.correct : undefined}
            aria-describedby={mark && !mark.correct ? `${lineId}-fix` : undefined}
            onChange={(e) => p.onLine(e.currentTarget.checked)}
          />
          {tr('rx.line', { deal: p.deal })}
        </label>
        {mark && (
          <span class={mark.correct ? 'ab-rx__mark ab-rx__mark--right' : 'ab-rx__mark ab-rx__mark--wrong'}>
            <span aria-hidden="true">{mark.correct ? '✓' : '✗'}</span>
            <span class="ab-sr-only">{mark.correct ? tr('rx.right') : tr('rx.wrong')}</span>
          </span>
        )}
      </p>
      <p class="ab-rx__buttons ab-no-print" hidden={p.hidden}>
        <button type="submit" class="ab-rx__check">
          {tr('rx.check', { deal: p.deal })}
        </button>
      </p>
    </>
  );
}

/** Focus goes to the element of the id given, after the render that shows it. */
const useFocusAfter = (): ((id: string | null) => void) => {
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);
  return setFocus;
};

/** What every box of the pad needs. */
type BoxProps = Omit<Parameters<typeof WriteBox>[0], 'current' | 'party' | 'line'>;

/** The pad with a box in each place the deal may score, the line under the deal, and Check. */
function WorkForm({
  view,
  boxProps,
  dealWork,
  lineId,
  mark,
  mounted,
  onCheck,
}: {
  view: ExerciseView;
  boxProps: BoxProps;
  dealWork: DealWork | undefined;
  lineId: string;
  mark: LineResult | undefined;
  mounted: boolean;
  onCheck: (e: Event) => void;
}) {
  const current = view.current;
  const { work, keep, tr } = boxProps;
  return (
    <form class="ab-rx__form" onSubmit={onCheck} noValidate>
      <div class="ab-pad">
        <PadSheet
          view={view.pad}
          extra={{
            above: (p) => (current === null ? null : <WriteBox {...boxProps} current={current} party={p} line="above" />),
            below: (p) => (current === null ? null : <WriteBox {...boxProps} current={current} party={p} line="below" />),
          }}
        />
      </div>
      {current !== null && dealWork !== undefined && (
        <LineAndCheck
          lineId={lineId}
          drawn={dealWork.line}
          mark={mark}
          deal={current + 1}
          hidden={!mounted}
          onLine={(line) => keep(writeCell(work, current, { line }))}
          tr={tr}
        />
      )}
    </form>
  );
}

/**
 * The deal being written and, once checked, its check, the line's mark (while the line is as it
 * was checked) and the boxes found wrong: `[dealWork, result, lineMark, wrongCells]`.
 */
const dealState = (rules: RuleSet, deals: readonly RubberDealInput[], work: Work, current: number | null, we: Side, lang: string) => {
  const dealWork = current !== null ? work[current] : undefined;
  const checked = current !== null && dealWork?.checked ? checkDeal(rules, deals, current, dealWork.checked, we, lang) : null;
  const result = checked?.ok ? checked.value : null;
  const lineMark = result !== null && dealWork !== undefined && dealWork.line === result.line.drawn ? result.line : undefined;
  return [dealWork, result, lineMark, result?.cells.filter((c) => !c.correct) ?? []] as const;
};

/** Whether there is work to start again from: a deal done, or a box written or checked. */
const hasStarted = (done: number, work: Work): boolean =>
  done > 0 || work.some((d) => d.checked !== null || Object.values(d.cells).some((c) => c !== ''));

/** The rubber exercise. */
export function RubberExerciseView(props: RubberExerciseProps) {
  const { deals, words, we = 'NS', id = 'rubber-exercise', lang = 'en' } = props;
  const tr = translator(lang);
  const rules = getRuleSet(props.rules ?? DEFAULT_RULE_SET_ID) ?? getRuleSet(DEFAULT_RULE_SET_ID)!;
  const { work, keep, notice, setNotice, mounted } = useStoredWork(props, id, lang, tr);
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState(false);
  const setFocus = useFocusAfter();

  const view = exerciseView(rules, deals, work, we, lang);
  const current = view.current;
  const names = padNames(we, tr);
  const lineId = `${id}-d${(current ?? 0) + 1}-line`;
  const [dealWork, result, lineMarked, wrongCells] = dealState(rules, deals, work, current, we, lang);

  const onCheck = (e: Event): void => {
    e.preventDefault();
    if (current === null || dealWork === undefined) return;
    const r = checkDeal(rules, deals, current, dealWork, we, lang);
    if (!r.ok) {
      setMessage(r.error);
      return;
    }
    keep(markChecked(work, current));
    const after = afterCheck(r.value, current, words, id, lineId, tr);
    setMessage(after.message);
    setFocus(after.focus);
  };
  const onRestart = (): void => {
    keep(startWork(deals.length));
    setAsking(false);
    setNotice('');
    setMessage(tr('rx.restarted'));
    setFocus(inputIdFor(id, 0, 'NS.above'));
  };

  const boxProps = { id, names, tr, work, result, keep };

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
      <DealList deals={deals} words={words} current={current} done={view.done} count={view.count} tr={tr} />
      <WorkForm view={view} boxProps={boxProps} dealWork={dealWork} lineId={lineId} mark={lineMarked} mounted={mounted} onCheck={onCheck} />
      {result && !result.allRight && (
        <Corrections result={result} wrongCells={wrongCells} id={id} current={current ?? 0} lineId={lineId} tr={tr} />
      )}
      <LiveRegion message={message} class="ab-rx__status" />
      {view.result && (
        <p id={`${id}-result`} class="ab-rx__result" tabIndex={-1}>
          {view.result}
        </p>
      )}
      {mounted && hasStarted(view.done, work) && (
        <RestartControls
          id={id}
          asking={asking}
          onAsk={() => {
            setAsking(true);
            setFocus(`${id}-keep`);
          }}
          onKeep={() => setAsking(false)}
          onRestart={onRestart}
          tr={tr}
        />
      )}
    </section>
  );
}

/** After a check: what to announce and where focus goes (the first wrong box, the next deal's first box, or the result). */
const afterCheck = (
  c: DealCheck,
  current: number,
  words: readonly DealWords[],
  id: string,
  lineId: string,
  tr: Translate,
): { message: string; focus: string } => {
  if (!c.allRight) {
    const wrong = c.cells.find((x) => !x.correct);
    return {
      message: tr('rx.summaryWrong', { deal: current + 1, right: c.right, count: c.count }),
      focus: wrong ? inputIdFor(id, current, wrong.key) : lineId,
    };
  }
  const next = current + 1;
  const nextWords = words[next];
  if (nextWords === undefined) {
    return { message: `${tr('rx.summaryRight', { deal: current + 1, count: c.count })} ${tr('rx.finished')}`, focus: `${id}-result` };
  }
  return {
    message: tr('rx.summaryNext', {
      deal: current + 1,
      count: c.count,
      next: next + 1,
      words: `${nextWords.contract.spoken}. ${nextWords.tricks}`,
    }),
    focus: inputIdFor(id, next, 'NS.above'),
  };
};

/** One box of the pad for the deal being written: the reader's figure, and once checked, its mark. */
function WriteBox(p: {
  id: string;
  names: ReturnType<typeof padNames>;
  tr: Translate;
  work: Work;
  result: DealCheck | null;
  keep: (next: Work) => void;
  current: number;
  party: string;
  line: 'above' | 'below';
}) {
  const { id, tr, work, current } = p;
  const dealWork = work[current];
  if (dealWork === undefined) return null;
  const key = `${p.party}.${p.line}` as CellKey;
  const checked = p.result?.cells.find((c) => c.key === key);
  // A mark is about the figure checked: once the reader changes the box, it waits for the next check.
  const mark = checked !== undefined && (dealWork.cells[key] ?? '') === checked.written ? checked : undefined;
  const boxId = inputIdFor(id, current, key);
  return (
    <li class="ab-rx__write" data-cell={key}>
      <label for={boxId} class="ab-sr-only">
        {tr('rx.input', { deal: current + 1, where: cellWhere(key, p.names, tr) })}
      </label>
      <input
        id={boxId}
        type="text"
        autoComplete="off"
        spellcheck={false}
        value={dealWork.cells[key] ?? ''}
        aria-invalid={mark ? !mark.correct : undefined}
        aria-describedby={mark ? `${boxId}-mark${mark.correct ? '' : ` ${boxId}-fix`}` : undefined}
        onInput={(e) => p.keep(writeCell(work, current, { key, text: e.currentTarget.value }))}
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
}

/** The deals so far, in words: done ones ticked, the current one with its honours. */
function DealList(p: {
  deals: readonly unknown[];
  words: readonly DealWords[];
  current: number | null;
  done: number;
  count: number;
  tr: Translate;
}) {
  const { current, tr } = p;
  return (
    <ol class="ab-rx__deals" aria-label={tr('rx.dealsLabel')}>
      {p.deals.slice(0, (current ?? p.deals.length - 1) + 1).map((_, i) => (
        <li key={i} class={i === current ? 'ab-rx__deal ab-rx__deal--current' : 'ab-rx__deal'} data-deal={i + 1}>
          <p class="ab-rx__deal-title">
            {tr('rx.dealTitle', { deal: i + 1, count: p.count })}
            {i < p.done && (
              <span class="ab-rx__done">
                : {tr('rx.dealDone')} <span aria-hidden="true">✓</span>
              </span>
            )}
          </p>
          {p.words[i] && <DealText words={p.words[i]} full={i === current} />}
        </li>
      ))}
    </ol>
  );
}

/** What was wrong in the deal checked, box by box, and the line. */
function Corrections(p: {
  result: DealCheck;
  wrongCells: readonly CellResult[];
  id: string;
  current: number;
  lineId: string;
  tr: Translate;
}) {
  const { tr } = p;
  return (
    <div class="ab-rx__corrections">
      <p class="ab-rx__corrections-title">{tr('rx.correctionsTitle')}</p>
      <ul>
        {p.wrongCells.map((c) => (
          <li key={c.key} id={`${inputIdFor(p.id, p.current, c.key)}-fix`} data-cell={c.key}>
            {c.correction}
          </li>
        ))}
        {!p.result.line.correct && (
          <li id={`${p.lineId}-fix`} data-cell="line">
            {tr('rx.lineWhere')}: {p.result.line.correction}
          </li>
        )}
      </ul>
    </div>
  );
}

/** Start again, with a question first: the reader's work is kept unless they say yes. */
function RestartControls(p: { id: string; asking: boolean; onAsk: () => void; onKeep: () => void; onRestart: () => void; tr: Translate }) {
  const { id, tr } = p;
  return (
    <div class="ab-rx__restart ab-no-print">
      {p.asking ? (
        <div role="group" aria-labelledby={`${id}-ask`} class="ab-rx__ask">
          <p id={`${id}-ask`}>{tr('rx.restartAsk')}</p>
          <button type="button" onClick={p.onRestart}>
            {tr('rx.restartYes')}
          </button>
          <button type="button" id={`${id}-keep`} onClick={p.onKeep}>
            {tr('rx.restartNo')}
          </button>
        </div>
      ) : (
        <button type="button" onClick={p.onAsk}>
          {tr('rx.restart')}
        </button>
      )}
    </div>
  );
}

/** The id of a box of deal `index` (0-based) on pad `id`. */
const inputIdFor = (id: string, index: number, key: CellKey): string => `${id}-d${index + 1}-${key.replace('.', '-')}`;

export default RubberExerciseView;
