/**
 * Honour counter view: a seeded deal shown as a hand diagram, a "Deal again" button, the trump
 * named with radio buttons (royal spades where the rule set has them), who holds each honour,
 * each side's holding and score, and the engine's entries with the rule they come from. Each
 * change is announced in a polite live region.
 *
 * @packageDocumentation
 */
import { useEffect, useReducer, useState } from 'preact/hooks';
import { getRuleSet, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { SIDES, type Side, type Strain } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/scoring.ts';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import type { PickerEnv } from '../RuleSetPicker/model.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { partyName } from '../Score/breakdown.ts';
import { SpelledText } from '../shared/Spelled.tsx';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { DEFAULT_RULE_SET_ID } from '../RuleSetPicker/choice.ts';
import { RulesLine } from '../RuleSetPicker/RulesLine.tsx';
import { ATTEMPT_START, attemptOutcome, attemptReducer, isDone } from '../Progress/attempt.ts';
import type { ProgressEnv } from '../Progress/store.ts';
import { TallyLine } from '../Progress/Tally.tsx';
import { recordOutcome, useLessonTally } from '../Progress/useQuizProgress.ts';
import { parseAnswer } from '../ScoreQuiz/model.ts';
import { counterStrains, counterView, type CounterView, honourAnswer, honourHint, markedHands } from './model.ts';
import '../shared/styles.css';
import '../Score/styles.css';
import './styles.css';

/** Props of the honour counter. */
export interface HonourCounterProps {
  /** The seed of the deals (default `honours`). */
  readonly seed?: string;
  /** The deal shown first (default 1). */
  readonly number?: number;
  /** The trump named first (default hearts). */
  readonly strain?: Strain;
  /** Pin a rule set; otherwise the reader's choice in the picker. */
  readonly rules?: RuleSetId;
  /** The code the lesson teaches (its frontmatter; default the 1926 laws), for the rules line. */
  readonly lessonRules?: RuleSetId;
  /** A unique id on the page. */
  readonly id?: string;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv & ProgressEnv;
}

/** The honour counter. */
export function HonourCounterView(props: HonourCounterProps) {
  const { env = {}, lang = 'en', id = 'honour-counter', seed = 'honours' } = props;
  const tr = translator(lang);
  const chosen = useRuleSet(env);
  const pinned = props.rules !== undefined ? getRuleSet(props.rules) : undefined;
  const rules = pinned ?? chosen;
  const [number, setNumber] = useState(props.number ?? 1);
  const [strain, setStrain] = useState<Strain>(props.strain ?? 'H');
  const [announce, setAnnounce] = useState('');
  const [mounted, setMounted] = useState(false);
  const { tally, problem: storedProblem } = useLessonTally(env);
  useEffect(() => setMounted(true), []);
  const view = counterView(rules, { seed, number, strain }, lang);
  const [typed, setTyped, attempt, restart, check, show] = useHonourQuiz(view, lang, setAnnounce);
  const done = isDone(attempt);
  const outcome = attemptOutcome(attempt);
  const quizKey = `honours:${id}#${number}:${view.strain}`;
  useEffect(() => recordOutcome(quizKey, outcome, env), [outcome, quizKey]);

  const dealAgain = (): void => {
    const next = number + 1;
    setNumber(next);
    restart();
    setAnnounce(tr('honour.announceAsk', { number: next, strain: tr(`strain.${view.strain}.many`) }));
  };
  const name = (s: Strain): void => {
    setStrain(s);
    restart();
    const v = counterView(rules, { seed, number, strain: s }, lang);
    setAnnounce(`${tr('honour.announceAsk', { number, strain: tr(`strain.${v.strain}.many`) })} ${v.kind}`);
  };

  return (
    <section
      id={id}
      class="ab-honours not-content"
      aria-labelledby={`${id}-title`}
      data-rules={rules.id}
      data-deal={number}
      data-strain={view.strain}
    >
      <p id={`${id}-title`} class="ab-honours__title">
        {tr('honour.label')}: {view.title}
      </p>
      <StrainControls id={id} rules={rules} strain={view.strain} hidden={!mounted} onDeal={dealAgain} onStrain={name} tr={tr} />
      <RulesLine
        rules={rules}
        lesson={props.lessonRules ?? DEFAULT_RULE_SET_ID}
        pinned={pinned !== undefined}
        id={id}
        lang={lang}
        env={env}
      />
      <HandDiagramView deal={view.deal} dealer={view.dealer} lang={lang} />
      <p class="ab-honours__kind">{view.kind}</p>
      <AskForm typed={typed} done={done} hidden={!mounted} onType={setTyped} onCheck={check} onShow={show} tr={tr} />
      {attempt.status === 'hint' && <HintFeedback view={view} lang={lang} />}
      {done && <Answer view={view} lang={lang} status={attempt.status} misses={attempt.misses} />}
      {!mounted && (
        <details class="ab-quiz__nojs">
          <summary>{tr('quiz.nojs')}</summary>
          <Answer view={view} lang={lang} status="open" misses={0} />
        </details>
      )}
      <TallyLine tally={tally} problem={storedProblem} lang={lang} />
      <p class="ab-sr-only" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </section>
  );
}

/**
 * The question on the deal shown: the points typed for each side, the attempt, and what Check,
 * Show and a fresh start do, as `[typed, setTyped, attempt, restart, check, show]`.
 */
function useHonourQuiz(view: CounterView, lang: string, say: (text: string) => void) {
  const tr = translator(lang);
  const [typed, setTyped] = useState<Record<Side, string>>({ NS: '', EW: '' });
  const [attempt, act] = useReducer(attemptReducer, ATTEMPT_START);
  const answer = honourAnswer(view);
  const restart = (): void => {
    act({ type: 'restart' });
    setTyped({ NS: '', EW: '' });
  };
  const check = (e: Event): void => {
    e.preventDefault();
    const correct = SIDES.every((side) => parseAnswer(typed[side]) === answer[side]);
    act({ type: 'check', correct });
    say(checkAnnouncement(attemptReducer(attempt, { type: 'check', correct }), view, lang));
  };
  const show = (): void => {
    act({ type: 'show' });
    say(`${tr('honour.revealed')} ${view.announcement}`);
  };
  return [typed, setTyped, attempt, restart, check, show] as const;
}

/** What Check announces: right (first or second try), the answer once revealed, or a hint. */
const checkAnnouncement = (next: ReturnType<typeof attemptReducer>, view: CounterView, lang: string): string => {
  const tr = translator(lang);
  if (next.status === 'right') return `${tr(next.misses === 0 ? 'honour.right' : 'honour.rightSecond')} ${view.announcement}`;
  if (next.status === 'revealed') return `${tr('honour.revealed')} ${view.announcement}`;
  return `${tr('honour.notYet')} ${honourHint(view, lang)}`;
};

/** Deal again, and the trump suit (or no-trump) to count honours in. */
function StrainControls(p: {
  id: string;
  rules: RuleSet;
  strain: Strain;
  hidden: boolean;
  onDeal: () => void;
  onStrain: (s: Strain) => void;
  tr: Translate;
}) {
  const { tr } = p;
  return (
    <div class="ab-honours__controls ab-no-print" hidden={p.hidden}>
      <button type="button" onClick={p.onDeal}>
        {tr('honour.dealAgain')}
      </button>
      <fieldset class="ab-honours__strains">
        <legend>{tr('honour.trump')}</legend>
        {counterStrains(p.rules).map((s) => (
          <label key={s}>
            <input type="radio" name={`${p.id}-strain`} value={s} checked={s === p.strain} onChange={() => p.onStrain(s)} />
            {tr(`honour.strain.${s as 'C'}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/** The question: each side's honour points, typed; Check and Show answer until done. */
function AskForm(p: {
  typed: Record<Side, string>;
  done: boolean;
  hidden: boolean;
  onType: (update: (t: Record<Side, string>) => Record<Side, string>) => void;
  onCheck: (e: Event) => void;
  onShow: () => void;
  tr: Translate;
}) {
  const { tr, done } = p;
  return (
    <form class="ab-honours__ask ab-no-print" onSubmit={p.onCheck} noValidate hidden={p.hidden}>
      <p>{tr('honour.ask')}</p>
      <div class="ab-honours__fields">
        {SIDES.map((side) => (
          <label key={side}>
            {tr('honour.askSide', { side: partyName(side, tr) })}
            <input
              type="number"
              inputMode="numeric"
              step={1}
              value={p.typed[side]}
              readOnly={done}
              onInput={(e) => {
                const value = e.currentTarget.value;
                p.onType((t) => ({ ...t, [side]: value }));
              }}
            />
          </label>
        ))}
      </div>
      {!done && (
        <div class="ab-honours__buttons">
          <button type="submit">{tr('quiz.check')}</button>
          <button type="button" onClick={p.onShow}>
            {tr('quiz.show')}
          </button>
        </div>
      )}
    </form>
  );
}

/** After a first miss: "not yet", and a hint from the engine. */
function HintFeedback({ view, lang }: { view: CounterView; lang: string }) {
  const tr = translator(lang);
  return (
    <div class="ab-honours__feedback">
      <p class="ab-quiz__mark--wrong">
        <span aria-hidden="true">✗ </span>
        {tr('honour.notYet')}
      </p>
      <p class="ab-honours__hint">{honourHint(view, lang)}</p>
    </div>
  );
}

/** The answer: who holds which honour, marked in the hands, and what each side scores. */
function Answer({ view, lang, status, misses }: { view: CounterView; lang: string; status: string; misses: number }) {
  const tr = translator(lang);
  return (
    <div class="ab-honours__answer">
      {status === 'right' && (
        <p class="ab-quiz__mark--right">
          <span aria-hidden="true">✓ </span>
          {tr(misses === 0 ? 'honour.right' : 'honour.rightSecond')}
        </p>
      )}
      {status === 'revealed' && <p class="ab-honours__subtitle">{tr('honour.revealed')}</p>}
      <p class="ab-honours__subtitle">{tr('honour.markedTitle')}</p>
      <ul class="ab-honours__marked">
        {markedHands(view, lang).map((h) => (
          <li key={h.seat} data-seat={h.seat}>
            <span class="ab-honours__seat">{h.name}: </span>
            <span aria-hidden="true">
              {h.cards.length === 0
                ? tr('honour.none')
                : h.cards.map((c, i) => (
                    <span key={i}>
                      {i > 0 ? ' ' : ''}
                      {c.honour ? <mark class="ab-honours__honour">{c.text}</mark> : c.text}
                    </span>
                  ))}
            </span>
            <span class="ab-sr-only">{h.spoken}</span>
          </li>
        ))}
      </ul>
      <p class="ab-honours__subtitle">{tr('honour.held')}</p>
      <ul class="ab-honours__holders">
        {view.holders.map((h) => (
          <li key={h.seat} data-seat={h.seat}>
            {h.name}: <SpelledText value={h.cards} />
          </li>
        ))}
      </ul>
      <ul class="ab-honours__sides">
        {view.sides.map((s) => (
          <li key={s.side} data-side={s.side}>
            {s.summary} {s.scores}
          </li>
        ))}
      </ul>
      {view.entries.length > 0 && <Breakdown entries={view.entries} lang={lang} />}
      {view.sides.every((s) => s.scores === undefined) && <p>{tr('honour.scoresNothing')}</p>}
    </div>
  );
}

export default HonourCounterView;
