/**
 * What a revoke penalty gives, under the revoke rules of a code (rules/irregularities.ts), on
 * top of the ordinary auction score of the deal (auction.ts).
 *
 * A defender revokes: the declarer chooses between points in his honour column and tricks
 * taken from the defenders (law 84, 1912: 150 or three tricks; November 1913: 100 or three).
 * Penalty tricks count toward the contract and game; in 1913 they earn neither the bonus for a
 * doubled contract made nor its overtrick bonus, and they never count toward a slam. The
 * revoking side scores nothing but its honours (and chicane). The declarer revokes (1913): he
 * scores only his honours, and the defenders take the penalty besides what they earn.
 *
 * A rule the code's data marks unknown is never guessed: the function returns
 * `REVOKE_RULE_UNKNOWN` naming it, unless the deal does not need it (the doubled-bonus rule in
 * an undoubled contract).
 *
 * ```ts
 * // Addendum N1 (Nov. 1913): three hearts doubled, seven tricks won, a defender revoked.
 * scoreRevoke(royal1912, { contract: 3HX by S, tricks: 7, honours, revoker: 'defenders', choice: 'tricks' },
 *   IRREGULARITY_CODES['whist-club-1913'].rules.revoke);
 * // NS 64 below (4 odd × 8 × 2), no bonus for the doubled contract
 * ```
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../result.ts';
import type { IrregularityRule, KnownRule, RevokeRules } from '../rules/irregularities.ts';
import type { RuleSet } from '../rules/types.ts';
import type { Diagnostic } from '../source.ts';
import { scoreAuctionDeal } from './auction.ts';
import { dealScore, plural, scoreError } from './common.ts';
import { counted, detailOf, detailPhraseOf, partyOf, type DealInput, type DealScore, type ScoreEntry } from './types.ts';

/** Which side revoked. */
export type Revoker = 'declarer' | 'defenders';

/** The declarer's choice when a defender revokes: the honour-column points, or the tricks. */
export type RevokeChoice = 'honours' | 'tricks';

/** A deal with a revoke: the tricks as won in play, who revoked, and the choice of penalty. */
export interface RevokeInput extends DealInput {
  readonly revoker: Revoker;
  /** Needed when a defender revoked. */
  readonly choice?: RevokeChoice;
}

/** The codes of the diagnostics `scoreRevoke` gives, beside those of the auction scorer. */
export type RevokeCode = 'REVOKE_NO_RULES' | 'REVOKE_RULE_UNKNOWN' | 'REVOKE_CHOICE' | 'REVOKE_NOT_MODELLED';

/** The names of the revoke rules, for messages. */
const RULE_WORDS: Readonly<Record<keyof RevokeRules, string>> = {
  defenderRevokes: 'the penalty for a defender’s revoke',
  declarerRevokes: 'the penalty for the declarer’s revoke',
  revokingSide: 'what a revoking side may score',
  penaltyTricksCount: 'how penalty tricks count',
  penaltyTricksEarnBonus: 'whether penalty tricks earn the doubled bonus',
  penaltyTricksSlam: 'whether penalty tricks count toward a slam',
};

/** A rule the deal needs, or the diagnostic that it is unknown. */
const need = <T>(laws: RevokeRules, key: keyof RevokeRules): Result<KnownRule<T>, Diagnostic> => {
  const r = laws[key] as IrregularityRule<T>;
  return r.known
    ? ok(r)
    : err(scoreError('REVOKE_RULE_UNKNOWN', `The sources we have do not give ${RULE_WORDS[key]} under this code: ${r.note}`));
};

/** What the revoking side keeps: its honours (and chicane), or all but a slam, as the code says. */
const revokingSideKeeps = (e: ScoreEntry, side: KnownRule<{ scoresOnlyHonours: boolean; slam: boolean }>): boolean =>
  side.rule.scoresOnlyHonours ? e.reason === 'honours' || e.reason === 'chicane' : side.rule.slam || !/slam$/.test(e.reason);

/** Whose revoke, in the words of a penalty entry. */
const REVOKER_WORDS: Readonly<Record<Revoker, string>> = { defenders: 'the defenders’', declarer: 'the declarer’s' };

/** The entry for points in the honour column. */
const penaltyEntry = (side: string, rule: KnownRule<{ honourPoints: number }>, who: Revoker): ScoreEntry => ({
  side: side as 'NS' | 'EW',
  line: 'above',
  points: rule.rule.honourPoints,
  reason: 'revoke-penalty',
  source: rule.source,
  ...detailOf(`${rule.rule.honourPoints} in the honour column for ${REVOKER_WORDS[who]} revoke`, `detail.revoke.${who}`, {
    points: rule.rule.honourPoints,
  }),
  confidence: rule.confidence,
});

/** Checks what the revoke scorer models: a four-handed auction deal with a contract, no options. */
const checkRevokeInput = (rules: RuleSet, input: RevokeInput, laws: RevokeRules | undefined): Result<RevokeRules, Diagnostic> => {
  if (laws === undefined) return err(scoreError('REVOKE_NO_RULES', `The rule set "${rules.label}" carries no revoke rules.`));
  if (input.contract === null) return err(scoreError('REVOKE_NOT_MODELLED', 'A deal passed out has no play, so no revoke.'));
  const o = rules.options;
  if (o.threeHanded === true || o.duplicate === true || o.nullos === true || input.contract.strain === 'NL') {
    return err(
      scoreError(
        'REVOKE_NOT_MODELLED',
        'Revokes are scored for four-handed rubber auction only, without nullos: our sources give no revoke law for the options.',
      ),
    );
  }
  return ok(laws);
};

/** A defender revoked: the declarer's choice (law 84, 1912; HOYLE14, 1913). */
const defenderRevoke = (rules: RuleSet, input: RevokeInput, laws: RevokeRules, played: DealScore): Result<DealScore, Diagnostic> => {
  const penalty = need<{ honourPoints: number; tricks: number }>(laws, 'defenderRevokes');
  if (!penalty.ok) return penalty;
  const side = need<{ scoresOnlyHonours: boolean; slam: boolean }>(laws, 'revokingSide');
  if (!side.ok) return side;
  const declarer = played.outcome.declarer ?? '';
  const defenders = played.entries.filter((e) => partyOf(e) !== declarer && revokingSideKeeps(e, side.value));
  if (input.choice === undefined) {
    return err(scoreError('REVOKE_CHOICE', 'A defender revoked: say whether the declarer takes the honour-column points or the tricks.'));
  }
  if (input.choice === 'honours') {
    const mine = played.entries.filter((e) => partyOf(e) === declarer);
    const entries = [...mine, penaltyEntry(declarer, penalty.value, 'defenders')];
    return dealScore(played.parties, [...entries, ...defenders], played.outcome, played.warnings);
  }
  const counts = need<{ towardContractAndGame: boolean }>(laws, 'penaltyTricksCount');
  if (!counts.ok) return counts;
  if (!counts.value.rule.towardContractAndGame) {
    return err(
      scoreError('REVOKE_CHOICE', 'Under this code penalty tricks do not count toward the contract, so taking them scores nothing.'),
    );
  }
  const slam = need<{ towardSlam: boolean }>(laws, 'penaltyTricksSlam');
  if (!slam.ok) return slam;
  const doubled = input.contract !== null && input.contract.doubled > 0;
  const bonusRule = need<{ doubledBonus: boolean }>(laws, 'penaltyTricksEarnBonus');
  if (doubled && !bonusRule.ok) return bonusRule;
  const bonusFromPenalty = bonusRule.ok && bonusRule.value.rule.doubledBonus;

  const moved = Math.min(penalty.value.rule.tricks, 13 - input.tricks);
  const full = scoreAuctionDeal(rules, { ...input, tricks: input.tricks + moved });
  if (!full.ok) return full;
  const ofDeclarer = (s: DealScore, pick: (e: ScoreEntry) => boolean): ScoreEntry[] =>
    s.entries.filter((e) => partyOf(e) === declarer && pick(e));
  const isSlam = (e: ScoreEntry): boolean => /slam$/.test(e.reason);
  const tricks = ofDeclarer(full.value, (e) => e.reason === 'trick-points').map((e): ScoreEntry => {
    const { detailKey: _key, detailArgs: _args, ...rest } = e;
    const phrase = detailPhraseOf(e);
    const detail = `${e.detail}, ${plural(moved, 'penalty trick')} included`;
    return {
      ...rest,
      source: `${e.source}; ${counts.value.source}`,
      ...(phrase === undefined
        ? { detail }
        : detailOf(detail, 'detail.revoke.penaltyTricksIncluded', { detail: phrase, tricks: counted('detail.penaltyTricks', moved) })),
      ...(counts.value.confidence !== 'law' ? { confidence: counts.value.confidence } : {}),
    };
  });
  const mine = [
    ...tricks,
    ...ofDeclarer(bonusFromPenalty ? full.value : played, (e) => e.reason === 'double-bonus'),
    ...ofDeclarer(played, (e) => e.reason === 'honours' || e.reason === 'chicane'),
    ...ofDeclarer(slam.value.rule.towardSlam ? full.value : played, isSlam),
  ];
  return dealScore(played.parties, [...mine, ...defenders], full.value.outcome, played.warnings);
};

/** The declarer revoked (1913): he scores only honours; the defenders take the penalty beside what they earn. */
const declarerRevoke = (input: RevokeInput, laws: RevokeRules, played: DealScore): Result<DealScore, Diagnostic> => {
  const penalty = need<{ honourPoints: number }>(laws, 'declarerRevokes');
  if (!penalty.ok) return penalty;
  const side = need<{ scoresOnlyHonours: boolean; slam: boolean }>(laws, 'revokingSide');
  if (!side.ok) return side;
  if (input.choice === 'tricks') {
    return err(
      scoreError(
        'REVOKE_CHOICE',
        'When the declarer revokes, the code gives the defenders points in the honour column, not a choice of tricks.',
      ),
    );
  }
  const declarer = played.outcome.declarer ?? '';
  const defender = played.parties.find((p) => p !== declarer) ?? '';
  const mine = played.entries.filter((e) => partyOf(e) === declarer && revokingSideKeeps(e, side.value));
  const theirs = played.entries.filter((e) => partyOf(e) !== declarer);
  return dealScore(
    played.parties,
    [...mine, ...theirs, penaltyEntry(defender, penalty.value, 'declarer')],
    played.outcome,
    played.warnings,
  );
};

/**
 * Scores a deal with a revoke under a rule set's scoring and a code's revoke rules (by default
 * the rule set's own). `input.tricks` are the tricks the declaring side won in play. Bad input
 * or a rule the sources do not give is a diagnostic, never a throw.
 */
export const scoreRevoke = (
  rules: RuleSet,
  input: RevokeInput,
  revokeRules: RevokeRules | undefined = rules.irregularities?.revoke,
): Result<DealScore, Diagnostic> => {
  const laws = checkRevokeInput(rules, input, revokeRules);
  if (!laws.ok) return laws;
  const played = scoreAuctionDeal(rules, input);
  if (!played.ok) return played;
  return input.revoker === 'defenders'
    ? defenderRevoke(rules, input, laws.value, played.value)
    : declarerRevoke(input, laws.value, played.value);
};

/** A side's points on a deal less the other side's. */
export const netFor = (score: DealScore, party: string): number =>
  Object.entries(score.totals).reduce((n, [p, t]) => n + (p === party ? t.total : -t.total), 0);

/** Both of the declarer's choices after a defender's revoke, and which gives his side more on the deal. */
export interface RevokeComparison {
  readonly honours: DealScore;
  readonly tricks: DealScore;
  /** The declaring side's points less the defenders', for each choice. */
  readonly net: { readonly honours: number; readonly tricks: number };
  /** The declaring side's points below the line (toward game), for each choice. */
  readonly below: { readonly honours: number; readonly tricks: number };
  /** The choice with the larger net on this deal, or `equal`. */
  readonly more: RevokeChoice | 'equal';
}

/** Scores both choices after a defender's revoke and compares them (net points on the deal). */
export const compareRevokeChoices = (
  rules: RuleSet,
  input: DealInput,
  revokeRules: RevokeRules | undefined = rules.irregularities?.revoke,
): Result<RevokeComparison, Diagnostic> => {
  const honours = scoreRevoke(rules, { ...input, revoker: 'defenders', choice: 'honours' }, revokeRules);
  if (!honours.ok) return honours;
  const tricks = scoreRevoke(rules, { ...input, revoker: 'defenders', choice: 'tricks' }, revokeRules);
  if (!tricks.ok) return tricks;
  const declarer = honours.value.outcome.declarer ?? '';
  const net = { honours: netFor(honours.value, declarer), tricks: netFor(tricks.value, declarer) };
  const below = { honours: honours.value.totals[declarer]?.below ?? 0, tricks: tricks.value.totals[declarer]?.below ?? 0 };
  const more = net.honours === net.tricks ? 'equal' : net.honours > net.tricks ? 'honours' : 'tricks';
  return ok({ honours: honours.value, tricks: tricks.value, net, below, more });
};
