/**
 * Four-handed auction honours and chicane, for both sides, under the rule set's honour scale
 * (Scale A in tricks, Scale B in points, seed 000 read at its word; auction-laws.md §6.5) and
 * its chicane rule (law 9, 1912). They go above the line and are never doubled (law 10).
 *
 * @packageDocumentation
 */
import { rankOf } from '../card.ts';
import type { AuctionScoringParams, RuleSet } from '../rules/types.ts';
import { detailOf, type ScoreEntry } from '../score/types.ts';
import { seatsOf } from '../seat.ts';
import { SIDES, type BySide, type Side } from '../types.ts';
import { classifySide, type HonourHolding } from './classify.ts';
import type { HonourHoldings } from './holdings.ts';
import { tableOf } from './tables.ts';

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
export const auctionEntries = (
  holdings: HonourHoldings,
  rules: RuleSet,
  scoring: AuctionScoringParams,
  trickValue: number,
): ScoreEntry[] => {
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
