/**
 * Hand diagram model: turns a deal into what a bridge book prints, four hands around a centre
 * box, each hand as four lines ♠ ♥ ♦ ♣ with the ranks from the ace down.
 *
 * Pure (no Preact). It only arranges and spells the cards it is given: a hand that is `null` is
 * shown as not given, a seat listed in `hidden` as hidden. It checks nothing about the deal; the
 * engine's `validateDeal` is the gate for that.
 *
 * ```ts
 * const view = diagramView({ deal, dealer: 'N', hidden: ['E', 'W'] });
 * view.hands.N.suits[0]?.text; // 'A K 7'
 * ```
 *
 * @packageDocumentation
 */
import { rankOf, sortCards, suitOf } from '../../engine/card.ts';
import {
  SEATS,
  SUITS,
  type BySeat,
  type Card,
  type Contract,
  type Deal,
  type Rank,
  type Seat,
  type Suit,
  type Vulnerability,
} from '../../engine/types.ts';
import { messageTemplate, translator, type Translate } from '../../i18n/diagram.ts';
import { fillSpelled, rankShort, rankSpoken, seatName, spellContractBy, vulnerabilityName, type Spelled } from '../shared/format.ts';

/** What the diagram is given. Plain data, so that it can cross into an island unchanged. */
export interface HandDiagramInput {
  /** The four hands; `null` where a hand is not given (partial deals). */
  readonly deal: Deal;
  readonly dealer: Seat;
  /** Seats whose hands are not shown (e.g. the defenders in a problem). */
  readonly hidden?: readonly Seat[];
  /** The final contract, as the engine found it; shown in the centre box if given. */
  readonly contract?: Contract | null;
  /** Shown in the centre box if given (Contract scoring only). */
  readonly vulnerability?: Vulnerability;
  /** Language of the labels (default English). */
  readonly lang?: string;
  /**
   * Cards already played (the hand replay): `deal` then holds the hands as dealt, and these
   * cards stay in their place, greyed, and are spoken apart ("played: king").
   */
  readonly played?: readonly Card[];
  /** The seat to call or play next, marked on its hand (the hand replay). */
  readonly active?: Seat | null;
}

/** One line of a hand: a suit and its ranks. */
export interface SuitLine {
  readonly suit: Suit;
  /** Ranks as printed, ace first ("A", "K", "10", "2"). Empty for a void. */
  readonly ranks: readonly string[];
  /** The ranks as one printed string ("A K 7"), or the void sign "—". */
  readonly text: string;
  /** The line for a screen reader: "spades: ace, king, seven". */
  readonly spoken: string;
  readonly isVoid: boolean;
  /** With `played`: every card as dealt, ace first, each marked played or not. */
  readonly cards?: readonly { readonly rank: string; readonly played: boolean }[];
}

/** How a hand appears: its cards, hidden by the author, or not given in the deal. */
export type HandState = 'shown' | 'hidden' | 'unknown';

/** One seat of the diagram. */
export interface HandView {
  readonly seat: Seat;
  /** The seat's name ("North"). */
  readonly name: string;
  /** The seat's letter ("N"), for the compass in the centre box. */
  readonly short: string;
  readonly isDealer: boolean;
  /** The seat is to call or play next. */
  readonly isActive?: boolean;
  /** The visible dealer mark ("Dealer"), on the dealer's hand only. */
  readonly dealerMark?: string;
  /** Accessible name of the hand's group ("North, dealer"). */
  readonly label: string;
  readonly state: HandState;
  /** The four suit lines, ♠ ♥ ♦ ♣; empty unless the hand is shown. */
  readonly suits: readonly SuitLine[];
  /** What stands in place of the cards when the hand is hidden or not given. */
  readonly placeholder?: { readonly text: string; readonly spoken: string };
}

/** The whole diagram, ready to render. */
export interface DiagramView {
  /** Accessible name of the diagram ("The four hands, dealer North"). */
  readonly label: string;
  readonly hands: BySeat<HandView>;
  /** Seats in reading order (North, East, South, West). */
  readonly order: readonly Seat[];
  readonly centre: {
    readonly dealer: Seat;
    /** "Dealer: North". */
    readonly dealerText: string;
    /** "Contract: 4♥ doubled by South", if a contract was given. */
    readonly contract?: Spelled;
    /** "Vulnerable: None", if a vulnerability was given. */
    readonly vulnerability?: string;
  };
}

/** The cards of one suit in a hand, ace first. */
export const suitCards = (hand: readonly Card[], suit: Suit): Card[] => sortCards(hand.filter((c) => suitOf(c) === suit));

/** One printed line of a hand; with `played`, the cards played from it stay, greyed and spoken apart. */
export const suitLine = (hand: readonly Card[], suit: Suit, tr: Translate = translator(), played?: ReadonlySet<Card>): SuitLine => {
  const dealt = suitCards(hand, suit);
  const held = played ? dealt.filter((c) => !played.has(c)) : dealt;
  const ranks = held.map(rankOf);
  const isVoid = ranks.length === 0;
  const spokenList = (rs: readonly Rank[]): string => rs.map((r) => rankSpoken(r, tr)).join(tr('list.separator'));
  let cards = isVoid ? tr('diagram.void.spoken') : spokenList(ranks);
  const gone = played ? dealt.filter((c) => played.has(c)).map(rankOf) : [];
  if (gone.length > 0) cards = tr('diagram.withPlayed', { cards, played: spokenList(gone) });
  const printed = ranks.map((r) => rankShort(r, tr));
  return {
    suit,
    ranks: printed,
    text: isVoid ? tr('diagram.void') : printed.join(' '),
    spoken: tr('diagram.suitLine', { suit: tr(`suit.${suit}.many`), cards }),
    isVoid,
    ...(played ? { cards: dealt.map((c) => ({ rank: rankShort(rankOf(c), tr), played: played.has(c) })) } : {}),
  };
};

/** Which state a seat's hand is shown in. Hiding wins over a hand that is not given. */
export const handState = (deal: Deal, seat: Seat, hidden: readonly Seat[] = []): HandState =>
  hidden.includes(seat) ? 'hidden' : deal[seat] === null ? 'unknown' : 'shown';

/** One seat of the diagram. */
export const handView = (input: HandDiagramInput, seat: Seat, tr: Translate = translator(input.lang)): HandView => {
  const name = seatName(seat, tr);
  const isDealer = seat === input.dealer;
  const isActive = input.active === seat;
  const state = handState(input.deal, seat, input.hidden);
  const hand = input.deal[seat];
  const handName = tr(isDealer ? 'diagram.handDealer' : 'diagram.hand', { seat: name });
  const base = {
    seat,
    name,
    short: tr(`seat.${seat}.short`),
    isDealer,
    ...(isActive ? { isActive } : {}),
    ...(isDealer ? { dealerMark: tr('diagram.dealer') } : {}),
    label: isActive ? tr('diagram.handToAct', { hand: handName }) : handName,
    state,
  };
  switch (state) {
    case 'shown': {
      const played = input.played ? new Set(input.played) : undefined;
      return { ...base, suits: SUITS.map((s) => suitLine(hand ?? [], s, tr, played)) };
    }
    default:
      // Face down, or not known (a partial deal): a placeholder says which.
      return { ...base, suits: [], placeholder: { text: tr(`diagram.${state}`), spoken: tr(`diagram.${state}.spoken`) } };
  }
};

/** The whole diagram. */
export const diagramView = (input: HandDiagramInput): DiagramView => {
  const lang = input.lang ?? 'en';
  const tr = translator(lang);
  const dealer = seatName(input.dealer, tr);
  const hands = Object.fromEntries(SEATS.map((s) => [s, handView(input, s, tr)])) as BySeat<HandView>;
  return {
    label: tr('diagram.label', { dealer }),
    hands,
    order: SEATS,
    centre: {
      dealer: input.dealer,
      dealerText: tr('diagram.dealerIs', { seat: dealer }),
      ...(input.contract
        ? { contract: fillSpelled(messageTemplate('diagram.contractIs', lang), { contract: spellContractBy(input.contract, lang) }) }
        : {}),
      ...(input.vulnerability
        ? { vulnerability: tr('diagram.vulnerabilityIs', { vulnerability: vulnerabilityName(input.vulnerability, tr) }) }
        : {}),
    },
  };
};

/** A hand as one sentence ("North: spades: ace, king; hearts: void; …"), for tests and summaries. */
export const handSentence = (hand: HandView, tr: Translate = translator()): string =>
  `${hand.label}: ${hand.placeholder ? hand.placeholder.spoken : hand.suits.map((l) => l.spoken).join(tr('list.groupSeparator'))}`;
