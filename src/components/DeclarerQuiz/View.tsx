/**
 * Declarer quiz view: an auction, four seat buttons, "Check answer" and "Show answer". The answer
 * arrives as a prop (a static site has nowhere else to keep it) but nothing of it is rendered
 * before the question is over: a wrong seat earns a hint that points at the rule and another
 * try; a second miss, or "Show answer", reveals the declarer with the reason. Right and wrong
 * are told by a sign, words and colour. The outcome goes to the reader's progress, and the
 * lesson's running tally shows under the quiz. Thin: the state and every sentence come from
 * `model.ts`.
 *
 * @packageDocumentation
 */
import { useEffect, useReducer, useState } from 'preact/hooks';
import type { Seat } from '../../engine/types.ts';
import { translator } from '../../i18n/declarer-quiz.ts';
import { AuctionTableView } from '../AuctionTable/View.tsx';
import { attemptOutcome, isDone } from '../Progress/attempt.ts';
import type { ProgressEnv } from '../Progress/store.ts';
import { TallyLine } from '../Progress/Tally.tsx';
import { QuizActions, QuizChoice, QuizMiss, QuizVerdict } from '../shared/QuizParts.tsx';
import { recordOutcome, useLessonTally } from '../Progress/useQuizProgress.ts';
import { explanation, hint, QUIZ_START, quizReducer, seatMark, verdict } from './model.ts';
import type { DeclarerQuizData } from './data.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the quiz: the build-time data (`data.ts`), its id in the reader's progress, and the language. */
export interface DeclarerQuizProps extends DeclarerQuizData {
  /** A stable id for the reader's progress (the wrapper derives it from the hand or the calls). */
  readonly quizId?: string;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: ProgressEnv;
}

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** The declarer quiz. */
export function DeclarerQuizView({ dealer, calls, answer, quizId, lang = 'en', env = {} }: DeclarerQuizProps) {
  const tr = translator(lang);
  const [state, dispatch] = useReducer(quizReducer, QUIZ_START);
  const { tally, problem: storedProblem } = useLessonTally(env);
  const done = isDone(state.attempt);
  const said = verdict(state, answer, tr);
  const outcome = attemptOutcome(state.attempt);
  // Marks the island as live (the buttons of the static HTML do nothing until then).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (quizId !== undefined) recordOutcome(quizId, outcome, env);
  }, [outcome]);
  return (
    <section
      class="ab-quiz not-content"
      role="group"
      aria-label={tr('declarerQuiz.label')}
      data-status={state.attempt.status}
      data-ready={ready ? 'true' : undefined}
    >
      <p class="ab-quiz__question">{tr('declarerQuiz.question')}</p>
      <AuctionTableView dealer={dealer} calls={calls} lang={lang} />
      <div class="ab-quiz__seats ab-no-print" role="group" aria-label={tr('declarerQuiz.choices')}>
        {SEATS.map((seat) => {
          const mark = seatMark(state, answer, seat);
          return (
            <QuizChoice
              key={seat}
              pressed={state.picked === seat}
              done={done}
              mark={mark}
              markWords={{ right: tr('declarerQuiz.markRight'), wrong: tr('declarerQuiz.markWrong') }}
              onPick={() => dispatch({ type: 'pick', seat })}
            >
              {tr(`seat.${seat}`)}
            </QuizChoice>
          );
        })}
      </div>
      {!done && (
        <QuizActions
          check={tr('declarerQuiz.check')}
          show={tr('declarerQuiz.show')}
          onCheck={() => dispatch({ type: 'check', declarer: answer.declarer })}
          onShow={() => dispatch({ type: 'show' })}
        />
      )}
      <div class="ab-quiz__feedback" aria-live="polite">
        {state.nudge && <p class="ab-quiz__nudge">{tr('declarerQuiz.pickFirst')}</p>}
        {state.attempt.status === 'hint' && state.wrong !== null && (
          <QuizMiss
            notYet={tr('declarerQuiz.notYet', { chosen: tr(`seat.${state.wrong}`) })}
            hint={hint(answer, state.wrong, tr)}
            again={tr('declarerQuiz.again')}
          />
        )}
        {said !== null && (
          <>
            <QuizVerdict right={state.attempt.status === 'right'} text={said} />
            <p class="ab-quiz__why">{explanation(answer, tr)}</p>
          </>
        )}
      </div>
      <TallyLine tally={tally} problem={storedProblem} lang={lang} />
    </section>
  );
}

export default DeclarerQuizView;
