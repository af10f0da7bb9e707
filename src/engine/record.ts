/**
 * Hand records: a hand as authored (`HandRecord`, raw and unchecked), the single gate that
 * checks it under a rule set (`checkRecord`), and the replay that turns a checked hand into a
 * timeline of JSON-safe snapshots (`replay`).
 *
 * @packageDocumentation
 */
import type { RuleOptions } from './rules/types.ts';
import type { SourcePos } from './source.ts';
import type { Call, Card, Deal, Seat, Vulnerability } from './types.ts';

/** A call as written, with its annotation. */
export interface CallEntry {
  readonly call: Call;
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
  readonly pos?: SourcePos;
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
  /** A claim: declarer's side's final total of tricks. */
  readonly claim?: { readonly tricks: number; readonly pos?: SourcePos };
  /** The `Result` as written (tricks won by declarer's side), if any. */
  readonly result?: number;
  /** Every other tag as written, kept so that nothing is lost on export. */
  readonly tags?: Readonly<Record<string, string>>;
  /** Where the record starts in its file. */
  readonly pos?: SourcePos;
}
