/**
 * Which honour cards each hand holds: read from a whole deal, or from honours listed per
 * position as the case files give them. The honours are the A K Q J 10 of trumps, at no-trump
 * the four aces (law 5, 1912, WORK13; auction-laws.md §6.5); at nullos there are none
 * [inferred, auction-laws.md §8.2, addendum Q6].
 *
 * @packageDocumentation
 */
import { rankOf, suitOf } from '../card.ts';
import { trumpSuitOf } from '../play.ts';
import { err, ok, type Result } from '../result.ts';
import type { HonourListing, Position } from '../score/types.ts';
import { leftHandOpponent, partner, rightHandOpponent } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import { SEATS, SUITS, type BySeat, type Card, type Deal, type Rank, type Seat, type Strain, type Suit } from '../types.ts';

/** What counts as an honour in a strain: trump honours, the four aces, or nothing. */
export type HonourKind = 'trumps' | 'aces' | 'none';

/** The five trump honours, from the ace down (law 5, 1912). */
export const HONOUR_RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T'];

/**
 * What the honours are in a strain (law 5, 1912): trump A K Q J 10, at no-trump the aces,
 * at nullos none [inferred, auction-laws.md §8.2].
 */
export const honourKindOf = (strain: Strain): HonourKind => (strain === 'NT' ? 'aces' : strain === 'NL' ? 'none' : 'trumps');

/** The honour cards each seat holds, and which seats are void of trumps. */
export interface HonourHoldings {
  readonly kind: HonourKind;
  readonly trumpSuit: Suit | null;
  /** The honour cards of each seat: trump honours, or aces at no-trump. */
  readonly cards: BySeat<readonly Card[]>;
  /** Whether each seat is void of trumps (chicane, law 9, 1912); `null` when unknown. */
  readonly voids: BySeat<boolean | null>;
}

const diag = (code: string, message: string, hint?: string): Diagnostic =>
  hint === undefined ? { code, message, severity: 'error' } : { code, message, hint, severity: 'error' };

const isHonourCard = (card: Card, kind: HonourKind, trump: Suit | null): boolean =>
  kind === 'aces' ? rankOf(card) === 'A' : kind === 'trumps' && suitOf(card) === trump && HONOUR_RANKS.includes(rankOf(card));

const emptyBySeat = <T>(value: T): BySeat<T> => ({ N: value, E: value, S: value, W: value });

/**
 * Reads the honours from a deal. Every hand must be known; an honour card in two hands is an
 * error (`HONOURS_CARD_TWICE`), as is a partial deal (`HONOURS_DEAL_PARTIAL`).
 */
export const holdingsFromDeal = (deal: Deal, strain: Strain): Result<HonourHoldings, Diagnostic> => {
  const kind = honourKindOf(strain);
  const trumpSuit = trumpSuitOf(strain);
  const missing = SEATS.filter((s) => deal[s] === null);
  if (missing.length > 0) {
    return err(
      diag(
        'HONOURS_DEAL_PARTIAL',
        `The honours cannot be counted: the hand of ${missing.join(', ')} is not known.`,
        'Give all four hands, or list the honours per position.',
      ),
    );
  }
  const seen = new Map<Card, Seat>();
  const cards = emptyBySeat<readonly Card[]>([]);
  const voids = emptyBySeat<boolean | null>(kind === 'trumps' ? false : null);
  for (const seat of SEATS) {
    const hand = deal[seat] ?? [];
    const mine: Card[] = [];
    for (const card of hand) {
      if (!isHonourCard(card, kind, trumpSuit)) continue;
      const other = seen.get(card);
      if (other !== undefined) {
        return err(diag('HONOURS_CARD_TWICE', `The card ${card} is in two hands (${other} and ${seat}).`));
      }
      seen.set(card, seat);
      mine.push(card);
    }
    cards[seat] = mine;
    if (kind === 'trumps' && trumpSuit !== null) voids[seat] = !hand.some((c) => suitOf(c) === trumpSuit);
  }
  return ok({ kind, trumpSuit, cards, voids });
};

/** The seat at a position relative to the declarer. */
export const seatAt = (declarer: Seat, position: Position): Seat => {
  switch (position) {
    case 'declarer':
      return declarer;
    case 'dummy':
      return partner(declarer);
    case 'lho':
      return leftHandOpponent(declarer);
    case 'rho':
      return rightHandOpponent(declarer);
  }
};

const parseListedHonour = (text: string, kind: HonourKind, trump: Suit | null): Card | undefined => {
  const t = text.trim().toUpperCase().replace('10', 'T');
  if (kind === 'trumps' && trump !== null) {
    // A rank alone, or a card of the trump suit in either order ("HA" or "AH").
    if (t.length === 1 && HONOUR_RANKS.includes(t as Rank)) return `${trump}${t as Rank}`;
    if (t.length === 2) {
      for (const [s, r] of [
        [t[0], t[1]],
        [t[1], t[0]],
      ] as const) {
        if (s === trump && HONOUR_RANKS.includes(r as Rank)) return `${trump}${r as Rank}`;
      }
    }
    return undefined;
  }
  if (kind === 'aces' && t.length === 2) {
    // The case files write aces rank first ("AS"); the engine spells cards suit first ("SA").
    const suit = t[0] === 'A' && SUITS.includes(t[1] as Suit) ? t[1] : t[1] === 'A' ? t[0] : undefined;
    if (suit !== undefined && SUITS.includes(suit as Suit)) return `${suit as Suit}A`;
  }
  return undefined;
};

/**
 * Reads honours listed per position (declarer, dummy, lho, rho), as the case files list them.
 * Positions named in `voids` are void of trumps; the others are taken as not void.
 */
export const holdingsFromListing = (listing: HonourListing, strain: Strain, declarer: Seat): Result<HonourHoldings, Diagnostic> => {
  const kind = honourKindOf(strain);
  const trumpSuit = trumpSuitOf(strain);
  const cards = emptyBySeat<readonly Card[]>([]);
  const voids = emptyBySeat<boolean | null>(kind === 'trumps' ? false : null);
  const seen = new Set<Card>();
  for (const position of ['declarer', 'dummy', 'lho', 'rho'] as const) {
    const seat = seatAt(declarer, position);
    const mine: Card[] = [];
    for (const text of listing[position]) {
      if (kind === 'none') {
        return err(diag('HONOURS_NONE_AT_STRAIN', `There are no honours at nullos, but ${position} lists "${text}".`));
      }
      const card = parseListedHonour(text, kind, trumpSuit);
      if (card === undefined) {
        const what = kind === 'aces' ? 'an ace (AS, AH, AD, AC)' : 'a trump honour (A, K, Q, J, T)';
        return err(diag('HONOURS_NOT_AN_HONOUR', `"${text}" listed for ${position} is not ${what}.`));
      }
      if (seen.has(card)) return err(diag('HONOURS_CARD_TWICE', `The honour ${card} is listed twice.`));
      seen.add(card);
      mine.push(card);
    }
    cards[seat] = mine;
  }
  for (const position of listing.voids ?? []) {
    const seat = seatAt(declarer, position);
    if (kind !== 'trumps') return err(diag('HONOURS_VOID_WITHOUT_TRUMPS', 'Only a trump contract has chicane.'));
    if (cards[seat].length > 0) {
      return err(diag('HONOURS_VOID_WITH_HONOURS', `The ${position} is said to be void of trumps but holds trump honours.`));
    }
    voids[seat] = true;
  }
  return ok({ kind, trumpSuit, cards, voids });
};
