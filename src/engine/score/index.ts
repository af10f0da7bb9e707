/**
 * Scoring one deal under any rule set: the entry point the CLI, the widgets and the rubber
 * ledger use. Auction codes are scored by `auction.ts`, Contract by `contract.ts`.
 *
 * @packageDocumentation
 */
import type { Result } from '../result.ts';
import type { RuleSet } from '../rules/types.ts';
import type { Diagnostic } from '../source.ts';
import { scoreAuctionDeal } from './auction.ts';
import { scoreContractDeal } from './contract.ts';
import type { DealInput, DealScore } from './types.ts';

export * from './types.ts';
export { AUCTION_OPTION_TABLES, scoreAuctionDeal } from './auction.ts';
export {
  compareRevokeChoices,
  netFor,
  scoreRevoke,
  type RevokeChoice,
  type RevokeCode,
  type RevokeComparison,
  type RevokeInput,
  type Revoker,
} from './revoke.ts';
export {
  CONTRACT_TABLE,
  contractTrickPoints,
  contractUndertrickPoints,
  isVulnerable,
  scoreContractDeal,
  vulnerabilityFromGames,
} from './contract.ts';

/**
 * Scores one deal under a rule set (with its options already applied by `withOptions`):
 * itemised entries, totals per side (or player) and line, and the outcome. Bad input gives a
 * diagnostic with a stable code, never a throw.
 */
export const scoreDeal = (rules: RuleSet, input: DealInput): Result<DealScore, Diagnostic> =>
  rules.scoring.kind === 'auction' ? scoreAuctionDeal(rules, input) : scoreContractDeal(rules, input);
