/**
 * Hand records as authored (`HandRecord`, raw and unchecked) and as checked (`CheckedHand`).
 *
 * @packageDocumentation
 */
import type { AuctionState } from '../auction.ts';
import type { RuleOptions, RuleSet, RuleSetId } from '../rules/types.ts';
import type { SourcePos } from '../source.ts';
import type { Call, Card, Contract, Deal, Doubling, Level, Seat, Strain, Vulnerability } from '../types.ts';

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
