/**
 * LIN import: Bridge Base Online's movie format, single boards and multi-board vugraph files,
 * and the BBO hand-viewer links that carry a hand either as `lin=` or as one parameter per field.
 *
 * A LIN text is a stream of `cc|value|` pairs: a two-letter command (any case), a bar, a
 * value that runs to the next bar. Line breaks may fall anywhere between pairs, so the whole
 * text is tokenised, not line by line (pbn-lin.md §2). What the commands mean, and the
 * pitfalls this module handles, are in `shared/formats/pbn-lin.md` §2 and the corpus README §4:
 *
 * - `md|<dealer digit><S>,<W>,<N>,<E>|`: dealer digit 1=S, 2=W, 3=N, 4=E; hands always in
 *   S, W, N, E order whoever deals; a missing fourth hand is filled by elimination only when the
 *   other three hold thirteen cards each;
 * - `sv` vulnerability (`o`/`0`/`-`/empty none, `n`, `e`, `b`); `pn` names in S, W, N, E order
 *   (eight names in vugraph: open room then closed room); `ah` heading; `qx` room and board;
 * - `mb` calls (`p`, `d`, `r`, `1C`…`7N`, a trailing `!` alerts; several calls may be run
 *   together as in `mb|2dd!r|`); `an` explains the call before it;
 * - `pc` cards in the order played (any case; several may be run together); `mc` a claim of
 *   declarer's side's **total** tricks;
 * - `nt` and `at` commentary, attached to the last call or card read, or to the introduction
 *   when no call has been made;
 * - `vg` vugraph header and `rs` table results of a multi-board file; `ub`/`up`/`jp` undo
 *   calls and cards (aaBridge movies);
 * - presentation commands are skipped; unknown commands are skipped with a warning.
 *
 * Every result is a contract-bridge record: LIN has no way to name an Auction Bridge rule set,
 * so records carry `ruleSet: 'contract-duplicate'`.
 *
 * Nothing here throws: problems come back as {@link LinDiagnostic}s with a stable code and the line
 * and column of the offending token. In strict mode (the default) a problem that changes what
 * the record means is an error; in lenient mode (for archives) it is a warning.
 *
 * @packageDocumentation
 */
import { FULL_DECK, cardSymbol, compareForDisplay } from '../card.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../record.ts';
import { err, ok, type Result } from '../result.ts';
import type { SourcePos } from '../source.ts';
import type { LinCode, LinDiagnostic } from './lin-codes.ts';
export { LIN_CODES, type LinCode, type LinDiagnostic } from './lin-codes.ts';
import {
  SEATS,
  SEAT_NAMES,
  SUIT_SYMBOLS,
  type Call,
  type Card,
  type Deal,
  type Level,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '../types.ts';

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

/** The rule set of every LIN record: LIN only carries contract bridge (pbn-lin.md §5). */
export const LIN_RULE_SET = 'contract-duplicate';

/**
 * The `md` dealer digit: 1 = South, 2 = West, 3 = North, 4 = East (pbn-lin.md §2; the reverse
 * mapping 1 = North is a known mistake, dds pull request 374).
 */
export const LIN_DEALER_DIGITS: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };

/** The fixed order of the hands in `md` and of the names in `pn`: S, W, N, E (pbn-lin.md §2). */
export const LIN_HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

/**
 * Commands that only drive the movie (pacing, colours, fonts, highlights, kibitzing) and carry
 * no game data; skipped silently (pbn-lin.md §2 "tolerate and skip"; aaBridge's command table).
 */
const PRESENTATION = new Set([
  'pg', 'st', 'sk', 'dt', 'rh', 'pw', 'mp', 'bn', 'pf', 'pd', 'hc', 'lc', 'hs', 'ls', 'cr', 'cg', 'cb',
  'cp', 'fh', 'ff', 'fb', 'fp', 'ht', 'bt', 'pa', 'tc', 'sc', 'va', 'bm', 'se', 'sa', 'sj', 'lg', 'ha',
  'xl', 'tt', 'cs', 'lb', 'pt', 'ob', 'nm', 'hd', 'ww', 'ua', 'im', 'iv', 'lp', 'ni', 'nn', 'nr', 'br',
  'bp', 'kn', 'ix', 'mn', 'ps', 'rq', 'tx', 'vs', 'cx', 'zz', 'ca', 'cd', 'hv', 'ab', 'gw',
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

// ---------------------------------------------------------------------------------------------
// Positions

/** Line starts of a text (after LF, CRLF or a lone CR, as the diagnostics printer counts lines). */
const lineStarts = (text: string): number[] => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
};

/** A function from offset to {@link SourcePos}. */
type Locate = (offset: number, length?: number) => SourcePos;

const locator = (text: string): Locate => {
  const starts = lineStarts(text);
  return (offset, length = 1) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1, length: Math.max(1, length) };
  };
};

// ---------------------------------------------------------------------------------------------
// Tokenising

/** One `cc|value|` pair, with the offsets of the command and of the value. */
export interface LinPair {
  /** The command, lower case. */
  readonly cmd: string;
  /** The command as written. */
  readonly raw: string;
  readonly value: string;
  /** Offset of the command's first letter. */
  readonly at: number;
  /** Offset of the value's first character. */
  readonly valueAt: number;
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 11 || c === 0xfeff;
const pairAt = (text: string, i: number): boolean =>
  i + 2 < text.length && isLetter(text.charCodeAt(i)) && isLetter(text.charCodeAt(i + 1)) && text.charCodeAt(i + 2) === 124;

/**
 * Splits a LIN text into pairs. Whitespace between pairs is skipped; a line whose first
 * non-blank character is `%` is a comment (aaBridge writes `%%` headers); any other text
 * outside a pair is reported once per run (`LIN_STRAY_TEXT`) and skipped, resynchronising on
 * the next `cc|` (pbn-lin.md §2: aaBridge resynchronises on known pairs). A value with no
 * closing bar runs to the end of the text (`LIN_UNTERMINATED`). Linear in the text's length.
 */
export const tokenizeLin = (text: string, strict = true): { pairs: LinPair[]; diagnostics: LinDiagnostic[] } => {
  const at = locator(text);
  const pairs: LinPair[] = [];
  const diagnostics: LinDiagnostic[] = [];
  const severity = strict ? 'error' : 'warning';
  let lineStart = true;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      if (c === 10 || c === 13) lineStart = true;
      i++;
      continue;
    }
    if (c === 37 /* % */ && lineStart) {
      while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
      continue;
    }
    lineStart = false;
    if (pairAt(text, i)) {
      const raw = text.slice(i, i + 2);
      const end = text.indexOf('|', i + 3);
      if (end < 0) {
        diagnostics.push({
          code: 'LIN_UNTERMINATED',
          message: `The value of "${raw}|" has no closing bar: it runs to the end of the text.`,
          hint: 'End every LIN value with "|", even an empty one ("pg||").',
          severity,
          pos: at(i, 3),
        });
        pairs.push({ cmd: raw.toLowerCase(), raw, value: text.slice(i + 3), at: i, valueAt: i + 3 });
        i = text.length;
      } else {
        pairs.push({ cmd: raw.toLowerCase(), raw, value: text.slice(i + 3, end), at: i, valueAt: i + 3 });
        i = end + 1;
      }
      continue;
    }
    // Stray text: skip to the next pair or the end of the line.
    const start = i;
    while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13 && !(i > start && pairAt(text, i))) i++;
    const stray = text.slice(start, i).trimEnd();
    diagnostics.push({
      code: 'LIN_STRAY_TEXT',
      message: `"${clip(stray)}" is not a LIN command: LIN is a run of two-letter commands, each followed by a value between bars.`,
      hint: 'Remove the text, or write it as commentary: nt|your text|.',
      severity,
      pos: at(start, stray.length),
    });
  }
  return { pairs, diagnostics };
};

const clip = (s: string, n = 40): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

// ---------------------------------------------------------------------------------------------
// Values

/**
 * Commentary text as BBO shows it: `!S !H !D !C` (and the `@S` form vugraph commentators and
 * aaBridge use) become suit symbols, either case (pbn-lin.md §2, `an`; the pitfall that a
 * literal "!s" is converted too is BBO's behaviour, kept). Stray control bytes between the mark
 * and the letter, seen in vugraph commentary, are dropped as aaBridge does (pbn-lin.md §2
 * pitfalls). Line ends are normalised to `\n`.
 */
export const linText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[!@][\u0000-\u0009\u000b-\u001f\u007f-\u009f]*([SHDCshdc])/g, (_, s: string) => SUIT_SYMBOLS[s.toUpperCase() as Suit]);

const RANK_CHARS = '23456789TJQKA';

/** A problem found inside a value, at an offset from the value's start. */
interface Problem {
  readonly code: LinCode;
  readonly message: string;
  readonly hint?: string;
  readonly offset: number;
  readonly length: number;
  /** The hand the problem is in, for problems found in a deal. */
  readonly seat?: Seat;
}

/** A hand as written in `md` or a hand-viewer parameter: suit letters, then ranks. */
const parseHandText = (
  text: string,
  seat: Seat,
): { cards: { card: Card; offset: number }[]; problems: Problem[] } => {
  const cards: { card: Card; offset: number }[] = [];
  const problems: Problem[] = [];
  let suit: Suit | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const up = ch.toUpperCase();
    if (/\s/.test(ch)) continue;
    if (up === 'S' || up === 'H' || up === 'D' || up === 'C') {
      suit = up;
      continue;
    }
    let rank: string | undefined;
    let width = 1;
    if (RANK_CHARS.includes(up)) rank = up;
    else if (up === '1') {
      // The handviewer accepts "1" and "10" for the ten (pbn-lin.md §2, md).
      rank = 'T';
      if (text[i + 1] === '0') width = 2;
    }
    if (rank === undefined) {
      problems.push(
        up === 'X'
          ? {
              code: 'LIN_SMALL_CARD',
              message: `${SEAT_NAMES[seat]}'s hand has an "x" (some small card); a hand record needs the actual card.`,
              hint: 'Write the rank of each card (2 to 9, T, J, Q, K, A).',
              offset: i,
              length: 1,
            }
          : {
              code: 'LIN_BAD_HAND',
              message: `"${ch}" in ${SEAT_NAMES[seat]}'s hand is neither a suit letter (S, H, D, C) nor a rank (2 to 9, T, J, Q, K, A).`,
              offset: i,
              length: 1,
            },
      );
      continue;
    }
    if (suit === null) {
      problems.push({
        code: 'LIN_BAD_HAND',
        message: `${SEAT_NAMES[seat]}'s hand gives the rank "${ch}" before any suit letter.`,
        hint: 'Start each suit with its letter: S, H, D or C (e.g. SAK5H...).',
        offset: i,
        length: width,
      });
    } else {
      cards.push({ card: `${suit}${rank}` as Card, offset: i });
    }
    i += width - 1;
  }
  return { cards, problems };
};

/** The result of reading the four hands. */
interface DealRead {
  readonly deal: Deal;
  readonly problems: Problem[];
}

/**
 * Reads four hand texts (null where not given) into a deal: checks that no card is held twice
 * and no hand holds more than thirteen, and fills one missing hand from the cards the other three
 * do not hold, only when those three hold thirteen each (pbn-lin.md §2 pitfalls: diagrams may
 * legitimately carry partial hands). Hands come out in display order.
 */
const readDeal = (hands: BySeatText): DealRead => {
  const problems: Problem[] = [];
  const holder = new Map<Card, Seat>();
  const deal: { [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  for (const seat of LIN_HAND_ORDER) {
    const h = hands[seat];
    if (h === null || h.text.trim() === '') continue;
    const read = parseHandText(h.text, seat);
    for (const p of read.problems) problems.push({ ...p, offset: p.offset + h.offset, seat });
    const cards: Card[] = [];
    for (const { card, offset } of read.cards) {
      const other = holder.get(card);
      if (other !== undefined) {
        problems.push({
          code: 'LIN_CARD_TWICE',
          message:
            other === seat
              ? `${SEAT_NAMES[seat]}'s hand lists the ${cardSymbol(card)} twice.`
              : `${SEAT_NAMES[seat]}'s hand has the ${cardSymbol(card)}, which is also in ${SEAT_NAMES[other]}'s hand.`,
          hint: 'Each of the 52 cards is dealt to exactly one player.',
          offset: offset + h.offset,
          length: 2,
          seat,
        });
        continue;
      }
      holder.set(card, seat);
      cards.push(card);
    }
    if (cards.length > 13) {
      problems.push({
        code: 'LIN_HAND_SIZE',
        message: `${SEAT_NAMES[seat]} holds ${cards.length} cards; a hand has thirteen.`,
        offset: h.offset,
        length: Math.max(1, h.text.length),
        seat,
      });
    }
    deal[seat] = cards.sort(compareForDisplay);
  }
  const missing = SEATS.filter((s) => deal[s] === null);
  const [only] = missing;
  if (missing.length === 1 && only !== undefined && SEATS.every((s) => s === only || deal[s]!.length === 13)) {
    deal[only] = FULL_DECK.filter((c) => !holder.has(c));
  }
  return { deal, problems };
};

type BySeatText = { [S in Seat]: { text: string; offset: number } | null };

/** Reads `md`'s value: the dealer digit and the four hands in S, W, N, E order. */
const readMd = (value: string): { dealer: Seat | null; deal: Deal; problems: Problem[] } => {
  const problems: Problem[] = [];
  let body = value;
  let base = 0;
  let dealer: Seat | null = null;
  const lead = value.match(/^\s*(\d)/);
  if (lead) {
    base = lead[0].length;
    body = value.slice(base);
    dealer = LIN_DEALER_DIGITS[lead[1]!] ?? null;
    if (dealer === null && lead[1] !== '0') {
      problems.push({
        code: 'LIN_BAD_DEALER',
        message: `The dealer digit "${lead[1]}" is not one of 1 (South), 2 (West), 3 (North), 4 (East).`,
        offset: base - 1,
        length: 1,
      });
    }
  }
  if (dealer === null && (lead === null || lead[1] === '0')) {
    problems.push({
      code: 'LIN_NO_DEALER',
      message: 'This deal does not say who dealt; North is assumed.',
      hint: 'Start the md value with the dealer digit: 1 South, 2 West, 3 North, 4 East.',
      offset: 0,
      length: 1,
    });
  }
  const texts: BySeatText = { N: null, E: null, S: null, W: null };
  const parts = body.split(',');
  let offset = base;
  parts.forEach((part, k) => {
    const seat = LIN_HAND_ORDER[k];
    if (seat === undefined) {
      if (part.trim() !== '') {
        problems.push({
          code: 'LIN_BAD_DEAL',
          message: 'This deal lists more than four hands.',
          hint: 'md gives four hands in the order South, West, North, East, separated by commas.',
          offset,
          length: part.length,
        });
      }
    } else texts[seat] = { text: part, offset };
    offset += part.length + 1;
  });
  const read = readDeal(texts);
  return { dealer, deal: read.deal, problems: [...problems, ...read.problems] };
};

/** A call read from `mb`, with its offset in the value. */
interface ReadCall {
  readonly call: Call;
  alert: boolean;
  readonly offset: number;
  readonly length: number;
}

const STRAIN_LETTERS: Readonly<Record<string, Strain>> = { C: 'C', D: 'D', H: 'H', S: 'S', N: 'NT' };

/**
 * Reads an `mb` value: one call or several run together (`mb|2dd!r|` is 2♦, double alerted,
 * redouble: the `d` after a level is the diamond suit, any other `d` a double; RogerPf 350).
 * `p` pass, `d`/`x` double, `r`/`xx` redouble, level + `C D H S N` (or `NT`) a bid, `!` alerts
 * the call before it. `?` (an aaBridge quiz marker) and other characters are reported.
 */
export const readCalls = (value: string): { calls: ReadCall[]; problems: Problem[] } => {
  const calls: ReadCall[] = [];
  const problems: Problem[] = [];
  const v = value.toUpperCase();
  let i = 0;
  while (i < v.length) {
    const ch = v[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '!') {
      const last = calls[calls.length - 1];
      if (last) last.alert = true;
      else problems.push({ code: 'LIN_BAD_CALL', message: 'An alert mark "!" comes before any call.', offset: i, length: 1 });
      i++;
      continue;
    }
    if (ch >= '1' && ch <= '7') {
      const strain = STRAIN_LETTERS[v[i + 1] ?? ''];
      if (strain === undefined) {
        problems.push({
          code: 'LIN_BAD_CALL',
          message: `The bid "${value.slice(i, i + 2)}" names no strain: after the level comes C, D, H, S or N.`,
          offset: i,
          length: 2,
        });
        i += 1;
        continue;
      }
      const width = strain === 'NT' && v[i + 2] === 'T' ? 3 : 2;
      calls.push({ call: { type: 'bid', level: Number(ch) as Level, strain }, alert: false, offset: i, length: width });
      i += width;
      continue;
    }
    if (ch === 'P') {
      calls.push({ call: { type: 'pass' }, alert: false, offset: i, length: 1 });
      i++;
      continue;
    }
    if (ch === 'X' && v[i + 1] === 'X') {
      calls.push({ call: { type: 'redouble' }, alert: false, offset: i, length: 2 });
      i += 2;
      continue;
    }
    if (ch === 'D' || ch === 'X') {
      calls.push({ call: { type: 'double' }, alert: false, offset: i, length: 1 });
      i++;
      continue;
    }
    if (ch === 'R') {
      calls.push({ call: { type: 'redouble' }, alert: false, offset: i, length: 1 });
      i++;
      continue;
    }
    problems.push(
      ch === '?'
        ? {
            code: 'LIN_CALL_UNKNOWN',
            message: 'A "?" stands where a call should be (a quiz marker in movies); no call is recorded.',
            hint: 'Write the call itself: p, d, r or a bid such as 1C or 3N.',
            offset: i,
            length: 1,
          }
        : ch >= '0' && ch <= '9'
          ? { code: 'LIN_BAD_CALL', message: `"${ch}" is not a bid level: bids go from 1 to 7.`, offset: i, length: 1 + width(v, i) }
          : {
              code: 'LIN_BAD_CALL',
              message: `"${value[i]}" is not a call: LIN calls are p (pass), d (double), r (redouble) or a bid such as 1C, 4H or 3N.`,
              offset: i,
              length: 1,
            },
    );
    i += ch >= '0' && ch <= '9' ? 1 + width(v, i) : 1;
  }
  return { calls, problems };
};

/** 1 (or 2 for `NT`) when a strain follows the digit at `i`, else 0: a bad level swallows its strain. */
const width = (v: string, i: number): number => {
  const next = v[i + 1] ?? '';
  if (next === 'N') return v[i + 2] === 'T' ? 2 : 1;
  return 'CDHS'.includes(next) && next !== '' ? 1 : 0;
};

/** A card read from `pc`, with its offset in the value. */
interface ReadCard {
  readonly card: Card;
  readonly offset: number;
}

/** Reads a `pc` value: one card (`SA`, `h2`, `C10`) or several run together (`h9h7h6`). */
export const readCards = (value: string): { cards: ReadCard[]; problems: Problem[] } => {
  const cards: ReadCard[] = [];
  const problems: Problem[] = [];
  const v = value.toUpperCase();
  let i = 0;
  while (i < v.length) {
    const ch = v[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === 'S' || ch === 'H' || ch === 'D' || ch === 'C') {
      const r = v[i + 1] ?? '';
      if (RANK_CHARS.includes(r) && r !== '') {
        cards.push({ card: `${ch}${r}` as Card, offset: i });
        i += 2;
      } else if (r === '1') {
        cards.push({ card: `${ch}T` as Card, offset: i });
        i += v[i + 2] === '0' ? 3 : 2;
      } else {
        problems.push({
          code: 'LIN_CARD_SUIT_ONLY',
          message: `"${value[i]}" names a suit but no rank (aaBridge's "lowest card of the suit"); a hand record needs the card itself.`,
          hint: 'Write the card, suit then rank: H2, SA, DT.',
          offset: i,
          length: 1,
        });
        i++;
      }
      continue;
    }
    problems.push({
      code: 'LIN_BAD_CARD',
      message: `"${value[i]}" is not a card: a card is a suit letter (S, H, D, C) followed by a rank (2 to 9, T, J, Q, K, A).`,
      offset: i,
      length: 1,
    });
    i++;
  }
  return { cards, problems };
};

/** Reads `sv`: first letter `n` NS, `e` EW, `b` both; `o`, `0`, `-` or empty none (pbn-lin.md §2). */
export const readVulnerability = (value: string): Vulnerability | undefined => {
  const v = value.trim().toLowerCase();
  if (v === '' || v[0] === 'o' || v[0] === '0' || v[0] === '-') return 'None';
  if (v[0] === 'n') return 'NS';
  if (v[0] === 'e') return 'EW';
  if (v[0] === 'b' || v === 'all') return 'All';
  return undefined;
};

/**
 * Reads one vugraph `rs` entry (`4HE=`, `3NW+1`, `4SWx-4`, `P`) into the tricks declarer's
 * side took; `undefined` when passed out or unreadable.
 */
export const readTableResult = (entry: string): number | undefined => {
  const m = entry.trim().match(/^([1-7])(NT|[CDHSN])([NESW])(X{0,2})([+=-])(\d{0,2})$/i);
  if (!m) return undefined;
  const level = Number(m[1]);
  const sign = m[5];
  const n = m[6] === '' ? 0 : Number(m[6]);
  if (sign === '=') return n === 0 ? level + 6 : undefined;
  const tricks = level + 6 + (sign === '+' ? n : -n);
  return tricks >= 0 && tricks <= 13 ? tricks : undefined;
};

// ---------------------------------------------------------------------------------------------
// Boards

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

interface Board {
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

/** Decodes BBO's escapes inside names (`%COMMA%`, `%PIPE%`; pbn-lin.md §2). */
const decodeName = (s: string): string => s.replace(/%COMMA%/gi, ',').replace(/%PIPE%/gi, '|').trim();

/**
 * Splits a `pn` value into names. A name with a comma of its own ("Herman, I" in a real vugraph
 * file, pbn-lin.md §2 pitfalls) shifts the list; when the list does not hold four or eight names
 * and joining each piece that starts with a space to the piece before gives four or eight, the
 * joined list is taken (BBO writes the names with no space after the separating commas).
 */
export const readNames = (value: string): string[] => {
  const pieces = value.split(',');
  if (pieces.length !== 4 && pieces.length !== 8) {
    const joined: string[] = [];
    for (const piece of pieces) {
      if (joined.length > 0 && /^\s/.test(piece)) joined[joined.length - 1] += `,${piece}`;
      else joined.push(piece);
    }
    if (joined.length === 4 || joined.length === 8) return joined.map(decodeName);
  }
  return pieces.map(decodeName);
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
  const severity: 'error' | 'warning' = strict ? 'error' : 'warning';
  const source = typeof text === 'string' ? text : '';
  const at = locator(source);
  const { pairs, diagnostics } = tokenizeLin(source, strict);
  const records: HandRecord[] = [];

  let names: string[] = [];
  let event: string | undefined;
  let firstBoard: number | undefined;
  let tableResults: string[] = [];
  let board = emptyBoard();

  const report = (p: Problem, valueAt: number, sev: 'error' | 'warning' = severity): void => {
    diagnostics.push({
      code: p.code,
      message: p.message,
      ...(p.hint !== undefined ? { hint: p.hint } : {}),
      severity: sev,
      pos: at(valueAt + p.offset, p.length),
    });
  };

  /** `nt` starts a new line of commentary; `at` continues the text as written. Trimmed at the end. */
  const attach = (textValue: string, append: boolean): void => {
    const t = linText(textValue);
    if (t.trim() === '') return;
    const join = (old: string | undefined): string =>
      old === undefined || old === '' ? (append ? t.trimStart() : t.trim()) : append ? `${old}${t}` : `${old.trimEnd()}\n${t.trim()}`;
    if (board.last === 'card') {
      const c = board.play[board.play.length - 1];
      if (c) c.note = join(c.note);
      else board.intro = join(board.intro);
    } else if (board.last === 'call') {
      const c = board.calls[board.calls.length - 1];
      if (c) c.note = join(c.note);
      else board.intro = join(board.intro);
    } else board.intro = join(board.intro);
  };

  const flush = (): void => {
    const b = board;
    board = emptyBoard();
    if (!hasContent(b)) return;
    if (!b.hasDeal) {
      diagnostics.push({
        code: 'LIN_NO_DEAL',
        message: `${b.calls.length} call(s) and ${b.play.length} card(s) come with no deal (md), so they make no hand.`,
        hint: 'Give the hands with md|<dealer><S>,<W>,<N>,<E>| before the calls.',
        severity,
        pos: b.pos ?? { line: 1, column: 1, length: 1 },
      });
      return;
    }
    const tags: Record<string, string> = {};
    const boardNames = b.names ?? names;
    const offset = b.room === 'c' && boardNames.length >= 8 ? 4 : 0;
    LIN_HAND_ORDER.forEach((seat, k) => {
      const n = boardNames[offset + k];
      if (n !== undefined && n !== '') tags[{ N: 'North', E: 'East', S: 'South', W: 'West' }[seat]] = n;
    });
    if (event !== undefined && event !== '') tags.Event = event;
    if (b.room !== undefined) tags.Room = b.room === 'o' ? 'Open' : 'Closed';
    let result: number | undefined;
    const bn = b.board !== undefined ? Number(b.board) : NaN;
    if (firstBoard !== undefined && Number.isInteger(bn) && b.room !== undefined && tableResults.length > 0) {
      const entry = tableResults[(bn - firstBoard) * 2 + (b.room === 'c' ? 1 : 0)];
      if (entry !== undefined) result = readTableResult(entry);
    }
    const calls: CallEntry[] = b.calls.map((c) => ({
      call: c.call,
      ...(c.alert ? { alert: true } : {}),
      ...(c.note !== undefined ? { note: c.note.trim() } : {}),
      pos: c.pos,
    }));
    const play: PlayEntry[] = b.play.map((c) => ({ card: c.card, ...(c.note !== undefined ? { note: c.note.trim() } : {}), pos: c.pos }));
    records.push({
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
    });
  };

  for (const p of pairs) {
    const cmdPos = at(p.at, 2);
    switch (p.cmd) {
      case 'md': {
        if (board.hasDeal) flush();
        board.pos ??= cmdPos;
        const md = readMd(p.value);
        for (const pr of md.problems) report(pr, p.valueAt);
        board.hasDeal = true;
        board.dealer = md.dealer ?? 'N';
        board.deal = md.deal;
        break;
      }
      case 'qx': {
        // `qx|o12|` / `qx|c12,BOARD 12|` opens a board of a vugraph file; aaBridge movies also
        // use qx for chapter names (`qx|mb1|`, `qx|10|`), which must not split a board.
        const m = p.value.trim().match(/^([oc])?(\d+)\b/i);
        if (m?.[1] !== undefined && board.hasDeal) flush();
        if (m && !board.hasDeal) {
          board.pos ??= cmdPos;
          board.board = String(Number(m[2]));
          if (m[1]) board.room = m[1].toLowerCase() === 'o' ? 'o' : 'c';
        }
        break;
      }
      case 'ah': {
        const t = p.value.trim();
        if (t !== '') board.title = t;
        const m = t.match(/board\s*(\d+)/i);
        if (m && board.board === undefined) board.board = String(Number(m[1]));
        break;
      }
      case 'sv': {
        const v = readVulnerability(p.value);
        if (v === undefined) {
          report(
            {
              code: 'LIN_BAD_VULNERABILITY',
              message: `"${clip(p.value)}" is not a vulnerability: LIN writes o (none), n (North-South), e (East-West) or b (both).`,
              offset: 0,
              length: p.value.length,
            },
            p.valueAt,
          );
        } else board.vulnerability = v;
        break;
      }
      case 'pn': {
        const list = readNames(p.value);
        names = list;
        board.names = list;
        break;
      }
      case 'mb': {
        board.pos ??= cmdPos;
        const read = readCalls(p.value);
        for (const pr of read.problems) report(pr, p.valueAt);
        for (const c of read.calls) {
          board.calls.push({ call: c.call, ...(c.alert ? { alert: true } : {}), pos: at(p.valueAt + c.offset, c.length) });
          board.last = 'call';
        }
        break;
      }
      case 'an': {
        const last = board.calls[board.calls.length - 1];
        const t = linText(p.value).trim();
        if (t === '') break;
        if (last) last.note = last.note === undefined ? t : `${last.note}\n${t}`;
        else {
          report(
            {
              code: 'LIN_ORPHAN_ANNOTATION',
              message: 'An explanation (an) comes before any call; it is kept as the introduction.',
              hint: 'Put an|...| right after the call it explains.',
              offset: 0,
              length: p.value.length,
            },
            p.valueAt,
            'warning',
          );
          board.intro = board.intro === undefined ? t : `${board.intro}\n${t}`;
        }
        break;
      }
      case 'pc': {
        board.pos ??= cmdPos;
        const read = readCards(p.value);
        for (const pr of read.problems) report(pr, p.valueAt);
        if (board.claim !== undefined && read.cards.length > 0) {
          report(
            {
              code: 'LIN_PLAY_AFTER_CLAIM',
              message: 'Cards are played after a claim; the claim is dropped.',
              offset: 0,
              length: p.value.length,
            },
            p.valueAt,
            'warning',
          );
          delete board.claim;
        }
        for (const c of read.cards) {
          board.play.push({ card: c.card, pos: at(p.valueAt + c.offset, 2) });
          board.last = 'card';
        }
        break;
      }
      case 'mc': {
        const m = p.value.trim().match(/^\d{1,2}$/);
        const n = m ? Number(m[0]) : NaN;
        if (!(n >= 0 && n <= 13)) {
          report(
            {
              code: 'LIN_BAD_CLAIM',
              message: `"${clip(p.value)}" is not a claim: mc gives the total number of tricks declarer's side ends with, 0 to 13.`,
              offset: 0,
              length: p.value.length,
            },
            p.valueAt,
          );
        } else board.claim = { tricks: n, pos: at(p.valueAt, p.value.length) };
        break;
      }
      case 'nt':
        attach(p.value, false);
        break;
      case 'at':
        attach(p.value, true);
        break;
      case 'vg': {
        const parts = p.value.split(',');
        event = parts[0]?.trim();
        const fb = Number(parts[3]);
        firstBoard = Number.isInteger(fb) ? fb : undefined;
        break;
      }
      case 'rs':
        tableResults = p.value.split(',');
        break;
      case 'ub': {
        const n = undoCount(p.value);
        board.calls.splice(Math.max(0, board.calls.length - n));
        board.last = board.calls.length > 0 ? 'call' : 'intro';
        break;
      }
      case 'up': {
        const n = undoCount(p.value);
        board.play.splice(Math.max(0, board.play.length - n));
        board.last = board.play.length > 0 ? 'card' : board.calls.length > 0 ? 'call' : 'intro';
        break;
      }
      case 'jp': {
        const n = Number(p.value.trim());
        if (Number.isInteger(n) && n >= 0) board.play.splice(n);
        board.last = board.play.length > 0 ? 'card' : board.calls.length > 0 ? 'call' : 'intro';
        break;
      }
      default: {
        if (PRESENTATION.has(p.cmd)) break;
        const what = UNSUPPORTED[p.cmd];
        if (what !== undefined) {
          diagnostics.push({
            code: 'LIN_UNSUPPORTED',
            message: `"${p.raw}" ${what}; a hand record cannot hold that, so it is ignored.`,
            severity,
            pos: cmdPos,
          });
        } else {
          diagnostics.push({
            code: 'LIN_UNKNOWN_COMMAND',
            message: `"${p.raw}" is not a LIN command this reader knows; it is skipped.`,
            severity: 'warning',
            pos: cmdPos,
          });
        }
      }
    }
  }
  flush();
  if (records.length === 0 && !diagnostics.some((d) => d.code === 'LIN_NO_DEAL')) {
    diagnostics.push({
      code: 'LIN_NO_BOARD',
      message: 'This text holds no board: no deal (md) was found.',
      hint: 'A LIN board gives its deal as md|<dealer><S>,<W>,<N>,<E>|.',
      severity: 'error',
      pos: { line: 1, column: 1, length: 1 },
    });
  }
  return { records, diagnostics };
};

/** `ub|n|`, `up|n|`: how many to undo; empty means one (aaBridge 350/360). */
const undoCount = (value: string): number => {
  const t = value.trim();
  if (t === '') return 1;
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 ? n : 1;
};

// ---------------------------------------------------------------------------------------------
// Hand-viewer links

/** Decodes a query-string component: `+` is a space; a broken `%` escape is kept as written. */
const decodeComponent = (s: string): { text: string; bad: boolean } => {
  const plus = s.replace(/\+/g, ' ');
  try {
    return { text: decodeURIComponent(plus), bad: false };
  } catch {
    // Decode each run of escapes on its own, keeping the runs that are not valid UTF-8.
    const text = plus.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    return { text, bad: true };
  }
};

/** A parameter of a link. */
interface Param {
  /** Lower-cased key. */
  readonly key: string;
  /** Decoded value. */
  readonly value: string;
  /** Offset of the parameter in the link. */
  readonly at: number;
  readonly length: number;
  /** Offset of the value in the link. */
  readonly valueAt: number;
  /** Whether the value was written without escapes, so that offsets in it are columns. */
  readonly plain: boolean;
  readonly badEscape: boolean;
}

/** Splits the query and the fragment of a link into parameters (pbn-lin.md §2: `#` starts a fragment). */
const linkParams = (url: string): Param[] => {
  const params: Param[] = [];
  const q = url.indexOf('?');
  const h = url.indexOf('#');
  const ranges: [number, number][] = [];
  if (q >= 0 && (h < 0 || q < h)) ranges.push([q + 1, h > q ? h : url.length]);
  if (h >= 0 && url.slice(h + 1).includes('=')) ranges.push([h + 1, url.length]);
  if (ranges.length === 0 && url.includes('=')) ranges.push([0, url.length]);
  for (const [start, end] of ranges) {
    let i = start;
    for (const part of url.slice(start, end).split('&')) {
      if (part !== '') {
        const eq = part.indexOf('=');
        const rawValue = eq < 0 ? '' : part.slice(eq + 1);
        const dec = decodeComponent(rawValue);
        params.push({
          key: decodeComponent(eq < 0 ? part : part.slice(0, eq)).text.trim().toLowerCase(),
          value: dec.text,
          at: i,
          length: part.length,
          valueAt: i + (eq < 0 ? part.length : eq + 1),
          plain: dec.text === rawValue,
          badEscape: dec.bad,
        });
      }
      i += part.length + 1;
    }
  }
  return params;
};

const SEAT_LETTERS: Readonly<Record<string, Seat>> = { n: 'N', e: 'E', s: 'S', w: 'W' };

/** Splits a hand-viewer `a=` or `p=` value into tokens and bracketed notes, `(...)` or `{...}`. */
const splitNotes = (value: string): { pieces: { text: string; offset: number; note: boolean }[]; unclosed: number | null } => {
  const pieces: { text: string; offset: number; note: boolean }[] = [];
  let i = 0;
  let start = 0;
  while (i < value.length) {
    const ch = value[i];
    if (ch === '(' || ch === '{') {
      if (i > start) pieces.push({ text: value.slice(start, i), offset: start, note: false });
      const close = value.indexOf(ch === '(' ? ')' : '}', i + 1);
      if (close < 0) return { pieces, unclosed: i };
      pieces.push({ text: value.slice(i + 1, close), offset: i + 1, note: true });
      i = close + 1;
      start = i;
      continue;
    }
    i++;
  }
  if (start < value.length) pieces.push({ text: value.slice(start), offset: start, note: false });
  return { pieces, unclosed: null };
};

/**
 * Reads a BBO hand-viewer link: either its `lin=` parameter (percent-encoded LIN, read by
 * {@link parseLin}), or the per-field parameters: `n= s= e= w=` hands (suit letters then ranks;
 * one missing hand is filled by elimination), `d=` dealer letter (North when absent, as BBO's
 * script does: pbn-lin.md §4), `v=` vulnerability, `b=` board, `a=` calls run together with `!`
 * alerts and `(explanations)`, `p=` cards in the order played (`{comments}` allowed), `c=` claim
 * (declarer's side's total), `nn= sn= en= wn=` names, `t=` title. `+` is a space and `%7C` a
 * bar, as in any query string (pbn-lin.md §2 pitfalls).
 *
 * Diagnostics point at columns of the link (at the whole parameter where its value was
 * escaped), or, for `lin=`, at line and column of the decoded LIN text. Warnings are dropped on
 * success; any error makes the result an error carrying every diagnostic.
 */
export const parseBboUrl = (url: string): Result<HandRecord[], LinDiagnostic[]> => {
  const link = typeof url === 'string' ? url.trim() : '';
  const params = linkParams(link);
  const diagnostics: LinDiagnostic[] = [];
  /** A position inside a parameter's value, exact where the value had no escapes. */
  const within = (p: Param, offset?: number, length = 1): SourcePos =>
    offset !== undefined && p.plain
      ? { line: 1, column: p.valueAt + offset + 1, length: Math.max(1, length) }
      : { line: 1, column: p.at + 1, length: Math.max(1, p.length) };
  const problem = (p: Param, pr: Problem, offset = 0): void => {
    diagnostics.push({
      code: pr.code,
      message: pr.message,
      ...(pr.hint !== undefined ? { hint: pr.hint } : {}),
      severity: 'error',
      pos: within(p, offset + pr.offset, pr.length),
    });
  };
  for (const p of params.filter((x) => x.badEscape)) {
    diagnostics.push({
      code: 'LIN_URL_ESCAPE',
      message: `The "${p.key}" parameter has a broken %-escape; the broken part is read as written.`,
      hint: 'Write "%" itself as %25.',
      severity: 'warning',
      pos: within(p),
    });
  }
  const get = (key: string): Param | undefined => params.find((p) => p.key === key);

  const lin = get('lin');
  if (lin) {
    const parsed = parseLin(lin.value);
    const all = [...diagnostics, ...parsed.diagnostics];
    return all.some((d) => d.severity === 'error') ? err(all) : ok(parsed.records);
  }
  const remote = get('linurl') ?? get('myhand');
  if (remote) {
    return err([
      {
        code: 'LIN_URL_REMOTE',
        message: `This link points to a hand stored elsewhere ("${remote.key}="), which cannot be fetched here.`,
        hint: 'Open the link in the BBO hand viewer and copy a link that carries the hand itself (lin=...).',
        severity: 'error',
        pos: within(remote),
      },
    ]);
  }
  const handParams = (['n', 'e', 's', 'w'] as const).map((k) => get(k)).filter((p): p is Param => p !== undefined);
  if (handParams.length === 0) {
    return err([
      {
        code: 'LIN_URL_NO_HAND',
        message: 'This link carries no hand: it has neither lin= nor any of the n=, e=, s=, w= parameters.',
        hint: 'Paste a BBO hand-viewer link, such as handviewer.html?lin=... or handviewer.html?n=...&s=...',
        severity: 'error',
        pos: { line: 1, column: 1, length: Math.max(1, link.length) },
      },
    ]);
  }

  const texts: BySeatText = { N: null, E: null, S: null, W: null };
  const bySeat = new Map<Seat, Param>();
  for (const p of handParams) {
    const seat = SEAT_LETTERS[p.key]!;
    texts[seat] = { text: p.value, offset: 0 };
    bySeat.set(seat, p);
  }
  const read = readDeal(texts);
  for (const pr of read.problems) {
    const p = pr.seat !== undefined ? bySeat.get(pr.seat) : undefined;
    if (p) problem(p, pr);
  }

  let dealer: Seat = 'N';
  const d = get('d');
  if (d) {
    const s = SEAT_LETTERS[d.value.trim().toLowerCase()[0] ?? ''];
    if (s) dealer = s;
    else problem(d, { code: 'LIN_BAD_DEALER', message: `"${clip(d.value)}" is not a dealer: write n, e, s or w.`, offset: 0, length: d.value.length });
  }
  let vulnerability: Vulnerability | undefined;
  const v = get('v');
  if (v) {
    vulnerability = readVulnerability(v.value);
    if (vulnerability === undefined) {
      problem(v, {
        code: 'LIN_BAD_VULNERABILITY',
        message: `"${clip(v.value)}" is not a vulnerability: write - (none), n (North-South), e (East-West) or b (both).`,
        offset: 0,
        length: v.value.length,
      });
    }
  }

  const calls: { call: Call; alert?: boolean; note?: string; pos: SourcePos }[] = [];
  let intro: string | undefined;
  const a = get('a');
  if (a) {
    const { pieces, unclosed } = splitNotes(a.value);
    for (const piece of pieces) {
      if (piece.note) {
        const note = linText(piece.text).trim();
        if (note === '') continue;
        const last = calls[calls.length - 1];
        if (last) last.note = last.note === undefined ? note : `${last.note}\n${note}`;
        else intro = intro === undefined ? note : `${intro}\n${note}`;
        continue;
      }
      const rc = readCalls(piece.text);
      for (const c of rc.calls) {
        calls.push({ call: c.call, ...(c.alert ? { alert: true } : {}), pos: within(a, piece.offset + c.offset, c.length) });
      }
      for (const pr of rc.problems) problem(a, pr, piece.offset);
    }
    if (unclosed !== null) {
      problem(a, { code: 'LIN_URL_UNCLOSED', message: 'An explanation in the auction (a=) opens a bracket that is never closed.', offset: unclosed, length: 1 });
    }
  }

  const play: { card: Card; note?: string; pos: SourcePos }[] = [];
  const pp = get('p');
  if (pp) {
    const { pieces, unclosed } = splitNotes(pp.value);
    for (const piece of pieces) {
      if (piece.note) {
        const note = linText(piece.text).trim();
        const last = play[play.length - 1];
        if (note === '') continue;
        if (last) last.note = last.note === undefined ? note : `${last.note}\n${note}`;
        else intro = intro === undefined ? note : `${intro}\n${note}`;
        continue;
      }
      const rc = readCards(piece.text);
      for (const c of rc.cards) play.push({ card: c.card, pos: within(pp, piece.offset + c.offset, 2) });
      for (const pr of rc.problems) problem(pp, pr, piece.offset);
    }
    if (unclosed !== null) {
      problem(pp, { code: 'LIN_URL_UNCLOSED', message: 'A comment in the play (p=) opens a bracket that is never closed.', offset: unclosed, length: 1 });
    }
  }

  let claim: { tricks: number; pos: SourcePos } | undefined;
  const c = get('c');
  if (c) {
    const t = c.value.trim();
    const n = /^\d{1,2}$/.test(t) ? Number(t) : NaN;
    if (n >= 0 && n <= 13) claim = { tricks: n, pos: within(c) };
    else {
      problem(c, {
        code: 'LIN_BAD_CLAIM',
        message: `"${clip(c.value)}" is not a claim: c= gives the total number of tricks declarer's side ends with, 0 to 13.`,
        offset: 0,
        length: c.value.length,
      });
    }
  }

  if (diagnostics.some((x) => x.severity === 'error')) return err(diagnostics);
  const tags: Record<string, string> = {};
  for (const [key, tag] of [['nn', 'North'], ['en', 'East'], ['sn', 'South'], ['wn', 'West']] as const) {
    const p = get(key);
    if (p && p.value.trim() !== '') tags[tag] = decodeName(p.value);
  }
  const b = get('b')?.value.trim();
  const t = get('t')?.value.trim();
  const record: HandRecord = {
    ...(t ? { title: t } : {}),
    ruleSet: LIN_RULE_SET,
    ...(b ? { board: b } : {}),
    dealer,
    deal: read.deal,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(intro !== undefined ? { intro } : {}),
    calls,
    play,
    ...(claim ? { claim } : {}),
    ...(Object.keys(tags).length > 0 ? { tags } : {}),
    pos: { line: 1, column: 1, length: 1 },
  };
  return ok([record]);
};
