/**
 * Scoring one deal under an auction-era rule set (auction-laws.md §6, §8, §12.3), with the
 * options three-handed, nullos and duplicate.
 *
 * Every difference between the codes is read from `rules.scoring` and `rules.options`; the
 * few figures the rule sets do not yet carry are in {@link AUCTION_OPTION_TABLES}.
 *
 * @packageDocumentation
 */
import { scoreHonours } from '../honours.ts';
import { err, ok, type Result } from '../result.ts';
import type { AuctionScoringParams, RuleSet } from '../rules/types.ts';
import { otherSide, sideOf } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import { doublingWords, checkBasics, plural, readHoldings, scoreError, scoreWarning, strainWords } from './common.ts';
import { totalEntries, type DealInput, type DealScore, type ScoreEntry } from './types.ts';

/**
 * Figures of the auction options that RuleSet data does not carry yet (the lead may move
 * them to `RuleSet.scoring`):
 *
 * - duplicate auction: 125 in the honour column for a pair that makes 30 or more for tricks
 *   in one deal (Laws of Duplicate Auction, law A, HOYLE14 p. 67; auction-laws.md §8.3);
 * - three-handed: 125 to a player for each game won (three-hand law 14, HOYLE14 p. 67);
 * - nullos: no honours and no slams [inferred, auction-laws.md §8.2; addendum Q6].
 */
export const AUCTION_OPTION_TABLES = {
  duplicate: { premium: 125, source: 'Laws of Duplicate Auction, law A (HOYLE14); auction-laws.md §8.3' },
  threeHanded: {
    gamePremium: 125,
    source: 'Laws of Three-Hand Auction, laws 12 and 14 (HOYLE14); auction-laws.md §8.1',
  },
  nullos: {
    honours: false,
    slams: false,
    source: 'auction-laws.md §8.2 [inferred]; addendum Q6',
  },
} as const;

const SOURCES = {
  tricks: 'law 47 (1912), WORK13: the full value of the tricks won; auction-laws.md §6.1–6.2',
  doubled: 'law 53 (1912), WORK13; auction-laws.md §6.3',
  bonus: 'law 56 (1912), WORK13; auction-laws.md §6.3',
  undertricks: 'law 47 (1912), WORK13; auction-laws.md §6.3–6.4',
  oneSpade: 'law 48 (1912), WORK13; auction-laws.md §4.2',
  slams: 'laws 7–8 (1912), WORK13; HOYLE14; auction-laws.md §6.6',
  failedGrand: 'HOYLE14 footnote 3 to law 8; auction-laws.md §6.6',
} as const;

const conf = (rules: RuleSet, key: string): Pick<ScoreEntry, 'confidence'> => {
  const p = rules.provenance[key];
  return p === undefined ? {} : { confidence: p.confidence };
};

/**
 * Scores one deal under an auction rule set. Bad input gives a diagnostic, never a throw:
 * `SCORE_TRICKS_RANGE`, `SCORE_STRAIN_NOT_IN_RULES`, `SCORE_THREE_HANDED_PLAYERS`,
 * `SCORE_ONE_SPADE_FLAG`, and the honours codes of `honours.ts`.
 */
export const scoreAuctionDeal = (rules: RuleSet, input: DealInput): Result<DealScore, Diagnostic> => {
  const scoring = rules.scoring;
  if (scoring.kind !== 'auction') {
    return err(scoreError('SCORE_WRONG_KIND', `The rule set ${rules.id} is not an auction code.`));
  }
  const basics = checkBasics(input);
  if (!basics.ok) return basics;
  const threeHanded = rules.options.threeHanded === true;
  const seating = input.threeHanded;
  if (threeHanded) {
    if (seating === undefined) {
      return err(scoreError('SCORE_THREE_HANDED_PLAYERS', 'Three-handed auction needs the players: the declarer and his two opponents.'));
    }
    const names = [seating.declarer, seating.lho, seating.rho];
    if (new Set(names).size !== 3 || names.some((n) => n.trim() === '')) {
      return err(scoreError('SCORE_THREE_HANDED_PLAYERS', 'Three-handed auction needs three different, named players.'));
    }
  }
  const parties: string[] = threeHanded && seating ? [seating.declarer, seating.lho, seating.rho] : ['NS', 'EW'];
  const warnings: Diagnostic[] = [];
  const c = input.contract;
  if (c === null) {
    return ok({
      parties,
      entries: [],
      totals: totalEntries(parties, []),
      outcome: { passedOut: true, made: false, tricks: 0, oddTricks: 0, overtricks: 0, undertricks: 0, declarer: null },
      warnings,
    });
  }
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

  // Who scores for each role: sides four-handed, players three-handed.
  const declarer = threeHanded && seating ? seating.declarer : sideOf(c.declarer);
  const defenders = threeHanded && seating ? [seating.lho, seating.rho] : [otherSide(sideOf(c.declarer))];
  const at = (party: string): Pick<ScoreEntry, 'side' | 'player'> =>
    threeHanded ? { player: party } : { side: party as 'NS' | 'EW' };

  // One-spade loss limit (law 48, 1912): only the dealer's original one (plain) spade.
  let spadeLimit: number | null = null;
  if (input.dealersOriginalOneSpade === true) {
    if (c.level !== 1 || c.strain !== 'S') {
      return err(scoreError('SCORE_ONE_SPADE_FLAG', 'The one-spade loss limit applies only to a contract of one spade.'));
    }
    if (scoring.oneSpadeLossLimit === null) {
      warnings.push(scoreWarning('SCORE_ONE_SPADE_NO_LIMIT', `The rule set "${rules.label}" has no limit on the dealer's one spade; the full penalty is scored.`));
    } else spadeLimit = scoring.oneSpadeLossLimit;
  }

  const nullo = c.strain === 'NL';
  const entries: ScoreEntry[] = [];
  // At nullos the declarer undertakes to LOSE tricks: the tricks lost count (auction-laws.md §8.2).
  const counted = nullo ? 13 - input.tricks : input.tricks;
  const needed = 6 + c.level;
  const made = counted >= needed;
  const oddTricks = made ? counted - 6 : 0;
  const overtricks = made ? counted - needed : 0;
  const undertricks = made ? 0 : needed - counted;
  const strainText = strainWords(c.strain);
  const nulloNote = nullo ? ` [inferred; ${AUCTION_OPTION_TABLES.nullos.source}]` : '';

  if (made) {
    const mult = scoring.doubleMultiplier[c.doubled];
    const below = oddTricks * trickValue * mult;
    const multText = c.doubled > 0 ? ` × ${mult} (${doublingWords(c.doubled)})` : '';
    entries.push({
      ...at(declarer),
      line: 'below',
      points: below,
      reason: 'trick-points',
      source: (c.doubled > 0 ? `${SOURCES.tricks}; ${SOURCES.doubled}` : SOURCES.tricks) + nulloNote,
      detail: `${plural(oddTricks, 'odd trick')}${nullo ? ' lost' : ''} × ${trickValue} (${strainText})${multText}`,
    });
    if (c.doubled > 0) {
      const factor = c.doubled === 2 ? scoring.redoubleBonusFactor : 1;
      const bonus = (scoring.doubledMadeBonus.base + scoring.doubledMadeBonus.perOvertrick * overtricks) * factor;
      if (bonus > 0) {
        const parts =
          scoring.doubledMadeBonus.perOvertrick > 0
            ? `${scoring.doubledMadeBonus.base} + ${plural(overtricks, 'overtrick')} × ${scoring.doubledMadeBonus.perOvertrick}`
            : `${scoring.doubledMadeBonus.base}`;
        entries.push({
          ...at(declarer),
          line: 'above',
          points: bonus,
          reason: 'double-bonus',
          source: SOURCES.bonus,
          detail: factor !== 1 ? `(${parts}) × ${factor} (redoubled)` : `${parts} for making a doubled contract`,
          ...conf(rules, 'doubledMadeBonus'),
        });
      }
    }
  } else {
    const each = scoring.undertrick[c.doubled];
    const full = undertricks * each;
    const limited = spadeLimit !== null && c.doubled < 2 && full > spadeLimit;
    const points = limited && spadeLimit !== null ? spadeLimit : full;
    const detail = `${plural(undertricks, 'undertrick')} × ${each}${c.doubled > 0 ? ` (${doublingWords(c.doubled)})` : ''}${
      limited ? ` = ${full}, limited to ${points} on the dealer's original one spade` : ''
    }`;
    for (const d of defenders) {
      entries.push({
        ...at(d),
        line: 'above',
        points,
        reason: 'undertricks',
        source: (limited ? `${SOURCES.undertricks}; ${SOURCES.oneSpade}` : SOURCES.undertricks) + (threeHanded ? `; ${AUCTION_OPTION_TABLES.threeHanded.source}` : ''),
        detail: threeHanded ? `${detail}, to each opponent` : detail,
      });
    }
  }

  // Honours, as held, on either side, made or not (law 6; HOYLE14).
  const holdings = readHoldings(c, input);
  if (!holdings.ok) return holdings;
  if (holdings.value === null) {
    if (!nullo) warnings.push(scoreWarning('SCORE_HONOURS_NOT_GIVEN', 'Neither the deal nor the honours were given: no honours are scored.'));
  } else {
    const report = scoreHonours(holdings.value, rules, {
      trickValue,
      ...(threeHanded && seating ? { threeHanded: { seating, declarer: c.declarer } } : {}),
    });
    for (const e of report.entries) {
      // A code that scores no honours on a failed contract would leave the declaring side's out.
      if (!made && !scoring.honoursOnFailedContract && (e.side ?? e.player) === declarer) continue;
      entries.push(e);
    }
  }

  // Slams (laws 7–8): need not be bid; by either side where the code says so.
  if (!nullo) entries.push(...slamEntries(rules, scoring, input.tricks, c.level, made, declarer, defenders, at));

  // Duplicate auction: 125 for 30 or more below in one deal.
  const belowOf = (party: string): number =>
    entries.filter((e) => e.line === 'below' && (e.side ?? e.player) === party).reduce((n, e) => n + e.points, 0);
  if (rules.options.duplicate === true) {
    for (const p of parties) {
      const below = belowOf(p);
      if (below >= scoring.gameTarget) {
        entries.push({
          ...at(p),
          line: 'above',
          points: AUCTION_OPTION_TABLES.duplicate.premium,
          reason: 'duplicate-premium',
          source: AUCTION_OPTION_TABLES.duplicate.source,
          detail: `${below} for tricks in one deal (${scoring.gameTarget} or more): ${AUCTION_OPTION_TABLES.duplicate.premium}`,
        });
      }
    }
  }
  // Three-handed: 125 to the player who wins a game.
  if (threeHanded) {
    const before = input.partScoreBefore?.[declarer] ?? 0;
    const below = belowOf(declarer);
    if (below > 0 && before + below >= scoring.gameTarget) {
      entries.push({
        ...at(declarer),
        line: 'above',
        points: AUCTION_OPTION_TABLES.threeHanded.gamePremium,
        reason: 'game-premium',
        source: AUCTION_OPTION_TABLES.threeHanded.source,
        detail: `game won (${before} + ${below} ≥ ${scoring.gameTarget}): ${AUCTION_OPTION_TABLES.threeHanded.gamePremium}`,
      });
    }
  }

  return ok({
    parties,
    entries,
    totals: totalEntries(parties, entries),
    outcome: { passedOut: false, made, tricks: input.tricks, oddTricks, overtricks, undertricks, declarer },
    warnings,
  });
};

const slamEntries = (
  rules: RuleSet,
  scoring: AuctionScoringParams,
  tricks: number,
  level: number,
  made: boolean,
  declarer: string,
  defenders: readonly string[],
  at: (party: string) => Pick<ScoreEntry, 'side' | 'player'>,
): ScoreEntry[] => {
  const out: ScoreEntry[] = [];
  const slam = (party: string, taken: number, source: string, detail: string, key: string): void => {
    const grand = taken === 13;
    const points = grand ? scoring.slamValues.grand : scoring.slamValues.little;
    out.push({
      ...at(party),
      line: 'above',
      points,
      reason: grand ? 'grand-slam' : 'little-slam',
      source,
      detail: `${detail}: ${points}`,
      ...conf(rules, key),
    });
  };
  if (made && tricks >= 12) {
    slam(declarer, tricks, SOURCES.slams, tricks === 13 ? 'grand slam, 13 tricks' : 'little slam, 12 tricks', 'slamValues');
  } else if (!made && tricks === 12 && level === 7 && scoring.littleSlamOnFailedGrand) {
    slam(declarer, 12, SOURCES.failedGrand, 'little slam on a failed bid of seven, 12 tricks', 'littleSlamOnFailedGrand');
  }
  const theirs = 13 - tricks;
  if (scoring.slamEitherSide && theirs >= 12) {
    for (const d of defenders) {
      const source = `${SOURCES.slams} ("by either side")${defenders.length > 1 ? '; to each opponent three-handed [inferred]' : ''}`;
      slam(d, theirs, source, `the defenders' ${theirs === 13 ? 'grand' : 'little'} slam, ${theirs} tricks`, 'slamEitherSide');
    }
  }
  return out;
};
