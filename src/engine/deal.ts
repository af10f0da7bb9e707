/**
 * Deals: checking a deal, a seeded shuffle that gives the same cards everywhere, dealing one
 * card at a time, the cut, and who deals next.
 *
 * The procedure follows the 1912 Whist Club code, laws 28–41, as summarised in auction-laws.md
 * §4.1: the player on the dealer's right cuts, leaving at least four cards in each packet; all
 * 52 cards are dealt one at a time face down, beginning on the dealer's left; the deal passes
 * to the left after each hand.
 *
 * ## The seeded shuffle (stable: share links and lessons depend on it)
 *
 * One seed must give the same deal in every browser and in Node, today and later. The
 * algorithm is therefore fixed and written out here; changing any step changes every seeded
 * deal on the site.
 *
 * 1. **Seed.** A number seed is taken modulo 2³² (`seed >>> 0`; `NaN` and infinities become 0).
 *    A string seed is hashed with 32-bit **FNV-1a** over its **UTF-8 bytes**: start from the
 *    offset basis `0x811c9dc5`; for each byte, XOR it in, then multiply by the prime `0x01000193`
 *    modulo 2³² ({@link seedFromString}).
 * 2. **Generator.** **mulberry32** (Tommy Ettinger, public domain): a 32-bit state; each step
 *    adds `0x6d2b79f5` to the state, mixes it with two multiply-xorshift rounds, and yields an
 *    unsigned 32-bit integer ({@link nextRandom}). Only integer arithmetic (`Math.imul`, shifts)
 *    is used, so results do not depend on floating-point details.
 * 3. **Deck.** The shuffle starts from {@link FULL_DECK}: spades, hearts, diamonds, clubs, each
 *    from the ace down.
 * 4. **Fisher–Yates** (Durstenfeld's form): for `i` from 51 down to 1, draw the next integer `r`
 *    and swap positions `i` and `j = floor(r × (i + 1) / 2³²)`. The multiply-and-shift keeps `j`
 *    in `0..i` with a bias below one part in 2²⁶.
 * 5. **Dealing.** {@link dealCards} from the shuffled deck, dealer's left-hand opponent first;
 *    no cut (cutting a shuffled deck adds nothing). {@link randomDeal} then sorts each hand for
 *    display.
 *
 * @packageDocumentation
 */
import { FULL_DECK, cardSymbol, isCard, sortCards } from './card.ts';
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './rules/types.ts';
import { nextSeat, rotate } from './seat.ts';
import { NO_ARGS, type Diagnostic, type DiagnosticArgs } from './source.ts';
import { SEATS, SEAT_NAMES, type Card, type Deal, type FullDeal, type Seat } from './types.ts';

/** Cards in a full hand (law 28 ff., 1912: 52 cards dealt to four players). */
export const HAND_SIZE = 13;
/**
 * The dealer of board `board` of a set: North deals board 1 and the deal passes to the left
 * (auction-laws.md §4.1), so the dealer turns with the board number, as PBN's `Board` and
 * `Dealer` tags assume (N, E, S, W for boards 1 to 4, then again). North for a number that is
 * not a whole one.
 */
export const dealerOfBoard = (board: number): Seat => (Number.isInteger(board) ? rotate('N', board - 1) : 'N');

/** Cards in the pack. */
export const DECK_SIZE = 52;
/** The fewest cards either packet of a cut may hold (auction-laws.md §4.1; 1912 code, laws 28–41). */
export const MIN_CUT_PACKET = 4;

/** A deal's problem: its English words, and their placeholders' values (`Diagnostic.args`) with the template when not the code's. */
const diag = (code: string, message: string, hint?: string, args?: DiagnosticArgs, template?: string): Diagnostic => ({
  code,
  message,
  ...(hint !== undefined ? { hint } : {}),
  severity: 'error',
  ...(args !== undefined ? { args } : {}),
  ...(template !== undefined ? { template } : {}),
});

/** Every code of {@link validateDeal}, for the diagnostics' catalogue (`i18n/en-diagnostics.ts`). */
export const DEAL_CODES = [
  'DEAL_MALFORMED',
  'DEAL_HAND_MISSING',
  'DEAL_HAND_MALFORMED',
  'DEAL_CARD_UNKNOWN',
  'DEAL_CARD_REPEATED',
  'DEAL_CARD_TWICE',
  'DEAL_HAND_SIZE',
  'DEAL_CARDS_MISSING',
] as const;

const possessive = (seat: Seat): string => `${SEAT_NAMES[seat]}'s`;
const cardsWord = (n: number): string => (n === 1 ? '1 card' : `${n} cards`);
/** "the ♠J", "the ♠J and the ♥4", "the ♠J, the ♥4 and the ♣2". */
const listCards = (cards: readonly Card[]): string => {
  const named = sortCards(cards).map((c) => `the ${cardSymbol(c)}`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]!}`;
};
const listSeats = (seats: readonly string[]): string => {
  const named = seats.map((s) => (s in SEAT_NAMES ? SEAT_NAMES[s as Seat] : s));
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]!}`;
};

/** Options of {@link validateDeal}. */
export interface ValidateDealOptions {
  /**
   * Accept a known hand with fewer than thirteen cards and mark the deal partial. Off by
   * default, because in a real deal a short hand is almost always a typing mistake; switch it
   * on for diagrams and end positions (LIN diagrams may carry partial hands, pbn-lin.md §2).
   * A hand with more than thirteen cards is an error either way.
   */
  readonly allowShortHands?: boolean;
}

/**
 * Checks a deal and reports every independent problem, in bridge words, with stable codes:
 *
 * - `DEAL_MALFORMED`: the value is not a deal at all (not an object);
 * - `DEAL_HAND_MISSING`: a seat has no entry (write `null` for an unknown hand);
 * - `DEAL_HAND_MALFORMED`: a hand is not a list of cards;
 * - `DEAL_CARD_UNKNOWN`: an entry is not a card (`'SA'`, `'HT'`, ...);
 * - `DEAL_CARD_REPEATED`: a hand lists the same card twice;
 * - `DEAL_CARD_TWICE`: a card is in two or more hands;
 * - `DEAL_HAND_SIZE`: a hand does not hold thirteen cards, where the cards reported as
 *   `DEAL_CARD_TWICE` do not already explain it (a 14-card hand whose extra card is also in
 *   another hand gets one diagnostic, not two);
 * - `DEAL_CARDS_MISSING`: all four hands are known and none is short, but some cards are in
 *   no hand (one diagnostic listing them all; where a hand is short, its `DEAL_HAND_SIZE`
 *   hint names the missing cards instead).
 *
 * A hand may be `null` (unknown): the deal is then partial (`partial: true`). With
 * `allowShortHands`, a known hand with fewer than thirteen cards also makes the deal partial.
 * The deal is returned unchanged (cards in the order given).
 */
export const validateDeal = (deal: Deal, options: ValidateDealOptions = {}): Result<{ deal: Deal; partial: boolean }, Diagnostic[]> => {
  if (typeof deal !== 'object' || deal === null || Array.isArray(deal)) {
    return err([diag('DEAL_MALFORMED', 'This is not a deal: a deal gives the hands of North, East, South and West.', undefined, NO_ARGS)]);
  }
  const raw = deal as unknown as Readonly<Record<string, unknown>>;
  if (isWholeDeal(raw)) return ok({ deal, partial: false });
  const hands = readHands(raw);
  const twice = twiceProblems(hands.known);
  const sizes = sizeProblems(hands.known, twice, hands.partial, options);
  const problems = [...hands.problems, ...twice.problems, ...sizes.problems];
  return problems.length > 0 ? err(problems) : ok({ deal, partial: sizes.partial });
};

/** Each card's place in {@link FULL_DECK}: its bit in {@link isWholeDeal}. */
const DECK_INDEX: ReadonlyMap<unknown, number> = new Map(FULL_DECK.map((c, i) => [c, i]));

/**
 * The common case, in one pass and without allocating: four hands of thirteen cards, 52
 * different cards in all (so every card of the pack once). Anything else goes to the full check,
 * which finds and words each problem.
 */
const isWholeDeal = (raw: Readonly<Record<string, unknown>>): boolean => {
  let low = 0; // cards 0-31 of FULL_DECK, one bit each
  let high = 0; // cards 32-51
  for (const seat of SEATS) {
    const hand = raw[seat];
    if (!Array.isArray(hand) || hand.length !== HAND_SIZE) return false;
    for (const entry of hand as unknown[]) {
      const i = DECK_INDEX.get(entry);
      if (i === undefined) return false;
      const bit = 1 << (i & 31);
      if (i < 32) {
        if (low & bit) return false;
        low |= bit;
      } else {
        if (high & bit) return false;
        high |= bit;
      }
    }
  }
  return true;
};

/** The hands of a deal as read: the distinct valid cards of each known hand, and the problems of each hand on its own. */
interface ReadHands {
  readonly known: ReadonlyMap<Seat, readonly Card[]>;
  /** Whether a hand is unknown (`null`). */
  readonly partial: boolean;
  readonly problems: Diagnostic[];
}

/** Reads each seat's hand: a missing or malformed hand, entries that are not cards, a card listed twice. */
const readHands = (raw: Readonly<Record<string, unknown>>): ReadHands => {
  const problems: Diagnostic[] = [];
  const known = new Map<Seat, Card[]>();
  let partial = false;
  for (const seat of SEATS) {
    const hand = raw[seat];
    if (hand === null) {
      partial = true;
      continue;
    }
    if (hand === undefined) {
      problems.push(
        diag(
          'DEAL_HAND_MISSING',
          `The deal does not say what ${SEAT_NAMES[seat]} holds.`,
          'Write null (PBN "-") for a hand that is not known.',
          { seat },
        ),
      );
      continue;
    }
    if (!Array.isArray(hand)) {
      problems.push(diag('DEAL_HAND_MALFORMED', `${possessive(seat)} hand is not a list of cards.`, undefined, { seat }));
      continue;
    }
    const seen = new Set<Card>();
    const repeated = new Set<Card>();
    for (const entry of hand as unknown[]) {
      if (typeof entry !== 'string' || !isCard(entry)) {
        problems.push(
          diag(
            'DEAL_CARD_UNKNOWN',
            `${possessive(seat)} hand lists ${JSON.stringify(entry)}, which is not a card.`,
            "Write a card as suit then rank, e.g. 'SA' for the ace of spades or 'HT' for the ten of hearts.",
            { seat, text: String(JSON.stringify(entry)) },
          ),
        );
        continue;
      }
      if (seen.has(entry)) repeated.add(entry);
      seen.add(entry);
    }
    for (const card of sortCards([...repeated])) {
      problems.push(
        diag('DEAL_CARD_REPEATED', `${SEAT_NAMES[seat]} holds ${listCards([card])} twice.`, 'Remove one of them.', { seat, card }),
      );
    }
    known.set(seat, [...seen]);
  }
  return { known, partial, problems };
};

/** Cards in two or more hands: the problems, who was charged with each extra card, and each card's first holder. */
interface Twice {
  readonly problems: Diagnostic[];
  /** For each seat, how many of its cards are also in other hands and were reported against it. */
  readonly charged: ReadonlyMap<Seat, number>;
  readonly firstHolder: ReadonlyMap<Card, Seat>;
}

/**
 * Cards in two or more hands. Each is charged to the holder with the most cards (the later seat
 * on a tie), which is the hand the message names as holding too many.
 */
const twiceProblems = (known: ReadonlyMap<Seat, readonly Card[]>): Twice => {
  // The first holder of every card, and every holder of the cards held twice or more (a list
  // for those only).
  const firstHolder = new Map<Card, Seat>();
  const holders = new Map<Card, Seat[]>();
  for (const [seat, cards] of known) {
    for (const c of cards) {
      const first = firstHolder.get(c);
      if (first === undefined) firstHolder.set(c, seat);
      else holders.set(c, [...(holders.get(c) ?? [first]), seat]);
    }
  }
  const problems: Diagnostic[] = [];
  const charged = new Map<Seat, number>();
  const size = (s: Seat): number => known.get(s)?.length ?? 0;
  for (const card of sortCards([...holders.keys()])) {
    const seats = holders.get(card)!;
    const subject = seats.reduce((a, b) => (size(b) >= size(a) ? b : a));
    const others = seats.filter((s) => s !== subject);
    charged.set(subject, (charged.get(subject) ?? 0) + others.length);
    problems.push(twiceProblem(card, seats, subject, others, size(subject)));
  }
  return { problems, charged, firstHolder };
};

/** The `DEAL_CARD_TWICE` diagnostic of one card held by `seats`, charged to `subject`, who holds `n` cards. */
const twiceProblem = (card: Card, seats: readonly Seat[], subject: Seat, others: readonly Seat[], n: number): Diagnostic => {
  const card1 = cardSymbol(card);
  const message =
    n !== HAND_SIZE
      ? `${SEAT_NAMES[subject]} holds ${cardsWord(n)}: the ${card1} is also in ${listSeats(others.map(possessive))} hand${others.length === 1 ? '' : 's'}.`
      : seats.length === 2
        ? `The ${card1} is dealt twice: ${listSeats(seats)} both hold it.`
        : `The ${card1} is in ${seats.length} hands: ${listSeats(seats)} all hold it.`;
  const [args, template]: [DiagnosticArgs, string] =
    n !== HAND_SIZE
      ? [
          { seat: subject, ncards: n, card, owners: others.join(' ') },
          others.length === 1 ? 'DEAL_CARD_TWICE.also' : 'DEAL_CARD_TWICE.alsoMany',
        ]
      : seats.length === 2
        ? [{ card, seats: seats.join(' ') }, 'DEAL_CARD_TWICE.two']
        : [{ card, n: seats.length, seats: seats.join(' ') }, 'DEAL_CARD_TWICE.many'];
  return diag('DEAL_CARD_TWICE', message, 'Every card belongs in exactly one hand.', args, template);
};

/**
 * Hands of the wrong size (where the cards held twice do not already explain it) and cards in no
 * hand; a short hand under `allowShortHands` makes the deal partial instead.
 */
const sizeProblems = (
  known: ReadonlyMap<Seat, readonly Card[]>,
  twice: Twice,
  unknownHand: boolean,
  options: ValidateDealOptions,
): { problems: Diagnostic[]; partial: boolean } => {
  const problems: Diagnostic[] = [];
  let partial = unknownHand;
  // Cards in no hand, when all four hands are known.
  const missing = known.size === SEATS.length ? FULL_DECK.filter((c) => !twice.firstHolder.has(c)) : [];
  const missingHint = missing.length > 0 ? `No hand holds ${listCards(missing)}.` : undefined;
  let short = false;
  for (const [seat, cards] of known) {
    const n = cards.length;
    if (n === HAND_SIZE) continue;
    if (n > HAND_SIZE && n - (twice.charged.get(seat) ?? 0) === HAND_SIZE) continue; // explained above
    if (n < HAND_SIZE && options.allowShortHands) {
      partial = true;
      continue;
    }
    short ||= n < HAND_SIZE;
    problems.push(
      diag(
        'DEAL_HAND_SIZE',
        `${SEAT_NAMES[seat]} holds ${cardsWord(n)}; a hand has thirteen.`,
        n > HAND_SIZE ? 'Remove the extra cards.' : (missingHint ?? 'Add the missing cards, or write the hand as unknown.'),
        n > HAND_SIZE || missing.length === 0 ? { seat, ncards: n } : { seat, ncards: n, cards: sortCards(missing).join(' ') },
        n > HAND_SIZE ? 'DEAL_HAND_SIZE.over' : missing.length > 0 ? 'DEAL_HAND_SIZE.missing' : 'DEAL_HAND_SIZE.short',
      ),
    );
  }
  // Missing cards get their own diagnostic only where no short hand already accounts for them
  // (e.g. a card written in two hands of thirteen in place of the one nobody holds).
  if (missing.length > 0 && !short && !partial) {
    problems.push(
      diag(
        'DEAL_CARDS_MISSING',
        `No hand holds ${listCards(missing)}: the deal has ${DECK_SIZE - missing.length} different cards, not 52.`,
        undefined,
        { cards: sortCards(missing).join(' '), n: DECK_SIZE - missing.length },
      ),
    );
  }
  return { problems, partial };
};

/** Whether all four hands are known (the type guard does not check the cards; see {@link validateDeal}). */
export const isFullDeal = (deal: Deal): deal is FullDeal => SEATS.every((s) => Array.isArray(deal[s]));

/**
 * Fills the one unknown hand of a deal whose other three hands hold thirteen different cards
 * each, with the remaining thirteen cards in display order (pbn-lin.md §2: "fill from the
 * remaining cards only if the other three hold 13 each"). Any other deal is returned as is.
 */
export const completeDeal = (deal: Deal): Deal => {
  const unknown = SEATS.filter((s) => deal[s] === null);
  if (unknown.length !== 1) return deal;
  const checked = validateDeal(deal);
  if (!checked.ok) return deal;
  const held = new Set(SEATS.flatMap((s) => deal[s] ?? []));
  return { ...deal, [unknown[0]!]: FULL_DECK.filter((c) => !held.has(c)) };
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness (algorithm documented at the top of this file)

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MULBERRY_INCREMENT = 0x6d2b79f5;

/** The platform's UTF-8 encoder (a lone surrogate is written as U+FFFD, as UTF-8 requires). */
const UTF8 = new TextEncoder();

/** 32-bit FNV-1a of the UTF-8 bytes of `text`, as an unsigned integer (`'a'` → `0xe40c292c`). */
export const seedFromString = (text: string): number => {
  let h = FNV_OFFSET;
  for (const b of UTF8.encode(text)) h = Math.imul(h ^ b, FNV_PRIME) >>> 0;
  return h >>> 0;
};

/** A seed as the generator's 32-bit state: numbers modulo 2³², strings through {@link seedFromString}. */
export const seedState = (seed: string | number): number =>
  typeof seed === 'string' ? seedFromString(seed) : Number.isFinite(seed) ? seed >>> 0 : 0;

/**
 * One step of mulberry32: from a 32-bit state, the next state and an unsigned 32-bit output.
 * Pure: call it again with the returned state for the next number.
 */
export const nextRandom = (state: number): { readonly value: number; readonly state: number } => {
  const s = (state + MULBERRY_INCREMENT) | 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return { value: (t ^ (t >>> 14)) >>> 0, state: s >>> 0 };
};

/**
 * A shuffled pack for a seed: Fisher–Yates over {@link FULL_DECK} driven by mulberry32. The same
 * seed gives the same order on every platform.
 */
export const shuffle = (seed: string | number): Card[] => {
  const deck = [...FULL_DECK];
  let state = seedState(seed);
  for (let i = deck.length - 1; i > 0; i--) {
    const step = nextRandom(state);
    state = step.state;
    // floor(value × (i + 1) / 2^32), exactly, in integers below 2^53.
    const j = Math.floor((step.value * (i + 1)) / 0x100000000);
    const tmp = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = tmp;
  }
  return deck;
};

// ---------------------------------------------------------------------------------------------
// Dealing, cutting, rotation

/**
 * Deals a pack one card at a time clockwise, beginning on the dealer's left, so the dealer
 * receives the last card (auction-laws.md §4.1; 1912 code, laws 28–41). Hands keep the order in
 * which their cards arrived. The pack must hold the 52 different cards; otherwise the problems
 * come back as diagnostics (`DECK_SIZE`, and those of {@link validateDeal}).
 */
export const dealCards = (deck: readonly Card[], dealer: Seat): Result<FullDeal, Diagnostic[]> => {
  if (!Array.isArray(deck) || deck.length !== DECK_SIZE) {
    const n = Array.isArray(deck) ? deck.length : 0;
    return err([diag('DECK_SIZE', `A pack has 52 cards; this one has ${n}.`)]);
  }
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  deck.forEach((card: Card, i) => hands[rotate(dealer, (i % 4) + 1)].push(card));
  const dealt: FullDeal = hands;
  const checked = validateDeal(dealt);
  return checked.ok ? ok(dealt) : err(checked.error);
};

/**
 * Cuts a pack: the top `at` cards are lifted and the rest placed on top of them. Each packet
 * must keep at least four cards (auction-laws.md §4.1; 1912 code, laws 28–41), so `at` runs from
 * 4 to `deck.length − 4`.
 */
export const cut = (deck: readonly Card[], at: number): Result<Card[], Diagnostic> => {
  const max = deck.length - MIN_CUT_PACKET;
  if (!Number.isInteger(at) || at < MIN_CUT_PACKET || at > max) {
    const what = Number.isInteger(at)
      ? `cutting ${cardsWord(at)} off a pack of ${deck.length}`
      : `"${String(at)}" is not a number of cards`;
    return err(
      diag(
        'CUT_PACKET_TOO_SMALL',
        `Each packet of a cut must keep at least four cards; ${what} does not.`,
        max >= MIN_CUT_PACKET ? `Cut between ${MIN_CUT_PACKET} and ${max} cards.` : 'This pack is too small to cut.',
      ),
    );
  }
  return ok([...deck.slice(at), ...deck.slice(0, at)]);
};

/**
 * A random full deal for a seed: {@link shuffle}, then {@link dealCards} from the dealer's
 * left; each hand sorted for display. The same seed and dealer give the same deal everywhere.
 */
export const randomDeal = (seed: string | number, dealer: Seat): FullDeal => {
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  shuffle(seed).forEach((card, i) => hands[rotate(dealer, (i % 4) + 1)].push(card));
  return { N: sortCards(hands.N), E: sortCards(hands.E), S: sortCards(hands.S), W: sortCards(hands.W) };
};

/** Who deals the next hand: the deal passes to the left (auction-laws.md §4.1). */
export const nextDealer = (dealer: Seat): Seat => nextSeat(dealer);

/**
 * Who deals after a hand. Normally the deal passes to the left; after four passes the rule
 * set decides, through `rules.auction.passedOutRedeal` (auction-laws.md §4.2; addendum Q3b:
 * the next dealer under the American sets, the same dealer in seed 000).
 */
export const dealerAfter = (rules: RuleSet, dealer: Seat, passedOut: boolean): Seat =>
  passedOut && rules.auction.passedOutRedeal === 'sameDealer' ? dealer : nextDealer(dealer);
