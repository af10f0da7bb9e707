/**
 * What the build controls show, each enabled only where the engine allows it: the 52-card
 * picker, the bidding box (`legalCalls`), the play controls (`legalPlays`), the steps a note can
 * go on, and the arrow-key moves in a grid of buttons.
 *
 * @packageDocumentation
 */
import { formatCall, legalCalls } from '../../engine/auction.ts';
import { FULL_DECK, rankOf, sortCards, suitOf } from '../../engine/card.ts';
import { declarerTricks, legalPlays, tricksRemaining } from '../../engine/play.ts';
import { RULE_SET_IDS } from '../../engine/rules/index.ts';
import type { RuleSetId } from '../../engine/rules/types.ts';
import { SUITS, type BySeat, type BySide, type Call, type Card, type Level, type Seat, type Suit } from '../../engine/types.ts';
import { translator } from '../../i18n/lab.ts';
import { rankShort, seatName, spellCall, spellContractBy, type Spelled } from '../shared/format.ts';
import { holderOf, progress, undealt, type LabHand } from './hand.ts';
import { cardWords, noPlayReason } from './words.ts';

/** A card of the 52-card picker. */
export interface PickerCard {
  readonly card: Card;
  /** "A", "10". */
  readonly rank: string;
  readonly holder: Seat | null;
  /** "the ace of spades, North's" / "the ace of spades, not dealt". */
  readonly spoken: string;
}

/** The 52-card picker: four rows, ♠ ♥ ♦ ♣, ace to two, and the count of each hand. */
export interface PickerView {
  readonly suits: readonly { readonly suit: Suit; readonly name: string; readonly cards: readonly PickerCard[] }[];
  readonly counts: BySeat<number>;
  readonly undealt: number;
  /** The play has begun: the deal cannot change. */
  readonly locked: boolean;
}

/** The picker's view of the deal. */
export const pickerView = (hand: LabHand, lang = 'en'): PickerView => {
  const tr = translator(lang);
  return {
    suits: SUITS.map((suit) => ({
      suit,
      name: tr(`suit.${suit}.many`),
      cards: FULL_DECK.filter((c) => suitOf(c) === suit).map((card) => {
        const holder = holderOf(hand.deal, card);
        return {
          card,
          rank: rankShort(rankOf(card), tr),
          holder,
          spoken:
            holder === null
              ? tr('lab.picker.cardFree', { card: cardWords(card, tr) })
              : tr('lab.picker.cardHeld', { card: cardWords(card, tr), seat: seatName(holder, tr) }),
        };
      }),
    })),
    counts: { N: hand.deal.N.length, E: hand.deal.E.length, S: hand.deal.S.length, W: hand.deal.W.length },
    undealt: undealt(hand.deal).length,
    locked: hand.play.length > 0,
  };
};

/** A button of the bidding box. */
export interface BoxButton {
  /** Stable key: `Pass`, `X`, `XX`, `1C` … `7NT` (the engine's `formatCall`). */
  readonly key: string;
  readonly call: Call;
  readonly label: Spelled;
  /** Whether the player to act may make this call now (`legalCalls`). */
  readonly legal: boolean;
}

/** The bidding box: one row per level, one column per strain of the rule set, then pass, double, redouble. */
export interface BoxView {
  readonly rows: readonly (readonly BoxButton[])[];
  readonly others: readonly BoxButton[];
  /** Who calls next; `null` when the auction is over. */
  readonly toAct: Seat | null;
  /** "North to call." or why nobody calls. */
  readonly prompt: string;
}

/**
 * The bidding box for the hand: levels 1 to the rule set's `maxBidLevel`, strains in the rule
 * set's order (royal spades, nullos where the rule set has them), every button enabled only
 * when `legalCalls` lists its call.
 */
export const biddingBox = (hand: LabHand, lang = 'en'): BoxView => {
  const tr = translator(lang);
  const p = progress(hand);
  const legal = new Set(legalCalls(p.rules, p.auction).map(formatCall));
  const button = (call: Call): BoxButton => ({
    key: formatCall(call),
    call,
    label: spellCall(call, tr),
    legal: legal.has(formatCall(call)),
  });
  const levels = Array.from({ length: Math.max(0, Math.min(7, p.rules.auction.maxBidLevel)) }, (_, i) => i + 1);
  return {
    rows: levels.map((level) => p.rules.auction.strains.map((strain) => button({ type: 'bid', level: level as Level, strain }))),
    others: [button({ type: 'pass' }), button({ type: 'double' }), button({ type: 'redouble' })],
    toAct: p.auction.toAct,
    prompt:
      p.auction.toAct !== null
        ? tr('lab.auction.toCall', { seat: seatName(p.auction.toAct, tr) })
        : p.auction.contract
          ? tr('replay.announce.contract', { contract: spellContractBy(p.auction.contract).spoken })
          : tr('replay.announce.passedOut'),
  };
};

/** A card the player to play could choose. */
export interface PlayButton {
  readonly card: Card;
  readonly suit: Suit;
  readonly rank: string;
  readonly spoken: string;
  /** Whether it may be played now (`legalPlays`). */
  readonly legal: boolean;
}

/** The play controls. */
export interface PlayView {
  /** Whose card is next (the dummy's seat when the declarer plays from dummy); `null` when no card can be played. */
  readonly toPlay: Seat | null;
  /** "South to play." / "South plays from dummy (North)." / why no card can be played. */
  readonly prompt: string;
  /** The cards of the hand to play, ♠ ♥ ♦ ♣, high to low. */
  readonly cards: readonly PlayButton[];
  /** The trick on the table (the last finished trick between tricks, with its winner). */
  readonly trick: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly trickWinner: Seat | null;
  readonly tricksWon: BySide<number>;
  /** The totals a claim may state now, or `null` when no claim is possible. */
  readonly claim: { readonly min: number; readonly max: number; readonly declarer: Seat } | null;
}

/** The play controls for the hand. */
export const playView = (hand: LabHand, lang = 'en'): PlayView => {
  const tr = translator(lang);
  const p = progress(hand);
  const play = p.play;
  const active = play !== null && p.phase === 'play';
  const toPlay = active ? play.toPlay : null;
  const legal = new Set(active ? legalPlays(play) : []);
  const cards = toPlay !== null && play ? sortCards(play.hands[toPlay]) : [];
  const last = play?.tricks[play.tricks.length - 1];
  const onTable = play?.current && play.current.cards.length > 0 ? play.current.cards : (last?.cards ?? []);
  const winner = play?.current && play.current.cards.length > 0 ? null : (last?.winner ?? null);
  const prompt =
    toPlay === null || play === null
      ? noPlayReason(hand, p, tr)
      : toPlay === play.dummy
        ? tr('lab.play.fromDummy', { declarer: seatName(play.declarer, tr), dummy: seatName(play.dummy, tr) })
        : tr('lab.play.toPlay', { seat: seatName(toPlay, tr) });
  return {
    toPlay,
    prompt,
    cards: cards.map((card) => ({
      card,
      suit: suitOf(card),
      rank: rankShort(rankOf(card), tr),
      spoken: cardWords(card, tr),
      legal: legal.has(card),
    })),
    trick: onTable.map((c) => ({ seat: c.seat, card: c.card })),
    trickWinner: winner,
    tricksWon: play ? { ...play.tricksWon } : { NS: 0, EW: 0 },
    claim:
      active && play ? { min: declarerTricks(play), max: declarerTricks(play) + tricksRemaining(play), declarer: play.declarer } : null,
  };
};

/** A step a note can be attached to. */
export interface NoteStep {
  readonly step: number;
  /** "Before the auction", "Call 2: East bids one spade.", "Card 5: West leads the king of hearts." */
  readonly label: string;
}

/** The steps of the hand, for the note chooser. */
export const noteSteps = (hand: LabHand, lang = 'en'): NoteStep[] => {
  const tr = translator(lang);
  const p = progress(hand);
  const out: NoteStep[] = [{ step: 0, label: tr('lab.note.intro') }];
  p.auction.calls.forEach((c, i) => {
    out.push({
      step: i + 1,
      label: tr('lab.note.call', { number: i + 1, call: `${seatName(c.seat, tr)}: ${spellCall(c.call, tr).spoken}` }),
    });
  });
  const cards = p.play ? [...p.play.tricks.flatMap((t) => t.cards), ...(p.play.current?.cards ?? [])] : [];
  cards.forEach((c, j) => {
    out.push({
      step: hand.calls.length + j + 1,
      label: tr('lab.note.card', { number: j + 1, card: `${seatName(c.seat, tr)}: ${cardWords(c.card, tr)}` }),
    });
  });
  return out;
};

/** The rule sets the Lab offers: every one the engine has. */
export const LAB_RULE_SET_IDS: readonly RuleSetId[] = RULE_SET_IDS;

/**
 * Where focus goes in a grid of buttons (`count` buttons, `columns` to a row) on a key: the
 * arrows move one button (up and down one row), Home and End go to the start and end of the
 * row. `null` for any other key, or a move off the grid.
 */
export const gridMove = (key: string, index: number, count: number, columns: number): number | null => {
  const cols = Math.max(1, columns);
  const rowStart = index - (index % cols);
  const target =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'ArrowDown'
          ? index + cols
          : key === 'ArrowUp'
            ? index - cols
            : key === 'Home'
              ? rowStart
              : key === 'End'
                ? Math.min(count - 1, rowStart + cols - 1)
                : null;
  return target === null || target < 0 || target >= count ? null : target;
};
