/**
 * One hand's double-dummy trace as a job for a worker thread (`hands.dd.test.ts`): declarer's
 * side's total before the lead and after every card, and who played each card. The test runs
 * it off the test runner's thread, because one solve of an early trick can take longer than
 * the runner waits for its own messages (Vitest's 60 s RPC timeout, seen on a loaded machine).
 *
 * @packageDocumentation
 */
import { declarerTotal, Solver } from '../../engine/dd/index.ts';
import { applyCard, startPlay, type PlayState } from '../../engine/play.ts';
import type { Card, Contract, FullDeal, Seat } from '../../engine/types.ts';

/** What to trace. */
export interface TraceJob {
  readonly deal: FullDeal;
  readonly contract: Contract;
  readonly cards: readonly Card[];
}

/** The trace: `totals[k]` after k cards; `seats[k]` played card k; or why a card could not be played. */
export type TraceOutcome = { readonly totals: number[]; readonly seats: Seat[] } | { readonly error: string };

let solver: Solver | null = null;

/** Traces a hand card by card with one solver kept for the thread's life. */
export const runTraceJob = (job: TraceJob): TraceOutcome => {
  solver ??= new Solver({ ttLog2: 20 });
  let state: PlayState = startPlay(job.deal, job.contract);
  let before = declarerTotal(solver, state);
  const totals = [before];
  const seats: Seat[] = [];
  for (const [index, card] of job.cards.entries()) {
    const seat = state.toPlay;
    const next = applyCard(state, card);
    if (!next.ok || seat === null) return { error: `card ${index + 1} (${card}) cannot be played: ${next.ok ? 'the play is over' : next.error.message}` };
    state = next.value;
    before = declarerTotal(solver, state, before);
    totals.push(before);
    seats.push(seat);
  }
  return { totals, seats };
};
