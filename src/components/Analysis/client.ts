/**
 * The page's side of the double-dummy worker: promises over its messages (`engine/dd/protocol.ts`).
 * The worker is started on the first question, not before, so a page that never asks fetches no
 * solver code; it is kept for the next question (its table remembers positions already seen).
 *
 * `stop()` asks a table to stop before its next cell; a search cannot be interrupted, so if the
 * worker has not stopped within `grace` milliseconds (a full-deal cell can take seconds to a
 * minute), the worker is ended and the next question starts a fresh one. Whatever was running
 * settles: a table with the cells solved so far, any other question with a {@link DDStopped}.
 * The client's own errors (a worker that stopped or could not start) are in the page's language.
 *
 * ```ts
 * const client = createDDClient({ spawn: spawnDDWorker });
 * const outcome = await client.table(deal, ({ done, total }) => show(`${done} of ${total}`));
 * if (outcome.status === 'done') outcome.table.S.H;
 * ```
 *
 * @packageDocumentation
 */
import type { DDReply, DDRequest, TableCell } from '../../engine/dd/protocol.ts';
import type { Position } from '../../engine/dd/position.ts';
import type { CardValue, DDTable, Objective } from '../../engine/dd/solver.ts';
import type { BySeat, Card } from '../../engine/types.ts';
import { t } from '../../i18n/dd.ts';

/** The part of a `Worker` the client uses (tests give a fake). */
export interface WorkerLike {
  postMessage(message: DDRequest): void;
  terminate(): void;
  onmessage: ((event: { readonly data: DDReply }) => void) | null;
  onerror: ((event: { readonly message?: string }) => void) | null;
}

/** Progress of a table: the cell just solved, and how many of how many are done. */
export interface TableProgress {
  readonly cell: TableCell;
  readonly done: number;
  readonly total: number;
}

/** How a table ended: whole, or stopped with the cells solved before the stop. */
export type TableOutcome =
  { readonly status: 'done'; readonly table: DDTable } | { readonly status: 'stopped'; readonly cells: readonly TableCell[] };

/** A question ended by `stop()` before its answer. */
export class DDStopped extends Error {
  constructor() {
    super('Stopped.');
    this.name = 'DDStopped';
  }
}

/** Options of {@link createDDClient}. */
export interface DDClientOptions {
  /** Starts a worker (in the browser: {@link spawnDDWorker}). */
  readonly spawn: () => WorkerLike;
  /** How long `stop()` waits for the worker to stop by itself before ending it (ms, default 300). */
  readonly grace?: number;
}

/** The client. */
export interface DDClient {
  /** The 20-cell table of a deal, `onProgress` called after each cell. */
  table(deal: BySeat<readonly Card[]>, onProgress?: (progress: TableProgress) => void): Promise<TableOutcome>;
  /** Tricks the side to play takes from a position, with best play. */
  tricks(position: Position, objective?: Objective): Promise<number>;
  /** Every legal card of the player to play, with the tricks its side takes after it, best first. */
  values(position: Position, objective?: Objective): Promise<readonly CardValue[]>;
  /** Stops whatever is running (see the module's notes). */
  stop(): void;
  /** True while a question is being answered. */
  readonly busy: boolean;
  /** Ends the worker; a later question starts a new one. */
  dispose(): void;
}

/** A question waiting for its answer. */
interface Job {
  readonly kind: 'table' | 'tricks' | 'values';
  readonly resolve: (value: never) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: TableProgress) => void;
  readonly cells: TableCell[];
}

/**
 * Starts the solver's worker. Vite sees this exact `new Worker(new URL(…, import.meta.url))`
 * form and bundles the worker as a file of its own, under the site's base path.
 */
export const spawnDDWorker = (): WorkerLike =>
  new Worker(new URL('../../engine/dd/worker.ts', import.meta.url), { type: 'module', name: 'double-dummy' }) as unknown as WorkerLike;

/** Settles a question that was stopped: a table with its cells so far, anything else with DDStopped. */
const settleStopped = (job: Job): void => {
  if (job.kind === 'table') (job.resolve as (o: TableOutcome) => void)({ status: 'stopped', cells: job.cells });
  else job.reject(new DDStopped());
};

/** Settles a question with the worker's last reply to it (anything but progress). */
const settle = (job: Job, reply: Exclude<DDReply, { type: 'progress' }>): void => {
  switch (reply.type) {
    case 'stopped':
      return settleStopped(job);
    case 'error':
      return job.reject(new Error(reply.message));
    case 'table':
      return (job.resolve as (o: TableOutcome) => void)({ status: 'done', table: reply.table });
    case 'tricks':
      return (job.resolve as (n: number) => void)(reply.tricks);
    case 'values':
      return (job.resolve as (v: readonly CardValue[]) => void)(reply.values);
  }
};

/** Settles every open question and forgets it: it fails with `error`, or, with `null`, stops. */
const settleAll = (jobs: Map<number, Job>, error: Error | null): void => {
  const open = [...jobs.values()];
  jobs.clear();
  for (const job of open) {
    if (error === null) settleStopped(job);
    else job.reject(error);
  }
};

/** A table's progress: the cell is kept for a stop, and passed to the question's listener. */
const progress = (job: Job, reply: Extract<DDReply, { type: 'progress' }>): void => {
  job.cells.push(reply.cell);
  job.onProgress?.({ cell: reply.cell, done: reply.done, total: reply.total });
};

/** Creates a client; no worker is started until the first question. */
export const createDDClient = ({ spawn, grace = 300 }: DDClientOptions): DDClient => {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const jobs = new Map<number, Job>();
  let stopTimer: ReturnType<typeof setTimeout> | null = null;

  const clearStopTimer = (): void => {
    if (stopTimer !== null) clearTimeout(stopTimer);
    stopTimer = null;
  };

  /** Ends the worker; every question still open fails with `error` (or stops, with `null`). */
  const endWorker = (error: Error | null): void => {
    clearStopTimer();
    if (worker !== null) {
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      worker = null;
    }
    settleAll(jobs, error);
  };

  const onReply = (reply: DDReply): void => {
    const id = reply.id;
    if (id === null) {
      // A message the worker could not read at all: every open question is in doubt.
      endWorker(new Error(reply.type === 'error' ? reply.message : t('dd.workerStopped')));
      return;
    }
    const job = jobs.get(id);
    if (!job) return;
    if (reply.type === 'progress') return progress(job, reply);
    jobs.delete(id);
    if (jobs.size === 0) clearStopTimer();
    settle(job, reply);
  };

  const ensureWorker = (): WorkerLike => {
    if (worker !== null) return worker;
    const w = spawn();
    w.onmessage = (event) => onReply(event.data);
    // A worker that fails to load (a missing file) or crashes: say so, and start afresh next time.
    w.onerror = (event) => endWorker(new Error(event.message || t('dd.workerNoStart')));
    worker = w;
    return w;
  };

  const ask = <T>(kind: Job['kind'], request: (id: number) => DDRequest, onProgress?: (p: TableProgress) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      let w: WorkerLike;
      try {
        w = ensureWorker();
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      jobs.set(id, { kind, resolve, reject, cells: [], ...(onProgress ? { onProgress } : {}) });
      w.postMessage(request(id));
    });

  return {
    table: (deal, onProgress) => ask<TableOutcome>('table', (id) => ({ type: 'table', id, deal }), onProgress),
    tricks: (position, objective = 'most') => ask<number>('tricks', (id) => ({ type: 'tricks', id, position, objective })),
    values: (position, objective = 'most') => ask<readonly CardValue[]>('values', (id) => ({ type: 'values', id, position, objective })),
    stop(): void {
      if (jobs.size === 0 || worker === null) return;
      for (const [id, job] of jobs) if (job.kind === 'table') worker.postMessage({ type: 'stop', id });
      if (stopTimer === null) stopTimer = setTimeout(() => endWorker(null), grace);
    },
    get busy() {
      return jobs.size > 0;
    },
    dispose: () => endWorker(new DDStopped()),
  };
};
