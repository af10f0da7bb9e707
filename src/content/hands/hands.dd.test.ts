/**
 * Every shipped hand checked against perfect play (issue 14): the double-dummy trace of its
 * recorded play (`tracePlay`, the same as `npm run hand -- analyse --trace`) may show a card that
 * costs its side a trick only where the file marks that card as a mistake (`?` or `??` after it)
 * and its note says so; and a claim must be the declaring side's double-dummy total at the point
 * where it is made. So no hand can teach a play that a strong player would not make, unless it
 * says that it is a mistake.
 *
 * The same pass checks the stored analysis the site shows (see `components/Analysis/traces.ts`):
 * each trace in `dd-traces.json` must equal the solver's, card for card, and each table and par
 * in `dd-tables.json` (one per whole deal of every board, with play or without) the solver's
 * table and the par `build.ts` gives from it; every stored entry must belong to a shipped hand.
 * With `UPDATE_DD=1` it writes both files instead.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { fullDeal, handTableKey, parVulnerability } from '../../components/Analysis/build.ts';
import {
  storedTables,
  storedTraces,
  TABLES_FILE,
  tablesText,
  traceKey,
  TRACES_FILE,
  tracesText,
  type StoredLoss,
  type StoredTable,
  type StoredTrace,
} from '../../components/Analysis/traces.ts';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { checkRecord } from '../../engine/record.ts';
import { sideOf } from '../../engine/seat.ts';
import type { FullDeal } from '../../engine/types.ts';
import type { TableJob, TableOutcome, TraceJob, TraceOutcome } from './trace-job.ts';

const DIR = fileURLToPath(new URL('./', import.meta.url));
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.pbn'))
  .sort();
/**
 * The solving runs in a worker thread (trace-job.ts), loaded through tsx: one solve can block
 * for longer than Vitest's runner waits for its own messages, which fails the whole run.
 */
let worker: Worker | null = null;
function inWorker(job: TraceJob): Promise<TraceOutcome>;
function inWorker(job: TableJob): Promise<TableOutcome>;
function inWorker(job: TraceJob | TableJob): Promise<TraceOutcome | TableOutcome> {
  worker ??= new Worker(
    `import { register } from 'tsx/esm/api';
     register();
     const { parentPort } = await import('node:worker_threads');
     const { runJob } = await import(${JSON.stringify(new URL('./trace-job.ts', import.meta.url).href)});
     parentPort.on('message', (job) => parentPort.postMessage(runJob(job)));`,
    { eval: true },
  );
  const w = worker;
  return new Promise((resolve, reject) => {
    const done = (): void => {
      w.off('message', onMessage);
      w.off('error', onError);
    };
    const onMessage = (m: TraceOutcome | TableOutcome): void => {
      done();
      resolve(m);
    };
    const onError = (e: Error): void => {
      done();
      reject(e);
    };
    w.on('message', onMessage);
    w.on('error', onError);
    w.postMessage(job);
  });
}
const UPDATE = process.env['UPDATE_DD'] === '1';
const STORED = storedTraces();
const STORED_TABLES = storedTables();
const UPDATE_HINT = 'after changing a hand, run UPDATE_DD=1 npx vitest run src/content/hands/hands.dd.test.ts';
const fresh: Record<string, StoredTrace> = {};
const freshTables: Record<string, StoredTable> = {};
/** The keys of every trace and table the shipped hands have, gathered as the tests are made. */
const traceKeys = new Set<string>();
const tableKeys = new Set<string>();
/**
 * What UPDATE_DD=1 writes: the entries solved in this run, and the stored ones of shipped hands
 * that this run did not solve (a run filtered with `-t`), so no run drops a hand's entry; an
 * entry of no shipped hand goes.
 */
const updated = <T>(
  stored: Readonly<Record<string, T>>,
  solved: Readonly<Record<string, T>>,
  keys: ReadonlySet<string>,
): Record<string, T> => ({
  ...Object.fromEntries(Object.entries(stored).filter(([key]) => keys.has(key))),
  ...solved,
});
afterAll(async () => {
  await worker?.terminate();
  if (UPDATE) {
    writeFileSync(TRACES_FILE, tracesText(updated(STORED.traces, fresh, traceKeys)));
    writeFileSync(TABLES_FILE, tablesText(updated(STORED_TABLES.tables, freshTables, tableKeys)));
  }
});

/**
 * Boards not yet rewritten by hand, each with what is wrong with it: skipped here, and listed so
 * that nothing else can slip in. Remove a board from this list when its play is rewritten.
 */
const NOT_YET: Record<string, string> = {};

describe('every shipped hand against double-dummy play', () => {
  for (const file of FILES) {
    const parsed = pbnParseOf(parsePbn(readFileSync(`${DIR}${file}`, 'utf8'), { file }));
    parsed.records.forEach((record, board) => {
      if (record === null || record.play.length === 0) return;
      const checked = checkRecord(record);
      if (!checked.ok || checked.value.contract === null || checked.value.partialDeal) return;
      const contract = checked.value.contract;
      // Nullos are played to lose tricks (auction-laws.md §8.2): the trace counts tricks taken,
      // and the solver's `fewest` objective is not yet checked against an oracle. Not traced.
      if (contract.strain === 'NL') return;
      const deal = record.deal as FullDeal;
      const name = `${file} board ${board + 1}`;
      const cards = record.play.map((e) => e.card);
      traceKeys.add(traceKey(deal, contract, cards));
      const test = NOT_YET[name] ? it.skip : it;
      test(`${name}: no unmarked card costs a trick, and the claim is the double-dummy total`, async () => {
        const outcome = await inWorker({ deal, contract, cards });
        if ('error' in outcome) throw new Error(`${name}: ${outcome.error}`);
        const { totals, seats } = outcome;
        const side = sideOf(contract.declarer);
        const losses: StoredLoss[] = [];
        const unmarked: string[] = [];
        const unexplained: string[] = [];
        for (const [index, entry] of record.play.entries()) {
          const seat = seats[index]!;
          const [before, after] = [totals[index]!, totals[index + 1]!];
          const cost = sideOf(seat) === side ? before - after : after - before;
          if (cost > 0) losses.push({ index, seat, card: entry.card, cost });
          if (cost > 0 && !entry.mistake) unmarked.push(`trick ${Math.floor(index / 4) + 1}: ${seat} ${entry.card} costs ${cost}`);
          if (cost > 0 && entry.mistake && !(entry.note ?? '').trim()) unexplained.push(`${seat} ${entry.card}`);
        }
        const before = totals[totals.length - 1]!;
        expect(unmarked, 'cards that cost a trick without a ? or ??').toEqual([]);
        expect(unexplained, 'a card marked as a mistake needs a note that says why').toEqual([]);
        if (record.claim) expect(record.claim.tricks, 'the claim').toBe(before);
        const key = traceKey(deal, contract, cards);
        const trace: StoredTrace = { name, totals, losses };
        fresh[key] = trace;
        if (!UPDATE) {
          expect(STORED.traces[key], `the stored trace (${TRACES_FILE}); ${UPDATE_HINT}`).toEqual(trace);
        }
      }, 600_000);
    });
  }
});

describe('every whole deal of the shipped hands: the stored table and par', () => {
  for (const file of FILES) {
    const parsed = pbnParseOf(parsePbn(readFileSync(`${DIR}${file}`, 'utf8'), { file }));
    parsed.records.forEach((record, board) => {
      if (record === null) return;
      const checked = checkRecord(record);
      if (!checked.ok) return;
      const deal = fullDeal(checked.value);
      if (deal === null) return;
      // Boards with the same deal, dealer and vulnerability share one entry, solved once.
      const key = handTableKey(checked.value, deal);
      if (tableKeys.has(key)) return;
      tableKeys.add(key);
      const name = `${file} board ${board + 1}`;
      it(`${name}: the table and par are the solver's`, async () => {
        const job: TableJob = { kind: 'table', deal, dealer: checked.value.record.dealer, vulnerability: parVulnerability(checked.value) };
        const outcome = await inWorker(job);
        if ('error' in outcome) throw new Error(`${name}: ${outcome.error}`);
        const entry: StoredTable = { name, table: outcome.table, par: outcome.par };
        freshTables[key] = entry;
        if (!UPDATE) expect(STORED_TABLES.tables[key], `the stored table and par (${TABLES_FILE}); ${UPDATE_HINT}`).toEqual(entry);
      }, 600_000);
    });
  }
});

describe('the stored files hold nothing else', () => {
  it.skipIf(UPDATE)('every stored trace and table belongs to a shipped hand', () => {
    const orphans = (stored: Readonly<Record<string, { readonly name: string }>>, keys: ReadonlySet<string>): string[] =>
      Object.entries(stored).flatMap(([key, e]) => (keys.has(key) ? [] : [`${key} (${e.name})`]));
    expect(orphans(STORED.traces, traceKeys), `traces in ${TRACES_FILE} of no shipped hand; ${UPDATE_HINT}`).toEqual([]);
    expect(orphans(STORED_TABLES.tables, tableKeys), `tables in ${TABLES_FILE} of no shipped deal; ${UPDATE_HINT}`).toEqual([]);
  });
});
