/**
 * Cards: parsing, ordering and naming.
 *
 * @packageDocumentation
 */
import { RANKS, RANK_NAMES, SUITS, SUIT_NAMES, SUIT_SYMBOLS, type Card, type Rank, type Suit } from './types.ts';

/** The 52 cards, spades first, each suit from the ace down. */
export const FULL_DECK: readonly Card[] = SUITS.flatMap((s) => [...RANKS].reverse().map((r): Card => `${s}${r}`));

/** The suit of a card. */
export const suitOf = (card: Card): Suit => card[0] as Suit;

/** The rank of a card. */
export const rankOf = (card: Card): Rank => card[1] as Rank;

/** Each rank's strength, by rank: a lookup, since the readers and the play ask it per card. */
const RANK_INDEX: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i]));
/** Each suit's place in display order (♠ ♥ ♦ ♣). */
const SUIT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(SUITS.map((s, i) => [s, i]));

/** The rank's strength, 0 for the two up to 12 for the ace. */
export const rankIndex = (rank: Rank): number => RANK_INDEX[rank] ?? -1;

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

/** The 52 cards in the engine's spelling, for {@link isCard}. */
const CARD_SET: ReadonlySet<string> = new Set(FULL_DECK);

/** Whether a string is a card in the engine's spelling. */
export const isCard = (text: string): text is Card => CARD_SET.has(text);

/**
 * Orders cards as a hand is printed: by suit (♠ ♥ ♦ ♣), then from the ace down.
 * Usable with `Array.prototype.sort`.
 */
export const compareForDisplay = (a: Card, b: Card): number =>
  (SUIT_INDEX[suitOf(a)] ?? -1) - (SUIT_INDEX[suitOf(b)] ?? -1) || rankIndex(rankOf(b)) - rankIndex(rankOf(a));

/** Sorts a copy of the cards in display order. */
export const sortCards = (cards: readonly Card[]): Card[] => [...cards].sort(compareForDisplay);

/** A card in words: "the king of hearts". */
export const cardName = (card: Card): string => `the ${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)].many}`;

/** A card with its suit symbol: "♥K". */
export const cardSymbol = (card: Card): string => `${SUIT_SYMBOLS[suitOf(card)]}${rankOf(card)}`;
