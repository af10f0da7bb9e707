/**
 * Build-time helpers for the lesson on irregularities: each law code's rule on one
 * irregularity in words, with how sure we are, read from the engine's data
 * (engine/rules/irregularities.ts); and a revoke deal scored both ways by the engine. A lesson
 * prints these and never types a rule or a figure itself.
 *
 * ```mdx
 * export const revoke = irregularityRows('revoke.defenderRevokes');
 * {revoke.map((r) => <tr><td>{r.code}</td><td>{r.words}</td><td>{r.sure}</td></tr>)}
 * ```
 *
 * @packageDocumentation
 */
import { IRREGULARITY_CODE_IDS, IRREGULARITY_CODES, RULE_SETS, type IrregularityCodeId, type IrregularityRule, type IrregularityRules, type RevokeRules } from '../../engine/rules/index.ts';
import { readableSources } from '../../engine/rules/references.ts';
import { scoreAuctionDeal } from '../../engine/score/auction.ts';
import { scoreRevoke } from '../../engine/score/revoke.ts';
import { revokeQuizData, type RevokeQuizData } from '../RevokeQuiz/data.ts';
import { readResult, type AuthoredResult } from '../Score/notation.ts';

/** The rules a lesson may ask for: the revoke's parts, and the other irregularities. */
export type IrregularityKey = `revoke.${keyof RevokeRules}` | Exclude<keyof IrregularityRules, 'revoke'>;

/** One code's rule on one irregularity, for a table row. */
export interface IrregularityRow {
  readonly id: IrregularityCodeId;
  /** "Whist Club, November 1913". */
  readonly code: string;
  readonly known: boolean;
  /** The rule in words, or what is known around it when the rule itself is unknown. */
  readonly words: string;
  /** How sure: "read in the law", "read in a period source", "inferred", "not in our sources". */
  readonly sure: string;
  /** The references behind it, in readers' words. */
  readonly sources: string;
  readonly note: string;
}

const SURE = { law: 'read in the law', period: 'read in a period source', inferred: 'inferred', literal: 'the seed text, taken literally', modern: 'modern laws', unknown: 'not in our sources' } as const;

/** The rule of a code by key. */
const ruleOf = (rules: IrregularityRules, key: IrregularityKey): IrregularityRule<unknown> =>
  key.startsWith('revoke.') ? rules.revoke[key.slice('revoke.'.length) as keyof RevokeRules] : rules[key as Exclude<IrregularityKey, `revoke.${string}`>];

/** A known rule's content in words, by key. Every figure is the data's own. */
const words = (key: IrregularityKey, r: Record<string, unknown>): string => {
  switch (key) {
    case 'revoke.defenderRevokes':
      return `the declarer chooses ${String(r.honourPoints)} in his honour column, or ${String(r.tricks)} tricks taken from the defenders`;
    case 'revoke.declarerRevokes':
      return `the defenders take ${String(r.honourPoints)} in their honour column, beside what they earn by defeating the contract`;
    case 'revoke.revokingSide':
      return `${r.scoresOnlyHonours === true ? 'it scores nothing but its honours' : 'it scores as usual'}${r.slam === true ? '' : ', and no slam'}`;
    case 'revoke.penaltyTricksCount':
      return r.towardContractAndGame === true ? 'they count toward the contract and toward game' : 'they do not count toward the contract';
    case 'revoke.penaltyTricksEarnBonus':
      return r.doubledBonus === true ? 'they earn the bonus for a doubled contract' : 'they earn neither the bonus for making a doubled contract nor its overtrick bonus';
    case 'revoke.penaltyTricksSlam':
      return r.towardSlam === true ? 'they count toward a slam' : 'they never count toward a slam';
    case 'insufficientBid':
      return r.correction === 'sameDenomination'
        ? 'the offender may correct it only in the same denomination'
        : `the offender may correct it, in another denomination too${r.partnerBarredIfAttentionFirst === true ? '; if an opponent calls attention to it first, the offender’s partner is barred from the rest of the auction' : ''}`;
    case 'bidAboveSeven':
      return r.illegal === true
        ? 'illegal: the offender and his partner are barred from the auction, and either opponent may demand a new deal or have the contract played at seven, doubled'
        : 'no law forbade it';
    case 'cardFacedInDeal':
      return r.honourPoints === null
        ? 'no penalty in the honour column'
        : `a new deal${r.newDealCompulsory === true ? ' must follow' : ''}, and the other side scores ${Number(r.honourPoints)} in its honour column`;
    case 'leadOutOfTurn':
      return `${String(r.whoMayCallAttention)} may call attention to it; the cards played are taken back${r.penalty === 'none' ? ', without penalty' : ''}`;
    case 'callOutOfTurn':
    case 'exposedCards':
      return String(r.penalty);
  }
};

/** Every code's rule on one irregularity, in date order. */
export const irregularityRows = (key: IrregularityKey): IrregularityRow[] =>
  IRREGULARITY_CODE_IDS.map((id) => {
    const code = IRREGULARITY_CODES[id];
    const rule = ruleOf(code.rules, key);
    const note = rule.note ?? '';
    return {
      id,
      code: code.label,
      known: rule.known,
      words: rule.known ? words(key, rule.rule as Record<string, unknown>) : 'not in our sources',
      sure: SURE[rule.confidence],
      sources: readableSources(rule.source).refs.join('; '),
      note,
    };
  });

/** The codes whose rule on an irregularity our sources give. */
export const knownRows = (key: IrregularityKey): IrregularityRow[] => irregularityRows(key).filter((r) => r.known);

/** The labels of the codes whose rule is unknown, joined in words ("A, B and C"). */
export const unknownCodes = (key: IrregularityKey): string => {
  const labels = irregularityRows(key)
    .filter((r) => !r.known)
    .map((r) => r.code);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join('; ')} and ${labels.at(-1) ?? ''}`;
};

/** A revoke deal scored both ways by the engine; stops the build if the code's rules do not give it. */
export const revokeCase = (code: IrregularityCodeId, authored: AuthoredResult): RevokeQuizData => {
  const r = revokeQuizData(code, authored);
  if (!r.ok) throw new Error(`revokeCase(${code}): ${r.error}`);
  return r.value;
};

/** The declarer's revoke, scored by the engine: each side's total with the revoke, and the defenders' without it. */
export interface DeclarerRevokeCase {
  readonly declarers: number;
  readonly defenders: number;
  /** What the defenders would have scored had nobody revoked. */
  readonly defendersWithout: number;
  /** What the declaring side would have scored had nobody revoked. */
  readonly declarersWithout: number;
}

/** A deal in which the declarer revoked, under a law code's revoke rules; stops the build where they are unknown. */
export const declarerRevokeCase = (codeId: IrregularityCodeId, authored: AuthoredResult): DeclarerRevokeCase => {
  const code = IRREGULARITY_CODES[codeId];
  const read = readResult(authored);
  if (code.ruleSet === null || !read.ok) throw new Error(`declarerRevokeCase(${codeId}): no rule set, or ${read.ok ? '' : read.error.message}`);
  const rules = RULE_SETS[code.ruleSet];
  const s = scoreRevoke(rules, { ...read.value, revoker: 'declarer' }, code.rules.revoke);
  const plain = scoreAuctionDeal(rules, read.value);
  if (!s.ok || !plain.ok) throw new Error(`declarerRevokeCase(${codeId}): ${s.ok ? '' : s.error.message}${plain.ok ? '' : plain.error.message}`);
  const side = s.value.outcome.declarer ?? 'NS';
  const other = side === 'NS' ? 'EW' : 'NS';
  return {
    declarers: s.value.totals[side]?.total ?? 0,
    defenders: s.value.totals[other]?.total ?? 0,
    defendersWithout: plain.value.totals[other]?.total ?? 0,
    declarersWithout: plain.value.totals[side]?.total ?? 0,
  };
};
