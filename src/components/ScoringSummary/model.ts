/**
 * The one-page scoring summary of an auction rule set, as data for `<ScoringSummary>`: every
 * figure is read from the rule set (`src/engine/rules`) or scored by the engine, and every
 * "how sure" label comes from the rule set's provenance, so that the summaries of the five
 * auction codes differ only by their data, never by a test of the code's id.
 *
 * @packageDocumentation
 */
import { bidLadder, compareBids } from '../../engine/auction.ts';
import {
  AUCTION_RULE_SET_IDS,
  getRuleSet,
  type AuctionRuleSetId,
  type AuctionScoringParams,
  type Confidence,
  type HonourValues,
  type RuleSet,
} from '../../engine/rules/index.ts';
import type { Strain } from '../../engine/types.ts';
import { gameFromLove, scoreOf } from '../RuleValue/lesson.ts';
import { spellBid } from '../shared/format.ts';
import { translator as coreTranslator } from '../../i18n/index.ts';
import { ruleNote } from '../../i18n/rule-notes.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';
import { ruleSetSummary, ruleSetYears } from '../../i18n/rule-set-text.ts';
import { sureWords } from '../../i18n/sure.ts';
import { translator as summaryTranslator } from '../../i18n/summary.ts';

/**
 * The English words each confidence label is shown with (the rule-set reference uses the same);
 * a page prints them in its own language (`i18n/sure.ts`).
 */
export const CONFIDENCE_WORDS: Readonly<Record<Confidence, string>> = {
  law: 'read in the law',
  period: 'read in a period source',
  inferred: 'inferred',
  literal: 'the seed text, taken literally',
  modern: 'modern laws',
};

/** The page of each auction code's summary, under `/reference/`. */
export const SUMMARY_PAGES: Readonly<Record<AuctionRuleSetId, string>> = {
  'whist-club-1926': 'scoring-summary',
  'whist-club-1915': 'scoring-summary-1915',
  'royal-auction-1912': 'scoring-summary-1912',
  'bridge-count-1908': 'scoring-summary-1908',
  'seed-000': 'scoring-summary-seed-text',
};

/** A rule's label, or `null` where the code's own sources cover it. */
export interface Sure {
  readonly confidence: Confidence | null;
  /** The label in words, `''` when `confidence` is `null`. */
  readonly words: string;
  /** The provenance's note for readers, or `''`. */
  readonly note: string;
}

/** One strain's trick value and its way to game from love. */
export interface TrickRow {
  readonly strain: Strain;
  /** "royal spades" */
  readonly name: string;
  readonly value: number;
  /** The fewest odd tricks that make game from love in one deal, undoubled; `null` if none. */
  readonly oddTricksForGame: number | null;
}

/** One honour holding, its figure in the table and what it scores in each trump suit. */
export interface HonourRow {
  readonly key: keyof Omit<HonourValues, 'unit' | 'source'> | 'chicane' | 'doubleChicane' | 'otherFour';
  readonly words: string;
  /** The table's figure: tricks of the trump suit (Scale A) or points; `null` for a derived row. */
  readonly figure: number | null;
  /** Points in each trump suit, scored by the engine, in the order of `HonourTable.suits`. */
  readonly points: readonly number[];
}

/** The honour table of a code. */
export interface HonourTable {
  /** `tricks` when the table counts in tricks of the trump suit, else `points`. */
  readonly unit: 'tricks' | 'points';
  /** The trump strains, columns of the table when honours differ by suit (else one column). */
  readonly suits: readonly { readonly strain: Strain; readonly name: string }[];
  readonly rows: readonly HonourRow[];
  readonly sure: Sure;
}

/** Everything `<ScoringSummary>` prints. */
export interface Summary {
  readonly id: AuctionRuleSetId;
  readonly label: string;
  readonly years: string;
  readonly description: string;
  readonly tricks: readonly TrickRow[];
  readonly trickValuesSure: Sure;
  readonly gameTarget: number;
  readonly doubled: number;
  readonly redoubled: number;
  readonly auction: {
    readonly ranking: 'value' | 'majority';
    readonly rankingSure: Sure;
    /** Strain names in order, lowest first (majority calling's order at one level). */
    readonly order: readonly string[];
    /** The lowest bid that outranks one no-trump, in words, from the engine's ladder. */
    readonly overOneNoTrump: string;
    readonly dealerMustBid: boolean;
    readonly dealerSure: Sure;
    readonly passedOut: 'sameDealer' | 'nextDealer';
    readonly passedOutSure: Sure;
    readonly maxBidLevel: number;
    readonly maxBidSure: Sure;
    /** Loss limit on the dealer's one spade, unless redoubled; `null` if none. */
    readonly oneSpadeLimit: number | null;
    readonly oneSpadeSure: Sure;
  };
  readonly doubledBonus: { readonly base: number; readonly perOvertrick: number; readonly redoubleFactor: number; readonly sure: Sure };
  readonly undertrick: readonly [number, number, number];
  readonly undertrickSure: Sure;
  readonly slams: {
    readonly little: number;
    readonly grand: number;
    readonly sure: Sure;
    readonly eitherSide: boolean;
    readonly eitherSideSure: Sure;
    readonly onFailedGrand: boolean;
    readonly onFailedGrandSure: Sure;
  };
  readonly rubberBonus: number;
  readonly rubberSure: Sure;
  readonly unfinished: { readonly kind: 'pointsOnly' | 'perGame125'; readonly perGame: number; readonly sure: Sure };
  readonly honours: HonourTable;
  readonly ntAces: { readonly three: number; readonly fourDivided: number; readonly fourInOneHand: number; readonly sure: Sure };
  readonly honoursOnFailedContract: boolean;
  readonly honoursOnFailedSure: Sure;
  readonly chicane: boolean;
  readonly chicaneSure: Sure;
  /** The other codes' summary pages, for links. */
  readonly others: readonly { readonly id: AuctionRuleSetId; readonly label: string; readonly page: string }[];
}

/** A rule's label and note, in the page's language. */
const sureOf = (rules: RuleSet, key: string): Sure => {
  const p = rules.provenance[key];
  return p === undefined
    ? { confidence: null, words: '', note: '' }
    : { confidence: p.confidence, words: sureWords(p.confidence), note: p.note === undefined ? '' : ruleNote(rules.id, key, p.note) };
};

const isAuctionId = (id: string): id is AuctionRuleSetId => (AUCTION_RULE_SET_IDS as readonly string[]).includes(id);

/** The auction rule set with this id, or an error naming the ids there are. */
const auctionRules = (id: string): { rules: RuleSet; scoring: AuctionScoringParams } => {
  const rules = getRuleSet(id);
  if (rules === undefined || !isAuctionId(id) || rules.scoring.kind !== 'auction') {
    throw new Error(`<ScoringSummary rules="${id}">: not an auction rule set; use one of ${AUCTION_RULE_SET_IDS.join(', ')}.`);
  }
  return { rules, scoring: rules.scoring };
};

/**
 * The holdings of the honour table, written for `<Score honours>` (the declarer's side holds
 * them); each row's words are `summary.holding.<key>` (`i18n/en-summary.ts`). `seedLiteral` adds
 * four honours in one hand that are not A K Q J, which that reading scores differently.
 */
const HOLDINGS: readonly { key: Exclude<HonourRow['key'], 'otherFour' | 'chicane' | 'doubleChicane'>; honours: string }[] = [
  { key: 'simple', honours: 'declarer:AK;dummy:Q' },
  { key: 'fourDivided', honours: 'declarer:AK;dummy:QJ' },
  { key: 'fiveDivided', honours: 'declarer:AKQ;dummy:JT' },
  { key: 'fourInOneHand', honours: 'declarer:AKQJ' },
  { key: 'fourInOneHandFifthWithPartner', honours: 'declarer:AKQJ;dummy:T' },
  { key: 'fiveInOneHand', honours: 'declarer:AKQJT' },
];
const OTHER_FOUR = { key: 'otherFour', honours: 'declarer:AKQT' } as const;
const CHICANE = [
  { key: 'chicane', honours: 'declarer:AKQ;voids:dummy', part: 'declarer.chicane' },
  { key: 'doubleChicane', honours: 'lho:AKQ;voids:declarer dummy', part: 'defenders.chicane' },
] as const;

/** The honour table: each holding scored by the engine in each trump suit (Scale A differs by suit), one column otherwise. */
const honourTable = (rules: RuleSet, sc: AuctionScoringParams, name: (s: Strain) => string): Summary['honours'] => {
  const tr = summaryTranslator();
  const trumpSuits = rules.auction.strains.filter((s) => s !== 'NT');
  const byTricks = sc.honourValues.unit === 'trickValue';
  const columns = byTricks ? trumpSuits : trumpSuits.slice(-1);
  const scored = (honours: string, part = 'honours'): number[] =>
    columns.map((s) => scoreOf({ rules: rules.id, contract: `1${s}`, tricks: 7, honours, part }));
  const rows: HonourRow[] = HOLDINGS.map((h) => ({
    key: h.key,
    words: tr(`summary.holding.${h.key}`),
    figure: sc.honourValues[h.key],
    points: scored(h.honours),
  }));
  // A reading that scores some fours apart from the table's "four in one hand" shows them.
  const otherFour = scored(OTHER_FOUR.honours);
  const fourInOne = rows.find((r) => r.key === 'fourInOneHand')?.points ?? [];
  if (otherFour.some((p, i) => p !== fourInOne[i]))
    rows.splice(4, 0, { key: OTHER_FOUR.key, words: tr(`summary.holding.${OTHER_FOUR.key}`), figure: null, points: otherFour });
  if (sc.chicane)
    for (const c of CHICANE)
      rows.push({ key: c.key, words: tr(`summary.holding.${c.key}`), figure: null, points: scored(c.honours, c.part).map(Math.abs) });
  return {
    unit: byTricks ? 'tricks' : 'points',
    suits: columns.map((s) => ({ strain: s, name: name(s) })),
    rows,
    sure: sureOf(rules, 'honourScale'),
  };
};

/** Reads the summary of an auction rule set, in the page's language. Throws (stopping the build) on any other id. */
export const summaryOf = (id: string): Summary => {
  const { rules, scoring: sc } = auctionRules(id);
  const a = rules.auction;
  const core = coreTranslator();
  const tr = summaryTranslator();
  const name = (s: Strain): string => core(`strain.${s}.many`);
  const game = gameFromLove(id);
  const tricks = a.strains.map((strain): TrickRow => ({
    strain,
    name: name(strain),
    value: a.trickValues[strain] ?? 0,
    oddTricksForGame: game.find((g) => g.strain === strain)?.oddTricks ?? null,
  }));

  const honours = honourTable(rules, sc, name);

  // The lowest bid that outranks one no-trump: the ladder's next rung.
  const ladder = bidLadder(rules);
  const oneNt = { type: 'bid', level: 1, strain: 'NT' } as const;
  const over = ladder.find((b) => compareBids(rules, b, oneNt) > 0);

  return {
    id: rules.id as AuctionRuleSetId,
    label: ruleSetName(rules),
    years: ruleSetYears(rules),
    description: ruleSetSummary(rules),
    tricks,
    trickValuesSure: sureOf(rules, 'trickValues'),
    gameTarget: sc.gameTarget,
    doubled: sc.doubleMultiplier[1],
    redoubled: sc.doubleMultiplier[2],
    auction: {
      ranking: a.bidRanking,
      rankingSure: sureOf(rules, 'bidRanking'),
      order: a.strains.map(name),
      overOneNoTrump: over === undefined ? tr('summary.none') : spellBid(over.level, over.strain, core).spoken,
      dealerMustBid: a.dealerMustBid,
      dealerSure: sureOf(rules, 'dealerMustBid'),
      passedOut: a.passedOutRedeal,
      passedOutSure: sureOf(rules, 'passedOutRedeal'),
      maxBidLevel: a.maxBidLevel,
      maxBidSure: sureOf(rules, 'maxBidLevel'),
      oneSpadeLimit: sc.oneSpadeLossLimit,
      oneSpadeSure: sureOf(rules, 'oneSpadeLossLimit'),
    },
    doubledBonus: { ...sc.doubledMadeBonus, redoubleFactor: sc.redoubleBonusFactor, sure: sureOf(rules, 'doubledMadeBonus') },
    undertrick: sc.undertrick,
    undertrickSure: sureOf(rules, 'undertrick'),
    slams: {
      ...sc.slamValues,
      sure: sureOf(rules, 'slamValues'),
      eitherSide: sc.slamEitherSide,
      eitherSideSure: sureOf(rules, 'slamEitherSide'),
      onFailedGrand: sc.littleSlamOnFailedGrand,
      onFailedGrandSure: sureOf(rules, 'littleSlamOnFailedGrand'),
    },
    rubberBonus: sc.rubberBonus,
    rubberSure: sureOf(rules, 'rubberBonus'),
    unfinished: { kind: sc.unfinishedRubber, perGame: sc.unfinishedPerGame.points, sure: sureOf(rules, 'unfinishedRubber') },
    honours,
    ntAces: { ...sc.ntAces, sure: sureOf(rules, 'ntAces') },
    honoursOnFailedContract: sc.honoursOnFailedContract,
    honoursOnFailedSure: sureOf(rules, 'honoursOnFailedContract'),
    chicane: sc.chicane,
    chicaneSure: sureOf(rules, 'chicane'),
    others: AUCTION_RULE_SET_IDS.filter((o) => o !== id).map((o) => ({
      id: o,
      label: ruleSetName(getRuleSet(o) ?? { id: o, label: o }),
      page: SUMMARY_PAGES[o],
    })),
  };
};
