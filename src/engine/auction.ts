/**
 * The auction: which calls are legal, how bids rank, when the bidding ends, and who declares.
 *
 * Every difference between the codes is read from `rules.auction` (RuleSet data):
 *
 * - the strains a bid may name and their order (`strains`), and their trick values
 *   (`trickValues`, auction-laws.md §6.1);
 * - value calling or majority calling (`bidRanking`, auction-laws.md §5);
 * - whether the dealer must bid (`dealerMustBid`: law 42 of 1912; SPEC08; STREET09);
 * - the highest level (`maxBidLevel`: addendum §3, TIME26b "seven odd tricks is the highest
 *   legal bid").
 *
 * The rest is common to every code (auction-laws.md §4.2, §4.3, §5): the dealer speaks first and
 * the turn passes to the left (law 42); a player may double the last bid if an opponent made it,
 * or redouble a doubled bid of his own side (laws 43, 54), once each; a double or redouble
 * reopens the bidding (law 55); a double dies when its bid is overcalled (law 53); a bid becomes
 * final when three players in succession pass it (HOYLE14, footnote 9); the declarer is the
 * member of the winning side who first named the final strain (law 46; EB22).
 *
 * Three-handed auction (auction-laws.md §8.1), where each player bids for himself, is not
 * modelled here: these functions assume two fixed partnerships.
 *
 * The code lives in `auction/`, one idea each: `types.ts` (the state, seated calls, refusals and
 * their codes), `notation.ts` (calls and contracts in notation and in words), `ranking.ts` (bid
 * values, comparison, the ladder of bids), `check.ts` (whether a call may be made now) and
 * `state.ts` (the auction as it runs: start, apply, run, legal calls, declarer). This module is
 * their public surface.
 *
 * @packageDocumentation
 */
export { checkCall } from './auction/check.ts';
export { callName, formatCall, formatContract, parseCall, trumpOf } from './auction/notation.ts';
export { bidLadder, bidValue, compareBids } from './auction/ranking.ts';
export { applyCall, declarerOf, legalCalls, runAuction, startAuction } from './auction/state.ts';
export { CALL_ERROR_CODES, type AuctionState, type CallError, type CallErrorCode, type SeatedCall } from './auction/types.ts';
