import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Solver } from '../../engine/dd/index.ts';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { ok } from '../../engine/result.ts';
import { checkRecord } from '../../engine/record.ts';
import { HANDS_DIR, loadHand } from '../../lib/hands.ts';
import { FOUR_HEARTS, FOUR_HEARTS_RECORD } from '../HandReplay/fixtures.ts';
import {
  ANALYSIS_DEFAULT,
  analyseHand,
  analysisKey,
  analysisWanted,
  computeAnalysis,
  fullDeal,
  PAR_CODES,
  storedAnalysis,
} from './build.ts';

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
 * play. No real search (the real tables are checked by `hands.dd.test.ts`), so the test checks
 * what build.ts does with the solver's answers: one total per step, losses at their steps, par
 * per code.
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

/** Every game of the shipped hand files, loaded as its page loads it (a board for a file of several). */
const shippedGames = readdirSync(HANDS_DIR)
  .filter((f) => f.endsWith('.pbn'))
  .sort()
  .flatMap((file) => {
    const records = pbnParseOf(parsePbn(readFileSync(`${HANDS_DIR}/${file}`, 'utf8'), { file })).records;
    const slug = file.replace(/\.pbn$/, '');
    return records.map((r) => ({ slug, board: records.length > 1 ? (r?.board ?? undefined) : undefined }));
  });

describe('the stored analysis (dd-tables.json, dd-traces.json) on every hand page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  test.each(shippedGames.map((g) => [`${g.slug}${g.board === undefined ? '' : ` board ${g.board}`}`, g] as const))(
    '%s: a default build shows the table and par, and solves nothing',
    (_, { slug, board }) => {
      vi.stubEnv('AB_ANALYSIS', '');
      const table = vi.spyOn(Solver.prototype, 'solveTable');
      const solve = vi.spyOn(Solver.prototype, 'solve');
      const loaded = loadHand(slug, board === undefined ? {} : { board });
      const analysis = analyseHand(slug, loaded.checked, loaded.timeline);
      expect(table).not.toHaveBeenCalled();
      expect(solve).not.toHaveBeenCalled();
      if (fullDeal(loaded.checked) === null) return expect(analysis).toBeNull();
      expect(analysis?.table, 'the stored table; run UPDATE_DD=1 npx vitest run src/content/hands/hands.dd.test.ts').not.toBeNull();
      expect(analysis?.par.map((p) => p.rules)).toEqual(PAR_CODES);
      // A hand with traced play also has its total at each step of the play.
      const traced = loaded.checked.contract !== null && loaded.checked.contract.strain !== 'NL' && loaded.record.play.length > 0;
      expect(analysis?.steps.some((t) => t !== null)).toBe(traced);
    },
  );

  test('AB_ANALYSIS does not solve again what is stored', () => {
    vi.stubEnv('AB_ANALYSIS', 'all');
    const table = vi.spyOn(Solver.prototype, 'solveTable');
    const loaded = loadHand('drawing-trumps');
    expect(analyseHand('drawing-trumps', loaded.checked, loaded.timeline)).toEqual(storedAnalysis(loaded.checked, loaded.timeline));
    expect(table).not.toHaveBeenCalled();
  });
});
