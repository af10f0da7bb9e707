/**
 * Checks and helpers shared by the auction and contract scorers.
 *
 * @packageDocumentation
 */
import { holdingsFromDeal, holdingsFromListing, honourKindOf, type HonourHoldings } from '../honours.ts';
import { err, ok, type Result } from '../result.ts';
import type { Diagnostic } from '../source.ts';
import { LEVELS, STRAIN_NAMES, type Contract, type Strain } from '../types.ts';
import type { AuctionScoringParams, Confidence, ContractScoringParams, RuleSet, UndertrickSteps } from '../rules/types.ts';
import { totalEntries, type DealInput, type DealOutcome, type DealScore, type ScoreEntry } from './types.ts';

/** An error diagnostic. */
export const scoreError = (code: string, message: string, hint?: string): Diagnostic =>
  hint === undefined ? { code, message, severity: 'error' } : { code, message, hint, severity: 'error' };

/** A warning diagnostic. */
export const scoreWarning = (code: string, message: string): Diagnostic => ({ code, message, severity: 'warning' });

/** Checks the trick count and the contract's level and doubling (not its strain). */
export const checkBasics = (input: DealInput): Result<null, Diagnostic> => {
  if (!Number.isInteger(input.tricks) || input.tricks < 0 || input.tricks > 13) {
    return err(scoreError('SCORE_TRICKS_RANGE', `The declaring side cannot win ${String(input.tricks)} tricks: a deal has 0 to 13.`));
  }
  const c = input.contract;
  if (c === null) return ok(null);
  if (!(LEVELS as readonly number[]).includes(c.level)) {
    return err(scoreError('SCORE_LEVEL_RANGE', `A bid of ${String(c.level)} is not a level: bids run from one to seven.`));
  }
  if (c.doubled !== 0 && c.doubled !== 1 && c.doubled !== 2) {
    return err(scoreError('SCORE_DOUBLING', 'A contract is undoubled, doubled or redoubled (0, 1 or 2).'));
  }
  return ok(null);
};

/** The scoring parameters of each kind of rule set. */
type ScoringOf<K extends 'auction' | 'contract'> = K extends 'auction' ? AuctionScoringParams : ContractScoringParams;

/**
 * What every scorer checks first: that the rule set is of the kind it scores
 * (`SCORE_WRONG_KIND`, naming `what`), then the trick count, level and doubling
 * ({@link checkBasics}). Gives the rule set's scoring parameters.
 */
export const checkScoring = <K extends 'auction' | 'contract'>(
  rules: RuleSet,
  input: DealInput,
  kind: K,
  what: string,
): Result<ScoringOf<K>, Diagnostic> => {
  const scoring = rules.scoring;
  if (scoring.kind !== kind) return err(scoreError('SCORE_WRONG_KIND', `The rule set ${rules.id} is not ${what}.`));
  const basics = checkBasics(input);
  return basics.ok ? ok(scoring as ScoringOf<K>) : basics;
};

/**
 * Reads the honours of a deal from its cards, or else from a per-position listing. `null`
 * when neither is given (the caller warns), or when the strain has no honours.
 */
export const readHoldings = (contract: Contract, input: DealInput): Result<HonourHoldings | null, Diagnostic> => {
  if (honourKindOf(contract.strain) === 'none') return ok(null);
  if (input.deal !== undefined) return holdingsFromDeal(input.deal, contract.strain);
  if (input.honours !== undefined) return holdingsFromListing(input.honours, contract.strain, contract.declarer);
  return ok(null);
};

/** "3 odd tricks", "1 odd trick". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "hearts", "no-trumps", "royal spades". */
export const strainWords = (strain: Strain): string => STRAIN_NAMES[strain].many;

/** "doubled", "redoubled" or "". */
export const doublingWords = (doubled: 0 | 1 | 2): string => (doubled === 2 ? 'redoubled' : doubled === 1 ? 'doubled' : '');

/** The key of a strain's plural name among the detail words (`i18n/en-score-details.ts`): "hearts". */
export const strainKey = (strain: Strain): string => `detail.strain.${strain}`;

/** The key of "doubled" or "redoubled" among the detail words. */
export const doublingKey = (doubled: 0 | 1 | 2): string => (doubled === 2 ? 'detail.redoubled' : 'detail.doubled');

/** " × 2 (doubled)", " × 4 (redoubled)", or "" undoubled: how a trick score was multiplied. */
export const multipliedWords = (doubled: 0 | 1 | 2, multiplier: number): string =>
  doubled > 0 ? ` × ${multiplier} (${doublingWords(doubled)})` : '';

/** The confidence a rule set gives a parameter, to spread into an entry (auction-laws.md §11). */
export const confidenceOf = (rules: RuleSet, key: string): { confidence?: Confidence } => {
  const p = rules.provenance[key];
  return p === undefined ? {} : { confidence: p.confidence };
};

/**
 * Whether a contract of `level` was made with `counted` tricks, and by how much: overtricks
 * beyond the contract when made, undertricks short of it when failed (law 47; Law 77).
 */
export const trickCount = (
  counted: number,
  level: number,
): { readonly made: boolean; readonly overtricks: number; readonly undertricks: number } => {
  const needed = 6 + level;
  const made = counted >= needed;
  return { made, overtricks: made ? counted - needed : 0, undertricks: made ? 0 : needed - counted };
};

/**
 * Points for `n` undertricks on a schedule read from rule-set data: the first at `steps[0]`,
 * the second and third at `steps[1]`, the fourth and later at `steps[2]` (WBF Law 77). A flat
 * schedule (auction law 47) repeats one figure three times.
 */
export const undertrickTotal = (steps: UndertrickSteps, n: number): number => {
  let total = 0;
  for (let i = 1; i <= n; i++) total += i === 1 ? steps[0] : i <= 3 ? steps[1] : steps[2];
  return total;
};

/** The score of a deal from its entries: totals per party are added up here. */
export const dealScore = (
  parties: readonly string[],
  entries: readonly ScoreEntry[],
  outcome: DealOutcome,
  warnings: readonly Diagnostic[],
): Result<DealScore, Diagnostic> => ok({ parties, entries, totals: totalEntries(parties, entries), outcome, warnings });

/** A deal all four passed: nobody scores (auction-laws.md §4.2; WBF Law 77). */
export const passedOutScore = (parties: readonly string[], warnings: readonly Diagnostic[]): Result<DealScore, Diagnostic> =>
  dealScore(
    parties,
    [],
    { passedOut: true, made: false, tricks: 0, oddTricks: 0, overtricks: 0, undertricks: 0, declarer: null },
    warnings,
  );

/**
 * The honours of a deal for a scorer: the holdings, or `null` with a warning pushed when
 * neither the deal nor a listing was given and the strain has honours to score.
 */
export const holdingsOrWarn = (contract: Contract, input: DealInput, warnings: Diagnostic[]): Result<HonourHoldings | null, Diagnostic> => {
  const holdings = readHoldings(contract, input);
  if (holdings.ok && holdings.value === null && honourKindOf(contract.strain) !== 'none') {
    warnings.push(scoreWarning('SCORE_HONOURS_NOT_GIVEN', 'Neither the deal nor the honours were given: no honours are scored.'));
  }
  return holdings;
};
