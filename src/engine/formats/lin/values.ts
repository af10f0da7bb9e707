/**
 * The values of LIN commands and hand-viewer parameters: hands and deals (`md`, `n=`), calls
 * (`mb`, `a=`), cards (`pc`, `p=`), vulnerability, table results and names (pbn-lin.md §2).
 * Each reader returns what it read and the problems found, at offsets inside the value.
 *
 * @packageDocumentation
 */
import { FULL_DECK, cardSymbol, compareForDisplay } from '../../card.ts';
import {
  SEATS,
  SEAT_NAMES,
  type Call,
  type Card,
  type Deal,
  type Level,
  type Seat,
  type Strain,
  type Suit,
  type Vulnerability,
} from '../../types.ts';
import { NO_ARGS, type DiagnosticArgs } from '../../source.ts';
import type { LinCode } from '../lin-codes.ts';

/**
 * The `md` dealer digit: 1 = South, 2 = West, 3 = North, 4 = East (pbn-lin.md §2; the reverse
 * mapping 1 = North is a known mistake, dds pull request 374).
 */
export const LIN_DEALER_DIGITS: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };

/** The fixed order of the hands in `md` and of the names in `pn`: S, W, N, E (pbn-lin.md §2). */
export const LIN_HAND_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

const RANK_CHARS = '23456789TJQKA';

/** A problem found inside a value, at an offset from the value's start. */
export interface Problem {
  readonly code: LinCode;
  readonly message: string;
  readonly hint?: string;
  readonly offset: number;
  readonly length: number;
  /** The hand the problem is in, for problems found in a deal. */
  readonly seat?: Seat;
  /** The message's placeholders in words of no language, and its template when not the code's (`Diagnostic.args`). */
  readonly args?: DiagnosticArgs;
  readonly template?: string;
}

/** A hand as written in `md` or a hand-viewer parameter: suit letters, then ranks. */
const parseHandText = (text: string, seat: Seat): { cards: { card: Card; offset: number }[]; problems: Problem[] } => {
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
              args: { seat },
            }
          : {
              code: 'LIN_BAD_HAND',
              message: `"${ch}" in ${SEAT_NAMES[seat]}'s hand is neither a suit letter (S, H, D, C) nor a rank (2 to 9, T, J, Q, K, A).`,
              offset: i,
              length: 1,
              args: { text: ch, seat },
              template: 'LIN_BAD_HAND.char',
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
        args: { seat, text: ch },
        template: 'LIN_BAD_HAND.order',
      });
    } else {
      cards.push({ card: `${suit}${rank}` as Card, offset: i });
    }
    i += width - 1;
  }
  return { cards, problems };
};

/** The result of reading the four hands. */
export interface DealRead {
  readonly deal: Deal;
  readonly problems: Problem[];
}

/**
 * Reads four hand texts (null where not given) into a deal: checks that no card is held twice
 * and no hand holds more than thirteen, and fills one missing hand from the cards the other three
 * do not hold, only when those three hold thirteen each (pbn-lin.md §2 pitfalls: diagrams may
 * legitimately carry partial hands). Hands come out in display order.
 */
export const readDeal = (hands: BySeatText): DealRead => {
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
          args: other === seat ? { seat, card } : { seat, card, seatOther: other },
          template: other === seat ? 'LIN_CARD_TWICE.same' : 'LIN_CARD_TWICE.other',
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
        args: { seat, n: cards.length },
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

export type BySeatText = { [S in Seat]: { text: string; offset: number } | null };

/** Reads `md`'s value: the dealer digit and the four hands in S, W, N, E order. */
export const readMd = (value: string): { dealer: Seat | null; deal: Deal; problems: Problem[] } => {
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
        args: { text: lead[1]! },
        template: 'LIN_BAD_DEALER.digit',
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
      args: NO_ARGS,
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
          args: NO_ARGS,
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
    if (v[i] === '!') {
      const last = calls[calls.length - 1];
      if (last) last.alert = true;
      else
        problems.push({
          code: 'LIN_BAD_CALL',
          message: 'An alert mark "!" comes before any call.',
          offset: i,
          length: 1,
          args: NO_ARGS,
          template: 'LIN_BAD_CALL.alert',
        });
      i++;
      continue;
    }
    const step = readCallAt(value, v, i);
    if (step.call) calls.push(step.call);
    if (step.problem) problems.push(step.problem);
    i = step.next;
  }
  return { calls, problems };
};

/** What one place of an `mb` value holds: a call, a problem or nothing (a space), and where the next begins. */
interface CallStep {
  readonly call?: ReadCall;
  readonly problem?: Problem;
  readonly next: number;
}

/** A pass, double or redouble `length` characters long at `i`. */
const plainCall = (type: 'pass' | 'double' | 'redouble', i: number, length: number): CallStep => ({
  call: { call: { type }, alert: false, offset: i, length },
  next: i + length,
});

/** The call at `i` of `value` (`v` is it in upper case), other than an alert mark. */
const readCallAt = (value: string, v: string, i: number): CallStep => {
  const ch = v[i]!;
  if (/\s/.test(ch)) return { next: i + 1 };
  if (ch >= '1' && ch <= '7') return readBid(value, v, i);
  if (ch === 'P') return plainCall('pass', i, 1);
  if (ch === 'X' && v[i + 1] === 'X') return plainCall('redouble', i, 2);
  if (ch === 'D' || ch === 'X') return plainCall('double', i, 1);
  if (ch === 'R') return plainCall('redouble', i, 1);
  const digit = ch >= '0' && ch <= '9';
  return { problem: notACall(value, ch, digit ? 1 + width(v, i) : 1, i), next: i + (digit ? 1 + width(v, i) : 1) };
};

/** A bid: the level at `i`, then C, D, H, S, N or NT. */
const readBid = (value: string, v: string, i: number): CallStep => {
  const strain = STRAIN_LETTERS[v[i + 1] ?? ''];
  if (strain === undefined) {
    return {
      problem: {
        code: 'LIN_BAD_CALL',
        message: `The bid "${value.slice(i, i + 2)}" names no strain: after the level comes C, D, H, S or N.`,
        offset: i,
        length: 2,
        args: { text: value.slice(i, i + 2) },
        template: 'LIN_BAD_CALL.strain',
      },
      next: i + 1,
    };
  }
  const length = strain === 'NT' && v[i + 2] === 'T' ? 3 : 2;
  return { call: { call: { type: 'bid', level: Number(v[i]) as Level, strain }, alert: false, offset: i, length }, next: i + length };
};

/** The problem of a character that starts no call: a quiz's `?`, a level out of range, or anything else. */
const notACall = (value: string, ch: string, length: number, i: number): Problem =>
  ch === '?'
    ? {
        code: 'LIN_CALL_UNKNOWN',
        message: 'A "?" stands where a call should be (a quiz marker in movies); no call is recorded.',
        hint: 'Write the call itself: p, d, r or a bid such as 1C or 3N.',
        offset: i,
        length: 1,
        args: NO_ARGS,
      }
    : ch >= '0' && ch <= '9'
      ? {
          code: 'LIN_BAD_CALL',
          message: `"${ch}" is not a bid level: bids go from 1 to 7.`,
          offset: i,
          length,
          args: { text: ch },
          template: 'LIN_BAD_CALL.level',
        }
      : {
          code: 'LIN_BAD_CALL',
          message: `"${value[i]}" is not a call: LIN calls are p (pass), d (double), r (redouble) or a bid such as 1C, 4H or 3N.`,
          offset: i,
          length: 1,
          args: { text: value[i]! },
          template: 'LIN_BAD_CALL.call',
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
          args: { text: value[i]! },
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
      args: { text: value[i]! },
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

/** Decodes BBO's escapes inside names (`%COMMA%`, `%PIPE%`; pbn-lin.md §2). */
export const decodeName = (s: string): string =>
  s
    .replace(/%COMMA%/gi, ',')
    .replace(/%PIPE%/gi, '|')
    .trim();

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
