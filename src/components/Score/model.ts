/**
 * `<Score>` model: scores one authored case with the engine and picks out the number a lesson's
 * prose needs, so that no lesson ever types a score by hand.
 *
 * ```ts
 * const c = scoreCase({ rules: 'whist-club-1926', contract: '4H', doubled: 1, tricks: 11,
 *                       honours: 'declarer:AKQ;dummy:J', part: 'declarer.below' });
 * c.ok && c.value.value; // 80: 5 odd tricks × 8 (hearts) × 2 (doubled)
 * ```
 *
 * A part is `[party.]measure`: party `declarer`, `defenders`, `NS`, `EW` (or a player's name,
 * three-handed), omitted for both sides together; measure `above`, `below`, `total`, or a
 * reason code of the engine (`honours`, `trick-points`, `undertricks`, `little-slam`, …) for
 * the sum of those entries. `declarer`, `defenders`, `NS` or `EW` alone is that party's total.
 * Pure, no Preact; build-time only.
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../../engine/result.ts';
import { DEFAULT_RULE_SET_ID, getRuleSet, withOptions, type RuleOptions, type RuleSet } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { partyOf, type DealInput, type DealScore, type ReasonCode, type ScoreEntry } from '../../engine/score/types.ts';
import { parseVulnerability, readResult, type AuthoredResult, type NotationError } from './notation.ts';

/** The reason codes of the engine (score/types.ts), accepted as measures. */
export const REASON_CODES: readonly ReasonCode[] = [
  'trick-points',
  'overtricks',
  'double-bonus',
  'insult',
  'undertricks',
  'honours',
  'chicane',
  'little-slam',
  'grand-slam',
  'game-premium',
  'part-score-premium',
  'duplicate-premium',
  'rubber-bonus',
  'unfinished-game',
  'unfinished-part-score',
];

/** What a measure adds up. */
export type Measure = 'above' | 'below' | 'total' | ReasonCode;

/** A part of a score: whose, and what. */
export interface PartSpec {
  /** `declarer`, `defenders`, a side or a player; `null` for every party together. */
  readonly party: string | null;
  readonly measure: Measure;
}

/** The props of `<Score>`, as an author writes them. */
export interface ScoreCaseInput extends AuthoredResult {
  /** A rule set id (default: the site's default). */
  readonly rules?: string;
  /** Options on an auction rule set: `"nullos"`, `"duplicate"`, comma-separated. */
  readonly options?: string;
  /** Contract only: `None`, `NS`, `EW`, `All`. */
  readonly vulnerability?: string;
  /** Which number to show (default `declarer.total`). */
  readonly part?: string;
}

/** A scored case. */
export interface ScoredCase {
  readonly rules: RuleSet;
  readonly input: DealInput;
  readonly score: DealScore;
  readonly part: PartSpec;
  /** The parties the part covers. */
  readonly parties: readonly string[];
  /** The entries the part adds up. */
  readonly entries: readonly ScoreEntry[];
  /** The number. */
  readonly value: number;
}

const fail = (field: string, message: string): Result<never, NotationError> => err({ field, message });

const BARE_PARTIES: readonly string[] = ['declarer', 'defenders', 'NS', 'EW'];

/** Reads a part: `declarer.below`, `EW.above`, `honours`, `defenders.undertricks`, or `defenders` alone for its total. */
export const parsePart = (text: string | undefined): Result<PartSpec, NotationError> => {
  const t = (text ?? 'declarer.total').trim();
  // A party alone means its total: part="defenders".
  if (BARE_PARTIES.includes(t)) return ok({ party: t, measure: 'total' });
  const dot = t.lastIndexOf('.');
  const party = dot < 0 ? null : t.slice(0, dot).trim();
  const measure = (dot < 0 ? t : t.slice(dot + 1)).trim();
  const measures: readonly string[] = ['above', 'below', 'total', ...REASON_CODES];
  if (!measures.includes(measure)) {
    return fail('part', `"${measure}" is not a part of a score: use above, below, total or a reason such as honours or trick-points.`);
  }
  if (party === '') return fail('part', `"${t}" names no party before the dot.`);
  return ok({ party, measure: measure as Measure });
};

const OPTION_NAMES: readonly (keyof RuleOptions)[] = ['nullos', 'duplicate', 'threeHanded'];

/** Reads `"nullos,duplicate"` into rule options. */
export const parseOptions = (text: string | undefined): Result<RuleOptions, NotationError> => {
  const out: Record<string, boolean> = {};
  for (const name of (text ?? '').split(/[\s,]+/).filter((s) => s !== '')) {
    const known = OPTION_NAMES.find((o) => o.toLowerCase() === name.toLowerCase());
    if (known === undefined) return fail('options', `"${name}" is not an option: use nullos, duplicate or threeHanded.`);
    out[known] = true;
  }
  return ok(out as RuleOptions);
};

/** The parties a part covers, given the deal's score. */
export const partiesOf = (score: DealScore, party: string | null): Result<string[], NotationError> => {
  if (party === null) return ok([...score.parties]);
  const declarer = score.outcome.declarer;
  if (party === 'declarer' || party === 'defenders') {
    if (declarer === null) return fail('part', `The deal was passed out: there is no ${party === 'declarer' ? 'declarer' : 'defender'}.`);
    return ok(party === 'declarer' ? [declarer] : score.parties.filter((p) => p !== declarer));
  }
  if (!score.parties.includes(party)) {
    return fail('part', `"${party}" is not a party here: use declarer, defenders, ${score.parties.join(', ')}.`);
  }
  return ok([party]);
};

/** The entries of a part. */
export const entriesOf = (score: DealScore, parties: readonly string[], measure: Measure): ScoreEntry[] =>
  score.entries.filter((e) => parties.includes(partyOf(e)) && (measure === 'total' || e.line === measure || e.reason === measure));

/**
 * Scores an authored case under its rule set and picks the part. The number is the sum of the
 * selected entries (for three-handed defenders, of both opponents'). Any problem comes back
 * as a message naming the prop.
 */
export const scoreCase = (input: ScoreCaseInput): Result<ScoredCase, NotationError> => {
  const base = getRuleSet(input.rules ?? DEFAULT_RULE_SET_ID);
  if (base === undefined) return fail('rules', `"${input.rules ?? ''}" is not a rule set id.`);
  const options = parseOptions(input.options);
  if (!options.ok) return options;
  const rules = Object.keys(options.value).length > 0 ? withOptions(base, options.value) : base;
  const read = readResult(input);
  if (!read.ok) return read;
  const vul = parseVulnerability(input.vulnerability);
  if (!vul.ok) return vul;
  const deal: DealInput = vul.value === undefined ? read.value : { ...read.value, vulnerability: vul.value };
  const scored = scoreDeal(rules, deal);
  if (!scored.ok) return fail(scored.error.code, scored.error.message);
  const part = parsePart(input.part);
  if (!part.ok) return part;
  const parties = partiesOf(scored.value, part.value.party);
  if (!parties.ok) return parties;
  const entries = entriesOf(scored.value, parties.value, part.value.measure);
  return ok({
    rules,
    input: deal,
    score: scored.value,
    part: part.value,
    parties: parties.value,
    entries,
    value: entries.reduce((n, e) => n + e.points, 0),
  });
};

/** The message a failed `<Score>` stops the build with. */
export const scoreCaseError = (input: ScoreCaseInput, e: NotationError): string =>
  `<Score contract="${String(typeof input.contract === 'string' ? input.contract : JSON.stringify(input.contract))}" tricks={${String(input.tricks)}}>: ${e.field}: ${e.message}`;
