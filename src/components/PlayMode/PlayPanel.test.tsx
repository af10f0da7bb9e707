// @vitest-environment happy-dom
/**
 * "Play it yourself" in a DOM, with the real solver behind a client whose worker runs in
 * process: the reader picks a seat, plays every card of theirs by pressing its button, gets a
 * hint and its reason, undoes, and at the end sees the tricks against best play and the
 * engine's score for that result.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Solver } from '../../engine/dd/solver.ts';
import { loadHand } from '../../lib/hands.ts';
import { createDDClient, type DDClient } from '../Analysis/client.ts';
import { inProcessWorker } from '../Analysis/in-process.ts';
import { playData } from './data.ts';
import { RESULTS_KEY, type PlayData } from './game.ts';
import { PlayPanel } from './PlayPanel.tsx';

afterEach(cleanup);

const solver = new Solver({ ttLog2: 16 });
const client = (): DDClient => createDDClient({ spawn: inProcessWorker(solver) });

const loaded = loadHand('drawing-trumps');
const data = playData('drawing-trumps', 'Drawing trumps', loaded.checked, loaded.timeline) as PlayData;
/** The replay step of the hand's 44th card: the last three tricks are left to play. */
const late = data.steps.indexOf(44);

const region = () => screen.getByRole('region', { name: 'Play it yourself' });

describe('play it yourself', () => {
  it('plays the last tricks as declarer, with a hint, an undo, and the engine’s score at the end', async () => {
    localStorage.removeItem(RESULTS_KEY);
    render(<PlayPanel data={data} step={late} client={client()} pace={0} />);
    expect(within(region()).getByRole('radio', { name: /the declarer/ })).toHaveProperty('checked', true);
    fireEvent.click(within(region()).getByRole('button', { name: 'Start' }));
    expect(within(region()).getByText('From the lead to trick 12.')).toBeTruthy();
    let undone = false;
    for (let i = 0; i < 20; i++) {
      await waitFor(() => expect(region().dataset['playState']).not.toBe('thinking'), { timeout: 30_000 });
      if (region().dataset['playState'] === 'over') break;
      const hint = within(region()).getByRole('button', { name: 'Hint' });
      await waitFor(() => expect(hint).toHaveProperty('disabled', false), { timeout: 30_000 });
      fireEvent.click(hint);
      const said = within(region()).getByText(/keeps the best result\.$/, { exact: false });
      fireEvent.click(within(region()).getByRole('button', { name: 'Why?' }));
      expect(said.parentElement?.textContent ?? said.textContent).toMatch(/your side takes/);
      const card = region().querySelector<HTMLButtonElement>('.ab-practice__card--hint')!;
      expect(card.disabled).toBe(false);
      fireEvent.click(card);
      if (!undone) {
        undone = true;
        fireEvent.click(within(region()).getByRole('button', { name: 'Undo' }));
        await waitFor(() => expect(region().querySelector(`[data-card="${card.dataset['card']}"]`)?.tagName).toBe('BUTTON'));
      }
    }
    expect(region().dataset['playState']).toBe('over');
    const summary = region().querySelector<HTMLElement>('.ab-practice__summary')!;
    await waitFor(() => expect(summary.dataset['best']).not.toBe(''), { timeout: 30_000 });
    // Best play throughout: the side makes what double dummy gives from the start.
    expect(summary.dataset['made']).toBe(summary.dataset['best']);
    expect(within(region()).getByText('None of your cards gave up a trick.')).toBeTruthy();
    const made = Number(summary.dataset['made']);
    const own = region().querySelector(`[data-rules="${data.rules.id}"]`);
    expect(own?.textContent).toContain(`${made} of 13 tricks`);
    const kept = (): unknown =>
      (JSON.parse(localStorage.getItem(RESULTS_KEY) ?? '{}') as Record<string, { made: number }>)['drawing-trumps']?.made;
    await waitFor(() => expect(kept()).toBe(made));
  }, 120_000);

  it('offers the declaring side and both defenders, and says where it starts', () => {
    // A stored value it did not write is ignored, not shown and not a crash.
    localStorage.setItem(RESULTS_KEY, JSON.stringify({ 'drawing-trumps': { made: 'ten' }, other: 4 }));
    render(<PlayPanel data={data} step={0} client={client()} />);
    expect(within(region()).getAllByRole('radio')).toHaveLength(3);
    expect(within(region()).queryByText(/Your last result/)).toBeNull();
    fireEvent.click(within(region()).getAllByRole('radio')[1]!);
    fireEvent.click(within(region()).getByRole('button', { name: 'Start' }));
    expect(within(region()).getByText('From the opening lead.')).toBeTruthy();
    // The defender sees their own cards and not declarer's until the lead (dummy is face down).
    const hidden = region().querySelectorAll('.ab-practice__hidden');
    expect(hidden.length).toBe(3);
  });
});
