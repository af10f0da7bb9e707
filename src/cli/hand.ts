/**
 * The authors' checker: `npm run hand`. Reads PBN and LIN files, checks every board with the
 * engine, and scores them under one or more rule sets (ARCHITECTURE.md "The hand checker").
 *
 * ```
 * npm run --silent hand -- check FILE...
 * npm run --silent hand -- score [--rules ID[,ID...]] [--rubber] [--json] FILE...
 * ```
 *
 * `check` exits 1 on any error and prints each as `file:line:column: error CODE: message` with
 * the line and a caret. `score --json` prints one JSON object, format version 1.
 *
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { argv, exit, stderr, stdout } from 'node:process';
import { formatContract, parseCall } from '../engine/auction.ts';
import { decodeBytes } from '../engine/formats/encoding.ts';
import { formatDiagnostic, formatDiagnosticHeader } from '../engine/formats/diagnostics.ts';
import { parseLin } from '../engine/formats/lin.ts';
import { parsePbn } from '../engine/formats/pbn.ts';
import { dealInputOf } from '../engine/outcome.ts';
import { checkRecord, type CheckedHand, type HandRecord } from '../engine/record.ts';
import { scoreRubber, type RubberDealInput } from '../engine/rubber.ts';
import { getRuleSet, withOptions, RULE_SET_IDS, type RuleSet } from '../engine/rules/index.ts';
import { scoreDeal, type DealInput } from '../engine/score/index.ts';
import { parseSeat } from '../engine/seat.ts';
import type { Diagnostic } from '../engine/source.ts';
import type { Contract, Seat, Side } from '../engine/types.ts';

/** The version of the `score --json` format. */
export const SCORE_JSON_VERSION = 1;

const USAGE = `Usage:
  npm run --silent hand -- check FILE...
  npm run --silent hand -- score [--rules ID[,ID...]] [--rubber] [--json] FILE...

Files are PBN (.pbn) or LIN (.lin). Rule set ids: ${RULE_SET_IDS.join(', ')}.`;

/** One board as read from a file, with what the checker found. */
interface Board {
  readonly record: HandRecord | null;
  readonly checked: CheckedHand | null;
  readonly diagnostics: Diagnostic[];
}

/** A file read and checked. */
interface FileReport {
  readonly file: string;
  readonly text: string;
  readonly boards: Board[];
  /** Problems of the file itself (a parse error outside any board). */
  readonly diagnostics: Diagnostic[];
}

const readBoards = (file: string): FileReport => {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String((e as { code: unknown }).code) : 'unreadable';
    return {
      file,
      text: '',
      boards: [],
      diagnostics: [
        { code: 'FILE_UNREADABLE', message: `The file cannot be read (${reason}).`, severity: 'error' },
      ],
    };
  }
  const { text } = decodeBytes(bytes);
  const isLin = /\.lin$/i.test(file) || (!/\.pbn$/i.test(file) && /^\s*[a-z]{2}\|/.test(text));
  const parsed = isLin ? parseLin(text, { file }) : parsePbn(text, { file });
  const records: (HandRecord | null)[] = [...parsed.records];
  const boards: Board[] = records.map((record) => {
    if (!record) return { record, checked: null, diagnostics: [] };
    const checked = checkRecord(record);
    return checked.ok
      ? { record, checked: checked.value, diagnostics: [] }
      : { record, checked: null, diagnostics: [...checked.error] };
  });
  return { file, text, boards, diagnostics: [...parsed.diagnostics] };
};

const printDiagnostics = (report: FileReport): number => {
  let errors = 0;
  const all = [...report.diagnostics, ...report.boards.flatMap((b) => b.diagnostics)];
  for (const d of all) {
    if (d.severity === 'error') errors += 1;
    stderr.write(`${d.pos ? formatDiagnostic(d, report.text, report.file) : formatDiagnosticHeader(d, report.file)}\n`);
  }
  return errors;
};

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

/** The contract, declarer and tricks of a board: from the play and auction, else from its tags. */
const boardOutcome = (board: Board): { contract: Contract | null; tricks: number | null } | undefined => {
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

const sideTotals = (totals: Readonly<Record<string, { above: number; below: number }>>, side: Side) => ({
  above: totals[side]?.above ?? 0,
  below: totals[side]?.below ?? 0,
});

/** The rule sets to score a board under: those asked for, else the board's own. */
const rulesFor = (board: Board, asked: readonly RuleSet[]): RuleSet[] => {
  if (asked.length > 0) return [...asked];
  if (board.checked) return [board.checked.rules];
  const own = board.record ? getRuleSet(board.record.ruleSet) : undefined;
  return own ? [board.record?.options ? withOptions(own, board.record.options) : own] : [];
};

/** The scorer's input: from the checked hand (law 48 and all) when there is one, else from the tags. */
const dealInput = (board: Board, contract: Contract | null, tricks: number): DealInput => {
  const fromHand = board.checked ? dealInputOf(board.checked) : null;
  if (fromHand) return fromHand;
  return {
    contract,
    tricks,
    ...(board.record && Object.values(board.record.deal).every((h) => h !== null) ? { deal: board.record.deal } : {}),
    ...(board.record?.vulnerability ? { vulnerability: board.record.vulnerability } : {}),
  };
};

const runScore = (files: readonly string[], asked: readonly RuleSet[], rubber: boolean, json: boolean): number => {
  let failed = false;
  const out = files.map((file) => {
    const report = readBoards(file);
    if (printDiagnostics(report) > 0) failed = true;
    const boards = report.boards.map((board, i) => {
      const errors: string[] = board.diagnostics.map((d) => formatDiagnosticHeader(d, file));
      const outcome = boardOutcome(board);
      const record = board.record;
      const scores: Record<string, { NS: { above: number; below: number }; EW: { above: number; below: number } }> = {};
      if (!outcome) errors.push(`${file}: board ${record?.board ?? i + 1}: no contract to score.`);
      else if (outcome.contract && outcome.tricks === null) errors.push(`${file}: board ${record?.board ?? i + 1}: no result or play to score.`);
      else {
        for (const rules of rulesFor(board, asked)) {
          const scored = scoreDeal(rules, dealInput(board, outcome.contract, outcome.tricks ?? 0));
          if (scored.ok) scores[rules.id] = { NS: sideTotals(scored.value.totals, 'NS'), EW: sideTotals(scored.value.totals, 'EW') };
          else errors.push(`${rules.id}: ${scored.error.code}: ${scored.error.message}`);
        }
      }
      if (errors.length > 0) failed = true;
      return {
        board: record?.board ?? String(i + 1),
        dealer: record?.dealer ?? null,
        declarer: outcome?.contract?.declarer ?? null,
        contract: outcome ? (outcome.contract ? formatContract(outcome.contract) : 'Pass') : null,
        tricks: outcome?.contract ? outcome.tricks : null,
        scores,
        errors,
      };
    });
    const entry: Record<string, unknown> = { file, boards };
    if (rubber) {
      const ledgers: Record<string, unknown> = {};
      const ruleSets = asked.length > 0 ? asked : rulesFor(report.boards[0] ?? { record: null, checked: null, diagnostics: [] }, []);
      for (const rules of ruleSets) {
        const deals: RubberDealInput[] = [];
        for (const board of report.boards) {
          const o = boardOutcome(board);
          if (o) deals.push(dealInput(board, o.contract, o.tricks ?? 0));
        }
        const ledger = scoreRubber(rules, deals);
        if (!ledger.ok) {
          failed = true;
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
      entry['rubber'] = ledgers;
    }
    return entry;
  });
  if (json) stdout.write(`${JSON.stringify({ version: SCORE_JSON_VERSION, files: out }, null, 2)}\n`);
  else {
    for (const f of out) {
      stdout.write(`${String(f['file'])}\n`);
      for (const b of f['boards'] as { board: string; contract: string | null; declarer: string | null; tricks: number | null; scores: Record<string, { NS: { above: number; below: number }; EW: { above: number; below: number } }>; errors: string[] }[]) {
        stdout.write(`  board ${b.board}: ${b.contract ?? '?'}${b.declarer ? ` by ${b.declarer}` : ''}${b.tricks !== null ? `, ${b.tricks} tricks` : ''}\n`);
        for (const [id, s] of Object.entries(b.scores)) {
          stdout.write(`    ${id}: NS ${s.NS.above} above, ${s.NS.below} below; EW ${s.EW.above} above, ${s.EW.below} below\n`);
        }
        for (const e of b.errors) stdout.write(`    error: ${e}\n`);
      }
      if (f['rubber']) stdout.write(`  rubber: ${JSON.stringify(f['rubber'])}\n`);
    }
  }
  return failed ? 1 : 0;
};

const runCheck = (files: readonly string[]): number => {
  let errors = 0;
  let boards = 0;
  for (const file of files) {
    const report = readBoards(file);
    boards += report.boards.length;
    errors += printDiagnostics(report);
  }
  stderr.write(`${files.length} file${files.length === 1 ? '' : 's'}, ${boards} board${boards === 1 ? '' : 's'}, ${errors} error${errors === 1 ? '' : 's'}\n`);
  return errors > 0 ? 1 : 0;
};

/** Runs the checker with command-line arguments; returns the exit code. */
export const main = (args: readonly string[]): number => {
  const [command, ...rest] = args;
  const files: string[] = [];
  const asked: RuleSet[] = [];
  let rubber = false;
  let json = false;
  for (let i = 0; i < rest.length; i += 1) {
    const a = rest[i]!;
    if (a === '--rubber') rubber = true;
    else if (a === '--json') json = true;
    else if (a === '--rules' || a.startsWith('--rules=')) {
      const value = a === '--rules' ? rest[++i] : a.slice('--rules='.length);
      for (const id of (value ?? '').split(',').filter(Boolean)) {
        const rules = getRuleSet(id);
        if (!rules) {
          stderr.write(`Unknown rule set "${id}". Known: ${RULE_SET_IDS.join(', ')}.\n`);
          return 2;
        }
        asked.push(rules);
      }
    } else if (a.startsWith('--')) {
      stderr.write(`Unknown option ${a}.\n${USAGE}\n`);
      return 2;
    } else files.push(a);
  }
  if ((command !== 'check' && command !== 'score') || files.length === 0) {
    stderr.write(`${USAGE}\n`);
    return 2;
  }
  return command === 'check' ? runCheck(files) : runScore(files, asked, rubber, json);
};

if (import.meta.url === `file://${argv[1]}` || argv[1]?.endsWith('src/cli/hand.ts')) exit(main(argv.slice(2)));
