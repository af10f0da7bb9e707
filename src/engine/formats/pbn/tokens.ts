/**
 * The tokens of the Auction and Play sections: calls, cards and the placeholders `-` `+` `*`
 * `AP` (PBN 2.1 §3.5 and §3.6; pbn-lin.md §3).
 *
 * @packageDocumentation
 */
import { NO_ARGS, type SourcePos } from '../../source.ts';
import type { Call, Card, Level, Strain } from '../../types.ts';
import type { Sink } from './sink.ts';
import type { PbnItem, PbnSection } from './types.ts';

const CALL_TOKEN = /^(?:(pass)|(p)|(xx)|(x)|([1-7])(nt|nl|n|c|d|h|s|r))$/i;
const CARD_TOKEN = /^([shdc])(10|[2-9tjqka])$/i;

/** Reads a call token of the Auction section; `nonstandard` for forms PBN does not allow (`P`, `1N`). */
export const readCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const known = CALLS_READ.get(text);
  if (known) return known;
  const read = matchCall(text);
  if (read) CALLS_READ.set(text, read);
  return read;
};

/** The calls read so far, by token: a finite set (the tokens {@link CALL_TOKEN} matches), read once each. */
const CALLS_READ = new Map<string, { call: Call; nonstandard: boolean }>();

const matchCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const m = CALL_TOKEN.exec(text);
  if (!m) return undefined;
  if (m[1]) return { call: { type: 'pass' }, nonstandard: false };
  if (m[2]) return { call: { type: 'pass' }, nonstandard: true };
  if (m[3]) return { call: { type: 'redouble' }, nonstandard: false };
  if (m[4]) return { call: { type: 'double' }, nonstandard: false };
  const strainText = m[6]!.toUpperCase();
  const strain: Strain = strainText === 'N' ? 'NT' : (strainText as Strain);
  return { call: { type: 'bid', level: Number(m[5]) as Level, strain }, nonstandard: strainText === 'N' };
};

/** Reads a card token of the Play section, suit first, any case; `10` for the ten is non-standard. */
export const readCard = (text: string): { card: Card; nonstandard: boolean } | undefined => {
  const known = CARDS_READ.get(text);
  if (known) return known;
  const m = CARD_TOKEN.exec(text);
  if (!m) return undefined;
  const rank = m[2] === '10' ? 'T' : m[2]!.toUpperCase();
  const read = { card: `${m[1]!.toUpperCase()}${rank}` as Card, nonstandard: m[2] === '10' };
  CARDS_READ.set(text, read);
  return read;
};

/** The cards read so far, by token: a finite set (the tokens {@link CARD_TOKEN} matches), read once each. */
const CARDS_READ = new Map<string, { card: Card; nonstandard: boolean }>();

/**
 * The empty list every new token starts with, for its NAGs, note references and commentary:
 * shared and frozen, since the reader makes one item per token and most carry nothing. The
 * reader gives a token a list of its own when it has something to put in it.
 */
export const NONE: never[] = Object.freeze([]) as unknown as never[];

/** A token of a section: one literal in one order, so that every item has the same shape. */
export const newItem = (kind: PbnItem['kind'], text: string, pos: SourcePos, call?: Call, card?: Card): PbnItem => ({
  kind,
  text,
  pos,
  call,
  card,
  nags: NONE,
  noteRefs: NONE,
  commentary: NONE,
});

/**
 * Reads one token of an Auction or Play section (annotations already split off): a call or a
 * card, or one of `-` (a seat before the dealer, a card not known), `+` (still to come), `*`
 * (the end of what is given) and `AP` (all pass). Anything else is reported and kept as
 * `unknown` (pbn-lin.md §3 "Auction section", "Play section").
 */
export const readItem = (sink: Sink, sec: PbnSection, piece: string, at: SourcePos): PbnItem => {
  if (piece === '-' || piece === '--') {
    if (piece === '--')
      sink.problem(
        'PBN_NONSTANDARD',
        '"--" is not PBN: an unknown card or an empty place is written "-".',
        at,
        'Write "-".',
        NO_ARGS,
        'PBN_NONSTANDARD.dashes',
      );
    return newItem('placeholder', piece, at);
  }
  if (piece === '+') return newItem('next', piece, at);
  if (piece === '*') return newItem('end', piece, at);
  if (sec.kind === 'auction') {
    if (piece.length === 2 && /^ap$/i.test(piece)) return newItem('all-pass', piece, at);
    const c = readCall(piece);
    if (c) {
      if (c.nonstandard) {
        const pass = c.call.type === 'pass';
        sink.problem(
          'PBN_NONSTANDARD',
          `"${piece}" is not standard PBN.`,
          at,
          pass ? 'Write "Pass".' : `Write "${piece.slice(0, 1)}NT".`,
          pass ? { text: piece } : { text: piece, digit: piece.slice(0, 1) },
          pass ? 'PBN_NONSTANDARD.pass' : 'PBN_NONSTANDARD.nt',
        );
      }
      return newItem('call', piece, at, c.call);
    }
    sink.fatal(
      'PBN_BAD_CALL',
      `"${piece}" is not a call. A call is Pass, X, XX, or a level from 1 to 7 and a strain: C, D, H, S, NT (and R or NL under the rule sets that have them).`,
      at,
      /^[1-7]/.test(piece) ? 'Name the strain with one letter, or NT for no-trump: 1C, 2D, 3H, 4S, 1NT.' : undefined,
      { text: piece },
    );
    return newItem('unknown', piece, at);
  }
  const c = readCard(piece);
  if (c) {
    if (c.nonstandard)
      sink.problem(
        'PBN_NONSTANDARD',
        `"${piece}" is not standard PBN: the ten is written T.`,
        at,
        `Write "${piece.slice(0, 1)}T".`,
        { text: piece, letter: piece.slice(0, 1) },
        'PBN_NONSTANDARD.ten',
      );
    return newItem('card', piece, at, undefined, c.card);
  }
  const suit = piece[0]?.toUpperCase();
  const suited = suit !== undefined && 'SHDC'.includes(suit);
  sink.fatal(
    'PBN_BAD_CARD',
    suited
      ? `"${piece}" is not a card: after the suit letter comes one rank, A K Q J T or 9 down to 2.`
      : `"${piece}" is not a card: a card is a suit letter (S, H, D, C) and a rank (A K Q J T 9 ... 2), like SA or HT.`,
    at,
    undefined,
    { text: piece },
    suited ? 'PBN_BAD_CARD.rank' : 'PBN_BAD_CARD.card',
  );
  return newItem('unknown', piece, at);
};
