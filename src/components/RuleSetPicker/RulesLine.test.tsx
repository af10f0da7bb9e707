// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { RULE_SET_STORAGE_KEY, type PickerEnv, type StorageLike } from './choice.ts';
import { RulesLine } from './RulesLine.tsx';

afterEach(cleanup);

const memoryStorage = (): StorageLike & { data: Record<string, string> } => {
  const data: Record<string, string> = {};
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

/** A widget that follows the choice, as the scoring widgets do. */
function Widget({ env }: { env: PickerEnv }) {
  const rules = useRuleSet(env);
  return <RulesLine rules={rules} lesson="whist-club-1926" id="w" env={env} />;
}

describe('RulesLine', () => {
  test('under the lesson’s code: says so, offers Change, no notice', async () => {
    const env = { storage: memoryStorage(), target: new EventTarget(), root: null };
    render(<Widget env={env} />);
    await act(() => {});
    expect(document.body.textContent).toContain('Scored under Whist Club Laws 1926. This is the code this lesson teaches.');
    expect(screen.getByText('Change')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to this lesson’s code' })).toBeNull();
  });

  test('a different choice shows the notice and a way back; Change sets the choice', async () => {
    const storage = memoryStorage();
    const env = { storage, target: new EventTarget(), root: null };
    render(<Widget env={env} />);
    await act(() => {});
    await act(() => {
      fireEvent.change(screen.getByLabelText('Score under'), { target: { value: 'bridge-count-1908' } });
    });
    expect(storage.data[RULE_SET_STORAGE_KEY]).toBe('bridge-count-1908');
    expect(document.body.textContent).toContain(`Scored under ${RULE_SETS['bridge-count-1908'].label}.`);
    expect(document.body.textContent).toContain('is not the one this lesson teaches (Whist Club Laws 1926)');
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Back to this lesson’s code' }));
    });
    expect(storage.data[RULE_SET_STORAGE_KEY]).toBe('whist-club-1926');
    expect(screen.queryByRole('button', { name: 'Back to this lesson’s code' })).toBeNull();
  });

  test('the learner’s choices leave out the seed text; a pinned widget offers no change', () => {
    render(<RulesLine rules={RULE_SETS['royal-auction-1912']} lesson="whist-club-1926" pinned id="p" />);
    expect(document.body.textContent).toContain('This example is fixed to that code.');
    expect(screen.queryByText('Change')).toBeNull();
    cleanup();
    render(<RulesLine rules={RULE_SETS['whist-club-1926']} lesson="whist-club-1926" id="q" />);
    const options = Array.from((screen.getByLabelText('Score under') as HTMLSelectElement).options, (o) => o.value);
    expect(options).toEqual(['whist-club-1926', 'whist-club-1915', 'royal-auction-1912', 'bridge-count-1908']);
  });
});
