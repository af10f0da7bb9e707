/**
 * The auction as it runs: the dealer speaks first (law 42), each call makes a new state, the
 * bidding ends on three passes (HOYLE14 footnote 9) or four at the start, and the declarer is
 * the first of the winning side to name the final strain (law 46; EB22).
 *
 * @packageDocumentation
 */
import type { RuleSet } from '../rules/types.ts';
import { err, ok, type Result } from '../result.ts';
import { nextSeat, sideOf } from '../seat.ts';
import type { Call, Contract, Seat, Side, Strain } from '../types.ts';
import { checkCall } from './check.ts';
import { bidLadder } from './ranking.ts';
import type { AuctionState, CallError, SeatedCall } from './types.ts';

/**
 * The declarer: the member of `side` who first named `strain` in a bid, anywhere in the
 * auction (law 46, 1912; EB22; auction-laws.md §4.3). `null` if that side never named it.
 */
export const declarerOf = (calls: readonly SeatedCall[], strain: Strain, side: Side): Seat | null =>
  calls.find((c) => c.call.type === 'bid' && c.call.strain === strain && sideOf(c.seat) === side)?.seat ?? null;

// ---------------------------------------------------------------------------------------------
// The auction

/** An empty auction: the dealer speaks first (law 42). */
export const startAuction = (dealer: Seat): AuctionState => ({
  dealer,
  calls: [],
  toAct: dealer,
  complete: false,
  passedOut: false,
  lastBid: null,
  doubled: 0,
  contract: null,
});

/** How many passes end the calls, counting back from the last. */
const trailingPasses = (calls: readonly SeatedCall[]): number => {
  let n = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i]!.call.type === 'pass'; i--) n++;
  return n;
};

/** Copies a call into a fresh plain object, so that the state never shares the caller's objects. */
const copyCall = (call: Call): Call =>
  call.type === 'bid' ? { type: 'bid', level: call.level, strain: call.strain } : { type: call.type };

/**
 * The calls and one more, in a list of their exact length: a spread then an element (`[...calls,
 * call]`) grows the new list with room to spare, and `concat` of an object takes its slow path.
 */
const withCall = (calls: readonly SeatedCall[], call: SeatedCall): SeatedCall[] => {
  const n = calls.length;
  const out = new Array<SeatedCall>(n + 1);
  for (let i = 0; i < n; i++) out[i] = calls[i]!;
  out[n] = call;
  return out;
};

/**
 * Makes a call for the player whose turn it is, or says why it is not allowed. A bid clears
 * any double (law 53); a double or redouble reopens the bidding (law 55). The auction ends when
 * three players in succession pass a bid, double or redouble (HOYLE14 footnote 9), or when all
 * four pass at the start; the contract and declarer (law 46) are then set.
 */
export const applyCall = (rules: RuleSet, state: AuctionState, call: Call): Result<AuctionState, CallError> => {
  const problem = checkCall(rules, state, call);
  if (problem) return err(problem);
  const seat = state.toAct!;
  const made = copyCall(call);
  const calls = withCall(state.calls, { seat, call: made });
  let lastBid = state.lastBid;
  let doubled = state.doubled;
  if (made.type === 'bid') {
    lastBid = { bid: made, seat, index: calls.length - 1 };
    doubled = 0;
  } else if (made.type === 'double') doubled = 1;
  else if (made.type === 'redouble') doubled = 2;

  const passes = trailingPasses(calls);
  const passedOut = lastBid === null && passes === 4;
  const complete = passedOut || (lastBid !== null && passes === 3);
  let contract: Contract | null = null;
  if (complete && lastBid) {
    const { bid } = lastBid;
    // Law 46: the first of the winning side to name the final strain; the last bidder's side
    // always has named it, so the fallback never applies.
    const declarer = declarerOf(calls, bid.strain, sideOf(lastBid.seat)) ?? lastBid.seat;
    contract = { level: bid.level, strain: bid.strain, doubled, declarer };
  }
  return ok({
    dealer: state.dealer,
    calls,
    toAct: complete ? null : nextSeat(seat),
    complete,
    passedOut,
    lastBid,
    doubled,
    contract,
  });
};

/**
 * Runs a whole sequence of calls from the dealer. Stops at the first call that is not allowed
 * and returns its error with the call's `index` in `calls`. The result may be an unfinished
 * auction if the calls stop early.
 */
export const runAuction = (rules: RuleSet, dealer: Seat, calls: readonly Call[]): Result<AuctionState, CallError & { index: number }> => {
  let state = startAuction(dealer);
  for (const [index, call] of calls.entries()) {
    const next = applyCall(rules, state, call);
    if (!next.ok) return err({ ...next.error, index });
    state = next.value;
  }
  return ok(state);
};

/**
 * Every call the player to act may make: pass, double, redouble (those that are legal), then
 * the legal bids from the lowest up. Empty once the auction is over.
 */
export const legalCalls = (rules: RuleSet, state: AuctionState): Call[] => {
  if (state.complete || state.toAct === null) return [];
  const candidates: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }, ...bidLadder(rules)];
  return candidates.filter((c) => checkCall(rules, state, c) === null);
};
