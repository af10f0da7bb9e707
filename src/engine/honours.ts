/**
 * Honours: which honour cards each hand holds, how each side's holding is classed, and what
 * it scores under each historical scale, three-handed, and at Contract.
 *
 * Common to every auction code (auction-laws.md §6.5; law 5 and law 6, 1912, WORK13):
 * the honours are the A K Q J 10 of trumps, at no-trump the four aces; they are credited to
 * whichever side holds them, declaring or defending, whether the contract is made or not;
 * a side needs three or more to score; they go above the line and are never doubled (law 10).
 * There are no honours at nullos [inferred, auction-laws.md §8.2, addendum Q6].
 *
 * The code lives in `honours/`, one idea each: `holdings.ts` (the honour cards each hand holds,
 * from a deal or a listing), `classify.ts` (a side's holding, by class), `tables.ts` (the tables
 * lessons quote), `four-handed.ts` (auction honours and chicane), `three-handed.ts`,
 * `contract.ts` (rubber honours at Contract) and `score.ts` (the report for one deal). This
 * module is their public surface.
 *
 * @packageDocumentation
 */
export { classifySide, type HonourHolding, type SideHonours } from './honours/classify.ts';
export {
  HONOUR_RANKS,
  holdingsFromDeal,
  holdingsFromListing,
  honourKindOf,
  seatAt,
  type HonourHoldings,
  type HonourKind,
} from './honours/holdings.ts';
export { scoreHonours, type HonourOptions, type HonoursReport } from './honours/score.ts';
export { CONTRACT_HONOURS, SCALE_A_TRICKS, SCALE_B_POINTS, THREE_HANDED_HONOURS } from './honours/tables.ts';
