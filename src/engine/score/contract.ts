/**
 * Scoring one deal under Contract Bridge, rubber or duplicate (contract-scoring.md §2–3;
 * WBF Law 77, 2017; ACBL rubber laws 72–74), for the site's contrast with auction.
 *
 * @packageDocumentation
 */
import { scoreHonours } from '../honours.ts';
import { err, ok, type Result } from '../result.ts';
import type { RuleSet } from '../rules/types.ts';
import { otherSide, sideOf } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import type { Side, Strain, Vulnerability } from '../types.ts';
import { checkBasics, doublingWords, plural, readHoldings, scoreError, scoreWarning, strainWords } from './common.ts';
import { totalEntries, type DealInput, type DealScore, type ScoreEntry } from './types.ts';

/**
 * The Law 77 scoring table (contract-scoring.md §2), the same for rubber and duplicate except
 * the per-deal game and part-score premiums, which are duplicate only (§3). RuleSet data does
 * not carry these figures; the lead may move them to `ContractScoringParams`. Pairs are
 * `[not vulnerable, vulnerable]`; triples are `[undoubled, doubled, redoubled]`.
 */
export const CONTRACT_TABLE = {
  /** Trick points for a game (L77; RB73). */
  gameTarget: 100,
  /** Per odd trick bid; no-trump is 40 for the first and 30 after. */
  trickValue: { C: 20, D: 20, H: 30, S: 30, NT: 30 } as Readonly<Partial<Record<Strain, number>>>,
  ntFirstTrick: 40,
  multiplier: [1, 2, 4],
  /** Each overtrick doubled / redoubled (undoubled: the trick value). */
  doubledOvertrick: [
    [100, 200],
    [200, 400],
  ],
  /** Making a doubled / redoubled contract (the "insult"). */
  insult: [0, 50, 100],
  /** Duplicate only: game, part-score. */
  gamePremium: [300, 500],
  partScorePremium: 50,
  /** Bid and made. */
  littleSlam: [500, 750],
  grandSlam: [1000, 1500],
  /**
   * Undertricks by doubling, vulnerability, then [first, second and third, fourth and later],
   * each trick (L77; the 1987 change: 300 for the 4th on not vulnerable doubled).
   */
  undertrick: [
    [
      [50, 50, 50],
      [100, 100, 100],
    ],
    [
      [100, 200, 300],
      [200, 300, 300],
    ],
    [
      [200, 400, 600],
      [400, 600, 600],
    ],
  ],
  source: 'WBF Law 77 (2017); contract-scoring.md §2',
  rubberSource: 'ACBL rubber laws 72–74; contract-scoring.md §3',
} as const;

/** Whether a side is vulnerable under a board's vulnerability. */
export const isVulnerable = (vulnerability: Vulnerability, side: Side): boolean =>
  vulnerability === 'All' || vulnerability === side;

/** The vulnerability of a rubber from the games each side has won (contract-scoring.md §3). */
export const vulnerabilityFromGames = (gamesWon: Readonly<Record<Side, number>>): Vulnerability => {
  const ns = gamesWon.NS > 0;
  const ew = gamesWon.EW > 0;
  return ns && ew ? 'All' : ns ? 'NS' : ew ? 'EW' : 'None';
};

/** Trick points for `odd` tricks in a strain, undoubled (L77). */
export const contractTrickPoints = (strain: Strain, odd: number): number => {
  if (odd <= 0) return 0;
  const v = CONTRACT_TABLE.trickValue[strain] ?? 0;
  return strain === 'NT' ? CONTRACT_TABLE.ntFirstTrick + v * (odd - 1) : v * odd;
};

/** Undertrick points for `n` undertricks (L77 table, contract-scoring.md §2). */
export const contractUndertrickPoints = (n: number, doubled: 0 | 1 | 2, vulnerable: boolean): number => {
  const row = CONTRACT_TABLE.undertrick[doubled][vulnerable ? 1 : 0];
  let total = 0;
  for (let i = 1; i <= n; i++) total += i === 1 ? row[0] : i <= 3 ? row[1] : row[2];
  return total;
};

/**
 * Scores one deal under a contract rule set: rubber (trick points below for tricks bid, the
 * rest above, honours 100/150) or duplicate (Law 77 board score, the trick score below and
 * every premium above, no honours).
 */
export const scoreContractDeal = (rules: RuleSet, input: DealInput): Result<DealScore, Diagnostic> => {
  const scoring = rules.scoring;
  if (scoring.kind !== 'contract') {
    return err(scoreError('SCORE_WRONG_KIND', `The rule set ${rules.id} is not a contract code.`));
  }
  const basics = checkBasics(input);
  if (!basics.ok) return basics;
  const parties = ['NS', 'EW'];
  const warnings: Diagnostic[] = [];
  const c = input.contract;
  if (c === null) {
    // All four pass: each side scores 0 (L77).
    return ok({
      parties,
      entries: [],
      totals: totalEntries(parties, []),
      outcome: { passedOut: true, made: false, tricks: 0, oddTricks: 0, overtricks: 0, undertricks: 0, declarer: null },
      warnings,
    });
  }
  const value = CONTRACT_TABLE.trickValue[c.strain];
  if (!rules.auction.strains.includes(c.strain) || value === undefined) {
    return err(scoreError('SCORE_STRAIN_NOT_IN_RULES', `Contract bridge has no bid in ${strainWords(c.strain)}.`));
  }
  if (input.dealersOriginalOneSpade === true) {
    warnings.push(scoreWarning('SCORE_ONE_SPADE_NO_LIMIT', 'Contract bridge has no limit on the dealer\'s one spade; the full penalty is scored.'));
  }
  const duplicate = scoring.form === 'duplicate';
  const src = duplicate ? CONTRACT_TABLE.source : `${CONTRACT_TABLE.rubberSource}; ${CONTRACT_TABLE.source}`;
  const declarer = sideOf(c.declarer);
  const defenders = otherSide(declarer);
  const vul = isVulnerable(input.vulnerability ?? 'None', declarer);
  const vi = vul ? 1 : 0;
  const vulText = vul ? 'vulnerable' : 'not vulnerable';
  const needed = 6 + c.level;
  const made = input.tricks >= needed;
  const overtricks = made ? input.tricks - needed : 0;
  const undertricks = made ? 0 : needed - input.tricks;
  const entries: ScoreEntry[] = [];

  if (made) {
    const mult = CONTRACT_TABLE.multiplier[c.doubled];
    const base = contractTrickPoints(c.strain, c.level);
    const trickScore = base * mult;
    entries.push({
      side: declarer,
      line: 'below',
      points: trickScore,
      reason: 'trick-points',
      source: src,
      detail: `${plural(c.level, 'odd trick')} bid in ${strainWords(c.strain)}: ${base}${c.doubled > 0 ? ` × ${mult} (${doublingWords(c.doubled)})` : ''}`,
    });
    if (overtricks > 0) {
      const each = c.doubled === 0 ? value : CONTRACT_TABLE.doubledOvertrick[c.doubled - 1]![vi]!;
      entries.push({
        side: declarer,
        line: 'above',
        points: overtricks * each,
        reason: 'overtricks',
        source: src,
        detail: `${plural(overtricks, 'overtrick')} × ${each}${c.doubled > 0 ? ` (${doublingWords(c.doubled)}, ${vulText})` : ''}`,
      });
    }
    if (c.doubled > 0) {
      const insult = CONTRACT_TABLE.insult[c.doubled];
      entries.push({
        side: declarer,
        line: 'above',
        points: insult,
        reason: 'insult',
        source: src,
        detail: `making a ${doublingWords(c.doubled)} contract: ${insult}`,
      });
    }
    if (duplicate) {
      const game = trickScore >= CONTRACT_TABLE.gameTarget;
      const points = game ? CONTRACT_TABLE.gamePremium[vi] : CONTRACT_TABLE.partScorePremium;
      entries.push({
        side: declarer,
        line: 'above',
        points,
        reason: game ? 'game-premium' : 'part-score-premium',
        source: src,
        detail: game ? `game (trick score ${trickScore} ≥ 100), ${vulText}: ${points}` : `part-score (trick score ${trickScore}): ${points}`,
      });
    }
    if (c.level >= 6) {
      const grand = c.level === 7;
      const points = (grand ? CONTRACT_TABLE.grandSlam : CONTRACT_TABLE.littleSlam)[vi];
      entries.push({
        side: declarer,
        line: 'above',
        points,
        reason: grand ? 'grand-slam' : 'little-slam',
        source: src,
        detail: `${grand ? 'grand' : 'small'} slam bid and made, ${vulText}: ${points}`,
      });
    }
  } else {
    const points = contractUndertrickPoints(undertricks, c.doubled, vul);
    entries.push({
      side: defenders,
      line: 'above',
      points,
      reason: 'undertricks',
      source: src,
      detail: `${plural(undertricks, 'undertrick')}${c.doubled > 0 ? `, ${doublingWords(c.doubled)}` : ''}, ${vulText}: ${points}`,
    });
  }

  if (!duplicate) {
    const holdings = readHoldings(c, input);
    if (!holdings.ok) return holdings;
    if (holdings.value === null) {
      warnings.push(scoreWarning('SCORE_HONOURS_NOT_GIVEN', 'Neither the deal nor the honours were given: no honours are scored.'));
    } else entries.push(...scoreHonours(holdings.value, rules).entries);
  }

  return ok({
    parties,
    entries,
    totals: totalEntries(parties, entries),
    outcome: {
      passedOut: false,
      made,
      tricks: input.tricks,
      oddTricks: made ? input.tricks - 6 : 0,
      overtricks,
      undertricks,
      declarer,
      vulnerable: vul,
    },
    warnings,
  });
};
