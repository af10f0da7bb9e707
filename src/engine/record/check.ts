/**
 * The one gate between a hand as written and the rest of the site: {@link checkRecord}, in
 * phases (rule set, dealer, deal, auction, play, claim, result), each adding its problems.
 *
 * @packageDocumentation
 */
import { applyCall, callName, formatCall, startAuction, type AuctionState } from '../auction.ts';
import { isCard } from '../card.ts';
import { isFullDeal, validateDeal } from '../deal.ts';
import {
  applyCard,
  checkClaim,
  checkClaimTotal,
  currentTrickNumber,
  declarerTricks,
  startPlay,
  TRICKS_PER_DEAL,
  tricksRemaining,
  type PlayState,
} from '../play.ts';
import { err, ok, type Result } from '../result.ts';
import { getRuleSet, RULE_SET_IDS, withOptions } from '../rules/index.ts';
import type { RuleSet } from '../rules/types.ts';
import { NO_ARGS, type Diagnostic, type DiagnosticArgs, type DiagnosticFrame, type SourcePos } from '../source.ts';
import { SEATS, SEAT_NAMES, type Call, type Contract, type Deal, type FullDeal } from '../types.ts';
import { definedOnly } from './timeline.ts';
import type { CallEntry, CheckedHand, HandRecord, PlayEntry, StatedContract, TricksSource } from './types.ts';

interface DiagWhere {
  readonly hint?: string | undefined;
  readonly pos?: SourcePos | undefined;
  readonly step?: number | undefined;
  /** The message's placeholders, its template and frame (`Diagnostic.args`). */
  readonly args?: DiagnosticArgs | undefined;
  readonly template?: string | undefined;
  readonly frame?: DiagnosticFrame | undefined;
}

/** A diagnostic with only the fields that have values (so that it survives JSON unchanged). */
const diagnostic = (code: string, message: string, where: DiagWhere = {}): Diagnostic => ({
  code,
  message,
  severity: 'error',
  ...(where.hint !== undefined ? { hint: where.hint } : {}),
  ...(where.pos !== undefined ? { pos: where.pos } : {}),
  ...(where.step !== undefined ? { step: where.step } : {}),
  ...(where.args !== undefined ? { args: where.args } : {}),
  ...(where.template !== undefined ? { template: where.template } : {}),
  ...(where.frame !== undefined && where.args !== undefined ? { frame: where.frame } : {}),
});

/** Every code `checkRecord` reports of its own (the deal's, the auction's and the play's come with theirs). */
export const RECORD_CODES = [
  'RULESET_UNKNOWN',
  'DEALER_INVALID',
  'RECORD_MALFORMED',
  'PLAY_AFTER_PASS_OUT',
  'PLAY_BEFORE_AUCTION_END',
  'CARD_UNKNOWN',
  'CLAIM_WITHOUT_CONTRACT',
  'RESULT_MISMATCH',
  'RESULT_INVALID',
  'RESULT_WITHOUT_CONTRACT',
] as const;

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Whether a value is a call the auction can name. */
const readableCall = (call: unknown): boolean => {
  const type = (call as { type?: unknown } | null | undefined)?.type;
  return type === 'pass' || type === 'double' || type === 'redouble' || type === 'bid';
};

/** The call in words, or a stand-in when it is not a readable call at all. */
const safeCallName = (call: unknown): string => {
  const type = (call as { type?: unknown } | null | undefined)?.type;
  return type === 'pass' || type === 'double' || type === 'redouble' || type === 'bid' ? callName(call as Call) : 'an unreadable call';
};

/** The stated contract as a {@link Contract}, when it gives the level (an end position may not). */
const statedContract = (c: StatedContract): Contract | null =>
  c.level === undefined ? null : { level: c.level, strain: c.strain, doubled: c.doubled ?? 0, declarer: c.declarer };

/** Four known hands of one length under thirteen, with at least one card each: an end position. */
const isEndPosition = (deal: Deal): boolean => {
  const lengths = SEATS.map((s) => deal[s]?.length ?? -1);
  return lengths.every((n) => n === lengths[0]) && lengths[0]! > 0 && lengths[0]! < TRICKS_PER_DEAL;
};

/** What the phases have established so far; each phase reads it and adds to it. */
interface Checking {
  readonly record: HandRecord;
  readonly problems: Diagnostic[];
  readonly calls: readonly CallEntry[];
  readonly cards: readonly PlayEntry[];
  /** The step of the first card: after every call. */
  readonly playStep: number;
  /** A contract stated without an auction (and only then: calls say what the contract is). */
  readonly stated: StatedContract | undefined;
  rules?: RuleSet;
  dealerOk: boolean;
  partialDeal: boolean;
  fullDeal: FullDeal | null;
  endPosition: boolean;
  auction: AuctionState | null;
  auctionOk: boolean;
  irregularity: CheckedHand['irregularity'];
  contract: Contract | null;
  playContract: CheckedHand['playContract'];
  play: PlayState | null;
  playOk: boolean;
  claimed: number | null;
  resultTricks: number | null;
}

/** An entry's position, or the record's. */
const at = (c: Checking, pos: SourcePos | undefined): SourcePos | undefined => pos ?? c.record.pos;

/** The rule set and its options; the dealer; the calls and cards as lists. */
const checkHeader = (c: Checking): void => {
  const { record } = c;
  const base = typeof record.ruleSet === 'string' ? getRuleSet(record.ruleSet) : undefined;
  if (base === undefined) {
    c.problems.push(
      diagnostic('RULESET_UNKNOWN', `There is no rule set called ${JSON.stringify(record.ruleSet)}.`, {
        hint: `Name one of: ${RULE_SET_IDS.join(', ')}.`,
        pos: record.pos,
        args: { text: String(JSON.stringify(record.ruleSet)), ids: RULE_SET_IDS.join(', ') },
      }),
    );
  } else c.rules = withOptions(base, record.options ?? {});
  if (!c.dealerOk) {
    c.problems.push(
      diagnostic('DEALER_INVALID', `${JSON.stringify(record.dealer)} is not a seat: the dealer is North, East, South or West.`, {
        hint: 'Write the dealer as N, E, S or W.',
        pos: record.pos,
        args: { text: String(JSON.stringify(record.dealer)) },
      }),
    );
  }
  for (const [key, value] of [
    ['calls', record.calls],
    ['play', record.play],
  ] as const) {
    if (!Array.isArray(value)) {
      c.problems.push(
        diagnostic('RECORD_MALFORMED', `The record's ${key} is not a list${key === 'calls' ? ' of calls' : ' of cards'}.`, {
          hint: 'Write an empty list when there is none.',
          pos: record.pos,
          args: NO_ARGS,
          template: `RECORD_MALFORMED.${key}`,
        }),
      );
    }
  }
};

/** The deal: short hands for diagrams (no play), and for an end position under a stated contract. */
const checkDealPhase = (c: Checking): void => {
  const { record } = c;
  const dealCheck = validateDeal(record.deal, { allowShortHands: c.cards.length === 0 || c.stated !== undefined });
  c.endPosition = dealCheck.ok && c.stated !== undefined && isEndPosition(record.deal);
  if (!dealCheck.ok) {
    c.problems.push(...dealCheck.error.map((d) => (d.pos === undefined && record.pos !== undefined ? { ...d, pos: record.pos } : d)));
    return;
  }
  c.partialDeal = dealCheck.value.partial && !c.endPosition;
  if (!c.partialDeal && isFullDeal(record.deal)) c.fullDeal = record.deal;
};

/** The auction, call by call: the first refused call stops it; an irregularity ends the check there. */
const checkAuctionPhase = (c: Checking): void => {
  if (c.rules !== undefined && c.dealerOk) {
    let state = startAuction(c.record.dealer);
    c.auctionOk = true;
    for (const [i, entry] of c.calls.entries()) {
      if (entry?.irregularity !== undefined) {
        c.irregularity = { step: i, kind: entry.irregularity };
        break;
      }
      const call = (entry as CallEntry | null | undefined)?.call;
      const r = applyCall(c.rules, state, call as Call);
      if (!r.ok) {
        const who = state.toAct === null ? '' : `, ${SEAT_NAMES[state.toAct]}'s ${safeCallName(call)}`;
        const label = state.toAct === null ? `Call ${i + 1} (${safeCallName(call)})` : `Call ${i + 1}${who}`;
        const callArg = readableCall(call) ? formatCall(call as Call) : '?';
        const frame: DiagnosticFrame =
          state.toAct === null
            ? { template: 'callOver', args: { n: i + 1, call: callArg } }
            : { template: 'call', args: { n: i + 1, seat: state.toAct, call: callArg } };
        c.problems.push(
          diagnostic(r.error.code, `${label}: ${r.error.message}`, {
            hint: r.error.hint,
            pos: at(c, entry?.pos),
            step: i,
            args: r.error.args,
            template: r.error.template,
            frame,
          }),
        );
        c.auctionOk = false;
        break;
      }
      state = r.value;
    }
    c.auction = state;
  }
  const { auction, auctionOk, stated } = c;
  c.contract = auctionOk && auction !== null && auction.complete ? auction.contract : stated !== undefined ? statedContract(stated) : null;
  c.playContract = c.contract ?? (stated !== undefined ? { strain: stated.strain, declarer: stated.declarer } : null);
};

/** Cards after a passed-out auction, or before the auction is over. */
const checkPlayHasContract = (c: Checking): void => {
  const { auction, auctionOk } = c;
  if (!auctionOk || auction === null) return;
  const pos = at(c, c.cards[0]?.pos);
  if (auction.passedOut) {
    c.problems.push(
      diagnostic('PLAY_AFTER_PASS_OUT', 'Cards are played, but all four players passed: there is no contract to play.', {
        hint: 'Remove the play, or correct the auction.',
        pos,
        step: c.playStep,
        args: NO_ARGS,
      }),
    );
  } else if (!auction.complete && c.stated === undefined) {
    const toAct = auction.toAct === null ? '' : ` ${SEAT_NAMES[auction.toAct]} is still to call.`;
    c.problems.push(
      diagnostic(
        'PLAY_BEFORE_AUCTION_END',
        `Cards are played before the auction is over: it needs three passes after the last bid.${toAct}`,
        {
          hint: 'Add the missing calls before the play.',
          pos,
          step: c.playStep,
          ...(auction.toAct === null ? { args: NO_ARGS } : { args: { seat: auction.toAct }, template: 'PLAY_BEFORE_AUCTION_END.seat' }),
        },
      ),
    );
  }
};

/**
 * The play, card by card: the first refused card stops it; an irregularity ends the check there.
 * A partial deal with play (PBN allows it: the hands not known are "-") is kept as written: the
 * rules cannot replay cards whose hands are not known.
 */
const checkPlayPhase = (c: Checking): void => {
  if (c.cards.length === 0 || c.irregularity !== null) return;
  checkPlayHasContract(c);
  if (c.playContract === null || c.fullDeal === null) return;
  let state = startPlay(c.fullDeal, c.playContract);
  c.playOk = true;
  for (const [j, entry] of c.cards.entries()) {
    const card: unknown = (entry as PlayEntry | null | undefined)?.card;
    const step = c.playStep + j;
    if (entry?.irregularity !== undefined) {
      c.irregularity = { step, kind: entry.irregularity };
      c.playOk = false;
      break;
    }
    if (typeof card !== 'string' || !isCard(card)) {
      c.problems.push(
        diagnostic('CARD_UNKNOWN', `Card ${j + 1} of the play, ${JSON.stringify(card)}, is not a card.`, {
          hint: "Write a card as suit then rank, e.g. 'SA' for the ace of spades or 'HT' for the ten of hearts.",
          pos: at(c, entry?.pos),
          step,
          args: { n: j + 1, text: String(JSON.stringify(card)) },
        }),
      );
      c.playOk = false;
      break;
    }
    const r = applyCard(state, card);
    if (!r.ok) {
      const message = r.error.code === 'PLAY_OVER' ? r.error.message : `Trick ${currentTrickNumber(state)}: ${r.error.message}`;
      const frame: DiagnosticFrame | undefined =
        r.error.code === 'PLAY_OVER' ? undefined : { template: 'trick', args: { n: currentTrickNumber(state) } };
      c.problems.push(
        diagnostic(r.error.code, message, {
          hint: r.error.hint,
          pos: at(c, entry?.pos),
          step,
          args: r.error.args,
          template: r.error.template,
          frame,
        }),
      );
      c.playOk = false;
      break;
    }
    state = r.value;
  }
  c.play = state;
};

const playComplete = (c: Checking): boolean => c.playOk && c.play !== null && c.play.complete;

/** The claim: the declaring side's final total. */
const checkClaimPhase = (c: Checking): void => {
  const claim = c.record.claim;
  if (claim === undefined || c.irregularity !== null) return;
  const where = { pos: at(c, claim.pos), step: c.playStep + c.cards.length };
  const { auction, play, playContract } = c;
  if (c.auctionOk && auction !== null && playContract === null) {
    c.problems.push(
      diagnostic(
        'CLAIM_WITHOUT_CONTRACT',
        auction.passedOut
          ? 'A claim is made, but all four players passed: there is no contract.'
          : 'A claim is made before the auction is over.',
        {
          ...where,
          hint: 'Remove the claim, or complete the auction.',
          args: NO_ARGS,
          template: auction.passedOut ? 'CLAIM_WITHOUT_CONTRACT.passedOut' : 'CLAIM_WITHOUT_CONTRACT.unfinished',
        },
      ),
    );
  } else if (playContract !== null && (c.cards.length === 0 || (play !== null && c.playOk))) {
    const r = play !== null ? checkClaim(play, claim.tricks) : checkClaimTotal(0, TRICKS_PER_DEAL, claim.tricks);
    if (r.ok) c.claimed = r.value;
    else
      c.problems.push(
        diagnostic(r.error.code, r.error.message, { ...where, hint: r.error.hint, args: r.error.args, template: r.error.template }),
      );
  }
};

/** A result against the play, the claim, or an unfinished play (where it acts as the claim). */
const resultAgainstPlay = (c: Checking, result: number): void => {
  const pos = c.record.pos;
  const mismatch = (message: string, args: DiagnosticArgs, template: string): void => {
    c.problems.push(diagnostic('RESULT_MISMATCH', message, { hint: 'Correct the result, or the play.', pos, args, template }));
  };
  const says = `The result says ${plural(result, 'trick', 'tricks')}`;
  const { play } = c;
  if (playComplete(c) && play !== null) {
    const won = declarerTricks(play);
    if (won !== result)
      mismatch(`${says}, but in the play the declaring side won ${won}.`, { ntricks: result, won }, 'RESULT_MISMATCH.play');
    else c.resultTricks = result;
  } else if (c.record.claim !== undefined) {
    if (c.claimed !== null && c.claimed !== result)
      mismatch(`${says}, but the claim is for ${c.claimed}.`, { ntricks: result, claimed: c.claimed }, 'RESULT_MISMATCH.claim');
    else c.resultTricks = result;
  } else if (play !== null && c.playOk) {
    const won = declarerTricks(play);
    if (!checkClaim(play, result).ok) {
      mismatch(
        `${says}, but the declaring side has won ${won} with ${plural(tricksRemaining(play), 'trick', 'tricks')} still to play.`,
        { ntricks: result, won, ntricksLeft: tricksRemaining(play) },
        'RESULT_MISMATCH.unfinished',
      );
    } else c.resultTricks = result;
  } else if (c.cards.length === 0) c.resultTricks = result;
};

/** The result as written, against the play or the claim. */
const checkResultPhase = (c: Checking): void => {
  const result = c.record.result;
  if (result === undefined) return;
  const pos = c.record.pos;
  const { auction } = c;
  if (!Number.isInteger(result) || result < 0 || result > TRICKS_PER_DEAL) {
    c.problems.push(
      diagnostic('RESULT_INVALID', `The result ${JSON.stringify(result)} is not a number of tricks from 0 to 13.`, {
        hint: "The result is the number of tricks won by the declarer's side.",
        pos,
        args: { text: String(JSON.stringify(result)) },
      }),
    );
  } else if (c.irregularity !== null) {
    // Past an irregularity the rules cannot say how many tricks were won: kept as written.
  } else if (c.auctionOk && auction !== null && c.playContract === null) {
    const says = `The result says ${plural(result, 'trick', 'tricks')}`;
    c.problems.push(
      diagnostic(
        'RESULT_WITHOUT_CONTRACT',
        auction.passedOut
          ? `${says}, but all four players passed: there is no contract.`
          : `${says}, but the auction is not finished, so there is no declarer.`,
        {
          hint: 'Remove the result, or complete the auction.',
          pos,
          args: { ntricks: result },
          template: auction.passedOut ? 'RESULT_WITHOUT_CONTRACT.passedOut' : 'RESULT_WITHOUT_CONTRACT.unfinished',
        },
      ),
    );
  } else if (c.playContract !== null) resultAgainstPlay(c, result);
};

/** The declaring side's tricks and where they were read from: the play, the claim, the result. */
const tricksOf = (c: Checking): [number | null, TricksSource | null] => {
  if (playComplete(c) && c.play !== null) return [declarerTricks(c.play), 'play'];
  if (c.claimed !== null) return [c.claimed, 'claim'];
  if (c.resultTricks !== null) return [c.resultTricks, 'result'];
  return [null, null];
};

/**
 * The one gate between a hand as written and the rest of the site. Checks, and reports every
 * independent problem it can find in one pass:
 *
 * - the rule set id (`RULESET_UNKNOWN`), options applied with `withOptions`;
 * - the dealer (`DEALER_INVALID`);
 * - the deal, with the codes of `validateDeal`; short hands are allowed when no card is played
 *   (diagrams and bidding problems) and in an end position (four hands of one length under a
 *   contract stated without calls); unknown hands are allowed (their cards are kept, not
 *   replayed: PBN writes them "-");
 * - the calls, replayed through `applyCall`: the first refused call stops the auction check,
 *   with the auction's code (`BID_INSUFFICIENT`, `DEALER_MUST_BID`, ...);
 * - the cards, replayed through `applyCard` when the deal is whole and there is a contract
 *   (from the calls, or `record.contract` without calls): the first refused card stops the play
 *   check, with the play's code (`REVOKE`, `WRONG_SEAT`, ...); cards after a passed-out auction
 *   (`PLAY_AFTER_PASS_OUT`) or before the auction is over (`PLAY_BEFORE_AUCTION_END`);
 * - a call or card marked with an irregularity the players let stand (`Irregularity`) ends
 *   the check there, without an error: `CheckedHand.irregularity` says where;
 * - the claim (`CLAIM_TOO_FEW`, `CLAIM_TOO_MANY`, `CLAIM_INVALID`, `CLAIM_WITHOUT_CONTRACT`);
 * - the `result` against the play or the claim (`RESULT_MISMATCH`, `RESULT_INVALID`,
 *   `RESULT_WITHOUT_CONTRACT`).
 *
 * A call or card diagnostic carries `step`: 0 is before the first call, and step k is after k
 * calls and cards, so the call at index i is step i and the card at index j is step
 * `calls.length + j`. It carries the entry's `pos` when the record has one (else the record's).
 * Nothing throws.
 */
export const checkRecord = (record: HandRecord): Result<CheckedHand, Diagnostic[]> => {
  const calls: readonly CallEntry[] = Array.isArray(record.calls) ? record.calls : [];
  const cards: readonly PlayEntry[] = Array.isArray(record.play) ? record.play : [];
  const c: Checking = {
    record,
    problems: [],
    calls,
    cards,
    playStep: calls.length,
    stated: calls.length === 0 ? record.contract : undefined,
    dealerOk: (SEATS as readonly unknown[]).includes(record.dealer),
    partialDeal: false,
    fullDeal: null,
    endPosition: false,
    auction: null,
    auctionOk: false,
    irregularity: null,
    contract: null,
    playContract: null,
    play: null,
    playOk: false,
    claimed: null,
    resultTricks: null,
  };
  checkHeader(c);
  checkDealPhase(c);
  checkAuctionPhase(c);
  checkPlayPhase(c);
  checkClaimPhase(c);
  checkResultPhase(c);
  const { auction, rules } = c;
  if (c.problems.length > 0 || auction === null || rules === undefined) return err(c.problems);
  const [tricks, tricksFrom] = tricksOf(c);
  return ok({
    record,
    ruleSetId: rules.id,
    options: definedOnly(rules.options),
    rules,
    partialDeal: c.partialDeal,
    auction,
    contract: c.contract,
    declarer: c.playContract?.declarer ?? null,
    tricks,
    tricksFrom,
    playComplete: playComplete(c),
    irregularity: c.irregularity,
    endPosition: c.endPosition,
    playContract: c.playContract,
  });
};
