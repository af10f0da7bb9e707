/**
 * Hand records: a hand as authored (`HandRecord`, raw and unchecked), the single gate that
 * checks it under a rule set (`checkRecord`), and the replay that turns a checked hand into a
 * timeline of JSON-safe snapshots (`replay`).
 *
 * @packageDocumentation
 */
import { applyCall, callName, startAuction, type AuctionState } from './auction.ts';
import { isCard } from './card.ts';
import { isFullDeal, validateDeal } from './deal.ts';
import {
  applyCard,
  checkClaim,
  checkClaimTotal,
  currentTrickNumber,
  declarerTricks,
  startPlay,
  TRICKS_PER_DEAL,
  tricksRemaining,
  type PlayedCard,
  type PlayState,
} from './play.ts';
import { err, ok, type Result } from './result.ts';
import { getRuleSet, RULE_SET_IDS, withOptions } from './rules/index.ts';
import type { RuleOptions, RuleSet, RuleSetId } from './rules/types.ts';
import { leftHandOpponent, partner } from './seat.ts';
import type { Diagnostic, SourcePos } from './source.ts';
import {
  SEATS,
  SEAT_NAMES,
  type BySeat,
  type BySide,
  type Call,
  type Card,
  type Contract,
  type Deal,
  type Doubling,
  type FullDeal,
  type Level,
  type Seat,
  type Strain,
  type Vulnerability,
} from './types.ts';

/**
 * An irregularity a record marks on a call or a card and the players let stand (PBN 2.1 §3.5
 * and §3.6: `^I`, `^S`, `^R`, `^L`). The rules cannot replay past one: `checkRecord` checks the
 * hand up to the first (`CheckedHand.irregularity`) and keeps the rest as written.
 *
 * - `insufficient-bid`: an insufficient bid, accepted (`^I`);
 * - `turn-skipped`: a call out of rotation was accepted, and the player whose turn it was lost
 *   it; marked on the call after the skipped turn (`^S`);
 * - `revoke`: a card that does not follow suit though the player could (`^R`);
 * - `lead-out-of-turn`: a lead by the wrong player, accepted (`^L`).
 */
export type Irregularity = 'insufficient-bid' | 'turn-skipped' | 'revoke' | 'lead-out-of-turn';

/** A call as written, with its annotation. */
export interface CallEntry {
  readonly call: Call;
  /** An irregularity the record marks on this call. */
  readonly irregularity?: Extract<Irregularity, 'insufficient-bid' | 'turn-skipped'>;
  /** An alert (PBN `!`, LIN `mb|1C!|`). */
  readonly alert?: boolean;
  /** The commentary or note attached to this call. */
  readonly note?: string;
  readonly pos?: SourcePos;
}

/** A card as played, in the order played, with its annotation. */
export interface PlayEntry {
  readonly card: Card;
  readonly note?: string;
  /** The file marks the card as a mistake (PBN `?`, `??`, `?!`, or a NAG for a poor move). */
  readonly mistake?: boolean;
  /** An irregularity the record marks on this card. */
  readonly irregularity?: Extract<Irregularity, 'revoke' | 'lead-out-of-turn'>;
  readonly pos?: SourcePos;
}

/**
 * The contract as a record states it without an auction (PBN's Contract and Declarer tags with
 * no Auction section). An end position may name only the strain (pbn-lin.md §3: "in end
 * positions only the denomination"); its declarer is then the seat on the right of the first
 * card's player.
 */
export interface StatedContract {
  readonly level?: Level;
  readonly strain: Strain;
  readonly doubled?: Doubling;
  readonly declarer: Seat;
}

/**
 * A hand as authored: what a PBN or LIN file (or the Hand Lab) says, not yet checked.
 * Nothing here is guaranteed legal; `checkRecord` is the one gate.
 */
export interface HandRecord {
  /** A title for readers (PBN `Event`/`Board`, or our `Title` tag). */
  readonly title?: string;
  /** The rule set id as written (checked by `checkRecord`). */
  readonly ruleSet: string;
  /** Options on the rule set (three-handed, nullos, duplicate). */
  readonly options?: RuleOptions;
  readonly board?: string;
  readonly dealer: Seat;
  /** The four hands; `null` where unknown. */
  readonly deal: Deal;
  /** Only meaningful under Contract scoring; `None` for auction. */
  readonly vulnerability?: Vulnerability;
  /** Commentary before the first call. */
  readonly intro?: string;
  readonly calls: readonly CallEntry[];
  /** Cards in the order played (already reordered from PBN's seat columns). */
  readonly play: readonly PlayEntry[];
  /**
   * The contract, when the record gives no calls: the play is read and replayed under it.
   * Ignored when there are calls (the auction then says what the contract is).
   */
  readonly contract?: StatedContract;
  /** A claim: declarer's side's final total of tricks. */
  readonly claim?: { readonly tricks: number; readonly pos?: SourcePos };
  /** The `Result` as written (tricks won by declarer's side), if any. */
  readonly result?: number;
  /** Every other tag as written, kept so that nothing is lost on export. */
  readonly tags?: Readonly<Record<string, string>>;
  /** Where the record starts in its file. */
  readonly pos?: SourcePos;
}

// ---------------------------------------------------------------------------------------------
// The gate: checkRecord

/** Where the declaring side's number of tricks was read from. */
export type TricksSource = 'play' | 'claim' | 'result';

/**
 * A hand that passed {@link checkRecord}: the record as written, the rule set it is played
 * under, and what the auction and the play established. Plain JSON-safe data.
 */
export interface CheckedHand {
  readonly record: HandRecord;
  /** The rule set's id, as resolved. */
  readonly ruleSetId: RuleSetId;
  /** The options applied on top of it (`record.options`, or none). */
  readonly options: RuleOptions;
  /** The rule set with the options applied: what the auction was checked under. */
  readonly rules: RuleSet;
  /** Some hand is unknown or short (allowed only for diagrams: hands without play). */
  readonly partialDeal: boolean;
  /** The auction after the last call (possibly unfinished, for a bidding problem). */
  readonly auction: AuctionState;
  /**
   * The final contract, or the one the record states without calls; `null` if passed out, if
   * the calls stop before the auction ends, or if a stated contract gives no level (an end
   * position: see {@link CheckedHand.playContract}).
   */
  readonly contract: Contract | null;
  /** The contract's declarer (law 46, 1912), or `null` without a contract. */
  readonly declarer: Seat | null;
  /**
   * Tricks won by the declaring side: from a complete play, else from the claim, else from the
   * `result` tag; `null` when none of them says.
   */
  readonly tricks: number | null;
  /** Where {@link CheckedHand.tricks} was read from. */
  readonly tricksFrom: TricksSource | null;
  /** Whether all thirteen tricks were played (every card of an end position). */
  readonly playComplete: boolean;
  /**
   * The first irregularity the record marks (`^I`, `^S`, `^R`, `^L`), at its step: the rules
   * checked the hand up to it and no further (what follows is kept as written); `null` without
   * one.
   */
  readonly irregularity: { readonly step: number; readonly kind: Irregularity } | null;
  /**
   * The hands are an end position: all four known, of one length under thirteen, with the play
   * starting from there under a {@link HandRecord.contract}.
   */
  readonly endPosition: boolean;
  /** Who declares and the strain the play is under: from the contract, or from a stated strain alone. */
  readonly playContract: Pick<Contract, 'strain' | 'declarer'> | null;
}

interface DiagWhere {
  readonly hint?: string | undefined;
  readonly pos?: SourcePos | undefined;
  readonly step?: number | undefined;
}

/** A diagnostic with only the fields that have values (so that it survives JSON unchanged). */
const diagnostic = (code: string, message: string, where: DiagWhere = {}): Diagnostic => ({
  code,
  message,
  severity: 'error',
  ...(where.hint !== undefined ? { hint: where.hint } : {}),
  ...(where.pos !== undefined ? { pos: where.pos } : {}),
  ...(where.step !== undefined ? { step: where.step } : {}),
});

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The call in words, or a stand-in when it is not a readable call at all. */
const safeCallName = (call: unknown): string => {
  const type = (call as { type?: unknown } | null | undefined)?.type;
  return type === 'pass' || type === 'double' || type === 'redouble' || type === 'bid' ? callName(call as Call) : 'an unreadable call';
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
  const problems: Diagnostic[] = [];
  const at = (pos: SourcePos | undefined): SourcePos | undefined => pos ?? record.pos;

  // The rule set and its options.
  const base = typeof record.ruleSet === 'string' ? getRuleSet(record.ruleSet) : undefined;
  if (base === undefined) {
    problems.push(
      diagnostic('RULESET_UNKNOWN', `There is no rule set called ${JSON.stringify(record.ruleSet)}.`, {
        hint: `Name one of: ${RULE_SET_IDS.join(', ')}.`,
        pos: record.pos,
      }),
    );
  }
  const options: RuleOptions = record.options ?? {};
  const rules = base === undefined ? undefined : withOptions(base, options);

  // The dealer.
  const dealerOk = (SEATS as readonly unknown[]).includes(record.dealer);
  if (!dealerOk) {
    problems.push(
      diagnostic('DEALER_INVALID', `${JSON.stringify(record.dealer)} is not a seat: the dealer is North, East, South or West.`, {
        hint: 'Write the dealer as N, E, S or W.',
        pos: record.pos,
      }),
    );
  }

  const calls: readonly CallEntry[] = Array.isArray(record.calls) ? record.calls : [];
  const cards: readonly PlayEntry[] = Array.isArray(record.play) ? record.play : [];
  for (const [key, value] of [['calls', record.calls], ['play', record.play]] as const) {
    if (!Array.isArray(value)) {
      problems.push(
        diagnostic('RECORD_MALFORMED', `The record's ${key} is not a list${key === 'calls' ? ' of calls' : ' of cards'}.`, {
          hint: 'Write an empty list when there is none.',
          pos: record.pos,
        }),
      );
    }
  }
  const hasPlay = cards.length > 0;
  const playStep = calls.length;
  // A contract stated without an auction (and only then: calls say what the contract is).
  const stated = calls.length === 0 ? record.contract : undefined;

  // The deal: short hands for diagrams (no play), and for an end position under a stated contract.
  const dealCheck = validateDeal(record.deal, { allowShortHands: !hasPlay || stated !== undefined });
  let partialDeal = false;
  let fullDeal: FullDeal | null = null;
  const endPosition = dealCheck.ok && stated !== undefined && isEndPosition(record.deal);
  if (!dealCheck.ok) {
    problems.push(...dealCheck.error.map((d) => (d.pos === undefined && record.pos !== undefined ? { ...d, pos: record.pos } : d)));
  } else {
    partialDeal = dealCheck.value.partial && !endPosition;
    if (!partialDeal && isFullDeal(record.deal)) fullDeal = record.deal;
  }
  let irregularity: CheckedHand['irregularity'] = null;

  // The auction, call by call.
  let auction: AuctionState | null = null;
  let auctionOk = false;
  if (rules !== undefined && dealerOk) {
    let state = startAuction(record.dealer);
    auctionOk = true;
    for (const [i, entry] of calls.entries()) {
      if (entry?.irregularity !== undefined) {
        irregularity = { step: i, kind: entry.irregularity };
        break;
      }
      const call = (entry as CallEntry | null | undefined)?.call;
      const r = applyCall(rules, state, call as Call);
      if (!r.ok) {
        const who = state.toAct === null ? '' : `, ${SEAT_NAMES[state.toAct]}'s ${safeCallName(call)}`;
        const label = state.toAct === null ? `Call ${i + 1} (${safeCallName(call)})` : `Call ${i + 1}${who}`;
        problems.push(diagnostic(r.error.code, `${label}: ${r.error.message}`, { hint: r.error.hint, pos: at(entry?.pos), step: i }));
        auctionOk = false;
        break;
      }
      state = r.value;
    }
    auction = state;
  }
  const contract = auctionOk && auction !== null && auction.complete ? auction.contract : stated !== undefined ? statedContract(stated) : null;
  const playContract = contract ?? (stated !== undefined ? { strain: stated.strain, declarer: stated.declarer } : null);

  // The play, card by card.
  let play: PlayState | null = null;
  let playOk = false;
  if (hasPlay && irregularity === null) {
    const pos = at(cards[0]?.pos);
    if (auctionOk && auction !== null && auction.passedOut) {
      problems.push(
        diagnostic('PLAY_AFTER_PASS_OUT', 'Cards are played, but all four players passed: there is no contract to play.', {
          hint: 'Remove the play, or correct the auction.',
          pos,
          step: playStep,
        }),
      );
    } else if (auctionOk && auction !== null && !auction.complete && stated === undefined) {
      const toAct = auction.toAct === null ? '' : ` ${SEAT_NAMES[auction.toAct]} is still to call.`;
      problems.push(
        diagnostic('PLAY_BEFORE_AUCTION_END', `Cards are played before the auction is over: it needs three passes after the last bid.${toAct}`, {
          hint: 'Add the missing calls before the play.',
          pos,
          step: playStep,
        }),
      );
    }
    // A partial deal with play (PBN allows it: the hands not known are "-") is kept as written:
    // the rules cannot replay cards whose hands are not known.
    if (playContract !== null && fullDeal !== null) {
      let state = startPlay(fullDeal, playContract);
      playOk = true;
      for (const [j, entry] of cards.entries()) {
        const card: unknown = (entry as PlayEntry | null | undefined)?.card;
        const step = playStep + j;
        if (entry?.irregularity !== undefined) {
          irregularity = { step, kind: entry.irregularity };
          playOk = false;
          break;
        }
        if (typeof card !== 'string' || !isCard(card)) {
          problems.push(
            diagnostic('CARD_UNKNOWN', `Card ${j + 1} of the play, ${JSON.stringify(card)}, is not a card.`, {
              hint: "Write a card as suit then rank, e.g. 'SA' for the ace of spades or 'HT' for the ten of hearts.",
              pos: at(entry?.pos),
              step,
            }),
          );
          playOk = false;
          break;
        }
        const r = applyCard(state, card);
        if (!r.ok) {
          const message = r.error.code === 'PLAY_OVER' ? r.error.message : `Trick ${currentTrickNumber(state)}: ${r.error.message}`;
          problems.push(diagnostic(r.error.code, message, { hint: r.error.hint, pos: at(entry?.pos), step }));
          playOk = false;
          break;
        }
        state = r.value;
      }
      play = state;
    }
  }
  const playComplete = playOk && play !== null && play.complete;

  // The claim: the declaring side's final total.
  let claimed: number | null = null;
  const claim = record.claim;
  if (claim !== undefined && irregularity === null) {
    const where = { pos: at(claim.pos), step: playStep + cards.length };
    if (auctionOk && auction !== null && playContract === null) {
      problems.push(
        diagnostic(
          'CLAIM_WITHOUT_CONTRACT',
          auction.passedOut ? 'A claim is made, but all four players passed: there is no contract.' : 'A claim is made before the auction is over.',
          { ...where, hint: 'Remove the claim, or complete the auction.' },
        ),
      );
    } else if (playContract !== null && (!hasPlay || (play !== null && playOk))) {
      const r = play !== null ? checkClaim(play, claim.tricks) : checkClaimTotal(0, TRICKS_PER_DEAL, claim.tricks);
      if (r.ok) claimed = r.value;
      else problems.push(diagnostic(r.error.code, r.error.message, { ...where, hint: r.error.hint }));
    }
  }

  // The result as written, against the play or the claim.
  let resultTricks: number | null = null;
  const result = record.result;
  if (result !== undefined) {
    const pos = record.pos;
    if (!Number.isInteger(result) || result < 0 || result > TRICKS_PER_DEAL) {
      problems.push(
        diagnostic('RESULT_INVALID', `The result ${JSON.stringify(result)} is not a number of tricks from 0 to 13.`, {
          hint: "The result is the number of tricks won by the declarer's side.",
          pos,
        }),
      );
    } else if (irregularity !== null) {
      // Past an irregularity the rules cannot say how many tricks were won: kept as written.
    } else if (auctionOk && auction !== null && playContract === null) {
      problems.push(
        diagnostic(
          'RESULT_WITHOUT_CONTRACT',
          auction.passedOut
            ? `The result says ${plural(result, 'trick', 'tricks')}, but all four players passed: there is no contract.`
            : `The result says ${plural(result, 'trick', 'tricks')}, but the auction is not finished, so there is no declarer.`,
          { hint: 'Remove the result, or complete the auction.', pos },
        ),
      );
    } else if (playContract !== null) {
      const mismatch = (message: string): void => {
        problems.push(diagnostic('RESULT_MISMATCH', message, { hint: 'Correct the result, or the play.', pos }));
      };
      if (playComplete && play !== null) {
        const won = declarerTricks(play);
        if (won !== result) mismatch(`The result says ${plural(result, 'trick', 'tricks')}, but in the play the declaring side won ${won}.`);
        else resultTricks = result;
      } else if (claim !== undefined) {
        if (claimed !== null && claimed !== result)
          mismatch(`The result says ${plural(result, 'trick', 'tricks')}, but the claim is for ${claimed}.`);
        else resultTricks = result;
      } else if (play !== null && playOk) {
        // An unfinished play with a result and no claim: the result acts as the claim.
        const won = declarerTricks(play);
        const r = checkClaim(play, result);
        if (!r.ok) {
          mismatch(
            `The result says ${plural(result, 'trick', 'tricks')}, but the declaring side has won ${won} with ${plural(tricksRemaining(play), 'trick', 'tricks')} still to play.`,
          );
        } else resultTricks = result;
      } else if (!hasPlay) resultTricks = result;
    }
  }

  if (problems.length > 0 || auction === null || rules === undefined) return err(problems);

  const declarer = playContract?.declarer ?? null;
  let tricks: number | null = null;
  let tricksFrom: TricksSource | null = null;
  if (playComplete && play !== null) [tricks, tricksFrom] = [declarerTricks(play), 'play'];
  else if (claimed !== null) [tricks, tricksFrom] = [claimed, 'claim'];
  else if (resultTricks !== null) [tricks, tricksFrom] = [resultTricks, 'result'];

  return ok({
    record,
    ruleSetId: rules.id,
    options: definedOnly(rules.options),
    rules,
    partialDeal,
    auction,
    contract,
    declarer,
    tricks,
    tricksFrom,
    playComplete,
    irregularity,
    endPosition,
    playContract,
  });
};

/** The stated contract as a {@link Contract}, when it gives the level (an end position may not). */
const statedContract = (c: StatedContract): Contract | null =>
  c.level === undefined ? null : { level: c.level, strain: c.strain, doubled: c.doubled ?? 0, declarer: c.declarer };

/** Four known hands of one length under thirteen, with at least one card each: an end position. */
const isEndPosition = (deal: Deal): boolean => {
  const lengths = SEATS.map((s) => deal[s]?.length ?? -1);
  return lengths.every((n) => n === lengths[0]) && lengths[0]! > 0 && lengths[0]! < TRICKS_PER_DEAL;
};

// ---------------------------------------------------------------------------------------------
// The replay: a timeline of snapshots for a step-by-step viewer

/** A call in the auction so far, with its annotation. */
export interface AuctionEntry {
  readonly seat: Seat;
  readonly call: Call;
  /** Present (and `true`) only for an alerted call. */
  readonly alert?: boolean;
  readonly note?: string;
}

/** What happened at a step. Widgets turn this into words ("South plays the king of hearts"). */
export type StepEvent =
  | { readonly type: 'start' }
  | { readonly type: 'call'; readonly seat: Seat; readonly call: Call; readonly alert?: boolean }
  | {
      readonly type: 'card';
      /** Who played it (the dummy's seat when the declarer plays from dummy). */
      readonly seat: Seat;
      readonly card: Card;
      /** The trick this card belongs to, 1 to 13. */
      readonly trickNumber: number;
      /** Whether this was the fourth card of its trick. */
      readonly completesTrick: boolean;
      /** Who won the trick, when this card completes it. */
      readonly winner?: Seat;
    }
  | {
      readonly type: 'claim';
      /** The declarer, who claims. */
      readonly seat: Seat;
      /** The declaring side's final total of tricks. */
      readonly tricks: number;
    };

/** Where the hand stands at a step. */
export type Phase = 'auction' | 'play' | 'end';

/** The trick on the table: a just-completed trick stays visible, with its winner. */
export interface TrickView {
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  /** `null` until the fourth card is played. */
  readonly winner: Seat | null;
}

/** Everything a viewer shows at one step. JSON-safe. */
export interface Snapshot {
  /** 0 is before the first call; step k is after k calls, cards and claim. */
  readonly step: number;
  /**
   * `auction` until the auction is complete; `play` once there is a contract; `end` after a
   * passed-out auction, the last card, or a claim.
   */
  readonly phase: Phase;
  readonly event: StepEvent;
  /** The cards each player still holds; `null` for an unknown hand. */
  readonly hands: BySeat<readonly Card[] | null>;
  /** The calls so far. */
  readonly auction: readonly AuctionEntry[];
  /** The final contract, once the auction is complete. */
  readonly contract: Contract | null;
  /** The trick on the table, or `null` before the opening lead. */
  readonly trick: TrickView | null;
  /** Tricks won so far by each side (a claim does not change them: see the claim event). */
  readonly tricksWon: BySide<number>;
  /**
   * 0 during the auction; during the play, the number of the trick on the table (1 to 13),
   * or of the trick about to be led.
   */
  readonly trickNumber: number;
  /** Who calls or plays next (the dummy's seat when the declarer is to play from dummy); `null` at the end. */
  readonly toAct: Seat | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** Dummy's hand is face up only after the opening lead (law 59, 1912). */
  readonly dummyVisible: boolean;
  /** The annotation at this step (`record.intro` at step 0), or `null`. */
  readonly note: string | null;
}

/**
 * A hand precomputed for a viewer: one snapshot per step (`steps[i].step === i`), so that a
 * widget only holds a cursor. JSON-safe: it survives `JSON.parse(JSON.stringify(t))` unchanged.
 */
export interface Timeline {
  readonly ruleSet: RuleSetId;
  readonly options: RuleOptions;
  readonly dealer: Seat;
  readonly board?: string;
  readonly title?: string;
  readonly vulnerability?: Vulnerability;
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly steps: readonly Snapshot[];
  /** The step index of the first card of each trick (`trickStarts[0]` is the opening lead). */
  readonly trickStarts: readonly number[];
  readonly result: {
    /** Tricks won by the declaring side, as in {@link CheckedHand.tricks}. */
    readonly tricks: number | null;
    /** Whether the hand ends with a claim. */
    readonly claimed: boolean;
    /** Whether all thirteen tricks were played. */
    readonly complete: boolean;
  };
}

/** A copy without the keys whose value is `undefined` (JSON would drop them). */
const definedOnly = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const copyHands = (hands: Deal): BySeat<readonly Card[] | null> => ({
  N: hands.N === null ? null : [...hands.N],
  E: hands.E === null ? null : [...hands.E],
  S: hands.S === null ? null : [...hands.S],
  W: hands.W === null ? null : [...hands.W],
});

const copyTrick = (t: TrickView | null): TrickView | null =>
  t === null ? null : { leader: t.leader, cards: t.cards.map((c) => ({ seat: c.seat, card: c.card })), winner: t.winner };

/**
 * Replays a checked hand into a {@link Timeline}: step 0 (the deal, `record.intro` as note),
 * then one step per call, one per card, and one for the claim if there is one. The annotations
 * of calls and cards become the notes of their steps.
 */
export const replay = (hand: CheckedHand): Timeline => {
  const { record, rules } = hand;
  const steps: Snapshot[] = [];
  const trickStarts: number[] = [];
  const entries: AuctionEntry[] = [];
  let auction = startAuction(record.dealer);
  // A contract stated without calls: the play starts at once (from the end position, if it is one).
  const statedPlay = record.calls.length === 0 ? hand.playContract : null;
  let play: PlayState | null = statedPlay !== null && !hand.partialDeal && isFullDeal(record.deal) ? startPlay(record.deal, statedPlay) : null;
  const irregularAt = hand.irregularity?.step ?? Infinity;
  let trick: TrickView | null = null;
  let trickNumber = 0;
  let hands = copyHands(record.deal);
  let ended = false;

  const push = (event: StepEvent, note: string | undefined): void => {
    const contract = auction.complete ? auction.contract : statedPlay !== null ? hand.contract : null;
    const playContract = auction.complete ? auction.contract : statedPlay;
    const declarer = playContract?.declarer ?? null;
    const phase: Phase =
      !auction.complete && statedPlay === null ? 'auction' : ended || playContract === null || play?.complete === true ? 'end' : 'play';
    const toAct =
      phase === 'auction'
        ? auction.toAct
        : phase === 'end'
          ? null
          : play !== null
            ? play.toPlay
            : declarer === null
              ? null
              : leftHandOpponent(declarer); // law 58, 1912: the opening leader
    steps.push({
      step: steps.length,
      phase,
      event,
      hands: copyHands(hands),
      auction: entries.map((e) => ({ ...e })),
      contract,
      trick: copyTrick(trick),
      tricksWon: play === null ? { NS: 0, EW: 0 } : { ...play.tricksWon },
      trickNumber: playContract === null ? 0 : Math.max(trickNumber, 1),
      toAct,
      declarer,
      dummy: declarer === null ? null : partner(declarer),
      dummyVisible: play?.dummyExposed === true,
      note: note ?? null,
    });
  };

  push({ type: 'start' }, record.intro);

  for (const [i, entry] of record.calls.entries()) {
    if (i >= irregularAt) break; // the rules stop at a marked irregularity (checkRecord)
    const seat = auction.toAct;
    const r = applyCall(rules, auction, entry.call);
    if (!r.ok || seat === null) break; // cannot happen after checkRecord
    auction = r.value;
    const call = auction.calls[auction.calls.length - 1]!.call;
    entries.push({ seat, call, ...(entry.alert === true ? { alert: true } : {}), ...(entry.note !== undefined ? { note: entry.note } : {}) });
    if (auction.complete && auction.contract !== null && !hand.partialDeal && isFullDeal(record.deal)) {
      play = startPlay(record.deal, auction.contract);
    }
    push({ type: 'call', seat, call, ...(entry.alert === true ? { alert: true } : {}) }, entry.note);
  }

  for (const [j, entry] of record.play.entries()) {
    if (play === null) break; // a partial deal: its cards are kept, not replayed
    if (record.calls.length + j >= irregularAt) break;
    const seat = play.toPlay;
    const current = play.current;
    const r = applyCard(play, entry.card);
    if (!r.ok || seat === null || current === null) break; // cannot happen after checkRecord
    const number = play.tricks.length + 1;
    if (current.cards.length === 0) trickStarts.push(steps.length);
    play = r.value;
    hands = play.hands;
    const done = play.tricks.length === number ? play.tricks[number - 1]! : null;
    trick = done ?? { leader: current.leader, cards: [...current.cards, { seat, card: entry.card }], winner: null };
    trickNumber = number;
    push(
      {
        type: 'card',
        seat,
        card: entry.card,
        trickNumber: number,
        completesTrick: done !== null,
        ...(done !== null ? { winner: done.winner } : {}),
      },
      entry.note,
    );
  }

  // checkRecord accepted the claim, so it stands whenever there is a contract.
  const claim = hand.declarer !== null ? record.claim : undefined;
  if (claim !== undefined && hand.declarer !== null) {
    ended = true;
    push({ type: 'claim', seat: hand.declarer, tricks: claim.tricks }, undefined);
  }

  return {
    ruleSet: rules.id,
    options: definedOnly(rules.options),
    dealer: record.dealer,
    ...(record.board !== undefined ? { board: record.board } : {}),
    ...(record.title !== undefined ? { title: record.title } : {}),
    ...(record.vulnerability !== undefined ? { vulnerability: record.vulnerability } : {}),
    contract: hand.contract,
    declarer: hand.declarer,
    dummy: hand.declarer === null ? null : partner(hand.declarer),
    steps,
    trickStarts,
    result: { tricks: hand.tricks, claimed: claim !== undefined, complete: hand.playComplete },
  };
};
