/**
 * Scoring one board for `hand score`: its contract and tricks (from the play and the auction,
 * else from the `Contract`, `Declarer` and `Result` tags), the rule sets to score it under,
 * and each side's points above and below the line.
 *
 * @packageDocumentation
 */
import { formatContract, parseCall } from '../engine/auction.ts';
import { formatDiagnosticHeader } from '../engine/formats/diagnostics.ts';
import { dealInputOf } from '../engine/outcome.ts';
import { getRuleSet, withOptions, type RuleSet } from '../engine/rules/index.ts';
import { scoreDeal, type DealInput } from '../engine/score/index.ts';
import { parseSeat } from '../engine/seat.ts';
import type { Contract, Seat, Side } from '../engine/types.ts';
import type { Board } from './boards.ts';

/** A side's points for a board. */
export interface SidePoints {
  readonly above: number;
  readonly below: number;
}

/** Both sides' points under one rule set. */
export interface BoardPoints {
  readonly NS: SidePoints;
  readonly EW: SidePoints;
}

/** A board as `score --json` prints it (format version 1). */
export interface ScoredBoard {
  readonly board: string;
  readonly dealer: Seat | null;
  readonly declarer: Seat | null;
  readonly contract: string | null;
  readonly tricks: number | null;
  readonly scores: Record<string, BoardPoints>;
  readonly errors: string[];
}

/** What a board was played in and how many tricks the declaring side took (`null`: not known). */
export interface BoardOutcome {
  readonly contract: Contract | null;
  readonly tricks: number | null;
}

/**
 * A contract written as in the PBN `Contract` tag (`4HX`, `3NTXX`, `2R`, `Pass`), for boards
 * that give a contract and a result but no auction. `undefined` when it is not one.
 */
const parseContractTag = (text: string, declarer: Seat | undefined): Contract | null | undefined => {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'AP') return null;
  const m = /^([1-7](?:NT|NL|N|[CDHSR]))(X{0,2})$/.exec(t);
  const bid = m ? parseCall(m[1]!) : undefined;
  if (!m || !bid || bid.type !== 'bid' || !declarer) return undefined;
  return { level: bid.level, strain: bid.strain, doubled: m[2]!.length as 0 | 1 | 2, declarer };
};

/** The contract and tricks of a board: from the play and auction, else from its tags. */
export const boardOutcome = (board: Board): BoardOutcome | undefined => {
  const c = board.checked;
  if (c?.contract) return { contract: c.contract, tricks: c.tricks };
  if (c && c.auction.passedOut) return { contract: null, tricks: 0 };
  const tags = board.record?.tags ?? {};
  const contractTag = tags['Contract'];
  if (contractTag === undefined) return undefined;
  const contract = parseContractTag(contractTag, parseSeat(tags['Declarer'] ?? ''));
  if (contract === undefined) return undefined;
  return { contract, tricks: board.record?.result ?? c?.tricks ?? null };
};

/** The rule sets to score a board under: those asked for, else the board's own. */
export const rulesFor = (board: Board | undefined, asked: readonly RuleSet[]): RuleSet[] => {
  if (asked.length > 0) return [...asked];
  if (!board) return [];
  if (board.checked) return [board.checked.rules];
  const own = board.record ? getRuleSet(board.record.ruleSet) : undefined;
  return own ? [board.record?.options ? withOptions(own, board.record.options) : own] : [];
};

/** The scorer's input: from the checked hand (law 48 and all) when there is one, else from the tags. */
export const dealInput = (board: Board, outcome: BoardOutcome): DealInput => {
  const fromHand = board.checked ? dealInputOf(board.checked) : null;
  if (fromHand) return fromHand;
  const record = board.record;
  return {
    contract: outcome.contract,
    tricks: outcome.tricks ?? 0,
    ...(record && Object.values(record.deal).every((h) => h !== null) ? { deal: record.deal } : {}),
    ...(record?.vulnerability ? { vulnerability: record.vulnerability } : {}),
  };
};

const sidePoints = (totals: Readonly<Record<string, SidePoints>>, side: Side): SidePoints => ({
  above: totals[side]?.above ?? 0,
  below: totals[side]?.below ?? 0,
});

/** Scores board `index` (0-based) of `file` under the rule sets asked for (else its own). */
export const scoreBoard = (file: string, board: Board, index: number, asked: readonly RuleSet[]): ScoredBoard => {
  const errors = board.diagnostics.map((d) => formatDiagnosticHeader(d, file));
  const outcome = boardOutcome(board);
  const record = board.record;
  const name = record?.board ?? String(index + 1);
  const scores: Record<string, BoardPoints> = {};
  if (!outcome) errors.push(`${file}: board ${name}: no contract to score.`);
  else if (outcome.contract && outcome.tricks === null) errors.push(`${file}: board ${name}: no result or play to score.`);
  else {
    for (const rules of rulesFor(board, asked)) {
      const scored = scoreDeal(rules, dealInput(board, outcome));
      if (scored.ok) scores[rules.id] = { NS: sidePoints(scored.value.totals, 'NS'), EW: sidePoints(scored.value.totals, 'EW') };
      else errors.push(`${rules.id}: ${scored.error.code}: ${scored.error.message}`);
    }
  }
  return {
    board: name,
    dealer: record?.dealer ?? null,
    declarer: outcome?.contract?.declarer ?? null,
    contract: outcome ? (outcome.contract ? formatContract(outcome.contract) : 'Pass') : null,
    tricks: outcome?.contract ? outcome.tricks : null,
    scores,
    errors,
  };
};
