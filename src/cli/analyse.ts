/**
 * `npm run hand -- analyse`: the double-dummy table of every board, par under each rule set
 * asked for, and with `--trace` declarer's double-dummy total after every card and the cards
 * that cost a trick.
 *
 * ```
 * npm run --silent hand -- analyse [--json] [--rules ID[,ID...]] [--trace] FILE...
 * ```
 *
 * `--json` prints format version 1 (documented in the README and the double-dummy reference
 * page). A board that cannot be analysed keeps its place, with `errors` filled.
 *
 * @packageDocumentation
 */
import { par, Solver, TABLE_STRAINS, tracePlay, type DDTable } from '../engine/dd/index.ts';
import { parText } from '../engine/dd/par.ts';
import type { CheckedHand, HandRecord } from '../engine/record.ts';
import type { RuleSet } from '../engine/rules/index.ts';
import { getRuleSet } from '../engine/rules/index.ts';
import type { Diagnostic } from '../engine/source.ts';
import type { ParsedLine } from './args.ts';
import { openBoards, printPiece } from './boards.ts';
import type { CommandIo } from './io.ts';
import { askedRuleSets } from './score.ts';
import { SEATS, type Card, type FullDeal, type Seat, type Vulnerability } from '../engine/types.ts';

/** The version of the `analyse --json` format. */
export const ANALYSE_JSON_VERSION = 1;

/** One board as the checker read it. */
export interface AnalyseBoard {
  readonly record: HandRecord | null;
  readonly checked: CheckedHand | null;
  readonly diagnostics: readonly Diagnostic[];
}

/** A card that cost its side a trick, in the JSON format. */
export interface LossJson {
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly cost: number;
  /** Whether the file marks the card as a mistake (`?`, `??`, `?!`, or a NAG for a poor move). */
  readonly marked: boolean;
}

/** One board of `analyse --json`. */
export interface BoardAnalysis {
  readonly board: string;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability;
  readonly table?: DDTable;
  readonly par?: Readonly<Record<string, { readonly score: number; readonly contracts: readonly string[] }>>;
  readonly trace?: readonly number[];
  readonly losses?: readonly LossJson[];
  readonly errors: readonly string[];
}

/** What `analyse` was asked for. */
export interface AnalyseOptions {
  /** Rule sets for par; empty: the board's own rule set and Contract duplicate. */
  readonly rules: readonly RuleSet[];
  readonly trace: boolean;
}

/** The full deal of a board, or `null` when a hand is unknown or short. */
const fullDeal = (record: HandRecord): FullDeal | null => {
  const d = record.deal;
  if (d.N === null || d.E === null || d.S === null || d.W === null) return null;
  return SEATS.every((s) => d[s]!.length === 13) ? (d as FullDeal) : null;
};

/** Analyses one board with a solver that is kept between boards. */
export const analyseBoard = (solver: Solver, board: AnalyseBoard, index: number, options: AnalyseOptions): BoardAnalysis => {
  const record = board.record;
  const errors = board.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
  const base = {
    board: record?.board ?? String(index + 1),
    dealer: record?.dealer ?? null,
    vulnerable: record?.vulnerability ?? 'None',
  };
  if (!record) return { ...base, errors: errors.length > 0 ? errors : ['The board could not be read.'] };
  const deal = fullDeal(record);
  if (!deal) return { ...base, errors: [...errors, 'The deal is not complete: double-dummy analysis needs all 52 cards.'] };
  const table = solver.solveTable(deal);
  if (!table.ok) return { ...base, errors: [...errors, table.error.message] };
  const parBy: Record<string, { score: number; contracts: readonly string[] }> = {};
  const own = board.checked?.rules ?? getRuleSet(record.ruleSet);
  const asked = options.rules.length > 0 ? options.rules : [own, getRuleSet('contract-duplicate')].filter((r): r is RuleSet => !!r);
  for (const rules of asked) {
    const p = par({ rules, deal, table: table.value, dealer: record.dealer, vulnerability: record.vulnerability ?? 'None' });
    // The documented output (`--json` too) writes each contract as text: "2S by E".
    parBy[rules.id] = { score: p.score, contracts: p.contracts.map(parText) };
  }
  const out: BoardAnalysis = { ...base, table: table.value, par: parBy, errors };
  const checked = board.checked;
  if (!options.trace || !checked?.contract || record.play.length === 0) return out;
  const traced = tracePlay(
    solver,
    deal,
    checked.contract,
    record.play.map((p) => p.card),
  );
  if (!traced.ok) return { ...out, errors: [...errors, traced.error.message] };
  return {
    ...out,
    trace: traced.value.totals,
    losses: traced.value.losses.map((l) => ({
      trick: l.trick,
      seat: l.seat,
      card: l.card,
      cost: l.cost,
      marked: record.play[l.index]?.mistake === true,
    })),
  };
};

/** Strain headings as a bridge player reads a table. */
const HEADINGS: Record<(typeof TABLE_STRAINS)[number], string> = { NT: 'NT', S: '♠', H: '♥', D: '♦', C: '♣' };

/** The plain-text report of one board. */
export const formatBoardAnalysis = (file: string, a: BoardAnalysis): string => {
  const lines = [`${file}, board ${a.board} (dealer ${a.dealer ?? '?'}, vulnerable ${a.vulnerable})`];
  for (const e of a.errors) lines.push(`  error: ${e}`);
  if (a.table) {
    const order = ['NT', 'S', 'H', 'D', 'C'] as const;
    lines.push(`  Tricks as declarer   ${order.map((s) => HEADINGS[s].padStart(3)).join('')}`);
    for (const seat of SEATS) lines.push(`    ${seat.padEnd(18)} ${order.map((s) => String(a.table![seat][s]).padStart(3)).join('')}`);
  }
  for (const [id, p] of Object.entries(a.par ?? {})) {
    const score = p.score === 0 ? '0' : p.score > 0 ? `+${p.score} NS` : `+${-p.score} EW`;
    lines.push(`  Par (${id}): ${score}${p.contracts.length > 0 ? `, ${p.contracts.join(', ')}` : ', passed out'}`);
  }
  if (a.trace) {
    lines.push(`  Declarer's double-dummy tricks, before the lead and after each card: ${a.trace.join(' ')}`);
    if (a.losses && a.losses.length === 0) lines.push('  No card cost a trick.');
    for (const l of a.losses ?? []) {
      lines.push(
        `    trick ${l.trick}: ${l.seat} played ${l.card}, cost ${l.cost} trick${l.cost === 1 ? '' : 's'}${l.marked ? ' (marked as a mistake)' : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
};

/**
 * Runs `analyse`: the JSON form (version 1) is written board by board yet reads as one object,
 * so that a long file's analysis goes out as it is made and is complete when piped. Boards are
 * read one at a time, each with its problems written before its analysis.
 */
export const runAnalyse = async (line: ParsedLine, io: CommandIo): Promise<number> => {
  const asked = askedRuleSets(line.values);
  if (!asked.ok) {
    await io.err.write(`${asked.error}\n`);
    return 2;
  }
  const json = line.values['json'] === true;
  const options: AnalyseOptions = { rules: asked.value, trace: line.values['trace'] === true };
  const solver = new Solver({ ttLog2: 21 });
  let errors = 0;
  if (json) await io.out.write(`{\n  "version": ${ANALYSE_JSON_VERSION},\n  "files": [`);
  for (const [i, file] of line.files.entries()) {
    const opened = await openBoards(file);
    if (json) await io.out.write(`${i > 0 ? ',' : ''}\n    {\n      "file": ${JSON.stringify(file)},\n      "boards": [`);
    let b = 0;
    for (const piece of opened.pieces) {
      errors += await printPiece(opened, piece, io.err);
      if (!piece.board) continue;
      const analysis = analyseBoard(solver, piece.board, b, options);
      if (analysis.errors.length > 0) errors += 1;
      if (json) await io.out.write(`${b > 0 ? ',' : ''}\n        ${JSON.stringify(analysis)}`);
      else await io.out.write(formatBoardAnalysis(file, analysis));
      b += 1;
    }
    if (json) await io.out.write(`${b > 0 ? '\n      ' : ''}]\n    }`);
  }
  if (json) await io.out.write(`${line.files.length > 0 ? '\n  ' : ''}]\n}\n`);
  return errors > 0 ? 1 : 0;
};
