/**
 * Hand Lab model: everything the Lab decides, as pure functions over plain data (no Preact, no
 * DOM). The engine decides every rule; these modules only ask it. One idea per module:
 *
 * - `limits.ts`: how much the Lab reads, and the refusals that state the limit.
 * - `address.ts`: the URL fragment (`h=` the hand under construction, `p=` the pasted board).
 * - `source.ts`, `source-rows.ts`: reading a pasted text, and laying it out with its problems.
 * - `hand.ts`, `build.ts`, `words.ts`: the hand under construction, its reducer, what to say.
 * - `controls.ts`: what the card picker, bidding box and play controls show.
 * - `share.ts`, `deal-text.ts`: records, links, the embed snippet, PBN; typed deals.
 * - `kept.ts`, `storage.ts`: the copies of the reader's work kept to bring back, and storage.
 * - `state.ts`: the Lab's whole state and its one reducer, which the view dispatches to.
 *
 * This module is the Lab's public surface: it re-exports them all.
 *
 * @packageDocumentation
 */
export * from './address.ts';
export * from './build.ts';
export * from './controls.ts';
export * from './deal-text.ts';
export * from './hand.ts';
export * from './kept.ts';
export * from './limits.ts';
export * from './share.ts';
export * from './source-rows.ts';
export * from './source.ts';
export * from './state.ts';
export * from './storage.ts';
export * from './tabs.ts';
export * from './words.ts';
