/**
 * Seat arithmetic: who sits where, who is partner, who plays next.
 *
 * Play and bidding move clockwise, to the left (auction-laws.md §4.1: "the deal passes to the
 * left"; §4.2: "each player in turn to the left").
 *
 * @packageDocumentation
 */
import { SEATS, type Seat, type Side } from './types.ts';

const index = (seat: Seat): number => SEATS.indexOf(seat);

/** The seat `steps` places to the left (clockwise) of `seat`; negative steps go to the right. */
export const rotate = (seat: Seat, steps: number): Seat => SEATS[(((index(seat) + steps) % 4) + 4) % 4]!;

/** The next seat clockwise: the left-hand opponent, who speaks and plays after `seat`. */
export const nextSeat = (seat: Seat): Seat => rotate(seat, 1);

/** The left-hand opponent (same as {@link nextSeat}). */
export const leftHandOpponent = nextSeat;

/** The right-hand opponent: the previous seat clockwise. */
export const rightHandOpponent = (seat: Seat): Seat => rotate(seat, -1);

/** The partner sitting opposite. */
export const partner = (seat: Seat): Seat => rotate(seat, 2);

/** The side a seat belongs to. */
export const sideOf = (seat: Seat): Side => (seat === 'N' || seat === 'S' ? 'NS' : 'EW');

/** The other side. */
export const otherSide = (side: Side): Side => (side === 'NS' ? 'EW' : 'NS');

/** The two seats of a side, North or East first. */
export const seatsOf = (side: Side): readonly [Seat, Seat] => (side === 'NS' ? ['N', 'S'] : ['E', 'W']);

/** The four seats starting from `first`, clockwise. */
export const seatsFrom = (first: Seat): readonly [Seat, Seat, Seat, Seat] => [first, rotate(first, 1), rotate(first, 2), rotate(first, 3)];

/** How many places clockwise `to` sits from `from` (0 to 3). */
export const distance = (from: Seat, to: Seat): number => (((index(to) - index(from)) % 4) + 4) % 4;

/** Parses a seat letter (any case); `undefined` if it is not one. */
export const parseSeat = (text: string): Seat | undefined => {
  const s = text.trim().toUpperCase();
  return (SEATS as readonly string[]).includes(s) ? (s as Seat) : undefined;
};
