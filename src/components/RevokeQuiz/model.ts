/**
 * Revoke quiz model: the reader picks which of the declarer's choices after a defender's revoke
 * scores more for his side on the deal (the points in the honour column, the tricks, or both the
 * same), commits, and sees both choices scored. Pure (no Preact, no DOM) and free of bridge
 * rules: the scores are the engine's, computed at build time (`data.ts`).
 *
 * ```ts
 * let state = REVOKE_START;
 * state = revokeReducer(state, { type: 'pick', choice: 'tricks' });
 * state = revokeReducer(state, { type: 'check', answer: data.more });
 * state.attempt.status; // 'hint' when wrong the first time
 * ```
 *
 * @packageDocumentation
 */
import type { RevokeChoice } from '../../engine/score/revoke.ts';
import { translator, type Translate } from '../../i18n/revoke-quiz.ts';
import { ATTEMPT_START, attemptReducer, isDone, type Attempt } from '../Progress/attempt.ts';
import type { RevokeQuizData } from './data.ts';

/** What the reader may answer. */
export type RevokeAnswer = RevokeChoice | 'equal';

/** The three answers, in the order of the buttons. */
export const REVOKE_ANSWERS: readonly RevokeAnswer[] = ['honours', 'tricks', 'equal'];

/** Where the reader stands. */
export interface RevokeQuizState {
  readonly picked: RevokeAnswer | null;
  readonly attempt: Attempt;
  /** "Check answer" was pressed with nothing picked. */
  readonly nudge: boolean;
}

/** The start: nothing picked, nothing checked. */
export const REVOKE_START: RevokeQuizState = { picked: null, attempt: ATTEMPT_START, nudge: false };

/** What the reader does; the check carries the answer so that the reducer can judge it. */
export type RevokeAction =
  | { readonly type: 'pick'; readonly choice: RevokeAnswer }
  | { readonly type: 'check'; readonly answer: RevokeAnswer }
  | { readonly type: 'show' };

/** The state after an action: as the declarer quiz, a hint after the first miss, the answer after the second; nothing changes once it is over. */
export const revokeReducer = (state: RevokeQuizState, action: RevokeAction): RevokeQuizState => {
  if (isDone(state.attempt)) return state;
  if (action.type === 'pick') return { ...state, picked: action.choice, nudge: false };
  if (action.type === 'show') return { ...state, nudge: false, attempt: attemptReducer(state.attempt, action) };
  if (state.picked === null) return { ...state, nudge: true };
  return { ...state, nudge: false, attempt: attemptReducer(state.attempt, { type: 'check', correct: state.picked === action.answer }) };
};

/** The label of an answer's button. */
export const answerLabel = (answer: RevokeAnswer, data: RevokeQuizData, tr: Translate = translator()): string =>
  answer === 'honours'
    ? tr('revokeQuiz.choice.honours', { points: data.penaltyPoints })
    : answer === 'tricks'
      ? tr('revokeQuiz.choice.tricks', { penaltyTricks: data.penaltyTricks })
      : tr('revokeQuiz.choice.equal');

/** The verdict once the question is over; `null` before. */
export const revokeVerdict = (state: RevokeQuizState, data: RevokeQuizData, tr: Translate = translator()): string | null => {
  if (state.attempt.status === 'right') return tr(state.attempt.misses === 0 ? 'revokeQuiz.right' : 'revokeQuiz.rightSecond');
  if (state.attempt.status === 'revealed') return tr('revokeQuiz.revealed', { answer: tr(`revokeQuiz.answer.${data.more}`) });
  return null;
};

/** The hint after a miss: how many tricks the penalty gives against the contract, without the answer. */
export const revokeHint = (data: RevokeQuizData, tr: Translate = translator()): string =>
  tr('revokeQuiz.hint', { side: data.declaringSide, total: Math.min(13, data.tricks + data.penaltyTricks), needed: data.needed });

/** Both choices scored, in sentences: the totals of each, then what the tricks do toward game. */
export const revokeExplanation = (data: RevokeQuizData, tr: Translate = translator()): string[] => {
  const sides = { side: data.declaringSide, other: data.defendingSide };
  const { honours: h, tricksChoice: t } = data;
  return [
    tr('revokeQuiz.with.honours', { ...sides, declarers: h.declarers, defenders: h.defenders, net: h.net }),
    tr('revokeQuiz.with.tricks', { ...sides, declarers: t.declarers, defenders: t.defenders, net: t.net }),
    tr('revokeQuiz.game', {
      below: t.below,
      game: tr(t.below >= data.gameTarget && h.below < data.gameTarget ? 'revokeQuiz.game.yes' : 'revokeQuiz.game.no'),
    }),
  ];
};
