/**
 * Cards: parsing, ordering and naming.
 *
 * @packageDocumentation
 */
import { RANKS, RANK_NAMES, SUITS, SUIT_NAMES, SUIT_SYMBOLS, type Card, type Rank, type Suit } from './types.ts';

/** The 52 cards, spades first, each suit from the ace down. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => [...RANKS].reverse().map((r) => `${s}${r}` as Card));

/** The suit of a card. */
export const suitOf = (card: Card): Suit => card[0] as Suit;

/** The rank of a card. */
export const rankOf = (card: Card): Rank => card[1] as Rank;

/** The rank's strength, 0 for the two up to 12 for the ace. */
export const rankIndex = (rank: Rank): number => RANKS.indexOf(rank);

/** Makes a card from a suit and a rank. */
export const makeCard = (suit: Suit, rank: Rank): Card => `${suit}${rank}`;

/**
 * Parses a card written suit first (`SA`, `hT`, `D10`), any case; `undefined` if it is not one.
 * `10` is accepted for the ten.
 */
export const parseCard = (text: string): Card | undefined => {
  const t = text.trim().toUpperCase().replace('10', 'T');
  if (t.length !== 2) return undefined;
  const suit = t[0] as Suit;
  const rank = t[1] as Rank;
  return SUITS.includes(suit) && RANKS.includes(rank) ? makeCard(suit, rank) : undefined;
};

/** Whether a string is a card in the engine's spelling. */
export const isCard = (text: string): text is Card => parseCard(text) === text;

/**
 * Orders cards as a hand is printed: by suit (♠ ♥ ♦ ♣), then from the ace down.
 * Usable with `Array.prototype.sort`.
 */
export const compareForDisplay = (a: Card, b: Card): number =>
  SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || rankIndex(rankOf(b)) - rankIndex(rankOf(a));

/** Sorts a copy of the cards in display order. */
export const sortCards = (cards: readonly Card[]): Card[] => [...cards].sort(compareForDisplay);

/** A card in words: "the king of hearts". */
export const cardName = (card: Card): string => `the ${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)].many}`;

/** A card with its suit symbol: "♥K". */
export const cardSymbol = (card: Card): string => `${SUIT_SYMBOLS[suitOf(card)]}${rankOf(card)}`;
