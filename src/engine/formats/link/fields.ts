/**
 * What a share link holds, field by field: the version and its frozen tables, the play walked
 * with the engine's rules (so a card is written as its index among the legal ones), the deal
 * normalised, and calls as codes.
 *
 * @packageDocumentation
 */
import { FULL_DECK, compareForDisplay, suitOf } from '../../card.ts';
import { legalCards, trickWinner, type PlayedCard } from '../../play.ts';
import type { HandRecord } from '../../record.ts';
import { nextSeat } from '../../seat.ts';
import { SEATS, type Call, type Card, type Deal, type Level, type Seat, type Strain, type Suit } from '../../types.ts';

/** The version character of links written by this module. */
export const LINK_VERSION = '1';

/**
 * The rule sets of version 1, in the order their index is written. Frozen with the version: a
 * rule set added to the registry later travels as its id (index 7) until a new version.
 */
export const LINK_V1_RULE_SETS = [
  'whist-club-1926',
  'whist-club-1915',
  'royal-auction-1912',
  'bridge-count-1908',
  'seed-000',
  'contract-rubber',
  'contract-duplicate',
] as const;

/** The strains of version 1, in the order their index is written. */
export const LINK_V1_STRAINS = ['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const;

/** Options of {@link encodeHandLink}. */
export interface EncodeLinkOptions {
  /** The step to open at: 0 before the first call, then one per call and one per card. */
  readonly step?: number;
  /** Keep notes, the title and the introduction (they make the link longer). */
  readonly includeNotes?: boolean;
}

/** What {@link decodeHandLink} returns. */
export interface DecodedLink {
  readonly record: HandRecord;
  readonly step: number;
}

// Play: the engine's own rules (play.ts), walked card by card

/** The play as far as a link has walked it: what each hand holds, who plays next, the trick so far. */
export interface PlayWalk {
  readonly hands: Record<Seat, Card[]>;
  toPlay: Seat;
  trick: PlayedCard[];
}

export const startWalk = (deal: Deal, leader: Seat): PlayWalk => ({
  hands: Object.fromEntries(SEATS.map((s) => [s, [...(deal[s] ?? [])]])) as Record<Seat, Card[]>,
  toPlay: leader,
  trick: [],
});

/**
 * The cards the player to play may choose from: the engine's {@link legalCards} when every
 * card followed suit (`follow`), else the whole hand. In the hand's order, which the encoder
 * and the decoder share.
 */
export const choicesOf = (walk: PlayWalk, follow: boolean): Card[] => {
  const hand = walk.hands[walk.toPlay];
  const lead = walk.trick[0];
  return follow ? legalCards(hand, lead === undefined ? null : suitOf(lead.card)) : [...hand];
};

/**
 * Plays `card` from the hand of the player to play; after the fourth card of a trick, the
 * engine's {@link trickWinner} leads next (auction-laws.md §4.3), else the next seat plays.
 * `false` (and nothing changed) when the card is not in that hand.
 */
export const playCard = (walk: PlayWalk, card: Card, trump: Suit | null): boolean => {
  const hand = walk.hands[walk.toPlay];
  const at = hand.indexOf(card);
  if (at < 0) return false;
  hand.splice(at, 1);
  walk.trick.push({ seat: walk.toPlay, card });
  const [lead] = walk.trick;
  if (lead !== undefined && walk.trick.length === SEATS.length) {
    walk.toPlay = trickWinner([lead, ...walk.trick.slice(1)], trump);
    walk.trick = [];
  } else walk.toPlay = nextSeat(walk.toPlay);
  return true;
};

// Normalising

export const isCardString = (c: unknown): c is Card => typeof c === 'string' && FULL_DECK.includes(c as Card);

/** The deal as a link carries it: valid cards only, each with one holder, hands in display order. */
export const normaliseDeal = (deal: Deal | undefined): Deal => {
  const seen = new Set<Card>();
  const out: { [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  for (const seat of SEATS) {
    const hand = deal?.[seat];
    if (!Array.isArray(hand)) continue;
    const cards: Card[] = [];
    for (const c of hand) {
      if (isCardString(c) && !seen.has(c)) {
        seen.add(c);
        cards.push(c);
      }
    }
    out[seat] = cards.sort(compareForDisplay);
  }
  return out;
};

/** Whether a value (from a record not yet checked) is a strain the link can write. */
export const isLinkStrain = (strain: unknown): strain is Strain => (LINK_V1_STRAINS as readonly unknown[]).includes(strain);

/** 0 double, 1 redouble, 2 + 7 × (level − 1) + strain index; -1 for a pass. */
export const callCode = (call: Call): number => {
  if (call.type === 'double') return 0;
  if (call.type === 'redouble') return 1;
  if (call.type === 'bid') {
    const s = (LINK_V1_STRAINS as readonly string[]).indexOf(call.strain);
    if (s >= 0 && Number.isInteger(call.level) && call.level >= 1 && call.level <= 7) return 2 + 7 * (call.level - 1) + s;
  }
  return -1;
};

const MAX_CALL_CODE = 2 + 7 * 7 - 1;

export const codeCall = (code: number): Call | undefined => {
  if (code === 0) return { type: 'double' };
  if (code === 1) return { type: 'redouble' };
  if (code < 2 || code > MAX_CALL_CODE) return undefined;
  const k = code - 2;
  return { type: 'bid', level: (Math.floor(k / 7) + 1) as Level, strain: LINK_V1_STRAINS[k % 7]! };
};

export const tri = (v: boolean | undefined): number => (v === undefined ? 0 : v ? 2 : 1);
export const untri = (n: number): boolean | undefined => (n === 0 ? undefined : n === 2 ? true : n === 1 ? false : undefined);
export const REDEAL = [undefined, 'sameDealer', 'nextDealer'] as const;
