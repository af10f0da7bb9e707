/**
 * Declarer quiz model: the reader picks a seat, commits, and learns whether it was the declarer
 * and why. Pure (no Preact, no DOM) and free of bridge rules: the answer and the facts behind
 * it (who first named the final strain, at which call; who made the final bid) are the engine's,
 * computed at build time (`data.ts`) and handed in as plain data.
 *
 * ```ts
 * let state = QUIZ_START;
 * state = quizReducer(state, { type: 'pick', seat: 'N' });
 * state = quizReducer(state, { type: 'check', declarer: answer.declarer });
 * state.attempt.status;              // 'hint' (wrong once: a hint, another try)
 * hint(answer, 'N');                 // 'North made the final bid, but …'
 * explanation(answer);               // 'South named hearts first for North–South, at South’s first call ...'
 * ```
 *
 * @packageDocumentation
 */
import { sideOf } from '../../engine/seat.ts';
import type { Bid, Seat, Strain } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/declarer-quiz.ts';
import { spellCall } from '../shared/format.ts';
import { ATTEMPT_START, attemptReducer, isDone, type Attempt } from '../Progress/attempt.ts';

/** The facts behind the answer, all from the engine. Plain JSON. */
export interface DeclarerAnswer {
  /** The declarer (law 46, 1912: the first of the winning side to name the final strain). */
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** The strain of the contract. */
  readonly strain: Strain;
  /** The side that won the auction, as its seats (`['N', 'S']`). */
  readonly side: 'NS' | 'EW';
  /** The declarer's first bid in that strain: the bid, its index in the auction, and which of the declarer's calls it was (1 = first). */
  readonly named: { readonly bid: Bid; readonly index: number; readonly nth: number };
  /** The final bid and who made it. */
  readonly finalBid: { readonly bid: Bid; readonly seat: Seat };
}

/** Where the reader stands: the seat picked, the attempt (withheld, hint, right, shown), and the last wrong seat. */
export interface QuizState {
  readonly picked: Seat | null;
  readonly attempt: Attempt;
  /** The seat of the last wrong answer (the hint is about it). */
  readonly wrong: Seat | null;
  /** "Check answer" was pressed with no seat picked. */
  readonly nudge: boolean;
}

/** The start: nothing picked, nothing checked. */
export const QUIZ_START: QuizState = { picked: null, attempt: ATTEMPT_START, wrong: null, nudge: false };

/** What the reader does. The check carries the answer, so that the reducer can judge it. */
export type QuizAction =
  { readonly type: 'pick'; readonly seat: Seat } | { readonly type: 'check'; readonly declarer: Seat } | { readonly type: 'show' };

/**
 * The state after an action. A pick after the end changes nothing (the answer is out); a check
 * with no seat picked only asks for one; a wrong check earns a hint (the first time) or the
 * answer (the second); "show" gives the answer at once.
 */
export const quizReducer = (state: QuizState, action: QuizAction): QuizState => {
  const done = isDone(state.attempt);
  switch (action.type) {
    case 'pick':
      return done ? state : { ...state, picked: action.seat, nudge: false };
    case 'check': {
      if (done) return state;
      if (state.picked === null) return { ...state, nudge: true };
      const correct = state.picked === action.declarer;
      return {
        ...state,
        nudge: false,
        wrong: correct ? state.wrong : state.picked,
        attempt: attemptReducer(state.attempt, { type: 'check', correct }),
      };
    }
    case 'show':
      return done ? state : { ...state, nudge: false, attempt: attemptReducer(state.attempt, { type: 'show' }) };
  }
};

/** Whether the reader found the declarer; `null` until the question is over. */
export const isRight = (state: QuizState, _answer?: DeclarerAnswer): boolean | null =>
  state.attempt.status === 'right' ? true : state.attempt.status === 'revealed' ? false : null;

/**
 * How each seat button is marked: nothing until the question is over (a wrong try only earns a
 * hint); then the declarer `right` and the reader's wrong seat, if any, `wrong`.
 */
export const seatMark = (state: QuizState, answer: DeclarerAnswer, seat: Seat): 'right' | 'wrong' | null => {
  if (!isDone(state.attempt)) return null;
  if (seat === answer.declarer) return 'right';
  return seat === state.picked || seat === state.wrong ? 'wrong' : null;
};

/**
 * A hint after a wrong seat, pointing at the rule without naming the declarer: a seat of the side
 * that lost the auction; the partner who made the final bid (the final bid does not decide who
 * plays); or the other partner of the right side.
 */
export const hint = (answer: DeclarerAnswer, wrong: Seat, tr: Translate = translator()): string => {
  const strain = tr(`strain.${answer.strain}.many`);
  const chosen = tr(`seat.${wrong}`);
  if (sideOf(wrong) !== answer.side) {
    return tr('declarerQuiz.hint.otherSide', { chosen, side: tr(`side.${answer.side}`), bid: spellCall(answer.finalBid.bid, tr).spoken });
  }
  if (wrong === answer.finalBid.seat) return tr('declarerQuiz.hint.finalBidder', { chosen, strain });
  return tr('declarerQuiz.hint.partner', { strain });
};

const ordinal = (n: number, tr: Translate): string =>
  n >= 1 && n <= 10 ? tr(`ordinal.${n}` as `ordinal.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`) : tr('ordinal.n', { n });

/**
 * Why the declarer is the declarer, in two sentences built from the engine's facts: who first
 * named the strain for the side and at which call, then who is dummy (and who made the final
 * bid). "South named hearts first for North–South, at South’s first call (one heart), so South
 * is the declarer. North, who made the final bid of four hearts, is dummy."
 */
export const explanation = (answer: DeclarerAnswer, tr: Translate = translator()): string => {
  const declarer = tr(`seat.${answer.declarer}`);
  const dummy = tr(`seat.${answer.dummy}`);
  const first = tr('declarerQuiz.explainFirst', {
    declarer,
    strain: tr(`strain.${answer.strain}.many`),
    side: tr(`side.${answer.side}`),
    ordinal: ordinal(answer.named.nth, tr),
    call: spellCall(answer.named.bid, tr).spoken,
  });
  const bid = spellCall(answer.finalBid.bid, tr).spoken;
  const second =
    answer.finalBid.seat === answer.declarer
      ? tr('declarerQuiz.declarerBidLast', { declarer, bid, dummy })
      : tr('declarerQuiz.dummyBidLast', { dummy, bid });
  return `${first} ${second}`;
};

/** The verdict once the question is over: "Right: …", or "The answer: …"; `null` before. */
export const verdict = (state: QuizState, answer: DeclarerAnswer, tr: Translate = translator()): string | null => {
  const seat = tr(`seat.${answer.declarer}`);
  if (state.attempt.status === 'right') return tr(state.attempt.misses === 0 ? 'declarerQuiz.right' : 'declarerQuiz.rightSecond', { seat });
  if (state.attempt.status === 'revealed') return tr('declarerQuiz.revealed', { seat });
  return null;
};
