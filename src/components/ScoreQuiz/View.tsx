/**
 * Score quiz view: the finished deal and a small We/They score sheet to fill in (each side, above
 * and below the line; "We" is the declarer's side). Check marks each box right or not yet, in a
 * sign and words; a wrong box gets a hint from the engine's breakdown (what scores there, too
 * high or too low) and the reader tries again; a second miss or "Show answer" gives the figures
 * and the engine's itemised breakdown. The outcome goes to the reader's progress, and (in random mode) a Next question button that draws question
 * n + 1 from the seed, keeping the number in the URL so that a link opens the same question.
 *
 * The answer is never in the page before the reader checks, except for readers without
 * JavaScript, who get it folded away in a closed "The answer" disclosure.
 *
 * @packageDocumentation
 */
import type { RefObject } from 'preact';
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { getRuleSet, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { sideOf } from '../../engine/seat.ts';
import type { Side } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/scoring.ts';
import { onRuleSetChange, type PickerEnv } from '../RuleSetPicker/model.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { SpelledText } from '../shared/Spelled.tsx';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { DEFAULT_RULE_SET_ID } from '../RuleSetPicker/choice.ts';
import { RulesLine } from '../RuleSetPicker/RulesLine.tsx';
import { ATTEMPT_START, attemptOutcome, attemptReducer, isDone } from '../Progress/attempt.ts';
import type { ProgressEnv } from '../Progress/store.ts';
import { TallyLine } from '../Progress/Tally.tsx';
import { recordOutcome, useLessonTally } from '../Progress/useQuizProgress.ts';
import {
  checkAnswers,
  fieldHint,
  generateQuestion,
  parseQuestionNumber,
  questionInput,
  questionView,
  type Answers,
  type CheckResult,
  type FieldKey,
  type FieldResult,
  type QuestionView,
  type QuizQuestion,
} from './model.ts';
import '../shared/styles.css';
import '../Score/styles.css';
import './styles.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of the score quiz. */
export interface ScoreQuizProps {
  /** The author's question. Without one, the quiz starts with question 1 of the seed. */
  readonly question?: QuizQuestion;
  /** Offer "Next question", drawing fresh questions from the seed. */
  readonly random?: boolean;
  /** The seed of the generator (default `score-quiz`). */
  readonly seed?: string;
  /** The first generated question (default 1); the URL may override it. */
  readonly start?: number;
  /** A unique id on the page; also the URL parameter of the question number. */
  readonly id?: string;
  /** Pin a rule set; otherwise the reader's choice in the picker. */
  readonly rules?: RuleSetId;
  /** The code the lesson teaches (its frontmatter; default the 1926 laws), for the rules line. */
  readonly lessonRules?: RuleSetId;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv & ProgressEnv;
}

/** Reads the question number from the page's URL (`?<id>=7`). */
const urlNumber = (id: string): number | null => {
  try {
    return parseQuestionNumber(new URLSearchParams(globalThis.location?.search ?? '').get(id));
  } catch {
    return null;
  }
};

/** Writes the question number into the URL, keeping everything else. */
const writeUrlNumber = (id: string, n: number): void => {
  try {
    const url = new URL(globalThis.location.href);
    url.searchParams.set(id, String(n));
    globalThis.history.replaceState(globalThis.history.state, '', url);
  } catch {
    // No history (tests, sandboxed frames): the number is still shown and linked.
  }
};

/** What Check announces: all right (first or second try), the answer once revealed, or how many boxes are right. */
const checkMessage = (next: ReturnType<typeof attemptReducer>, r: CheckResult, tr: Translate): string =>
  next.status === 'right'
    ? tr(next.misses === 0 ? 'quiz.rightAll' : 'quiz.rightSecond', { count: r.count })
    : next.status === 'revealed'
      ? `${r.summary} ${tr('quiz.revealedSummary')}`
      : tr('quiz.notYet', { right: r.right, count: r.count });

/** The question at number `n` (0: the author's, else drawn from `seed`), its view, and whose score is We. */
const deriveQuestion = (props: ScoreQuizProps, seed: string, rules: RuleSet, n: number, lang: string) => {
  const question: QuizQuestion = n === 0 && props.question !== undefined ? props.question : generateQuestion(rules, seed, Math.max(1, n));
  const view = questionView(question, lang);
  const scored = view.error === undefined ? scoreDeal(rules, questionInput(question)) : undefined;
  const error = view.error ?? (scored !== undefined && !scored.ok ? scored.error.message : undefined);
  const we = sideOf(question.contract.declarer);
  const they: Side = we === 'NS' ? 'EW' : 'NS';
  return { question, number: Math.max(1, n), view, error, we, they };
};

/**
 * The quiz's state: the question (the author's or drawn from the seed), the answers typed and as
 * last checked, the attempt, the message to announce, and what Check, Show answer, Next question
 * and typing do. The outcome goes to the reader's progress; a change of rule set restarts the
 * attempt.
 */
const useScoreQuiz = (props: ScoreQuizProps) => {
  const { env = {}, lang = 'en', id = 'score-quiz', seed = 'score-quiz' } = props;
  const tr = translator(lang);
  const chosen = useRuleSet(env);
  const pinned = props.rules !== undefined ? getRuleSet(props.rules) : undefined;
  const rules = pinned ?? chosen;
  const random = props.random === true || props.question === undefined;
  // 0 is the author's question; 1, 2, … are drawn from the seed.
  const [n, setN] = useState<number>(props.question !== undefined ? 0 : (props.start ?? 1));
  const [answers, setAnswers] = useState<Answers>({});
  const [attempt, act] = useReducer(attemptReducer, ATTEMPT_START);
  // The answers as last checked: the marks and hints are about them, not what is typed since.
  const [checkedAnswers, setCheckedAnswers] = useState<Answers | null>(null);
  const [message, setMessage] = useState('');
  const [mounted, setMounted] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const quizKey = `score:${id}${n > 0 ? `#${n}` : ''}`;
  const outcome = attemptOutcome(attempt);
  useEffect(() => recordOutcome(quizKey, outcome, env), [outcome, quizKey]);

  useEffect(() => {
    setMounted(true);
    const fromUrl = random ? urlNumber(id) : null;
    if (fromUrl !== null) setN(fromUrl);
  }, []);
  useEffect(() => {
    if (pinned) return undefined;
    return onRuleSetChange((ruleId) => {
      act({ type: 'restart' });
      setCheckedAnswers(null);
      setMessage(tr('quiz.rescored', { rules: ruleSetName(getRuleSet(ruleId) ?? { id: ruleId, label: ruleId }) }));
    }, env);
  }, []);

  const derived = deriveQuestion(props, seed, rules, n, lang);
  const { question } = derived;
  const done = isDone(attempt);
  const result = checkedAnswers !== null ? checkAnswers(rules, question, checkedAnswers, lang) : null;

  const onCheck = (e: Event): void => {
    e.preventDefault();
    if (done) return;
    const r = checkAnswers(rules, question, answers, lang);
    setCheckedAnswers(answers);
    if (!r.ok) {
      setMessage(r.error.message);
      return;
    }
    const correct = r.value.right === r.value.count;
    act({ type: 'check', correct });
    setMessage(checkMessage(attemptReducer(attempt, { type: 'check', correct }), r.value, tr));
  };
  const onShow = (): void => {
    setCheckedAnswers(answers);
    act({ type: 'show' });
    setMessage(tr('quiz.revealedSummary'));
  };
  const onNext = (): void => {
    const next = n + 1;
    setN(next);
    setAnswers({});
    setCheckedAnswers(null);
    act({ type: 'restart' });
    setMessage(questionView(generateQuestion(rules, seed, next), lang).announcement(next));
    writeUrlNumber(id, next);
    firstField.current?.focus();
  };
  const onInput = (key: FieldKey, value: string): void => {
    setAnswers((a) => ({ ...a, [key]: value }));
  };
  const handlers = { onCheck, onShow, onNext, onInput };
  return { ...derived, ...handlers, env, lang, id, tr, rules, pinned, random, n, answers, message, mounted, firstField, done, result };
};

/** The score quiz. */
export function ScoreQuizView(props: ScoreQuizProps) {
  const q = useScoreQuiz(props);
  const { tally, problem: storedProblem } = useLessonTally(q.env);
  const { env, lang, id, tr, rules, pinned, random, n, answers, message, mounted, firstField } = q;
  const { question, number, view, done, result, error, we, they, onCheck, onShow, onNext, onInput } = q;
  const marks = result?.ok ? Object.fromEntries(result.value.fields.map((f) => [f.key, f])) : {};
  const linkHref = `?${encodeURIComponent(id)}=${number}#${encodeURIComponent(id)}`;
  const heading = n === 0 ? tr('quiz.label') : `${tr('quiz.label')}: ${tr('quiz.question', { number })}`;
  const fieldProps = { id, view, marks, answers, done, result, tr, firstField, onInput };
  return (
    <section id={id} class="ab-quiz not-content" aria-labelledby={`${id}-title`} data-rules={rules.id} data-question={n}>
      <p id={`${id}-title`} class="ab-quiz__title">
        {heading}
      </p>
      <QuestionPanel
        view={view}
        rules={rules}
        lessonRules={props.lessonRules}
        pinned={pinned !== undefined}
        id={id}
        lang={lang}
        env={env}
      />
      {error ? (
        <p class="ab-quiz__error" role="alert">
          {tr('score.error', { rules: ruleSetName(rules), message: error })}
        </p>
      ) : (
        <form class="ab-quiz__form" onSubmit={onCheck} noValidate>
          <p class="ab-quiz__ask ab-no-print">{tr('quiz.ask')}</p>
          <table class="ab-quiz__sheet ab-no-print">
            <caption class="ab-sr-only">{tr('quiz.sheet', { we: tr('score.we'), they: tr('score.they') })}</caption>
            <thead>
              <tr>
                <th scope="col">{tr('quiz.we', { side: tr(`score.side.${we}`) })}</th>
                <th scope="col">{tr('quiz.they', { side: tr(`score.side.${they}`) })}</th>
              </tr>
            </thead>
            <tbody>
              <tr class="ab-quiz__row--above">
                <SheetField {...fieldProps} fieldKey={`${we}.above`} first />
                <SheetField {...fieldProps} fieldKey={`${they}.above`} />
              </tr>
              <tr class="ab-quiz__row--below">
                <SheetField {...fieldProps} fieldKey={`${we}.below`} />
                <SheetField {...fieldProps} fieldKey={`${they}.below`} />
              </tr>
            </tbody>
          </table>
          <QuizButtons hidden={!mounted} done={done} random={random} n={n} linkHref={linkHref} onShow={onShow} onNext={onNext} tr={tr} />
        </form>
      )}
      <p class="ab-quiz__status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {done && result?.ok && (
        <div class="ab-quiz__answer">
          <p class="ab-quiz__answer-title">{tr('score.breakdown')}</p>
          <Breakdown entries={result.value.score.entries} lang={lang} empty={tr('score.nothing')} />
        </div>
      )}
      {!mounted && !error && <NoScriptAnswer rules={rules} question={question} lang={lang} />}
      <TallyLine tally={tally} problem={storedProblem} lang={lang} />
    </section>
  );
}

/** The deal as the question states it: the contract, the tricks, vulnerability, honours, and the rules line. */
function QuestionPanel(p: {
  view: QuestionView;
  rules: RuleSet;
  lessonRules: RuleSetId | undefined;
  pinned: boolean;
  id: string;
  lang: string;
  env: PickerEnv & ProgressEnv;
}) {
  const { view } = p;
  return (
    <div class="ab-quiz__question">
      <p class="ab-quiz__contract">
        <SpelledText value={view.contract} />
      </p>
      <p>{view.tricks}</p>
      {view.vulnerability && <p>{view.vulnerability}</p>}
      {view.honoursHeading && <p class="ab-quiz__honours-heading">{view.honoursHeading}</p>}
      {view.honours.length > 0 && (
        <ul class="ab-quiz__honours" aria-label={view.honoursHeading}>
          {view.honours.map((row) => (
            <li key={row.seat} data-seat={row.seat}>
              {row.label}: <SpelledText value={row.cards} />
            </li>
          ))}
        </ul>
      )}
      <RulesLine rules={p.rules} lesson={p.lessonRules ?? DEFAULT_RULE_SET_ID} pinned={p.pinned} id={p.id} lang={p.lang} env={p.env} />
    </div>
  );
}

/** What every box of the score sheet needs from the quiz. */
interface SheetFieldProps {
  readonly id: string;
  readonly view: QuestionView;
  readonly marks: Readonly<Record<string, FieldResult>>;
  readonly answers: Answers;
  readonly done: boolean;
  readonly result: ReturnType<typeof checkAnswers> | null;
  readonly tr: Translate;
  readonly firstField: RefObject<HTMLInputElement>;
  readonly onInput: (key: FieldKey, value: string) => void;
}

/** One box of the sheet (a side, above or below the line): the input, then its mark and hint once checked. */
function SheetField(p: SheetFieldProps & { fieldKey: string; first?: boolean }) {
  const { id, view, marks, answers, done, result, tr } = p;
  const key = p.fieldKey as FieldKey;
  const f = view.fields.find((x) => x.key === key)!;
  const mark = marks[key];
  const inputId = `${id}-${key.replace('.', '-')}`;
  const [side, line] = key.split('.') as [string, 'above' | 'below'];
  return (
    <td class={`ab-quiz__cell ab-quiz__cell--${line}`}>
      <label for={inputId} class="ab-quiz__cell-label">
        <span class="ab-sr-only">{tr(`score.side.${side as 'NS'}`)}, </span>
        {tr(`score.line.${line}`)}
      </label>
      <input
        id={inputId}
        ref={p.first === true ? p.firstField : undefined}
        type="number"
        inputMode="numeric"
        step={1}
        value={answers[key] ?? ''}
        readOnly={done}
        aria-label={f.label}
        aria-invalid={mark ? !mark.correct : undefined}
        aria-describedby={mark ? `${inputId}-mark` : undefined}
        onInput={(e) => p.onInput(key, e.currentTarget.value)}
      />
      {mark && (
        <span id={`${inputId}-mark`} class={mark.correct ? 'ab-quiz__mark ab-quiz__mark--right' : 'ab-quiz__mark ab-quiz__mark--wrong'}>
          <span aria-hidden="true">{mark.correct ? '✓ ' : '✗ '}</span>
          {mark.correct ? mark.verdict : done ? mark.verdict : tr('quiz.fieldNotYet')}
          {!mark.correct && !done && result?.ok && (
            <span class="ab-quiz__hint">{` ${fieldHint(result.value.score, key, mark.given, tr)}`}</span>
          )}
        </span>
      )}
      {!mark && done && result?.ok && <span class="ab-quiz__mark">{result.value.fields.find((x) => x.key === key)?.expected}</span>}
    </td>
  );
}

/** Check and Show answer until the question is done; Next question and its link in random mode. */
function QuizButtons(p: {
  hidden: boolean;
  done: boolean;
  random: boolean;
  n: number;
  linkHref: string;
  onShow: () => void;
  onNext: () => void;
  tr: Translate;
}) {
  const { done, random, tr } = p;
  return (
    <div class="ab-quiz__buttons ab-no-print" hidden={p.hidden}>
      {!done && <button type="submit">{tr('quiz.check')}</button>}
      {!done && (
        <button type="button" onClick={p.onShow}>
          {tr('quiz.show')}
        </button>
      )}
      {random && (
        <button type="button" onClick={p.onNext}>
          {tr('quiz.next')}
        </button>
      )}
      {random && p.n > 0 && (
        <a class="ab-quiz__link" href={p.linkHref}>
          {tr('quiz.link')}
        </a>
      )}
    </div>
  );
}

/** For readers without JavaScript: the answer, folded away until they open it. */
function NoScriptAnswer({ rules, question, lang }: { rules: ReturnType<typeof useRuleSet>; question: QuizQuestion; lang: string }) {
  const tr = translator(lang);
  const r = checkAnswers(rules, question, {}, lang);
  if (!r.ok) return null;
  return (
    <details class="ab-quiz__nojs">
      <summary>{tr('quiz.nojs')}</summary>
      <ul>
        {r.value.fields.map((f) => (
          <li key={f.key}>
            {f.label}: {f.expected}
          </li>
        ))}
      </ul>
      <Breakdown entries={r.value.score.entries} lang={lang} />
    </details>
  );
}

export default ScoreQuizView;
