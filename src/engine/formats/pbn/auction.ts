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
  for (const { seat, call } of calls) {
    if (call.type === 'bid') [last, doubled, passes] = [{ bid: call, seat }, 0, 0];
    else if (call.type === 'double') [doubled, passes] = [1, 0];
    else if (call.type === 'redouble') [doubled, passes] = [2, 0];
    else passes++;
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
  const expectedDashes = first ? distance(first, dealer) : 0;
  const entries: { -readonly [K in keyof CallEntry]: CallEntry[K] }[] = [];
  const seated: SeatedCall[] = [];
  const leadingComments: string[] = [];
  let dashes = 0;
  let started = false;
  let irregular = false;
  let stop: 'next' | 'end' | null = null;
  let afterStopReported = false;
  let tracking: { rules: RuleSet; state: AuctionState } | null = rules ? { rules: parserRules(rules), state: startAuction(dealer) } : null;
  let firstItemPos: SourcePos | undefined;
  for (let i = 0; i < prefixPasses; i++) {
    entries.push({ call: { type: 'pass' }, pos: section.pos });
    seated.push({ seat: rotate(dealer, i), call: { type: 'pass' } });
    if (tracking) {
      const next = applyCall(tracking.rules, tracking.state, { type: 'pass' });
      tracking = next.ok ? { rules: tracking.rules, state: next.value } : null;
    }
  }

  const attachTo = (texts: (string | undefined)[]): void => {
    const text = joinNotes(texts.filter((t): t is string => t !== undefined));
    if (text === undefined) return;
    const last = entries[entries.length - 1];
    if (last) last.note = joinNotes([last.note ?? '', text]);
    else leadingComments.push(text);
  };

  const push = (item: PbnItem, call: Call, note: string | undefined): void => {
    const seat = rotate(dealer, seated.length);
    const entry: { -readonly [K in keyof CallEntry]: CallEntry[K] } = { call, pos: item.pos };
    if (item.suffix === '!' || item.nags.includes(1)) entry.alert = true;
    // A marked irregularity is kept on its call (record.ts, Irregularity): a turn skipped just
    // before this call (^S), or this call an insufficient bid accepted (^I).
    if (skipped) entry.irregularity = 'turn-skipped';
    else if (item.irregularity === 'I') entry.irregularity = 'insufficient-bid';
    skipped = false;
    if (note !== undefined) entry.note = note;
    entries.push(entry);
    seated.push({ seat, call });
  };

  let skipped = false;
  for (const item of section.items) {
    firstItemPos ??= item.pos;
    if (stop !== null) {
      if (item.kind === 'call' || item.kind === 'all-pass' || item.kind === 'next' || item.kind === 'end' || item.kind === 'skip') {
        if (!afterStopReported) {
          sink.problem(
            stop === 'next' ? 'PBN_AFTER_NEXT' : 'PBN_AFTER_END',
            stop === 'next'
              ? 'Nothing may follow "+", which marks the call still to be made.'
              : 'Nothing may follow "*", which ends the calls given.',
            item.pos,
            undefined,
            NO_ARGS,
            stop === 'next' ? 'PBN_AFTER_NEXT.auction' : 'PBN_AFTER_END.auction',
          );
          afterStopReported = true;
        }
      }
      attachTo(item.commentary.map((c) => commentText(c.text)));
      continue;
    }
    if (item.kind === 'placeholder') {
      if (started) {
        sink.problem(
          'PBN_AUCTION_PLACEHOLDER',
          '"-" stands only for the seats before the dealer, at the start of the auction.',
          item.pos,
          undefined,
          NO_ARGS,
        );
      } else {
        dashes++;
        for (const c of item.commentary) {
          const text = commentText(c.text);
          if (text !== '') leadingComments.push(text);
        }
      }
      continue;
    }
    if (!started && item.kind !== 'unknown') {
      started = true;
      if (first && dashes !== expectedDashes) {
        irregular = true;
        sink.problem(
          'PBN_AUCTION_DEALER_FIRST',
          `${seatWord(dealer)} deals, so ${seatWord(dealer)} calls first; with the first column at ${seatWord(first)} the calls need ${expectedDashes} "-" before them, not ${dashes}.`,
          item.pos,
          expectedDashes === 0 ? 'Remove the "-".' : `Write ${Array(expectedDashes).fill('-').join(' ')} for the seats before the dealer.`,
          expectedDashes === 0
            ? { seat: dealer, seatFirst: first, need: expectedDashes, got: dashes }
            : { seat: dealer, seatFirst: first, need: expectedDashes, got: dashes, marks: Array(expectedDashes).fill('-').join(' ') },
          expectedDashes === 0 ? 'PBN_AUCTION_DEALER_FIRST.remove' : 'PBN_AUCTION_DEALER_FIRST.write',
        );
      }
    }
    switch (item.kind) {
      case 'call': {
        const call = item.call!;
        const note = itemNote(item, section, game, sink, used);
        if (call.type === 'bid' && rules && !rules.auction.strains.includes(call.strain)) {
          sink.problem(
            'PBN_STRAIN_NOT_IN_RULE_SET',
            `${cap(callName(call))}: there are no ${STRAIN_NAMES[call.strain].many} under ${rules.label}.`,
            item.pos,
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
          tracking = null;
        }
        if (tracking) {
          const next = applyCall(tracking.rules, tracking.state, call);
          if (next.ok) {
            if (item.irregularity === 'I') {
              sink.problem(
                'PBN_IRREGULARITY_MARK',
                `"^I" marks an insufficient bid, but ${callName(call)} is sufficient.`,
                item.pos,
                'Remove the ^I.',
                { call: formatCall(call) },
                'PBN_IRREGULARITY_MARK.insufficient',
              );
            }
            tracking = { rules: tracking.rules, state: next.value };
          } else {
            if (next.error.code === 'BID_INSUFFICIENT' && item.irregularity === 'I') irregular = true;
            else reportCallProblem(next.error, item.pos, sink);
            tracking = null;
          }
        }
        push(item, call, note);
        break;
      }
      case 'all-pass': {
        const { passes } = passesToEnd(seated);
        const note = itemNote(item, section, game, sink, used);
        for (let i = 0; i < passes; i++) push(item, { type: 'pass' }, i === passes - 1 ? note : undefined);
        if (passes === 0) attachTo([note]);
        tracking = null;
        stop = 'end';
        afterStopReported = false;
        break;
      }
      case 'skip':
        irregular = true;
        tracking = null;
        skipped = true;
        sink.warn(
          'PBN_IRREGULARITY_DROPPED',
          'A turn skipped by a call out of rotation (^S) takes no place in a hand record: the calls are kept in turn order, and the next call is marked as coming after a skipped turn.',
          item.pos,
          undefined,
          NO_ARGS,
        );
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      case 'next':
        stop = 'next';
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      case 'end':
        stop = 'end';
        attachTo(item.commentary.map((c) => commentText(c.text)));
        break;
      default:
        break;
    }
  }
  const summary = summariseAuction(seated);
  // After AP the auction must be over; "AP" itself ends the section (further calls are reported above).
  return { entries, ...summary, irregular, leadingComments, ...(firstItemPos ? { firstItemPos } : {}) };
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
