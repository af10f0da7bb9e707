/**
 * The analysis panel's model: the deal of a table, the solver's position at each step of a
 * replay (checked against the engine's own play state, playStatePosition), and declarer's
 * totals and the cost of each card.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playStatePosition } from '../../engine/dd/position.ts';
import { Solver } from '../../engine/dd/solver.ts';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { applyCard, startPlay, type PlayState } from '../../engine/play.ts';
import { checkRecord, replay, type Timeline } from '../../engine/record.ts';
import { unwrap } from '../../engine/result.ts';
import { cardLines, declarerTotal, gridOf, stepQuestion, tableDeal, type StepQuestion } from './model.ts';

const timelineOf = (file: string): Timeline => {
  const parsed = pbnParseOf(parsePbn(readFileSync(new URL(`../../content/hands/${file}`, import.meta.url), 'utf8'), { file }));
  return replay(unwrap(checkRecord(parsed.records[0]!)));
};

const L02 = timelineOf('l02-the-deal.pbn');

describe('the analysis panel model', () => {
  it('takes the deal of a table from the first step, and refuses hands of unequal lengths', () => {
    const deal = tableDeal(L02);
    expect(deal.ok && deal.deal.N).toHaveLength(13);
    const first = L02.steps[0]!;
    const short: Timeline = { ...L02, steps: [{ ...first, hands: { ...first.hands, N: first.hands.N!.slice(1) } }] };
    expect(tableDeal(short)).toEqual({ ok: false, reason: 'lengths', lengths: { N: 12, E: 13, S: 13, W: 13 } });
    const hidden: Timeline = { ...L02, steps: [{ ...first, hands: { ...first.hands, E: null } }] };
    expect(tableDeal(hidden)).toMatchObject({ ok: false, reason: 'hidden' });
  });

  it('asks nothing during the auction or after the last card', () => {
    expect(stepQuestion(L02, 0)).toBe('auction');
    expect(stepQuestion(L02, L02.steps.length - 1)).toBe('end');
  });

  it('gives at every step of the play the position the engine’s play state gives', () => {
    const deal = tableDeal(L02);
    if (!deal.ok) throw new Error('no deal');
    const contract = L02.steps.at(-1)!.contract!;
    let state: PlayState = startPlay(deal.deal, contract);
    let checked = 0;
    for (const snap of L02.steps) {
      if (snap.event.type === 'card') state = unwrap(applyCard(state, snap.event.card));
      const q = stepQuestion(L02, snap.step);
      if (typeof q === 'string') continue;
      const expected = playStatePosition(state);
      expect(q.position.leader, `step ${snap.step}`).toBe(expected.leader);
      expect(q.position.trick).toEqual(expected.trick);
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        expect([...q.position.hands[seat]].sort()).toEqual([...expected.hands[seat]].sort());
      expect(q.won).toBe(state.tricksWon.NS);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('turns the solver’s answers into declarer’s totals and the cost of each card', () => {
    // Four cards before the end of lesson 2: the last trick but one, North–South to take 8 in all.
    const last = L02.steps.length - 1;
    const q = stepQuestion(L02, last - 4) as StepQuestion;
    expect(typeof q).toBe('object');
    const solver = new Solver({ ttLog2: 12 });
    const tricks = unwrap(solver.solve(q.position));
    expect(declarerTotal(q, tricks)).toBe(8);
    const lines = cardLines(q, unwrap(solver.cardValues(q.position)));
    expect(lines[0]?.cost).toBe(0);
    expect(lines.every((l) => l.total === 8 + (q.toPlay === 'N' || q.toPlay === 'S' ? -l.cost : l.cost))).toBe(true);
  });

  it('makes a grid of the cells solved so far', () => {
    expect(gridOf([{ declarer: 'S', strain: 'NT', tricks: 8 }])).toEqual({ N: {}, E: {}, S: { NT: 8 }, W: {} });
  });
});
