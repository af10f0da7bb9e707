/**
 * Scoring one deal under an auction-era rule set (auction-laws.md §6, §8, §12.3), with the
 * options three-handed, nullos and duplicate.
 *
 * Every difference between the codes, and every figure of the options, is read from
 * `rules.scoring` and `rules.options` (src/engine/rules, where each value cites its source).
 * The citations below are of the laws every auction code shares.
 *
 * @packageDocumentation
 */
import { scoreHonours } from '../honours.ts';
import { err, type Result } from '../result.ts';
import type { AuctionScoringParams, RuleSet } from '../rules/types.ts';
import { whistClub1926 } from '../rules/whist-club-1926.ts';
import { otherSide, sideOf } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import type { Contract } from '../types.ts';
import {
  checkScoring,
  confidenceOf,
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
} from './common.ts';
import { counted, detailOf, type DealInput, type DealScore, type DetailArgs, type ScoreEntry, type ThreeHandedSeating } from './types.ts';

/**
 * The option figures as lessons quote them through `<RuleValue table="options">`: a view of
 * the default rule set's `scoring.duplicatePremium`, `scoring.threeHanded.gamePremium` and
 * `scoring.nullos` (auction-laws.md §8). The scorer reads the rule set it is given.
 */
export const AUCTION_OPTION_TABLES = {
  duplicate: { premium: whistClub1926.scoring.duplicatePremium.points, source: whistClub1926.scoring.duplicatePremium.source },
  threeHanded: {
    gamePremium: whistClub1926.scoring.threeHanded.gamePremium.points,
    source: whistClub1926.scoring.threeHanded.gamePremium.source,
  },
  nullos: { honours: false, slams: whistClub1926.scoring.nullos.slams, source: whistClub1926.scoring.nullos.source },
} as const;

/** Citations of the laws common to the auction codes (the figures are in the rule sets). */
const SOURCES = {
  tricks: 'law 47 (1912), WORK13: the full value of the tricks won; auction-laws.md §6.1–6.2',
  doubled: 'law 53 (1912), WORK13; auction-laws.md §6.3',
  bonus: 'law 56 (1912), WORK13; auction-laws.md §6.3',
  undertricks: 'law 47 (1912), WORK13; auction-laws.md §6.3–6.4',
  oneSpade: 'law 48 (1912), WORK13; auction-laws.md §4.2',
  slams: 'laws 7–8 (1912), WORK13; HOYLE14; auction-laws.md §6.6',
  failedGrand: 'HOYLE14 footnote 3 to law 8; auction-laws.md §6.6',
} as const;

/** Who scores in one deal: sides four-handed, players three-handed (three-hand laws). */
interface Parties {
  readonly all: readonly string[];
  readonly declarer: string;
  readonly defenders: readonly string[];
  /** The `side` or `player` field of an entry for a party. */
  readonly at: (party: string) => Pick<ScoreEntry, 'side' | 'player'>;
}

/** One auction deal in numbers, shared by the entry builders below. */
interface AuctionDeal {
  readonly rules: RuleSet;
  readonly scoring: AuctionScoringParams;
  readonly contract: Contract;
  readonly trickValue: number;
  readonly parties: Parties;
  readonly threeHanded: boolean;
  readonly made: boolean;
  readonly oddTricks: number;
  readonly overtricks: number;
  readonly undertricks: number;
}

/** Checks the three-handed seating: three different, named players (three-hand laws). */
const checkSeating = (seating: ThreeHandedSeating | undefined): Result<ThreeHandedSeating, Diagnostic> => {
  if (seating === undefined) {
    return err(scoreError('SCORE_THREE_HANDED_PLAYERS', 'Three-handed auction needs the players: the declarer and his two opponents.'));
  }
  const names = [seating.declarer, seating.lho, seating.rho];
  if (new Set(names).size !== 3 || names.some((n) => n.trim() === '')) {
    return err(scoreError('SCORE_THREE_HANDED_PLAYERS', 'Three-handed auction needs three different, named players.'));
  }
  return { ok: true, value: seating };
};

/** The parties of a deal: the three players when seated three-handed, else the two sides. */
const partiesOf = (seating: ThreeHandedSeating | null, contract: Contract | null): Parties => {
  if (seating !== null) {
    return {
      all: [seating.declarer, seating.lho, seating.rho],
      declarer: seating.declarer,
      defenders: [seating.lho, seating.rho],
      at: (party) => ({ player: party }),
    };
  }
  const declarer = contract === null ? 'NS' : sideOf(contract.declarer);
  return { all: ['NS', 'EW'], declarer, defenders: [otherSide(declarer)], at: (party) => ({ side: party as 'NS' | 'EW' }) };
};

/**
 * Law 48 (1912): the loss limit on the dealer's original one (plain) spade, or `null` where it
 * does not apply; an error when the flag is set on another contract, a warning where the rule
 * set has no limit.
 */
const spadeLimitOf = (
  rules: RuleSet,
  scoring: AuctionScoringParams,
  input: DealInput,
  warnings: Diagnostic[],
): Result<number | null, Diagnostic> => {
  const c = input.contract;
  if (input.dealersOriginalOneSpade !== true || c === null) return { ok: true, value: null };
  if (c.level !== 1 || c.strain !== 'S') {
    return err(scoreError('SCORE_ONE_SPADE_FLAG', 'The one-spade loss limit applies only to a contract of one spade.'));
  }
  if (scoring.oneSpadeLossLimit === null) {
    warnings.push(
      scoreWarning(
        'SCORE_ONE_SPADE_NO_LIMIT',
        `The rule set "${rules.label}" has no limit on the dealer's one spade; the full penalty is scored.`,
      ),
    );
  }
  return { ok: true, value: scoring.oneSpadeLossLimit };
};

/** A made contract: every odd trick below the line (law 47), and the doubled bonus above (law 56). */
const madeEntries = (d: AuctionDeal): ScoreEntry[] => {
  const { scoring, contract: c, trickValue, parties } = d;
  const nullo = c.strain === 'NL';
  const mult = scoring.doubleMultiplier[c.doubled];
  const entries: ScoreEntry[] = [
    {
      ...parties.at(parties.declarer),
      line: 'below',
      points: d.oddTricks * trickValue * mult,
      reason: 'trick-points',
      source:
        (c.doubled > 0 ? `${SOURCES.tricks}; ${SOURCES.doubled}` : SOURCES.tricks) + (nullo ? ` [inferred; ${scoring.nullos.source}]` : ''),
      ...detailOf(
        `${plural(d.oddTricks, 'odd trick')}${nullo ? ' lost' : ''} × ${trickValue} (${strainWords(c.strain)})${multipliedWords(c.doubled, mult)}`,
        c.doubled > 0 ? 'detail.auction.tricksDoubled' : 'detail.auction.tricks',
        {
          tricks: counted(nullo ? 'detail.oddTricksLost' : 'detail.oddTricks', d.oddTricks),
          value: trickValue,
          strain: strainKey(c.strain),
          ...(c.doubled > 0 ? { mult, doubling: doublingKey(c.doubled) } : {}),
        },
      ),
    },
  ];
  if (c.doubled === 0) return entries;
  const { base, perOvertrick } = scoring.doubledMadeBonus;
  const factor = c.doubled === 2 ? scoring.redoubleBonusFactor : 1;
  const bonus = (base + perOvertrick * d.overtricks) * factor;
  if (bonus <= 0) return entries;
  const parts = perOvertrick > 0 ? `${base} + ${plural(d.overtricks, 'overtrick')} × ${perOvertrick}` : `${base}`;
  entries.push({
    ...parties.at(parties.declarer),
    line: 'above',
    points: bonus,
    reason: 'double-bonus',
    source: SOURCES.bonus,
    ...detailOf(
      factor !== 1 ? `(${parts}) × ${factor} (redoubled)` : `${parts} for making a doubled contract`,
      factor !== 1 ? 'detail.auction.bonusRedoubled' : 'detail.auction.bonusDoubled',
      {
        parts:
          perOvertrick > 0
            ? {
                key: 'detail.auction.bonusParts',
                args: { base, overtricks: counted('detail.overtricks', d.overtricks), per: perOvertrick },
              }
            : base,
        ...(factor !== 1 ? { factor } : {}),
      },
    ),
    ...confidenceOf(d.rules, 'doubledMadeBonus'),
  });
  return entries;
};

/** A failed contract: each undertrick to the defenders, to each opponent three-handed (law 47; law 48). */
const undertrickEntries = (d: AuctionDeal, spadeLimit: number | null): ScoreEntry[] => {
  const { scoring, contract: c, parties } = d;
  const each = scoring.undertrick[c.doubled];
  const full = d.undertricks * each;
  const limited = spadeLimit !== null && c.doubled < 2 && full > spadeLimit;
  const points = limited ? spadeLimit : full;
  const detail = `${plural(d.undertricks, 'undertrick')} × ${each}${c.doubled > 0 ? ` (${doublingWords(c.doubled)})` : ''}${
    limited ? ` = ${full}, limited to ${points} on the dealer's original one spade` : ''
  }`;
  const counting: DetailArgs = {
    undertricks: counted('detail.undertricks', d.undertricks),
    each,
    ...(c.doubled > 0 ? { doubling: doublingKey(c.doubled) } : {}),
  };
  const arithmetic = { key: c.doubled > 0 ? 'detail.auction.undertricksDoubled' : 'detail.auction.undertricks', args: counting };
  const phrase = limited ? { key: 'detail.auction.oneSpadeLimit', args: { detail: arithmetic, full, points } } : arithmetic;
  const source =
    (limited ? `${SOURCES.undertricks}; ${SOURCES.oneSpade}` : SOURCES.undertricks) +
    (d.threeHanded ? `; ${scoring.threeHanded.gamePremium.source}` : '');
  return parties.defenders.map((p) => ({
    ...parties.at(p),
    line: 'above' as const,
    points,
    reason: 'undertricks' as const,
    source,
    ...(d.threeHanded
      ? detailOf(`${detail}, to each opponent`, 'detail.auction.toEachOpponent', { detail: phrase })
      : detailOf(detail, phrase.key, phrase.args)),
  }));
};

/** Honours, as held, on either side, made or not where the code says so (law 6; HOYLE14). */
const honourEntries = (
  d: AuctionDeal,
  input: DealInput,
  seating: ThreeHandedSeating | null,
  warnings: Diagnostic[],
): Result<ScoreEntry[], Diagnostic> => {
  const holdings = holdingsOrWarn(d.contract, input, warnings);
  if (!holdings.ok) return holdings;
  if (holdings.value === null) return { ok: true, value: [] };
  const report = scoreHonours(holdings.value, d.rules, {
    trickValue: d.trickValue,
    ...(seating !== null ? { threeHanded: { seating, declarer: d.contract.declarer } } : {}),
  });
  // A code that scores no honours on a failed contract leaves out the declaring side's.
  const kept = report.entries.filter((e) => d.made || d.scoring.honoursOnFailedContract || (e.side ?? e.player) !== d.parties.declarer);
  return { ok: true, value: kept };
};

/** Slams (laws 7–8): need not be bid; by either side where the code says so; none at nullos unless the rule set says so. */
const slamEntries = (d: AuctionDeal, tricks: number): ScoreEntry[] => {
  const { scoring, parties } = d;
  if (d.contract.strain === 'NL' && !scoring.nullos.slams) return [];
  const out: ScoreEntry[] = [];
  const slam = (party: string, taken: number, source: string, detail: string, detailKey: string, key: string): void => {
    const grand = taken === 13;
    const points = grand ? scoring.slamValues.grand : scoring.slamValues.little;
    out.push({
      ...parties.at(party),
      line: 'above',
      points,
      reason: grand ? 'grand-slam' : 'little-slam',
      source,
      ...detailOf(`${detail}: ${points}`, detailKey, { points }),
      ...confidenceOf(d.rules, key),
    });
  };
  if (d.made && tricks >= 12) {
    const grand = tricks === 13;
    slam(
      parties.declarer,
      tricks,
      SOURCES.slams,
      grand ? 'grand slam, 13 tricks' : 'little slam, 12 tricks',
      grand ? 'detail.auction.grandSlam' : 'detail.auction.littleSlam',
      'slamValues',
    );
  } else if (!d.made && tricks === 12 && d.contract.level === 7 && scoring.littleSlamOnFailedGrand) {
    slam(
      parties.declarer,
      12,
      SOURCES.failedGrand,
      'little slam on a failed bid of seven, 12 tricks',
      'detail.auction.failedGrandSlam',
      'littleSlamOnFailedGrand',
    );
  }
  const theirs = 13 - tricks;
  if (scoring.slamEitherSide && theirs >= 12) {
    const source = `${SOURCES.slams} ("by either side")${parties.defenders.length > 1 ? '; to each opponent three-handed [inferred]' : ''}`;
    const key = theirs === 13 ? 'detail.auction.defendersGrandSlam' : 'detail.auction.defendersLittleSlam';
    for (const p of parties.defenders)
      slam(p, theirs, source, `the defenders' ${theirs === 13 ? 'grand' : 'little'} slam, ${theirs} tricks`, key, 'slamEitherSide');
  }
  return out;
};

/**
 * The options' premiums, from the rule set's figures: duplicate auction, `duplicatePremium`
 * to each party with `gameTarget` or more below in the deal (§8.3); three-handed, the game
 * premium to the declarer whose part-score reaches `gameTarget` (three-hand laws 12, 14).
 */
const optionPremiums = (d: AuctionDeal, entries: readonly ScoreEntry[], input: DealInput): ScoreEntry[] => {
  const { scoring, parties } = d;
  const belowOf = (party: string): number =>
    entries.filter((e) => e.line === 'below' && (e.side ?? e.player) === party).reduce((n, e) => n + e.points, 0);
  const out: ScoreEntry[] = [];
  if (d.rules.options.duplicate === true) {
    const { points, source } = scoring.duplicatePremium;
    for (const p of parties.all) {
      const below = belowOf(p);
      if (below >= scoring.gameTarget) {
        out.push({
          ...parties.at(p),
          line: 'above',
          points,
          reason: 'duplicate-premium',
          source,
          ...detailOf(`${below} for tricks in one deal (${scoring.gameTarget} or more): ${points}`, 'detail.auction.duplicatePremium', {
            below,
            target: scoring.gameTarget,
            points,
          }),
        });
      }
    }
  }
  if (d.threeHanded) {
    const { points, source } = scoring.threeHanded.gamePremium;
    const before = input.partScoreBefore?.[parties.declarer] ?? 0;
    const below = belowOf(parties.declarer);
    if (below > 0 && before + below >= scoring.gameTarget) {
      out.push({
        ...parties.at(parties.declarer),
        line: 'above',
        points,
        reason: 'game-premium',
        source,
        ...detailOf(`game won (${before} + ${below} ≥ ${scoring.gameTarget}): ${points}`, 'detail.auction.threeHandedGame', {
          before,
          below,
          target: scoring.gameTarget,
          points,
        }),
      });
    }
  }
  return out;
};

/**
 * Scores one deal under an auction rule set. Bad input gives a diagnostic, never a throw:
 * `SCORE_TRICKS_RANGE`, `SCORE_STRAIN_NOT_IN_RULES`, `SCORE_THREE_HANDED_PLAYERS`,
 * `SCORE_ONE_SPADE_FLAG`, and the honours codes of `honours.ts`.
 */
export const scoreAuctionDeal = (rules: RuleSet, input: DealInput): Result<DealScore, Diagnostic> => {
  const checked = checkScoring(rules, input, 'auction', 'an auction code');
  if (!checked.ok) return checked;
  const scoring = checked.value;
  const threeHanded = rules.options.threeHanded === true;
  let seating: ThreeHandedSeating | null = null;
  if (threeHanded) {
    const seated = checkSeating(input.threeHanded);
    if (!seated.ok) return seated;
    seating = seated.value;
  }
  const warnings: Diagnostic[] = [];
  const c = input.contract;
  const parties = partiesOf(seating, c);
  if (c === null) return passedOutScore(parties.all, warnings);
  const trickValue = rules.auction.trickValues[c.strain];
  if (!rules.auction.strains.includes(c.strain) || trickValue === undefined) {
    return err(
      scoreError(
        'SCORE_STRAIN_NOT_IN_RULES',
        `The rule set "${rules.label}" has no bid in ${strainWords(c.strain)}.`,
        c.strain === 'NL' ? 'Turn on the nullos option.' : undefined,
      ),
    );
  }
  const spadeLimit = spadeLimitOf(rules, scoring, input, warnings);
  if (!spadeLimit.ok) return spadeLimit;

  // At nullos the declarer undertakes to LOSE tricks: the tricks lost count (auction-laws.md §8.2).
  const counted = c.strain === 'NL' ? 13 - input.tricks : input.tricks;
  const { made, overtricks, undertricks } = trickCount(counted, c.level);
  const d: AuctionDeal = {
    rules,
    scoring,
    contract: c,
    trickValue,
    parties,
    threeHanded,
    made,
    oddTricks: made ? counted - 6 : 0,
    overtricks,
    undertricks,
  };

  const entries: ScoreEntry[] = made ? madeEntries(d) : undertrickEntries(d, spadeLimit.value);
  const honours = honourEntries(d, input, seating, warnings);
  if (!honours.ok) return honours;
  entries.push(...honours.value, ...slamEntries(d, input.tricks));
  entries.push(...optionPremiums(d, entries, input));
  const outcome = {
    passedOut: false,
    made,
    tricks: input.tricks,
    oddTricks: d.oddTricks,
    overtricks,
    undertricks,
    declarer: parties.declarer,
  };
  return dealScore(parties.all, entries, outcome, warnings);
};
