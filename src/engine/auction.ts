/**
 * The auction: which calls are legal, how bids rank, when the bidding ends, and who declares.
 *
 * Every difference between the codes is read from `rules.auction` (RuleSet data):
 *
 * - the strains a bid may name and their order (`strains`), and their trick values
 *   (`trickValues`, auction-laws.md §6.1);
 * - value calling or majority calling (`bidRanking`, auction-laws.md §5);
 * - whether the dealer must bid (`dealerMustBid`: law 42 of 1912; SPEC08; STREET09);
 * - the highest level (`maxBidLevel`: addendum §3, TIME26b "seven odd tricks is the highest
 *   legal bid").
 *
 * The rest is common to every code (auction-laws.md §4.2, §4.3, §5): the dealer speaks first and
 * the turn passes to the left (law 42); a player may double the last bid if an opponent made it,
 * or redouble a doubled bid of his own side (laws 43, 54), once each; a double or redouble
 * reopens the bidding (law 55); a double dies when its bid is overcalled (law 53); a bid becomes
 * final when three players in succession pass it (HOYLE14, footnote 9); the declarer is the
 * member of the winning side who first named the final strain (law 46; EB22).
 *
 * Three-handed auction (auction-laws.md §8.1), where each player bids for himself, is not
 * modelled here: these functions assume two fixed partnerships.
 *
 * @packageDocumentation
 */
import type { RuleSet } from './rules/types.ts';
import { err, ok, type Result } from './result.ts';
import { NO_ARGS, type DiagnosticArgs } from './source.ts';
import { trumpSuitOf } from './play.ts';
import { nextSeat, sideOf } from './seat.ts';
import {
  LEVELS,
  SEAT_NAMES,
  STRAINS,
  STRAIN_NAMES,
  type Bid,
  type Call,
  type Contract,
  type Doubling,
  type Level,
  type Seat,
  type Side,
  type Strain,
} from './types.ts';

// ---------------------------------------------------------------------------------------------
// Types

/** Why a call is not allowed. Stable codes; callers may switch on them. */
export type CallErrorCode =
  | 'AUCTION_OVER'
  | 'DEALER_MUST_BID'
  | 'BID_INSUFFICIENT'
  | 'BID_ABOVE_MAX'
  | 'STRAIN_NOT_IN_RULES'
  | 'DOUBLE_NOTHING'
  | 'DOUBLE_OWN_SIDE'
  | 'DOUBLE_AGAIN'
  | 'REDOUBLE_NOT_DOUBLED'
  | 'REDOUBLE_BY_DOUBLERS'
  | 'REDOUBLE_AGAIN'
  /** A bid whose level is not a whole number from one up (e.g. 0, or 2.5, from bad data). */
  | 'BID_LEVEL_INVALID'
  /** Something that is not a call at all (bad data). */
  | 'CALL_UNKNOWN';

/** A refused call: a stable code, a sentence in bridge words, and how to put it right. */
export interface CallError {
  readonly code: CallErrorCode;
  readonly message: string;
  readonly hint?: string;
  /** The message's placeholders in words of no language, and its template when not the code's (`Diagnostic.args`). */
  readonly args?: DiagnosticArgs;
  readonly template?: string;
}

/** Every {@link CallErrorCode}, for the diagnostics' catalogue (`i18n/en-diagnostics.ts`). */
export const CALL_ERROR_CODES = [
  'AUCTION_OVER',
  'DEALER_MUST_BID',
  'BID_INSUFFICIENT',
  'BID_ABOVE_MAX',
  'STRAIN_NOT_IN_RULES',
  'DOUBLE_NOTHING',
  'DOUBLE_OWN_SIDE',
  'DOUBLE_AGAIN',
  'REDOUBLE_NOT_DOUBLED',
  'REDOUBLE_BY_DOUBLERS',
  'REDOUBLE_AGAIN',
  'BID_LEVEL_INVALID',
  'CALL_UNKNOWN',
] as const satisfies readonly CallErrorCode[];

/** A call together with the seat that made it. */
export interface SeatedCall {
  readonly seat: Seat;
  readonly call: Call;
}

/** The auction so far. Plain, JSON-safe data; every call returns a new state. */
export interface AuctionState {
  readonly dealer: Seat;
  readonly calls: readonly SeatedCall[];
  /** Whose turn it is; `null` once the auction is complete. */
  readonly toAct: Seat | null;
  readonly complete: boolean;
  /** All four players passed without a bid. */
  readonly passedOut: boolean;
  /** The last bid, who made it, and its index in `calls`. */
  readonly lastBid: { readonly bid: Bid; readonly seat: Seat; readonly index: number } | null;
  /** How far the last bid is doubled. A double dies when its bid is overcalled (law 53). */
  readonly doubled: Doubling;
  /** The final contract, once the auction is complete and was not passed out. */
  readonly contract: Contract | null;
}

// ---------------------------------------------------------------------------------------------
// Words and notation

const LEVEL_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const levelWord = (level: number): string => LEVEL_WORDS[level] ?? String(level);
const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const isStrain = (s: unknown): s is Strain => typeof s === 'string' && (STRAINS as readonly string[]).includes(s);

/** The call in PBN-style notation: `'Pass'`, `'1H'`, `'3NT'`, `'2R'`, `'1NL'`, `'X'`, `'XX'`. */
export const formatCall = (call: Call): string => {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
};

const SUIT_SYMBOL_STRAINS: Readonly<Record<string, Strain>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
const STRAIN_TOKENS: Readonly<Record<string, Strain>> = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  R: 'R',
  NL: 'NL',
  NT: 'NT',
  N: 'NT',
  ...SUIT_SYMBOL_STRAINS,
};

/**
 * Reads a call, in any case: `Pass`/`P`, `X`/`Dbl`/`Double`, `XX`/`Rdbl`/`Redouble`, and bids
 * `1C`…`7NT` with `N` for no-trump, `R` for royal spades, `NL` for nullos, or a suit symbol
 * (`4♥`). Returns `undefined` for anything else, including levels outside one to seven.
 * Whether the call is legal under a rule set is {@link checkCall}'s business.
 */
export const parseCall = (text: string): Call | undefined => {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'P') return { type: 'pass' };
  if (t === 'X' || t === 'DBL' || t === 'DOUBLE') return { type: 'double' };
  if (t === 'XX' || t === 'RDBL' || t === 'REDOUBLE') return { type: 'redouble' };
  const m = /^([1-7])\s*(NT|NL|N|C|D|H|S|R|♣|♦|♥|♠)$/u.exec(t);
  if (!m) return undefined;
  const strain = STRAIN_TOKENS[m[2]!];
  return strain ? { type: 'bid', level: Number(m[1]) as Level, strain } : undefined;
};

const bidWords = (level: number, strain: Strain): string =>
  `${levelWord(level)} ${level === 1 ? STRAIN_NAMES[strain].one : STRAIN_NAMES[strain].many}`;

/** The call in words: "pass", "double", "redouble", "one heart", "two no-trumps", "three royal spades". */
export const callName = (call: Call): string => {
  switch (call.type) {
    case 'pass':
      return 'pass';
    case 'double':
      return 'double';
    case 'redouble':
      return 'redouble';
    case 'bid':
      return isStrain(call.strain) ? bidWords(call.level, call.strain) : `${levelWord(call.level)} ${String(call.strain)}`;
  }
};

/** A contract in PBN style, without the declarer: `'4H'`, `'4HX'`, `'3NTXX'`, `'2R'`. */
export const formatContract = (c: Contract): string => `${c.level}${c.strain}${'X'.repeat(c.doubled)}`;

/**
 * The trump suit of a strain.
 * @deprecated The rule lives in play.ts: call {@link trumpSuitOf} (kept for the PBN reader until it does).
 */
export const trumpOf = trumpSuitOf;

// ---------------------------------------------------------------------------------------------
// Ranking

/**
 * A bid's value: level × the strain's trick value, ignoring any double (law 53, 1912). A strain
 * the rule set does not have is worth 0.
 */
export const bidValue = (rules: RuleSet, bid: Bid): number => bid.level * (rules.auction.trickValues[bid.strain] ?? 0);

/** Position of a strain in the rule set's order; −1 for a strain it does not have. */
const strainRank = (rules: RuleSet, strain: Strain): number => rules.auction.strains.indexOf(strain);

/**
 * Compares two bids under the rule set: negative if `a` ranks lower, 0 if they are the same
 * bid, positive if `a` ranks higher.
 *
 * - Value calling (law 44, 1912; SPEC08; auction-laws.md §5): higher value wins; at equal value
 *   more tricks wins; the order of `rules.auction.strains` breaks any tie left (nullo just below
 *   no-trump, auction-laws.md §8.2).
 * - Majority calling (SPEC27; auction-laws.md §5): more tricks wins; at the same level the
 *   order of `rules.auction.strains`.
 */
export const compareBids = (rules: RuleSet, a: Bid, b: Bid): number => {
  const byLevel = a.level - b.level;
  const byStrain = strainRank(rules, a.strain) - strainRank(rules, b.strain);
  if (rules.auction.bidRanking === 'value') {
    return bidValue(rules, a) - bidValue(rules, b) || byLevel || byStrain;
  }
  return byLevel || byStrain;
};

/** The highest level a bid may name: the rule set's `maxBidLevel`, and never above seven (addendum §3). */
const maxLevel = (rules: RuleSet): number => Math.min(rules.auction.maxBidLevel, LEVELS.length);

/** Every bid the rule set allows, from the lowest to the highest. */
export const bidLadder = (rules: RuleSet): Bid[] =>
  LEVELS.filter((level) => level <= maxLevel(rules))
    .flatMap((level) => rules.auction.strains.map((strain): Bid => ({ type: 'bid', level, strain })))
    .sort((a, b) => compareBids(rules, a, b));

// ---------------------------------------------------------------------------------------------
// Declarer

/**
 * The declarer: the member of `side` who first named `strain` in a bid, anywhere in the
 * auction (law 46, 1912; EB22; auction-laws.md §4.3). `null` if that side never named it.
 */
export const declarerOf = (calls: readonly SeatedCall[], strain: Strain, side: Side): Seat | null =>
  calls.find((c) => c.call.type === 'bid' && c.call.strain === strain && sideOf(c.seat) === side)?.seat ?? null;

// ---------------------------------------------------------------------------------------------
// The auction

/** An empty auction: the dealer speaks first (law 42). */
export const startAuction = (dealer: Seat): AuctionState => ({
  dealer,
  calls: [],
  toAct: dealer,
  complete: false,
  passedOut: false,
  lastBid: null,
  doubled: 0,
  contract: null,
});

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

/** How many passes end the calls, counting back from the last. */
const trailingPasses = (calls: readonly SeatedCall[]): number => {
  let n = 0;
  for (let i = calls.length - 1; i >= 0 && calls[i]!.call.type === 'pass'; i--) n++;
  return n;
};

/** Copies a call into a fresh plain object, so that the state never shares the caller's objects. */
const copyCall = (call: Call): Call =>
  call.type === 'bid' ? { type: 'bid', level: call.level, strain: call.strain } : { type: call.type };

/**
 * Makes a call for the player whose turn it is, or says why it is not allowed. A bid clears
 * any double (law 53); a double or redouble reopens the bidding (law 55). The auction ends when
 * three players in succession pass a bid, double or redouble (HOYLE14 footnote 9), or when all
 * four pass at the start; the contract and declarer (law 46) are then set.
 */
export const applyCall = (rules: RuleSet, state: AuctionState, call: Call): Result<AuctionState, CallError> => {
  const problem = checkCall(rules, state, call);
  if (problem) return err(problem);
  const seat = state.toAct!;
  const made = copyCall(call);
  const calls = [...state.calls, { seat, call: made }];
  let lastBid = state.lastBid;
  let doubled = state.doubled;
  if (made.type === 'bid') {
    lastBid = { bid: made, seat, index: calls.length - 1 };
    doubled = 0;
  } else if (made.type === 'double') doubled = 1;
  else if (made.type === 'redouble') doubled = 2;

  const passes = trailingPasses(calls);
  const passedOut = lastBid === null && passes === 4;
  const complete = passedOut || (lastBid !== null && passes === 3);
  let contract: Contract | null = null;
  if (complete && lastBid) {
    const { bid } = lastBid;
    // Law 46: the first of the winning side to name the final strain; the last bidder's side
    // always has named it, so the fallback never applies.
    const declarer = declarerOf(calls, bid.strain, sideOf(lastBid.seat)) ?? lastBid.seat;
    contract = { level: bid.level, strain: bid.strain, doubled, declarer };
  }
  return ok({
    dealer: state.dealer,
    calls,
    toAct: complete ? null : nextSeat(seat),
    complete,
    passedOut,
    lastBid,
    doubled,
    contract,
  });
};

/**
 * Runs a whole sequence of calls from the dealer. Stops at the first call that is not allowed
 * and returns its error with the call's `index` in `calls`. The result may be an unfinished
 * auction if the calls stop early.
 */
export const runAuction = (rules: RuleSet, dealer: Seat, calls: readonly Call[]): Result<AuctionState, CallError & { index: number }> => {
  let state = startAuction(dealer);
  for (const [index, call] of calls.entries()) {
    const next = applyCall(rules, state, call);
    if (!next.ok) return err({ ...next.error, index });
    state = next.value;
  }
  return ok(state);
};

/**
 * Every call the player to act may make: pass, double, redouble (those that are legal), then
 * the legal bids from the lowest up. Empty once the auction is over.
 */
export const legalCalls = (rules: RuleSet, state: AuctionState): Call[] => {
  if (state.complete || state.toAct === null) return [];
  const candidates: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }, ...bidLadder(rules)];
  return candidates.filter((c) => checkCall(rules, state, c) === null);
};
