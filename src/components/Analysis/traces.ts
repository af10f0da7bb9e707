/**
 * The double-dummy analysis of the shipped hands, stored in two files beside the hands and
 * checked by `src/content/hands/hands.dd.test.ts`, so that the build solves nothing and every
 * hand page shows it at no cost:
 *
 * - `dd-traces.json` ({@link storedTraces}): for every hand with play, declarer's side's
 *   double-dummy total before the lead and after every card, and the cards that lost tricks.
 *   Each trace is keyed by a hash of the deal, the contract and the cards ({@link traceKey}).
 * - `dd-tables.json` ({@link storedTables}): for every whole deal of the shipped hands (each
 *   board of a file of several, with play or without), the 20-cell table and par under each
 *   code of `PAR_CODES` (`build.ts`). Each is keyed by a hash of what it depends on: the deal,
 *   the dealer, the vulnerability and the codes par is given under ({@link tableKey}). A
 *   sibling file rather than a second part of `dd-traces.json`, because its key is another.
 *
 * Both hold one line per entry, sorted by key, so a changed hand is a small diff. The test
 * solves every card, table and par again and fails when a stored entry differs from the
 * solver's, is missing, or belongs to no shipped hand, so the files cannot drift from the cards.
 * Update them after changing a hand's cards (about a minute):
 *
 * ```sh
 * UPDATE_DD=1 npx vitest run src/content/hands/hands.dd.test.ts
 * ```
 *
 * A hand whose cards change has no stored entry until the test is run again, and the test
 * fails until then.
 *
 * @packageDocumentation
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DDTable } from '../../engine/dd/index.ts';
import type { RuleSetId } from '../../engine/rules/index.ts';
import type { Card, Contract, Deal, Seat, Vulnerability } from '../../engine/types.ts';

/** The traces' file, from the project's root (where the build and the tests run). */
export const TRACES_FILE = path.join('src', 'content', 'hands', 'dd-traces.json');

/** The format of the traces' file; bump it when its shape changes. */
export const TRACES_VERSION = 1;

/** The tables' file, from the project's root. */
export const TABLES_FILE = path.join('src', 'content', 'hands', 'dd-tables.json');

/**
 * The format of the tables' file; bump it when its shape changes. 2: par's contracts as data
 * (`{"level":4,"strain":"S","doubled":1,"declarer":"E"}`), no longer as text (`4SX by E`).
 */
export const TABLES_VERSION = 2;

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

/** The traces' file's contents. */
export interface StoredTraces {
  readonly version: number;
  readonly traces: Readonly<Record<string, StoredTrace>>;
}

/**
 * Par under one code: North–South's score and the contracts that reach it (empty: pass it out),
 * as data (`par()`'s: level, strain, doubling, declarer), so that a page spells them in its
 * language without reading text back.
 */
export interface ParLine {
  readonly rules: RuleSetId;
  readonly score: number;
  readonly contracts: readonly Contract[];
}

/** One deal's table and par. */
export interface StoredTable {
  /** The first board with this deal, for people reading the file ("l06-ruffing.pbn board 1"). */
  readonly name: string;
  /** Tricks for each declarer in each strain with best play. */
  readonly table: DDTable;
  /** Par under each code of the key, in the key's order. */
  readonly par: readonly ParLine[];
}

/** The tables' file's contents. */
export interface StoredTables {
  readonly version: number;
  readonly tables: Readonly<Record<string, StoredTable>>;
}

/** Each seat's cards, sorted: the same deal gives the same text however its cards were listed. */
const dealText = (deal: Deal): string[] => (['N', 'E', 'S', 'W'] as const).map((s) => [...(deal[s] ?? [])].sort().join(' '));

const hashOf = (what: unknown): string => createHash('sha256').update(JSON.stringify(what)).digest('hex').slice(0, 20);

/** The key of a hand's trace: a hash of the deal, the contract and the cards played. */
export const traceKey = (
  deal: Deal,
  contract: Pick<Contract, 'level' | 'strain' | 'doubled' | 'declarer'>,
  cards: readonly Card[],
): string => hashOf({ deal: dealText(deal), contract: [contract.level, contract.strain, contract.doubled, contract.declarer], cards });

/**
 * The key of a deal's table and par: a hash of the deal, the dealer, the vulnerability (`None`
 * when the record gives none, as par reads it) and the codes par is given under, in order.
 */
export const tableKey = (deal: Deal, dealer: Seat, vulnerability: Vulnerability, codes: readonly RuleSetId[]): string =>
  hashOf({ deal: dealText(deal), dealer, vulnerability, par: codes });

/** A stored file's entries, when it is there in the version asked for; else none. */
const readStore = <T>(file: string, version: number, field: string): Readonly<Record<string, T>> => {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entries = parsed[field];
    if (parsed['version'] === version && typeof entries === 'object' && entries !== null) return entries as Record<string, T>;
  } catch {
    // No file yet: nothing is stored.
  }
  return {};
};

/** A stored file's text: one line per entry, sorted by key, so a change is a small diff. */
const storeText = (version: number, field: string, entries: Readonly<Record<string, unknown>>): string => {
  const lines = Object.entries(entries)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, entry]) => `    ${JSON.stringify(key)}: ${JSON.stringify(entry)}`);
  return `{\n  "version": ${version},\n  ${JSON.stringify(field)}: {\n${lines.join(',\n')}\n  }\n}\n`;
};

let cachedTraces: StoredTraces | null = null;
let cachedTables: StoredTables | null = null;

/** The stored traces (read once); an empty set when the file is missing or unreadable. */
export const storedTraces = (file: string = TRACES_FILE): StoredTraces => {
  if (cachedTraces !== null && file === TRACES_FILE) return cachedTraces;
  const read: StoredTraces = { version: TRACES_VERSION, traces: readStore<StoredTrace>(file, TRACES_VERSION, 'traces') };
  if (file === TRACES_FILE) cachedTraces = read;
  return read;
};

/** The stored tables and par (read once); an empty set when the file is missing or unreadable. */
export const storedTables = (file: string = TABLES_FILE): StoredTables => {
  if (cachedTables !== null && file === TABLES_FILE) return cachedTables;
  const read: StoredTables = { version: TABLES_VERSION, tables: readStore<StoredTable>(file, TABLES_VERSION, 'tables') };
  if (file === TABLES_FILE) cachedTables = read;
  return read;
};

/** The traces' file's text for a set of traces. */
export const tracesText = (traces: Readonly<Record<string, StoredTrace>>): string => storeText(TRACES_VERSION, 'traces', traces);

/** The tables' file's text for a set of tables. */
export const tablesText = (tables: Readonly<Record<string, StoredTable>>): string => storeText(TABLES_VERSION, 'tables', tables);
