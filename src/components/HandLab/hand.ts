/**
 * The hand under construction ({@link LabHand}): plain JSON-safe data, legal by construction.
 * What its calls and cards have established ({@link progress}), and {@link rebuild}, which makes
 * any hand-like value legal (from storage, a link or a pasted board).
 *
 * @packageDocumentation
 */
import { applyCall, startAuction, type AuctionState } from '../../engine/auction.ts';
import { FULL_DECK, isCard, sortCards } from '../../engine/card.ts';
import { applyCard, checkClaim, startPlay, type PlayState } from '../../engine/play.ts';
import { DEFAULT_RULE_SET_ID, isRuleSetId, RULE_SETS, withOptions } from '../../engine/rules/index.ts';
import type { RuleSet, RuleSetId } from '../../engine/rules/types.ts';
import { SEATS, VULNERABILITIES, type BySeat, type Call, type Card, type Seat, type Vulnerability } from '../../engine/types.ts';
import { MAX_NOTE_CHARS, MAX_TITLE_CHARS } from './limits.ts';

/** A call of the hand under construction. */
export interface LabCall {
  readonly call: Call;
  readonly alert?: boolean;
  readonly note?: string;
}

/** A card of the hand under construction. */
export interface LabCard {
  readonly card: Card;
  readonly note?: string;
}

/**
 * The hand under construction. Plain JSON-safe data, legal by construction: every change goes
 * through {@link labReducer}, and anything from outside through {@link rebuild}.
 */
export interface LabHand {
  readonly ruleSet: RuleSetId;
  /** The nullos option (only where the rule set allows it: see {@link nullosAllowed}). */
  readonly nullos: boolean;
  readonly dealer: Seat;
  /** The cards given to each seat so far, in display order; a hand may be short while dealing. */
  readonly deal: BySeat<readonly Card[]>;
  readonly calls: readonly LabCall[];
  readonly play: readonly LabCard[];
  /** Declarer's side's final total of tricks, once claimed. */
  readonly claim: number | null;
  /** The note at step 0, before the first call. */
  readonly intro: string;
  readonly title: string;
  readonly board?: string;
  readonly vulnerability?: Vulnerability;
}

/** An empty hand: no cards dealt, North deals, the site's default rule set. */
export const emptyHand = (ruleSet: RuleSetId = DEFAULT_RULE_SET_ID, dealer: Seat = 'N'): LabHand => ({
  ruleSet,
  nullos: false,
  dealer,
  deal: { N: [], E: [], S: [], W: [] },
  calls: [],
  play: [],
  claim: null,
  intro: '',
  title: '',
});

/**
 * Whether the nullos option means anything under a rule set: read from the data (`withOptions`
 * adds the nullo strain only to the auction codes, auction-laws.md §8.2), never from the id.
 */
export const nullosAllowed = (ruleSet: RuleSetId): boolean => {
  const base = RULE_SETS[ruleSet];
  return !base.auction.strains.includes('NL') && withOptions(base, { nullos: true }).auction.strains.includes('NL');
};

/** The rule set the hand is bid and played under, options applied. */
export const rulesOf = (hand: Pick<LabHand, 'ruleSet' | 'nullos'>): RuleSet =>
  withOptions(RULE_SETS[hand.ruleSet], hand.nullos && nullosAllowed(hand.ruleSet) ? { nullos: true } : {});

/** Cards in a hand (law 28 ff., 1912: 52 cards dealt to four players). */
export const HAND_CARDS = 13;

/** Whether every seat holds thirteen cards. */
export const dealComplete = (deal: BySeat<readonly Card[]>): boolean => SEATS.every((s) => deal[s].length === HAND_CARDS);

/** The seat holding a card, or `null` when it is not dealt yet. */
export const holderOf = (deal: BySeat<readonly Card[]>, card: Card): Seat | null => SEATS.find((s) => deal[s].includes(card)) ?? null;

/** The cards nobody holds yet, in deck order. */
export const undealt = (deal: BySeat<readonly Card[]>): Card[] => FULL_DECK.filter((c) => holderOf(deal, c) === null);

/** The seat after `seat` (clockwise) whose hand still has room, if any. */
export const nextSeatWithRoom = (hand: LabHand, seat: Seat): Seat | null => {
  const start = SEATS.indexOf(seat);
  for (let k = 1; k <= 4; k++) {
    const s = SEATS[(start + k) % 4]!;
    if (hand.deal[s].length < HAND_CARDS) return s;
  }
  return null;
};

/** What the hand's calls and cards have established. */
export interface LabProgress {
  readonly rules: RuleSet;
  readonly auction: AuctionState;
  /** The play, once there is a contract and a full deal. */
  readonly play: PlayState | null;
  /**
   * `deal` while the deal is incomplete and nothing is bid; `auction` while calls can be made;
   * `play` while cards can be played; `end` after a pass-out, the last card or a claim (or an
   * auction over on an incomplete deal, where nothing can be played).
   */
  readonly phase: 'deal' | 'auction' | 'play' | 'end';
  /** Steps of the hand: calls and cards (the claim is not a step with a note). */
  readonly steps: number;
}

/** Replays the hand's calls and cards through the engine (they are legal by construction). */
export const progress = (hand: LabHand): LabProgress => {
  const rules = rulesOf(hand);
  let auction = startAuction(hand.dealer);
  for (const c of hand.calls) {
    const r = applyCall(rules, auction, c.call);
    if (!r.ok) break;
    auction = r.value;
  }
  let play: PlayState | null = null;
  if (auction.complete && auction.contract !== null && dealComplete(hand.deal)) {
    play = startPlay({ N: [...hand.deal.N], E: [...hand.deal.E], S: [...hand.deal.S], W: [...hand.deal.W] }, auction.contract);
    for (const c of hand.play) {
      const r = applyCard(play, c.card);
      if (!r.ok) break;
      play = r.value;
    }
  }
  const phase: LabProgress['phase'] = !auction.complete
    ? hand.calls.length === 0 && !dealComplete(hand.deal)
      ? 'deal'
      : 'auction'
    : play === null || play.complete || hand.claim !== null
      ? 'end'
      : 'play';
  return { rules, auction, play, phase, steps: hand.calls.length + hand.play.length };
};

export const sortedDeal = (deal: BySeat<readonly Card[]>): BySeat<readonly Card[]> => ({
  N: sortCards(deal.N),
  E: sortCards(deal.E),
  S: sortCards(deal.S),
  W: sortCards(deal.W),
});

export const clip = (text: string, max: number): string => (typeof text === 'string' ? text.slice(0, max) : '');

/** What {@link rebuild} had to drop. */
export interface Dropped {
  readonly calls: number;
  readonly cards: number;
  readonly claim: boolean;
}

/** A deal of valid, distinct cards, at most thirteen a hand, in display order. */
export const cleanDeal = (deal: unknown): BySeat<readonly Card[]> => {
  const seen = new Set<Card>();
  const raw = (typeof deal === 'object' && deal !== null ? deal : {}) as Record<string, unknown>;
  const hand = (seat: Seat): Card[] => {
    const list = Array.isArray(raw[seat]) ? (raw[seat] as unknown[]) : [];
    const out: Card[] = [];
    for (const c of list) {
      if (typeof c === 'string' && isCard(c) && !seen.has(c) && out.length < HAND_CARDS) {
        seen.add(c);
        out.push(c);
      }
    }
    return sortCards(out);
  };
  return { N: hand('N'), E: hand('E'), S: hand('S'), W: hand('W') };
};

export const isSeat = (s: unknown): s is Seat => typeof s === 'string' && (SEATS as readonly string[]).includes(s);

/**
 * Makes any hand-like value legal: a known rule set (else the default), a seat as dealer, a deal
 * of distinct cards, then the calls replayed through `applyCall` up to the first that is not
 * legal, the cards through `applyCard` likewise (only with a contract and a full deal), and the
 * claim through `checkClaim`. Notes and the title are cut to their limits. Says what was dropped.
 */
export const rebuild = (input: LabHand): { hand: LabHand; dropped: Dropped } => {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<LabHand>;
  const ruleSet: RuleSetId = typeof raw.ruleSet === 'string' && isRuleSetId(raw.ruleSet) ? raw.ruleSet : DEFAULT_RULE_SET_ID;
  const nullos = raw.nullos === true && nullosAllowed(ruleSet);
  const dealer: Seat = isSeat(raw.dealer) ? raw.dealer : 'N';
  const deal = cleanDeal(raw.deal);
  const rules = rulesOf({ ruleSet, nullos });
  const rawCalls = Array.isArray(raw.calls) ? raw.calls : [];
  const rawPlay = Array.isArray(raw.play) ? raw.play : [];

  const calls: LabCall[] = [];
  let auction = startAuction(dealer);
  for (const item of rawCalls) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Partial<LabCall>;
    const r = applyCall(rules, auction, entry.call as Call);
    if (!r.ok) break;
    auction = r.value;
    const note = typeof entry.note === 'string' && entry.note !== '' ? clip(entry.note, MAX_NOTE_CHARS) : undefined;
    calls.push({
      call: auction.calls[auction.calls.length - 1]!.call,
      ...(entry.alert === true ? { alert: true } : {}),
      ...(note ? { note } : {}),
    });
  }
  const play: LabCard[] = [];
  let state: PlayState | null = null;
  if (auction.complete && auction.contract !== null && dealComplete(deal)) {
    state = startPlay({ N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] }, auction.contract);
    for (const item of rawPlay) {
      const entry = (typeof item === 'object' && item !== null ? item : {}) as Partial<LabCard>;
      const card: unknown = entry.card;
      if (typeof card !== 'string' || !isCard(card)) break;
      const r = applyCard(state, card);
      if (!r.ok) break;
      state = r.value;
      const note = typeof entry.note === 'string' && entry.note !== '' ? clip(entry.note, MAX_NOTE_CHARS) : undefined;
      play.push({ card, ...(note ? { note } : {}) });
    }
  }
  let claim: number | null = null;
  const wanted = raw.claim;
  if (typeof wanted === 'number' && state !== null && !state.complete && checkClaim(state, wanted).ok) claim = wanted;
  const hand: LabHand = {
    ruleSet,
    nullos,
    dealer,
    deal,
    calls,
    play,
    claim,
    intro: clip(raw.intro ?? '', MAX_NOTE_CHARS),
    title: clip(raw.title ?? '', MAX_TITLE_CHARS),
    ...(typeof raw.board === 'string' && raw.board !== '' ? { board: raw.board.slice(0, 40) } : {}),
    ...(typeof raw.vulnerability === 'string' && (VULNERABILITIES as readonly string[]).includes(raw.vulnerability)
      ? { vulnerability: raw.vulnerability }
      : {}),
  };
  return {
    hand,
    dropped: {
      calls: rawCalls.length - calls.length,
      cards: rawPlay.length - play.length,
      claim: typeof wanted === 'number' && claim === null,
    },
  };
};

/** Whether a hand has nothing in it worth keeping. */
export const isEmptyHand = (hand: LabHand): boolean =>
  SEATS.every((s) => hand.deal[s].length === 0) && hand.calls.length === 0 && hand.intro === '' && hand.title === '';

/** The deal as a diagram shows it: a seat without cards yet is an unknown hand (`null`). */
export const knownHands = (deal: BySeat<readonly Card[]>): BySeat<readonly Card[] | null> => ({
  N: deal.N.length > 0 ? deal.N : null,
  E: deal.E.length > 0 ? deal.E : null,
  S: deal.S.length > 0 ? deal.S : null,
  W: deal.W.length > 0 ? deal.W : null,
});
