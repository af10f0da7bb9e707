/**
 * Which card a computer player chooses among the cards that double dummy rates best, so that
 * its play looks like a good human player's and is never worse than best.
 *
 * Double dummy says which cards keep the best result; it does not say which of those a player
 * would pick, and picking at random makes odd-looking play (the ace on partner's king, a
 * queen led from Q2). The rule, applied only among the best cards:
 *
 * 1. **Leading**: the top of a sequence headed by an honour (A from AK, K from KQ, Q from QJ:
 *    a run of two or more touching cards whose top is a ten or higher), the highest such;
 *    otherwise the lowest card of the longest suit (a low card from length); ties in length go
 *    to the first suit in the order ♠ ♥ ♦ ♣.
 * 2. **Following suit**: the lowest card (second hand low, third hand only as high as it must,
 *    the lowest of equal cards).
 * 3. **Unable to follow** (a discard or a ruff): the lowest card, and among cards of the same
 *    rank the one from the longest suit (discard from length, keep guards).
 *
 * The rule is this project's, not a law of the game: it is the commonest teaching of the lead
 * and of following suit (top of a sequence, low from length, second hand low), reduced to what
 * needs no partnership agreement. Signals are not modelled, and the rule never overrides double
 * dummy: it only orders cards that are worth the same.
 *
 * @packageDocumentation
 */
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../types.ts';
import type { CardValue, Objective } from './solver.ts';

const rankIndex = (card: Card): number => RANKS.indexOf(card[1] as Rank);
const suitOf = (card: Card): Suit => card[0] as Suit;
/** A ten or higher: the top of a sequence worth leading from. */
const TEN = RANKS.indexOf('T');

/** The cards double dummy rates best, as runs (the value's card first, then its equals). */
export const bestRuns = (values: readonly CardValue[], objective: Objective = 'most'): Card[][] => {
  if (values.length === 0) return [];
  const best = objective === 'most' ? Math.max(...values.map((v) => v.tricks)) : Math.min(...values.map((v) => v.tricks));
  return values.filter((v) => v.tricks === best).map((v) => [v.card, ...v.equals]);
};

/**
 * The card to play among the best of `values` (the solver's `cardValues` for this position),
 * by the rule in this module's notes. `hand` is the player's cards; `trick` the cards already on
 * the current trick. Returns `null` only when there is no card to play.
 */
export const chooseCard = (
  values: readonly CardValue[],
  hand: readonly Card[],
  trick: readonly Card[],
  objective: Objective = 'most',
): Card | null => {
  const runs = bestRuns(values, objective);
  if (runs.length === 0) return null;
  const length = (suit: Suit): number => hand.filter((c) => suitOf(c) === suit).length;
  const cards = runs.flat();
  const lowest = (list: readonly Card[]): Card =>
    [...list].sort(
      (a, b) => rankIndex(a) - rankIndex(b) || length(suitOf(b)) - length(suitOf(a)) || SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)),
    )[0]!;
  if (trick.length > 0) return lowest(cards);
  // Leading: the highest top of an honour sequence, else a low card from the longest suit.
  const tops = runs
    .map((run) => [...run].sort((a, b) => rankIndex(b) - rankIndex(a)))
    .filter((run) => run.length >= 2 && rankIndex(run[0]!) >= TEN)
    .map((run) => run[0]!);
  if (tops.length > 0) return [...tops].sort((a, b) => rankIndex(b) - rankIndex(a))[0]!;
  const longest = Math.max(...cards.map((c) => length(suitOf(c))));
  return lowest(cards.filter((c) => length(suitOf(c)) === longest));
};
