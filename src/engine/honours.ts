/**
 * Honours: which honour cards each hand holds, how each side's holding is classed, and what
 * it scores under each historical scale, three-handed, and at Contract.
 *
 * Common to every auction code (auction-laws.md §6.5; law 5 and law 6, 1912, WORK13):
 * the honours are the A K Q J 10 of trumps, at no-trump the four aces; they are credited to
 * whichever side holds them, declaring or defending, whether the contract is made or not;
 * a side needs three or more to score; they go above the line and are never doubled (law 10).
 * There are no honours at nullos [inferred, auction-laws.md §8.2, addendum Q6].
 *
 * @packageDocumentation
 */
import { rankOf, suitOf } from './card.ts';
import { trumpSuitOf } from './play.ts';
import { err, ok, type Result } from './result.ts';
import { contractRubber } from './rules/contract.ts';
import { royalAuction1912 } from './rules/royal-auction-1912.ts';
import { seed000 } from './rules/seed-000.ts';
import { whistClub1926 } from './rules/whist-club-1926.ts';
import type { AuctionScoringParams, ContractHonourParams, HonourScale, HonourValues, RuleSet } from './rules/types.ts';
import {
  counted,
  detailOf,
  type DetailPhrase,
  type HonourListing,
  type Position,
  type ScoreEntry,
  type ThreeHandedSeating,
} from './score/types.ts';
import { leftHandOpponent, partner, rightHandOpponent, seatsOf, sideOf } from './seat.ts';
import type { Diagnostic } from './source.ts';
import {
  SEATS,
  SIDES,
  SUITS,
  type BySeat,
  type BySide,
  type Card,
  type Deal,
  type Rank,
  type Seat,
  type Side,
  type Strain,
  type Suit,
} from './types.ts';

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

/** How a side's honours are classed (auction-laws.md §6.5). */
export type HonourHolding =
  | 'none'
  | 'simple'
  | 'fourDivided'
  | 'fiveDivided'
  | 'fourInOneHand'
  | 'fourInOneHandFifthWithPartner'
  | 'fiveInOneHand'
  | 'threeAces'
  | 'fourAcesDivided'
  | 'fourAcesInOneHand';

/** One side's honours: how many, the most in one hand, and the class. */
export interface SideHonours {
  readonly count: number;
  readonly maxInOneHand: number;
  readonly holding: HonourHolding;
}

/** Honours by hand, by side, (three-handed) by player, and the entries they score. */
export interface HonoursReport {
  readonly kind: HonourKind;
  /** Number of honours (or aces) in each hand. */
  readonly perHand: BySeat<number>;
  readonly perSide: BySide<SideHonours>;
  /** Three-handed: honours each player counts (the declarer's include the dummy's). */
  readonly perPlayer?: Readonly<Record<string, number>>;
  /** The honour and chicane entries, all above the line. */
  readonly entries: readonly ScoreEntry[];
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

/**
 * Classes one side's honours (auction-laws.md §6.5): "four in one hand" means any four of the
 * five (law 6, 1912), whoever holds the fifth.
 */
export const classifySide = (holdings: HonourHoldings, side: Side): SideHonours => {
  const [a, b] = seatsOf(side).map((s) => holdings.cards[s].length) as [number, number];
  const count = a + b;
  const maxInOneHand = Math.max(a, b);
  let holding: HonourHolding = 'none';
  if (holdings.kind === 'aces') {
    holding = maxInOneHand === 4 ? 'fourAcesInOneHand' : count === 4 ? 'fourAcesDivided' : count === 3 ? 'threeAces' : 'none';
  } else if (holdings.kind === 'trumps') {
    if (maxInOneHand === 5) holding = 'fiveInOneHand';
    else if (maxInOneHand === 4) holding = count === 5 ? 'fourInOneHandFifthWithPartner' : 'fourInOneHand';
    else if (count === 5) holding = 'fiveDivided';
    else if (count === 4) holding = 'fourDivided';
    else if (count === 3) holding = 'simple';
  }
  return { count, maxInOneHand, holding };
};

/** The six figures of an honour table, by holding. */
const tableOf = (v: HonourValues): Readonly<Record<string, number>> => ({
  simple: v.simple,
  fourDivided: v.fourDivided,
  fiveDivided: v.fiveDivided,
  fourInOneHand: v.fourInOneHand,
  fourInOneHandFifthWithPartner: v.fourInOneHandFifthWithPartner,
  fiveInOneHand: v.fiveInOneHand,
});

/**
 * Scale A in tricks, as lessons quote it (`<RuleValue table="scaleA">`): a view of the
 * `honourValues` of the Scale A codes (law 6, 1912; HOYLE14; auction-laws.md §6.5).
 */
export const SCALE_A_TRICKS: Readonly<Record<string, number>> = tableOf(royalAuction1912.scoring.honourValues);

/**
 * Scale B in points, as lessons quote it (`<RuleValue table="scaleB">`): a view of the
 * `honourValues` of the 1926 code (auction-laws.md §6.5; Whist Club 1926 [inferred]; WIKI).
 */
export const SCALE_B_POINTS: Readonly<Record<string, number>> = tableOf(whistClub1926.scoring.honourValues);

/**
 * Three-handed honours as lessons quote them through `<RuleValue table="threeHandedHonours">`
 * (Laws of Three-Hand Auction, law 13, HOYLE14 p. 67; auction-laws.md §8.1). A view of the
 * rule sets' `scoring.threeHanded.honours`, which the scorer reads; `unit` is the figure per
 * honour scale as the rule sets with that scale give it.
 */
export const THREE_HANDED_HONOURS = {
  tricksByCount: royalAuction1912.scoring.threeHanded.honours.tricksByCount,
  unit: {
    trickMultiple: royalAuction1912.scoring.threeHanded.honours.unit,
    flat: whistClub1926.scoring.threeHanded.honours.unit,
    seedLiteral: seed000.scoring.threeHanded.honours.unit,
    contract: whistClub1926.scoring.threeHanded.honours.unit,
  } satisfies Record<HonourScale, 'trickValue' | number>,
  acePoints: royalAuction1912.scoring.threeHanded.honours.acePoints,
  fourAcesInOneHand: royalAuction1912.scoring.threeHanded.honours.fourAcesInOneHand,
  source: royalAuction1912.scoring.threeHanded.honours.source,
} as const;

/**
 * Contract honours, rubber only, as lessons quote them (`<RuleValue table="contractHonours">`;
 * contract-scoring.md §3): a view of `contract-rubber`'s `scoring.honours`, which the scorer reads.
 */
export const CONTRACT_HONOURS: ContractHonourParams = contractRubber.scoring.honours;

const HOLDING_WORDS: Record<HonourHolding, string> = {
  none: 'no honours',
  simple: 'three honours between partners (simple honours)',
  fourDivided: 'four honours divided',
  fiveDivided: 'five honours divided',
  fourInOneHand: 'four honours in one hand',
  fourInOneHandFifthWithPartner: "four honours in one hand, the fifth in partner's",
  fiveInOneHand: 'five honours in one hand',
  threeAces: 'three aces',
  fourAcesDivided: 'four aces divided',
  fourAcesInOneHand: 'four aces in one hand',
};

/** The key of a holding's words among the detail words (`i18n/en-score-details.ts`). */
const holdingKey = (holding: HonourHolding): string => `detail.holding.${holding}`;

/** A side's honours in words, with the template of those words. */
type SideDetail = Pick<ScoreEntry, 'detail' | 'detailKey' | 'detailArgs'>;

/** Seed 000 read at its word: 10 an honour where three or more are held (auction-laws.md §10 rows 3–4). */
const SEED_POINTS_PER_HONOUR = 10;
const NT_ACES_SOURCE = 'law 6 (1912), WORK13; auction-laws.md §6.5';
const CHICANE_SOURCE = 'law 9 (1912), WORK13; auction-laws.md §6.5';

/** What a side's holding is worth under an auction scale, with the arithmetic in words. */
const auctionSideValue = (
  holdings: HonourHoldings,
  side: Side,
  scoring: AuctionScoringParams,
  trickValue: number,
): { points: number; words: SideDetail } => {
  const { holding, count } = classifySide(holdings, side);
  const flat = (points: number): { points: number; words: SideDetail } => ({
    points,
    words: detailOf(`${HOLDING_WORDS[holding]}: ${points}`, 'detail.honours.holding', { holding: holdingKey(holding), points }),
  });
  if (holding === 'none') return { points: 0, words: { detail: '' } };
  if (holdings.kind === 'aces') {
    return flat(
      holding === 'fourAcesInOneHand'
        ? scoring.ntAces.fourInOneHand
        : holding === 'fourAcesDivided'
          ? scoring.ntAces.fourDivided
          : scoring.ntAces.three,
    );
  }
  const table = scoring.honourValues;
  if (scoring.honourScale === 'seedLiteral') {
    // Seed 000 read at its word: only A-K-Q-J together are "all four"; five in one hand as the
    // table says; otherwise 10 an honour when three or more are held, including a fifth beside four.
    const per = SEED_POINTS_PER_HONOUR;
    if (holding === 'fiveInOneHand') return flat(table.fiveInOneHand);
    const aceToJack = seatsOf(side).find((s) =>
      (['A', 'K', 'Q', 'J'] as const).every((r) => holdings.cards[s].some((c) => rankOf(c) === r)),
    );
    if (aceToJack !== undefined) {
      const extra = count - 4;
      return {
        points: table.fourInOneHand + per * extra,
        words:
          extra > 0
            ? detailOf(`A-K-Q-J in one hand ${table.fourInOneHand}, + ${per} for the ten in partner's`, 'detail.honours.seedAceToJackTen', {
                four: table.fourInOneHand,
                per,
              })
            : detailOf(`A-K-Q-J in one hand: ${table.fourInOneHand}`, 'detail.honours.seedAceToJack', { points: table.fourInOneHand }),
      };
    }
    return {
      points: per * count,
      words: detailOf(`${count} honours × ${per} (seed 000: only A-K-Q-J is "four in one hand")`, 'detail.honours.seedEach', {
        count,
        per,
      }),
    };
  }
  const figure = tableOf(table)[holding] ?? 0;
  if (table.unit === 'trickValue') {
    return {
      points: figure * trickValue,
      words: detailOf(`${HOLDING_WORDS[holding]}: ${figure} tricks × ${trickValue}`, 'detail.honours.holdingTricks', {
        holding: holdingKey(holding),
        figure,
        value: trickValue,
      }),
    };
  }
  return flat(figure);
};

/** The chicane values of a table: simple honours, and four honours for double chicane (law 9). */
const chicaneValues = (scoring: AuctionScoringParams, trickValue: number): { single: number; double: number } => {
  const { unit, simple, fourDivided } = scoring.honourValues;
  const scale = unit === 'trickValue' ? trickValue : 1;
  return { single: simple * scale, double: fourDivided * scale };
};

const provenanceOf = (rules: RuleSet, key: string): Pick<ScoreEntry, 'confidence'> => {
  const p = rules.provenance[key];
  return p === undefined ? {} : { confidence: p.confidence };
};

/** Four-handed auction honours and chicane for both sides. */
const auctionEntries = (holdings: HonourHoldings, rules: RuleSet, scoring: AuctionScoringParams, trickValue: number): ScoreEntry[] => {
  const entries: ScoreEntry[] = [];
  const value: BySide<number> = { NS: 0, EW: 0 };
  const conf = holdings.kind === 'trumps' ? provenanceOf(rules, 'honourScale') : {};
  for (const side of SIDES) {
    const { points, words } = auctionSideValue(holdings, side, scoring, trickValue);
    value[side] = points;
    if (points > 0) {
      const source = holdings.kind === 'aces' ? NT_ACES_SOURCE : scoring.honourValues.source;
      entries.push({ side, line: 'above', points, reason: 'honours', source, ...words, ...conf });
    }
  }
  // Chicane (law 9, 1912): a hand void of trumps is worth simple honours to its side, added to
  // that side's honours if it scores them, else deducted from the opponents'; both partners
  // void (double chicane) is worth four honours, deducted from the opponents'.
  if (scoring.chicane && holdings.kind === 'trumps') {
    const cv = chicaneValues(scoring, trickValue);
    for (const side of SIDES) {
      const voidHands = seatsOf(side).filter((s) => holdings.voids[s] === true).length;
      if (voidHands === 0) continue;
      const points = voidHands === 2 ? cv.double : cv.single;
      const name = voidHands === 2 ? 'double chicane' : 'chicane';
      const twice = voidHands === 2 ? 'Double' : '';
      const other: Side = side === 'NS' ? 'EW' : 'NS';
      if (value[side] > 0) {
        entries.push({
          side,
          line: 'above',
          points,
          reason: 'chicane',
          source: CHICANE_SOURCE,
          ...detailOf(`${name}, added to the side's honours: ${points}`, `detail.honours.chicane${twice}Added`, { points }),
        });
      } else if (value[other] > 0) {
        entries.push({
          side: other,
          line: 'above',
          points: -points,
          reason: 'chicane',
          source: CHICANE_SOURCE,
          ...detailOf(`the opponents' ${name}, deducted from these honours: −${points}`, `detail.honours.chicane${twice}Deducted`, {
            points,
          }),
        });
      }
    }
  }
  return entries;
};

/** Three-handed honours, per player (law 13, three-hand laws). */
const threeHandedEntries = (
  holdings: HonourHoldings,
  scoring: AuctionScoringParams,
  trickValue: number,
  seating: ThreeHandedSeating,
  declarer: Seat,
): { entries: ScoreEntry[]; perPlayer: Record<string, number> } => {
  const t = scoring.threeHanded.honours;
  const unit = t.unit === 'trickValue' ? trickValue : t.unit;
  const handValue = (seat: Seat): { points: number; words: string; phrase: DetailPhrase } => {
    const n = holdings.cards[seat].length;
    if (holdings.kind === 'aces') {
      const points = n === 4 ? t.fourAcesInOneHand : n * t.acePoints;
      return n === 4
        ? { points, words: `four aces in one hand: ${points}`, phrase: { key: 'detail.honours.fourAcesInOneHand', args: { points } } }
        : {
            points,
            words: `${n} ace${n === 1 ? '' : 's'} × ${t.acePoints}`,
            phrase: { key: 'detail.honours.threeHandedAces', args: { aces: counted('detail.aces', n), each: t.acePoints } },
          };
    }
    const tricks = t.tricksByCount[n] ?? 0;
    return {
      points: tricks * unit,
      words: `${n} honour${n === 1 ? '' : 's'}: ${tricks} trick${tricks === 1 ? '' : 's'} × ${unit}`,
      phrase: {
        key: 'detail.honours.threeHanded',
        args: { honours: counted('detail.honourCount', n), tricks: counted('detail.tricks', tricks), unit },
      },
    };
  };
  const owners: [string, Seat[]][] = [
    [seating.declarer, [declarer, partner(declarer)]],
    [seating.lho, [leftHandOpponent(declarer)]],
    [seating.rho, [rightHandOpponent(declarer)]],
  ];
  const entries: ScoreEntry[] = [];
  const perPlayer: Record<string, number> = {};
  for (const [player, seats] of owners) {
    perPlayer[player] = seats.reduce((n, s) => n + holdings.cards[s].length, 0);
    if (holdings.kind === 'none') continue;
    const parts = seats.map((s) => ({ seat: s, ...handValue(s) })).filter((p) => p.points > 0);
    const points = parts.reduce((n, p) => n + p.points, 0);
    if (points === 0) continue;
    const detail = parts.map((p) => (p.seat === partner(declarer) ? `dummy's ${p.words}` : p.words)).join('; ');
    const phrases = parts.map((p): DetailPhrase =>
      p.seat === partner(declarer) ? { key: 'detail.honours.dummys', args: { part: p.phrase } } : p.phrase,
    );
    // One phrase, or two joined: the declarer's hand and the dummy's.
    const [first, second] = phrases;
    const words =
      second === undefined ? detailOf(detail, first!.key, first!.args) : detailOf(detail, 'detail.honours.both', { first: first!, second });
    entries.push({ player, line: 'above', points, reason: 'honours', source: t.source, ...words });
  }
  return { entries, perPlayer };
};

/** Contract rubber honours: 100 or 150 in one hand, to either side (contract-scoring.md §3), from the rule set's figures. */
const contractEntries = (holdings: HonourHoldings, figures: ContractHonourParams): ScoreEntry[] => {
  const entries: ScoreEntry[] = [];
  for (const seat of SEATS) {
    const n = holdings.cards[seat].length;
    let points = 0;
    let detail = '';
    let key = '';
    if (holdings.kind === 'aces' && n === 4) {
      points = figures.fourAcesInOneHand;
      detail = `four aces in one hand: ${points}`;
      key = 'detail.honours.fourAcesInOneHand';
    } else if (holdings.kind === 'trumps' && n === 5) {
      points = figures.fiveInOneHand;
      detail = `five trump honours in one hand: ${points}`;
      key = 'detail.honours.fiveTrumpsInOneHand';
    } else if (holdings.kind === 'trumps' && n === 4) {
      points = figures.fourInOneHand;
      detail = `four trump honours in one hand: ${points}`;
      key = 'detail.honours.fourTrumpsInOneHand';
    }
    if (points > 0)
      entries.push({
        side: sideOf(seat),
        line: 'above',
        points,
        reason: 'honours',
        source: figures.source,
        ...detailOf(detail, key, { points }),
      });
  }
  return entries;
};

/** Options for {@link scoreHonours}. */
export interface HonourOptions {
  /** The strain's trick value (auction, Scale A and three-handed). */
  readonly trickValue?: number;
  /** Three-handed auction: the players and the declarer's seat. */
  readonly threeHanded?: { readonly seating: ThreeHandedSeating; readonly declarer: Seat };
}

/**
 * Scores the honours of one deal under a rule set: per hand, per side, (three-handed) per
 * player, and the above-the-line entries. A contract rule set with no honour figures scores
 * none (duplicate, Law 77); nullos have none [inferred].
 */
export const scoreHonours = (holdings: HonourHoldings, rules: RuleSet, options: HonourOptions = {}): HonoursReport => {
  const perHand: BySeat<number> = { N: 0, E: 0, S: 0, W: 0 };
  for (const s of SEATS) perHand[s] = holdings.cards[s].length;
  const perSide: BySide<SideHonours> = { NS: classifySide(holdings, 'NS'), EW: classifySide(holdings, 'EW') };
  const scoring = rules.scoring;
  if (holdings.kind === 'none') return { kind: holdings.kind, perHand, perSide, entries: [] };
  if (scoring.kind === 'contract') {
    return { kind: holdings.kind, perHand, perSide, entries: scoring.honours === null ? [] : contractEntries(holdings, scoring.honours) };
  }
  const trickValue = options.trickValue ?? 0;
  if (options.threeHanded !== undefined) {
    const { entries, perPlayer } = threeHandedEntries(
      holdings,
      scoring,
      trickValue,
      options.threeHanded.seating,
      options.threeHanded.declarer,
    );
    return { kind: holdings.kind, perHand, perSide, perPlayer, entries };
  }
  return { kind: holdings.kind, perHand, perSide, entries: auctionEntries(holdings, rules, scoring, trickValue) };
};
