/**
 * Double-dummy analysis of a played hand: declarer's tricks with best play before the first
 * card and after every card (a trace, as DDS's AnalysePlay gives), and the cards that cost a
 * trick.
 *
 * The play is replayed with the engine's own play rules (`startPlay`, `applyCard`): nothing
 * here re-implements following suit or winning a trick.
 *
 * @packageDocumentation
 */

import { applyCard, startPlay, type PlayState } from '../play.ts';
import { err, ok, type Result } from '../result.ts';
import { sideOf } from '../seat.ts';
import type { Card, Contract, FullDeal, Seat, Side } from '../types.ts';
import { playStatePosition, type Position } from './position.ts';
import type { Solver } from './solver.ts';

/** A card after which the player's side takes fewer tricks than before it. */
export interface Loss {
  /** The trick it was played to, 1 to 13. */
  readonly trick: number;
  /** The index of the card in the play, 0 for the opening lead. */
  readonly index: number;
  readonly seat: Seat;
  readonly card: Card;
  /** How many tricks it cost the player's side. */
  readonly cost: number;
}

/** A trace: declarer's side's double-dummy total before the play and after each card. */
export interface Trace {
  /**
   * `totals[0]` before the opening lead; `totals[k]` after the k-th card: tricks the declaring
   * side has won plus those it takes from there with best play on both sides.
   */
  readonly totals: readonly number[];
  readonly losses: readonly Loss[];
}

/** Why a play cannot be traced. */
export interface TraceError {
  readonly message: string;
  /** The index of the card that could not be played, when one could not. */
  readonly index?: number;
}

/**
 * The tricks the declaring side ends with from a play state, with best play from there.
 * `expected`, a total the answer is likely near (the one before the last card), only speeds the
 * search up.
 */
export const declarerTotal = (solver: Solver, state: PlayState, expected = -1): number => {
  const side = sideOf(state.declarer);
  if (state.complete || state.current === null) return state.tricksWon[side];
  const position = playStatePosition(state);
  const toPlaySide: Side = sideOf(state.toPlay ?? state.declarer);
  const left = remainingTricks(position);
  const mineGuess = expected < 0 ? -1 : Math.min(left, Math.max(0, expected - state.tricksWon[side]));
  const guess = mineGuess < 0 ? -1 : toPlaySide === side ? mineGuess : left - mineGuess;
  const solved = solver.solve(position, 'most', guess);
  if (!solved.ok) return state.tricksWon[side];
  const mine = toPlaySide === side ? solved.value : left - solved.value;
  return state.tricksWon[side] + mine;
};

/** Tricks still to be won in a position, the trick on the table included. */
const remainingTricks = (p: Position): number => {
  const lengths = (['N', 'E', 'S', 'W'] as const).map((s) => p.hands[s].length);
  return Math.max(...lengths);
};

/**
 * Traces a play: the deal, the contract (its strain and declarer) and the cards in the order
 * played. Returns one total per card plus the one before the lead. A card that is not legal
 * stops the trace with its index.
 */
export const tracePlay = (
  solver: Solver,
  deal: FullDeal,
  contract: Pick<Contract, 'strain' | 'declarer'>,
  cards: readonly Card[],
): Result<Trace, TraceError> => {
  let state = startPlay(deal, { level: 1, doubled: 0, ...contract } as Contract);
  const side = sideOf(contract.declarer);
  const totals = [declarerTotal(solver, state)];
  const losses: Loss[] = [];
  for (const [index, card] of cards.entries()) {
    const seat = state.toPlay;
    const trick = state.tricks.length + 1;
    const next = applyCard(state, card);
    if (!next.ok || seat === null) return err({ message: next.ok ? 'The play is over.' : next.error.message, index });
    state = next.value;
    const before = totals[totals.length - 1]!;
    const after = declarerTotal(solver, state, before);
    totals.push(after);
    const cost = sideOf(seat) === side ? before - after : after - before;
    if (cost > 0) losses.push({ trick, index, seat, card, cost });
  }
  return ok({ totals, losses });
};
