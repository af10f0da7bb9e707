/**
 * The words of an Auction or Play section, cut into pieces: the token itself (a call or a
 * card), and what annotates it: an irregularity mark `^x` before it, and after it a note
 * reference `=n=`, NAGs `$n` and a suffix `!` `?` `!!` `??` `!?` `?!` (PBN 2.1 §3.5 to §3.9;
 * pbn-lin.md §3). `2NT?=1=` is three pieces.
 *
 * @packageDocumentation
 */
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { type Mutable, posAt, type Sink } from './sink.ts';
import { NONE, newItem, readItem } from './tokens.ts';
import type { PbnComment, PbnItem, PbnSection } from './types.ts';

/** Valid suffixes and the NAG each stands for (PBN 2.1 §3.9: `!` = $1 ... `?!` = $6 on calls, +6 on cards). */
const SUFFIXES: readonly string[] = ['!', '?', '!!', '??', '!?', '?!'];

/** Pieces of a section word: `^x`, `=n=`, `$n`, suffix, or the token itself. */
const PIECE = /\^[A-Za-z]?|=[^=\s]*=?|\$[^\s=$!?^]*|[!?]+|[^=$!?^\s]+/y;

/** An irregularity mark waiting for the token it stands before. */
export interface PendingMark {
  readonly mark: 'I' | 'R' | 'L';
  readonly pos: SourcePos;
}

/** Where the reader stands in a section: the last token (which annotations belong to) and a mark waiting for its token. */
export interface PieceState {
  lastItem: PbnItem | null;
  /** Where the next comment goes: the last token (or tag), whose commentary gets it. */
  attach: { readonly commentary: PbnComment[] } | null;
  pendingMark: PendingMark | null;
}

/**
 * Gives a comment to a token or tag. A token starts with the shared empty list {@link NONE}
 * (most have no commentary, and the reader makes one per token): its first comment gets it a
 * list of its own.
 */
export const addComment = (owner: { readonly commentary: PbnComment[] }, comment: PbnComment): void => {
  if (owner.commentary === NONE) (owner as { commentary: PbnComment[] }).commentary = [comment];
  else owner.commentary.push(comment);
};

/** A piece and where it stands, with the words that name the section's tokens. */
interface Piece {
  readonly text: string;
  readonly at: SourcePos;
  readonly auction: boolean;
  /** `call` or `card`. */
  readonly token: string;
}

/** Whether a NAG judges the quality of a call ($1 to $6) or of a card ($7 to $12). */
const judges = (n: number, auction: boolean): boolean => (auction ? n >= 1 && n <= 6 : n >= 7 && n <= 12);

/** Whether a token already carries a judgement: a suffix or a judging NAG. */
const judged = (item: PbnItem, auction: boolean): boolean => item.suffix !== undefined || item.nags.some((x) => judges(x, auction));

/** `^S` (a turn skipped) is an item of its own; `^I`, `^R`, `^L` wait for the token after them. */
const readMark = (st: PieceState, sink: Sink, sec: PbnSection, p: Piece): void => {
  const mark = p.text.slice(1).toUpperCase();
  if (p.auction && mark === 'S') {
    if (st.pendingMark)
      sink.problem('PBN_IRREGULARITY', 'Two irregularity marks stand before one token.', p.at, undefined, NO_ARGS, 'PBN_IRREGULARITY.two');
    st.pendingMark = null;
    const item = newItem('skip', p.text, p.at);
    sec.items.push(item);
    st.lastItem = item;
    st.attach = item;
    return;
  }
  const allowed = p.auction ? ['I'] : ['R', 'L'];
  if (!allowed.includes(mark)) {
    sink.problem(
      'PBN_IRREGULARITY',
      `"${p.text}" is not an irregularity mark of the ${sec.name} section.`,
      p.at,
      p.auction
        ? 'The Auction section knows ^I (insufficient bid accepted) and ^S (turn skipped).'
        : 'The Play section knows ^R (revoke) and ^L (lead out of turn).',
      { text: p.text, section: sec.name },
      p.auction ? 'PBN_IRREGULARITY.markAuction' : 'PBN_IRREGULARITY.markPlay',
    );
    return;
  }
  if (st.pendingMark) {
    sink.problem(
      'PBN_IRREGULARITY',
      `Two irregularity marks (^${st.pendingMark.mark} and ${p.text}) stand before one ${p.token}.`,
      p.at,
      'A token carries at most one irregularity.',
      { mark: st.pendingMark.mark, text: p.text, word: p.token },
      'PBN_IRREGULARITY.twoMarks',
    );
    return;
  }
  st.pendingMark = { mark: mark as PendingMark['mark'], pos: p.at };
};

/** `=n=`: a reference to note n (1 to 32), one per token. */
const readNoteRef = (sink: Sink, item: PbnItem | null, p: Piece): void => {
  const nm = /^=(\d+)=$/.exec(p.text);
  if (!nm || Number(nm[1]) < 1 || Number(nm[1]) > 32) {
    sink.problem('PBN_NOTE_REF', `"${p.text}" is not a note reference: write =n= with n from 1 to 32.`, p.at, undefined, { text: p.text });
    return;
  }
  if (!item) return;
  if (item.noteRefs.length > 0) {
    sink.problem(
      'PBN_NOTE_REF_TWICE',
      `This ${p.token} already refers to note ${item.noteRefs[0]}; a token may refer to one note only.`,
      p.at,
      'Put both remarks in one note.',
      { word: p.token, n: item.noteRefs[0]! },
    );
    return;
  }
  (item as Mutable<PbnItem>).noteRefs = [Number(nm[1])];
};

/** `$n`: a NAG from 0 to 255; $1 to $6 judge calls, $7 to $12 cards, one judgement per token. */
const readNag = (sink: Sink, item: PbnItem | null, p: Piece): void => {
  const nm = /^\$(\d{1,3})$/.exec(p.text);
  const n = nm ? Number(nm[1]) : NaN;
  if (!nm || n > 255) {
    sink.problem(
      'PBN_NAG',
      `"${p.text}" is not a NAG: write $n with n from 0 to 255.`,
      p.at,
      undefined,
      { text: p.text },
      'PBN_NAG.syntax',
    );
    return;
  }
  if (judges(n, !p.auction)) {
    sink.problem(
      'PBN_NAG',
      `$${n} judges a ${p.auction ? 'card' : 'call'}, so it cannot follow a ${p.token}.`,
      p.at,
      p.auction ? 'Calls take $1 to $6.' : 'Cards take $7 to $12.',
      { n },
      p.auction ? 'PBN_NAG.call' : 'PBN_NAG.card',
    );
    return;
  }
  if (!item) return;
  if (judges(n, p.auction) && judged(item, p.auction)) {
    sink.problem(
      'PBN_NAG_TWICE',
      `This ${p.token} is already judged (by a suffix or a NAG); it takes one judgement only.`,
      p.at,
      undefined,
      { word: p.token },
    );
    return;
  }
  (item as Mutable<PbnItem>).nags = [...item.nags, n];
};

/** A suffix `!` `?` `!!` `??` `!?` `?!`, one judgement per token. */
const readSuffix = (sink: Sink, item: PbnItem | null, p: Piece): void => {
  if (!SUFFIXES.includes(p.text)) {
    sink.problem('PBN_SUFFIX', `"${p.text}" is not a suffix: PBN knows ! ? !! ?? !? and ?!.`, p.at, undefined, { text: p.text });
    return;
  }
  if (!item) return;
  if (judged(item, p.auction)) {
    sink.problem('PBN_SUFFIX_TWICE', `This ${p.token} already has a suffix or a judging NAG; it takes one only.`, p.at, undefined, {
      word: p.token,
    });
    return;
  }
  item.suffix = p.text;
};

/** The token itself (`text` at `at`, a `call` or a `card`): read, given the mark waiting before it, and made the owner of what follows. */
const readToken = (st: PieceState, sink: Sink, sec: PbnSection, text: string, at: SourcePos, token: string): void => {
  const item = readItem(sink, sec, text, at);
  if (st.pendingMark) {
    if (item.kind === token) Object.assign(item, { irregularity: st.pendingMark.mark });
    else
      sink.problem(
        'PBN_IRREGULARITY',
        `The mark ^${st.pendingMark.mark} must stand before a ${token}.`,
        st.pendingMark.pos,
        undefined,
        { mark: st.pendingMark.mark, word: token },
        'PBN_IRREGULARITY.before',
      );
    st.pendingMark = null;
  }
  sec.items.push(item);
  st.lastItem = item;
  st.attach = item;
};

/** Whether a word holds none of the characters that start an annotation or a mark (`^ = $ ! ?`), nor white space. */
const isPlainWord = (word: string): boolean => {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    // ^ = $ ! ? and anything PIECE would treat as white space.
    if (c === 94 || c === 61 || c === 36 || c === 33 || c === 63 || c <= 32 || c > 126) return false;
  }
  return true;
};

/** Cuts a word of an Auction or Play section into pieces and adds them to the section. */
export const addPieces = (st: PieceState, sink: Sink, sec: PbnSection, word: string, pos: SourcePos): void => {
  const auction = sec.kind === 'auction';
  const token = auction ? 'call' : 'card';
  if (isPlainWord(word)) {
    // The usual word is one token with nothing around it: no need to cut it (the reader's hot path).
    readToken(st, sink, sec, word, pos, token);
    return;
  }
  PIECE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while (PIECE.lastIndex < word.length && (m = PIECE.exec(word)) !== null) {
    const p: Piece = { text: m[0], at: posAt(pos.line, pos.column + m.index, m[0].length), auction, token };
    const first = p.text[0];
    if (first === '^') {
      readMark(st, sink, sec, p);
      continue;
    }
    if (first !== '=' && first !== '$' && first !== '!' && first !== '?') {
      readToken(st, sink, sec, p.text, p.at, token);
      continue;
    }
    const owner = st.lastItem;
    const what = first === '=' ? 'A note reference' : first === '$' ? 'A NAG' : 'A suffix';
    if (!owner) {
      const form = first === '=' ? 'note' : first === '$' ? 'nag' : 'suffix';
      sink.problem(
        'PBN_ANNOTATION_WITHOUT_TOKEN',
        `${what} must follow the ${token} it annotates.`,
        p.at,
        undefined,
        { word: token },
        `PBN_ANNOTATION_WITHOUT_TOKEN.${form}`,
      );
    }
    if (first === '=') readNoteRef(sink, owner, p);
    else if (first === '$') readNag(sink, owner, p);
    else readSuffix(sink, owner, p);
  }
};
