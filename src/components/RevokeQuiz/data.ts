/**
 * Build-time data of the revoke quiz: a deal in which a defender revoked, scored by the engine
 * under both of the declarer's choices (`compareRevokeChoices`, engine/score/revoke.ts) with a
 * law code's revoke rules, and turned into plain words for the island. Nothing here decides a
 * rule; a code whose revoke rules our sources do not give is an error naming the rule.
 *
 * ```ts
 * revokeQuizData('whist-club-1913', { contract: '3HX', by: 'S', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' });
 * // { ok: true, value: { more: 'honours', honours: { net: 116, … }, tricks: { net: 80, below: 64, … }, … } }
 * ```
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../../engine/result.ts';
import { IRREGULARITY_CODES, RULE_SETS, type IrregularityCodeId } from '../../engine/rules/index.ts';
import { compareRevokeChoices, type RevokeChoice } from '../../engine/score/revoke.ts';
import type { DealScore } from '../../engine/score/types.ts';
import { irregularityCodeName } from '../../i18n/irregularities.ts';
import { translator } from '../../i18n/scoring.ts';
import { seatName, spellContract } from '../shared/format.ts';
import { entryView, partyName } from '../Score/breakdown.ts';
import { readResult, type AuthoredResult } from '../Score/notation.ts';

/** One of the declarer's choices, scored: what each side gets, in words and numbers. */
export interface ChoiceView {
  /** The declaring side's points less the defenders'. */
  readonly net: number;
  /** The declaring side's points below the line (toward game). */
  readonly below: number;
  /** The declaring side's and the defenders' totals on the deal. */
  readonly declarers: number;
  readonly defenders: number;
  /** Each entry in one sentence ("64 below the line to North–South: Tricks, …"). */
  readonly lines: readonly string[];
}

/** Everything the island shows, as plain JSON, its words in the page's language (German under `/de/`). */
export interface RevokeQuizData {
  /** "Whist Club, November 1913". */
  readonly code: string;
  /** "three hearts doubled". */
  readonly contract: string;
  readonly declarer: string;
  readonly declaringSide: string;
  readonly defendingSide: string;
  /** Tricks the declaring side won in play. */
  readonly tricks: number;
  /** The code's figures: points in the honour column, or tricks taken. */
  readonly penaltyPoints: number;
  readonly penaltyTricks: number;
  /** Tricks needed to make the contract. */
  readonly needed: number;
  /** Game: points below the line from love. */
  readonly gameTarget: number;
  readonly honours: ChoiceView;
  readonly tricksChoice: ChoiceView;
  /** The choice that gives the declaring side more on the deal, or `equal`. */
  readonly more: RevokeChoice | 'equal';
}

const view = (s: DealScore, declarer: string, defender: string, net: number): ChoiceView => {
  const tr = translator();
  return {
    net,
    below: s.totals[declarer]?.below ?? 0,
    declarers: s.totals[declarer]?.total ?? 0,
    defenders: s.totals[defender]?.total ?? 0,
    lines: s.entries.map((e) => entryView(e, tr).sentence),
  };
};

/** Scores the deal both ways under a law code's revoke rules (scored with the code's rule set). */
export const revokeQuizData = (codeId: string, authored: AuthoredResult): Result<RevokeQuizData, string> => {
  if (!Object.prototype.hasOwnProperty.call(IRREGULARITY_CODES, codeId)) {
    return err(`"${codeId}" is not a law code; the codes are ${Object.keys(IRREGULARITY_CODES).join(', ')}.`);
  }
  const code = IRREGULARITY_CODES[codeId as IrregularityCodeId];
  if (code.ruleSet === null) return err(`the ${code.label} code has no rule set to score with.`);
  const rules = RULE_SETS[code.ruleSet];
  const read = readResult(authored);
  if (!read.ok) return err(`${read.error.field}: ${read.error.message}`);
  const c = read.value.contract;
  if (c === null) return err('contract: a revoke needs a contract that was played.');
  const penalty = code.rules.revoke.defenderRevokes;
  if (!penalty.known) return err(`the ${code.label} code: ${penalty.note}`);
  const cmp = compareRevokeChoices(rules, read.value, code.rules.revoke);
  if (!cmp.ok) return err(cmp.error.message);
  const declarer = cmp.value.honours.outcome.declarer ?? 'NS';
  const defender = declarer === 'NS' ? 'EW' : 'NS';
  const tr = translator();
  const scoring = rules.scoring;
  return ok({
    code: irregularityCodeName(codeId as IrregularityCodeId),
    contract: spellContract(c).spoken,
    declarer: seatName(c.declarer),
    declaringSide: partyName(declarer, tr),
    defendingSide: partyName(defender, tr),
    tricks: read.value.tricks,
    penaltyPoints: penalty.rule.honourPoints,
    penaltyTricks: penalty.rule.tricks,
    needed: 6 + c.level,
    gameTarget: scoring.kind === 'auction' ? scoring.gameTarget : 0,
    honours: view(cmp.value.honours, declarer, defender, cmp.value.net.honours),
    tricksChoice: view(cmp.value.tricks, declarer, defender, cmp.value.net.tricks),
    more: cmp.value.more,
  });
};
