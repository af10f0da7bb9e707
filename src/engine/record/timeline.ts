/**
 * The replay: a checked hand as a timeline of JSON-safe snapshots, one per step, for a
 * step-by-step viewer.
 *
 * @packageDocumentation
 */
import { applyCall, startAuction, type AuctionState } from '../auction.ts';
import { isFullDeal } from '../deal.ts';
import type { RuleOptions, RuleSetId } from '../rules/types.ts';
import { applyCard, startPlay, type PlayedCard, type PlayState } from '../play.ts';
import { leftHandOpponent, partner } from '../seat.ts';
import type { BySeat, BySide, Call, Card, Contract, Deal, Seat, Vulnerability } from '../types.ts';
import type { CheckedHand } from './types.ts';

/** A call in the auction so far, with its annotation. */
export interface AuctionEntry {
  readonly seat: Seat;
  readonly call: Call;
  /** Present (and `true`) only for an alerted call. */
  readonly alert?: boolean;
  readonly note?: string;
}

/** What happened at a step. Widgets turn this into words ("South plays the king of hearts"). */
export type StepEvent =
  | { readonly type: 'start' }
  | { readonly type: 'call'; readonly seat: Seat; readonly call: Call; readonly alert?: boolean }
  | {
      readonly type: 'card';
      /** Who played it (the dummy's seat when the declarer plays from dummy). */
      readonly seat: Seat;
      readonly card: Card;
      /** The trick this card belongs to, 1 to 13. */
      readonly trickNumber: number;
      /** Whether this was the fourth card of its trick. */
      readonly completesTrick: boolean;
      /** Who won the trick, when this card completes it. */
      readonly winner?: Seat;
    }
  | {
      readonly type: 'claim';
      /** The declarer, who claims. */
      readonly seat: Seat;
      /** The declaring side's final total of tricks. */
      readonly tricks: number;
    };

/** Where the hand stands at a step. */
export type Phase = 'auction' | 'play' | 'end';

/** The trick on the table: a just-completed trick stays visible, with its winner. */
export interface TrickView {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  /** `null` until the fourth card is played. */
  readonly winner: Seat | null;
}

/** Everything a viewer shows at one step. JSON-safe. */
export interface Snapshot {
  /** 0 is before the first call; step k is after k calls, cards and claim. */
  readonly step: number;
  /**
   * `auction` until the auction is complete; `play` once there is a contract; `end` after a
   * passed-out auction, the last card, or a claim.
   */
  readonly phase: Phase;
  readonly event: StepEvent;
  /** The cards each player still holds; `null` for an unknown hand. */
  readonly hands: BySeat<readonly Card[] | null>;
  /** The calls so far. */
  readonly auction: readonly AuctionEntry[];
  /** The final contract, once the auction is complete. */
  readonly contract: Contract | null;
  /** The trick on the table, or `null` before the opening lead. */
  readonly trick: TrickView | null;
  /** Tricks won so far by each side (a claim does not change them: see the claim event). */
  readonly tricksWon: BySide<number>;
  /**
   * 0 during the auction; during the play, the number of the trick on the table (1 to 13),
   * or of the trick about to be led.
   */
  readonly trickNumber: number;
  /** Who calls or plays next (the dummy's seat when the declarer is to play from dummy); `null` at the end. */
  readonly toAct: Seat | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Dummy's hand is face up only after the opening lead (law 59, 1912). */
  readonly dummyVisible: boolean;
  /** The annotation at this step (`record.intro` at step 0), or `null`. */
  readonly note: string | null;
}

/**
 * A hand precomputed for a viewer: one snapshot per step (`steps[i].step === i`), so that a
 * widget only holds a cursor. JSON-safe: it survives `JSON.parse(JSON.stringify(t))` unchanged.
 */
export interface Timeline {
  readonly ruleSet: RuleSetId;
  readonly options: RuleOptions;
  readonly dealer: Seat;
  readonly board?: string;
  readonly title?: string;
  readonly vulnerability?: Vulnerability;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly steps: readonly Snapshot[];
  /** The step index of the first card of each trick (`trickStarts[0]` is the opening lead). */
  readonly trickStarts: readonly number[];
  readonly result: {
    /** Tricks won by the declaring side, as in {@link CheckedHand.tricks}. */
    readonly tricks: number | null;
    /** Whether the hand ends with a claim. */
    readonly claimed: boolean;
    /** Whether all thirteen tricks were played. */
    readonly complete: boolean;
  };
}

/** A copy without the keys whose value is `undefined` (JSON would drop them). */
export const definedOnly = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const copyHands = (hands: Deal): BySeat<readonly Card[] | null> => ({
  N: hands.N === null ? null : [...hands.N],
  E: hands.E === null ? null : [...hands.E],
  S: hands.S === null ? null : [...hands.S],
  W: hands.W === null ? null : [...hands.W],
});

const copyTrick = (t: TrickView | null): TrickView | null =>
  t === null ? null : { leader: t.leader, cards: t.cards.map((c) => ({ seat: c.seat, card: c.card })), winner: t.winner };

/** What {@link replay} carries from step to step. */
interface Replaying {
  readonly hand: CheckedHand;
  /** A contract stated without calls: the play starts at once (from the end position, if it is one). */
  readonly statedPlay: CheckedHand['playContract'];
  /** The step of a marked irregularity, where the rules stop (checkRecord). */
  readonly irregularAt: number;
  readonly steps: Snapshot[];
  readonly trickStarts: number[];
  readonly entries: AuctionEntry[];
  auction: AuctionState;
  play: PlayState | null;
  trick: TrickView | null;
  trickNumber: number;
  hands: Deal;
  ended: boolean;
}

/** Who is to act at a step: the next caller, the next player, or the opening leader before play begins. */
const toActAt = (r: Replaying, phase: Phase, declarer: Seat | null): Seat | null => {
  if (phase === 'auction') return r.auction.toAct;
  if (phase === 'end') return null;
  if (r.play !== null) return r.play.toPlay;
  return declarer === null ? null : leftHandOpponent(declarer); // law 58, 1912: the opening leader
};

/** Adds the snapshot of the state as it now is, with the event that led to it. */
const pushStep = (r: Replaying, event: StepEvent, note: string | undefined): void => {
  const { auction, play, statedPlay } = r;
  const contract = auction.complete ? auction.contract : statedPlay !== null ? r.hand.contract : null;
  const playContract = auction.complete ? auction.contract : statedPlay;
  const declarer = playContract?.declarer ?? null;
  const phase: Phase =
    !auction.complete && statedPlay === null ? 'auction' : r.ended || playContract === null || play?.complete === true ? 'end' : 'play';
  r.steps.push({
    step: r.steps.length,
    phase,
    event,
    hands: copyHands(r.hands),
    auction: r.entries.map((e) => ({ ...e })),
    contract,
    trick: copyTrick(r.trick),
    tricksWon: play === null ? { NS: 0, EW: 0 } : { ...play.tricksWon },
    trickNumber: playContract === null ? 0 : Math.max(r.trickNumber, 1),
    toAct: toActAt(r, phase, declarer),
    declarer,
    dummy: declarer === null ? null : partner(declarer),
    dummyVisible: play?.dummyExposed === true,
    note: note ?? null,
  });
};

/** One step per call, up to a marked irregularity; the play starts when the auction ends with a contract. */
const replayCalls = (r: Replaying): void => {
  const { record, rules } = r.hand;
  for (const [i, entry] of record.calls.entries()) {
    if (i >= r.irregularAt) break; // the rules stop at a marked irregularity (checkRecord)
    const seat = r.auction.toAct;
    const applied = applyCall(rules, r.auction, entry.call);
    if (!applied.ok || seat === null) break; // cannot happen after checkRecord
    r.auction = applied.value;
    const call = r.auction.calls[r.auction.calls.length - 1]!.call;
    r.entries.push({
      seat,
      call,
      ...(entry.alert === true ? { alert: true } : {}),
      ...(entry.note !== undefined ? { note: entry.note } : {}),
    });
    if (r.auction.complete && r.auction.contract !== null && !r.hand.partialDeal && isFullDeal(record.deal)) {
      r.play = startPlay(record.deal, r.auction.contract);
    }
    pushStep(r, { type: 'call', seat, call, ...(entry.alert === true ? { alert: true } : {}) }, entry.note);
  }
};

/** One step per card, up to a marked irregularity; a partial deal's cards are kept, not replayed. */
const replayCards = (r: Replaying): void => {
  const { record } = r.hand;
  for (const [j, entry] of record.play.entries()) {
    const play = r.play;
    if (play === null) break;
    if (record.calls.length + j >= r.irregularAt) break;
    const seat = play.toPlay;
    const current = play.current;
    const applied = applyCard(play, entry.card);
    if (!applied.ok || seat === null || current === null) break; // cannot happen after checkRecord
    const number = play.tricks.length + 1;
    if (current.cards.length === 0) r.trickStarts.push(r.steps.length);
    r.play = applied.value;
    r.hands = r.play.hands;
    const done = r.play.tricks.length === number ? r.play.tricks[number - 1]! : null;
    r.trick = done ?? { leader: current.leader, cards: [...current.cards, { seat, card: entry.card }], winner: null };
    r.trickNumber = number;
    const event: StepEvent = {
      type: 'card',
      seat,
      card: entry.card,
      trickNumber: number,
      completesTrick: done !== null,
      ...(done !== null ? { winner: done.winner } : {}),
    };
    pushStep(r, event, entry.note);
  }
};

/**
 * Replays a checked hand into a {@link Timeline}: step 0 (the deal, `record.intro` as note),
 * then one step per call, one per card, and one for the claim if there is one. The annotations
 * of calls and cards become the notes of their steps.
 */
export const replay = (hand: CheckedHand): Timeline => {
  const { record, rules } = hand;
  const statedPlay = record.calls.length === 0 ? hand.playContract : null;
  const r: Replaying = {
    hand,
    statedPlay,
    irregularAt: hand.irregularity?.step ?? Infinity,
    steps: [],
    trickStarts: [],
    entries: [],
    auction: startAuction(record.dealer),
    play: statedPlay !== null && !hand.partialDeal && isFullDeal(record.deal) ? startPlay(record.deal, statedPlay) : null,
    trick: null,
    trickNumber: 0,
    hands: copyHands(record.deal),
    ended: false,
  };
  pushStep(r, { type: 'start' }, record.intro);
  replayCalls(r);
  replayCards(r);

  // checkRecord accepted the claim, so it stands whenever there is a contract.
  const claim = hand.declarer !== null ? record.claim : undefined;
  if (claim !== undefined && hand.declarer !== null) {
    r.ended = true;
    pushStep(r, { type: 'claim', seat: hand.declarer, tricks: claim.tricks }, undefined);
  }

  return {
    ruleSet: rules.id,
    options: definedOnly(rules.options),
    dealer: record.dealer,
    ...(record.board !== undefined ? { board: record.board } : {}),
    ...(record.title !== undefined ? { title: record.title } : {}),
    ...(record.vulnerability !== undefined ? { vulnerability: record.vulnerability } : {}),
    contract: hand.contract,
    declarer: hand.declarer,
    dummy: hand.declarer === null ? null : partner(hand.declarer),
    steps: r.steps,
    trickStarts: r.trickStarts,
    result: { tricks: hand.tricks, claimed: claim !== undefined, complete: hand.playComplete },
  };
};
