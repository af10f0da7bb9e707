/**
 * Hand records: a hand as authored (`HandRecord`, raw and unchecked), the single gate that
 * checks it under a rule set (`checkRecord`), and the replay that turns a checked hand into a
 * timeline of JSON-safe snapshots (`replay`).
 *
 * The code lives in `record/`: `types.ts` (the records), `check.ts` (the gate, in phases) and
 * `timeline.ts` (the replay). This module is their public surface.
 *
 * @packageDocumentation
 */
export { checkRecord } from './record/check.ts';
export { replay, type AuctionEntry, type Phase, type Snapshot, type StepEvent, type Timeline, type TrickView } from './record/timeline.ts';
export type { CallEntry, CheckedHand, HandRecord, Irregularity, PlayEntry, StatedContract, TricksSource } from './record/types.ts';
