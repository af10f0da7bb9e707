/**
 * `hand score [--rules ID[,ID...]] [--rubber] [--json] FILE...`: every board scored under the
 * rule sets asked for (else each board's own), as text or as one JSON object, format version 1
 * (ARCHITECTURE.md "The hand checker"). Files are read, scored and written one at a time, so
 * the output of a file goes out before the next file is read.
 *
 * @packageDocumentation
 */
import { scoreRubber, type RubberDealInput } from '../engine/rubber.ts';
import { getRuleSet, RULE_SET_IDS, type RuleSet } from '../engine/rules/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { listOption, type ParsedLine } from './args.ts';
import { printDiagnostics, readBoards, type FileReport } from './boards.ts';
import type { CommandIo } from './io.ts';
import { boardOutcome, dealInput, rulesFor, scoreBoard, type ScoredBoard } from './score-board.ts';

/** The version of the `score --json` format. */
export const SCORE_JSON_VERSION = 1;

/** A rubber as `score --rubber` prints it, or why it could not be scored. */
export type RubberSummary =
  | {
      readonly games: { readonly NS: number; readonly EW: number };
      readonly finished: boolean;
      readonly winner: string | null;
      readonly totals: { readonly NS: number; readonly EW: number };
    }
  | { readonly error: string };

/** A file as `score --json` prints it. */
export interface ScoredFile {
  readonly file: string;
  readonly boards: readonly ScoredBoard[];
  readonly rubber?: Readonly<Record<string, RubberSummary>>;
}

/** The rule sets named by `--rules`, or the first id that is not one. */
export const askedRuleSets = (values: ParsedLine['values']): Result<RuleSet[], string> => {
  const out: RuleSet[] = [];
  for (const id of listOption(values['rules'])) {
    const rules = getRuleSet(id);
    if (!rules) return err(`Unknown rule set "${id}". Known: ${RULE_SET_IDS.join(', ')}.`);
    out.push(rules);
  }
  return ok(out);
};

/** The boards of a file, in order, scored as one rubber under each rule set. */
const rubberOf = (report: FileReport, asked: readonly RuleSet[]): Record<string, RubberSummary> => {
  const ledgers: Record<string, RubberSummary> = {};
  for (const rules of rulesFor(report.boards[0], asked)) {
    const deals: RubberDealInput[] = [];
    for (const board of report.boards) {
      const o = boardOutcome(board);
      if (o) deals.push(dealInput(board, o));
    }
    const ledger = scoreRubber(rules, deals);
    if (!ledger.ok) {
      ledgers[rules.id] = { error: `${ledger.error.code}: ${ledger.error.message}` };
      continue;
    }
    const l = ledger.value;
    ledgers[rules.id] = {
      games: { NS: l.gamesWon['NS'] ?? 0, EW: l.gamesWon['EW'] ?? 0 },
      finished: l.finished,
      winner: l.rubberWinner,
      totals: { NS: l.totals['NS']?.total ?? 0, EW: l.totals['EW']?.total ?? 0 },
    };
  }
  return ledgers;
};

/** Whether anything in a scored file is an error. */
const hasErrors = (f: ScoredFile): boolean =>
  f.boards.some((b) => b.errors.length > 0) || Object.values(f.rubber ?? {}).some((r) => 'error' in r);

/** A scored file as text, one line per board and per rule set. */
export const scoredFileText = (f: ScoredFile): string => {
  const lines = [f.file];
  for (const b of f.boards) {
    lines.push(
      `  board ${b.board}: ${b.contract ?? '?'}${b.declarer ? ` by ${b.declarer}` : ''}${b.tricks !== null ? `, ${b.tricks} tricks` : ''}`,
    );
    for (const [id, s] of Object.entries(b.scores)) {
      lines.push(`    ${id}: NS ${s.NS.above} above, ${s.NS.below} below; EW ${s.EW.above} above, ${s.EW.below} below`);
    }
    for (const e of b.errors) lines.push(`    error: ${e}`);
  }
  if (f.rubber) lines.push(`  rubber: ${JSON.stringify(f.rubber)}`);
  return `${lines.join('\n')}\n`;
};

/** A JSON value pretty-printed as `JSON.stringify(..., null, 2)` would print it `depth` levels down. */
const nested = (value: unknown, depth: number): string => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/**
 * Runs `score`. The JSON form is written file by file, yet reads as one object
 * `{ "version": 1, "files": [...] }`. Exit code 1 when a file or a board has an error.
 */
export const runScore = async (line: ParsedLine, io: CommandIo): Promise<number> => {
  const asked = askedRuleSets(line.values);
  if (!asked.ok) {
    await io.err.write(`${asked.error}\n`);
    return 2;
  }
  const json = line.values['json'] === true;
  const rubber = line.values['rubber'] === true;
  let failed = false;
  if (json) await io.out.write(`{\n  "version": ${SCORE_JSON_VERSION},\n  "files": [`);
  for (const [i, file] of line.files.entries()) {
    const report = await readBoards(file);
    if ((await printDiagnostics(report, io.err)) > 0) failed = true;
    const boards = report.boards.map((board, k) => scoreBoard(file, board, k, asked.value));
    const scored: ScoredFile = { file, boards, ...(rubber ? { rubber: rubberOf(report, asked.value) } : {}) };
    if (hasErrors(scored)) failed = true;
    await io.out.write(json ? `${i > 0 ? ',' : ''}\n    ${nested(scored, 2)}` : scoredFileText(scored));
  }
  if (json) await io.out.write(`${line.files.length > 0 ? '\n  ' : ''}]\n}\n`);
  return failed ? 1 : 0;
};
