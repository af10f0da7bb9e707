/**
 * The Auction section (PBN 2.1 §3.5; pbn-lin.md §3 "Auction section"): calls given to their
 * seats from the dealer, checked with the engine's `applyCall` under the game's rule set, with
 * `AP`, `+`, `*`, `^S` and `^I`.
 *
 * @packageDocumentation
 */
import type { PbnCode } from './codes.ts';
import {
  applyCall,
  type AuctionState,
  type CallError,
  callName,
  declarerOf,
  formatCall,
  type SeatedCall,
  startAuction,
} from '../../auction.ts';
import type { CallEntry } from '../../record.ts';
import type { RuleSet } from '../../rules/index.ts';
import { distance, partner, rotate, sideOf } from '../../seat.ts';
import { NO_ARGS, type SourcePos } from '../../source.ts';
import { type Bid, type Call, type Contract, type Doubling, type Seat, STRAIN_NAMES } from '../../types.ts';
import type { ContractTag } from './contract.ts';
import { commentText, itemNote, joinNotes } from './notes.ts';
import { cap, seatWord, type Sink } from './sink.ts';
import { readSeat } from './tag-values.ts';
import type { PbnGame, PbnItem, PbnNote, PbnSection } from './types.ts';

export interface AuctionRead {
  readonly entries: CallEntry[];
  readonly complete: boolean;
  readonly passedOut: boolean;
  readonly contract: Contract | null;
  /** An irregularity (^S, ^I, a misplaced dealer) makes the derived contract unreliable. */
  readonly irregular: boolean;
  /** Comments on the leading `-` placeholders: part of the introduction. */
  readonly leadingComments: string[];
  readonly firstItemPos?: SourcePos;
}

/** Where the calls of a seated sequence stand: complete, passed out, the contract (law 46 for the declarer). */
export const summariseAuction = (calls: readonly SeatedCall[]): { complete: boolean; passedOut: boolean; contract: Contract | null } => {
  let last: { bid: Bid; seat: Seat } | null = null;
  let doubled: Doubling = 0;
  let passes = 0;
  let complete = false;
  let passedOut = false;
  // Plain assignments: a destructured array literal per call is an array made and dropped.
  for (const { seat, call } of calls) {
    if (call.type === 'bid') {
      last = { bid: call, seat };
      doubled = 0;
      passes = 0;
    } else if (call.type === 'double') {
      doubled = 1;
      passes = 0;
    } else if (call.type === 'redouble') {
      doubled = 2;
      passes = 0;
    } else passes++;
    if (last === null && passes >= 4) passedOut = complete = true;
    if (last !== null && passes >= 3) complete = true;
  }
  if (!complete || last === null) return { complete, passedOut, contract: null };
  const side = sideOf(last.seat);
  const declarer = declarerOf(calls, last.bid.strain, side) ?? last.seat;
  return { complete, passedOut, contract: { level: last.bid.level, strain: last.bid.strain, doubled, declarer } };
};

/** The rules the reader checks calls with: the rule set's ladder, leaving "the dealer must bid" to `checkRecord`. */
const parserRules = (rules: RuleSet): RuleSet => ({ ...rules, auction: { ...rules.auction, dealerMustBid: false } });

export const readAuction = (
  section: PbnSection,
  dealer: Seat,
  rules: RuleSet | undefined,
  game: PbnGame,
  sink: Sink,
  used: Set<PbnNote>,
  prefixPasses = 0,
): AuctionRead => {
  const first = readSeat(section.value);
  if (!first)
    sink.problem(
      'PBN_SECTION_SEAT',
      `[Auction "${section.value}"] should name the seat of the first column: N, E, S or W.`,
      section.pos,
      "Write the dealer's seat.",
      { text: section.value },
      'PBN_SECTION_SEAT.auction',
    );
  const reader = new CallReader({ section, dealer, rules, game, sink, used }, first, prefixPasses);
  for (const item of section.items) reader.item(item);
  return reader.result();
};

/** What the calls are read against. */
interface AuctionInput {
  readonly section: PbnSection;
  readonly dealer: Seat;
  readonly rules: RuleSet | undefined;
  readonly game: PbnGame;
  readonly sink: Sink;
  readonly used: Set<PbnNote>;
}

type MutableCallEntry = { -readonly [K in keyof CallEntry]: CallEntry[K] };

/** Reads the items of an Auction section one by one, with the calls so far and the engine's auction state to check the next. */
class CallReader {
  private readonly entries: MutableCallEntry[] = [];
  private readonly seated: SeatedCall[] = [];
  private readonly leadingComments: string[] = [];
  private readonly expectedDashes: number;
  private dashes = 0;
  private started = false;
  private irregular = false;
  private skipped = false;
  private stop: 'next' | 'end' | null = null;
  private afterStopReported = false;
  private tracking: { rules: RuleSet; state: AuctionState } | null;
  private firstItemPos: SourcePos | undefined;

  constructor(
    private readonly input: AuctionInput,
    private readonly first: Seat | undefined,
    prefixPasses: number,
  ) {
    const { dealer, rules, section } = input;
    this.expectedDashes = first ? distance(first, dealer) : 0;
    this.tracking = rules ? { rules: parserRules(rules), state: startAuction(dealer) } : null;
    for (let i = 0; i < prefixPasses; i++) {
      this.entries.push({ call: { type: 'pass' }, pos: section.pos });
      this.seated.push({ seat: rotate(dealer, i), call: { type: 'pass' } });
      if (this.tracking) {
        const next = applyCall(this.tracking.rules, this.tracking.state, { type: 'pass' });
        if (next.ok) this.tracking.state = next.value;
        else this.tracking = null;
      }
    }
  }

  result(): AuctionRead {
    const summary = summariseAuction(this.seated);
    // After AP the auction must be over; "AP" itself ends the section (further calls are reported).
    const { entries, irregular, leadingComments, firstItemPos } = this;
    return { entries, ...summary, irregular, leadingComments, ...(firstItemPos ? { firstItemPos } : {}) };
  }

  /** Comments that belong to no call go to the last call, or before the first one to the introduction. */
  private attachTo(texts: (string | undefined)[]): void {
    const text = joinNotes(texts.filter((t): t is string => t !== undefined));
    if (text === undefined) return;
    const last = this.entries[this.entries.length - 1];
    if (last) last.note = joinNotes([last.note ?? '', text]);
    else this.leadingComments.push(text);
  }

  private attachComments(item: PbnItem): void {
    this.attachTo(item.commentary.map((c) => commentText(c.text)));
  }

  private push(item: PbnItem, call: Call, note: string | undefined): void {
    const seat = rotate(this.input.dealer, this.seated.length);
    const entry: MutableCallEntry = { call, pos: item.pos };
    if (item.suffix === '!' || item.nags.includes(1)) entry.alert = true;
    // A marked irregularity is kept on its call (record.ts, Irregularity): a turn skipped just
    // before this call (^S), or this call an insufficient bid accepted (^I).
    if (this.skipped) entry.irregularity = 'turn-skipped';
    else if (item.irregularity === 'I') entry.irregularity = 'insufficient-bid';
    this.skipped = false;
    if (note !== undefined) entry.note = note;
    this.entries.push(entry);
    this.seated.push({ seat, call });
  }

  /** Reads one item of the section. */
  item(item: PbnItem): void {
    this.firstItemPos ??= item.pos;
    if (this.stop !== null) return this.afterStop(item);
    if (item.kind === 'placeholder') return this.placeholder(item);
    if (!this.started && item.kind !== 'unknown') this.start(item);
    switch (item.kind) {
      case 'call':
        return this.call(item);
      case 'all-pass':
        return this.allPass(item);
      case 'skip':
        return this.skip(item);
      case 'next':
      case 'end':
        this.stop = item.kind;
        return this.attachComments(item);
      default:
        return;
    }
  }

  /** An item after `+`, `*` or `AP`: a call there is reported once; comments go to the last call. */
  private afterStop(item: PbnItem): void {
    const { stop } = this;
    const late = item.kind === 'call' || item.kind === 'all-pass' || item.kind === 'next' || item.kind === 'end' || item.kind === 'skip';
    if (late && !this.afterStopReported) {
      this.input.sink.problem(
        stop === 'next' ? 'PBN_AFTER_NEXT' : 'PBN_AFTER_END',
        stop === 'next'
          ? 'Nothing may follow "+", which marks the call still to be made.'
          : 'Nothing may follow "*", which ends the calls given.',
        item.pos,
        undefined,
        NO_ARGS,
        stop === 'next' ? 'PBN_AFTER_NEXT.auction' : 'PBN_AFTER_END.auction',
      );
      this.afterStopReported = true;
    }
    this.attachComments(item);
  }

  /** `-`: a seat before the dealer, at the start only; its comments are part of the introduction. */
  private placeholder(item: PbnItem): void {
    if (this.started) {
      this.input.sink.problem(
        'PBN_AUCTION_PLACEHOLDER',
        '"-" stands only for the seats before the dealer, at the start of the auction.',
        item.pos,
        undefined,
        NO_ARGS,
      );
      return;
    }
    this.dashes++;
    for (const c of item.commentary) {
      const text = commentText(c.text);
      if (text !== '') this.leadingComments.push(text);
    }
  }

  /** The first call: the `-` before it must put the dealer's call in the dealer's column. */
  private start(item: PbnItem): void {
    this.started = true;
    const { first, dashes, expectedDashes } = this;
    const { dealer } = this.input;
    if (!first || dashes === expectedDashes) return;
    this.irregular = true;
    const marks = Array(expectedDashes).fill('-').join(' ');
    this.input.sink.problem(
      'PBN_AUCTION_DEALER_FIRST',
      `${seatWord(dealer)} deals, so ${seatWord(dealer)} calls first; with the first column at ${seatWord(first)} the calls need ${expectedDashes} "-" before them, not ${dashes}.`,
      item.pos,
      expectedDashes === 0 ? 'Remove the "-".' : `Write ${marks} for the seats before the dealer.`,
      expectedDashes === 0
        ? { seat: dealer, seatFirst: first, need: expectedDashes, got: dashes }
        : { seat: dealer, seatFirst: first, need: expectedDashes, got: dashes, marks },
      expectedDashes === 0 ? 'PBN_AUCTION_DEALER_FIRST.remove' : 'PBN_AUCTION_DEALER_FIRST.write',
    );
  }

  /** A call: its strain under the rule set, then the engine's rules (applyCall) while the auction is regular. */
  private call(item: PbnItem): void {
    const call = item.call!;
    const { section, game, sink, used, rules } = this.input;
    const note = itemNote(item, section, game, sink, used);
    if (call.type === 'bid' && rules && !rules.auction.strains.includes(call.strain)) {
      reportStrain(call, rules, item.pos, sink);
      this.tracking = null;
    }
    if (this.tracking) this.track(item, call);
    this.push(item, call, note);
  }

  private track(item: PbnItem, call: Call): void {
    const tracking = this.tracking!;
    const next = applyCall(tracking.rules, tracking.state, call);
    if (!next.ok) {
      if (next.error.code === 'BID_INSUFFICIENT' && item.irregularity === 'I') this.irregular = true;
      else reportCallProblem(next.error, item.pos, this.input.sink);
      this.tracking = null;
      return;
    }
    if (item.irregularity === 'I') {
      this.input.sink.problem(
        'PBN_IRREGULARITY_MARK',
        `"^I" marks an insufficient bid, but ${callName(call)} is sufficient.`,
        item.pos,
        'Remove the ^I.',
        { call: formatCall(call) },
        'PBN_IRREGULARITY_MARK.insufficient',
      );
    }
    tracking.state = next.value;
  }

  /** `AP`: the passes that end the auction. */
  private allPass(item: PbnItem): void {
    const { passes } = passesToEnd(this.seated);
    const { section, game, sink, used } = this.input;
    const note = itemNote(item, section, game, sink, used);
    for (let i = 0; i < passes; i++) this.push(item, { type: 'pass' }, i === passes - 1 ? note : undefined);
    if (passes === 0) this.attachTo([note]);
    this.tracking = null;
    this.stop = 'end';
    this.afterStopReported = false;
  }

  /** `^S`: a turn skipped, kept as a mark on the next call. */
  private skip(item: PbnItem): void {
    this.irregular = true;
    this.tracking = null;
    this.skipped = true;
    this.input.sink.warn(
      'PBN_IRREGULARITY_DROPPED',
      'A turn skipped by a call out of rotation (^S) takes no place in a hand record: the calls are kept in turn order, and the next call is marked as coming after a skipped turn.',
      item.pos,
      undefined,
      NO_ARGS,
    );
    this.attachComments(item);
  }
}

/** A bid in a strain the rule set does not have (royal spades, nullos). */
const reportStrain = (call: Bid, rules: RuleSet, pos: SourcePos, sink: Sink): void => {
  sink.problem(
    'PBN_STRAIN_NOT_IN_RULE_SET',
    `${cap(callName(call))}: there are no ${STRAIN_NAMES[call.strain].many} under ${rules.label}.`,
    pos,
    call.strain === 'NL'
      ? 'Nullos need the nullos option: [RuleSetOptions "nullos"].'
      : call.strain === 'R'
        ? 'Royal spades belong to the royal count: [RuleSet "royal-auction-1912"].'
        : undefined,
    { Call: formatCall(call), strains: call.strain, rules: rules.id },
    call.strain === 'NL'
      ? 'PBN_STRAIN_NOT_IN_RULE_SET.callNullos'
      : call.strain === 'R'
        ? 'PBN_STRAIN_NOT_IN_RULE_SET.callRoyal'
        : 'PBN_STRAIN_NOT_IN_RULE_SET.call',
  );
};

/**
 * Whether an auction that disagrees with its Contract and Declarer tags agrees with them once
 * one to three passes are put before it (rpbridge.net files leave out the passes before the
 * opening bid; corpus README §3). Returns how many, or 0.
 */
export const missingPasses = (
  auction: AuctionRead,
  dealer: Seat,
  contract: ContractTag | undefined,
  declarer: Seat | undefined,
  swapped: boolean,
): number => {
  if (!auction.complete || auction.irregular || !auction.contract || !contract || contract.level === undefined || !declarer) return 0;
  // Level, strain and declarer must agree; a double the Contract tag forgot is reported apart.
  const agrees = (c: Contract | null): boolean =>
    c !== null &&
    c.level === contract.level &&
    c.strain === contract.strain &&
    (swapped ? partner(c.declarer) === declarer : c.declarer === declarer);
  if (agrees(auction.contract) || auction.entries[0]?.call.type !== 'bid') return 0;
  for (let k = 1; k <= 3; k++) {
    const calls: SeatedCall[] = [
      ...Array.from({ length: k }, (_, i): SeatedCall => ({ seat: rotate(dealer, i), call: { type: 'pass' } })),
      ...auction.entries.map((e, i): SeatedCall => ({ seat: rotate(dealer, i + k), call: e.call })),
    ];
    if (agrees(summariseAuction(calls).contract)) return k;
  }
  return 0;
};

/** How many passes `AP` stands for: to four passes with no bid, or three after the last bid. */
const passesToEnd = (calls: readonly SeatedCall[]): { passes: number } => {
  const anyBid = calls.some((c) => c.call.type === 'bid');
  let trailing = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i]!.call.type === 'pass'; i--) trailing++;
  return { passes: Math.max(0, (anyBid ? 3 : 4) - trailing) };
};

/** Reports a call the rules refuse, in the engine's words (auction.ts), under a PBN code. */
const reportCallProblem = (e: CallError, pos: SourcePos, sink: Sink): void => {
  const code: Partial<Record<CallError['code'], PbnCode>> = {
    AUCTION_OVER: 'PBN_CALL_AFTER_END',
    BID_INSUFFICIENT: 'PBN_CALL_INSUFFICIENT',
    DOUBLE_NOTHING: 'PBN_CALL_ILLEGAL',
    DOUBLE_OWN_SIDE: 'PBN_CALL_ILLEGAL',
    DOUBLE_AGAIN: 'PBN_CALL_ILLEGAL',
    REDOUBLE_NOT_DOUBLED: 'PBN_CALL_ILLEGAL',
    REDOUBLE_BY_DOUBLERS: 'PBN_CALL_ILLEGAL',
    REDOUBLE_AGAIN: 'PBN_CALL_ILLEGAL',
  };
  const mapped = code[e.code];
  if (mapped !== undefined) sink.problem(mapped, e.message, pos, e.hint, e.args, e.template ?? (e.args !== undefined ? e.code : undefined));
};
