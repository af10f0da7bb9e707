/**
 * Reading what was pasted ({@link readSource}): PBN, LIN, a BBO hand-viewer link or one of our
 * share links, detected by {@link detectKind}; every problem with line and column; each board
 * checked by `checkRecord` and replayed for the preview. And what a pasted board's link in the
 * address does to the box ({@link openPastedLink}).
 *
 * @packageDocumentation
 */
import { decodeHandLink, encodeHandLink } from '../../engine/formats/link.ts';
import type { parseBboUrl, parseLin } from '../../engine/formats/lin.ts';
import type { makePbn, parsePbn } from '../../engine/formats/pbn.ts';
import { checkRecord, replay, type HandRecord, type Timeline } from '../../engine/record.ts';
import type { Diagnostic, SourcePos } from '../../engine/source.ts';
import { SEATS, type Card } from '../../engine/types.ts';
import { diagnosticText } from '../../i18n/diagnostics.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { MAX_LINK_LENGTH, openLink } from '../HandGallery/embed.ts';
import { spellContractBy } from '../shared/format.ts';
import { linkInUrl } from './address.ts';
import { keepCopy } from './kept.ts';
import { formatCount, labDiag, MAX_BOARDS, MAX_SHOWN_DIAGNOSTICS, textTooLarge } from './limits.ts';

/**
 * The engine's PBN and LIN readers and the PBN writer. They are most of the Lab's weight, so the
 * view loads them on demand (`readers.ts`, a dynamic import) and hands them to the functions
 * that need them; the model never imports them itself.
 */
export interface Readers {
  readonly parsePbn: typeof parsePbn;
  readonly makePbn: typeof makePbn;
  readonly parseLin: typeof parseLin;
  readonly parseBboUrl: typeof parseBboUrl;
}

/** What a pasted text is. */
export type SourceKind = 'empty' | 'pbn' | 'lin' | 'bbo' | 'link';

const SHARE_LINK = /^[0-9][A-Za-z0-9_-]{3,}$/;

/**
 * Which reader a text needs: a URL of this site or a bare share link (`link`); any other URL
 * or a hand-viewer query (`bbo`); a text with PBN tag lines (`pbn`); LIN commands such as
 * `md|` or `pn|` (`lin`); anything else is read as PBN, whose reader says what is wrong.
 */
export const detectKind = (text: string): SourceKind => {
  const t = text.trim();
  if (t === '') return 'empty';
  const oneLine = !/[\r\n]/.test(t);
  if (oneLine && /^https?:\/\//i.test(t)) return linkInUrl(t) !== null ? 'link' : 'bbo';
  if (oneLine && SHARE_LINK.test(t)) return 'link';
  if (/^[ \t]*\[[A-Za-z][A-Za-z0-9_]*[ \t]+"/m.test(text)) return 'pbn';
  if (/(^|\|)(md|pn|qx|sv|mb|pc|ah|rh|st|pg|nt|vg)\|/i.test(t)) return 'lin';
  if (oneLine && /(^|[?&#])(lin|n|s|e|w)=/i.test(t)) return 'bbo';
  return 'pbn';
};

/** The 1-based line and column of a character offset in a text. */
export const posAtOffset = (text: string, offset: number, length = 1): SourcePos => {
  let line = 1;
  let start = 0;
  const re = /\r\n|\r|\n/g;
  for (let m = re.exec(text); m !== null && m.index < offset; m = re.exec(text)) {
    line += 1;
    start = m.index + m[0].length;
  }
  return { line, column: offset - start + 1, length: Math.max(1, length) };
};

/** The LIN text inside a BBO link's `lin=` parameter, decoded (`+` is a space), or `null`. */
export const linOfBboUrl = (url: string): string | null => {
  const m = /[?&#]lin=([^&#]*)/i.exec(url);
  if (!m) return null;
  try {
    return decodeURIComponent((m[1] ?? '').replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** One board of a pasted text. */
export interface LabBoard {
  /** 0-based among the boards of the text. */
  readonly index: number;
  /** For the board chooser: "Board 3: Drawing trumps — 4♥ by South" (text, symbols included). */
  readonly label: string;
  /** The record as read; `null` where the reader could not make one (strict mode and errors). */
  readonly record: HandRecord | null;
  /** The replay of the record, when `checkRecord` accepts it. */
  readonly timeline: Timeline | null;
  /** Errors and warnings of this board (the reader's and `checkRecord`'s). */
  readonly errors: number;
  readonly warnings: number;
}

/** Everything the Lab shows about a pasted text. */
export interface SourceReport {
  readonly kind: SourceKind;
  /** Every problem, sorted by position: the reader's, then `checkRecord`'s where new. */
  readonly diagnostics: readonly Diagnostic[];
  readonly boards: readonly LabBoard[];
  /** The text the positions point into: the pasted text, or the LIN inside a BBO link. */
  readonly source: string;
  /** Set when the text was refused (too large, too many boards): nothing else was read. */
  readonly refused: Diagnostic | null;
  readonly errors: number;
  readonly warnings: number;
}

/** Options of {@link readSource}. */
export interface ReadOptions {
  /** Strict (the default): problems of the standard are errors; lenient: warnings, for archives. */
  readonly strict?: boolean;
  readonly lang?: string;
}

const byPosition = (a: Diagnostic, b: Diagnostic): number =>
  (a.pos?.line ?? Number.MAX_SAFE_INTEGER) - (b.pos?.line ?? Number.MAX_SAFE_INTEGER) || (a.pos?.column ?? 0) - (b.pos?.column ?? 0);

/** The same problem reported twice: same place, same severity (a lenient warning does not hide `checkRecord`'s error). */
const samePlace = (a: Diagnostic, b: Diagnostic): boolean =>
  a.pos !== undefined && b.pos !== undefined && a.pos.line === b.pos.line && a.pos.column === b.pos.column && a.severity === b.severity;

/** The words for a board in the chooser. */
export const boardLabel = (record: HandRecord | null, index: number, timeline: Timeline | null, tr: Translate = translator()): string => {
  const name =
    record?.board !== undefined && record.board !== ''
      ? tr('lab.board.numbered', { board: record.board })
      : tr('lab.board.nth', { number: index + 1 });
  const title = record?.title !== undefined && record.title !== '' ? tr('lab.board.titled', { name, title: record.title }) : name;
  if (record === null || timeline === null) return tr('lab.board.unreadable', { name: title });
  if (timeline.contract === null) {
    const passedOut = timeline.steps[timeline.steps.length - 1]?.phase === 'end';
    return passedOut ? tr('lab.board.withResult', { name: title, result: tr('auction.passedOut') }) : title;
  }
  return tr('lab.board.withResult', { name: title, result: spellContractBy(timeline.contract).text });
};

const counts = (ds: readonly Diagnostic[]): { errors: number; warnings: number } => ({
  errors: ds.filter((d) => d.severity === 'error').length,
  warnings: ds.filter((d) => d.severity === 'warning').length,
});

/** What a format reader made of a text: its records, its problems (by board where it knows), and the text they point into. */
interface Read {
  readonly records: readonly (HandRecord | null)[];
  readonly diagnostics: readonly Diagnostic[];
  readonly byBoard: readonly (readonly Diagnostic[])[] | null;
  readonly source: string;
}

/** A share link of this site, bare or in a URL: its record, or its problems at their place in `text`. */
const readLink = (text: string): Read => {
  const trimmed = text.trim();
  const lead = text.indexOf(trimmed);
  const inUrl = /^https?:\/\//i.test(trimmed) ? linkInUrl(trimmed) : null;
  const offset = lead + (inUrl ? inUrl.offset : 0);
  const r = decodeHandLink(inUrl ? inUrl.link : trimmed);
  if (r.ok) return { records: [r.value.record], diagnostics: [], byBoard: null, source: text };
  const diagnostics = r.error.map((d) =>
    d.pos === undefined ? d : { ...d, pos: posAtOffset(text, offset + d.pos.column - 1, d.pos.length ?? 1) },
  );
  return { records: [], diagnostics, byBoard: null, source: text };
};

/** Runs the reader a text of `kind` needs. */
const readWith = (readers: Readers, kind: Exclude<SourceKind, 'empty'>, text: string, strict: boolean): Read => {
  switch (kind) {
    case 'pbn': {
      // A file with a broken game still shows its other games: either side holds the whole reading.
      const r = readers.parsePbn(text, { strict });
      const read = r.ok ? r.value : r.error;
      return { records: read.records, diagnostics: read.diagnostics, byBoard: read.byGame, source: text };
    }
    case 'lin': {
      const r = readers.parseLin(text, { strict });
      return { records: r.records, diagnostics: r.diagnostics, byBoard: null, source: text };
    }
    case 'bbo': {
      const r = readers.parseBboUrl(text);
      const source = linOfBboUrl(text) ?? text;
      return r.ok
        ? { records: r.value, diagnostics: [], byBoard: null, source }
        : { records: [], diagnostics: r.error, byBoard: null, source };
    }
    case 'link':
      return readLink(text);
  }
};

/**
 * Checks every record with `checkRecord` and replays those it accepts; `checkRecord`'s problems
 * join the reader's (in `all`, and the board's own) where the reader did not already report one
 * at the same place.
 */
const checkBoards = (read: Read, all: Diagnostic[], tr: Translate): LabBoard[] =>
  read.records.map((record, index) => {
    const own: Diagnostic[] = read.byBoard ? [...(read.byBoard[index] ?? [])] : [];
    let timeline: Timeline | null = null;
    if (record !== null) {
      const checked = checkRecord(record);
      if (checked.ok) timeline = replay(checked.value);
      else {
        for (const d of checked.error) {
          if (!all.some((x) => samePlace(x, d))) all.push(d);
          if (!own.some((x) => samePlace(x, d))) own.push(d);
        }
      }
    }
    const c = counts(read.byBoard ? own : index === 0 && read.records.length === 1 ? all : own);
    return { index, label: boardLabel(record, index, timeline, tr), record, timeline, ...c };
  });

/**
 * Reads a pasted text: detects its kind, runs the engine's reader (strict by default), checks
 * every record with `checkRecord` and replays those it accepts. `checkRecord`'s problems are
 * added where the reader did not already report one at the same place. Text over
 * {@link MAX_TEXT_CHARS} or with more than {@link MAX_BOARDS} boards is refused. Never throws.
 */
export const readSource = (readers: Readers, text: string, opts: ReadOptions = {}): SourceReport => {
  const lang = opts.lang ?? 'en';
  const tr = translator(lang);
  const kind = detectKind(typeof text === 'string' ? text : '');
  const empty = (refused: Diagnostic | null, source = text): SourceReport => ({
    kind,
    diagnostics: refused ? [refused] : [],
    boards: [],
    source,
    refused,
    errors: refused ? 1 : 0,
    warnings: 0,
  });
  if (kind === 'empty') return empty(null);
  const big = textTooLarge(text, lang);
  if (big) return empty(big, '');
  const read = readWith(readers, kind, text, opts.strict ?? true);
  if (read.records.length > MAX_BOARDS) {
    const limit = formatCount(MAX_BOARDS);
    return empty(
      labDiag(
        'LAB_TOO_MANY_BOARDS',
        tr('lab.limit.boards', { count: formatCount(read.records.length), limit }),
        tr('lab.limit.boardsHint', { limit }),
      ),
    );
  }
  const all: Diagnostic[] = [...read.diagnostics];
  const boards = checkBoards(read, all, tr);
  if (read.records.length === 0 && all.length === 0) all.push(labDiag('LAB_NO_BOARD', tr('lab.read.noBoard'), tr('lab.read.noBoardHint')));
  all.sort(byPosition);
  return { kind, diagnostics: all, boards, source: read.source, refused: null, ...counts(all) };
};

/** The board to preview: the one asked for if it exists, else the first that can be replayed, else the first. */
export const chooseBoard = (report: SourceReport, wanted: number): number => {
  if (report.boards[wanted]) return wanted;
  const playable = report.boards.findIndex((b) => b.timeline !== null);
  return playable >= 0 ? playable : 0;
};

/** The board the preview shows for a report and the board asked for ({@link chooseBoard}); none for an empty report. */
export const shownBoard = (report: SourceReport | null, wanted: number): LabBoard | undefined =>
  report ? report.boards[chooseBoard(report, wanted)] : undefined;

/**
 * The link of a pasted board, for the Lab's address (`#p=`): the engine's `encodeHandLink` of
 * the board as read, notes, title and introduction included unless that makes it longer than
 * the site opens (the embed page's `MAX_LINK_LENGTH`), then without them. `null` for a board
 * that is not previewed (its errors stop the replay), so there is no link to a board the
 * reader cannot see, nor to one too long to open.
 */
export const boardLink = (board: LabBoard | undefined): string | null => {
  if (!board?.record || !board.timeline) return null;
  const full = encodeHandLink(board.record, { includeNotes: true });
  if (full.length <= MAX_LINK_LENGTH) return full;
  const bare = encodeHandLink(board.record);
  return bare.length <= MAX_LINK_LENGTH ? bare : null;
};

/** The first board of a report whose link ({@link boardLink}) is `link`; `null` when none is. */
export const boardWithLink = (report: SourceReport, link: string): number | null => {
  const index = report.boards.findIndex((b) => b.timeline !== null && boardLink(b) === link);
  return index < 0 ? null : index;
};

const sortedHand = (cards: readonly Card[] | null): string => (cards === null ? '-' : [...cards].sort().join(''));

/**
 * Whether two boards deal the same cards from the same dealer (an edit of the board's auction,
 * play or notes keeps it the same board; another board or another file does not). A board
 * without a record is the same as nothing.
 */
export const sameBoard = (a: LabBoard | undefined, b: LabBoard | undefined): boolean => {
  const x = a?.record ?? null;
  const y = b?.record ?? null;
  if (x === null || y === null) return x === y;
  return x.dealer === y.dealer && SEATS.every((s) => sortedHand(x.deal[s]) === sortedHand(y.deal[s]));
};

/**
 * What the paste panel does when the address names a pasted board (`#p=<link>`), once the text
 * in the box is checked: the text holds that board (a reload: the board is chosen, the text
 * stays); or the link is opened in the box, the text that was there kept to bring back
 * ({@link keepText}); or the link cannot be opened (the engine's or the embed page's problems),
 * and the text stays.
 */
export type PastedLinkOutcome =
  | { readonly type: 'board'; readonly index: number }
  | { readonly type: 'open'; readonly kept: readonly string[] }
  | { readonly type: 'broken'; readonly problems: readonly Diagnostic[] };

/**
 * Decides {@link PastedLinkOutcome} for the box's `text`, its `report`, the address's `link`
 * and the texts already kept. A box that already holds the link keeps it (its own report says
 * what is wrong with it, if anything). The link is checked as the embed page checks one
 * (`openLink`: length, decoding, the laws), so a broken link never replaces the reader's text.
 * A `disposable` text (the link an earlier address put in the box, unchanged) is not kept: it
 * is not the reader's work, and keeping it would put it before the reader's own text.
 */
export const openPastedLink = (
  report: SourceReport,
  text: string,
  link: string,
  kept: readonly string[],
  disposable = false,
): PastedLinkOutcome => {
  const index = boardWithLink(report, link);
  if (index !== null) return { type: 'board', index };
  if (text.trim() === link.trim()) return { type: 'board', index: 0 };
  const opened = openLink(link);
  if (!opened.ok) return { type: 'broken', problems: opened.error };
  return { type: 'open', kept: disposable ? [...kept] : keepCopy(kept, text) };
};

/** A problem as the list shows it. */
export interface DiagnosticView {
  /** Index in the report's list. */
  readonly index: number;
  readonly severity: 'error' | 'warning';
  /** "Line 4, column 14" or "No position". */
  readonly where: string;
  /** The line the problem is on, for the link to the source; `null` without a position. */
  readonly line: number | null;
  readonly message: string;
  readonly hint: string | null;
  readonly code: string;
}

/**
 * The list of problems to show: at most {@link MAX_SHOWN_DIAGNOSTICS}, and how many more there
 * are; each message and hint in the page's language (`diagnosticText`: the engine's templates
 * filled with its args, English where a problem has none).
 */
export const diagnosticViews = (
  diagnostics: readonly Diagnostic[],
  lang = 'en',
): { readonly shown: readonly DiagnosticView[]; readonly more: number } => {
  const tr = translator(lang);
  const shown = diagnostics.slice(0, MAX_SHOWN_DIAGNOSTICS).map((d, index): DiagnosticView => {
    const text = diagnosticText(d, lang);
    return {
      index,
      severity: d.severity,
      where: d.pos ? tr('lab.problem.where', { line: d.pos.line, column: d.pos.column }) : tr('lab.problem.nowhere'),
      line: d.pos ? d.pos.line : null,
      message: text.message,
      hint: text.hint ?? null,
      code: d.code,
    };
  });
  return { shown, more: Math.max(0, diagnostics.length - shown.length) };
};
