import type { Diagnostic, SourcePos } from '../../source.ts';
import type { Lexeme } from './lexer.ts';
import { type Mutable, posAt, type Sink } from './sink.ts';
import { CARRIED_TAGS, isTableTag, KNOWN_TAGS, NO_INHERIT } from './standard.ts';
import { readCall, readCard } from './tokens.ts';
import type { PbnComment, PbnGame, PbnItem, PbnSection, PbnTag } from './types.ts';

/** Valid suffixes and the NAG each stands for (PBN 2.1 §3.9: `!` = $1 ... `?!` = $6 on calls, +6 on cards). */
const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'] as const;

/** Pieces of a section word: `^x`, `=n=`, `$n`, suffix, or the token itself (`2NT?=1=` is three pieces). */
const PIECE = /\^[A-Za-z]?|=[^=\s]*=?|\$[^\s=$!?^]*|[!?]+|[^=$!?^\s]+/y;

export interface Draft {
  game: PbnGame;
  /** Line where the game's first lexeme starts, and where it ends. */
  startLine: number;
  endLine: number;
  diagnostics: Diagnostic[];
}

interface Assembly {
  readonly drafts: Draft[];
  readonly version?: string;
  readonly exportFormat: boolean;
}

const newSection = (name: string, kind: PbnSection['kind'], value: string, pos: SourcePos): PbnSection => ({
  name, kind, value, pos, items: [], elements: [], notes: [],
});

/** Groups the lexemes into games and builds each game's tags, sections, tokens and comments. */
export const assemble = (lexemes: readonly Lexeme[], sink: Sink): Assembly => {
  const drafts: Draft[] = [];
  let version: string | undefined;
  let exportFormat = false;
  let seenGame = false;

  // Inheritance across games (PBN 2.1 §3.4: "#" and "##").
  let previous = new Map<string, string>();
  const defaults = new Map<string, string>();

  // The chunk being read (the lexemes between two blank lines).
  let game = null as Mutable<PbnGame> | null;
  let chunkStart: number | null = null;
  let chunkPos: SourcePos | null = null;
  let chunkEnd = 0;
  let orphanComments: PbnComment[] = [];
  let section = null as PbnSection | null;
  let noteSection = null as PbnSection | null;
  let lastTag = null as PbnTag | null;
  let lastItem = null as PbnItem | null;
  let attach = null as PbnComment[] | null;
  let pendingMark = null as { mark: 'I' | 'R' | 'L'; pos: SourcePos } | null;
  let unexpectedReported = false;
  let lastTagLine = -1;
  let tableCommentLine = -1;
  /** The last line holding an element of the current table. */
  let tableElementLine = -1;
  /** The tag names written in the game so far (a second one is a repeat). */
  let gameNames = new Set<string>();

  const finishGame = (): void => {
    if (game) {
      const g = game;
      const written = new Set(g.tags.map((t) => t.name));
      for (const [name, value] of defaults) {
        if (!written.has(name)) g.tags.push({ name, value, inherited: 'default', pos: g.pos, valuePos: g.pos, commentary: [] });
      }
      const has = (name: string): boolean => g.tags.some((t) => t.name === name && !t.repeated);
      // Pavlicek's files write the other table of a board with no Board, Dealer or Deal tag
      // (corpus README §3, example3.pbn and shared_deals.pbn): such a game plays the board before.
      const contract = g.tags.find((t) => t.name === 'Contract' && !t.repeated)?.value.trim() ?? '';
      const needsDeal = has('Auction') || has('Play') || (contract !== '' && contract !== '?');
      if (!has('Deal') && !has('Dealer') && !has('Board') && needsDeal && previous.has('Deal')) {
        for (const name of CARRIED_TAGS) {
          const value = previous.get(name);
          if (value !== undefined && !has(name)) g.tags.push({ name, value, inherited: 'carried', pos: g.pos, valuePos: g.pos, commentary: [] });
        }
        sink.warn(
          'PBN_DEAL_CARRIED',
          'This game has no Deal: it is read as another table of the board before it, with the same deal, dealer and vulnerability.',
          g.pos,
          'Write the Deal, Dealer and Vulnerable tags (or "#" where the standard allows it) to make this explicit.',
        );
      }
      const effective = new Map<string, string>();
      for (const t of g.tags) if (!t.repeated && !effective.has(t.name) && t.name !== 'Note') effective.set(t.name, t.value);
      previous = effective;
      drafts.push({ game: g, startLine: chunkStart ?? g.pos.line, endLine: chunkEnd, diagnostics: [] });
    }
    // A chunk of text without a single tag is not a game (its text was reported as unexpected).
    game = null;
    gameNames = new Set();
    chunkStart = null;
    chunkPos = null;
    orphanComments = [];
    section = null;
    noteSection = null;
    lastTag = null;
    lastItem = null;
    attach = null;
    pendingMark = null;
    unexpectedReported = false;
  };

  const reportUnexpected = (pos: SourcePos, what: string): void => {
    if (unexpectedReported) return;
    unexpectedReported = true;
    sink.problem(
      'PBN_UNEXPECTED_TEXT',
      `${what} stands outside any section: only tags, commentary and the data lines of a section (Auction, Play, a table) may appear here.`,
      pos,
      'Put commentary in {braces}, or start a section with its tag.',
    );
  };

  const startChunk = (line: number, pos: SourcePos): void => {
    if (chunkStart === null) {
      chunkStart = line;
      chunkPos = pos;
    }
  };

  const onTag = (lx: Extract<Lexeme, { t: 'tag' }>): void => {
    startChunk(lx.line, lx.pos);
    if (!game) {
      seenGame = true;
      game = { index: drafts.length, tags: [], sections: [], commentary: orphanComments, supplement: { tables: [] }, pos: chunkPos ?? lx.pos, endLine: lx.endLine };
    }
    const g = game;
    if (exportFormat && (lx.pos.column !== 1 || lx.line === lastTagLine)) {
      sink.problem(
        'PBN_EXPORT_LAYOUT',
        `The file says it is in export format, where each tag stands alone on its line from the first column; [${lx.name}] does not.`,
        lx.pos,
        'Put one tag per line, starting in column 1, or remove the "% EXPORT" line.',
      );
    }
    lastTagLine = lx.endLine;
    let value = lx.value;
    let written: string | undefined;
    let inherited: PbnTag['inherited'];
    if (value === '#' || value.startsWith('##')) {
      written = value;
      if (NO_INHERIT.has(lx.name)) {
        sink.problem(
          'PBN_INHERIT_NOT_ALLOWED',
          `[${lx.name}] may not be copied from another game with "${value === '#' ? '#' : '##'}": it must be written out.`,
          lx.valuePos,
          'Dealer, Vulnerable, Deal, Declarer, Contract, Auction, Play and Note are written in every game.',
        );
      }
      if (value === '#') {
        inherited = 'previous';
        const before = previous.get(lx.name);
        if (before === undefined) {
          sink.problem('PBN_INHERIT_NOTHING', `[${lx.name} "#"] copies the value of the game before, but that game has no ${lx.name} tag.`, lx.valuePos, `Write the value of [${lx.name}] out.`);
          value = '';
        } else value = before;
        defaults.delete(lx.name);
      } else {
        value = value.slice(2);
        if (value === '') defaults.delete(lx.name);
        else defaults.set(lx.name, value);
      }
    }
    const repeated = lx.name !== 'Note' && gameNames.has(lx.name);
    gameNames.add(lx.name);
    if (repeated) {
      sink.problem('PBN_TAG_REPEATED', `[${lx.name}] appears twice in this game; the second one is ignored.`, lx.pos, 'Remove one of them.');
    }
    const tag: PbnTag = {
      name: lx.name,
      value,
      ...(written !== undefined ? { written } : {}),
      ...(inherited !== undefined ? { inherited } : {}),
      ...(repeated ? { repeated } : {}),
      pos: lx.pos,
      valuePos: lx.valuePos,
      commentary: [],
    };
    g.tags.push(tag);
    g.endLine = lx.endLine;
    lastTag = tag;
    lastItem = null;
    attach = tag.commentary;
    pendingMark = null;
    unexpectedReported = false;
    if (lx.name === 'Note') {
      if (!noteSection) {
        sink.problem('PBN_NOTE_OUTSIDE_SECTION', 'A [Note] belongs after an Auction or Play section, and this game has none before it.', lx.pos, 'Put the note after the calls or cards that refer to it.');
        return;
      }
      addNote(noteSection, tag);
      return;
    }
    if (repeated) {
      section = null;
      return;
    }
    if (lx.name === 'Auction' || lx.name === 'Play') {
      section = newSection(lx.name, lx.name === 'Auction' ? 'auction' : 'play', value, lx.pos);
      g.sections.push(section);
      noteSection = section;
    } else if (isTableTag(lx.name)) {
      section = newSection(lx.name, 'table', value, lx.pos);
      g.sections.push(section);
    } else {
      section = null;
    }
    tableCommentLine = -1;
    tableElementLine = -1;
  };

  const addNote = (target: PbnSection, tag: PbnTag): void => {
    const m = /^\s*(\d+)\s*:([\s\S]*)$/.exec(tag.value);
    if (!m) {
      sink.problem('PBN_NOTE_SYNTAX', `A note is written [Note "n:text"] with a number from 1 to 32; "${tag.value}" is not.`, tag.valuePos, 'For example [Note "1:weak two"].');
      return;
    }
    const n = Number(m[1]);
    if (n < 1 || n > 32) {
      sink.problem('PBN_NOTE_NUMBER', `Notes are numbered from 1 to 32; ${m[1]} is out of range.`, tag.valuePos, 'Renumber the note and its =n= references.');
      return;
    }
    if (target.notes.some((x) => x.number === n)) {
      sink.problem('PBN_NOTE_REPEATED', `Note ${n} of the ${target.name} section is given twice.`, tag.pos, 'Give each note its own number.');
      return;
    }
    target.notes.push({ number: n, text: m[2]!.trim(), pos: tag.pos });
  };

  const addPieces = (sec: PbnSection, word: string, pos: SourcePos): void => {
    const isAuction = sec.kind === 'auction';
    PIECE.lastIndex = 0;
    let m: RegExpExecArray | null;
    while (PIECE.lastIndex < word.length && (m = PIECE.exec(word)) !== null) {
      const piece = m[0];
      const at = posAt(pos.line, pos.column + m.index, piece.length);
      const owner = lastItem;
      const needOwner = (what: string): PbnItem | null => {
        if (!owner) sink.problem('PBN_ANNOTATION_WITHOUT_TOKEN', `${what} must follow the ${isAuction ? 'call' : 'card'} it annotates.`, at);
        return owner;
      };
      if (piece.startsWith('^')) {
        const mark = piece.slice(1).toUpperCase();
        if (isAuction && mark === 'S') {
          if (pendingMark) sink.problem('PBN_IRREGULARITY', 'Two irregularity marks stand before one token.', at);
          pendingMark = null;
          const item: PbnItem = { kind: 'skip', text: piece, pos: at, nags: [], noteRefs: [], commentary: [] };
          sec.items.push(item);
          lastItem = item;
          attach = item.commentary;
          continue;
        }
        const allowed = isAuction ? ['I'] : ['R', 'L'];
        if (!allowed.includes(mark)) {
          sink.problem(
            'PBN_IRREGULARITY',
            `"${piece}" is not an irregularity mark of the ${sec.name} section.`,
            at,
            isAuction ? 'The Auction section knows ^I (insufficient bid accepted) and ^S (turn skipped).' : 'The Play section knows ^R (revoke) and ^L (lead out of turn).',
          );
          continue;
        }
        if (pendingMark) {
          sink.problem('PBN_IRREGULARITY', `Two irregularity marks (^${pendingMark.mark} and ${piece}) stand before one ${isAuction ? 'call' : 'card'}.`, at, 'A token carries at most one irregularity.');
          continue;
        }
        pendingMark = { mark: mark as 'I' | 'R' | 'L', pos: at };
        continue;
      }
      if (piece.startsWith('=')) {
        const item = needOwner('A note reference');
        const nm = /^=(\d+)=$/.exec(piece);
        if (!nm || Number(nm[1]) < 1 || Number(nm[1]) > 32) {
          sink.problem('PBN_NOTE_REF', `"${piece}" is not a note reference: write =n= with n from 1 to 32.`, at);
          continue;
        }
        if (!item) continue;
        if (item.noteRefs.length > 0) {
          sink.problem('PBN_NOTE_REF_TWICE', `This ${isAuction ? 'call' : 'card'} already refers to note ${item.noteRefs[0]}; a token may refer to one note only.`, at, 'Put both remarks in one note.');
          continue;
        }
        item.noteRefs.push(Number(nm[1]));
        continue;
      }
      if (piece.startsWith('$')) {
        const item = needOwner('A NAG');
        const nm = /^\$(\d{1,3})$/.exec(piece);
        const n = nm ? Number(nm[1]) : NaN;
        if (!nm || n > 255) {
          sink.problem('PBN_NAG', `"${piece}" is not a NAG: write $n with n from 0 to 255.`, at);
          continue;
        }
        const quality = isAuction ? n >= 1 && n <= 6 : n >= 7 && n <= 12;
        const wrongKind = isAuction ? n >= 7 && n <= 12 : n >= 1 && n <= 6;
        if (wrongKind) {
          sink.problem('PBN_NAG', `$${n} judges a ${isAuction ? 'card' : 'call'}, so it cannot follow a ${isAuction ? 'call' : 'card'}.`, at, isAuction ? 'Calls take $1 to $6.' : 'Cards take $7 to $12.');
          continue;
        }
        if (!item) continue;
        if (quality && (item.suffix !== undefined || item.nags.some((x) => (isAuction ? x >= 1 && x <= 6 : x >= 7 && x <= 12)))) {
          sink.problem('PBN_NAG_TWICE', `This ${isAuction ? 'call' : 'card'} is already judged (by a suffix or a NAG); it takes one judgement only.`, at);
          continue;
        }
        item.nags.push(n);
        continue;
      }
      if (/^[!?]/.test(piece)) {
        const item = needOwner('A suffix');
        if (!(SUFFIXES as readonly string[]).includes(piece)) {
          sink.problem('PBN_SUFFIX', `"${piece}" is not a suffix: PBN knows ! ? !! ?? !? and ?!.`, at);
          continue;
        }
        if (!item) continue;
        if (item.suffix !== undefined || item.nags.some((x) => (isAuction ? x >= 1 && x <= 6 : x >= 7 && x <= 12))) {
          sink.problem('PBN_SUFFIX_TWICE', `This ${isAuction ? 'call' : 'card'} already has a suffix or a judging NAG; it takes one only.`, at);
          continue;
        }
        item.suffix = piece;
        continue;
      }
      const item = readItem(sec, piece, at);
      if (pendingMark) {
        if (item.kind === (isAuction ? 'call' : 'card')) Object.assign(item, { irregularity: pendingMark.mark });
        else sink.problem('PBN_IRREGULARITY', `The mark ^${pendingMark.mark} must stand before a ${isAuction ? 'call' : 'card'}.`, pendingMark.pos);
        pendingMark = null;
      }
      sec.items.push(item);
      lastItem = item;
      attach = item.commentary;
    }
  };

  const readItem = (sec: PbnSection, piece: string, at: SourcePos): PbnItem => {
    const base = { text: piece, pos: at, nags: [] as number[], noteRefs: [] as number[], commentary: [] as PbnComment[] };
    if (piece === '-' || piece === '--') {
      if (piece === '--') sink.problem('PBN_NONSTANDARD', '"--" is not PBN: an unknown card or an empty place is written "-".', at, 'Write "-".');
      return { kind: 'placeholder', ...base };
    }
    if (piece === '+') return { kind: 'next', ...base };
    if (piece === '*') return { kind: 'end', ...base };
    if (sec.kind === 'auction') {
      if (/^ap$/i.test(piece)) return { kind: 'all-pass', ...base };
      const c = readCall(piece);
      if (c) {
        if (c.nonstandard) {
          sink.problem('PBN_NONSTANDARD', `"${piece}" is not standard PBN.`, at, c.call.type === 'pass' ? 'Write "Pass".' : `Write "${piece.slice(0, 1)}NT".`);
        }
        return { kind: 'call', call: c.call, ...base };
      }
      sink.fatal(
        'PBN_BAD_CALL',
        `"${piece}" is not a call. A call is Pass, X, XX, or a level from 1 to 7 and a strain: C, D, H, S, NT (and R or NL under the rule sets that have them).`,
        at,
        /^[1-7]/.test(piece) ? 'Name the strain with one letter, or NT for no-trump: 1C, 2D, 3H, 4S, 1NT.' : undefined,
      );
      return { kind: 'unknown', ...base };
    }
    const c = readCard(piece);
    if (c) {
      if (c.nonstandard) sink.problem('PBN_NONSTANDARD', `"${piece}" is not standard PBN: the ten is written T.`, at, `Write "${piece.slice(0, 1)}T".`);
      return { kind: 'card', card: c.card, ...base };
    }
    const suit = piece[0]?.toUpperCase();
    sink.fatal(
      'PBN_BAD_CARD',
      suit !== undefined && 'SHDC'.includes(suit)
        ? `"${piece}" is not a card: after the suit letter comes one rank, A K Q J T or 9 down to 2.`
        : `"${piece}" is not a card: a card is a suit letter (S, H, D, C) and a rank (A K Q J T 9 ... 2), like SA or HT.`,
      at,
    );
    return { kind: 'unknown', ...base };
  };

  for (const lx of lexemes) {
    switch (lx.t) {
      case 'blank':
        finishGame();
        break;
      case 'escape':
        // `% PBN x.y` heads the file; `% EXPORT` declares the export format for what follows
        // (the verifier's errors_10.pbn declares it before its last game).
        if (!seenGame && game === null) {
          const vm = /^\s*PBN\s+(\d+(?:\.\d+)*)/i.exec(lx.text);
          if (vm && version === undefined) version = vm[1];
        }
        if (game === null && /^\s*EXPORT\s*$/i.test(lx.text)) exportFormat = true;
        break;
      case 'comment': {
        startChunk(lx.line, lx.comment.pos);
        if (section && section.kind === 'table') {
          if (tableElementLine === lx.line) sink.problem('PBN_TABLE_COMMENT', 'A comment may not stand among the elements of a table row.', lx.comment.pos, 'Put the comment on a line of its own.');
          tableCommentLine = lx.endLine;
        }
        if (attach) attach.push(lx.comment);
        else orphanComments.push(lx.comment);
        if (game) game.endLine = Math.max(game.endLine, lx.endLine);
        chunkEnd = Math.max(chunkEnd, lx.endLine);
        break;
      }
      case 'tag':
        chunkEnd = Math.max(chunkEnd, lx.endLine);
        onTag(lx);
        break;
      case 'word':
      case 'string': {
        startChunk(lx.line, lx.pos);
        chunkEnd = Math.max(chunkEnd, lx.line);
        if (game) game.endLine = Math.max(game.endLine, lx.line);
        if (!game) {
          reportUnexpected(lx.pos, lx.t === 'word' ? `"${lx.text}"` : 'Quoted text');
          break;
        }
        if (!section && lastTag && !KNOWN_TAGS.has(lastTag.name) && !lastTag.repeated) {
          section = newSection(lastTag.name, 'other', lastTag.value, lastTag.pos);
          game.sections.push(section);
          sink.warn('PBN_UNKNOWN_SECTION', `[${lastTag.name}] is not a PBN tag, and the lines after it are kept but not read.`, lx.pos);
        }
        if (!section) {
          reportUnexpected(lx.pos, lx.t === 'word' ? `"${lx.text}"` : 'Quoted text');
          break;
        }
        if (section.kind === 'auction' || section.kind === 'play') {
          if (lx.t === 'string') {
            sink.problem('PBN_UNEXPECTED_TEXT', `Quoted text has no place in the ${section.name} section.`, lx.pos, 'Put commentary in {braces}.');
            break;
          }
          addPieces(section, lx.text, lx.pos);
          break;
        }
        if (section.kind === 'table') {
          if (tableCommentLine === lx.line) sink.problem('PBN_TABLE_COMMENT', 'A comment may not stand among the elements of a table row.', lx.pos, 'Put the comment on a line of its own.');
          if (lx.t === 'word' && /[%]/.test(lx.text)) {
            sink.problem('PBN_TABLE_ELEMENT', `"${lx.text}" cannot be a table element: "%" is not allowed in one.`, lx.pos);
          }
        }
        section.elements.push({ text: lx.text, pos: lx.pos, quoted: lx.t === 'string' });
        tableElementLine = lx.line;
        lastItem = null;
        attach = null;
        break;
      }
    }
  }
  finishGame();
  return { drafts, ...(version !== undefined ? { version } : {}), exportFormat };
};
