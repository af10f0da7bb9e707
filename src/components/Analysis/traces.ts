/**
 * The double-dummy traces of the shipped hands, stored in `src/content/hands/dd-traces.json`
 * and checked by `src/content/hands/hands.dd.test.ts`: for every hand with play, declarer's
 * side's double-dummy total before the lead and after every card, and the cards that lost
 * tricks. The test solves every card and fails when the stored trace differs from the solver's,
 * so the file cannot drift from the cards; the build reads it and solves nothing, so every hand
 * page shows its trace at no cost (a full table still takes minutes: `build.ts`).
 *
 * Update it after changing a hand's cards:
 *
 * ```sh
 * UPDATE_DD=1 npx vitest run src/content/hands/hands.dd.test.ts
 * ```
 *
 * Each trace is keyed by a hash of the deal, the contract and the cards, so a hand whose cards
 * change has no stored trace until the test is run again (and the test fails until then).
 *
 * @packageDocumentation
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Card, Contract, Deal, Seat } from '../../engine/types.ts';

/** The file, from the project's root (where the build and the tests run). */
export const TRACES_FILE = path.join('src', 'content', 'hands', 'dd-traces.json');

/** The format of the file; bump it when its shape changes. */
export const TRACES_VERSION = 1;

/** A card that lost its side tricks: its index in the play (0 is the opening lead). */
export interface StoredLoss {
  readonly index: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly cost: number;
}

/** One hand's trace. */
export interface StoredTrace {
  /** The hand, for people reading the file ("l06-ruffing.pbn board 1"). */
  readonly name: string;
  /** Declarer's side's total with best play: before the lead, then after each card. */
  readonly totals: readonly number[];
  readonly losses: readonly StoredLoss[];
}

/** The file's contents. */
export interface StoredTraces {
  readonly version: number;
  readonly traces: Readonly<Record<string, StoredTrace>>;
}

/** The key of a hand's trace: a hash of the deal, the contract and the cards played. */
export const traceKey = (deal: Deal, contract: Pick<Contract, 'level' | 'strain' | 'doubled' | 'declarer'>, cards: readonly Card[]): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        deal: (['N', 'E', 'S', 'W'] as const).map((s) => [...(deal[s] ?? [])].sort().join(' ')),
        contract: [contract.level, contract.strain, contract.doubled, contract.declarer],
        cards,
      }),
    )
    .digest('hex')
    .slice(0, 20);

let cached: StoredTraces | null = null;

/** The stored traces (read once); an empty set when the file is missing or unreadable. */
export const storedTraces = (file: string = TRACES_FILE): StoredTraces => {
  if (cached !== null && file === TRACES_FILE) return cached;
  let read: StoredTraces = { version: TRACES_VERSION, traces: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as StoredTraces;
    if (parsed.version === TRACES_VERSION && typeof parsed.traces === 'object' && parsed.traces !== null) read = parsed;
  } catch {
    // No file yet: no hand has a stored trace.
  }
  if (file === TRACES_FILE) cached = read;
  return read;
};

/** The file's text for a set of traces: one line per hand, sorted by key, so a change is a small diff. */
export const tracesText = (traces: Readonly<Record<string, StoredTrace>>): string => {
  const lines = Object.entries(traces)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, trace]) => `    ${JSON.stringify(key)}: ${JSON.stringify(trace)}`);
  return `{\n  "version": ${TRACES_VERSION},\n  "traces": {\n${lines.join(',\n')}\n  }\n}\n`;
};
