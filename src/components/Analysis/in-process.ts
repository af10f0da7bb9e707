/**
 * For tests: a double-dummy "worker" that runs the real service (`engine/dd/service.ts`) in
 * the same process, answering on the next tick as a worker would. `log` receives every request;
 * `broken` turns each request into one the service does not know, so every answer is an error.
 *
 * @packageDocumentation
 */
import type { DDReply, DDRequest } from '../../engine/dd/protocol.ts';
import { createDDService } from '../../engine/dd/service.ts';
import type { Solver } from '../../engine/dd/solver.ts';
import type { WorkerLike } from './client.ts';

/** A `spawn` for `createDDClient` whose worker is the service in process. */
export const inProcessWorker =
  (solver: Solver, { log, broken = false }: { log?: DDRequest[]; broken?: boolean } = {}) =>
  (): WorkerLike => {
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage: (m) => {
        log?.push(m);
        setTimeout(() => void service.handle(broken ? ({ ...m, type: 'nonsense' } as unknown as DDRequest) : m), 0);
      },
    };
    const service = createDDService({ solver, post: (r: DDReply) => setTimeout(() => w.onmessage?.({ data: r }), 0) });
    return w;
  };
