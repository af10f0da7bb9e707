/**
 * Whether a call may be made now, and if not, why: the dealer who must bid (law 42), a bid's
 * level and strain, an insufficient bid (law 44), doubles and redoubles (laws 43, 54).
 *
 * @packageDocumentation
 */
import type { RuleSet } from '../rules/types.ts';
import { sideOf } from '../seat.ts';
import { NO_ARGS, type DiagnosticArgs } from '../source.ts';
import { SEAT_NAMES, STRAIN_NAMES, type Bid, type Call, type Seat } from '../types.ts';
import { callName, capitalise, formatCall, isStrain, levelWord } from './notation.ts';
import { bidLadder, bidValue, compareBids, maxLevel } from './ranking.ts';
import type { AuctionState, CallError } from './types.ts';

const strainList = (rules: RuleSet): string => {
  const names = rules.auction.strains.map((s) => STRAIN_NAMES[s].many);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
};

/** Checks a bid on its own, before comparing it with the last bid. */
const checkBidShape = (rules: RuleSet, bid: Bid): CallError | null => {
  const level: unknown = bid.level;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) {
    return {
      code: 'BID_LEVEL_INVALID',
      message: `A bid names from one to ${levelWord(maxLevel(rules))} odd tricks; ${JSON.stringify(level)} is not a number of odd tricks.`,
      args: { level: maxLevel(rules), text: String(JSON.stringify(level)) },
    };
  }
  if (level > maxLevel(rules)) {
    return {
      code: 'BID_ABOVE_MAX',
      message: `${capitalise(callName(bid))} is too high: no bid may name more than ${levelWord(maxLevel(rules))} odd tricks.`,
      hint: 'Seven odd tricks, all thirteen tricks, is the highest legal bid (addendum §3; TIME26b).',
      args: { Call: formatCall(bid), level: maxLevel(rules) },
    };
  }
  if (!isStrain(bid.strain)) {
    return {
      code: 'STRAIN_NOT_IN_RULES',
      message: `${JSON.stringify(bid.strain)} is not a strain: a bid names ${strainList(rules)}.`,
      args: { text: String(JSON.stringify(bid.strain)), denominations: rules.auction.strains.join(' ') },
      template: 'STRAIN_NOT_IN_RULES.notStrain',
    };
  }
  if (!rules.auction.strains.includes(bid.strain)) {
    return {
      code: 'STRAIN_NOT_IN_RULES',
      message: `There are no ${STRAIN_NAMES[bid.strain].many} under ${rules.label}: a bid names ${strainList(rules)}.`,
      hint:
        bid.strain === 'NL'
          ? 'Nullos were never in the official codes; switch on the nullos option to bid them.'
          : bid.strain === 'R'
            ? 'Royal spades belong to the royal count of 1912.'
            : undefined,
      args: { strains: bid.strain, rules: rules.id, denominations: rules.auction.strains.join(' ') },
      template:
        bid.strain === 'NL'
          ? 'STRAIN_NOT_IN_RULES.rulesNullos'
          : bid.strain === 'R'
            ? 'STRAIN_NOT_IN_RULES.rulesRoyal'
            : 'STRAIN_NOT_IN_RULES.rules',
    };
  }
  return null;
};

const withoutUndefinedHint = (e: CallError): CallError =>
  e.hint === undefined
    ? {
        code: e.code,
        message: e.message,
        ...(e.args !== undefined ? { args: e.args } : {}),
        ...(e.template !== undefined ? { template: e.template } : {}),
      }
    : e;

/** The lowest bid that outranks `bid`, if there is one. */
const cheapestOver = (rules: RuleSet, bid: Bid | null): Bid | undefined =>
  bidLadder(rules).find((b) => bid === null || compareBids(rules, b, bid) > 0);

const insufficient = (rules: RuleSet, bid: Bid, last: Bid): CallError => {
  const over = cheapestOver(rules, last);
  const hint = over
    ? `The lowest bid that outranks ${callName(last)} is ${callName(over)}.`
    : `Nothing outranks ${callName(last)}: pass, double or redouble.`;
  const calls: DiagnosticArgs = over
    ? { Call: formatCall(bid), callLast: formatCall(last), callOver: formatCall(over) }
    : { Call: formatCall(bid), callLast: formatCall(last) };
  if (rules.auction.bidRanking === 'value') {
    return {
      code: 'BID_INSUFFICIENT',
      message: `${capitalise(callName(bid))} (${bidValue(rules, bid)}) is not enough over ${callName(last)} (${bidValue(rules, last)}) under value calling: a bid must be worth more points, or as many points with more tricks.`,
      hint,
      args: { ...calls, value: bidValue(rules, bid), valueLast: bidValue(rules, last) },
      template: over ? 'BID_INSUFFICIENT.value' : 'BID_INSUFFICIENT.valueTop',
    };
  }
  return {
    code: 'BID_INSUFFICIENT',
    message: `${capitalise(callName(bid))} is not enough over ${callName(last)} under majority calling: a bid must name more tricks, or the same number in a higher strain.`,
    hint,
    args: calls,
    template: over ? 'BID_INSUFFICIENT.majority' : 'BID_INSUFFICIENT.majorityTop',
  };
};

/**
 * Why `call` may not be made now, or `null` if it may. The checks, in order: the auction is
 * over; the call is not a call; the dealer must bid (law 42, where `dealerMustBid`); the bid's
 * level and strain (`maxBidLevel`, `strains`); the bid outranks the last (law 44 / `bidRanking`);
 * a double needs an undoubled last bid by an opponent (laws 43, 54); a redouble needs a bid of
 * the caller's side doubled once (law 54).
 */
export const checkCall = (rules: RuleSet, state: AuctionState, call: Call): CallError | null => {
  const seat = state.toAct;
  if (state.complete || seat === null) {
    return {
      code: 'AUCTION_OVER',
      message: state.passedOut
        ? 'The auction is over: all four players passed.'
        : 'The auction is over: three players in succession passed the last call.',
      hint: 'No more calls can be made on this deal.',
      args: NO_ARGS,
      template: state.passedOut ? 'AUCTION_OVER.passedOut' : 'AUCTION_OVER.passes',
    };
  }
  const type: unknown = (call as { type?: unknown } | null)?.type;
  if (type !== 'pass' && type !== 'double' && type !== 'redouble' && type !== 'bid') {
    return { code: 'CALL_UNKNOWN', message: 'This is not a call: a call is a pass, a bid, a double or a redouble.', args: NO_ARGS };
  }
  const last = state.lastBid;
  switch (call.type) {
    case 'pass':
      return checkPass(rules, state, seat);
    case 'bid': {
      const shape = checkBidShape(rules, call);
      if (shape) return withoutUndefinedHint(shape);
      if (last && compareBids(rules, call, last.bid) <= 0) return insufficient(rules, call, last.bid);
      return null;
    }
    case 'double':
      return checkDouble(state, seat);
    case 'redouble':
      return checkRedouble(state, seat);
  }
};

/** A pass: refused only to a dealer who must bid. */
const checkPass = (rules: RuleSet, state: AuctionState, seat: Seat): CallError | null => {
  // Law 42 (1912); SPEC08; STREET09: the dealer may not pass his first call.
  if (rules.auction.dealerMustBid && state.calls.length === 0) {
    const cheapest = cheapestOver(rules, null);
    return {
      code: 'DEALER_MUST_BID',
      message: `${SEAT_NAMES[seat]}, the dealer, may not pass: under ${rules.label} the dealer must open the bidding.`,
      hint: cheapest ? `The lowest opening is ${callName(cheapest)}.` : 'Open with any bid.',
      args: cheapest ? { seat, rules: rules.id, call: formatCall(cheapest) } : { seat, rules: rules.id },
      template: cheapest ? 'DEALER_MUST_BID.lowest' : 'DEALER_MUST_BID.any',
    };
  }
  return null;
};

/** A double: of the last bid, by an opponent, not doubled yet. */
const checkDouble = (state: AuctionState, seat: Seat): CallError | null => {
  const last = state.lastBid;
  if (!last)
    return {
      code: 'DOUBLE_NOTHING',
      message: 'There is no bid to double yet.',
      hint: 'A double applies to the last bid.',
      args: NO_ARGS,
    };
  // Laws 43 and 54: only an opponent's bid may be doubled.
  if (sideOf(last.seat) === sideOf(seat)) {
    return {
      code: 'DOUBLE_OWN_SIDE',
      message: `${SEAT_NAMES[seat]} may not double ${last.seat === seat ? 'his own' : `his partner's`} bid of ${callName(last.bid)}: a player may double only an opponent's bid.`,
      args: { seat, call: formatCall(last.bid) },
      template: last.seat === seat ? 'DOUBLE_OWN_SIDE.own' : 'DOUBLE_OWN_SIDE.partner',
    };
  }
  if (state.doubled > 0) {
    return {
      code: 'DOUBLE_AGAIN',
      message: `${capitalise(callName(last.bid))} is already ${state.doubled === 2 ? 'redoubled' : 'doubled'}: a bid may be doubled only once.`,
      hint: 'Pass, or bid higher.',
      args: { Call: formatCall(last.bid) },
      template: state.doubled === 2 ? 'DOUBLE_AGAIN.redoubled' : 'DOUBLE_AGAIN.doubled',
    };
  }
  return null;
};

/** A redouble: of the last bid, doubled once, by the side that made it. */
const checkRedouble = (state: AuctionState, seat: Seat): CallError | null => {
  const last = state.lastBid;
  if (!last)
    return {
      code: 'REDOUBLE_NOT_DOUBLED',
      message: 'There is no bid to redouble yet.',
      args: NO_ARGS,
      template: 'REDOUBLE_NOT_DOUBLED.nothing',
    };
  if (state.doubled === 0) {
    return {
      code: 'REDOUBLE_NOT_DOUBLED',
      message: `${capitalise(callName(last.bid))} has not been doubled, so there is nothing to redouble.`,
      args: { Call: formatCall(last.bid) },
      template: 'REDOUBLE_NOT_DOUBLED.undoubled',
    };
  }
  if (state.doubled === 2) {
    return {
      code: 'REDOUBLE_AGAIN',
      message: `${capitalise(callName(last.bid))} is already redoubled: a bid may be redoubled only once.`,
      hint: 'Pass, or bid higher.',
      args: { Call: formatCall(last.bid) },
    };
  }
  // Law 54: either member of the doubled side may redouble; the doublers may not.
  if (sideOf(last.seat) !== sideOf(seat)) {
    return {
      code: 'REDOUBLE_BY_DOUBLERS',
      message: `${SEAT_NAMES[seat]} may not redouble: only ${SEAT_NAMES[last.seat]}'s side, whose bid of ${callName(last.bid)} was doubled, may redouble.`,
      args: { seat, seatBidder: last.seat, call: formatCall(last.bid) },
    };
  }
  return null;
};
