/**
 * Positions for the double-dummy solver: any legal point of the play, not only a fresh deal.
 *
 * A {@link Position} is plain JSON-safe data: the cards each seat still holds (equal or unequal
 * lengths, as the play leaves them), the cards already on the current trick, the trump suit and
 * who led the trick. {@link checkPosition} is its one gate; the search works on the 13-bit masks
 * it produces.
 *
 * @packageDocumentation
 */

import { err, ok, type Result } from '../result.ts';
import { nextSeat, rotate } from '../seat.ts';
import { SEATS, type BySeat, type Card, type Seat, type Suit } from '../types.ts';
import type { PlayState } from '../play.ts';
import { cardBits, NO_TRUMP, packCard, POPCOUNT, seatIndex, suitIndex } from './bits.ts';

/** A point of the play, as the solver takes it. */
export interface Position {
  /** The cards each seat still holds (not those already on the current trick). */
  readonly hands: BySeat<readonly Card[]>;
  /** The trump suit, or `null` without trumps (no-trump, and nullos: auction-laws.md §8.2). */
  readonly trump: Suit | null;
  /** The seat that led the current trick, or that leads next when {@link trick} is empty. */
  readonly leader: Seat;
  /** The cards already played to the current trick, in order from the leader (0 to 3). */
  readonly trick: readonly Card[];
}

/** Why a position cannot be solved. */
export interface PositionError {
  readonly code: 'DUPLICATE_CARD' | 'BAD_LENGTHS' | 'BAD_TRICK' | 'REVOKE';
  readonly message: string;
}

/** A checked position in the search's encoding. */
export interface Encoded {
  /** `hands[seat * 4 + suit]`: 13-bit masks. */
  readonly hands: Int32Array;
  readonly trump: number;
  readonly leader: number;
  /** The trick's cards, suit × 16 + rank. */
  readonly trick: Int32Array;
  /** Tricks left to win, counting the trick on the table. */
  readonly tricksLeft: number;
}

/** The seat whose turn it is in a position. */
export const toPlay = (p: Position): Seat => rotate(p.leader, p.trick.length);

/**
 * Checks a position and encodes it: every card at most once, the trick at most three cards
 * that follow suit where the players could, and hand lengths as play leaves them (the players
 * who have played to the trick hold one card fewer than the others).
 */
export const checkPosition = (p: Position): Result<Encoded, PositionError> => {
  if (p.trick.length > 3)
    return err({ code: 'BAD_TRICK', message: `A trick on the table holds at most three cards, not ${p.trick.length}.` });
  const hands = new Int32Array(16);
  const seen = new Set<Card>();
  for (const seat of SEATS) {
    for (const card of p.hands[seat]) {
      if (seen.has(card)) return err({ code: 'DUPLICATE_CARD', message: `${card} is held twice.` });
      seen.add(card);
      const { suit, rank } = cardBits(card);
      hands[seatIndex(seat) * 4 + suit]! |= 1 << rank;
    }
  }
  const trick = new Int32Array(p.trick.length);
  const leader = seatIndex(p.leader);
  let led = -1;
  for (const [i, card] of p.trick.entries()) {
    if (seen.has(card)) return err({ code: 'DUPLICATE_CARD', message: `${card} is on the trick and held too.` });
    seen.add(card);
    const { suit, rank } = cardBits(card);
    if (i === 0) led = suit;
    else if (suit !== led) {
      // A player who discarded must hold none of the suit led (auction-laws.md §4.3).
      const seat = (leader + i) & 3;
      if (hands[seat * 4 + led] !== 0)
        return err({ code: 'REVOKE', message: `${SEATS[seat]!} played ${card} while holding the suit led.` });
    }
    trick[i] = packCard(suit, rank);
  }
  const length = (seat: number): number =>
    POPCOUNT[hands[seat * 4]!]! + POPCOUNT[hands[seat * 4 + 1]!]! + POPCOUNT[hands[seat * 4 + 2]!]! + POPCOUNT[hands[seat * 4 + 3]!]!;
  const next = (leader + p.trick.length) & 3;
  const n = length(next);
  for (let i = 0; i < 4; i++) {
    const seat = (leader + i) & 3;
    const want = i < p.trick.length ? n - 1 : n;
    if (length(seat) !== want)
      return err({
        code: 'BAD_LENGTHS',
        message: `${SEATS[seat]!} holds ${length(seat)} cards where ${want} are needed (${SEATS[next]!}, to play, holds ${n}).`,
      });
  }
  if (p.trick.length > 0 && n === 0)
    return err({ code: 'BAD_LENGTHS', message: 'The trick cannot be finished: the player to play holds no card.' });
  return ok({ hands, trump: p.trump === null ? NO_TRUMP : suitIndex(p.trump), leader, trick, tricksLeft: n });
};

/** The position at the start of the play: the opening leader's trick, nothing played. */
export const dealPosition = (hands: BySeat<readonly Card[]>, trump: Suit | null, leader: Seat): Position => ({
  hands,
  trump,
  leader,
  trick: [],
});

/** The position a play state has reached (a checked hand's replay holds these). */
export const playStatePosition = (state: PlayState): Position => {
  const trick = state.current;
  return {
    hands: state.hands,
    trump: state.trump,
    leader: trick?.leader ?? state.tricks[state.tricks.length - 1]?.winner ?? nextSeat(state.declarer),
    trick: trick?.cards.map((c) => c.card) ?? [],
  };
};
