/**
 * Hand Lab model: everything the Lab decides, as pure functions over plain data (no Preact, no
 * DOM). The view holds the state and calls these; the engine decides every rule.
 *
 * Three parts:
 *
 * - **Reading** a pasted or dropped text ({@link readSource}): PBN, LIN, a BBO hand-viewer link
 *   or one of our share links, detected by {@link detectKind}; every problem with line and
 *   column, laid out for a read-only rendering of the source with the offending text marked
 *   ({@link sourceRows}); each board checked by `checkRecord` and replayed for the preview.
 * - **Building** a hand ({@link LabHand}, changed only through {@link labReducer}): a deal made
 *   by clicking cards, typing a PBN deal or from a seed; calls from the bidding box, of which
 *   only `legalCalls` are enabled; cards of which only `legalPlays` are enabled; a claim; undo;
 *   a note on any step. The hand is legal by construction, and {@link rebuild} keeps it so when
 *   the dealer or the rule set changes or a hand comes from storage or a link.
 * - **Sharing and keeping**: the share link (the engine's `encodeHandLink`, carried in the URL
 *   fragment `#h=`), the embed snippet, the PBN file, and `localStorage` (the pasted text and the
 *   hand under construction, restored on reload until the reader clears them). The pasted board
 *   on preview travels the same way, as `#p=` ({@link boardLink}, {@link hashWithPastedLink}),
 *   so that the paste preview's step links hold it; opened elsewhere, it is looked for in the
 *   kept text before it takes the box, whose text is then kept ({@link openPastedLink}).
 *
 * Limits ({@link MAX_TEXT_CHARS}, {@link MAX_BOARDS}) keep a browser tab responsive: bigger
 * input is refused with a message that states the limit. Nothing here throws and nothing here
 * produces HTML: the view renders every string as text.
 *
 * ```ts
 * let hand = emptyHand();
 * hand = labReducer(hand, { type: 'randomDeal', seed: 'lesson-3' }).hand;
 * hand = labReducer(hand, { type: 'call', call: { type: 'bid', level: 1, strain: 'S' } }).hand;
 * const link = shareLink(hand); // '1…', for /lab/#h=1…
 * ```
 *
 * @packageDocumentation
 */
import {
  applyCall,
  checkCall,
  formatCall,
  legalCalls,
  startAuction,
  type AuctionState,
} from '../../engine/auction.ts';
import { FULL_DECK, isCard, rankOf, sortCards, suitOf } from '../../engine/card.ts';
import { randomDeal } from '../../engine/deal.ts';
import type { parseBboUrl, parseLin } from '../../engine/formats/lin.ts';
import { decodeHandLink, encodeHandLink } from '../../engine/formats/link.ts';
import type { makePbn, parsePbn } from '../../engine/formats/pbn.ts';
import {
  applyCard,
  checkClaim,
  declarerTricks,
  legalPlays,
  startPlay,
  tricksRemaining,
  type PlayState,
} from '../../engine/play.ts';
import { checkRecord, replay, type HandRecord, type Timeline } from '../../engine/record.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { DEFAULT_RULE_SET_ID, isRuleSetId, RULE_SET_IDS, RULE_SETS, withOptions } from '../../engine/rules/index.ts';
import type { RuleSet, RuleSetId } from '../../engine/rules/types.ts';
import type { Diagnostic, SourcePos } from '../../engine/source.ts';
import {
  SEATS,
  SUITS,
  VULNERABILITIES,
  type BySeat,
  type BySide,
  type Call,
  type Card,
  type Level,
  type Seat,
  type Suit,
  type Vulnerability,
} from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { MAX_LINK_LENGTH, openLink } from '../HandGallery/embed.ts';
import { stepKey, stepUrl } from '../HandReplay/model.ts';
import { rankShort, seatName, spellCall, spellContractBy, type Spelled } from '../shared/format.ts';

// =============================================================================================
// Limits

/**
 * The most text the Lab reads: one million characters (about 1 MB). A PBN file of 500 boards
 * with commentary is well under this; anything bigger would freeze the tab while it is read.
 */
export const MAX_TEXT_CHARS = 1_000_000;
/** The most bytes of a dropped or chosen file (1 MB); checked before the file is read. */
export const MAX_FILE_BYTES = 1_048_576;
/** The most boards in one text. */
export const MAX_BOARDS = 500;
/** The most problems listed (the rest are counted); enough to show the pattern of a broken file. */
export const MAX_SHOWN_DIAGNOSTICS = 200;
/** The longest note on a step, and the longest introduction. */
export const MAX_NOTE_CHARS = 2000;
/** The longest title. */
export const MAX_TITLE_CHARS = 200;
/** The longest seed. */
export const MAX_SEED_CHARS = 100;
/** Up to this many lines the source is shown whole; beyond it, only the lines around problems. */
export const SOURCE_FULL_LINES = 400;
/** Lines shown before and after a marked line when the source is shown in part. */
export const SOURCE_CONTEXT = 2;
/** Characters of one line shown whole; a longer line (LIN files are often one line) is cut around its marks. */
export const SOURCE_LINE_CHARS = 400;
/** Characters shown either side of a mark in a long line. */
const LINE_WINDOW = 60;

/** A number with thousands separators, the same in every browser: `1,000,000`. */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A diagnostic of the Lab itself (not of a format reader). */
const labDiag = (code: string, message: string, hint?: string, pos?: SourcePos): Diagnostic => ({
  code,
  message,
  severity: 'error',
  ...(hint !== undefined ? { hint } : {}),
  ...(pos !== undefined ? { pos } : {}),
});

/**
 * Refuses text over {@link MAX_TEXT_CHARS}, with a message that states the limit; `null` when
 * the text may be read.
 */
export const textTooLarge = (text: string, lang = 'en'): Diagnostic | null => {
  if (text.length <= MAX_TEXT_CHARS) return null;
  const tr = translator(lang);
  return labDiag(
    'LAB_TEXT_TOO_LARGE',
    tr('lab.limit.text', { size: formatCount(text.length), limit: formatCount(MAX_TEXT_CHARS) }),
    tr('lab.limit.textHint'),
  );
};

/** Refuses a file over {@link MAX_FILE_BYTES} before it is read; `null` when it may be read. */
export const fileTooLarge = (bytes: number, name: string, lang = 'en'): Diagnostic | null => {
  if (bytes <= MAX_FILE_BYTES) return null;
  const tr = translator(lang);
  return labDiag(
    'LAB_FILE_TOO_LARGE',
    tr('lab.limit.file', { name, size: formatCount(bytes), limit: formatCount(MAX_FILE_BYTES) }),
    tr('lab.limit.textHint'),
  );
};

// =============================================================================================
// Reading: what was pasted

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

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The key of the hand under construction in the Lab's address: `#h=<link>`. */
export const LINK_KEY = 'h';

/**
 * The key of the pasted board on preview in the Lab's address: `#p=<link>`, beside `h=`, so that
 * a reload finds the board again (see {@link hashWithPastedLink}) and the paste preview's step
 * links hold it ({@link replayStepLink}).
 */
export const PASTED_LINK_KEY = 'p';

/** The id of the paste preview's replay: it keeps its step in the address as `hand-lab-paste=<n>`. */
export const PASTE_REPLAY_ID = 'lab-paste';

/** The id of the built hand's replay: it keeps its step in the address as `hand-lab-build=<n>`. */
export const BUILD_REPLAY_ID = 'lab-build';

/**
 * The address a Lab replay's "Copy link to this step" copies: this page (`href` without its
 * fragment) with only the hand that replay shows (`key` is {@link LINK_KEY} for the built hand,
 * {@link PASTED_LINK_KEY} for the pasted board) and that replay's step, written by the replay's
 * own `stepUrl`. The Lab's own address holds both panels' hands; a link sent to someone holds
 * just the one they are meant to see, so opening it does not also put the sender's other hand
 * into their Lab.
 */
export const replayStepLink = (href: string, key: string, link: string, replayId: string, step: number): string => {
  const at = href.indexOf('#');
  return stepUrl(`${at < 0 ? href : href.slice(0, at)}#${key}=${link}`, replayId, step);
};

/** The paste preview's step key in the address: the replay's own `stepKey(PASTE_REPLAY_ID)`. */
export const PASTE_STEP_KEY = stepKey(PASTE_REPLAY_ID);

/** The `&`-separated parts of a fragment, empty parts dropped. */
const hashParts = (hash: string): string[] =>
  hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '');

/** The decoded key of a `key=value` part, or `null` for a part without one (a heading's anchor). */
const partKey = (part: string): string | null => {
  const eq = part.indexOf('=');
  return eq > 0 ? safeDecode(part.slice(0, eq)) : null;
};

/** A fragment made of parts: `''` when there are none, else `#` and the parts joined by `&`. */
const joinHash = (parts: readonly string[]): string => (parts.length === 0 ? '' : `#${parts.join('&')}`);

/** The fragment without the pairs of `keys` (every other part kept, in order). */
const hashWithout = (hash: string, keys: readonly string[]): string =>
  joinHash(hashParts(hash).filter((part) => !keys.includes(partKey(part) ?? '')));

/**
 * The share link carried by a URL fragment: `h=<link>` among `&`-separated pairs (the Lab's
 * `#h=…`, where a replay may add its own `hand-…=step`), or the pair of another `key` (the
 * pasted board's `p=`). `null` when there is none.
 */
export const linkFromHash = (hash: string, key: string = LINK_KEY): string | null => {
  for (const part of hashParts(hash)) {
    if (partKey(part) === key) return safeDecode(part.slice(part.indexOf('=') + 1));
  }
  return null;
};

/** The fragment without its `h=` pair (other pairs kept); `''` when nothing is left. */
export const hashWithoutLink = (hash: string): string => hashWithout(hash, [LINK_KEY]);

/**
 * The fragment with `h=<link>` (first, other pairs kept), or without it when `link` is `null`;
 * `''` when nothing is left. The Lab keeps the address in step with the hand, so that the
 * address itself is always a link to the hand under construction.
 */
export const hashWithLink = (hash: string, link: string | null): string =>
  joinHash([...(link === null ? [] : [`${LINK_KEY}=${link}`]), ...hashParts(hashWithoutLink(hash))]);

/**
 * The fragment with the pasted board on preview: `p=<link>` right after the `h=` pair (first
 * when there is none), other pairs kept. With `link` `null` (nothing previewed) the pair goes,
 * and so does the paste preview's step, which belongs to that board. `''` when nothing is left.
 */
export const hashWithPastedLink = (hash: string, link: string | null): string => {
  const rest = hashParts(hashWithout(hash, link === null ? [PASTED_LINK_KEY, PASTE_STEP_KEY] : [PASTED_LINK_KEY]));
  if (link === null) return joinHash(rest);
  const at = rest.findIndex((part) => partKey(part) === LINK_KEY) + 1;
  return joinHash([...rest.slice(0, at), `${PASTED_LINK_KEY}=${link}`, ...rest.slice(at)]);
};

/** The fragment without the paste preview's step (another board is about to be shown). */
export const hashWithoutPasteStep = (hash: string): string => hashWithout(hash, [PASTE_STEP_KEY]);

/** Where the value of `key`'s pair starts in `url`, whose fragment starts at `hash`; -1 when it has none. */
const pairValueAt = (url: string, hash: number, key: string): number => {
  let at = hash + 1;
  for (const part of url.slice(hash + 1).split('&')) {
    if (partKey(part) === key) return at + part.indexOf('=') + 1;
    at += part.length + 1;
  }
  return -1;
};

/**
 * The share link inside a URL of this site: a Lab URL (`…/lab/#h=<link>`, or `…/lab/#p=<link>`
 * as the paste preview's step links are) or an embed URL (`…/embed/#<link>`). `null` for any
 * other URL (a BBO link, say).
 */
export const linkInUrl = (url: string): { link: string; offset: number } | null => {
  const hash = url.indexOf('#');
  if (hash < 0) return null;
  const fragment = url.slice(hash);
  for (const key of [LINK_KEY, PASTED_LINK_KEY]) {
    const link = linkFromHash(fragment, key);
    if (link !== null) return { link, offset: pairValueAt(url, hash, key) };
  }
  if (/\/embed\/?$/.test(url.slice(0, hash))) {
    const link = fragment.slice(1).split('&')[0] ?? '';
    return { link, offset: hash + 1 };
  }
  return null;
};

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
  (a.pos?.line ?? Number.MAX_SAFE_INTEGER) - (b.pos?.line ?? Number.MAX_SAFE_INTEGER) ||
  (a.pos?.column ?? 0) - (b.pos?.column ?? 0);

/** The same problem reported twice: same place, same severity (a lenient warning does not hide `checkRecord`'s error). */
const samePlace = (a: Diagnostic, b: Diagnostic): boolean =>
  a.pos !== undefined && b.pos !== undefined && a.pos.line === b.pos.line && a.pos.column === b.pos.column && a.severity === b.severity;

/** The words for a board in the chooser. */
export const boardLabel = (record: HandRecord | null, index: number, timeline: Timeline | null, tr: Translate = translator()): string => {
  const name = record?.board !== undefined && record.board !== '' ? tr('lab.board.numbered', { board: record.board }) : tr('lab.board.nth', { number: index + 1 });
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

/**
 * Reads a pasted text: detects its kind, runs the engine's reader (strict by default), checks
 * every record with `checkRecord` and replays those it accepts. `checkRecord`'s problems are
 * added where the reader did not already report one at the same place. Text over
 * {@link MAX_TEXT_CHARS} or with more than {@link MAX_BOARDS} boards is refused. Never throws.
 */
export const readSource = (readers: Readers, text: string, opts: ReadOptions = {}): SourceReport => {
  const { parsePbn, parseLin, parseBboUrl } = readers;
  const strict = opts.strict ?? true;
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

  let records: (HandRecord | null)[] = [];
  let diagnostics: Diagnostic[] = [];
  let byBoard: Diagnostic[][] | null = null;
  let source = text;
  switch (kind) {
    case 'pbn': {
      const r = parsePbn(text, { strict });
      records = r.records;
      diagnostics = [...r.diagnostics];
      byBoard = r.byGame;
      break;
    }
    case 'lin': {
      const r = parseLin(text, { strict });
      records = r.records;
      diagnostics = [...r.diagnostics];
      break;
    }
    case 'bbo': {
      const r = parseBboUrl(text);
      const lin = linOfBboUrl(text);
      if (lin !== null) source = lin;
      if (r.ok) records = r.value;
      else diagnostics = [...r.error];
      break;
    }
    case 'link': {
      const trimmed = text.trim();
      const lead = text.indexOf(trimmed);
      const inUrl = /^https?:\/\//i.test(trimmed) ? linkInUrl(trimmed) : null;
      const link = inUrl ? inUrl.link : trimmed;
      const offset = lead + (inUrl ? inUrl.offset : 0);
      const r = decodeHandLink(link);
      if (r.ok) records = [r.value.record];
      else
        diagnostics = r.error.map((d) =>
          d.pos === undefined ? d : { ...d, pos: posAtOffset(text, offset + d.pos.column - 1, d.pos.length ?? 1) },
        );
      break;
    }
  }
  if (records.length > MAX_BOARDS) {
    return empty(
      labDiag('LAB_TOO_MANY_BOARDS', tr('lab.limit.boards', { count: formatCount(records.length), limit: formatCount(MAX_BOARDS) }), tr('lab.limit.boardsHint', { limit: formatCount(MAX_BOARDS) })),
    );
  }

  const boards: LabBoard[] = [];
  const all: Diagnostic[] = [...diagnostics];
  records.forEach((record, index) => {
    const own: Diagnostic[] = byBoard ? [...(byBoard[index] ?? [])] : [];
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
    const c = counts(byBoard ? own : index === 0 && records.length === 1 ? all : own);
    boards.push({ index, label: boardLabel(record, index, timeline, tr), record, timeline, ...c });
  });
  if (records.length === 0 && all.length === 0) {
    all.push(labDiag('LAB_NO_BOARD', tr('lab.read.noBoard'), tr('lab.read.noBoardHint')));
  }
  all.sort(byPosition);
  return { kind, diagnostics: all, boards, source, refused: null, ...counts(all) };
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
 */
export const openPastedLink = (report: SourceReport, text: string, link: string, kept: readonly string[]): PastedLinkOutcome => {
  const index = boardWithLink(report, link);
  if (index !== null) return { type: 'board', index };
  if (text.trim() === link.trim()) return { type: 'board', index: 0 };
  const opened = openLink(link);
  if (!opened.ok) return { type: 'broken', problems: opened.error };
  return { type: 'open', kept: keepText(kept, text) };
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

/** The list of problems to show: at most {@link MAX_SHOWN_DIAGNOSTICS}, and how many more there are. */
export const diagnosticViews = (
  diagnostics: readonly Diagnostic[],
  lang = 'en',
): { readonly shown: readonly DiagnosticView[]; readonly more: number } => {
  const tr = translator(lang);
  const shown = diagnostics.slice(0, MAX_SHOWN_DIAGNOSTICS).map(
    (d, index): DiagnosticView => ({
      index,
      severity: d.severity,
      where: d.pos ? tr('lab.problem.where', { line: d.pos.line, column: d.pos.column }) : tr('lab.problem.nowhere'),
      line: d.pos ? d.pos.line : null,
      message: d.message,
      hint: d.hint ?? null,
      code: d.code,
    }),
  );
  return { shown, more: Math.max(0, diagnostics.length - shown.length) };
};

// ---------------------------------------------------------------------------------------------
// The source, marked

/** A piece of a source line: plain text, marked text (covered by problems), or a cut. */
export interface SourceSegment {
  readonly text: string;
  /** Indices of the problems whose span covers this piece (empty for plain text). */
  readonly marks: readonly number[];
  /** The worst severity among them. */
  readonly severity?: 'error' | 'warning';
  /** A stand-in for a problem at the end of the line (nothing to mark there). */
  readonly endOfLine?: boolean;
  /** Text left out of a very long line. */
  readonly cut?: boolean;
}

/** A line of the source. */
export interface SourceLine {
  readonly kind: 'line';
  /** 1-based. */
  readonly number: number;
  readonly segments: readonly SourceSegment[];
  /** Indices of the problems on this line. */
  readonly marks: readonly number[];
}

/** Lines left out between shown lines. */
export interface SourceGap {
  readonly kind: 'gap';
  readonly from: number;
  readonly to: number;
}

/** A row of the source rendering. */
export type SourceRow = SourceLine | SourceGap;

/** The lines of a text, line ends of any kind (`\r\n`, `\n`, `\r`). */
export const splitLines = (text: string): string[] => text.split(/\r\n|\n|\r/);

interface Span {
  readonly start: number;
  readonly end: number;
  readonly index: number;
  readonly severity: 'error' | 'warning';
}

const worst = (spans: readonly Span[]): 'error' | 'warning' => (spans.some((s) => s.severity === 'error') ? 'error' : 'warning');

/** Merges overlapping windows `[start, end)`. */
const mergeWindows = (ws: [number, number][]): [number, number][] => {
  const sorted = [...ws].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else out.push([w[0], w[1]]);
  }
  return out;
};

/** The segments of one line: text split where marks start and end; long lines cut around the marks. */
const lineSegments = (line: string, spans: readonly Span[]): SourceSegment[] => {
  const inLine = spans.filter((s) => s.start < line.length);
  const atEnd = spans.filter((s) => s.start >= line.length);
  const windows: [number, number][] =
    line.length <= SOURCE_LINE_CHARS
      ? [[0, line.length]]
      : inLine.length === 0
        ? [[0, SOURCE_LINE_CHARS]]
        : mergeWindows(inLine.map((s) => [Math.max(0, s.start - LINE_WINDOW), Math.min(line.length, s.end + LINE_WINDOW)]));
  if (atEnd.length > 0 && line.length > SOURCE_LINE_CHARS) {
    windows.push([Math.max(0, line.length - LINE_WINDOW), line.length]);
  }
  const merged = mergeWindows(windows);
  const out: SourceSegment[] = [];
  let shownTo = 0;
  for (const [from, to] of merged) {
    if (from > shownTo) out.push({ text: '…', marks: [], cut: true });
    const cuts = new Set<number>([from, to]);
    for (const s of inLine) {
      if (s.start > from && s.start < to) cuts.add(s.start);
      if (s.end > from && s.end < to) cuts.add(s.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i]!;
      const b = points[i + 1]!;
      const covering = inLine.filter((s) => s.start <= a && s.end >= b);
      out.push(
        covering.length === 0
          ? { text: line.slice(a, b), marks: [] }
          : { text: line.slice(a, b), marks: covering.map((s) => s.index), severity: worst(covering) },
      );
    }
    shownTo = to;
  }
  if (shownTo < line.length) out.push({ text: '…', marks: [], cut: true });
  if (atEnd.length > 0) out.push({ text: ' ', marks: atEnd.map((s) => s.index), severity: worst(atEnd), endOfLine: true });
  return out;
};

/**
 * The source laid out for a read-only rendering with line numbers: each problem's span (from its
 * position and length) becomes marked segments of its line. A text of up to
 * {@link SOURCE_FULL_LINES} lines is shown whole; a longer one only around the marked lines
 * ({@link SOURCE_CONTEXT} lines either side), with gaps between. A problem that points past the
 * end of its line is marked by a stand-in space at the end.
 */
export const sourceRows = (text: string, diagnostics: readonly Diagnostic[]): SourceRow[] => {
  const lines = splitLines(text);
  const spansByLine = new Map<number, Span[]>();
  diagnostics.forEach((d, index) => {
    if (!d.pos || d.pos.line < 1 || d.pos.line > lines.length) return;
    const start = Math.max(0, d.pos.column - 1);
    const length = Math.max(1, d.pos.length ?? 1);
    const line = lines[d.pos.line - 1] ?? '';
    const span: Span = { start, end: Math.min(line.length, start + length), index, severity: d.severity };
    spansByLine.set(d.pos.line, [...(spansByLine.get(d.pos.line) ?? []), span]);
  });
  const show = new Set<number>();
  if (lines.length <= SOURCE_FULL_LINES) lines.forEach((_, i) => show.add(i + 1));
  else {
    for (const n of spansByLine.keys()) {
      for (let k = n - SOURCE_CONTEXT; k <= n + SOURCE_CONTEXT; k++) if (k >= 1 && k <= lines.length) show.add(k);
    }
    if (show.size === 0) for (let k = 1; k <= Math.min(lines.length, SOURCE_CONTEXT * 2 + 1); k++) show.add(k);
  }
  const rows: SourceRow[] = [];
  let previous = 0;
  for (const n of [...show].sort((a, b) => a - b)) {
    if (n > previous + 1) rows.push({ kind: 'gap', from: previous + 1, to: n - 1 });
    const spans = spansByLine.get(n) ?? [];
    rows.push({ kind: 'line', number: n, segments: lineSegments(lines[n - 1] ?? '', spans), marks: spans.map((s) => s.index) });
    previous = n;
  }
  if (previous < lines.length) rows.push({ kind: 'gap', from: previous + 1, to: lines.length });
  return rows;
};

// =============================================================================================
// Building: the hand under construction

/** A call of the hand under construction. */
export interface LabCall {
  readonly call: Call;
  readonly alert?: boolean;
  readonly note?: string;
}

/** A card of the hand under construction. */
export interface LabCard {
  readonly card: Card;
  readonly note?: string;
}

/**
 * The hand under construction. Plain JSON-safe data, legal by construction: every change goes
 * through {@link labReducer}, and anything from outside through {@link rebuild}.
 */
export interface LabHand {
  readonly ruleSet: RuleSetId;
  /** The nullos option (only where the rule set allows it: see {@link nullosAllowed}). */
  readonly nullos: boolean;
  readonly dealer: Seat;
  /** The cards given to each seat so far, in display order; a hand may be short while dealing. */
  readonly deal: BySeat<readonly Card[]>;
  readonly calls: readonly LabCall[];
  readonly play: readonly LabCard[];
  /** Declarer's side's final total of tricks, once claimed. */
  readonly claim: number | null;
  /** The note at step 0, before the first call. */
  readonly intro: string;
  readonly title: string;
  readonly board?: string;
  readonly vulnerability?: Vulnerability;
}

/** An empty hand: no cards dealt, North deals, the site's default rule set. */
export const emptyHand = (ruleSet: RuleSetId = DEFAULT_RULE_SET_ID, dealer: Seat = 'N'): LabHand => ({
  ruleSet,
  nullos: false,
  dealer,
  deal: { N: [], E: [], S: [], W: [] },
  calls: [],
  play: [],
  claim: null,
  intro: '',
  title: '',
});

/**
 * Whether the nullos option means anything under a rule set: read from the data (`withOptions`
 * adds the nullo strain only to the auction codes, auction-laws.md §8.2), never from the id.
 */
export const nullosAllowed = (ruleSet: RuleSetId): boolean => {
  const base = RULE_SETS[ruleSet];
  return !base.auction.strains.includes('NL') && withOptions(base, { nullos: true }).auction.strains.includes('NL');
};

/** The rule set the hand is bid and played under, options applied. */
export const rulesOf = (hand: Pick<LabHand, 'ruleSet' | 'nullos'>): RuleSet =>
  withOptions(RULE_SETS[hand.ruleSet], hand.nullos && nullosAllowed(hand.ruleSet) ? { nullos: true } : {});

/** Cards in a hand (law 28 ff., 1912: 52 cards dealt to four players). */
const HAND_CARDS = 13;

/** Whether every seat holds thirteen cards. */
export const dealComplete = (deal: BySeat<readonly Card[]>): boolean => SEATS.every((s) => deal[s].length === HAND_CARDS);

/** The seat holding a card, or `null` when it is not dealt yet. */
export const holderOf = (deal: BySeat<readonly Card[]>, card: Card): Seat | null => SEATS.find((s) => deal[s].includes(card)) ?? null;

/** The cards nobody holds yet, in deck order. */
export const undealt = (deal: BySeat<readonly Card[]>): Card[] => FULL_DECK.filter((c) => holderOf(deal, c) === null);

/** The seat after `seat` (clockwise) whose hand still has room, if any. */
export const nextSeatWithRoom = (hand: LabHand, seat: Seat): Seat | null => {
  const start = SEATS.indexOf(seat);
  for (let k = 1; k <= 4; k++) {
    const s = SEATS[(start + k) % 4]!;
    if (hand.deal[s].length < HAND_CARDS) return s;
  }
  return null;
};

/** What the hand's calls and cards have established. */
export interface LabProgress {
  readonly rules: RuleSet;
  readonly auction: AuctionState;
  /** The play, once there is a contract and a full deal. */
  readonly play: PlayState | null;
  /**
   * `deal` while the deal is incomplete and nothing is bid; `auction` while calls can be made;
   * `play` while cards can be played; `end` after a pass-out, the last card or a claim (or an
   * auction over on an incomplete deal, where nothing can be played).
   */
  readonly phase: 'deal' | 'auction' | 'play' | 'end';
  /** Steps of the hand: calls and cards (the claim is not a step with a note). */
  readonly steps: number;
}

/** Replays the hand's calls and cards through the engine (they are legal by construction). */
export const progress = (hand: LabHand): LabProgress => {
  const rules = rulesOf(hand);
  let auction = startAuction(hand.dealer);
  for (const c of hand.calls) {
    const r = applyCall(rules, auction, c.call);
    if (!r.ok) break;
    auction = r.value;
  }
  let play: PlayState | null = null;
  if (auction.complete && auction.contract !== null && dealComplete(hand.deal)) {
    play = startPlay({ N: [...hand.deal.N], E: [...hand.deal.E], S: [...hand.deal.S], W: [...hand.deal.W] }, auction.contract);
    for (const c of hand.play) {
      const r = applyCard(play, c.card);
      if (!r.ok) break;
      play = r.value;
    }
  }
  const phase: LabProgress['phase'] = !auction.complete
    ? hand.calls.length === 0 && !dealComplete(hand.deal)
      ? 'deal'
      : 'auction'
    : play === null || play.complete || hand.claim !== null
      ? 'end'
      : 'play';
  return { rules, auction, play, phase, steps: hand.calls.length + hand.play.length };
};

/** What a change did, for the live region: done, or refused with the reason. */
export interface LabNotice {
  readonly kind: 'done' | 'refused';
  readonly text: string;
}

/** The hand after a change, and what to announce. */
export interface LabUpdate {
  readonly hand: LabHand;
  readonly notice: LabNotice | null;
}

/** Every change the reader can make to the hand under construction. */
export type LabAction =
  /** Give a card to a seat; a card the seat already holds goes back to the pack. */
  | { readonly type: 'assign'; readonly card: Card; readonly seat: Seat }
  /** Replace the deal (from a typed PBN deal). */
  | { readonly type: 'setDeal'; readonly deal: BySeat<readonly Card[]> }
  /** Give every undealt card to a seat (when they fit). */
  | { readonly type: 'fillRest'; readonly seat: Seat }
  | { readonly type: 'clearDeal' }
  /** Deal at random from a seed (`randomDeal`, from the dealer's left). */
  | { readonly type: 'randomDeal'; readonly seed: string }
  | { readonly type: 'setDealer'; readonly dealer: Seat }
  | { readonly type: 'setRuleSet'; readonly ruleSet: RuleSetId }
  | { readonly type: 'setNullos'; readonly on: boolean }
  | { readonly type: 'call'; readonly call: Call }
  | { readonly type: 'card'; readonly card: Card }
  /** Declarer's side's final total of tricks. */
  | { readonly type: 'claim'; readonly tricks: number }
  /** Take back the claim, else the last card, else the last call. */
  | { readonly type: 'undo' }
  /** The note of a step: 0 is the introduction, then one step per call and per card. */
  | { readonly type: 'note'; readonly step: number; readonly text: string }
  | { readonly type: 'title'; readonly text: string }
  /** Replace the whole hand (from a link, a pasted board or storage); it is rebuilt first. */
  | { readonly type: 'load'; readonly hand: LabHand }
  | { readonly type: 'reset' };

const done = (hand: LabHand, text: string): LabUpdate => ({ hand, notice: { kind: 'done', text } });
const refused = (hand: LabHand, text: string): LabUpdate => ({ hand, notice: { kind: 'refused', text } });

/** "the ace of spades". */
export const cardWords = (card: Card, tr: Translate = translator()): string =>
  tr('card.spoken', { rank: tr(`rank.${rankOf(card)}`), suit: tr(`suit.${suitOf(card)}.many`) });

/** "♠A" for the eye (the ten as 10). */
export const cardText = (card: Card, tr: Translate = translator()): string =>
  `${{ S: '♠', H: '♥', D: '♦', C: '♣' }[suitOf(card)]}${rankShort(rankOf(card), tr)}`;

const tricksWords = (n: number, tr: Translate): string => tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: n });

/** The words for a call just made: "North bids one spade." and, when it ends the auction, the contract. */
const callAnnouncement = (seat: Seat, call: Call, after: AuctionState, tr: Translate): string => {
  const who = seatName(seat, tr);
  const said =
    call.type === 'bid'
      ? tr('replay.announce.bid', { seat: who, bid: spellCall(call, tr).spoken })
      : call.type === 'pass'
        ? tr('replay.announce.pass', { seat: who })
        : call.type === 'double'
          ? tr('replay.announce.double', { seat: who })
          : tr('replay.announce.redouble', { seat: who });
  if (!after.complete) return said;
  const end = after.contract ? tr('replay.announce.contract', { contract: spellContractBy(after.contract).spoken }) : tr('replay.announce.passedOut');
  return `${said} ${end}`;
};

/** The words for a card just played, and the trick's winner when it completes a trick. */
const cardAnnouncement = (before: PlayState, after: PlayState, card: Card, tr: Translate): string => {
  const seat = before.toPlay ?? before.declarer;
  const lead = (before.current?.cards.length ?? 0) === 0;
  const said = tr(lead ? 'replay.announce.lead' : 'replay.announce.play', { seat: seatName(seat, tr), card: cardWords(card, tr) });
  if (after.tricks.length === before.tricks.length) return said;
  const trick = after.tricks[after.tricks.length - 1]!;
  return `${said} ${tr('replay.announce.trick', { number: after.tricks.length, seat: seatName(trick.winner, tr) })}`;
};

/** Why no card can be played now. */
const noPlayReason = (hand: LabHand, p: LabProgress, tr: Translate): string => {
  if (hand.claim !== null) return tr('lab.play.claimed');
  if (!p.auction.complete) return tr('lab.play.auctionFirst');
  if (p.auction.contract === null) return tr('lab.play.passedOut');
  if (!dealComplete(hand.deal)) return tr('lab.play.dealFirst');
  return tr('lab.play.over');
};

const sortedDeal = (deal: BySeat<readonly Card[]>): BySeat<readonly Card[]> => ({
  N: sortCards(deal.N),
  E: sortCards(deal.E),
  S: sortCards(deal.S),
  W: sortCards(deal.W),
});

const clip = (text: string, max: number): string => (typeof text === 'string' ? text.slice(0, max) : '');

/** The note at a step (0 the introduction, then calls, then cards); `''` when none. */
export const noteAt = (hand: LabHand, step: number): string => {
  if (step === 0) return hand.intro;
  if (step <= hand.calls.length) return hand.calls[step - 1]?.note ?? '';
  return hand.play[step - 1 - hand.calls.length]?.note ?? '';
};

const withNote = <T extends { readonly note?: string }>(entry: T, text: string): T => {
  const { note: _old, ...rest } = entry;
  return (text === '' ? rest : { ...rest, note: text }) as T;
};

/**
 * Applies one change to the hand under construction and says what happened. A change the rules
 * do not allow leaves the hand as it was and comes back `refused`, with the engine's reason:
 * an illegal call (`checkCall`), an illegal card (`applyCard`), an impossible claim
 * (`checkClaim`), a card for a hand that already holds thirteen, a deal change after the play
 * has begun. Changing the dealer or the rule set keeps the calls and cards that are still legal
 * (see {@link rebuild}) and says how many were dropped.
 */
export const labReducer = (hand: LabHand, action: LabAction, lang = 'en'): LabUpdate => {
  const tr = translator(lang);
  const p = progress(hand);
  const dealLocked = hand.play.length > 0;
  switch (action.type) {
    case 'assign': {
      if (dealLocked) return refused(hand, tr('lab.deal.locked'));
      const holder = holderOf(hand.deal, action.card);
      const words = cardWords(action.card, tr);
      if (holder === action.seat) {
        const deal = { ...hand.deal, [action.seat]: hand.deal[action.seat].filter((c) => c !== action.card) };
        return done({ ...hand, deal }, tr('lab.deal.returned', { card: words, seat: seatName(action.seat, tr), count: deal[action.seat].length }));
      }
      if (hand.deal[action.seat].length >= HAND_CARDS) return refused(hand, tr('lab.deal.full', { seat: seatName(action.seat, tr) }));
      const without = holder === null ? hand.deal : { ...hand.deal, [holder]: hand.deal[holder].filter((c) => c !== action.card) };
      const deal = sortedDeal({ ...without, [action.seat]: [...without[action.seat], action.card] });
      return done({ ...hand, deal }, tr('lab.deal.given', { card: words, seat: seatName(action.seat, tr), count: deal[action.seat].length }));
    }
    case 'setDeal': {
      if (dealLocked) return refused(hand, tr('lab.deal.locked'));
      const clean = cleanDeal(action.deal);
      return done({ ...hand, deal: clean }, tr('lab.deal.typed', { count: SEATS.reduce((n, s) => n + clean[s].length, 0) }));
    }
    case 'fillRest': {
      if (dealLocked) return refused(hand, tr('lab.deal.locked'));
      const rest = undealt(hand.deal);
      const room = HAND_CARDS - hand.deal[action.seat].length;
      if (rest.length === 0) return refused(hand, tr('lab.deal.nothingLeft'));
      if (rest.length > room) return refused(hand, tr('lab.deal.restTooMany', { count: rest.length, seat: seatName(action.seat, tr), room }));
      const deal = sortedDeal({ ...hand.deal, [action.seat]: [...hand.deal[action.seat], ...rest] });
      return done({ ...hand, deal }, tr('lab.deal.restGiven', { count: rest.length, seat: seatName(action.seat, tr) }));
    }
    case 'clearDeal': {
      if (dealLocked) return refused(hand, tr('lab.deal.locked'));
      return done({ ...hand, deal: { N: [], E: [], S: [], W: [] } }, tr('lab.deal.cleared'));
    }
    case 'randomDeal': {
      if (dealLocked) return refused(hand, tr('lab.deal.locked'));
      const seed = clip(action.seed, MAX_SEED_CHARS).trim();
      if (seed === '') return refused(hand, tr('lab.deal.seedEmpty'));
      const deal = randomDeal(seed, hand.dealer);
      return done({ ...hand, deal }, tr('lab.deal.random', { seed, dealer: seatName(hand.dealer, tr) }));
    }
    case 'setDealer':
    case 'setRuleSet':
    case 'setNullos': {
      const next: LabHand =
        action.type === 'setDealer'
          ? { ...hand, dealer: action.dealer }
          : action.type === 'setRuleSet'
            ? { ...hand, ruleSet: action.ruleSet, nullos: hand.nullos && nullosAllowed(action.ruleSet) }
            : { ...hand, nullos: action.on && nullosAllowed(hand.ruleSet) };
      const r = rebuild(next);
      const what =
        action.type === 'setDealer'
          ? tr('lab.changed.dealer', { dealer: seatName(action.dealer, tr) })
          : action.type === 'setRuleSet'
            ? tr('lab.changed.ruleSet', { rules: RULE_SETS[action.ruleSet].label })
            : tr(next.nullos ? 'lab.changed.nullosOn' : 'lab.changed.nullosOff');
      const lost = droppedWords(r.dropped, tr);
      return done(r.hand, lost === '' ? what : `${what} ${lost}`);
    }
    case 'call': {
      if (p.auction.complete) return refused(hand, tr('lab.auction.over'));
      const problem = checkCall(p.rules, p.auction, action.call);
      if (problem) return refused(hand, problem.message);
      const seat = p.auction.toAct!;
      const after = applyCall(p.rules, p.auction, action.call);
      if (!after.ok) return refused(hand, after.error.message);
      return done({ ...hand, calls: [...hand.calls, { call: action.call }] }, callAnnouncement(seat, action.call, after.value, tr));
    }
    case 'card': {
      if (p.play === null || p.phase !== 'play') return refused(hand, noPlayReason(hand, p, tr));
      const r = applyCard(p.play, action.card);
      if (!r.ok) return refused(hand, r.error.message);
      return done({ ...hand, play: [...hand.play, { card: action.card }] }, cardAnnouncement(p.play, r.value, action.card, tr));
    }
    case 'claim': {
      if (p.play === null || p.phase !== 'play') return refused(hand, noPlayReason(hand, p, tr));
      const r = checkClaim(p.play, action.tricks);
      if (!r.ok) return refused(hand, r.error.message);
      return done(
        { ...hand, claim: r.value },
        tr('replay.announce.claim', { seat: seatName(p.play.declarer, tr), tricks: tricksWords(r.value, tr) }),
      );
    }
    case 'undo': {
      if (hand.claim !== null) return done({ ...hand, claim: null }, tr('lab.undo.claim'));
      const lastCard = hand.play[hand.play.length - 1];
      if (lastCard) return done({ ...hand, play: hand.play.slice(0, -1) }, tr('lab.undo.card', { card: cardWords(lastCard.card, tr) }));
      const lastCall = hand.calls[hand.calls.length - 1];
      if (lastCall) return done({ ...hand, calls: hand.calls.slice(0, -1) }, tr('lab.undo.call', { call: spellCall(lastCall.call, tr).spoken }));
      return refused(hand, tr('lab.undo.nothing'));
    }
    case 'note': {
      const text = clip(action.text, MAX_NOTE_CHARS);
      const s = action.step;
      if (!Number.isInteger(s) || s < 0 || s > p.steps) return refused(hand, tr('lab.note.noStep'));
      if (s === 0) return { hand: { ...hand, intro: text }, notice: null };
      if (s <= hand.calls.length) {
        const calls = hand.calls.map((c, i) => (i === s - 1 ? withNote(c, text) : c));
        return { hand: { ...hand, calls }, notice: null };
      }
      const play = hand.play.map((c, i) => (i === s - 1 - hand.calls.length ? withNote(c, text) : c));
      return { hand: { ...hand, play }, notice: null };
    }
    case 'title':
      return { hand: { ...hand, title: clip(action.text, MAX_TITLE_CHARS) }, notice: null };
    case 'load': {
      const r = rebuild(action.hand);
      const lost = droppedWords(r.dropped, tr);
      return done(r.hand, lost === '' ? tr('lab.loaded') : `${tr('lab.loaded')} ${lost}`);
    }
    case 'reset':
      return done(emptyHand(hand.ruleSet), tr('lab.cleared.hand'));
  }
};

/** What {@link rebuild} had to drop. */
export interface Dropped {
  readonly calls: number;
  readonly cards: number;
  readonly claim: boolean;
}

const droppedWords = (d: Dropped, tr: Translate): string => {
  const parts: string[] = [];
  if (d.calls > 0) parts.push(tr(d.calls === 1 ? 'lab.dropped.call' : 'lab.dropped.calls', { count: d.calls }));
  if (d.cards > 0) parts.push(tr(d.cards === 1 ? 'lab.dropped.card' : 'lab.dropped.cards', { count: d.cards }));
  if (d.claim) parts.push(tr('lab.dropped.claim'));
  return parts.length === 0 ? '' : tr('lab.dropped', { what: parts.join(tr('list.separator')) });
};

/** A deal of valid, distinct cards, at most thirteen a hand, in display order. */
const cleanDeal = (deal: unknown): BySeat<readonly Card[]> => {
  const seen = new Set<Card>();
  const raw = (typeof deal === 'object' && deal !== null ? deal : {}) as Record<string, unknown>;
  const hand = (seat: Seat): Card[] => {
    const list = Array.isArray(raw[seat]) ? (raw[seat] as unknown[]) : [];
    const out: Card[] = [];
    for (const c of list) {
      if (typeof c === 'string' && isCard(c) && !seen.has(c) && out.length < HAND_CARDS) {
        seen.add(c);
        out.push(c);
      }
    }
    return sortCards(out);
  };
  return { N: hand('N'), E: hand('E'), S: hand('S'), W: hand('W') };
};

const isSeat = (s: unknown): s is Seat => typeof s === 'string' && (SEATS as readonly string[]).includes(s);

/**
 * Makes any hand-like value legal: a known rule set (else the default), a seat as dealer, a deal
 * of distinct cards, then the calls replayed through `applyCall` up to the first that is not
 * legal, the cards through `applyCard` likewise (only with a contract and a full deal), and the
 * claim through `checkClaim`. Notes and the title are cut to their limits. Says what was dropped.
 */
export const rebuild = (input: LabHand): { hand: LabHand; dropped: Dropped } => {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<LabHand>;
  const ruleSet: RuleSetId = typeof raw.ruleSet === 'string' && isRuleSetId(raw.ruleSet) ? raw.ruleSet : DEFAULT_RULE_SET_ID;
  const nullos = raw.nullos === true && nullosAllowed(ruleSet);
  const dealer: Seat = isSeat(raw.dealer) ? raw.dealer : 'N';
  const deal = cleanDeal(raw.deal);
  const rules = rulesOf({ ruleSet, nullos });
  const rawCalls = Array.isArray(raw.calls) ? raw.calls : [];
  const rawPlay = Array.isArray(raw.play) ? raw.play : [];

  const calls: LabCall[] = [];
  let auction = startAuction(dealer);
  for (const item of rawCalls) {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Partial<LabCall>;
    const r = applyCall(rules, auction, entry.call as Call);
    if (!r.ok) break;
    auction = r.value;
    const note = typeof entry.note === 'string' && entry.note !== '' ? clip(entry.note, MAX_NOTE_CHARS) : undefined;
    calls.push({ call: auction.calls[auction.calls.length - 1]!.call, ...(entry.alert === true ? { alert: true } : {}), ...(note ? { note } : {}) });
  }
  const play: LabCard[] = [];
  let state: PlayState | null = null;
  if (auction.complete && auction.contract !== null && dealComplete(deal)) {
    state = startPlay({ N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] }, auction.contract);
    for (const item of rawPlay) {
      const entry = (typeof item === 'object' && item !== null ? item : {}) as Partial<LabCard>;
      const card: unknown = entry.card;
      if (typeof card !== 'string' || !isCard(card)) break;
      const r = applyCard(state, card);
      if (!r.ok) break;
      state = r.value;
      const note = typeof entry.note === 'string' && entry.note !== '' ? clip(entry.note, MAX_NOTE_CHARS) : undefined;
      play.push({ card, ...(note ? { note } : {}) });
    }
  }
  let claim: number | null = null;
  const wanted = raw.claim;
  if (typeof wanted === 'number' && state !== null && !state.complete && checkClaim(state, wanted).ok) claim = wanted;
  const hand: LabHand = {
    ruleSet,
    nullos,
    dealer,
    deal,
    calls,
    play,
    claim,
    intro: clip(raw.intro ?? '', MAX_NOTE_CHARS),
    title: clip(raw.title ?? '', MAX_TITLE_CHARS),
    ...(typeof raw.board === 'string' && raw.board !== '' ? { board: raw.board.slice(0, 40) } : {}),
    ...(typeof raw.vulnerability === 'string' && (VULNERABILITIES as readonly string[]).includes(raw.vulnerability)
      ? { vulnerability: raw.vulnerability }
      : {}),
  };
  return {
    hand,
    dropped: { calls: rawCalls.length - calls.length, cards: rawPlay.length - play.length, claim: typeof wanted === 'number' && claim === null },
  };
};

// ---------------------------------------------------------------------------------------------
// Records and links

/**
 * The hand as a `HandRecord`, the engine's form for checking, replaying, sharing and writing
 * PBN. A seat without cards is an unknown hand (`null`); options only where they mean something.
 */
export const toRecord = (hand: LabHand): HandRecord => ({
  ...(hand.title !== '' ? { title: hand.title } : {}),
  ruleSet: hand.ruleSet,
  ...(hand.nullos && nullosAllowed(hand.ruleSet) ? { options: { nullos: true } } : {}),
  ...(hand.board !== undefined ? { board: hand.board } : {}),
  dealer: hand.dealer,
  deal: {
    N: hand.deal.N.length > 0 ? [...hand.deal.N] : null,
    E: hand.deal.E.length > 0 ? [...hand.deal.E] : null,
    S: hand.deal.S.length > 0 ? [...hand.deal.S] : null,
    W: hand.deal.W.length > 0 ? [...hand.deal.W] : null,
  },
  ...(hand.vulnerability !== undefined ? { vulnerability: hand.vulnerability } : {}),
  ...(hand.intro !== '' ? { intro: hand.intro } : {}),
  calls: hand.calls.map((c) => ({ call: c.call, ...(c.alert ? { alert: true } : {}), ...(c.note ? { note: c.note } : {}) })),
  play: hand.play.map((c) => ({ card: c.card, ...(c.note ? { note: c.note } : {}) })),
  ...(hand.claim !== null ? { claim: { tricks: hand.claim } } : {}),
});

/**
 * A hand from a record (a pasted board, a decoded link), made legal by {@link rebuild}. A rule
 * set the site does not know becomes the default; a `Result` without play or claim becomes the
 * claim, so that the outcome is kept.
 */
export const handFromRecord = (record: HandRecord): { hand: LabHand; dropped: Dropped } => {
  const known = isRuleSetId(record.ruleSet) ? record.ruleSet : DEFAULT_RULE_SET_ID;
  const claim = record.claim?.tricks ?? (record.result !== undefined && record.play.length < 52 ? record.result : null);
  return rebuild({
    ruleSet: known,
    nullos: record.options?.nullos === true,
    dealer: record.dealer,
    deal: { N: record.deal.N ?? [], E: record.deal.E ?? [], S: record.deal.S ?? [], W: record.deal.W ?? [] },
    calls: record.calls.map((c) => ({ call: c.call, ...(c.alert ? { alert: true } : {}), ...(c.note ? { note: c.note } : {}) })),
    play: record.play.map((c) => ({ card: c.card, ...(c.note ? { note: c.note } : {}) })),
    claim,
    intro: record.intro ?? '',
    title: record.title ?? '',
    ...(record.board !== undefined ? { board: record.board } : {}),
    ...(record.vulnerability !== undefined ? { vulnerability: record.vulnerability } : {}),
  });
};

/** The hand's share link (notes, title and introduction included): the engine's `encodeHandLink`. */
export const shareLink = (hand: LabHand, step?: number): string =>
  encodeHandLink(toRecord(hand), { includeNotes: true, ...(step !== undefined ? { step } : {}) });

/** Reads a share link back into a hand; a malformed link gives the engine's diagnostics. */
export const handFromLink = (link: string): Result<{ hand: LabHand; step: number; dropped: Dropped }, Diagnostic[]> => {
  const r = decodeHandLink(link);
  if (!r.ok) return r;
  const { hand, dropped } = handFromRecord(r.value.record);
  return ok({ hand, step: r.value.step, dropped });
};

/** The Lab's URL for a link: `<base>lab/#h=<link>` (the base path ends with `/`). */
export const labUrl = (origin: string, base: string, link: string): string => `${origin}${withSlash(base)}lab/#h=${link}`;

/** The embed page's URL for a link: `<base>embed/#<link>`. */
export const embedUrl = (origin: string, base: string, link: string): string => `${origin}${withSlash(base)}embed/#${link}`;

const withSlash = (base: string): string => (base.endsWith('/') ? base : `${base}/`);

/** Escapes text for an HTML attribute value in double quotes. */
export const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet a teacher pastes into a page: an `<iframe>` of the embed page. The title (the
 * reader's text) is escaped, so it cannot break out of its attribute.
 */
export const embedSnippet = (url: string, title: string): string =>
  `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="620" style="border:0;max-width:100%" loading="lazy"></iframe>`;

/** A file name for the PBN download: the title in lower case letters and digits, else `hand`. */
export const pbnFileName = (hand: LabHand): string => {
  const slug = hand.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug === '' ? 'hand' : slug}.pbn`;
};

/** The hand as a PBN file (the engine's `makePbn`). */
export const handPbn = (readers: Pick<Readers, 'makePbn'>, hand: LabHand): string => readers.makePbn(toRecord(hand));

/**
 * The hand checked and replayed, for the preview: the engine's `checkRecord` then `replay`.
 * A hand built in the Lab always passes; the diagnostics are there for the impossible case.
 */
export const handTimeline = (hand: LabHand): Result<Timeline, Diagnostic[]> => {
  const checked = checkRecord(toRecord(hand));
  return checked.ok ? ok(replay(checked.value)) : err(checked.error);
};

// ---------------------------------------------------------------------------------------------
// Typed deals

/** The deal in PBN notation from North: `N:AKQ.T98.… …`, `-` for a hand with no cards. */
export const dealString = (deal: BySeat<readonly Card[]>): string =>
  `N:${SEATS.map((s) =>
    deal[s].length === 0 ? '-' : SUITS.map((suit) => sortCards(deal[s].filter((c) => suitOf(c) === suit)).map(rankOf).join('')).join('.'),
  ).join(' ')}`;

/** What the `[Deal "` prefix adds to columns when a typed deal is read as a PBN tag. */
const DEAL_TAG_PREFIX = '[Deal "';

/**
 * Reads a typed PBN deal (`N:AKQ.T98.765.432 - - -`) with the engine's PBN reader, as the value
 * of a Deal tag. Problems come back with columns in the typed text (line 1).
 */
export const parseDealString = (readers: Pick<Readers, 'parsePbn'>, text: string, lang = 'en'): Result<BySeat<readonly Card[]>, Diagnostic[]> => {
  const typed = clip(text, 400).replace(/[\r\n]+/g, ' ').trim();
  const tr = translator(lang);
  if (typed === '') return err([labDiag('LAB_DEAL_EMPTY', tr('lab.deal.typedEmpty'), tr('lab.deal.typedHint'))]);
  const escaped = typed.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const r = readers.parsePbn(`${DEAL_TAG_PREFIX}${escaped}"]\n`, { strict: true });
  const problems = r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => (d.pos ? { ...d, pos: { ...d.pos, line: 1, column: Math.max(1, d.pos.column - DEAL_TAG_PREFIX.length) } } : d));
  const deal = r.records[0]?.deal;
  if (problems.length > 0 || deal === undefined) {
    return err(problems.length > 0 ? problems : [labDiag('LAB_DEAL_UNREADABLE', tr('lab.deal.typedUnreadable'), tr('lab.deal.typedHint'))]);
  }
  return ok({ N: deal.N ?? [], E: deal.E ?? [], S: deal.S ?? [], W: deal.W ?? [] });
};

// ---------------------------------------------------------------------------------------------
// What the controls show

/** A card of the 52-card picker. */
export interface PickerCard {
  readonly card: Card;
  /** "A", "10". */
  readonly rank: string;
  readonly holder: Seat | null;
  /** "the ace of spades, North's" / "the ace of spades, not dealt". */
  readonly spoken: string;
}

/** The 52-card picker: four rows, ♠ ♥ ♦ ♣, ace to two, and the count of each hand. */
export interface PickerView {
  readonly suits: readonly { readonly suit: Suit; readonly name: string; readonly cards: readonly PickerCard[] }[];
  readonly counts: BySeat<number>;
  readonly undealt: number;
  /** The play has begun: the deal cannot change. */
  readonly locked: boolean;
}

/** The picker's view of the deal. */
export const pickerView = (hand: LabHand, lang = 'en'): PickerView => {
  const tr = translator(lang);
  return {
    suits: SUITS.map((suit) => ({
      suit,
      name: tr(`suit.${suit}.many`),
      cards: FULL_DECK.filter((c) => suitOf(c) === suit).map((card) => {
        const holder = holderOf(hand.deal, card);
        return {
          card,
          rank: rankShort(rankOf(card), tr),
          holder,
          spoken:
            holder === null
              ? tr('lab.picker.cardFree', { card: cardWords(card, tr) })
              : tr('lab.picker.cardHeld', { card: cardWords(card, tr), seat: seatName(holder, tr) }),
        };
      }),
    })),
    counts: { N: hand.deal.N.length, E: hand.deal.E.length, S: hand.deal.S.length, W: hand.deal.W.length },
    undealt: undealt(hand.deal).length,
    locked: hand.play.length > 0,
  };
};

/** A button of the bidding box. */
export interface BoxButton {
  /** Stable key: `Pass`, `X`, `XX`, `1C` … `7NT` (the engine's `formatCall`). */
  readonly key: string;
  readonly call: Call;
  readonly label: Spelled;
  /** Whether the player to act may make this call now (`legalCalls`). */
  readonly legal: boolean;
}

/** The bidding box: one row per level, one column per strain of the rule set, then pass, double, redouble. */
export interface BoxView {
  readonly rows: readonly (readonly BoxButton[])[];
  readonly others: readonly BoxButton[];
  /** Who calls next; `null` when the auction is over. */
  readonly toAct: Seat | null;
  /** "North to call." or why nobody calls. */
  readonly prompt: string;
}

/**
 * The bidding box for the hand: levels 1 to the rule set's `maxBidLevel`, strains in the rule
 * set's order (royal spades, nullos where the rule set has them), every button enabled only
 * when `legalCalls` lists its call.
 */
export const biddingBox = (hand: LabHand, lang = 'en'): BoxView => {
  const tr = translator(lang);
  const p = progress(hand);
  const legal = new Set(legalCalls(p.rules, p.auction).map(formatCall));
  const button = (call: Call): BoxButton => ({ key: formatCall(call), call, label: spellCall(call, tr), legal: legal.has(formatCall(call)) });
  const levels = Array.from({ length: Math.max(0, Math.min(7, p.rules.auction.maxBidLevel)) }, (_, i) => i + 1);
  return {
    rows: levels.map((level) => p.rules.auction.strains.map((strain) => button({ type: 'bid', level: level as Level, strain }))),
    others: [button({ type: 'pass' }), button({ type: 'double' }), button({ type: 'redouble' })],
    toAct: p.auction.toAct,
    prompt:
      p.auction.toAct !== null
        ? tr('lab.auction.toCall', { seat: seatName(p.auction.toAct, tr) })
        : p.auction.contract
          ? tr('replay.announce.contract', { contract: spellContractBy(p.auction.contract).spoken })
          : tr('replay.announce.passedOut'),
  };
};

/** A card the player to play could choose. */
export interface PlayButton {
  readonly card: Card;
  readonly suit: Suit;
  readonly rank: string;
  readonly spoken: string;
  /** Whether it may be played now (`legalPlays`). */
  readonly legal: boolean;
}

/** The play controls. */
export interface PlayView {
  /** Whose card is next (the dummy's seat when the declarer plays from dummy); `null` when no card can be played. */
  readonly toPlay: Seat | null;
  /** "South to play." / "South plays from dummy (North)." / why no card can be played. */
  readonly prompt: string;
  /** The cards of the hand to play, ♠ ♥ ♦ ♣, high to low. */
  readonly cards: readonly PlayButton[];
  /** The trick on the table (the last finished trick between tricks, with its winner). */
  readonly trick: readonly { readonly seat: Seat; readonly card: Card }[];
  readonly trickWinner: Seat | null;
  readonly tricksWon: BySide<number>;
  /** The totals a claim may state now, or `null` when no claim is possible. */
  readonly claim: { readonly min: number; readonly max: number; readonly declarer: Seat } | null;
}

/** The play controls for the hand. */
export const playView = (hand: LabHand, lang = 'en'): PlayView => {
  const tr = translator(lang);
  const p = progress(hand);
  const play = p.play;
  const active = play !== null && p.phase === 'play';
  const toPlay = active ? play.toPlay : null;
  const legal = new Set(active ? legalPlays(play) : []);
  const cards = toPlay !== null && play ? sortCards(play.hands[toPlay]) : [];
  const last = play?.tricks[play.tricks.length - 1];
  const onTable = play?.current && play.current.cards.length > 0 ? play.current.cards : (last?.cards ?? []);
  const winner = play?.current && play.current.cards.length > 0 ? null : (last?.winner ?? null);
  const prompt =
    toPlay === null || play === null
      ? noPlayReason(hand, p, tr)
      : toPlay === play.dummy
        ? tr('lab.play.fromDummy', { declarer: seatName(play.declarer, tr), dummy: seatName(play.dummy, tr) })
        : tr('lab.play.toPlay', { seat: seatName(toPlay, tr) });
  return {
    toPlay,
    prompt,
    cards: cards.map((card) => ({ card, suit: suitOf(card), rank: rankShort(rankOf(card), tr), spoken: cardWords(card, tr), legal: legal.has(card) })),
    trick: onTable.map((c) => ({ seat: c.seat, card: c.card })),
    trickWinner: winner,
    tricksWon: play ? { ...play.tricksWon } : { NS: 0, EW: 0 },
    claim: active && play ? { min: declarerTricks(play), max: declarerTricks(play) + tricksRemaining(play), declarer: play.declarer } : null,
  };
};

/** A step a note can be attached to. */
export interface NoteStep {
  readonly step: number;
  /** "Before the auction", "Call 2: East bids one spade.", "Card 5: West leads the king of hearts." */
  readonly label: string;
}

/** The steps of the hand, for the note chooser. */
export const noteSteps = (hand: LabHand, lang = 'en'): NoteStep[] => {
  const tr = translator(lang);
  const p = progress(hand);
  const out: NoteStep[] = [{ step: 0, label: tr('lab.note.intro') }];
  p.auction.calls.forEach((c, i) => {
    out.push({ step: i + 1, label: tr('lab.note.call', { number: i + 1, call: `${seatName(c.seat, tr)}: ${spellCall(c.call, tr).spoken}` }) });
  });
  const cards = p.play ? [...p.play.tricks.flatMap((t) => t.cards), ...(p.play.current?.cards ?? [])] : [];
  cards.forEach((c, j) => {
    out.push({
      step: hand.calls.length + j + 1,
      label: tr('lab.note.card', { number: j + 1, card: `${seatName(c.seat, tr)}: ${cardWords(c.card, tr)}` }),
    });
  });
  return out;
};

// =============================================================================================
// Keeping: localStorage

/** The `localStorage` key of the pasted text. */
export const LAB_TEXT_KEY = 'auction-bridge:lab:text';
/** The `localStorage` key of the hand under construction. */
export const LAB_HAND_KEY = 'auction-bridge:lab:hand';
/** The `localStorage` key of the hand a link replaced, until the reader brings it back or clears. */
export const LAB_PREVIOUS_KEY = 'auction-bridge:lab:previous';
/**
 * The `localStorage` key of the texts that a link in the address replaced in the paste box,
 * newest first, until the reader brings them back.
 */
export const LAB_KEPT_TEXTS_KEY = 'auction-bridge:lab:kept-texts';
/** How many replaced texts are kept (a reader who opens more links than this without bringing one back loses the oldest). */
export const MAX_KEPT_TEXTS = 5;
/** The `localStorage` key of the reader's settings (strict or lenient, chosen seat, seed). */
export const LAB_SETTINGS_KEY = 'auction-bridge:lab:settings';

/** The part of `Storage` the Lab uses. */
export type LabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's `localStorage`, or `null` where there is none or access is refused. */
export const browserStorage = (): LabStorage | null => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
};

/** Whether saving worked; `refused` carries the words for the reader. */
export type SaveResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const trySet = (storage: LabStorage | null, key: string, value: string, tr: Translate): SaveResult => {
  if (storage === null) return { ok: false, reason: tr('lab.storage.none') };
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch {
    return { ok: false, reason: tr('lab.storage.full') };
  }
};

const tryGet = (storage: LabStorage | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const tryRemove = (storage: LabStorage | null, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a browser that refuses storage keeps nothing anyway.
  }
};

/** Keeps the pasted text (an empty text removes the key); refuses text over {@link MAX_TEXT_CHARS}. */
export const saveText = (storage: LabStorage | null, text: string, lang = 'en'): SaveResult => {
  const tr = translator(lang);
  if (text.length > MAX_TEXT_CHARS) return { ok: false, reason: tr('lab.storage.tooLarge', { limit: formatCount(MAX_TEXT_CHARS) }) };
  if (text === '') {
    tryRemove(storage, LAB_TEXT_KEY);
    return { ok: true };
  }
  return trySet(storage, LAB_TEXT_KEY, text, tr);
};

/** The kept text, or `''`. */
export const loadText = (storage: LabStorage | null): string => {
  const text = tryGet(storage, LAB_TEXT_KEY);
  return text === null ? '' : text.slice(0, MAX_TEXT_CHARS);
};

/** The kept texts with `text` first: each once, none blank, at most {@link MAX_KEPT_TEXTS}. */
export const keepText = (kept: readonly string[], text: string): string[] =>
  [text, ...kept].filter((t, i, all) => t.trim() !== '' && all.indexOf(t) === i).slice(0, MAX_KEPT_TEXTS);

/**
 * Bringing back the newest kept text: it goes into the box, and the box's text takes its place
 * among the kept ones, unless it is empty or only the link the address opened there
 * (`addressLink`), which the address still holds. `null` when nothing is kept.
 */
export const bringBackText = (
  kept: readonly string[],
  text: string,
  addressLink: string | null,
): { readonly text: string; readonly kept: readonly string[] } | null => {
  const [back, ...rest] = kept;
  if (back === undefined) return null;
  return { text: back, kept: addressLink !== null && text.trim() === addressLink ? rest : keepText(rest, text) };
};

/** Keeps the replaced texts (none removes the key); texts over {@link MAX_TEXT_CHARS} are not kept, and the reader is told. */
export const saveKeptTexts = (storage: LabStorage | null, texts: readonly string[], lang = 'en'): SaveResult => {
  const tr = translator(lang);
  const fit = texts.filter((t) => t.length <= MAX_TEXT_CHARS);
  if (fit.length === 0) tryRemove(storage, LAB_KEPT_TEXTS_KEY);
  const saved = fit.length === 0 ? ({ ok: true } as const) : trySet(storage, LAB_KEPT_TEXTS_KEY, JSON.stringify({ v: 1, texts: fit }), tr);
  return saved.ok && fit.length < texts.length ? { ok: false, reason: tr('lab.storage.tooLarge', { limit: formatCount(MAX_TEXT_CHARS) }) } : saved;
};

/**
 * Keeps the replaced texts before a link takes the place of the box's `text`, and makes sure
 * that text is kept: if the browser refused it (its storage is full), the link must not
 * replace it, and the reason says so. Nothing to check for an empty text, one over
 * {@link MAX_TEXT_CHARS} (never kept in the browser) or a browser that keeps nothing (the text
 * stays in the page until it is closed, as everything else does there).
 */
export const keepReplacedText = (storage: LabStorage | null, kept: readonly string[], text: string, lang = 'en'): SaveResult => {
  saveKeptTexts(storage, kept, lang);
  if (storage === null || text.trim() === '' || text.length > MAX_TEXT_CHARS || loadKeptTexts(storage).includes(text)) return { ok: true };
  return { ok: false, reason: translator(lang)('lab.kept.refused') };
};

/** The kept replaced texts, newest first; none when there are none or the entry is damaged. */
export const loadKeptTexts = (storage: LabStorage | null): string[] => {
  const raw = tryGet(storage, LAB_KEPT_TEXTS_KEY);
  if (raw === null) return [];
  try {
    const v = JSON.parse(raw) as { v?: unknown; texts?: unknown } | null;
    if (v?.v !== 1 || !Array.isArray(v.texts)) return [];
    return v.texts.filter((t): t is string => typeof t === 'string').reduceRight<string[]>((k, t) => keepText(k, t.slice(0, MAX_TEXT_CHARS)), []);
  } catch {
    return [];
  }
};

/** The reader's settings, kept beside the hand. */
export interface LabSettings {
  readonly strict: boolean;
  readonly seat: Seat;
  readonly seed: string;
}

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: LabSettings = { strict: true, seat: 'N', seed: '' };

/** Keeps the settings. */
export const saveSettings = (storage: LabStorage | null, settings: LabSettings, lang = 'en'): SaveResult =>
  trySet(storage, LAB_SETTINGS_KEY, JSON.stringify({ v: 1, ...settings, seed: clip(settings.seed, MAX_SEED_CHARS) }), translator(lang));

/** The kept settings, each field checked; the defaults for anything missing or malformed. */
export const loadSettings = (storage: LabStorage | null): LabSettings => {
  const raw = tryGet(storage, LAB_SETTINGS_KEY);
  if (raw === null) return DEFAULT_SETTINGS;
  try {
    const v = JSON.parse(raw) as Partial<LabSettings> | null;
    return {
      strict: typeof v?.strict === 'boolean' ? v.strict : DEFAULT_SETTINGS.strict,
      seat: isSeat(v?.seat) ? v.seat : DEFAULT_SETTINGS.seat,
      seed: typeof v?.seed === 'string' ? v.seed.slice(0, MAX_SEED_CHARS) : DEFAULT_SETTINGS.seed,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
};

/**
 * Keeps a hand as its share link: the same compact, checksummed form as a shared URL, so what
 * is restored is exactly what a link would give. An empty hand removes the key.
 */
export const saveHand = (storage: LabStorage | null, hand: LabHand, lang = 'en', key: string = LAB_HAND_KEY): SaveResult => {
  if (isEmptyHand(hand)) {
    tryRemove(storage, key);
    return { ok: true };
  }
  return trySet(storage, key, JSON.stringify({ v: 1, link: shareLink(hand) }), translator(lang));
};

/** The kept hand, rebuilt; `null` when there is none or it cannot be read (a damaged entry is ignored). */
export const loadHand = (storage: LabStorage | null, key: string = LAB_HAND_KEY): LabHand | null => {
  const raw = tryGet(storage, key);
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as { v?: unknown; link?: unknown } | null;
    if (v?.v !== 1 || typeof v.link !== 'string') return null;
    const r = handFromLink(v.link);
    return r.ok ? r.value.hand : null;
  } catch {
    return null;
  }
};

/** Forgets the kept text, or the kept hand (and the one a link replaced). */
export const clearSaved = (storage: LabStorage | null, what: 'text' | 'hand'): void => {
  if (what === 'text') tryRemove(storage, LAB_TEXT_KEY);
  else {
    tryRemove(storage, LAB_HAND_KEY);
    tryRemove(storage, LAB_PREVIOUS_KEY);
  }
};

/** Whether a hand has nothing in it worth keeping. */
export const isEmptyHand = (hand: LabHand): boolean =>
  SEATS.every((s) => hand.deal[s].length === 0) && hand.calls.length === 0 && hand.intro === '' && hand.title === '';

/** Whether two hands are the same hand (compared through their share links). */
export const sameHand = (a: LabHand, b: LabHand): boolean => shareLink(a) === shareLink(b);

/** The rule sets the Lab offers: every one the engine has. */
export const LAB_RULE_SET_IDS: readonly RuleSetId[] = RULE_SET_IDS;

// ---------------------------------------------------------------------------------------------
// Keyboard

/**
 * Where focus goes in a grid of buttons (`count` buttons, `columns` to a row) on a key: the
 * arrows move one button (up and down one row), Home and End go to the start and end of the
 * row. `null` for any other key, or a move off the grid.
 */
export const gridMove = (key: string, index: number, count: number, columns: number): number | null => {
  const cols = Math.max(1, columns);
  const rowStart = index - (index % cols);
  const target =
    key === 'ArrowRight'
      ? index + 1
      : key === 'ArrowLeft'
        ? index - 1
        : key === 'ArrowDown'
          ? index + cols
          : key === 'ArrowUp'
            ? index - cols
            : key === 'Home'
              ? rowStart
              : key === 'End'
                ? Math.min(count - 1, rowStart + cols - 1)
                : null;
  return target === null || target < 0 || target >= count ? null : target;
};
