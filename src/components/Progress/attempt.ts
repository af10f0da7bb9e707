/**
 * One quiz question, as the reader works through it: the answer is withheld until the reader
 * commits; a wrong answer earns a hint and another try; a second miss, or "Show answer", reveals
 * it. Shared by every quiz (declarer, score, honours). Pure, no Preact.
 *
 * ```ts
 * let a = ATTEMPT_START;
 * a = attemptReducer(a, { type: 'check', correct: false }); // status 'hint', misses 1
 * a = attemptReducer(a, { type: 'check', correct: false }); // status 'revealed'
 * attemptOutcome(a);                                        // 'revealed'
 * ```
 *
 * @packageDocumentation
 */
import type { QuizOutcome } from './store.ts';

/** Where the reader stands on a question. */
export type AttemptStatus = 'open' | 'hint' | 'right' | 'revealed';

/** A question's attempt: its status and the wrong answers so far. */
export interface Attempt {
  readonly status: AttemptStatus;
  readonly misses: number;
}

/** Before any answer. */
export const ATTEMPT_START: Attempt = { status: 'open', misses: 0 };

/** How many wrong answers reveal the answer. */
export const MISSES_TO_REVEAL = 2;

/** What the reader does: commit an answer (checked by the caller), or ask to see the answer. */
export type AttemptAction =
  { readonly type: 'check'; readonly correct: boolean } | { readonly type: 'show' } | { readonly type: 'restart' };

/** Whether the question is over (right, or the answer shown). */
export const isDone = (a: Attempt): boolean => a.status === 'right' || a.status === 'revealed';

/** The attempt after an action. Once done, only `restart` changes it. */
export const attemptReducer = (a: Attempt, action: AttemptAction): Attempt => {
  if (action.type === 'restart') return ATTEMPT_START;
  if (isDone(a)) return a;
  if (action.type === 'show') return { ...a, status: 'revealed' };
  if (action.correct) return { ...a, status: 'right' };
  const misses = a.misses + 1;
  return { status: misses >= MISSES_TO_REVEAL ? 'revealed' : 'hint', misses };
};

/** How the question went, for the reader's progress; `null` while it is open. */
export const attemptOutcome = (a: Attempt): QuizOutcome | null =>
  a.status === 'right' ? (a.misses === 0 ? 'first' : 'second') : a.status === 'revealed' ? 'revealed' : null;
