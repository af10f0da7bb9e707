/**
 * Build-time data for the declarer quiz: runs the auction through the engine (`runAuction`)
 * and reads off the answer. Used by `DeclarerQuiz.astro` only; the island receives the result
 * as plain props and never imports the engine's auction or rule sets.
 *
 * Bad input never throws here: an illegal call, an unfinished or passed-out auction come back
 * as diagnostics (the wrapper turns them into a build error).
 *
 * @packageDocumentation
 */
import { runAuction, type AuctionState } from '../../engine/auction.ts';
import type { CheckedHand } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import { partner, sideOf } from '../../engine/seat.ts';
import type { Diagnostic } from '../../engine/source.ts';
import type { Call, Seat } from '../../engine/types.ts';
import type { DeclarerAnswer } from './model.ts';

/** What the island needs: the auction to show and the answer to withhold until the check. */
export interface DeclarerQuizData {
  readonly dealer: Seat;
  /** The calls as shown in the table (their notes left out: a note may give the answer away). */
  readonly calls: readonly { readonly call: Call; readonly alert?: boolean }[];
  readonly answer: DeclarerAnswer;
}

const problem = (code: string, message: string, hint?: string): Diagnostic => ({
  code,
  message,
  severity: 'error',
  ...(hint === undefined ? {} : { hint }),
});

/**
 * The answer from a finished auction: the engine's contract gives the declarer (law 46); the
 * declarer's first bid in the contract's strain is the call that made him declarer.
 */
export const answerFromAuction = (auction: AuctionState): Result<DeclarerAnswer, Diagnostic[]> => {
  if (auction.passedOut)
    return err([
      problem('QUIZ_PASSED_OUT', 'All four players passed: there is no declarer to find.', 'Give an auction that ends in a contract.'),
    ]);
  const contract = auction.contract;
  const last = auction.lastBid;
  if (!auction.complete || contract === null || last === null) {
    return err([
      problem('QUIZ_AUCTION_UNFINISHED', 'The auction is not over: it needs three passes after the last bid.', 'Add the closing passes.'),
    ]);
  }
  const declarer = contract.declarer;
  const index = auction.calls.findIndex((c) => c.seat === declarer && c.call.type === 'bid' && c.call.strain === contract.strain);
  const named = auction.calls[index]?.call;
  if (named === undefined || named.type !== 'bid') {
    return err([problem('QUIZ_NO_NAMING_CALL', 'The engine names a declarer who never bid the contract’s strain.')]); // cannot happen (law 46)
  }
  const nth = auction.calls.slice(0, index + 1).filter((c) => c.seat === declarer).length;
  return ok({
    declarer,
    dummy: partner(declarer),
    strain: contract.strain,
    side: sideOf(declarer),
    named: { bid: named, index, nth },
    finalBid: { bid: last.bid, seat: last.seat },
  });
};

/** Quiz data from calls written in a lesson, run under a rule set from the dealer on. */
export const declarerQuizData = (rules: RuleSet, dealer: Seat, calls: readonly Call[]): Result<DeclarerQuizData, Diagnostic[]> => {
  const run = runAuction(rules, dealer, calls);
  if (!run.ok) {
    return err([problem(run.error.code, `Call ${run.error.index + 1}: ${run.error.message}`, run.error.hint)]);
  }
  const answer = answerFromAuction(run.value);
  if (!answer.ok) return answer;
  return ok({ dealer, calls: run.value.calls.map((c) => ({ call: c.call })), answer: answer.value });
};

/** Quiz data from a checked hand (its auction, alerts kept, notes left out). */
export const declarerQuizFromHand = (hand: CheckedHand): Result<DeclarerQuizData, Diagnostic[]> => {
  const answer = answerFromAuction(hand.auction);
  if (!answer.ok) return answer;
  return ok({
    dealer: hand.record.dealer,
    calls: hand.record.calls.map((c) => (c.alert === true ? { call: c.call, alert: true } : { call: c.call })),
    answer: answer.value,
  });
};
