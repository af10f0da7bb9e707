/**
 * Scoring one deal under Contract Bridge, rubber or duplicate (contract-scoring.md §2–3;
 * WBF Law 77, 2017; ACBL rubber laws 72–74), for the site's contrast with auction.
 *
 * Every figure is read from the rule set's `scoring` (src/engine/rules/contract.ts, where each
 * value cites its source); what differs between rubber and duplicate (per-deal premiums,
 * honours, the citation) is data there, not a branch here.
 *
 * @packageDocumentation
 */
import { scoreHonours } from '../honours.ts';
import { err, type Result } from '../result.ts';
import { contractDuplicate, contractRubber } from '../rules/contract.ts';
import type { ContractScoringParams, RuleSet } from '../rules/types.ts';
import { otherSide, sideOf } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import type { Contract, Side, Strain, Vulnerability } from '../types.ts';
import {
  checkScoring,
  dealScore,
  doublingKey,
  doublingWords,
  holdingsOrWarn,
  multipliedWords,
  passedOutScore,
  plural,
  scoreError,
  scoreWarning,
  strainKey,
  strainWords,
  trickCount,
  undertrickTotal,
} from './common.ts';
import { counted, detailOf, type DealInput, type DealScore, type DetailArgs, type ScoreEntry } from './types.ts';

const LAW_77: ContractScoringParams = contractDuplicate.scoring;

/**
 * The Law 77 table as the contract rule sets carry it, in the shape lessons quote through
 * `<RuleValue table="contract">` (contract-scoring.md §2). A view of the data in
 * src/engine/rules/contract.ts, kept for those lessons: the scorer reads the rule set it is
 * given. Pairs are `[not vulnerable, vulnerable]`; triples `[undoubled, doubled, redoubled]`.
 */
export const CONTRACT_TABLE = {
  gameTarget: contractDuplicate.scoring.gameTarget,
  trickValue: contractDuplicate.scoring.trickValues,
  ntFirstTrick: contractDuplicate.scoring.ntFirstTrick,
  multiplier: contractDuplicate.scoring.doubleMultiplier,
  doubledOvertrick: contractDuplicate.scoring.doubledOvertrick,
  insult: contractDuplicate.scoring.insult,
  gamePremium: contractDuplicate.scoring.perDealPremiums.game,
  partScorePremium: contractDuplicate.scoring.perDealPremiums.partScore,
  littleSlam: contractDuplicate.scoring.slamBonus.little,
  grandSlam: contractDuplicate.scoring.slamBonus.grand,
  undertrick: contractDuplicate.scoring.undertrick,
  source: contractDuplicate.scoring.source,
  rubberSource: contractRubber.scoring.rubberBonuses.source,
} as const;

/** Whether a side is vulnerable under a board's vulnerability. */
export const isVulnerable = (vulnerability: Vulnerability, side: Side): boolean => vulnerability === 'All' || vulnerability === side;

/** The vulnerability of a rubber from the games each side has won (contract-scoring.md §3). */
export const vulnerabilityFromGames = (gamesWon: Readonly<Record<Side, number>>): Vulnerability => {
  const ns = gamesWon.NS > 0;
  const ew = gamesWon.EW > 0;
  return ns && ew ? 'All' : ns ? 'NS' : ew ? 'EW' : 'None';
};

/**
 * Trick points for `odd` tricks in a strain, undoubled (L77): the strain's trick value each,
 * no-trump `ntFirstTrick` for the first. Figures from `scoring` (default: Law 77).
 */
export const contractTrickPoints = (strain: Strain, odd: number, scoring: ContractScoringParams = LAW_77): number => {
  if (odd <= 0) return 0;
  const v = scoring.trickValues[strain] ?? 0;
  return strain === 'NT' ? scoring.ntFirstTrick + v * (odd - 1) : v * odd;
};

/** Undertrick points for `n` undertricks on the schedule of `scoring` (default: Law 77; contract-scoring.md §2). */
export const contractUndertrickPoints = (
  n: number,
  doubled: 0 | 1 | 2,
  vulnerable: boolean,
  scoring: ContractScoringParams = LAW_77,
): number => undertrickTotal(scoring.undertrick[doubled][vulnerable ? 1 : 0], n);

/** What every entry of one contract deal shares: the declaring side, vulnerability and citation. */
interface ContractDeal {
  readonly scoring: ContractScoringParams;
  readonly contract: Contract;
  readonly declarer: Side;
  /** 1 when the declarer is vulnerable, 0 when not: the index into the by-vulnerability pairs. */
  readonly vi: 0 | 1;
  readonly vulText: string;
  /** The key of `vulText` among the detail words (`i18n/en-score-details.ts`). */
  readonly vulKey: string;
}

/** An above-the-line entry for the declaring side, with the rule set's citation and its detail's template. */
const premium = (
  d: ContractDeal,
  reason: ScoreEntry['reason'],
  points: number,
  detail: string,
  detailKey: string,
  args: DetailArgs,
): ScoreEntry => ({
  side: d.declarer,
  line: 'above',
  points,
  reason,
  source: d.scoring.source,
  ...detailOf(detail, detailKey, args),
});

/** The trick score of a made contract, below the line (L77). */
const trickScoreEntry = (d: ContractDeal): ScoreEntry => {
  const { scoring, contract: c } = d;
  const mult = scoring.doubleMultiplier[c.doubled];
  const base = contractTrickPoints(c.strain, c.level, scoring);
  return {
    side: d.declarer,
    line: 'below',
    points: base * mult,
    reason: 'trick-points',
    source: scoring.source,
    ...detailOf(
      `${plural(c.level, 'odd trick')} bid in ${strainWords(c.strain)}: ${base}${multipliedWords(c.doubled, mult)}`,
      c.doubled > 0 ? 'detail.contract.tricksDoubled' : 'detail.contract.tricks',
      {
        tricks: counted('detail.oddTricks', c.level),
        strain: strainKey(c.strain),
        base,
        ...(c.doubled > 0 ? { mult, doubling: doublingKey(c.doubled) } : {}),
      },
    ),
  };
};

/** Overtricks, at trick value undoubled, at the doubled rate by vulnerability otherwise (L77). */
const overtrickEntry = (d: ContractDeal, overtricks: number): ScoreEntry => {
  const { scoring, contract: c, vi, vulText, vulKey } = d;
  const each = c.doubled === 0 ? (scoring.trickValues[c.strain] ?? 0) : scoring.doubledOvertrick[c.doubled - 1]![vi];
  const words = c.doubled > 0 ? ` (${doublingWords(c.doubled)}, ${vulText})` : '';
  return premium(
    d,
    'overtricks',
    overtricks * each,
    `${plural(overtricks, 'overtrick')} × ${each}${words}`,
    c.doubled > 0 ? 'detail.contract.overtricksDoubled' : 'detail.contract.overtricks',
    {
      overtricks: counted('detail.overtricks', overtricks),
      each,
      ...(c.doubled > 0 ? { doubling: doublingKey(c.doubled), vul: vulKey } : {}),
    },
  );
};

/** The bonus for making a doubled or redoubled contract (L77). */
const insultEntry = (d: ContractDeal): ScoreEntry => {
  const { scoring, contract: c } = d;
  const insult = scoring.insult[c.doubled];
  return premium(
    d,
    'insult',
    insult,
    `making a ${doublingWords(c.doubled)} contract: ${insult}`,
    c.doubled === 2 ? 'detail.contract.insultRedoubled' : 'detail.contract.insultDoubled',
    { points: insult },
  );
};

/** Duplicate's per-deal premium: game by vulnerability when the trick score reaches game, else part-score. */
const perDealEntry = (
  d: ContractDeal,
  premiums: NonNullable<ContractDeal['scoring']['perDealPremiums']>,
  trickScore: number,
): ScoreEntry => {
  const { scoring, vi, vulText, vulKey } = d;
  const game = trickScore >= scoring.gameTarget;
  const points = game ? premiums.game[vi] : premiums.partScore;
  const detail = game
    ? `game (trick score ${trickScore} ≥ ${scoring.gameTarget}), ${vulText}: ${points}`
    : `part-score (trick score ${trickScore}): ${points}`;
  return premium(
    d,
    game ? 'game-premium' : 'part-score-premium',
    points,
    detail,
    game ? 'detail.contract.game' : 'detail.contract.partScore',
    { score: trickScore, ...(game ? { target: scoring.gameTarget, vul: vulKey } : {}), points },
  );
};

/** A small or grand slam bid and made, by vulnerability (L77). */
const slamEntry = (d: ContractDeal): ScoreEntry => {
  const { scoring, contract: c, vi, vulText, vulKey } = d;
  const grand = c.level === 7;
  const points = (grand ? scoring.slamBonus.grand : scoring.slamBonus.little)[vi];
  return premium(
    d,
    grand ? 'grand-slam' : 'little-slam',
    points,
    `${grand ? 'grand' : 'small'} slam bid and made, ${vulText}: ${points}`,
    grand ? 'detail.contract.grandSlam' : 'detail.contract.smallSlam',
    { vul: vulKey, points },
  );
};

/** The entries of a made contract: trick score, overtricks, insult, per-deal premium, slam (L77). */
const madeEntries = (d: ContractDeal, overtricks: number): ScoreEntry[] => {
  const trick = trickScoreEntry(d);
  const premiums = d.scoring.perDealPremiums;
  return [
    trick,
    ...(overtricks > 0 ? [overtrickEntry(d, overtricks)] : []),
    ...(d.contract.doubled > 0 ? [insultEntry(d)] : []),
    ...(premiums !== null ? [perDealEntry(d, premiums, trick.points)] : []),
    ...(d.contract.level >= 6 ? [slamEntry(d)] : []),
  ];
};

/**
 * Scores one deal under a contract rule set: the Law 77 trick score below the line and the
 * rest above; the per-deal premiums where the rule set has them (duplicate) and honours where
 * it scores them (rubber).
 */
export const scoreContractDeal = (rules: RuleSet, input: DealInput): Result<DealScore, Diagnostic> => {
  const checked = checkScoring(rules, input, 'contract', 'a contract code');
  if (!checked.ok) return checked;
  const scoring = checked.value;
  const parties = ['NS', 'EW'];
  const warnings: Diagnostic[] = [];
  const c = input.contract;
  // All four pass: each side scores 0 (L77).
  if (c === null) return passedOutScore(parties, warnings);
  if (!rules.auction.strains.includes(c.strain) || scoring.trickValues[c.strain] === undefined) {
    return err(scoreError('SCORE_STRAIN_NOT_IN_RULES', `Contract bridge has no bid in ${strainWords(c.strain)}.`));
  }
  if (input.dealersOriginalOneSpade === true) {
    warnings.push(
      scoreWarning('SCORE_ONE_SPADE_NO_LIMIT', "Contract bridge has no limit on the dealer's one spade; the full penalty is scored."),
    );
  }
  const declarer = sideOf(c.declarer);
  const vul = isVulnerable(input.vulnerability ?? 'None', declarer);
  const deal: ContractDeal = {
    scoring,
    contract: c,
    declarer,
    vi: vul ? 1 : 0,
    vulText: vul ? 'vulnerable' : 'not vulnerable',
    vulKey: vul ? 'detail.vulnerable' : 'detail.notVulnerable',
  };
  const { made, overtricks, undertricks } = trickCount(input.tricks, c.level);
  const entries: ScoreEntry[] = [];

  if (made) entries.push(...madeEntries(deal, overtricks));
  else {
    const points = contractUndertrickPoints(undertricks, c.doubled, vul, scoring);
    entries.push({
      side: otherSide(declarer),
      line: 'above',
      points,
      reason: 'undertricks',
      source: scoring.source,
      ...detailOf(
        `${plural(undertricks, 'undertrick')}${c.doubled > 0 ? `, ${doublingWords(c.doubled)}` : ''}, ${deal.vulText}: ${points}`,
        c.doubled > 0 ? 'detail.contract.undertricksDoubled' : 'detail.contract.undertricks',
        {
          undertricks: counted('detail.undertricks', undertricks),
          ...(c.doubled > 0 ? { doubling: doublingKey(c.doubled) } : {}),
          vul: deal.vulKey,
          points,
        },
      ),
    });
  }

  if (scoring.honours !== null) {
    const holdings = holdingsOrWarn(c, input, warnings);
    if (!holdings.ok) return holdings;
    if (holdings.value !== null) entries.push(...scoreHonours(holdings.value, rules).entries);
  }

  const outcome = {
    passedOut: false,
    made,
    tricks: input.tricks,
    oddTricks: made ? input.tricks - 6 : 0,
    overtricks,
    undertricks,
    declarer,
    vulnerable: vul,
  };
  return dealScore(parties, entries, outcome, warnings);
};
