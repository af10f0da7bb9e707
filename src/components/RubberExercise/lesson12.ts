/**
 * The short rubber of lesson 12's exercise, written by hand under the 1926 laws. Only the facts
 * of each deal are here (who declared, the contract, the tricks, who held which honours); every
 * figure the reader is asked for is the engine's. Honours are listed by position relative to the
 * declarer (South for North–South, West for East–West; see Score/notation.ts).
 *
 * What each deal teaches:
 * 1. East–West make two diamonds with an overtrick: every odd trick counts below the line, and
 *    North–South, the defenders, score their honours above it.
 * 2. North–South bid and make four spades: a game from nothing, which wipes out East–West's
 *    part-score for the next game; four honours in one hand and the fifth in partner's.
 * 3. East–West are doubled in four hearts and go two down: the penalty, doubled, goes above the
 *    line to North–South; the failed declarers still score their own honours.
 * 4. North–South make one no-trump with an overtrick: a part-score; the aces are split two and
 *    two, so nobody scores honours.
 * 5. North–South make two clubs with an overtrick: the part-score of deal 4 and this one add up
 *    to the second game, and the rubber bonus goes above the line with four honours divided.
 *
 * @packageDocumentation
 */
import type { AuthoredResult } from '../Score/notation.ts';

export const LESSON_12_RUBBER: readonly AuthoredResult[] = [
  { contract: '2D', by: 'EW', tricks: 9, honours: 'rho:AK;lho:Q;declarer:J;dummy:T' },
  { contract: '4S', by: 'NS', tricks: 10, honours: 'declarer:AKQJ;dummy:T' },
  { contract: '4HX', by: 'EW', tricks: 8, honours: 'declarer:AK;dummy:Q;lho:J;rho:T' },
  { contract: '1NT', by: 'NS', tricks: 8, honours: 'declarer:AS;dummy:AH;lho:AD;rho:AC' },
  { contract: '2C', by: 'NS', tricks: 9, honours: 'dummy:AK;declarer:QJ;lho:T' },
];
