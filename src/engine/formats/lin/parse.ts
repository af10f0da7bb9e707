/**
 * {@link parseLin}: a LIN text, one board or many, into hand records. One handler per command,
 * each changing the {@link LinReader}'s state (pbn-lin.md §2 for what the commands mean).
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../record.ts';
import { NO_ARGS, type DiagnosticArgs, type SourcePos } from '../../source.ts';
import type { LinDiagnostic } from '../lin-codes.ts';
import { LinReader } from './board.ts';
import { clip, linText, locator, tokenizeLin, type LinPair } from './text.ts';
import { readCalls, readCards, readMd, readNames, readVulnerability } from './values.ts';

/** Options of {@link parseLin}. */
export interface LinOptions {
  /** The file name, kept for callers that format diagnostics (`formatDiagnostic(d, text, file)`). */
  readonly file?: string;
  /**
   * Strict (the default): problems that change what a record means are errors. Lenient
   * (`false`): the same problems are warnings, for archives that must load anyway.
   */
  readonly strict?: boolean;
}

/** What {@link parseLin} returns: every board it could read, and every problem found. */
export interface LinParse {
  readonly records: HandRecord[];
  readonly diagnostics: LinDiagnostic[];
}

/**
 * Commands that only drive the movie (pacing, colours, fonts, highlights, kibitzing) and carry
 * no game data; skipped silently (pbn-lin.md §2 "tolerate and skip"; aaBridge's command table).
 */
const PRESENTATION = new Set([
  'pg',
  'st',
  'sk',
  'dt',
  'rh',
  'pw',
  'mp',
  'bn',
  'pf',
  'pd',
  'hc',
  'lc',
  'hs',
  'ls',
  'cr',
  'cg',
  'cb',
  'cp',
  'fh',
  'ff',
  'fb',
  'fp',
  'ht',
  'bt',
  'pa',
  'tc',
  'sc',
  'va',
  'bm',
  'se',
  'sa',
  'sj',
  'lg',
  'ha',
  'xl',
  'tt',
  'cs',
  'lb',
  'pt',
  'ob',
  'nm',
  'hd',
  'ww',
  'ua',
  'im',
  'iv',
  'lp',
  'ni',
  'nn',
  'nr',
  'br',
  'bp',
  'kn',
  'ix',
  'mn',
  'ps',
  'rq',
  'tx',
  'vs',
  'cx',
  'zz',
  'ca',
  'cd',
  'hv',
  'ab',
  'gw',
]);

/**
 * aaBridge extensions that change who plays or what is dealt in ways a hand record cannot hold
 * (`wt` who leads next, `rc` remove cards, `aa` auto-add cards, `bs` base score).
 */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  wt: 'names who leads to the next trick, overriding the trick winner',
  rc: 'removes cards from the hands',
  aa: 'adds undealt cards to the hands as they are played',
  bs: 'changes the count of tricks already won',
};

/** `ub|n|`, `up|n|`: how many to undo; empty means one (aaBridge 350/360). */
const undoCount = (value: string): number => {
  const t = value.trim();
  if (t === '') return 1;
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 ? n : 1;
};

/** A command's handler: the pair read, and the position of its two letters. */
type Handler = (r: LinReader, p: LinPair, cmdPos: SourcePos) => void;

/** A value problem spanning the whole value. */
const wholeValue = (
  r: LinReader,
  p: LinPair,
  code: 'LIN_BAD_VULNERABILITY' | 'LIN_BAD_CLAIM',
  message: string,
  args: DiagnosticArgs,
  template: string,
): void => r.report({ code, message, offset: 0, length: p.value.length, args, template }, p.valueAt);

const COMMANDS: Readonly<Record<string, Handler>> = {
  md: (r, p, cmdPos) => {
    if (r.board.hasDeal) r.flush();
    r.board.pos ??= cmdPos;
    const md = readMd(p.value);
    for (const pr of md.problems) r.report(pr, p.valueAt);
    r.board.hasDeal = true;
    r.board.dealer = md.dealer ?? 'N';
    r.board.deal = md.deal;
  },
  qx: (r, p, cmdPos) => {
    // `qx|o12|` / `qx|c12,BOARD 12|` opens a board of a vugraph file; aaBridge movies also
    // use qx for chapter names (`qx|mb1|`, `qx|10|`), which must not split a board.
    const m = p.value.trim().match(/^([oc])?(\d+)\b/i);
    if (m?.[1] !== undefined && r.board.hasDeal) r.flush();
    if (m && !r.board.hasDeal) {
      r.board.pos ??= cmdPos;
      r.board.board = String(Number(m[2]));
      if (m[1]) r.board.room = m[1].toLowerCase() === 'o' ? 'o' : 'c';
    }
  },
  ah: (r, p) => {
    const t = p.value.trim();
    if (t !== '') r.board.title = t;
    const m = t.match(/board\s*(\d+)/i);
    if (m && r.board.board === undefined) r.board.board = String(Number(m[1]));
  },
  sv: (r, p) => {
    const v = readVulnerability(p.value);
    if (v !== undefined) r.board.vulnerability = v;
    else {
      wholeValue(
        r,
        p,
        'LIN_BAD_VULNERABILITY',
        `"${clip(p.value)}" is not a vulnerability: LIN writes o (none), n (North-South), e (East-West) or b (both).`,
        { text: clip(p.value) },
        'LIN_BAD_VULNERABILITY.lin',
      );
    }
  },
  pn: (r, p) => {
    const list = readNames(p.value);
    r.names = list;
    r.board.names = list;
  },
  mb: (r, p, cmdPos) => {
    r.board.pos ??= cmdPos;
    const read = readCalls(p.value);
    for (const pr of read.problems) r.report(pr, p.valueAt);
    for (const c of read.calls) {
      r.board.calls.push({ call: c.call, ...(c.alert ? { alert: true } : {}), pos: r.at(p.valueAt + c.offset, c.length) });
      r.board.last = 'call';
    }
  },
  an: (r, p) => {
    const last = r.board.calls[r.board.calls.length - 1];
    const t = linText(p.value).trim();
    if (t === '') return;
    if (last) {
      last.note = last.note === undefined ? t : `${last.note}\n${t}`;
      return;
    }
    const hint = 'Put an|...| right after the call it explains.';
    const message = 'An explanation (an) comes before any call; it is kept as the introduction.';
    r.report({ code: 'LIN_ORPHAN_ANNOTATION', message, hint, offset: 0, length: p.value.length, args: NO_ARGS }, p.valueAt, 'warning');
    r.board.intro = r.board.intro === undefined ? t : `${r.board.intro}\n${t}`;
  },
  pc: (r, p, cmdPos) => {
    r.board.pos ??= cmdPos;
    const read = readCards(p.value);
    for (const pr of read.problems) r.report(pr, p.valueAt);
    if (r.board.claim !== undefined && read.cards.length > 0) {
      const message = 'Cards are played after a claim; the claim is dropped.';
      r.report({ code: 'LIN_PLAY_AFTER_CLAIM', message, offset: 0, length: p.value.length, args: NO_ARGS }, p.valueAt, 'warning');
      delete r.board.claim;
    }
    for (const c of read.cards) {
      r.board.play.push({ card: c.card, pos: r.at(p.valueAt + c.offset, 2) });
      r.board.last = 'card';
    }
  },
  mc: (r, p) => {
    const m = p.value.trim().match(/^\d{1,2}$/);
    const n = m ? Number(m[0]) : NaN;
    if (n >= 0 && n <= 13) r.board.claim = { tricks: n, pos: r.at(p.valueAt, p.value.length) };
    else {
      wholeValue(
        r,
        p,
        'LIN_BAD_CLAIM',
        `"${clip(p.value)}" is not a claim: mc gives the total number of tricks declarer's side ends with, 0 to 13.`,
        { text: clip(p.value) },
        'LIN_BAD_CLAIM.lin',
      );
    }
  },
  nt: (r, p) => r.attach(p.value, false),
  at: (r, p) => r.attach(p.value, true),
  vg: (r, p) => {
    const parts = p.value.split(',');
    r.event = parts[0]?.trim();
    const fb = Number(parts[3]);
    r.firstBoard = Number.isInteger(fb) ? fb : undefined;
  },
  rs: (r, p) => {
    r.tableResults = p.value.split(',');
  },
  ub: (r, p) => {
    r.board.calls.splice(Math.max(0, r.board.calls.length - undoCount(p.value)));
    r.board.last = r.board.calls.length > 0 ? 'call' : 'intro';
  },
  up: (r, p) => {
    r.board.play.splice(Math.max(0, r.board.play.length - undoCount(p.value)));
    r.settleLast();
  },
  jp: (r, p) => {
    const n = Number(p.value.trim());
    if (Number.isInteger(n) && n >= 0) r.board.play.splice(n);
    r.settleLast();
  },
};

/** A command with no handler: skipped, silently for presentation, with a word otherwise. */
const otherCommand: Handler = (r, p, cmdPos) => {
  if (PRESENTATION.has(p.cmd)) return;
  const what = UNSUPPORTED[p.cmd];
  r.diagnostics.push(
    what !== undefined
      ? {
          code: 'LIN_UNSUPPORTED',
          message: `"${p.raw}" ${what}; a hand record cannot hold that, so it is ignored.`,
          severity: r.severity,
          pos: cmdPos,
          args: { text: p.raw },
          template: `LIN_UNSUPPORTED.${p.cmd}`,
        }
      : {
          code: 'LIN_UNKNOWN_COMMAND',
          message: `"${p.raw}" is not a LIN command this reader knows; it is skipped.`,
          severity: 'warning',
          pos: cmdPos,
          args: { text: p.raw },
        },
  );
};

/**
 * Parses a LIN text: one board or many (vugraph files, aaBridge movies). Never throws; returns
 * every board that has a deal, and every problem found, each with line and column.
 *
 * A new board starts at `qx` or `md` once the current board has a deal; commands before the
 * first `md` of a board (names, heading, room) belong to that board. Commentary attaches to the
 * last call or card read, and before any call to the board's introduction.
 */
export const parseLin = (text: string, opts: LinOptions = {}): LinParse => {
  const strict = opts.strict ?? true;
  const source = typeof text === 'string' ? text : '';
  const at = locator(source);
  const { pairs, diagnostics } = tokenizeLin(source, strict);
  const reader = new LinReader(at, diagnostics, strict ? 'error' : 'warning');
  for (const p of pairs) (COMMANDS[p.cmd] ?? otherCommand)(reader, p, at(p.at, 2));
  reader.flush();
  if (reader.records.length === 0 && !diagnostics.some((d) => d.code === 'LIN_NO_DEAL')) {
    diagnostics.push({
      code: 'LIN_NO_BOARD',
      message: 'This text holds no board: no deal (md) was found.',
      hint: 'A LIN board gives its deal as md|<dealer><S>,<W>,<N>,<E>|.',
      severity: 'error',
      pos: { line: 1, column: 1, length: 1 },
      args: NO_ARGS,
    });
  }
  return { records: reader.records, diagnostics };
};
