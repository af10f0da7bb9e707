/**
 * Revoke quiz view: the deal in words, three answer buttons, "Check answer" and "Show answer".
 * The scores arrive as props (computed by the engine at build time) but nothing of them is
 * rendered before the question is over; a miss earns a hint and another try. Right and wrong
 * are told by a sign and words, not colour alone; the feedback is announced (aria-live). The
 * outcome goes to the reader's progress. Thin: the state and the sentences come from `model.ts`.
 *
 * @packageDocumentation
 */
import type { Dispatch } from 'preact/hooks';
import { useEffect, useReducer, useState } from 'preact/hooks';
import { translator, type Translate } from '../../i18n/revoke-quiz.ts';
import { attemptOutcome, isDone } from '../Progress/attempt.ts';
import type { ProgressEnv } from '../Progress/store.ts';
import { recordOutcome } from '../Progress/useQuizProgress.ts';
import { QuizActions, QuizChoice, QuizMiss, QuizVerdict } from '../shared/QuizParts.tsx';
import type { RevokeQuizData } from './data.ts';
import {
  answerLabel,
  REVOKE_ANSWERS,
  REVOKE_START,
  revokeExplanation,
  revokeHint,
  revokeReducer,
  revokeVerdict,
  type RevokeAction,
  type RevokeQuizState,
} from './model.ts';
import '../shared/styles.css';
import '../DeclarerQuiz/styles.css';
import './styles.css';

/** Props: the build-time data, the quiz's id in the reader's progress, the language. */
export interface RevokeQuizProps {
  readonly data: RevokeQuizData;
  readonly quizId?: string;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: ProgressEnv;
}

/** The three answers; once the question is over, the right one is marked and a wrong pick too. */
const answerButtons = (data: RevokeQuizData, state: RevokeQuizState, done: boolean, tr: Translate, dispatch: Dispatch<RevokeAction>) => (
  <div class="ab-quiz__seats ab-revoke__answers ab-no-print" role="group" aria-label={tr('revokeQuiz.choices')}>
    {REVOKE_ANSWERS.map((answer) => {
      const mark: 'right' | 'wrong' | null = done ? (answer === data.more ? 'right' : answer === state.picked ? 'wrong' : null) : null;
      return (
        <QuizChoice
          key={answer}
          pressed={state.picked === answer}
          done={done}
          mark={mark}
          markWords={{ right: tr('revokeQuiz.markRight'), wrong: tr('revokeQuiz.markWrong') }}
          onPick={() => dispatch({ type: 'pick', choice: answer })}
        >
          {answerLabel(answer, data, tr)}
        </QuizChoice>
      );
    })}
  </div>
);

/** One choice's score entries, under its label. */
const entryLines = (label: string, lines: readonly string[]) => (
  <>
    <p>{label}:</p>
    <ul>
      {lines.map((l) => (
        <li>{l}</li>
      ))}
    </ul>
  </>
);

/** The verdict, why, and the score entries of both choices (folded). */
const explained = (data: RevokeQuizData, right: boolean, said: string, tr: Translate) => (
  <>
    <QuizVerdict right={right} text={said} />
    {revokeExplanation(data, tr).map((line) => (
      <p class="ab-quiz__why">{line}</p>
    ))}
    <details class="ab-revoke__entries">
      <summary>{tr('revokeQuiz.entries')}</summary>
      {entryLines(answerLabel('honours', data, tr), data.honours.lines)}
      {entryLines(answerLabel('tricks', data, tr), data.tricksChoice.lines)}
    </details>
  </>
);

/** The revoke quiz. */
export function RevokeQuizView({ data, quizId, lang = 'en', env = {} }: RevokeQuizProps) {
  const tr = translator(lang);
  const [state, dispatch] = useReducer(revokeReducer, REVOKE_START);
  const done = isDone(state.attempt);
  const said = revokeVerdict(state, data, tr);
  const outcome = attemptOutcome(state.attempt);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (quizId !== undefined) recordOutcome(quizId, outcome, env);
  }, [outcome]);
  const side = data.declaringSide;
  return (
    <section
      class="ab-quiz not-content"
      role="group"
      aria-label={tr('revokeQuiz.label')}
      data-status={state.attempt.status}
      data-ready={ready ? 'true' : undefined}
    >
      <p>
        {tr('revokeQuiz.situation', {
          code: data.code,
          declarer: data.declarer,
          contract: data.contract,
          side,
          tricks: data.tricks,
          points: data.penaltyPoints,
          penaltyTricks: data.penaltyTricks,
        })}
      </p>
      <p class="ab-quiz__question">{tr('revokeQuiz.question', { side })}</p>
      {answerButtons(data, state, done, tr, dispatch)}
      {!done && (
        <QuizActions
          check={tr('revokeQuiz.check')}
          show={tr('revokeQuiz.show')}
          onCheck={() => dispatch({ type: 'check', answer: data.more })}
          onShow={() => dispatch({ type: 'show' })}
        />
      )}
      <div class="ab-quiz__feedback" aria-live="polite">
        {state.nudge && <p class="ab-quiz__nudge">{tr('revokeQuiz.pickFirst')}</p>}
        {state.attempt.status === 'hint' && (
          <QuizMiss notYet={tr('revokeQuiz.notYet')} hint={revokeHint(data, tr)} again={tr('revokeQuiz.again')} />
        )}
        {said !== null && explained(data, state.attempt.status === 'right', said, tr)}
      </div>
    </section>
  );
}

export default RevokeQuizView;
