/**
 * The Lab's analysis panel, without Preact: which deal a table can be solved for, which position
 * a step of a replay is, and what the worker's answers mean for declarer. Plain functions over
 * the engine's timeline; the questions themselves go to the worker (`client.ts`).
 *
 * @packageDocumentation
 */
import type { Position } from '../../engine/dd/position.ts';
import type { TableCell } from '../../engine/dd/protocol.ts';
import type { CardValue, Objective, TableStrain } from '../../engine/dd/solver.ts';
import { trumpSuitOf } from '../../engine/play.ts';
import type { Timeline } from '../../engine/record.ts';
import { nextSeat, sideOf } from '../../engine/seat.ts';
import { SEATS, type BySeat, type Card, type Seat } from '../../engine/types.ts';

/** The rows of the table as a bridge player reads it: North–South, then East–West. */
export const TABLE_ROWS: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** The deal a table is solved for, or why there is none. */
export type TableDeal =
  | { readonly ok: true; readonly deal: BySeat<readonly Card[]> }
  | { readonly ok: false; readonly reason: 'hidden' | 'lengths'; readonly lengths: BySeat<number> };

/** The deal at the start of the hand, when all four hands are known and equally long. */
export const tableDeal = (timeline: Timeline): TableDeal => {
  const hands = timeline.steps[0]?.hands;
  const lengths = { N: hands?.N?.length ?? 0, E: hands?.E?.length ?? 0, S: hands?.S?.length ?? 0, W: hands?.W?.length ?? 0 };
  if (!hands || SEATS.some((s) => hands[s] === null)) return { ok: false, reason: 'hidden', lengths };
  if (lengths.N === 0 || SEATS.some((s) => lengths[s] !== lengths.N)) return { ok: false, reason: 'lengths', lengths };
  return { ok: true, deal: hands as BySeat<readonly Card[]> };
};

/** The cells solved so far as a grid, `grid[declarer][strain]` (absent: not solved yet). */
export type Grid = Readonly<Record<Seat, Partial<Record<TableStrain, number>>>>;

/** A grid of the cells given. */
export const gridOf = (cells: readonly TableCell[]): Grid => {
  const grid: Record<Seat, Partial<Record<TableStrain, number>>> = { N: {}, E: {}, S: {}, W: {} };
  for (const c of cells) grid[c.declarer][c.strain] = c.tricks;
  return grid;
};

/** A step of the play, as the solver's question. */
export interface StepQuestion {
  readonly position: Position;
  readonly objective: Objective;
  readonly declarer: Seat;
  /** Whose turn it is (dummy's seat when declarer plays from dummy). */
  readonly toPlay: Seat;
  /** Tricks the declaring side has won so far. */
  readonly won: number;
  /** Tricks still to play, the one on the table included. */
  readonly left: number;
}

/** Why a step cannot be analysed. */
export type NoQuestion = 'auction' | 'end' | 'hidden';

/** The solver's question at `step` of a timeline, or why there is none. */
export const stepQuestion = (timeline: Timeline, step: number): StepQuestion | NoQuestion => {
  const snap = timeline.steps[step];
  if (!snap || snap.phase === 'auction' || snap.contract === null) return 'auction';
  if (snap.phase === 'end' || snap.toAct === null) return 'end';
  const hands = snap.hands;
  if (SEATS.some((s) => hands[s] === null)) return 'hidden';
  const declarer = snap.contract.declarer;
  const trick = snap.trick;
  // A finished trick stays on the table until the next card: its winner leads the next one.
  const open = trick !== null && trick.winner === null;
  const leader = trick === null ? nextSeat(declarer) : open ? trick.leader : trick.winner!;
  const position: Position = {
    hands: hands as BySeat<readonly Card[]>,
    trump: trumpSuitOf(snap.contract.strain),
    leader,
    trick: open ? trick.cards.map((c) => c.card) : [],
  };
  const left = Math.max(...SEATS.map((s) => position.hands[s].length));
  return {
    position,
    objective: snap.contract.strain === 'NL' ? 'fewest' : 'most',
    declarer,
    toPlay: snap.toAct,
    won: snap.tricksWon[sideOf(declarer)],
    left,
  };
};

/** Declarer's side's total (won so far plus the rest) from the tricks the side to play takes from here. */
export const declarerTotal = (q: StepQuestion, toPlaySideTricks: number): number =>
  q.won + (sideOf(q.toPlay) === sideOf(q.declarer) ? toPlaySideTricks : q.left - toPlaySideTricks);

/** One line of the card values: a card (and the cards equal to it), declarer's total after it, and its cost to its side. */
export interface CardLine {
  readonly cards: readonly Card[];
  /** Declarer's side's total after the card, with best play from there. */
  readonly total: number;
  /** Tricks the card costs the side playing it, against its best card: 0 for the best. */
  readonly cost: number;
}

/** The worker's card values as lines for the reader, best first. */
export const cardLines = (q: StepQuestion, values: readonly CardValue[]): CardLine[] => {
  const tricks = values.map((v) => v.tricks);
  // Nullos: each side plays to take as few tricks as it can (auction-laws.md §8.2).
  const fewest = q.objective === 'fewest';
  const best = fewest ? Math.min(...tricks) : Math.max(...tricks);
  return values
    .map((v) => ({ cards: [v.card, ...v.equals], total: declarerTotal(q, v.tricks), cost: fewest ? v.tricks - best : best - v.tricks }))
    .sort((a, b) => a.cost - b.cost);
};
