/**
 * The double-dummy jobs of `hands.dd.test.ts`, for a worker thread: one hand's trace
 * (declarer's side's total before the lead and after every card, and who played each card), or
 * one deal's table and par. The test runs them off the test runner's thread, because one solve
 * can take longer than the runner waits for its own messages (Vitest's 60 s RPC timeout, seen
 * on a loaded machine).
 *
 * @packageDocumentation
 */
import { parLines } from '../../components/Analysis/build.ts';
import type { ParLine } from '../../components/Analysis/traces.ts';
import { declarerTotal, Solver, type DDTable } from '../../engine/dd/index.ts';
import { applyCard, startPlay, type PlayState } from '../../engine/play.ts';
import type { Card, Contract, FullDeal, Seat, Vulnerability } from '../../engine/types.ts';

/** What to trace. */
export interface TraceJob {
  readonly kind?: 'trace';
  readonly deal: FullDeal;
  readonly contract: Contract;
  readonly cards: readonly Card[];
}

/** The trace: `totals[k]` after k cards; `seats[k]` played card k; or why a card could not be played. */
export type TraceOutcome = { readonly totals: number[]; readonly seats: Seat[] } | { readonly error: string };

/** A deal to solve the table of, with what par needs besides (par is given under `PAR_CODES`). */
export interface TableJob {
  readonly kind: 'table';
  readonly deal: FullDeal;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** The table and par under each of `PAR_CODES`, or why the deal could not be solved. */
export type TableOutcome = { readonly table: DDTable; readonly par: ParLine[] } | { readonly error: string };

let solver: Solver | null = null;

/** One solver kept for the thread's life. */
const theSolver = (): Solver => (solver ??= new Solver({ ttLog2: 20 }));

/** Traces a hand card by card. */
export const runTraceJob = (job: TraceJob): TraceOutcome => {
  const s = theSolver();
  let state: PlayState = startPlay(job.deal, job.contract);
  let before = declarerTotal(s, state);
  const totals = [before];
  const seats: Seat[] = [];
  for (const [index, card] of job.cards.entries()) {
    const seat = state.toPlay;
    const next = applyCard(state, card);
    if (!next.ok || seat === null)
      return { error: `card ${index + 1} (${card}) cannot be played: ${next.ok ? 'the play is over' : next.error.message}` };
    state = next.value;
    before = declarerTotal(s, state, before);
    totals.push(before);
    seats.push(seat);
  }
  return { totals, seats };
};

/** Solves a deal's 20-cell table and gives par from it, as the build's `computeAnalysis` does. */
export const runTableJob = (job: TableJob): TableOutcome => {
  const table = theSolver().solveTable(job.deal);
  if (!table.ok) return { error: table.error.message };
  return { table: table.value, par: parLines(job.deal, table.value, job.dealer, job.vulnerability) };
};

/** Either job, by its kind: what the worker thread answers each message with. */
export const runJob = (job: TraceJob | TableJob): TraceOutcome | TableOutcome =>
  job.kind === 'table' ? runTableJob(job) : runTraceJob(job);
