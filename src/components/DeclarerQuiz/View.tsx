/**
 * Declarer quiz view: an auction, four seat buttons and a "Check answer" button. The answer
 * arrives as a prop (a static site has nowhere else to keep it) but nothing of it is rendered
 * before the reader commits: no contract under the auction, no mark on a button, no text.
 * Thin: the state and every sentence come from `model.ts`.
 *
 * @packageDocumentation
 */
import { useReducer } from 'preact/hooks';
import type { Seat } from '../../engine/types.ts';
import { translator } from '../../i18n/declarer-quiz.ts';
import { AuctionTableView } from '../AuctionTable/View.tsx';
import { explanation, isRight, QUIZ_START, quizReducer, seatMark, verdict } from './model.ts';
import type { DeclarerQuizData } from './data.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the quiz: the build-time data (`data.ts`) and the language. */
export interface DeclarerQuizProps extends DeclarerQuizData {
  readonly lang?: string;
}

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** The declarer quiz. */
export function DeclarerQuizView({ dealer, calls, answer, lang = 'en' }: DeclarerQuizProps) {
  const tr = translator(lang);
  const [state, dispatch] = useReducer(quizReducer, QUIZ_START);
  const right = isRight(state, answer);
  const said = verdict(state, answer, tr);
  return (
    <section class="ab-quiz not-content" role="group" aria-label={tr('declarerQuiz.label')}>
      <p class="ab-quiz__question">{tr('declarerQuiz.question')}</p>
      <AuctionTableView dealer={dealer} calls={calls} lang={lang} />
      <div class="ab-quiz__seats ab-no-print" role="group" aria-label={tr('declarerQuiz.choices')}>
        {SEATS.map((seat) => {
          const mark = seatMark(state, answer, seat);
          return (
            <button
              key={seat}
              type="button"
              class="ab-quiz__seat"
              aria-pressed={state.picked === seat ? 'true' : 'false'}
              aria-disabled={state.committed ? 'true' : undefined}
              data-mark={mark ?? undefined}
              onClick={() => dispatch({ type: 'pick', seat })}
            >
              {tr(`seat.${seat}`)}
              {mark && (
                <span class="ab-quiz__mark" aria-hidden="true">
                  {mark === 'right' ? ' ✓' : ' ✗'}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div class="ab-quiz__actions ab-no-print">
        {/* One button that changes its job, so that keyboard focus stays on it. */}
        <button type="button" class="ab-quiz__commit" onClick={() => dispatch({ type: state.committed ? 'reset' : 'check' })}>
          {tr(state.committed ? 'declarerQuiz.tryAgain' : 'declarerQuiz.check')}
        </button>
      </div>
      <div class="ab-quiz__feedback" aria-live="polite">
        {state.nudge && <p class="ab-quiz__nudge">{tr('declarerQuiz.pickFirst')}</p>}
        {said !== null && (
          <>
            <p class={`ab-quiz__verdict ab-quiz__verdict--${right ? 'right' : 'wrong'}`}>{said}</p>
            <p class="ab-quiz__why">{explanation(answer, tr)}</p>
          </>
        )}
      </div>
    </section>
  );
}

export default DeclarerQuizView;
