/**
 * Build-time helpers for the lesson on irregularities: each law code's rule on one
 * irregularity in words, with how sure we are, read from the engine's data
 * (engine/rules/irregularities.ts); and a revoke deal scored both ways by the engine. A lesson
 * prints these and never types a rule or a figure itself. The words are the page's language's
 * (German under `/de/`: `i18n/irregularities.ts`, `de-irregularities.ts`); the references in
 * `sources` are printed as written.
 *
 * ```mdx
 * export const revoke = irregularityRows('revoke.defenderRevokes');
 * {revoke.map((r) => <tr><td>{r.code}</td><td>{r.words}</td><td>{r.sure}</td></tr>)}
 * ```
 *
 * @packageDocumentation
 */
import {
  IRREGULARITY_CODE_IDS,
  IRREGULARITY_CODES,
  RULE_SETS,
  type IrregularityCodeId,
  type IrregularityRule,
  type IrregularityRules,
  type RevokeRules,
} from '../../engine/rules/index.ts';
import { readableSources } from '../../engine/rules/references.ts';
import { scoreAuctionDeal } from '../../engine/score/auction.ts';
import { scoreRevoke } from '../../engine/score/revoke.ts';
import { irregularityCodeName, irregularityNote, translator } from '../../i18n/irregularities.ts';
import { sureWords } from '../../i18n/sure.ts';
import { revokeQuizData, type RevokeQuizData } from '../RevokeQuiz/data.ts';
import { readResult, type AuthoredResult } from '../Score/notation.ts';

/** The rules a lesson may ask for: the revoke's parts, and the other irregularities. */
export type IrregularityKey = `revoke.${keyof RevokeRules}` | Exclude<keyof IrregularityRules, 'revoke'>;

/** One code's rule on one irregularity, for a table row; its words in the page's language. */
export interface IrregularityRow {
  readonly id: IrregularityCodeId;
  /** "Whist Club, November 1913". */
  readonly code: string;
  readonly known: boolean;
  /** The rule in words, or what is known around it when the rule itself is unknown. */
  readonly words: string;
  /** How sure: "read in the law", "read in a period source", "inferred", "not in our sources". */
  readonly sure: string;
  /** The references behind it, in readers' words (as the references are written, in English). */
  readonly sources: string;
  readonly note: string;
}

/** The rule of a code by key. */
const ruleOf = (rules: IrregularityRules, key: IrregularityKey): IrregularityRule<unknown> =>
  key.startsWith('revoke.')
    ? rules.revoke[key.slice('revoke.'.length) as keyof RevokeRules]
    : rules[key as Exclude<IrregularityKey, `revoke.${string}`>];

/** Who may call attention to a lead out of turn, as the data writes it, and its key in the dictionary. */
const WHO: Readonly<Record<string, 'irregularity.who.fourthHand'>> = { 'fourth hand': 'irregularity.who.fourthHand' };

/** A known rule's content in words, by key, in the page's language. Every figure is the data's own. */
const words = (key: IrregularityKey, r: Record<string, unknown>): string => {
  const tr = translator();
  switch (key) {
    case 'revoke.defenderRevokes':
      return tr('irregularity.defenderRevokes', { points: String(r.honourPoints), tricks: String(r.tricks) });
    case 'revoke.declarerRevokes':
      return tr('irregularity.declarerRevokes', { points: String(r.honourPoints) });
    case 'revoke.revokingSide':
      return `${tr(r.scoresOnlyHonours === true ? 'irregularity.revokingSide.onlyHonours' : 'irregularity.revokingSide.asUsual')}${r.slam === true ? '' : tr('irregularity.revokingSide.noSlam')}`;
    case 'revoke.penaltyTricksCount':
      return tr(r.towardContractAndGame === true ? 'irregularity.penaltyTricksCount.yes' : 'irregularity.penaltyTricksCount.no');
    case 'revoke.penaltyTricksEarnBonus':
      return tr(r.doubledBonus === true ? 'irregularity.penaltyTricksEarnBonus.yes' : 'irregularity.penaltyTricksEarnBonus.no');
    case 'revoke.penaltyTricksSlam':
      return tr(r.towardSlam === true ? 'irregularity.penaltyTricksSlam.yes' : 'irregularity.penaltyTricksSlam.no');
    case 'insufficientBid':
      return tr(
        r.correction === 'sameDenomination'
          ? 'irregularity.insufficientBid.same'
          : r.partnerBarredIfAttentionFirst === true
            ? 'irregularity.insufficientBid.anyBarred'
            : 'irregularity.insufficientBid.any',
      );
    case 'bidAboveSeven':
      return tr(r.illegal === true ? 'irregularity.bidAboveSeven.illegal' : 'irregularity.bidAboveSeven.allowed');
    case 'cardFacedInDeal':
      return r.honourPoints === null
        ? tr('irregularity.cardFacedInDeal.none')
        : tr(r.newDealCompulsory === true ? 'irregularity.cardFacedInDeal.newDealMust' : 'irregularity.cardFacedInDeal.newDeal', {
            points: Number(r.honourPoints),
          });
    case 'leadOutOfTurn': {
      const who = String(r.whoMayCallAttention);
      const whoKey = WHO[who];
      return tr(r.penalty === 'none' ? 'irregularity.leadOutOfTurn.noPenalty' : 'irregularity.leadOutOfTurn', {
        who: whoKey === undefined ? who : tr(whoKey),
      });
    }
    case 'callOutOfTurn':
    case 'exposedCards':
      // No code's rule on these is known yet; a penalty the data gains is printed as written.
      return String(r.penalty);
  }
};

/** Every code's rule on one irregularity, in date order, in the page's language. */
export const irregularityRows = (key: IrregularityKey): IrregularityRow[] =>
  IRREGULARITY_CODE_IDS.map((id) => {
    const code = IRREGULARITY_CODES[id];
    const rule = ruleOf(code.rules, key);
    return {
      id,
      code: irregularityCodeName(id),
      known: rule.known,
      words: rule.known ? words(key, rule.rule as Record<string, unknown>) : sureWords('unknown'),
      sure: sureWords(rule.confidence),
      sources: readableSources(rule.source).refs.join('; '),
      note: rule.note === undefined ? '' : irregularityNote(id, key, rule.note),
    };
  });

/** The codes whose rule on an irregularity our sources give. */
export const knownRows = (key: IrregularityKey): IrregularityRow[] => irregularityRows(key).filter((r) => r.known);

/** The labels of the codes whose rule is unknown, joined in words ("A; B and C"), in the page's language. */
export const unknownCodes = (key: IrregularityKey): string => {
  const labels = irregularityRows(key)
    .filter((r) => !r.known)
    .map((r) => r.code);
  return labels.length <= 1
    ? (labels[0] ?? '')
    : translator()('irregularity.list', { list: labels.slice(0, -1).join('; '), last: labels.at(-1) ?? '' });
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
  if (code.ruleSet === null || !read.ok)
    throw new Error(`declarerRevokeCase(${codeId}): no rule set, or ${read.ok ? '' : read.error.message}`);
  const rules = RULE_SETS[code.ruleSet];
  const s = scoreRevoke(rules, { ...read.value, revoker: 'declarer' }, code.rules.revoke);
  const plain = scoreAuctionDeal(rules, read.value);
  if (!s.ok || !plain.ok)
    throw new Error(`declarerRevokeCase(${codeId}): ${s.ok ? '' : s.error.message}${plain.ok ? '' : plain.error.message}`);
  const side = s.value.outcome.declarer ?? 'NS';
  const other = side === 'NS' ? 'EW' : 'NS';
  return {
    declarers: s.value.totals[side]?.total ?? 0,
    defenders: s.value.totals[other]?.total ?? 0,
    defendersWithout: plain.value.totals[other]?.total ?? 0,
    declarersWithout: plain.value.totals[side]?.total ?? 0,
  };
};
