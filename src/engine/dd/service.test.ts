/**
 * The worker's service in Node, without a Worker: a table cell by cell equals Solver.solveTable,
 * `stop` takes effect at the next cell, position questions equal the Solver's answers, and every
 * broken message or failure is answered with an `error` reply.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.ts';
import type { BySeat, Card } from '../types.ts';
import { dealPosition } from './position.ts';
import type { DDReply } from './protocol.ts';
import { createDDService, readRequest, type DDSolver } from './service.ts';
import { Solver } from './solver.ts';

/** Seven cards of each hand of lesson 2's deal (src/content/hands/l02-the-deal.pbn): a table that solves at once. */
const hand = (text: string): Card[] => text.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${'SHDC'[i]}${r}` as Card));
const DEAL: BySeat<readonly Card[]> = { N: hand('AK2.AK3.A9.'), E: hand('J76.82.7.AK'), S: hand('543.765.K.8'), W: hand('QT9.QJ.T6.T') };
/** A three-card ending: every question about it is instant. */
const ENDING: BySeat<readonly Card[]> = { N: ['SA', 'SK', 'H2'], E: ['SQ', 'SJ', 'H3'], S: ['S2', 'S3', 'HA'], W: ['H4', 'H5', 'D2'] };

const solver = new Solver({ ttLog2: 16 });

/** A service whose replies are collected. */
const serviceWith = (s: DDSolver = solver) => {
  const replies: DDReply[] = [];
  const service = createDDService({ solver: s, post: (r) => replies.push(r), pause: () => Promise.resolve() });
  return { replies, service };
};

describe('the double-dummy service', () => {
  it('solves a table cell by cell, with progress after each cell, equal to Solver.solveTable', async () => {
    const { replies, service } = serviceWith();
    await service.handle({ type: 'table', id: 7, deal: DEAL });
    const progress = replies.filter((r) => r.type === 'progress');
    expect(progress.map((r) => r.done)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const last = replies.at(-1);
    expect(last?.type).toBe('table');
    const expected = unwrap(new Solver({ ttLog2: 16 }).solveTable(DEAL));
    expect(last?.type === 'table' && last.table).toEqual(expected);
    for (const r of progress) if (r.type === 'progress') expect(r.cell.tricks).toBe(expected[r.cell.declarer][r.cell.strain]);
  });

  it('stops at the next cell after a stop message', async () => {
    const replies: DDReply[] = [];
    // The stop arrives while the table pauses after its third cell, as a message would.
    let pauses = 0;
    const pause = async (): Promise<void> => {
      if (++pauses === 4) await service.handle({ type: 'stop', id: 3 });
    };
    const service = createDDService({ solver, post: (r) => replies.push(r), pause });
    await service.handle({ type: 'table', id: 3, deal: ENDING });
    expect(replies.filter((r) => r.type === 'progress')).toHaveLength(3);
    expect(replies.at(-1)).toEqual({ type: 'stopped', id: 3, done: 3 });
  });

  it('answers tricks and card values for a position as the Solver does', async () => {
    const { replies, service } = serviceWith();
    const position = { ...dealPosition(ENDING, 'S', 'W') };
    await service.handle({ type: 'tricks', id: 1, position });
    await service.handle({ type: 'values', id: 2, position });
    expect(replies[0]).toEqual({ type: 'tricks', id: 1, tricks: unwrap(solver.solve(position)) });
    expect(replies[1]).toEqual({ type: 'values', id: 2, values: unwrap(solver.cardValues(position)) });
  });

  it('answers a broken message with an error, never silence', async () => {
    const { replies, service } = serviceWith();
    await service.handle(null);
    await service.handle({ type: 'table' });
    await service.handle({ type: 'dance', id: 1 });
    await service.handle({ type: 'table', id: 2, deal: { ...ENDING, N: ['SA', 'XX', 'H2'] } });
    await service.handle({ type: 'tricks', id: 3, position: { ...dealPosition(ENDING, null, 'W'), leader: 'Q' } });
    // A card held twice passes the shape check and is refused by the solver's own gate.
    await service.handle({ type: 'tricks', id: 4, position: dealPosition({ ...ENDING, N: ['SQ', 'SK', 'H2'] }, null, 'W') });
    await service.handle({ type: 'table', id: 5, deal: { ...ENDING, N: ['SA', 'SK'] } });
    expect(replies.map((r) => [r.type, r.id])).toEqual([
      ['error', null],
      ['error', null],
      ['error', 1],
      ['error', 2],
      ['error', 3],
      ['error', 4],
      ['error', 5],
    ]);
    expect(replies[3]?.type === 'error' && replies[3].message).toMatch(/hand of N/);
    expect(replies[5]?.type === 'error' && replies[5].message).toMatch(/SQ is held twice/);
  });

  it('answers a solver that throws with an error', async () => {
    const broken: DDSolver = {
      solve: () => {
        throw new Error('out of memory');
      },
      cardValues: () => {
        throw new Error('out of memory');
      },
    };
    const { replies, service } = serviceWith(broken);
    await service.handle({ type: 'table', id: 9, deal: ENDING });
    await service.handle({ type: 'values', id: 10, position: dealPosition(ENDING, null, 'W') });
    expect(replies).toEqual([
      { type: 'error', id: 9, message: 'out of memory' },
      { type: 'error', id: 10, message: 'out of memory' },
    ]);
  });

  it('reads the objective of a position question, most tricks unless nullos', () => {
    const position = dealPosition(ENDING, null, 'W');
    const read = (objective: unknown) => readRequest({ type: 'values', id: 1, position, objective });
    expect(read('fewest')).toMatchObject({ ok: true, request: { objective: 'fewest' } });
    expect(read(undefined)).toMatchObject({ ok: true, request: { objective: 'most' } });
  });
});
