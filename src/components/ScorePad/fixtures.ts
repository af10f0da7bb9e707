/**
 * Rubbers for the score pad's tests and demo, as authors write them (Score/notation.ts).
 *
 * {@link WORK_RUBBER}: Milton Work's sample rubber of 1913 (*Auction of To-day*, ch. X), as
 * reconstructed in the public case `rub-01-work1913` (../shared/rules/cases/auction-public.json):
 * contracts, tricks and honours that reproduce every entry of his sheet under the November 1912
 * code; North–South win 2 games to 1, 1033 to 621, by 412 points.
 *
 * @packageDocumentation
 */
import type { AuthoredResult } from '../Score/notation.ts';

/** Work's sample rubber (rub-01-work1913), scored under `royal-auction-1912`. */
export const WORK_RUBBER: readonly AuthoredResult[] = [
  { contract: '2H', by: 'NS', tricks: 8, honours: 'declarer:AKQ;dummy:J;lho:T' },
  { contract: '2R', by: 'EW', tricks: 8, honours: 'declarer:AKQJ;lho:T' },
  { contract: '3NT', by: 'EW', tricks: 7, honours: 'declarer:AS AH;dummy:AD;lho:AC' },
  { contract: '2NT', by: 'NS', tricks: 12, honours: 'declarer:AS AH;dummy:AD AC' },
  { contract: '3R', by: 'EW', tricks: 9, honours: 'declarer:AK;dummy:Q;lho:J;rho:T' },
  { contract: '3HX', by: 'EW', tricks: 7, honours: 'declarer:J;dummy:T;lho:AK;rho:Q' },
  { contract: '2NT', by: 'NS', tricks: 8, honours: 'declarer:AS AH;dummy:AD;lho:AC' },
  { contract: '4H', by: 'EW', tricks: 12, honours: 'declarer:AK;dummy:QJ;lho:T' },
  { contract: '4HX', by: 'NS', tricks: 8, honours: 'declarer:AKQJ;lho:T' },
  { contract: '3R', by: 'NS', tricks: 7, honours: 'declarer:AK;dummy:QJ;lho:T' },
  { contract: '3H', by: 'EW', tricks: 9, honours: 'declarer:AK;dummy:QJ;lho:T' },
  { contract: '3D', by: 'NS', tricks: 9, honours: 'declarer:AKQJ;lho:T' },
  { contract: '4R', by: 'NS', tricks: 10, honours: 'declarer:AK;dummy:QJ;lho:T' },
];

/**
 * A short rubber whose winners lose on points (Whist Club 1926): North–South make two games
 * of 30, but go seven down doubled in between (700 to East–West).
 */
export const WINNERS_BEHIND: readonly AuthoredResult[] = [
  { contract: '3NT', by: 'S', tricks: 9, honours: 'declarer:AS AH;lho:AD AC' },
  { contract: '7NTX', by: 'S', tricks: 6, honours: 'declarer:AS AH;lho:AD AC' },
  { contract: '3NT', by: 'S', tricks: 9, honours: 'declarer:AS AH;lho:AD AC' },
];
