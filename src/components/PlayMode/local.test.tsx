// @vitest-environment happy-dom
/**
 * "Play from here" for a hand the reader has in the browser (the Lab):
 * the play data built from the record are the build's for the same hand, a hand that cannot be
 * played gets no button, and the button mounts the same panel (`mount.ts`) at the replay's step.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHand } from '../../lib/hands.ts';
import { playData } from './data.ts';
import { PlayFromRecord } from './FromRecord.tsx';
import { RESULTS_KEY } from './game.ts';
import { recordPlayData } from './local.ts';

afterEach(cleanup);

const loaded = loadHand('drawing-trumps');
const record = loaded.checked.record;
const words = { open: 'Play from here', hint: 'Take a seat.', failed: 'Could not load.' };

describe('play from a record', () => {
  it('builds the same play data as the build writes for the hand', () => {
    const built = playData('drawing-trumps', 'Drawing trumps', loaded.checked, loaded.timeline);
    const local = recordPlayData(record, 'lab-paste-play');
    expect(local).not.toBeNull();
    expect({ ...local, slug: 'drawing-trumps', title: 'Drawing trumps' }).toEqual(built);
  });

  it('builds nothing, and offers no button, for a hand without four whole hands', () => {
    const partial = { ...record, deal: { ...record.deal, E: null, W: null }, play: [] };
    expect(recordPlayData(partial, 'x')).toBeNull();
    const { container } = render(<PlayFromRecord record={partial} step={() => 0} slug="x" words={words} />);
    expect(container.textContent).toBe('');
  });

  it('opens the panel at the replay’s step, keeps no result, and closes back to the button', async () => {
    localStorage.removeItem(RESULTS_KEY);
    const data = recordPlayData(record, 'lab')!;
    const step = data.steps.indexOf(8);
    render(<PlayFromRecord record={record} step={() => step} slug="lab" words={words} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play from here' }));
    const region = await waitFor(() => screen.getByRole('region', { name: 'Play it yourself' }), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Play from here' })).toBeNull();
    expect(within(region).getByRole('radio', { name: /the declarer/ })).toHaveProperty('checked', true);
    fireEvent.click(within(region).getByRole('button', { name: 'Start' }));
    expect(within(region).getByText(/^From the lead to trick 3\.$/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play from here' })).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Play it yourself' })).toBeNull();
    expect(localStorage.getItem(RESULTS_KEY)).toBeNull();
  });
});
