/**
 * Checks and helpers shared by the auction and contract scorers.
 *
 * @packageDocumentation
 */
import { holdingsFromDeal, holdingsFromListing, honourKindOf, type HonourHoldings } from '../honours.ts';
import { err, ok, type Result } from '../result.ts';
import type { Diagnostic } from '../source.ts';
import { LEVELS, STRAIN_NAMES, type Contract, type Strain } from '../types.ts';
import type { DealInput } from './types.ts';

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
