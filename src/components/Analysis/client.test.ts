/**
 * The worker's client in Node: a fake worker runs the real service (engine/dd/service.ts) a
 * message at a time, as a worker would. No worker is started before the first question; a table
 * reports its progress and resolves; stop ends a table at its next cell, or ends the worker when
 * it does not answer in time; errors, a worker that fails to load included, reject.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DDReply, DDRequest } from '../../engine/dd/protocol.ts';
import { dealPosition } from '../../engine/dd/position.ts';
import { createDDService } from '../../engine/dd/service.ts';
import { Solver } from '../../engine/dd/solver.ts';
import { unwrap } from '../../engine/result.ts';
import type { BySeat, Card } from '../../engine/types.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { createDDClient, DDStopped, type TableProgress, type WorkerLike } from './client.ts';

const ENDING: BySeat<readonly Card[]> = { N: ['SA', 'SK', 'H2'], E: ['SQ', 'SJ', 'H3'], S: ['S2', 'S3', 'HA'], W: ['H4', 'H5', 'D2'] };
const solver = new Solver({ ttLog2: 14 });

/** A fake worker: messages each way go through a macrotask, as they do between threads. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { readonly data: DDReply }) => void) | null = null;
  onerror: ((event: { readonly message?: string }) => void) | null = null;
  terminated = false;
  readonly sent: DDRequest[] = [];
  /** Set to hold back the worker's answers (a search that takes long). */
  hold = false;
  private readonly service = createDDService({
    solver,
    post: (reply) => setTimeout(() => !this.terminated && !this.hold && this.onmessage?.({ data: reply }), 0),
    pause: () => new Promise((r) => setTimeout(r, 0)),
  });
  postMessage(message: DDRequest): void {
    this.sent.push(message);
    setTimeout(() => !this.terminated && void this.service.handle(message), 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const clientWithFakes = (grace = 300) => {
  const workers: FakeWorker[] = [];
  const client = createDDClient({
    spawn: () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    grace,
  });
  return { client, workers };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the double-dummy client', () => {
  it('starts no worker before the first question, then one that answers every question', async () => {
    const { client, workers } = clientWithFakes();
    expect(workers).toHaveLength(0);
    const progress: TableProgress[] = [];
    const outcome = await client.table(ENDING, (p) => progress.push(p));
    expect(workers).toHaveLength(1);
    expect(outcome).toEqual({ status: 'done', table: unwrap(solver.solveTable(ENDING)) });
    expect(progress.map((p) => `${p.done}/${p.total}`)).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}/20`));
    const position = dealPosition(ENDING, 'S', 'W');
    await expect(client.tricks(position)).resolves.toBe(unwrap(solver.solve(position)));
    await expect(client.values(position)).resolves.toEqual(unwrap(solver.cardValues(position)));
    expect(workers).toHaveLength(1);
    expect(client.busy).toBe(false);
  });

  it('stops a table at its next cell when the worker answers the stop', async () => {
    const { client, workers } = clientWithFakes();
    let stopped = false;
    const outcome = client.table(ENDING, (p) => {
      if (p.done === 5 && !stopped) {
        stopped = true;
        client.stop();
      }
    });
    const result = await outcome;
    expect(result.status).toBe('stopped');
    expect(result.status === 'stopped' && result.cells.length).toBeGreaterThanOrEqual(5);
    expect(result.status === 'stopped' && result.cells.length).toBeLessThan(20);
    expect(workers[0]?.sent.some((m) => m.type === 'stop')).toBe(true);
    // The worker stopped by itself, so it is kept for the next question.
    expect(workers[0]?.terminated).toBe(false);
  });

  it('ends the worker when a cell does not finish within the grace, and starts a new one next time', async () => {
    vi.useFakeTimers();
    const { client, workers } = clientWithFakes(300);
    const outcome = client.table(ENDING);
    const values = expect(client.values(dealPosition(ENDING, null, 'W'))).rejects.toBeInstanceOf(DDStopped);
    workers[0]!.hold = true; // a search that takes a minute
    client.stop();
    await vi.advanceTimersByTimeAsync(299);
    expect(workers[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0]!.terminated).toBe(true);
    await expect(outcome).resolves.toEqual({ status: 'stopped', cells: [] });
    await values;
    expect(client.busy).toBe(false);
    vi.useRealTimers();
    await expect(client.tricks(dealPosition(ENDING, null, 'W'))).resolves.toBeTypeOf('number');
    expect(workers).toHaveLength(2);
  });

  it('rejects with the worker’s message when a question fails', async () => {
    const { client } = clientWithFakes();
    await expect(client.tricks(dealPosition({ ...ENDING, N: ['SQ', 'SK', 'H2'] }, null, 'W'))).rejects.toThrow(/SQ is held twice/);
    await expect(client.table({ ...ENDING, N: ['SA'] })).rejects.toThrow(/holds 1 card/);
  });

  it('rejects every open question when the worker fails to load, and tries a new worker next time', async () => {
    const { client, workers } = clientWithFakes();
    const table = client.table(ENDING);
    workers[0]!.hold = true;
    workers[0]!.onerror?.({ message: 'Failed to fetch the worker script' });
    await expect(table).rejects.toThrow('Failed to fetch the worker script');
    expect(workers[0]!.terminated).toBe(true);
    await expect(client.table(ENDING)).resolves.toMatchObject({ status: 'done' });
    expect(workers).toHaveLength(2);
  });

  it('says in the page’s language when a worker could not start or stopped unasked', async () => {
    const { client, workers } = clientWithFakes();
    const failed = client.table(ENDING);
    workers[0]!.hold = true;
    workers[0]!.onerror?.({});
    await expect(failed).rejects.toThrow('The analysis could not start in this browser.');
    const stopped = client.table(ENDING);
    workers[1]!.hold = true;
    workers[1]!.onmessage?.({ data: { type: 'stopped', id: null } as unknown as DDReply });
    await expect(stopped).rejects.toThrow('The analysis stopped.');
    registerGerman();
    setPageLang('de');
    try {
      const german = client.table(ENDING);
      workers[2]!.hold = true;
      workers[2]!.onerror?.({ message: '' });
      await expect(german).rejects.toThrow('Die Analyse konnte in diesem Browser nicht starten.');
      const germanStopped = client.table(ENDING);
      workers[3]!.hold = true;
      workers[3]!.onmessage?.({ data: { type: 'stopped', id: null } as unknown as DDReply });
      await expect(germanStopped).rejects.toThrow('Die Analyse wurde abgebrochen.');
    } finally {
      setPageLang('en');
    }
  });

  it('does nothing on stop when nothing runs', () => {
    const { client, workers } = clientWithFakes();
    client.stop();
    expect(workers).toHaveLength(0);
  });
});
