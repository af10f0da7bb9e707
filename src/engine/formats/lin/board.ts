/**
 * The board being read from a LIN stream, and the reader's state across boards: what the
 * commands have said so far, where commentary goes, and the record a finished board becomes.
 *
 * @packageDocumentation
 */
import type { CallEntry, HandRecord, PlayEntry } from '../../record.ts';
import type { SourcePos } from '../../source.ts';
import type { Call, Card, Deal, Seat, Vulnerability } from '../../types.ts';
import type { LinDiagnostic } from '../lin-codes.ts';
import { linText, type Locate } from './text.ts';
import { LIN_HAND_ORDER, readTableResult, type Problem } from './values.ts';

/** The rule set of every LIN record: LIN only carries contract bridge (pbn-lin.md §5). */
export const LIN_RULE_SET = 'contract-duplicate';

interface MutableCall {
  call: Call;
  alert?: boolean;
  note?: string;
  pos: SourcePos;
}
interface MutablePlay {
  card: Card;
  note?: string;
  pos: SourcePos;
}

/** What the commands have said about one board so far. */
export interface Board {
  pos?: SourcePos;
  hasDeal: boolean;
  dealer: Seat;
  deal: Deal;
  vulnerability?: Vulnerability;
  board?: string;
  room?: 'o' | 'c';
  title?: string;
  intro?: string;
  names?: string[];
  calls: MutableCall[];
  play: MutablePlay[];
  claim?: { tricks: number; pos: SourcePos };
  /** Where commentary goes: the intro, the last call or the last card. */
  last: 'intro' | 'call' | 'card';
}

const emptyBoard = (): Board => ({
  hasDeal: false,
  dealer: 'N',
  deal: { N: null, E: null, S: null, W: null },
  calls: [],
  play: [],
  last: 'intro',
});

const hasContent = (b: Board): boolean => b.hasDeal || b.calls.length > 0 || b.play.length > 0;

const SEAT_TAGS = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/** What a vugraph file says for all its boards: names, event, first board, table results. */
interface FileContext {
  readonly names: readonly string[];
  readonly event: string | undefined;
  readonly firstBoard: number | undefined;
  readonly tableResults: readonly string[];
}

/** The players' names, the event and the room of a board as PBN-style tags. */
const tagsOf = (b: Board, file: FileContext): Record<string, string> => {
  const tags: Record<string, string> = {};
  const boardNames = b.names ?? file.names;
  // Eight names in a vugraph file: the open room's four, then the closed room's.
  const offset = b.room === 'c' && boardNames.length >= 8 ? 4 : 0;
  LIN_HAND_ORDER.forEach((seat, k) => {
    const n = boardNames[offset + k];
    if (n !== undefined && n !== '') tags[SEAT_TAGS[seat]] = n;
  });
  if (file.event !== undefined && file.event !== '') tags.Event = file.event;
  if (b.room !== undefined) tags.Room = b.room === 'o' ? 'Open' : 'Closed';
  return tags;
};

/** The board's result from the file's `rs` table results: two per board, open room first. */
const tableResultOf = (b: Board, file: FileContext): number | undefined => {
  const bn = b.board !== undefined ? Number(b.board) : NaN;
  if (file.firstBoard === undefined || !Number.isInteger(bn) || b.room === undefined || file.tableResults.length === 0) return undefined;
  const entry = file.tableResults[(bn - file.firstBoard) * 2 + (b.room === 'c' ? 1 : 0)];
  return entry === undefined ? undefined : readTableResult(entry);
};

/** The record a board with a deal becomes. */
const recordOf = (b: Board, file: FileContext): HandRecord => {
  const tags = tagsOf(b, file);
  const result = tableResultOf(b, file);
  const calls: CallEntry[] = b.calls.map((c) => ({
    call: c.call,
    ...(c.alert ? { alert: true } : {}),
    ...(c.note !== undefined ? { note: c.note.trim() } : {}),
    pos: c.pos,
  }));
  const play: PlayEntry[] = b.play.map((c) => ({ card: c.card, ...(c.note !== undefined ? { note: c.note.trim() } : {}), pos: c.pos }));
  return {
    ...(b.title !== undefined ? { title: b.title } : {}),
    ruleSet: LIN_RULE_SET,
    ...(b.board !== undefined ? { board: b.board } : {}),
    dealer: b.dealer,
    deal: b.deal,
    ...(b.vulnerability !== undefined ? { vulnerability: b.vulnerability } : {}),
    ...(b.intro !== undefined ? { intro: b.intro.trim() } : {}),
    calls,
    play,
    ...(b.claim !== undefined ? { claim: b.claim } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(Object.keys(tags).length > 0 ? { tags } : {}),
    ...(b.pos ? { pos: b.pos } : {}),
  };
};

/**
 * The reader's state: the board being read, the file-wide values, the records finished and the
 * problems found. The command handlers (parse.ts) change it; nothing here throws.
 */
export class LinReader implements FileContext {
  readonly records: HandRecord[] = [];
  names: string[] = [];
  event: string | undefined;
  firstBoard: number | undefined;
  tableResults: string[] = [];
  board: Board = emptyBoard();

  constructor(
    /** Offsets of the text to line and column. */
    readonly at: Locate,
    readonly diagnostics: LinDiagnostic[],
    /** The severity of a problem that changes what a record means (strict: error). */
    readonly severity: 'error' | 'warning',
  ) {}

  /** Records a problem found in a value that starts at `valueAt`. */
  report(p: Problem, valueAt: number, sev: 'error' | 'warning' = this.severity): void {
    this.diagnostics.push({
      code: p.code,
      message: p.message,
      ...(p.hint !== undefined ? { hint: p.hint } : {}),
      severity: sev,
      pos: this.at(valueAt + p.offset, p.length),
      ...(p.args !== undefined ? { args: p.args } : {}),
      ...(p.template !== undefined ? { template: p.template } : {}),
    });
  }

  /** `nt` starts a new line of commentary; `at` continues the text as written. Trimmed at the end. */
  attach(textValue: string, append: boolean): void {
    const t = linText(textValue);
    if (t.trim() === '') return;
    const join = (old: string | undefined): string =>
      old === undefined || old === '' ? (append ? t.trimStart() : t.trim()) : append ? `${old}${t}` : `${old.trimEnd()}\n${t.trim()}`;
    const b = this.board;
    const owner = b.last === 'card' ? b.play[b.play.length - 1] : b.last === 'call' ? b.calls[b.calls.length - 1] : undefined;
    if (owner) owner.note = join(owner.note);
    else b.intro = join(b.intro);
  }

  /** Where commentary goes after an undo: the last card, else the last call, else the intro. */
  settleLast(): void {
    const b = this.board;
    b.last = b.play.length > 0 ? 'card' : b.calls.length > 0 ? 'call' : 'intro';
  }

  /** Ends the current board: a board with a deal becomes a record; calls or cards without one are a problem. */
  flush(): void {
    const b = this.board;
    this.board = emptyBoard();
    if (!hasContent(b)) return;
    if (!b.hasDeal) {
      this.diagnostics.push({
        code: 'LIN_NO_DEAL',
        message: `${b.calls.length} call(s) and ${b.play.length} card(s) come with no deal (md), so they make no hand.`,
        hint: 'Give the hands with md|<dealer><S>,<W>,<N>,<E>| before the calls.',
        severity: this.severity,
        pos: b.pos ?? { line: 1, column: 1, length: 1 },
        args: { nCalls: b.calls.length, nCards: b.play.length },
      });
      return;
    }
    this.records.push(recordOf(b, this));
  }
}
