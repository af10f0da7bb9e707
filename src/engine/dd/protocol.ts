/**
 * The messages between a page and the double-dummy worker (`worker.ts`), as plain data, and the
 * order in which the worker fills a table. Types and constants only: a page imports this module
 * without loading a line of the solver.
 *
 * A page asks with a {@link DDRequest} carrying an `id` of its choosing; the worker answers with
 * {@link DDReply} messages carrying the same `id`: for a table, one `progress` per cell and then
 * `table` (or `stopped` after a `stop`); for a position, `tricks` or `values`; on any problem,
 * `error`, never silence.
 *
 * @packageDocumentation
 */
import type { BySeat, Card, Seat } from '../types.ts';
import type { Position } from './position.ts';
import type { CardValue, DDTable, Objective, TableStrain } from './solver.ts';

/** The strains of a table, in the order the worker solves them (DDS's: ♠ ♥ ♦ ♣ NT). */
export const CELL_STRAINS: readonly TableStrain[] = ['S', 'H', 'D', 'C', 'NT'];
/** The declarers of a table, in the order the worker solves each strain. */
export const CELL_DECLARERS: readonly Seat[] = ['N', 'E', 'S', 'W'];

/** One cell of the table: a declarer, a strain, and (once solved) declarer's side's tricks. */
export interface TableCell {
  readonly declarer: Seat;
  readonly strain: TableStrain;
  readonly tricks: number;
}

/** The 20 cells in the worker's order: strain by strain, the four declarers of each. */
export const TABLE_ORDER: readonly { readonly declarer: Seat; readonly strain: TableStrain }[] = CELL_STRAINS.flatMap((strain) =>
  CELL_DECLARERS.map((declarer) => ({ declarer, strain })),
);

/** What a page asks the worker. */
export type DDRequest =
  /** The 20-cell table of a deal, cell by cell. */
  | { readonly type: 'table'; readonly id: number; readonly deal: BySeat<readonly Card[]> }
  /** Tricks the side to play takes from a position (this trick included), with best play. */
  | { readonly type: 'tricks'; readonly id: number; readonly position: Position; readonly objective?: Objective }
  /** Every legal card of the player to play, with the tricks that player's side takes after it. */
  | { readonly type: 'values'; readonly id: number; readonly position: Position; readonly objective?: Objective }
  /** Stop the table `id` before its next cell. */
  | { readonly type: 'stop'; readonly id: number };

/** What the worker answers. */
export type DDReply =
  | { readonly type: 'progress'; readonly id: number; readonly cell: TableCell; readonly done: number; readonly total: number }
  | { readonly type: 'table'; readonly id: number; readonly table: DDTable }
  | { readonly type: 'stopped'; readonly id: number; readonly done: number }
  | { readonly type: 'tricks'; readonly id: number; readonly tricks: number }
  | { readonly type: 'values'; readonly id: number; readonly values: readonly CardValue[] }
  /** `id` is `null` when the request was too broken to carry one. */
  | { readonly type: 'error'; readonly id: number | null; readonly message: string };

/**
 * The transposition table of the solver in a browser: 2^18 entries of 32 bytes (8 MB), a
 * quarter of Node's default (20, 32 MB), since a phone's tab has far less memory than a build.
 */
export const BROWSER_TT_LOG2 = 18;
