/**
 * The Deal tag: `F:h1 h2 h3 h4`, hands from the first seat clockwise, `-` for a hand not given
 * (PBN 2.1 §3.4.11; pbn-lin.md §3).
 *
 * @packageDocumentation
 */
import { compareForDisplay } from '../../card.ts';
import { seatsFrom } from '../../seat.ts';
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { type Card, type Deal, type Seat, SEATS, SUIT_NAMES, SUITS } from '../../types.ts';
import { cap, posAt, possessive, seatWord, type Sink, the } from './sink.ts';
import type { PbnTag } from './types.ts';

const RANK_ORDER = 'AKQJT98765432';
/** The 52 cards by suit (S H D C) and rank (RANK_ORDER), made once: a Deal reads 52 of them. */
const DECK: readonly Card[] = SUITS.flatMap((suit) => [...RANK_ORDER].map((r) => `${suit}${r}` as Card));
/** The place of a card in {@link DECK}, from its two character codes: tables instead of a Map per deal. */
const SUIT_PLACE = new Int8Array(128).fill(-1);
const RANK_PLACE = new Int8Array(128).fill(-1);
SUITS.forEach((suit, i) => (SUIT_PLACE[suit.charCodeAt(0)] = i));
[...RANK_ORDER].forEach((r, i) => (RANK_PLACE[r.charCodeAt(0)] = i));
/** The place of a card (0 to 51) in a table of 52, for the reader's per-card lookups. */
export const cardPlace = (card: Card): number => SUIT_PLACE[card.charCodeAt(0)]! * 13 + RANK_PLACE[card.charCodeAt(1)]!;

/** The seats and their hands' sizes as a diagnostic's `{sizes}`: `'W12 N12'` (West 12, North 12). */
const sizesArg = (seats: readonly Seat[], deal: { readonly [S in Seat]: readonly Card[] | null }): string =>
  seats.map((x) => `${x}${deal[x]!.length}`).join(' ');

/**
 * Reads `[Deal "F:h1 h2 h3 h4"]`: F names the first hand, the others follow clockwise; each hand
 * is spades.hearts.diamonds.clubs; `-` is a hand not given (PBN 2.1 §3.4.11; pbn-lin.md §3).
 * Returns `undefined` when the deal cannot be read at all.
 */
export const readDeal = (tag: PbnTag, sink: Sink): Deal | undefined => {
  const head = dealHands(tag, sink);
  if (!head) return undefined;
  const ctx: DealContext = {
    sink,
    at: (i, length = 1) => posAt(tag.valuePos.line, tag.valuePos.column + i, length),
    where: new Int8Array(52).fill(-1),
    twice: [],
    ok: true,
  };
  const deal: { -readonly [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  seatsFrom(head.first).forEach((seat, h) => {
    const { text, start } = head.hands[h]!;
    if (text !== '-') deal[seat] = readHand(ctx, seat, text, start);
  });
  if (!ctx.ok) return undefined;
  reportTwice(ctx.twice, sink);
  const given = seatsFrom(head.first).filter((s) => deal[s] !== null);
  if (given.length === 0 || given.every((s) => deal[s]!.length === 0)) {
    sink.fatal(
      'PBN_DEAL_EMPTY',
      'This Deal gives no cards at all.',
      tag.valuePos,
      'Give at least one hand, or leave the Deal tag out.',
      NO_ARGS,
    );
    return undefined;
  }
  checkHandSizes(deal, given, ctx.twice, tag, sink);
  return deal;
};

/** A card dealt twice, found while reading the hands and reported after them. */
interface DealtTwice {
  readonly card: Card;
  readonly seats: [Seat, Seat];
  readonly pos: SourcePos;
}

/** What the hands of one Deal are read with. */
interface DealContext {
  readonly sink: Sink;
  /** The position of the `i`th character of the value. */
  readonly at: (i: number, length?: number) => SourcePos;
  /** Who was dealt each card, by its place in DECK: the seat's index in SEATS, or -1. */
  readonly where: Int8Array;
  readonly twice: DealtTwice[];
  /** False once a hand could not be read. */
  ok: boolean;
}

/** The first seat and the four hands' texts, with where each starts in the value; `undefined` (reported) when the value is not a deal. */
const dealHands = (tag: PbnTag, sink: Sink): { first: Seat; hands: { text: string; start: number }[] } | undefined => {
  const value = tag.value;
  const m = /^(\s*)([NESWnesw]):(.*)$/s.exec(value);
  if (!m) {
    sink.fatal(
      'PBN_DEAL_SYNTAX',
      `[Deal "${value}"] should start with the first seat and a colon, then four hands: "N:AKQ.JT9.876.5432 ..."`,
      tag.valuePos,
      'Each hand is spades.hearts.diamonds.clubs; write - for a hand not given.',
      { text: value },
      'PBN_DEAL_SYNTAX.start',
    );
    return undefined;
  }
  const body = m[3]!;
  const bodyStart = m[1]!.length + 2;
  if (m[1]!.length > 0 || /\s\s|\t|^\s|\s$/.test(body)) {
    sink.problem(
      'PBN_DEAL_SPACING',
      'The hands of a Deal are separated by exactly one space, with none before or after.',
      tag.valuePos,
      'Remove the extra spaces.',
      NO_ARGS,
    );
  }
  const hands: { text: string; start: number }[] = [];
  const re = /\S+/g;
  let hm: RegExpExecArray | null;
  while ((hm = re.exec(body)) !== null) hands.push({ text: hm[0], start: bodyStart + hm.index });
  if (hands.length !== 4) {
    sink.fatal(
      'PBN_DEAL_SYNTAX',
      `A Deal gives four hands (or - for a hand not given); this one gives ${hands.length}.`,
      tag.valuePos,
      'Separate the four hands with spaces.',
      { n: hands.length },
      'PBN_DEAL_SYNTAX.count',
    );
    return undefined;
  }
  return { first: m[2]!.toUpperCase() as Seat, hands };
};

/** One hand, spades.hearts.diamonds.clubs, starting at `start` in the value; `null` (reported) when it has not four suits. */
const readHand = (ctx: DealContext, seat: Seat, text: string, start: number): Card[] | null => {
  const suits = text.split('.');
  if (suits.length !== 4) {
    ctx.sink.fatal(
      'PBN_DEAL_SYNTAX',
      `${possessive(seat)} hand "${text}" should have four suits separated by three dots (spades.hearts.diamonds.clubs).`,
      ctx.at(start, text.length),
      'A void is an empty suit: "AKQ..JT98.765432" has no hearts.',
      { seat, text },
      'PBN_DEAL_SYNTAX.suits',
    );
    ctx.ok = false;
    return null;
  }
  const cards: Card[] = [];
  // Written as the standard asks (suits S H D C, ranks high to low) a hand needs no sorting.
  let inOrder = true;
  let offset = start;
  for (let s = 0; s < 4; s++) {
    const ranksText = suits[s]!;
    if (!readSuit(ctx, seat, s, ranksText, offset, cards)) inOrder = false;
    offset += ranksText.length + 1;
  }
  return inOrder ? cards : cards.sort(compareForDisplay);
};

/** The ranks of suit `s` of a hand into `cards`; whether they were written high to low. */
const readSuit = (ctx: DealContext, seat: Seat, s: number, ranksText: string, offset: number, cards: Card[]): boolean => {
  const { sink, at } = ctx;
  const suit = SUITS[s]!;
  let previous = -1;
  let inOrder = true;
  let ranks = ranksText;
  let skip = 0;
  if (ranks.length > 0 && ranks[0]!.toUpperCase() === suit && !RANK_ORDER.includes(suit)) {
    sink.problem(
      'PBN_NONSTANDARD',
      `A Deal does not repeat the suit letter: "${ranksText}" should be "${ranksText.slice(1)}".`,
      at(offset, 1),
      undefined,
      { text: ranksText, fixed: ranksText.slice(1) },
      'PBN_NONSTANDARD.suitLetter',
    );
    ranks = ranks.slice(1);
    skip = 1;
  }
  let i = 0;
  while (i < ranks.length) {
    const ch = ranks[i]!;
    let r = ch >= 'a' && ch <= 'z' ? ch.toUpperCase() : ch;
    let width = 1;
    if (ranks.startsWith('10', i)) {
      sink.problem(
        'PBN_NONSTANDARD',
        'The ten is written T in a Deal, not 10.',
        at(offset + skip + i, 2),
        undefined,
        NO_ARGS,
        'PBN_NONSTANDARD.deal10',
      );
      r = 'T';
      width = 2;
    }
    const order = RANK_ORDER.indexOf(r);
    if (order < 0) {
      sink.fatal(
        'PBN_DEAL_BAD_RANK',
        `"${ranks[i]}" in ${possessive(seat)} ${SUIT_NAMES[suit].many} is not a rank: ranks are A K Q J T 9 8 7 6 5 4 3 2.`,
        at(offset + skip + i),
        undefined,
        { text: ranks[i]!, seat, suits: suit },
      );
      ctx.ok = false;
      i += width;
      continue;
    }
    if (order <= previous) inOrder = false;
    previous = order;
    const place = s * 13 + order;
    const card = DECK[place]!;
    const holder = ctx.where[place]!;
    if (holder >= 0) ctx.twice.push({ card, seats: [SEATS[holder]!, seat], pos: at(offset + skip + i, width) });
    else ctx.where[place] = SEATS.indexOf(seat);
    cards.push(card);
    i += width;
  }
  return inOrder;
};

/** Each card dealt twice, to one hand or to two. */
const reportTwice = (twice: readonly DealtTwice[], sink: Sink): void => {
  for (const t of twice) {
    const [a, b] = t.seats;
    sink.fatal(
      'PBN_DEAL_CARD_TWICE',
      a === b
        ? `${the(t.card)} appears twice in ${possessive(a)} hand.`
        : `${cap(the(t.card))} is dealt twice: to ${seatWord(a)} and to ${seatWord(b)}.`,
      t.pos,
      'Each card is dealt once; remove it from one hand.',
      a === b ? { card: t.card, seat: a } : { card: t.card, seatA: a, seatB: b },
      a === b ? 'PBN_DEAL_CARD_TWICE.same' : 'PBN_DEAL_CARD_TWICE.two',
    );
  }
};

/** Every hand given holds at most 13 cards, and as many as the others. */
const checkHandSizes = (
  deal: { readonly [S in Seat]: readonly Card[] | null },
  given: readonly Seat[],
  twice: readonly DealtTwice[],
  tag: PbnTag,
  sink: Sink,
): void => {
  const sizes = given.map((s) => deal[s]!.length);
  const over = given.filter((s) => deal[s]!.length > 13);
  for (const s of over) {
    const dup = twice.find((t) => t.seats.includes(s));
    const other = dup ? (dup.seats.find((x) => x !== s) ?? s) : undefined;
    const shortSeats = given.filter((x) => deal[x]!.length < 13);
    const short = shortSeats.map((x) => `${seatWord(x)} ${deal[x]!.length}`);
    const also = dup && other !== undefined && other !== s;
    sink.fatal(
      'PBN_DEAL_HAND_SIZE',
      `${seatWord(s)} holds ${deal[s]!.length} cards` +
        (also
          ? `: ${the(dup.card)} is also in ${possessive(other)} hand.`
          : `${short.length > 0 ? ` (and ${short.join(', ')})` : ''}; a hand holds at most 13.`),
      tag.valuePos,
      undefined,
      also
        ? { seat: s, n: deal[s]!.length, card: dup.card, seatOther: other }
        : short.length > 0
          ? { seat: s, n: deal[s]!.length, sizes: sizesArg(shortSeats, deal) }
          : { seat: s, n: deal[s]!.length },
      also ? 'PBN_DEAL_HAND_SIZE.also' : short.length > 0 ? 'PBN_DEAL_HAND_SIZE.overShort' : 'PBN_DEAL_HAND_SIZE.over',
    );
  }
  if (over.length === 0 && new Set(sizes).size > 1) {
    const described = given.map((s) => `${seatWord(s)} ${deal[s]!.length}`).join(', ');
    sink.fatal(
      'PBN_DEAL_HAND_SIZE',
      `The hands given hold different numbers of cards (${described}); every hand must hold as many as the others.`,
      tag.valuePos,
      undefined,
      { sizes: sizesArg(given, deal) },
      'PBN_DEAL_HAND_SIZE.different',
    );
  }
};
