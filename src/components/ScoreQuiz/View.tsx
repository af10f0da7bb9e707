/**
 * Score quiz view: the finished deal, four labelled number fields (each side, above and below
 * the line), a Check button that marks each answer right or wrong in words and then shows the
 * engine's itemised breakdown, and (in random mode) a Next question button that draws question
 * n + 1 from the seed, keeping the number in the URL so that a link opens the same question.
 *
 * The answer is never in the page before the reader checks, except for readers without
 * JavaScript, who get it folded away in a closed "The answer" disclosure.
 *
 * @packageDocumentation
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { translator } from '../../i18n/scoring.ts';
import { onRuleSetChange, type PickerEnv } from '../RuleSetPicker/model.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { SpelledText } from '../shared/Spelled.tsx';
import { useRuleSet } from '../shared/useRuleSet.ts';
import {
  checkAnswers,
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
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv;
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
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState('');
  const [mounted, setMounted] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setMounted(true);
    const fromUrl = random ? urlNumber(id) : null;
    if (fromUrl !== null) setN(fromUrl);
  }, []);
  useEffect(() => {
    if (pinned) return undefined;
    return onRuleSetChange((ruleId) => {
      setChecked(false);
      setMessage(tr('quiz.rescored', { rules: getRuleSet(ruleId)?.label ?? ruleId }));
    }, env);
  }, []);

  const question: QuizQuestion = n === 0 && props.question !== undefined ? props.question : generateQuestion(rules, seed, Math.max(1, n));
  const number = Math.max(1, n);
  const view = questionView(question, lang);
  const result = checked ? checkAnswers(rules, question, answers, lang) : null;
  const error =
    view.error ??
    (() => {
      const s = scoreDeal(rules, questionInput(question));
      return s.ok ? undefined : s.error.message;
    })();

  const onCheck = (e: Event): void => {
    e.preventDefault();
    const r = checkAnswers(rules, question, answers, lang);
    setChecked(true);
    setMessage(r.ok ? r.value.summary : r.error.message);
  };
  const onNext = (): void => {
    const next = n + 1;
    setN(next);
    setAnswers({});
    setChecked(false);
    setMessage(questionView(generateQuestion(rules, seed, next), lang).announcement(next));
    writeUrlNumber(id, next);
    firstField.current?.focus();
  };
  const onInput = (key: FieldKey, value: string): void => {
    setAnswers((a) => ({ ...a, [key]: value }));
    if (checked) setChecked(false);
  };
  const marks = result?.ok ? Object.fromEntries(result.value.fields.map((f) => [f.key, f])) : {};
  const linkHref = `?${encodeURIComponent(id)}=${number}#${encodeURIComponent(id)}`;
  const heading = n === 0 ? tr('quiz.label') : `${tr('quiz.label')}: ${tr('quiz.question', { number })}`;

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
        <p class="ab-quiz__rules">{tr('score.rules', { rules: rules.label })}</p>
      </div>
      {error ? (
        <p class="ab-quiz__error" role="alert">
          {tr('score.error', { rules: rules.label, message: error })}
        </p>
      ) : (
        <form class="ab-quiz__form" onSubmit={onCheck} noValidate>
          <p class="ab-quiz__ask ab-no-print">{tr('quiz.ask')}</p>
          <div class="ab-quiz__fields ab-no-print">
            {view.fields.map((f, i) => {
              const mark = marks[f.key];
              const inputId = `${id}-${f.key.replace('.', '-')}`;
              return (
                <div key={f.key} class="ab-quiz__field">
                  <label for={inputId}>{f.label}</label>
                  <input
                    id={inputId}
                    ref={i === 0 ? firstField : undefined}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    value={answers[f.key] ?? ''}
                    aria-invalid={mark ? !mark.correct : undefined}
                    aria-describedby={mark ? `${inputId}-mark` : undefined}
                    onInput={(e) => onInput(f.key, e.currentTarget.value)}
                  />
                  {mark && (
                    <span
                      id={`${inputId}-mark`}
                      class={mark.correct ? 'ab-quiz__mark ab-quiz__mark--right' : 'ab-quiz__mark ab-quiz__mark--wrong'}
                    >
                      <span aria-hidden="true">{mark.correct ? '✓ ' : '✗ '}</span>
                      {mark.verdict}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <div class="ab-quiz__buttons ab-no-print" hidden={!mounted}>
            <button type="submit">{tr('quiz.check')}</button>
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
      {result?.ok && (
        <div class="ab-quiz__answer">
          <p class="ab-quiz__answer-title">{tr('score.breakdown')}</p>
          <Breakdown entries={result.value.score.entries} lang={lang} empty={tr('score.nothing')} />
        </div>
      )}
      {!mounted && !error && <NoScriptAnswer rules={rules} question={question} lang={lang} />}
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
