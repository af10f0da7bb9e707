/**
 * `hand score [--rules ID[,ID...]] [--rubber] [--json] FILE...`: every board scored under the
 * rule sets asked for (else each board's own), as text or as one JSON object, format version 1
 * (ARCHITECTURE.md "The hand checker"). Boards are read, scored and written one at a time, so
 * that the output of a board goes out before the next board is read (issue 17: memory).
 *
 * @packageDocumentation
 */
import { scoreRubber, type RubberDealInput } from '../engine/rubber.ts';
import { getRuleSet, RULE_SET_IDS, type RuleSet } from '../engine/rules/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { listOption, type ParsedLine } from './args.ts';
import { openBoards, printPiece, type Board } from './boards.ts';
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

/** The rubber of a file's boards, in order, under each rule set: `deals` are the boards that have an outcome. */
const rubberOf = (
  first: Board | undefined,
  deals: readonly RubberDealInput[],
  asked: readonly RuleSet[],
): Record<string, RubberSummary> => {
  const ledgers: Record<string, RubberSummary> = {};
  for (const rules of rulesFor(first, asked)) {
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

/** A scored board as text: a line for the board, then one per rule set and one per error. */
export const scoredBoardText = (b: ScoredBoard): string => {
  const lines = [
    `  board ${b.board}: ${b.contract ?? '?'}${b.declarer ? ` by ${b.declarer}` : ''}${b.tricks !== null ? `, ${b.tricks} tricks` : ''}`,
  ];
  for (const [id, s] of Object.entries(b.scores)) {
    lines.push(`    ${id}: NS ${s.NS.above} above, ${s.NS.below} below; EW ${s.EW.above} above, ${s.EW.below} below`);
  }
  for (const e of b.errors) lines.push(`    error: ${e}`);
  return `${lines.join('\n')}\n`;
};

/** A scored file as text: its name, one line per board and per rule set, and its rubber. */
export const scoredFileText = (f: ScoredFile): string =>
  `${f.file}\n${f.boards.map(scoredBoardText).join('')}${f.rubber ? `  rubber: ${JSON.stringify(f.rubber)}\n` : ''}`;

/** A JSON value pretty-printed as `JSON.stringify(..., null, 2)` would print it `depth` levels down. */
const nested = (value: unknown, depth: number): string => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/**
 * The text of a scored file in pieces, as they can be written: its head, each board, its end
 * (with the rubber). Joined, the JSON pieces are `nested(file, 2)` and the text ones
 * {@link scoredFileText}, byte for byte.
 */
const filePieces = (json: boolean) => ({
  head: (file: string): string => (json ? `{\n      "file": ${JSON.stringify(file)},\n      "boards": [` : `${file}\n`),
  board: (b: ScoredBoard, k: number): string => (json ? `${k > 0 ? ',' : ''}\n        ${nested(b, 4)}` : scoredBoardText(b)),
  end: (boards: number, rubber: Record<string, RubberSummary> | undefined): string =>
    json
      ? `${boards > 0 ? '\n      ' : ''}]${rubber ? `,\n      "rubber": ${nested(rubber, 3)}` : ''}\n    }`
      : rubber
        ? `  rubber: ${JSON.stringify(rubber)}\n`
        : '',
});

/**
 * Scores one file board by board and writes each board as soon as it is scored, so that memory
 * holds one board (and, with `--rubber`, what the rubber needs of each). True when the file, a
 * board or the rubber has an error.
 */
const scoreFile = async (file: string, asked: readonly RuleSet[], rubber: boolean, json: boolean, io: CommandIo): Promise<boolean> => {
  const pieces = filePieces(json);
  const opened = await openBoards(file);
  let failed = false;
  let first: Board | undefined;
  const deals: RubberDealInput[] = [];
  let k = 0;
  await io.out.write(pieces.head(file));
  for (const piece of opened.pieces) {
    if ((await printPiece(opened, piece, io.err)) > 0) failed = true;
    const board = piece.board;
    if (!board) continue;
    const scored = scoreBoard(file, board, k, asked);
    if (scored.errors.length > 0) failed = true;
    await io.out.write(pieces.board(scored, k));
    first ??= board;
    const o = rubber ? boardOutcome(board) : undefined;
    if (o) deals.push(dealInput(board, o));
    k += 1;
  }
  const ledgers = rubber ? rubberOf(first, deals, asked) : undefined;
  if (Object.values(ledgers ?? {}).some((r) => 'error' in r)) failed = true;
  await io.out.write(pieces.end(k, ledgers));
  return failed;
};

/**
 * Runs `score`. The JSON form is written board by board, yet reads as one object
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
    if (json) await io.out.write(`${i > 0 ? ',' : ''}\n    `);
    if (await scoreFile(file, asked.value, rubber, json, io)) failed = true;
  }
  if (json) await io.out.write(`${line.files.length > 0 ? '\n  ' : ''}]\n}\n`);
  return failed ? 1 : 0;
};
