/**
 * The auction's vocabulary: the state of an auction, the calls made in it, and why a call may
 * be refused.
 *
 * @packageDocumentation
 */
import type { DiagnosticArgs } from '../source.ts';
import type { Bid, Call, Contract, Doubling, Seat } from '../types.ts';

/** Why a call is not allowed. Stable codes; callers may switch on them. */
export type CallErrorCode =
  | 'AUCTION_OVER'
  | 'DEALER_MUST_BID'
  | 'BID_INSUFFICIENT'
  | 'BID_ABOVE_MAX'
  | 'STRAIN_NOT_IN_RULES'
  | 'DOUBLE_NOTHING'
  | 'DOUBLE_OWN_SIDE'
  | 'DOUBLE_AGAIN'
  | 'REDOUBLE_NOT_DOUBLED'
  | 'REDOUBLE_BY_DOUBLERS'
  | 'REDOUBLE_AGAIN'
  /** A bid whose level is not a whole number from one up (e.g. 0, or 2.5, from bad data). */
  | 'BID_LEVEL_INVALID'
  /** Something that is not a call at all (bad data). */
  | 'CALL_UNKNOWN';

/** A refused call: a stable code, a sentence in bridge words, and how to put it right. */
export interface CallError {
  readonly code: CallErrorCode;
  readonly message: string;
  readonly hint?: string;
  /** The message's placeholders in words of no language, and its template when not the code's (`Diagnostic.args`). */
  readonly args?: DiagnosticArgs;
  readonly template?: string;
}

/** Every {@link CallErrorCode}, for the diagnostics' catalogue (`i18n/en-diagnostics.ts`). */
export const CALL_ERROR_CODES = [
  'AUCTION_OVER',
  'DEALER_MUST_BID',
  'BID_INSUFFICIENT',
  'BID_ABOVE_MAX',
  'STRAIN_NOT_IN_RULES',
  'DOUBLE_NOTHING',
  'DOUBLE_OWN_SIDE',
  'DOUBLE_AGAIN',
  'REDOUBLE_NOT_DOUBLED',
  'REDOUBLE_BY_DOUBLERS',
  'REDOUBLE_AGAIN',
  'BID_LEVEL_INVALID',
  'CALL_UNKNOWN',
] as const satisfies readonly CallErrorCode[];

/** A call together with the seat that made it. */
export interface SeatedCall {
  readonly seat: Seat;
  readonly call: Call;
}

/** The auction so far. Plain, JSON-safe data; every call returns a new state. */
export interface AuctionState {
  readonly dealer: Seat;
  readonly calls: readonly SeatedCall[];
  /** Whose turn it is; `null` once the auction is complete. */
  readonly toAct: Seat | null;
  readonly complete: boolean;
  /** All four players passed without a bid. */
  readonly passedOut: boolean;
  /** The last bid, who made it, and its index in `calls`. */
  readonly lastBid: { readonly bid: Bid; readonly seat: Seat; readonly index: number } | null;
  /** How far the last bid is doubled. A double dies when its bid is overcalled (law 53). */
  readonly doubled: Doubling;
  /** The final contract, once the auction is complete and was not passed out. */
  readonly contract: Contract | null;
}
