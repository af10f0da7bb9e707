import { describe, expect, test } from 'vitest';
import type { Solver } from '../../engine/dd/index.ts';
import { ok } from '../../engine/result.ts';
import { checkRecord } from '../../engine/record.ts';
import { FOUR_HEARTS, FOUR_HEARTS_RECORD } from '../HandReplay/fixtures.ts';
import { ANALYSIS_DEFAULT, analysisKey, analysisWanted, computeAnalysis, PAR_CODES } from './build.ts';

const checked = (() => {
  const c = checkRecord(FOUR_HEARTS_RECORD);
  if (!c.ok) throw new Error('fixture');
  return c.value;
})();

const TABLE = {
  N: { S: 6, H: 10, D: 8, C: 7, NT: 10 },
  E: { S: 6, H: 3, D: 5, C: 5, NT: 3 },
  S: { S: 6, H: 10, D: 8, C: 7, NT: 10 },
  W: { S: 6, H: 3, D: 5, C: 5, NT: 3 },
};

/**
 * A stand-in solver: the table above, and a `solve` that always answers 0 tricks for the side to
 * play. No real search (a full table takes minutes with today's solver), so the test checks what
 * build.ts does with the solver's answers: one total per step, losses at their steps, par per code.
 */
const stub = (): Solver => ({ solveTable: () => ok(TABLE), solve: () => ok(0) }) as unknown as Solver;

describe('analysisWanted (AB_ANALYSIS)', () => {
  test('every hand with "all"; none by default (ANALYSIS_DEFAULT), with 0 or off; else the names listed', () => {
    expect(analysisWanted('x', undefined)).toBe(ANALYSIS_DEFAULT === 'all');
    expect(analysisWanted('x', 'all')).toBe(true);
    expect(analysisWanted('x', '0')).toBe(false);
    expect(analysisWanted('x', 'off')).toBe(false);
    expect(analysisWanted('drawing-trumps', 'l06-ruffing, drawing-trumps.pbn')).toBe(true);
    expect(analysisWanted('l02-the-deal', 'l06-ruffing,drawing-trumps')).toBe(false);
  });
});

describe('analysisKey', () => {
  test('the same hand gives the same key; another play gives another', () => {
    expect(analysisKey(checked, FOUR_HEARTS)).toBe(analysisKey(checked, FOUR_HEARTS));
    const fewer = { ...FOUR_HEARTS, steps: FOUR_HEARTS.steps.slice(0, 20) };
    expect(analysisKey(checked, fewer)).not.toBe(analysisKey(checked, FOUR_HEARTS));
  });
});

describe('computeAnalysis', () => {
  const analysis = computeAnalysis(checked, FOUR_HEARTS, stub())!;

  test('the table as the solver gives it, and par under every pickable code and Contract duplicate', () => {
    expect(analysis.table).toEqual(TABLE);
    expect(analysis.par.map((p) => p.rules)).toEqual(PAR_CODES);
    // Ten tricks in hearts or no-trump for North–South: par is theirs under every code.
    for (const p of analysis.par) expect(p.score).toBeGreaterThan(0);
  });

  test('one total per step of the timeline, none during the auction', () => {
    expect(analysis.steps).toHaveLength(FOUR_HEARTS.steps.length);
    const lead = FOUR_HEARTS.trickStarts[0]!;
    expect(analysis.steps.slice(0, lead - 1).every((t) => t === null)).toBe(true);
    expect(analysis.steps.slice(lead).every((t) => typeof t === 'number')).toBe(true);
    // Each loss sits at the step of its card.
    for (const l of analysis.losses) {
      const e = FOUR_HEARTS.steps[l.step]?.event;
      expect(e?.type === 'card' && e.card).toBe(l.card);
    }
  });
});
