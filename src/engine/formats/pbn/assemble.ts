/**
 * Assembling games from the lexemes: the tags of each game with `#` and `##` inheritance, the
 * sections (Auction, Play, tables, unknown ones) and their tokens, notes and comments (PBN 2.1
 * §3; pbn-lin.md §3). A blank line ends a game; a chunk without a tag is not a game.
 *
 * @packageDocumentation
 */
import { NO_ARGS, type SourcePos } from '../../source.ts';
import type { PbnDiagnostic } from './codes.ts';
import type { Lexeme } from './lexer.ts';
import { addComment, addPieces, type PieceState } from './pieces.ts';
import { NONE } from './tokens.ts';
import type { Mutable, Sink } from './sink.ts';
import { CARRIED_TAGS, isTableTag, KNOWN_TAGS, NO_INHERIT } from './standard.ts';
import type { PbnComment, PbnGame, PbnSection, PbnTag } from './types.ts';

/** A game being read, with the lines it spans and the problems found in them. */
export interface Draft {
  game: PbnGame;
  /** Line where the game's first lexeme starts, and where it ends. */
  startLine: number;
  endLine: number;
  diagnostics: PbnDiagnostic[];
}

/** What the assembly learns of the file as a whole. */
export interface Assembly {
  readonly version?: string;
  readonly exportFormat: boolean;
}

type TagLexeme = Extract<Lexeme, { t: 'tag' }>;
type TextLexeme = Extract<Lexeme, { t: 'word' | 'string' }>;

/** Everything the assembly keeps between lexemes: the file's, and the chunk's being read. */
interface State extends PieceState {
  readonly sink: Sink;
  /** Takes each game as soon as it is read. */
  readonly emit: (draft: Draft) => void;
  /** How many games have been read. */
  games: number;
  version: string | undefined;
  exportFormat: boolean;
  seenGame: boolean;
  /** The values of the game before, for `#` (PBN 2.1 §3.4). */
  previous: Map<string, string>;
  /** The `##` defaults in force. */
  readonly defaults: Map<string, string>;
  lastTagLine: number;
  // The chunk being read (the lexemes between two blank lines).
  game: Mutable<PbnGame> | null;
  chunkStart: number | null;
  chunkPos: SourcePos | null;
  chunkEnd: number;
  orphanComments: PbnComment[];
  section: PbnSection | null;
  noteSection: PbnSection | null;
  lastTag: PbnTag | null;
  unexpectedReported: boolean;
  tableCommentLine: number;
  /** The last line holding an element of the current table. */
  tableElementLine: number;
  /** The tag names written in the game so far (a second one is a repeat). */
  gameNames: Set<string>;
}

const newSection = (name: string, kind: PbnSection['kind'], value: string, pos: SourcePos): PbnSection => ({
  name,
  kind,
  value,
  pos,
  items: [],
  elements: [],
  notes: [],
});

/** Forgets the chunk just read. */
const resetChunk = (st: State): void => {
  st.game = null;
  st.gameNames = new Set();
  st.chunkStart = null;
  st.chunkPos = null;
  st.orphanComments = [];
  st.section = null;
  st.noteSection = null;
  st.lastTag = null;
  st.lastItem = null;
  st.attach = null;
  st.pendingMark = null;
  st.unexpectedReported = false;
};

/**
 * Pavlicek's files write the other table of a board with no Board, Dealer or Deal tag (corpus
 * README §3, example3.pbn and shared_deals.pbn): such a game plays the board before, whose
 * deal tags it takes (`inherited: 'carried'`).
 */
const carryDeal = (st: State, g: Mutable<PbnGame>): void => {
  const has = (name: string): boolean => g.tags.some((t) => t.name === name && !t.repeated);
  // The usual game has its own Deal: decided before looking for what would need one.
  if (has('Deal') || has('Dealer') || has('Board') || !st.previous.has('Deal')) return;
  const contract = g.tags.find((t) => t.name === 'Contract' && !t.repeated)?.value.trim() ?? '';
  const needsDeal = has('Auction') || has('Play') || (contract !== '' && contract !== '?');
  if (!needsDeal) return;
  for (const name of CARRIED_TAGS) {
    const value = st.previous.get(name);
    if (value !== undefined && !has(name))
      g.tags.push({ name, value, inherited: 'carried', pos: g.pos, valuePos: g.pos, commentary: NONE });
  }
  st.sink.warn(
    'PBN_DEAL_CARRIED',
    'This game has no Deal: it is read as another table of the board before it, with the same deal, dealer and vulnerability.',
    g.pos,
    'Write the Deal, Dealer and Vulnerable tags (or "#" where the standard allows it) to make this explicit.',
    NO_ARGS,
  );
};

/** Ends the chunk: a game gets the `##` defaults it does not write, a carried deal, and becomes a draft. */
const finishGame = (st: State): void => {
  const g = st.game;
  if (g) {
    const written = st.defaults.size > 0 ? new Set(g.tags.map((t) => t.name)) : null;
    for (const [name, value] of st.defaults) {
      if (!written!.has(name)) g.tags.push({ name, value, inherited: 'default', pos: g.pos, valuePos: g.pos, commentary: NONE });
    }
    carryDeal(st, g);
    const effective = new Map<string, string>();
    for (const t of g.tags) if (!t.repeated && !effective.has(t.name) && t.name !== 'Note') effective.set(t.name, t.value);
    st.previous = effective;
    st.games += 1;
    st.emit({ game: g, startLine: st.chunkStart ?? g.pos.line, endLine: st.chunkEnd, diagnostics: [] });
  }
  // A chunk of text without a single tag is not a game (its text was reported as unexpected).
  resetChunk(st);
};

/** Text outside any section: a word (`word`, as written) or, when `word` is `null`, quoted text. */
const reportUnexpected = (st: State, pos: SourcePos, word: string | null): void => {
  if (st.unexpectedReported) return;
  st.unexpectedReported = true;
  const what = word !== null ? `"${word}"` : 'Quoted text';
  st.sink.problem(
    'PBN_UNEXPECTED_TEXT',
    `${what} stands outside any section: only tags, commentary and the data lines of a section (Auction, Play, a table) may appear here.`,
    pos,
    'Put commentary in {braces}, or start a section with its tag.',
    word !== null ? { text: word } : NO_ARGS,
    word !== null ? 'PBN_UNEXPECTED_TEXT.word' : 'PBN_UNEXPECTED_TEXT.quoted',
  );
};

const startChunk = (st: State, line: number, pos: SourcePos): void => {
  if (st.chunkStart === null) {
    st.chunkStart = line;
    st.chunkPos = pos;
  }
};

/** A tag's value after `#` (the game before's) and `##text` (a default from here on), PBN 2.1 §3.4. */
const inheritValue = (st: State, lx: TagLexeme): { value: string; written?: string; inherited?: PbnTag['inherited'] } => {
  const written = lx.value;
  if (written !== '#' && !written.startsWith('##')) return { value: written };
  if (NO_INHERIT.has(lx.name)) {
    st.sink.problem(
      'PBN_INHERIT_NOT_ALLOWED',
      `[${lx.name}] may not be copied from another game with "${written === '#' ? '#' : '##'}": it must be written out.`,
      lx.valuePos,
      'Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play and Note are written in every game.',
      { tag: lx.name, mark: written === '#' ? '#' : '##' },
    );
  }
  if (written === '#') {
    st.defaults.delete(lx.name);
    const before = st.previous.get(lx.name);
    if (before !== undefined) return { value: before, written, inherited: 'previous' };
    st.sink.problem(
      'PBN_INHERIT_NOTHING',
      `[${lx.name} "#"] copies the value of the game before, but that game has no ${lx.name} tag.`,
      lx.valuePos,
      `Write the value of [${lx.name}] out.`,
      { tag: lx.name },
    );
    return { value: '', written, inherited: 'previous' };
  }
  const value = written.slice(2);
  if (value === '') st.defaults.delete(lx.name);
  else st.defaults.set(lx.name, value);
  return { value, written };
};

/** Reads `[Note "n:text"]` into the section it follows (notes 1 to 32, numbered per section: PBN 2.1 §3.9). */
const addNote = (sink: Sink, target: PbnSection, tag: PbnTag): void => {
  const m = /^\s*(\d+)\s*:([\s\S]*)$/.exec(tag.value);
  if (!m) {
    sink.problem(
      'PBN_NOTE_SYNTAX',
      `A note is written [Note "n:text"] with a number from 1 to 32; "${tag.value}" is not.`,
      tag.valuePos,
      'For example [Note "1:weak two"].',
      { text: tag.value },
    );
    return;
  }
  const n = Number(m[1]);
  if (n < 1 || n > 32) {
    sink.problem(
      'PBN_NOTE_NUMBER',
      `Notes are numbered from 1 to 32; ${m[1]} is out of range.`,
      tag.valuePos,
      'Renumber the note and its =n= references.',
      { n: m[1]! },
    );
    return;
  }
  if (target.notes.some((x) => x.number === n)) {
    sink.problem(
      'PBN_NOTE_REPEATED',
      `Note ${n} of the ${target.name} section is given twice.`,
      tag.pos,
      'Give each note its own number.',
      { n, section: target.name },
    );
    return;
  }
  target.notes.push({ number: n, text: m[2]!.trim(), pos: tag.pos });
};

/** The section a tag opens: Auction and Play (which take the notes after them), a table, or none. */
const openSection = (st: State, g: Mutable<PbnGame>, name: string, value: string, pos: SourcePos): void => {
  if (name === 'Auction' || name === 'Play') {
    st.section = newSection(name, name === 'Auction' ? 'auction' : 'play', value, pos);
    g.sections.push(st.section);
    st.noteSection = st.section;
  } else if (isTableTag(name)) {
    st.section = newSection(name, 'table', value, pos);
    g.sections.push(st.section);
  } else {
    st.section = null;
  }
  st.tableCommentLine = -1;
  st.tableElementLine = -1;
};

const onTag = (st: State, lx: TagLexeme): void => {
  startChunk(st, lx.line, lx.pos);
  if (!st.game) {
    st.seenGame = true;
    st.game = {
      index: st.games,
      tags: [],
      sections: [],
      commentary: st.orphanComments,
      supplement: { tables: [] },
      pos: st.chunkPos ?? lx.pos,
      endLine: lx.endLine,
    };
  }
  const g = st.game;
  const { sink } = st;
  if (st.exportFormat && (lx.pos.column !== 1 || lx.line === st.lastTagLine)) {
    sink.problem(
      'PBN_EXPORT_LAYOUT',
      `The file says it is in export format, where each tag stands alone on its line from the first column; [${lx.name}] does not.`,
      lx.pos,
      'Put one tag per line, starting in column 1, or remove the "% EXPORT" line.',
      { tag: lx.name },
    );
  }
  st.lastTagLine = lx.endLine;
  const { value, written, inherited } = inheritValue(st, lx);
  const repeated = lx.name !== 'Note' && st.gameNames.has(lx.name);
  st.gameNames.add(lx.name);
  if (repeated)
    sink.problem('PBN_TAG_REPEATED', `[${lx.name}] appears twice in this game; the second one is ignored.`, lx.pos, 'Remove one of them.', {
      tag: lx.name,
    });
  // The usual tag is written out and read once: one literal, without the spreads of the others.
  // Its commentary starts as the shared empty list, as a token's does (addComment gives it its own).
  const tag: PbnTag =
    written === undefined && inherited === undefined && !repeated
      ? { name: lx.name, value, pos: lx.pos, valuePos: lx.valuePos, commentary: NONE }
      : {
          name: lx.name,
          value,
          ...(written !== undefined ? { written } : {}),
          ...(inherited !== undefined ? { inherited } : {}),
          ...(repeated ? { repeated } : {}),
          pos: lx.pos,
          valuePos: lx.valuePos,
          commentary: NONE,
        };
  g.tags.push(tag);
  g.endLine = lx.endLine;
  st.lastTag = tag;
  st.lastItem = null;
  st.attach = tag;
  st.pendingMark = null;
  st.unexpectedReported = false;
  if (lx.name === 'Note') {
    if (st.noteSection) addNote(sink, st.noteSection, tag);
    else
      sink.problem(
        'PBN_NOTE_OUTSIDE_SECTION',
        'A [Note] belongs after an Auction or Play section, and this game has none before it.',
        lx.pos,
        'Put the note after the calls or cards that refer to it.',
        NO_ARGS,
      );
    return;
  }
  if (repeated) st.section = null;
  else openSection(st, g, lx.name, value, lx.pos);
};

/** `% PBN x.y` heads the file; `% EXPORT` declares the export format for what follows (the verifier's errors_10.pbn declares it before its last game). */
const onEscape = (st: State, text: string): void => {
  if (!st.seenGame && st.game === null) {
    const vm = /^\s*PBN\s+(\d+(?:\.\d+)*)/i.exec(text);
    if (vm && st.version === undefined) st.version = vm[1];
  }
  if (st.game === null && /^\s*EXPORT\s*$/i.test(text)) st.exportFormat = true;
};

/** A comment belongs to the token or tag before it, or else to the game (before its first tag). */
const onComment = (st: State, lx: Extract<Lexeme, { t: 'comment' }>): void => {
  startChunk(st, lx.line, lx.comment.pos);
  if (st.section && st.section.kind === 'table') {
    if (st.tableElementLine === lx.line)
      st.sink.problem(
        'PBN_TABLE_COMMENT',
        'A comment may not stand among the elements of a table row.',
        lx.comment.pos,
        'Put the comment on a line of its own.',
        NO_ARGS,
      );
    st.tableCommentLine = lx.endLine;
  }
  if (st.attach) addComment(st.attach, lx.comment);
  else st.orphanComments.push(lx.comment);
  if (st.game) st.game.endLine = Math.max(st.game.endLine, lx.endLine);
  st.chunkEnd = Math.max(st.chunkEnd, lx.endLine);
};

/** A word or quoted text: a token of the section it stands in, an element of a table, or out of place. */
const onText = (st: State, lx: TextLexeme): void => {
  const { sink } = st;
  startChunk(st, lx.line, lx.pos);
  st.chunkEnd = Math.max(st.chunkEnd, lx.line);
  const game = st.game;
  if (!game) return reportUnexpected(st, lx.pos, lx.t === 'word' ? lx.text : null);
  game.endLine = Math.max(game.endLine, lx.line);
  const lastTag = st.lastTag;
  if (!st.section && lastTag && !KNOWN_TAGS.has(lastTag.name) && !lastTag.repeated) {
    st.section = newSection(lastTag.name, 'other', lastTag.value, lastTag.pos);
    game.sections.push(st.section);
    sink.warn(
      'PBN_UNKNOWN_SECTION',
      `[${lastTag.name}] is not a PBN tag, and the lines after it are kept but not read.`,
      lx.pos,
      undefined,
      { tag: lastTag.name },
    );
  }
  const section = st.section;
  if (!section) return reportUnexpected(st, lx.pos, lx.t === 'word' ? lx.text : null);
  if (section.kind === 'auction' || section.kind === 'play') {
    if (lx.t === 'word') addPieces(st, sink, section, lx.text, lx.pos);
    else
      sink.problem(
        'PBN_UNEXPECTED_TEXT',
        `Quoted text has no place in the ${section.name} section.`,
        lx.pos,
        'Put commentary in {braces}.',
        { section: section.name },
        'PBN_UNEXPECTED_TEXT.section',
      );
    return;
  }
  if (section.kind === 'table') {
    if (st.tableCommentLine === lx.line)
      sink.problem(
        'PBN_TABLE_COMMENT',
        'A comment may not stand among the elements of a table row.',
        lx.pos,
        'Put the comment on a line of its own.',
        NO_ARGS,
      );
    if (lx.t === 'word' && lx.text.includes('%')) {
      sink.problem(
        'PBN_TABLE_ELEMENT',
        `"${lx.text}" cannot be a table element: "%" is not allowed in one.`,
        lx.pos,
        undefined,
        { text: lx.text },
        'PBN_TABLE_ELEMENT.percent',
      );
    }
  }
  section.elements.push({ text: lx.text, pos: lx.pos, quoted: lx.t === 'string' });
  st.tableElementLine = lx.line;
  st.lastItem = null;
  st.attach = null;
};

/**
 * Groups the lexemes into games and builds each game's tags, sections, tokens and comments:
 * `add` takes the lexemes one by one, in order, and hands each game to `emit` as soon as it
 * ends (at a blank line); `finish` ends the last game. No game is kept after `emit`: a file is
 * read in memory for one game at a time.
 */
export const makeAssembler = (sink: Sink, emit: (draft: Draft) => void): { add: (lx: Lexeme) => void; finish: () => Assembly } => {
  const st: State = {
    sink,
    emit,
    games: 0,
    version: undefined,
    exportFormat: false,
    seenGame: false,
    previous: new Map(),
    defaults: new Map(),
    lastTagLine: -1,
    game: null,
    chunkStart: null,
    chunkPos: null,
    chunkEnd: 0,
    orphanComments: [],
    section: null,
    noteSection: null,
    lastTag: null,
    lastItem: null,
    attach: null,
    pendingMark: null,
    unexpectedReported: false,
    tableCommentLine: -1,
    tableElementLine: -1,
    gameNames: new Set(),
  };
  const add = (lx: Lexeme): void => {
    if (lx.t === 'blank') finishGame(st);
    else if (lx.t === 'escape') onEscape(st, lx.text);
    else if (lx.t === 'comment') onComment(st, lx);
    else if (lx.t === 'tag') {
      st.chunkEnd = Math.max(st.chunkEnd, lx.endLine);
      onTag(st, lx);
    } else onText(st, lx);
  };
  const finish = (): Assembly => {
    finishGame(st);
    return { ...(st.version !== undefined ? { version: st.version } : {}), exportFormat: st.exportFormat };
  };
  return { add, finish };
};
