/**
 * Declarer quiz model: the reader picks a seat, commits, and learns whether it was the declarer
 * and why. Pure (no Preact, no DOM) and free of bridge rules: the answer and the facts behind
 * it (who first named the final strain, at which call; who made the final bid) are the engine's,
 * computed at build time (`data.ts`) and handed in as plain data.
 *
 * ```ts
 * let state = QUIZ_START;
 * state = quizReducer(state, { type: 'pick', seat: 'N' });
 * state = quizReducer(state, { type: 'check' });
 * isRight(state, answer);            // false
 * explanation(answer);               // 'South named hearts first for North–South, at South’s first call ...'
 * ```
 *
 * @packageDocumentation
 */
import type { Bid, Seat, Strain } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/declarer-quiz.ts';
import { spellCall } from '../shared/format.ts';

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

/** Where the reader stands: the seat picked, and whether the answer was checked. */
export interface QuizState {
  readonly picked: Seat | null;
  readonly committed: boolean;
  /** "Check answer" was pressed with no seat picked. */
  readonly nudge: boolean;
}

/** The start: nothing picked, nothing checked. */
export const QUIZ_START: QuizState = { picked: null, committed: false, nudge: false };

/** What the reader does. */
export type QuizAction = { readonly type: 'pick'; readonly seat: Seat } | { readonly type: 'check' } | { readonly type: 'reset' };

/**
 * The state after an action. A pick after the check changes nothing (the answer is out); a
 * check with no seat picked only asks for one; reset starts again.
 */
export const quizReducer = (state: QuizState, action: QuizAction): QuizState => {
  switch (action.type) {
    case 'pick':
      return state.committed ? state : { picked: action.seat, committed: false, nudge: false };
    case 'check':
      if (state.committed) return state;
      return state.picked === null ? { ...state, nudge: true } : { ...state, committed: true, nudge: false };
    case 'reset':
      return QUIZ_START;
  }
};

/** Whether the committed pick is right; `null` before the check. */
export const isRight = (state: QuizState, answer: DeclarerAnswer): boolean | null =>
  state.committed && state.picked !== null ? state.picked === answer.declarer : null;

/** How each seat button is marked after the check: the answer `right`, a wrong pick `wrong`. */
export const seatMark = (state: QuizState, answer: DeclarerAnswer, seat: Seat): 'right' | 'wrong' | null => {
  if (!state.committed) return null;
  if (seat === answer.declarer) return 'right';
  return seat === state.picked ? 'wrong' : null;
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

/** The verdict after the check: "Right: …" or "Not quite: you chose …"; `null` before. */
export const verdict = (state: QuizState, answer: DeclarerAnswer, tr: Translate = translator()): string | null => {
  const right = isRight(state, answer);
  if (right === null || state.picked === null) return null;
  const seat = tr(`seat.${answer.declarer}`);
  return right ? tr('declarerQuiz.right', { seat }) : tr('declarerQuiz.wrong', { chosen: tr(`seat.${state.picked}`), seat });
};
