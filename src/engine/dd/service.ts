/**
 * What the double-dummy worker does with a message, as a plain function module: no `self`, no
 * `Worker`, so that Node's tests drive it directly. `worker.ts` only wires it to the worker's
 * `onmessage` and `postMessage`.
 *
 * A table is solved cell by cell ({@link TABLE_ORDER}), with a `progress` reply after each cell
 * and a pause between cells, so that a `stop` message that arrived meanwhile is read before the
 * next cell starts. A search already running cannot be interrupted (it is one synchronous call);
 * a page that cannot wait ends the worker instead (`components/Analysis/client.ts`).
 *
 * Every request is checked before it reaches the solver, and every failure, a thrown one
 * included, is answered with an `error` reply.
 *
 * ```ts
 * const service = createDDService({ solver: new Solver({ ttLog2: 18 }), post: (reply) => self.postMessage(reply) });
 * self.onmessage = (event) => void service.handle(event.data);
 * ```
 *
 * @packageDocumentation
 */
import { isCard } from '../card.ts';
import { sideOf } from '../seat.ts';
import { SEATS, SUITS, type BySeat, type Card, type Seat, type Suit } from '../types.ts';
import { strainGuess } from './guess.ts';
import { dealPosition, type Position } from './position.ts';
import { TABLE_ORDER, type DDReply, type DDRequest, type TableCell } from './protocol.ts';
import type { Objective, Solver, TableStrain } from './solver.ts';

/** The part of the {@link Solver} the service uses. */
export type DDSolver = Pick<Solver, 'solve' | 'cardValues'>;

/** What the service needs from its host. */
export interface DDServiceOptions {
  readonly solver: DDSolver;
  /** Sends a reply to the page. */
  readonly post: (reply: DDReply) => void;
  /** Waits for the next turn of the event loop, so that messages that arrived are read (default: a 0 ms timeout). */
  readonly pause?: () => Promise<void>;
}

/** The service: `handle` takes any message the page posts and settles once it is answered. */
export interface DDService {
  handle(message: unknown): Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isSeat = (v: unknown): v is Seat => typeof v === 'string' && (SEATS as readonly string[]).includes(v);
const isSuit = (v: unknown): v is Suit => typeof v === 'string' && (SUITS as readonly string[]).includes(v);
const isCards = (v: unknown): v is readonly Card[] => Array.isArray(v) && v.every((c) => typeof c === 'string' && isCard(c));

/** Four hands of known cards, or why not. */
const readHands = (v: unknown): BySeat<readonly Card[]> | string => {
  if (!isObject(v)) return 'The deal is missing.';
  for (const seat of SEATS) if (!isCards(v[seat])) return `The hand of ${seat} is not a list of cards.`;
  return v as unknown as BySeat<readonly Card[]>;
};

/** A position's shape (the solver's `checkPosition` then checks the cards), or why not. */
const readPosition = (v: unknown): Position | string => {
  if (!isObject(v)) return 'The position is missing.';
  const hands = readHands(v['hands']);
  if (typeof hands === 'string') return hands;
  if (!(v['trump'] === null || isSuit(v['trump']))) return 'The trump suit is not a suit.';
  if (!isSeat(v['leader'])) return 'The leader is not a seat.';
  if (!isCards(v['trick'])) return 'The trick is not a list of cards.';
  return { hands, trump: v['trump'], leader: v['leader'], trick: v['trick'] };
};

const readObjective = (v: unknown): Objective => (v === 'fewest' ? 'fewest' : 'most');

/**
 * Reads a message from the page: a {@link DDRequest}, or why it is not one (with its id when it
 * had one, so that the page can tell which question failed).
 */
export const readRequest = (data: unknown): { ok: true; request: DDRequest } | { ok: false; id: number | null; message: string } => {
  if (!isObject(data)) return { ok: false, id: null, message: 'The message is not an object.' };
  const id = typeof data['id'] === 'number' && Number.isFinite(data['id']) ? data['id'] : null;
  if (id === null) return { ok: false, id: null, message: 'The message has no id.' };
  const fail = (message: string) => ({ ok: false as const, id, message });
  switch (data['type']) {
    case 'stop':
      return { ok: true, request: { type: 'stop', id } };
    case 'table': {
      const deal = readHands(data['deal']);
      return typeof deal === 'string' ? fail(deal) : { ok: true, request: { type: 'table', id, deal } };
    }
    case 'tricks':
    case 'values': {
      const position = readPosition(data['position']);
      if (typeof position === 'string') return fail(position);
      return { ok: true, request: { type: data['type'], id, position, objective: readObjective(data['objective']) } };
    }
    default:
      return fail(`Unknown request ${JSON.stringify(data['type'] ?? null)}.`);
  }
};

const trumpOf = (strain: TableStrain): Suit | null => (strain === 'NT' ? null : strain);

/** A thrown value as a sentence. */
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Creates the service around one solver (kept for the worker's life: its table helps every question). */
export const createDDService = ({ solver, post, pause = () => new Promise((r) => setTimeout(r, 0)) }: DDServiceOptions): DDService => {
  /** Tables asked to stop, until they do. */
  const stopping = new Set<number>();

  const table = async (id: number, deal: BySeat<readonly Card[]>): Promise<void> => {
    const cells = {} as Record<Seat, Record<TableStrain, number>>;
    for (const seat of SEATS) cells[seat] = {} as Record<TableStrain, number>;
    let guessNS = -1;
    for (const [done, { declarer, strain }] of TABLE_ORDER.entries()) {
      await pause();
      if (stopping.delete(id)) {
        post({ type: 'stopped', id, done });
        return;
      }
      // Declarer's left-hand opponent leads; the cell before (same strain, next declarer) is
      // the first guess, as Solver.solveStrain does, and strainGuess for a strain's first cell.
      if (declarer === 'N') guessNS = strainGuess(deal, strain);
      const leader = SEATS[(SEATS.indexOf(declarer) + 1) % 4]!;
      const left = deal[leader].length;
      const leaderNS = sideOf(leader) === 'NS';
      const guess = guessNS < 0 ? -1 : leaderNS ? guessNS : left - guessNS;
      const solved = solver.solve(dealPosition(deal, trumpOf(strain), leader), 'most', guess);
      if (!solved.ok) {
        post({ type: 'error', id, message: solved.error.message });
        return;
      }
      const tricks = left - solved.value;
      guessNS = leaderNS ? solved.value : tricks;
      cells[declarer][strain] = tricks;
      const cell: TableCell = { declarer, strain, tricks };
      post({ type: 'progress', id, cell, done: done + 1, total: TABLE_ORDER.length });
    }
    stopping.delete(id);
    post({ type: 'table', id, table: cells });
  };

  const answer = async (request: DDRequest): Promise<void> => {
    switch (request.type) {
      case 'stop':
        stopping.add(request.id);
        return;
      case 'table':
        return table(request.id, request.deal);
      case 'tricks': {
        const solved = solver.solve(request.position, request.objective);
        post(
          solved.ok
            ? { type: 'tricks', id: request.id, tricks: solved.value }
            : { type: 'error', id: request.id, message: solved.error.message },
        );
        return;
      }
      case 'values': {
        const values = solver.cardValues(request.position, request.objective);
        post(
          values.ok
            ? { type: 'values', id: request.id, values: values.value }
            : { type: 'error', id: request.id, message: values.error.message },
        );
        return;
      }
    }
  };

  return {
    async handle(message: unknown): Promise<void> {
      const read = readRequest(message);
      if (!read.ok) {
        post({ type: 'error', id: read.id, message: read.message });
        return;
      }
      try {
        await answer(read.request);
      } catch (e) {
        post({ type: 'error', id: read.request.id, message: messageOf(e) });
      }
    },
  };
};
