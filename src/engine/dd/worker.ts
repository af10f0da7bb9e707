/**
 * The double-dummy worker's entry: one {@link Solver} for the worker's life (its transposition
 * table serves every question about a hand) with the browser's smaller table, and the service
 * (`service.ts`) wired to the worker's messages. A page starts it with
 * `new Worker(new URL('…/engine/dd/worker.ts', import.meta.url), { type: 'module' })`, which
 * Vite bundles as a file of its own, fetched only then (`components/Analysis/client.ts`).
 *
 * @packageDocumentation
 */
import { BROWSER_TT_LOG2 } from './protocol.ts';
import { createDDService } from './service.ts';
import { Solver } from './solver.ts';

/** The part of a worker's global scope used here (the engine is compiled without the DOM's types). */
interface WorkerScope {
  postMessage(message: unknown): void;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
}

const scope = globalThis as unknown as WorkerScope;
const service = createDDService({ solver: new Solver({ ttLog2: BROWSER_TT_LOG2 }), post: (reply) => scope.postMessage(reply) });
scope.onmessage = (event) => void service.handle(event.data);
