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
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { sideOf } from '../../engine/seat.ts';
import { translator } from '../../i18n/scoring.ts';
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
  type FieldKey,
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

/** The score quiz. */
export function ScoreQuizView(props: ScoreQuizProps) {
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
  const { tally, problem: storedProblem } = useLessonTally(env);
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

  const question: QuizQuestion = n === 0 && props.question !== undefined ? props.question : generateQuestion(rules, seed, Math.max(1, n));
  const number = Math.max(1, n);
  const view = questionView(question, lang);
  const done = isDone(attempt);
  const result = checkedAnswers !== null ? checkAnswers(rules, question, checkedAnswers, lang) : null;
  const error =
    view.error ??
    (() => {
      const sc = scoreDeal(rules, questionInput(question));
      return sc.ok ? undefined : sc.error.message;
    })();
  const we = sideOf(question.contract.declarer);
  const they = we === 'NS' ? 'EW' : 'NS';

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
    const next = attemptReducer(attempt, { type: 'check', correct });
    act({ type: 'check', correct });
    setMessage(
      next.status === 'right'
        ? tr(next.misses === 0 ? 'quiz.rightAll' : 'quiz.rightSecond', { count: r.value.count })
        : next.status === 'revealed'
          ? `${r.value.summary} ${tr('quiz.revealedSummary')}`
          : tr('quiz.notYet', { right: r.value.right, count: r.value.count }),
    );
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
  const marks = result?.ok ? Object.fromEntries(result.value.fields.map((f) => [f.key, f])) : {};
  const linkHref = `?${encodeURIComponent(id)}=${number}#${encodeURIComponent(id)}`;
  const heading = n === 0 ? tr('quiz.label') : `${tr('quiz.label')}: ${tr('quiz.question', { number })}`;
  const field = (key: FieldKey, i: number) => {
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
          ref={i === 0 ? firstField : undefined}
          type="number"
          inputMode="numeric"
          step={1}
          value={answers[key] ?? ''}
          readOnly={done}
          aria-label={f.label}
          aria-invalid={mark ? !mark.correct : undefined}
          aria-describedby={mark ? `${inputId}-mark` : undefined}
          onInput={(e) => onInput(key, e.currentTarget.value)}
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
  };

  return (
    <section id={id} class="ab-quiz not-content" aria-labelledby={`${id}-title`} data-rules={rules.id} data-question={n}>
      <p id={`${id}-title`} class="ab-quiz__title">
        {heading}
      </p>
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
        <RulesLine
          rules={rules}
          lesson={props.lessonRules ?? DEFAULT_RULE_SET_ID}
          pinned={pinned !== undefined}
          id={id}
          lang={lang}
          env={env}
        />
      </div>
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
                {field(`${we}.above` as FieldKey, 0)}
                {field(`${they}.above` as FieldKey, 1)}
              </tr>
              <tr class="ab-quiz__row--below">
                {field(`${we}.below` as FieldKey, 2)}
                {field(`${they}.below` as FieldKey, 3)}
              </tr>
            </tbody>
          </table>
          <div class="ab-quiz__buttons ab-no-print" hidden={!mounted}>
            {!done && <button type="submit">{tr('quiz.check')}</button>}
            {!done && (
              <button type="button" onClick={onShow}>
                {tr('quiz.show')}
              </button>
            )}
            {random && (
              <button type="button" onClick={onNext}>
                {tr('quiz.next')}
              </button>
            )}
            {random && n > 0 && (
              <a class="ab-quiz__link" href={linkHref}>
                {tr('quiz.link')}
              </a>
            )}
          </div>
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
