/**
 * The Play section (PBN 2.1 §3.6; pbn-lin.md §3 "Play section"): seat columns put back into
 * the order played, each card checked against the deal.
 *
 * @packageDocumentation
 */
import { rankIndex, rankOf, suitOf } from '../../card.ts';
import { legalCards, type PlayedCard, trickWinner } from '../../play.ts';
import type { PlayEntry } from '../../record.ts';
import { leftHandOpponent, rotate, sideOf } from '../../seat.ts';
import { type DiagnosticArgs, NO_ARGS, type SourcePos } from '../../source.ts';
import { type Card, type Deal, type Seat, SEATS, type Side, type Suit, SUIT_NAMES } from '../../types.ts';
import { cardPlace } from './deal.ts';
import { commentText, itemNote } from './notes.ts';
import { cap, possessive, seatWord, type Sink, the } from './sink.ts';
import { readSeat } from './tag-values.ts';
import type { PbnGame, PbnItem, PbnNote, PbnSection } from './types.ts';

export interface PlayRead {
  readonly entries: PlayEntry[];
  /** Tricks finished (four known cards). */
  readonly tricks: number;
  /** Tricks won by each side in the finished tricks. */
  readonly won: Record<Side, number>;
  /** Tricks in the deal: 13, or fewer in an end position. */
  readonly total: number;
  /** Where `*` stopped the play before its end: a claim when a Result goes with it. */
  readonly stopPos?: SourcePos;
  /** The cards still held after the play given (`null` for a hand not known). */
  readonly remaining: { readonly [S in Seat]: readonly Card[] | null };
  readonly firstItemPos?: SourcePos;
}

/**
 * Reads the Play section. Each line is a trick in fixed seat columns starting with the seat the
 * tag names, not in the order played (pbn-lin.md §3): the lead of the first trick is the
 * declarer's left-hand opponent (law 58, 1912) and each later trick is led by the winner of the
 * one before (auction-laws.md §4.3), found with the trump suit (`trickWinner`, play.ts).
 * `-` is a card not known, `+` the card still to be played, `*` the end of what is given.
 */
export const readPlay = (
  section: PbnSection,
  deal: Deal,
  trump: Suit | null,
  declarer: Seat | undefined,
  game: PbnGame,
  sink: Sink,
  used: Set<PbnNote>,
  onOrphanComment: (text: string) => void,
): PlayRead => {
  const first = firstSeatOf(section, declarer, sink);
  const handSizes = SEATS.map((s) => deal[s]?.length).filter((n): n is number => n !== undefined);
  const total = handSizes.length > 0 ? Math.max(...handSizes) : 13;
  const { columns, ended, firstItemPos } = columnsOf(section, sink);
  for (const c of ended?.commentary ?? []) onOrphanComment(commentText(c.text));
  const leader: Seat = declarer ? leftHandOpponent(declarer) : first;
  if (declarer && first !== leader && !columns.slice(0, 4).some((i) => i.irregularity === 'L')) {
    sink.problem(
      'PBN_PLAY_FIRST_SEAT',
      `[Play "${section.value}"] should name the opening leader: ${seatWord(leader)}, on the declarer's left.`,
      section.pos,
      `Write [Play "${leader}"] and start each line with ${possessive(leader)} card.`,
      { text: section.value, seat: leader, letter: leader },
    );
  }
  const reader = new TrickReader({ section, deal, trump, game, sink, used, onOrphanComment }, first, leader);
  for (let t = 0; t * 4 < columns.length; t++) reader.trick(columns, t * 4);
  const stopPos = ended && reader.tricks < total ? ended.pos : undefined;
  const { entries, tricks, won, remaining } = reader;
  return { entries, tricks, won, total, remaining, ...(stopPos ? { stopPos } : {}), ...(firstItemPos ? { firstItemPos } : {}) };
};

/** The seat of the Play section's first column, as the tag names it (reported when it names none). */
const firstSeatOf = (section: PbnSection, declarer: Seat | undefined, sink: Sink): Seat => {
  const named = readSeat(section.value);
  if (!named)
    sink.problem(
      'PBN_SECTION_SEAT',
      `[Play "${section.value}"] should name the seat of the first column: N, E, S or W.`,
      section.pos,
      "Write the opening leader's seat.",
      { text: section.value },
      'PBN_SECTION_SEAT.play',
    );
  return named ?? (declarer ? leftHandOpponent(declarer) : 'N');
};

/** The column tokens of the section, trick by trick, and the `*` that ended them (what follows it is reported). */
const columnsOf = (section: PbnSection, sink: Sink): { columns: PbnItem[]; ended?: PbnItem; firstItemPos?: SourcePos } => {
  const columns: PbnItem[] = [];
  let ended: PbnItem | undefined;
  let firstItemPos: SourcePos | undefined;
  for (const item of section.items) {
    firstItemPos ??= item.pos;
    if (ended) {
      if (item.kind === 'card' || item.kind === 'placeholder' || item.kind === 'next' || item.kind === 'end') {
        sink.problem(
          'PBN_AFTER_END',
          'Nothing may follow "*", which ends the cards given.',
          item.pos,
          undefined,
          NO_ARGS,
          'PBN_AFTER_END.play',
        );
        break;
      }
      continue;
    }
    if (item.kind === 'end') ended = item;
    else columns.push(item);
  }
  return { columns, ...(ended ? { ended } : {}), ...(firstItemPos ? { firstItemPos } : {}) };
};

/** What the tricks are read against. */
interface PlayInput {
  readonly section: PbnSection;
  readonly deal: Deal;
  readonly trump: Suit | null;
  readonly game: PbnGame;
  readonly sink: Sink;
  readonly used: Set<PbnNote>;
  readonly onOrphanComment: (text: string) => void;
}

type MutablePlayEntry = { -readonly [K in keyof PlayEntry]: PlayEntry[K] };

/** Reads the tricks one by one, with what the play has told so far: who holds and who played each card, and who leads. */
class TrickReader {
  readonly entries: MutablePlayEntry[] = [];
  readonly won: Record<Side, number> = { NS: 0, EW: 0 };
  tricks = 0;
  readonly remaining: { -readonly [S in Seat]: Card[] | null };
  /** Who holds each card, by the card's place (cardPlace): a table, not a Map per game. */
  private readonly holders = new Int8Array(52).fill(-1);
  private readonly played = new Uint8Array(52);
  private readonly fullDeal: boolean;
  private readonly firstIndex: number;
  private stopped: 'next' | 'unknown' | null = null;
  private droppedReported = false;
  private orderReported = false;
  private nextCount = 0;
  // The seats and their items of the trick being read, reused from trick to trick.
  private readonly seats: Seat[] = ['N', 'N', 'N', 'N'];
  private readonly items: (PbnItem | undefined)[] = [undefined, undefined, undefined, undefined];
  /** The cards of the trick being read, in the order played: one list and four places, reused. */
  private readonly cards: PlayedCard[] = [];
  private readonly places: { seat: Seat; card: Card }[] = [0, 1, 2, 3].map(() => ({ seat: 'N', card: 'SA' }));

  constructor(
    private readonly input: PlayInput,
    private readonly first: Seat,
    private leader: Seat,
  ) {
    const { deal } = input;
    this.remaining = {
      N: deal.N ? [...deal.N] : null,
      E: deal.E ? [...deal.E] : null,
      S: deal.S ? [...deal.S] : null,
      W: deal.W ? [...deal.W] : null,
    };
    for (let k = 0; k < 4; k++) for (const c of deal[SEATS[k]!] ?? []) this.holders[cardPlace(c)] = k;
    this.fullDeal = SEATS.every((x) => deal[x] !== null);
    this.firstIndex = SEATS.indexOf(first);
  }

  private holderOfCard(card: Card): Seat | undefined {
    return SEATS[this.holders[cardPlace(card)]!];
  }

  /** {@link holderOfCard} as a function, made once rather than a closure per card. */
  private readonly holderOf = (card: Card): Seat | undefined => this.holderOfCard(card);

  /** Reads the trick whose columns start at `base`. */
  trick(columns: readonly PbnItem[], base: number): void {
    const width = Math.min(4, columns.length - base);
    this.leadOutOfTurn(columns, base, width);
    this.placeTrick(columns, base, width);
    const { cards } = this;
    cards.length = 0;
    for (let k = 0; k < 4; k++) {
      const item = this.items[k];
      if (item) this.readSlot(this.seats[k]!, item, cards);
    }
    if (cards.length === 4 && this.stopped === null) {
      const winner = trickWinner(cards as [PlayedCard, ...PlayedCard[]], this.input.trump);
      this.won[sideOf(winner)]++;
      this.tricks++;
      this.leader = winner;
    } else if (this.stopped === null) {
      this.stopped = 'unknown';
    }
  }

  /** `^L` on a card of the trick makes its seat the leader. */
  private leadOutOfTurn(columns: readonly PbnItem[], base: number, width: number): void {
    let outOfTurn = -1;
    for (let k = 0; k < width; k++)
      if (columns[base + k]!.irregularity === 'L') {
        outOfTurn = k;
        break;
      }
    if (outOfTurn < 0) return;
    const seat = rotate(this.first, outOfTurn);
    if (this.stopped === null && seat === this.leader) {
      this.input.sink.problem(
        'PBN_IRREGULARITY_MARK',
        `"^L" marks a lead out of turn, but it was ${possessive(seat)} turn to lead.`,
        columns[base + outOfTurn]!.pos,
        'Remove the ^L.',
        { seat },
        'PBN_IRREGULARITY_MARK.lead',
      );
    }
    this.leader = seat;
  }

  /** Whether a card in `items` is held by another seat than the one it stands for. */
  private misfit(): boolean {
    for (let k = 0; k < 4; k++) {
      const item = this.items[k];
      const holder = item?.kind === 'card' ? this.holderOfCard(item.card!) : undefined;
      if (holder !== undefined && holder !== this.seats[k]) return true;
    }
    return false;
  }

  /** Puts the trick's items in the order played, from the leader, in `seats` and `items`. */
  private placeTrick(columns: readonly PbnItem[], base: number, width: number): void {
    const { seats, items } = this;
    const leaderIndex = SEATS.indexOf(this.leader);
    const columnOf = (k: number): number => (leaderIndex - this.firstIndex + k + 8) % 4;
    for (let k = 0; k < 4; k++) {
      seats[k] = SEATS[(leaderIndex + k) % 4]!;
      const column = columnOf(k);
      items[k] = column < width ? columns[base + column] : undefined;
    }
    // Some archives (rpbridge.net, corpus README §3) write some tricks in the order played,
    // from the leader, against the standard's seat columns. With a full deal the cards say
    // which: a trick is read in played order only when its columns give cards to the wrong
    // hands and the played order does not.
    if (!this.fullDeal || !this.misfit()) return;
    for (let k = 0; k < 4; k++) items[k] = k < width ? columns[base + k] : undefined;
    if (this.misfit()) {
      for (let k = 0; k < 4; k++) items[k] = columnOf(k) < width ? columns[base + columnOf(k)] : undefined;
      return;
    }
    if (this.orderReported) return;
    this.orderReported = true;
    this.input.sink.problem(
      'PBN_PLAY_ORDER',
      `Some tricks of this Play section are listed in the order played, from their leader; PBN writes the cards of every trick in fixed seat columns starting with ${seatWord(this.first)}.`,
      columns[base]!.pos,
      "Put each card in its seat's column.",
      { seat: this.first },
    );
  }

  /** One seat's item of a trick: a card played, or a `+`, `-` or unknown token that stops the play. */
  private readSlot(seat: Seat, item: PbnItem, cards: PlayedCard[]): void {
    if (item.kind === 'next') return this.next(item);
    if (this.stopped !== null) return this.afterStop(item);
    if (item.kind !== 'card') {
      this.stopped = 'unknown';
      this.orphanComments(item);
      return;
    }
    const card = item.card!;
    const { sink, section, game, used } = this.input;
    const ledSuit = cards[0] ? suitOf(cards[0].card) : null;
    checkCardPlayed(item, card, seat, ledSuit, this.remaining, this.played, this.holderOf, sink);
    this.played[cardPlace(card)] = 1;
    const hand = this.remaining[seat];
    if (hand) removeCard(hand, card);
    const place = this.places[cards.length]!;
    place.seat = seat;
    place.card = card;
    cards.push(place);
    const entry: MutablePlayEntry = { card, pos: item.pos };
    const note = itemNote(item, section, game, sink, used);
    if (note !== undefined) entry.note = note;
    if (isMistake(item.suffix, item.nags)) entry.mistake = true;
    // A marked irregularity is kept on its card (record.ts, Irregularity).
    if (item.irregularity === 'R') entry.irregularity = 'revoke';
    else if (item.irregularity === 'L') entry.irregularity = 'lead-out-of-turn';
    this.entries.push(entry);
  }

  /** `+`: the card still to be played; one only. */
  private next(item: PbnItem): void {
    this.nextCount++;
    if (this.nextCount > 1 || this.stopped === 'next')
      this.input.sink.problem(
        'PBN_AFTER_NEXT',
        'Only one "+" may mark the card still to be played.',
        item.pos,
        undefined,
        NO_ARGS,
        'PBN_AFTER_NEXT.one',
      );
    if (this.stopped === null) this.stopped = 'next';
  }

  /** An item after the play stopped: a card there is reported. */
  private afterStop(item: PbnItem): void {
    const { sink } = this.input;
    if (item.kind === 'card') {
      if (this.stopped === 'next') {
        sink.problem(
          'PBN_AFTER_NEXT',
          `${cap(the(item.card!))} comes after "+", the card still to be played; nothing is played after it.`,
          item.pos,
          undefined,
          { card: item.card! },
          'PBN_AFTER_NEXT.card',
        );
      } else if (!this.droppedReported) {
        this.droppedReported = true;
        sink.warn(
          'PBN_PLAY_AFTER_UNKNOWN',
          'The cards after an unknown card ("-") cannot be put in the order played; the hand record stops at the unknown card.',
          item.pos,
          undefined,
          NO_ARGS,
        );
      }
    }
    this.orphanComments(item);
  }

  private orphanComments(item: PbnItem): void {
    for (const c of item.commentary) this.input.onOrphanComment(commentText(c.text));
  }
}

/** Takes `card` out of `hand` in place (`splice` would make an array of the card taken). */
const removeCard = (hand: Card[], card: Card): void => {
  const at = hand.indexOf(card);
  if (at < 0) return;
  for (let i = at + 1; i < hand.length; i++) hand[i - 1] = hand[i]!;
  hand.length--;
};

/** Whether the highest trump still held is in a defender's hand (all four hands known). */
export const defenderHoldsTopTrump = (remaining: PlayRead['remaining'], trump: Suit, declaringSide: Side): boolean => {
  if (!SEATS.every((s) => remaining[s] !== null)) return false;
  let best: { seat: Seat; rank: number } | undefined;
  for (const seat of SEATS) {
    for (const card of remaining[seat]!) {
      if (suitOf(card) !== trump) continue;
      const rank = rankIndex(rankOf(card));
      if (!best || rank > best.rank) best = { seat, rank };
    }
  }
  return best !== undefined && sideOf(best.seat) !== declaringSide;
};

/**
 * "West plays the ♠Q, but it is in North's hand.", and its args, made once per seat, card and
 * holder and shared: a file that gives its tricks in the wrong columns says it of most of its
 * cards (38,000 times in example3.pbn).
 */
const notHeld = (seat: Seat, card: Card, holder: Seat): NotHeld => {
  const key = (SEATS.indexOf(seat) * 4 + SEATS.indexOf(holder)) * 52 + cardPlace(card);
  let said = NOT_HELD.get(key);
  if (said === undefined)
    NOT_HELD.set(
      key,
      (said = {
        message: `${seatWord(seat)} plays ${the(card)}, but it is in ${possessive(holder)} hand.`,
        args: Object.freeze({ seat, card, seatHolder: holder }),
      }),
    );
  return said;
};
interface NotHeld {
  readonly message: string;
  readonly args: DiagnosticArgs;
}
const NOT_HELD = new Map<number, NotHeld>();

/** Checks one card against the deal: not played before, held by the seat, following suit (or marked ^R). */
const checkCardPlayed = (
  item: PbnItem,
  card: Card,
  seat: Seat,
  ledSuit: Suit | null,
  remaining: { readonly [S in Seat]: Card[] | null },
  played: Uint8Array,
  holderOfCard: (card: Card) => Seat | undefined,
  sink: Sink,
): void => {
  if (played[cardPlace(card)] === 1) {
    sink.problem('PBN_PLAY_CARD_TWICE', `${cap(the(card))} is played twice.`, item.pos, 'Each card is played once; check the trick.', {
      card,
    });
    return;
  }
  const holder = holderOfCard(card);
  if (holder !== undefined && holder !== seat) {
    const said = notHeld(seat, card, holder);
    sink.problem(
      'PBN_PLAY_CARD_NOT_HELD',
      said.message,
      item.pos,
      'Each line lists the cards in seat columns, starting with the seat named in [Play].',
      said.args,
      'PBN_PLAY_CARD_NOT_HELD.other',
    );
    return;
  }
  const hand = remaining[seat];
  if (hand && holder === undefined) {
    sink.problem(
      'PBN_PLAY_CARD_NOT_HELD',
      `${seatWord(seat)} plays ${the(card)}, which is not in ${possessive(seat)} hand.`,
      item.pos,
      undefined,
      { seat, card },
      'PBN_PLAY_CARD_NOT_HELD.none',
    );
    return;
  }
  if (ledSuit === null) {
    if (item.irregularity === 'R')
      sink.problem(
        'PBN_IRREGULARITY_MARK',
        '"^R" marks a revoke, but this card is a lead.',
        item.pos,
        'Remove the ^R.',
        NO_ARGS,
        'PBN_IRREGULARITY_MARK.revokeLead',
      );
    return;
  }
  if (!hand) return;
  // A card of the suit led, held by its seat, follows suit: no need to list the legal cards.
  if (suitOf(card) === ledSuit && item.irregularity !== 'R') return;
  // The engine's rule (legalCards): follow suit when able.
  const legal = legalCards(hand, ledSuit);
  const revoke = !legal.includes(card);
  if (revoke && item.irregularity !== 'R') {
    sink.problem(
      'PBN_PLAY_REVOKE',
      `${seatWord(seat)} plays ${the(card)} to a ${SUIT_NAMES[ledSuit].one} lead while holding ${the(legal[0]!)}: a player must follow suit.`,
      item.pos,
      'If the revoke really happened, mark the card ^R.',
      { seat, card, suit: ledSuit, cardHeld: legal[0]! },
    );
  } else if (!revoke && item.irregularity === 'R') {
    const follows = suitOf(card) === ledSuit;
    sink.problem(
      'PBN_IRREGULARITY_MARK',
      `"^R" marks a revoke, but ${seatWord(seat)} ${follows ? 'follows suit' : 'has no ' + SUIT_NAMES[ledSuit].many} here.`,
      item.pos,
      'Remove the ^R.',
      follows ? { seat } : { seat, suits: ledSuit },
      follows ? 'PBN_IRREGULARITY_MARK.follows' : 'PBN_IRREGULARITY_MARK.void',
    );
  }
};

/**
 * Whether a card's judgement marks it as a mistake: the suffixes `?`, `??` and `?!`, or the
 * card NAGs for them, $8, $10 and $12 (PBN 2.1 §3.9: card NAGs are the call NAGs plus six).
 */
export const isMistake = (suffix: string | undefined, nags: readonly number[]): boolean =>
  suffix === '?' || suffix === '??' || suffix === '?!' || (nags.length > 0 && nags.some((n) => n === 8 || n === 10 || n === 12));
