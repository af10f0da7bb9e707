/**
 * The play of the cards: opening lead, legal cards, trick winner, and claims.
 *
 * The play follows whist (auction-laws.md §4.3): the player on the declarer's left leads first
 * (law 58, 1912); dummy is spread after the opening lead (law 59) and the declarer plays both
 * hands (law 60); each player must follow suit if able, otherwise may play any card; the highest
 * trump, or failing a trump the highest card of the suit led, wins the trick; the winner of a
 * trick leads to the next; every deal is played out to thirteen tricks (law 3).
 *
 * Nothing in the play depends on the rule set: only the contract's strain (which suit is
 * trumps, if any) matters. Nullos are played without trumps (auction-laws.md §8.2); the trick
 * winner is found as at no-trump, and only the scoring counts the tricks lost.
 *
 * A `PlayState` is a plain, JSON-safe value; `applyCard` returns a new state and never mutates.
 *
 * ```ts
 * let state = startPlay(deal, contract);        // West leads against South
 * const r = applyCard(state, 'HK');             // Result<PlayState, PlayError>
 * if (r.ok) state = r.value; else console.log(r.error.message);
 * ```
 *
 * @packageDocumentation
 */
import { cardSymbol, rankIndex, rankOf, sortCards, suitOf } from './card.ts';
import { err, ok, type Result } from './result.ts';
import type { DiagnosticArgs } from './source.ts';
import { leftHandOpponent, nextSeat, partner, sideOf } from './seat.ts';
import {
  SEATS,
  SEAT_NAMES,
  SUIT_NAMES,
  type BySide,
  type Card,
  type Contract,
  type FullDeal,
  type Hand,
  type Seat,
  type Side,
  type Strain,
  type Suit,
} from './types.ts';

/** A card and the seat that played it. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A finished trick: who led, the four cards in the order played, and who won it. */
export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat;
}

/** The trick being played: who led and the cards played to it so far (possibly none). */
export interface TrickInProgress {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
}

/** The state of the play: plain data, replaced (never mutated) by {@link applyCard}. */
export interface PlayState {
  /** The cards each player still holds. */
  readonly hands: FullDeal;
  readonly declarer: Seat;
  /** Declarer's partner, whose cards the declarer plays (law 60, 1912). */
  readonly dummy: Seat;
  /** The strain of the contract. */
  readonly strain: Strain;
  /** The trump suit, or `null` at no-trump and nullos. */
  readonly trump: Suit | null;
  /** The finished tricks, in order. */
  readonly tricks: readonly Trick[];
  /** The trick on the table, or `null` once the play is over. */
  readonly current: TrickInProgress | null;
  /** Whose card is next (the dummy's seat when the declarer plays from dummy); `null` when over. */
  readonly toPlay: Seat | null;
  /** Tricks won so far by each side. */
  readonly tricksWon: BySide<number>;
  /** Whether dummy's hand is face up: only after the opening lead (law 59, 1912). */
  readonly dummyExposed: boolean;
  /** Whether every trick has been played. */
  readonly complete: boolean;
}

/** Stable codes of {@link PlayError}. */
export type PlayErrorCode =
  /** The play is over: no card may be played. */
  | 'PLAY_OVER'
  /** The card is held by another player than the one to play. */
  | 'WRONG_SEAT'
  /** The card was already played to an earlier trick (or earlier in this one). */
  | 'ALREADY_PLAYED'
  /** Nobody holds the card (possible only with a deal that lacks it). */
  | 'NOT_IN_HAND'
  /** The player did not follow suit while holding a card of the suit led. */
  | 'REVOKE'
  /** A claim that is not a whole number of tricks. */
  | 'CLAIM_INVALID'
  /** A claim of fewer tricks than the declaring side has already won. */
  | 'CLAIM_TOO_FEW'
  /** A claim of more tricks than the declaring side could still win. */
  | 'CLAIM_TOO_MANY';

/** Why a card or a claim was refused: a stable code, a sentence in bridge words, and a hint. */
export interface PlayError {
  readonly code: PlayErrorCode;
  readonly message: string;
  readonly hint?: string;
  /** The message's placeholders in words of no language, and its template when not the code's (`Diagnostic.args`). */
  readonly args?: DiagnosticArgs;
  readonly template?: string;
}

/** Every {@link PlayErrorCode}, for the diagnostics' catalogue (`i18n/en-diagnostics.ts`). */
export const PLAY_ERROR_CODES = [
  'PLAY_OVER',
  'WRONG_SEAT',
  'ALREADY_PLAYED',
  'NOT_IN_HAND',
  'REVOKE',
  'CLAIM_INVALID',
  'CLAIM_TOO_FEW',
  'CLAIM_TOO_MANY',
] as const satisfies readonly PlayErrorCode[];

/** A seat for `{player}` and `{hand}` placeholders: its letter, with `*` when it is the dummy's. */
const playerArg = (state: PlayState, seat: Seat): string => (seat === state.dummy ? `${seat}*` : seat);

/** The number of tricks in a deal of 52 cards. */
export const TRICKS_PER_DEAL = 13;

/**
 * The trump suit of a strain: a suit is its own trump; royal spades are played with spades as
 * trumps, at the higher value (the royal count of 1912, auction-laws.md §7); no-trump and
 * nullos are played without trumps (§8.2). The one place the engine says so.
 */
export const trumpSuitOf = (strain: Strain): Suit | null => {
  switch (strain) {
    case 'R':
      return 'S';
    case 'NT':
    case 'NL':
      return null;
    default:
      return strain;
  }
};

/**
 * The strain a contract keeps where a code has no royal spades (the rule sets after 1913):
 * royal spades become plain spades, since they are played as spades ({@link trumpSuitOf});
 * every other strain is unchanged.
 */
export const plainStrainOf = (strain: Strain): Strain => trumpSuitOf(strain) ?? strain;

/** "the ♥7" */
const the = (card: Card): string => `the ${cardSymbol(card)}`;

/** "the ♥K, the ♥9 and the ♥7" */
const listCards = (cards: readonly Card[]): string => {
  const named = cards.map(the);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
};

/** "North (dummy)" for the dummy, "South" otherwise. */
const seatLabel = (state: PlayState, seat: Seat): string => (seat === state.dummy ? `${SEAT_NAMES[seat]} (dummy)` : SEAT_NAMES[seat]);

/** "dummy's hand (North)" for the dummy, "South's hand" otherwise. */
const handLabel = (state: PlayState, seat: Seat): string =>
  seat === state.dummy ? `dummy's hand (${SEAT_NAMES[seat]})` : `${SEAT_NAMES[seat]}'s hand`;

/**
 * Whether `a` beats `b` in a trick where `led` was led and `trump` is trumps: a trump beats any
 * other suit, otherwise only a higher card of the same suit beats (auction-laws.md §4.3).
 */
const beats = (a: Card, b: Card, trump: Suit | null): boolean => {
  const sa = suitOf(a);
  const sb = suitOf(b);
  if (sa === sb) return rankIndex(rankOf(a)) > rankIndex(rankOf(b));
  return trump !== null && sa === trump;
};

/**
 * The seat that wins a trick (complete or not): the highest trump played, or if no trump was
 * played the highest card of the suit led (auction-laws.md §4.3; whist rules as the 1912 code
 * takes them over). A card of another suit that is not a trump (a discard) never wins.
 * `trump` is `null` at no-trump and at nullos. The first card is the lead.
 */
export const trickWinner = (cards: readonly [PlayedCard, ...PlayedCard[]], trump: Suit | null): Seat => {
  let best = cards[0];
  for (let i = 1; i < cards.length; i++) if (beats(cards[i]!.card, best.card, trump)) best = cards[i]!;
  return best.seat;
};

/**
 * The cards of `hand` that may be played to a trick whose suit led is `ledSuit` (`null` when
 * leading): the player must follow suit when able, otherwise may play any card
 * (auction-laws.md §4.3). Returned in the hand's order; empty only if the hand is empty.
 */
export const legalCards = (hand: Hand, ledSuit: Suit | null): Card[] => {
  if (ledSuit === null) return [...hand];
  const following = hand.filter((c) => suitOf(c) === ledSuit);
  return following.length > 0 ? following : [...hand];
};

/** The suit led to a trick, or `null` before the lead. */
export const ledSuitOf = (trick: TrickInProgress | null): Suit | null => {
  const lead = trick?.cards[0];
  return lead ? suitOf(lead.card) : null;
};

/**
 * Starts the play of a contract on a full deal: the declarer's left-hand opponent leads
 * (law 58, 1912), the declarer's partner is dummy (law 46), and dummy stays hidden until the
 * opening lead (law 59). The trump suit is read from the strain (royal spades are played with
 * spades as trumps, nullos without trumps: auction-laws.md §7 and §8.2).
 */
export const startPlay = (deal: FullDeal, contract: Contract | Pick<Contract, 'declarer' | 'strain'>): PlayState => {
  const leader = leftHandOpponent(contract.declarer);
  const hands: FullDeal = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  const over = hands[leader].length === 0;
  return {
    hands,
    declarer: contract.declarer,
    dummy: partner(contract.declarer),
    strain: contract.strain,
    trump: trumpSuitOf(contract.strain),
    tricks: [],
    current: over ? null : { leader, cards: [] },
    toPlay: over ? null : leader,
    tricksWon: { NS: 0, EW: 0 },
    dummyExposed: false,
    complete: over,
  };
};

/** Who holds `card` among the remaining hands, if anyone. */
export const holderOf = (hands: FullDeal, card: Card): Seat | undefined => SEATS.find((s) => hands[s].includes(card));

/** Where `card` was already played, if it was: the trick number (1-based) and the seat. */
const findPlayed = (state: PlayState, card: Card): { trick: number; seat: Seat } | undefined => {
  for (const [i, t] of state.tricks.entries()) {
    const p = t.cards.find((c) => c.card === card);
    if (p) return { trick: i + 1, seat: p.seat };
  }
  const p = state.current?.cards.find((c) => c.card === card);
  return p ? { trick: state.tricks.length + 1, seat: p.seat } : undefined;
};

/**
 * Plays the next card. The player to play is implied (`state.toPlay`); when that is dummy, the
 * card comes from dummy's hand (the declarer plays it, law 60, 1912). A card that is not in the
 * hand of the player to play, or that fails to follow suit when the player could, is refused
 * with a {@link PlayError}; nothing throws. After the fourth card of a trick, the winner is
 * credited and leads the next trick (auction-laws.md §4.3).
 */
/** `hands` with `seat`'s hand replaced, written out (a computed key would make a slow dictionary object). */
const withHand = (hands: FullDeal, seat: Seat, hand: Hand): FullDeal => ({
  N: seat === 'N' ? hand : hands.N,
  E: seat === 'E' ? hand : hands.E,
  S: seat === 'S' ? hand : hands.S,
  W: seat === 'W' ? hand : hands.W,
});

/**
 * The state after a card, written out field by field in {@link startPlay}'s order (a spread of
 * the state with changes is several times slower, and this runs once per card replayed).
 */
const nextState = (
  state: PlayState,
  hands: FullDeal,
  tricks: readonly Trick[],
  tricksWon: BySide<number>,
  current: TrickInProgress | null,
  toPlay: Seat | null,
  complete: boolean,
): PlayState => ({
  hands,
  declarer: state.declarer,
  dummy: state.dummy,
  strain: state.strain,
  trump: state.trump,
  tricks,
  current,
  toPlay,
  tricksWon,
  dummyExposed: true,
  complete,
});

export const applyCard = (state: PlayState, card: Card): Result<PlayState, PlayError> => {
  const seat = state.toPlay;
  const trick = state.current;
  if (state.complete || seat === null || trick === null)
    return err({
      code: 'PLAY_OVER',
      message: `All ${state.tricks.length} tricks have been played: ${the(card)} cannot be played.`,
      hint: 'Remove the cards after the last trick.',
      args: { n: state.tricks.length, card },
    });
  const hand = state.hands[seat];
  if (!hand.includes(card)) {
    const holder = holderOf(state.hands, card);
    if (holder !== undefined)
      return err({
        code: 'WRONG_SEAT',
        message: `${seatLabel(state, seat)} is to play, but ${the(card)} is in ${handLabel(state, holder)}.`,
        hint: `${seatLabel(state, seat)} holds ${listCards(sortCards(hand))}.`,
        args: { player: playerArg(state, seat), card, hand: playerArg(state, holder), cards: sortCards(hand).join(' ') },
      });
    const played = findPlayed(state, card);
    if (played !== undefined)
      return err({
        code: 'ALREADY_PLAYED',
        message: `${the(card)} was already played by ${SEAT_NAMES[played.seat]} to trick ${played.trick}.`,
        hint: 'Each card is played once; check the order of the cards.',
        args: { card, seat: played.seat, n: played.trick },
      });
    return err({
      code: 'NOT_IN_HAND',
      message: `Nobody holds ${the(card)}: ${SEAT_NAMES[seat]} cannot play it.`,
      hint: 'Check that the deal lists all 52 cards.',
      args: { card, seat },
    });
  }
  const led = ledSuitOf(trick);
  if (led !== null && suitOf(card) !== led) {
    const following = sortCards(hand.filter((c) => suitOf(c) === led));
    if (following.length > 0)
      return err({
        code: 'REVOKE',
        message: `${SEAT_NAMES[seat]} must follow to the ${SUIT_NAMES[led].one} lead: ${SEAT_NAMES[seat]} still holds ${listCards(following)}.`,
        hint: `Play a ${SUIT_NAMES[led].one}; a player may discard or trump only when void in the suit led.`,
        args: { seat, suit: led, cards: following.join(' ') },
      });
  }
  const hands = withHand(
    state.hands,
    seat,
    hand.filter((c) => c !== card),
  );
  const cards = [...trick.cards, { seat, card }];
  if (cards.length < SEATS.length)
    return ok(nextState(state, hands, state.tricks, state.tricksWon, { leader: trick.leader, cards }, nextSeat(seat), false));
  const winner = trickWinner(cards as [PlayedCard, ...PlayedCard[]], state.trump);
  const side = sideOf(winner);
  const won = state.tricksWon;
  // Written out rather than `{ ...won, [side]: n }`: a computed key makes a slow dictionary object.
  const tricksWon = { NS: won.NS + (side === 'NS' ? 1 : 0), EW: won.EW + (side === 'EW' ? 1 : 0) };
  const tricks = [...state.tricks, { leader: trick.leader, cards, winner }];
  // The play ends when the next leader has no card left: after 13 tricks with a full deal.
  const over = hands[winner].length === 0;
  return ok(nextState(state, hands, tricks, tricksWon, over ? null : { leader: winner, cards: [] }, over ? null : winner, over));
};

/**
 * The cards the player to play may legally play now, in display order (♠ ♥ ♦ ♣, high to low);
 * empty once the play is over.
 */
export const legalPlays = (state: PlayState): Card[] =>
  state.toPlay === null ? [] : sortCards(legalCards(state.hands[state.toPlay], ledSuitOf(state.current)));

/** The declaring side. */
export const declaringSide = (state: PlayState): Side => sideOf(state.declarer);

/** Tricks won so far by the declaring side. */
export const declarerTricks = (state: PlayState): number => state.tricksWon[declaringSide(state)];

/**
 * Tricks not yet won by anyone, counting the trick on the table: 13 − finished tricks with a
 * full deal.
 */
export const tricksRemaining = (state: PlayState): number => {
  const trick = state.current;
  if (trick === null) return 0;
  return state.hands[trick.leader].length + (trick.cards.length > 0 ? 1 : 0);
};

/** The number (1-based) of the trick on the table, or of the last trick once the play is over. */
export const currentTrickNumber = (state: PlayState): number => (state.current === null ? state.tricks.length : state.tricks.length + 1);

/**
 * Checks a claim given as the declaring side's FINAL total of tricks against tricks already
 * won (`won`) and tricks still to play (`remaining`): it must be a whole number with
 * `won ≤ total ≤ won + remaining`. Returns the total when it is possible.
 */
export const checkClaimTotal = (won: number, remaining: number, total: number): Result<number, PlayError> => {
  if (!Number.isInteger(total) || total < 0)
    return err({
      code: 'CLAIM_INVALID',
      message: `A claim must be a whole number of tricks, not ${String(total)}.`,
      hint: "Write the declaring side's final total of tricks, from 0 to 13.",
      args: { text: String(total) },
    });
  if (total < won)
    return err({
      code: 'CLAIM_TOO_FEW',
      message: `The declaring side has already won ${won} tricks, so it cannot finish with ${total}.`,
      hint: `A claim states the final total: at least ${won}.`,
      args: { won, total },
    });
  if (total > won + remaining)
    return err({
      code: 'CLAIM_TOO_MANY',
      message: `The declaring side has won ${won} tricks with ${remaining} to play, so it cannot finish with ${total}.`,
      hint: `A claim states the final total: at most ${won + remaining}.`,
      args: { won, remaining, total, most: won + remaining },
    });
  return ok(total);
};

/**
 * Checks a claim at this point of the play. A claim states the declaring side's FINAL total of
 * tricks; it must be at least the tricks already won and at most those plus the tricks still
 * to play (including the trick on the table).
 */
export const checkClaim = (state: PlayState, declarerTotal: number): Result<number, PlayError> =>
  checkClaimTotal(declarerTricks(state), tricksRemaining(state), declarerTotal);

/** The cards each player has played so far, in order (finished tricks, then the trick on the table). */
export const playedCards = (state: PlayState): PlayedCard[] => [...state.tricks.flatMap((t) => t.cards), ...(state.current?.cards ?? [])];
