// @vitest-environment happy-dom
/**
 * The Lab's analysis panel in a DOM, with a client whose worker runs the real service in
 * process: nothing is started before a press; the table fills cell by cell with "n of 20";
 * Stop; a worker error shows a message in words and leaves the panel usable; a deal that is not
 * whole is explained instead of solved.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { DDRequest } from '../../engine/dd/protocol.ts';
import { Solver } from '../../engine/dd/solver.ts';
import { FOUR_HEARTS } from '../HandReplay/fixtures.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { createDDClient, type DDClient } from './client.ts';
import { inProcessWorker } from './in-process.ts';
import { stepQuestion } from './model.ts';

afterEach(cleanup);

const solver = new Solver({ ttLog2: 16 });

/** A timeline of a three-card ending: the table solves at once. */
const ENDING = (() => {
  const first = FOUR_HEARTS.steps[0]!;
  const hands = { N: ['SA', 'SK', 'H2'], E: ['SQ', 'SJ', 'H3'], S: ['S2', 'S3', 'HA'], W: ['H4', 'H5', 'D2'] } as const;
  return { ...FOUR_HEARTS, steps: [{ ...first, hands }, ...FOUR_HEARTS.steps.slice(1)] };
})();

/** A client whose worker runs the service in process; `broken` makes every answer an error. */
const fakeClient =
  (log: DDRequest[], broken = false): (() => DDClient) =>
  () =>
    createDDClient({ spawn: inProcessWorker(solver, { log, broken }) });

describe('the analysis panel', () => {
  it('starts nothing before a press, then fills the table cell by cell', async () => {
    const log: DDRequest[] = [];
    render(<AnalysisPanel timeline={ENDING} step={0} client={fakeClient(log)} />);
    const region = screen.getByRole('region', { name: 'Double-dummy analysis' });
    expect(log).toEqual([]);
    expect(within(region).queryByRole('table')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Solve the table' }));
    await waitFor(() => expect(within(region).getByText(/^20 of 20 cells solved/)).toBeTruthy(), { timeout: 30_000 });
    const expected = solver.solveTable(ENDING.steps[0]!.hands as never);
    if (!expected.ok) throw new Error('no table');
    const cell = region.querySelector('td[data-cell="SNT"]');
    expect(cell?.textContent).toBe(String(expected.value.S.NT));
    expect(within(region).getByRole('status').textContent).toMatch(/^Table solved: 20 of 20 cells in [\d.]+ s\.$/);
    expect(log.map((m) => m.type)).toEqual(['table']);
  });

  it('says what went wrong when the worker fails, and keeps the button', async () => {
    render(<AnalysisPanel timeline={ENDING} step={0} client={fakeClient([], true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Solve the table' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert.textContent).toMatch(/^The analysis failed: Unknown request "nonsense"\. Your hand is unchanged/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Solve the table' }).disabled).toBe(false);
  });

  it('explains a deal that is not whole instead of solving it', () => {
    const first = FOUR_HEARTS.steps[0]!;
    const short = { ...FOUR_HEARTS, steps: [{ ...first, hands: { ...first.hands, N: first.hands.N!.slice(2) } }] };
    render(<AnalysisPanel timeline={short} step={0} client={fakeClient([])} />);
    expect(screen.queryByRole('button', { name: 'Solve the table' })).toBeNull();
    expect(screen.getByText(/North 11, East 13, South 13, West 13/)).toBeTruthy();
  });

  it('analyses the replay’s step: declarer’s total and every legal card with its cost in words', async () => {
    // Late in the play, where a search is instant: the last step that can be analysed.
    const step = FOUR_HEARTS.steps.findLastIndex((_, i) => typeof stepQuestion(FOUR_HEARTS, i) === 'object');
    render(<AnalysisPanel timeline={FOUR_HEARTS} step={step} client={fakeClient([])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyse this step' }));
    await screen.findByText(/^With best play from here: declarer \(\w+\) takes \d+ tricks? in all\.$/, {}, { timeout: 60_000 });
    await waitFor(() => expect(document.querySelectorAll('.ab-dd__cards li').length).toBeGreaterThan(0), { timeout: 60_000 });
    const lines = [...document.querySelectorAll('.ab-dd__cards li')];
    expect(lines[0]?.textContent).toMatch(/best$/);
    for (const li of lines.filter((l) => l.getAttribute('data-cost') !== '0'))
      expect(li.textContent).toMatch(/costs (North–South|East–West) (a trick|\d+ tricks)$/);
  });
});
