// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addDeal, newRubber, scoreOf } from './model.ts';
import { readState, STORE_KEY, writeState } from './model-store.ts';
import { ScorerView } from './View.tsx';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const stored = () => readState(localStorage.getItem(STORE_KEY)).state;
const totals = (): string[] =>
  [...document.querySelectorAll('.ab-pad__total')].map((e) => /(−?\d+)\s*$/.exec(e.textContent ?? '')?.[1] ?? '');
const mount = async () => {
  render(<ScorerView base="/" build="test" />);
  await act(async () => undefined);
};
const pick = (name: string, value: string): void => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
  fireEvent.click(input);
};

describe('the scorer island', () => {
  test('starts a rubber under the 1926 laws and saves it at once', async () => {
    await mount();
    expect(document.querySelector('.ab-scorer')?.getAttribute('data-rules')).toBe('whist-club-1926');
    expect(stored().current?.deals).toEqual([]);
  });

  test('a deal entered is on the sheet and in storage, scored by the engine', async () => {
    await mount();
    pick('ab-scorer-by', 'EW');
    pick('ab-scorer-level', '3');
    pick('ab-scorer-strain', 'NT');
    fireEvent.input(screen.getByLabelText('Tricks won by the declaring side'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add deal' }));
    await act(async () => undefined);
    const r = stored().current!;
    expect(r.deals).toEqual([{ by: 'EW', contract: { level: 3, strain: 'NT', doubled: 0 }, tricks: 10, honours: { kind: 'none' } }]);
    const t = scoreOf(r).ledger!.totals;
    expect(totals()).toEqual([String(t['NS']!.total), String(t['EW']!.total)]);
    expect(screen.getByTestId('scorer-status').textContent).toMatch(/^Deal 1 added\./);
  });

  test('a deal after the end of the rubber cannot be added: the form gives way to New rubber', async () => {
    const done = [1, 2].reduce(
      (r) => addDeal(r, { by: 'NS', contract: { level: 3, strain: 'NT', doubled: 0 }, tricks: 9, honours: { kind: 'none' } }),
      newRubber({ id: 'x', now: 'n' }),
    );
    localStorage.setItem(STORE_KEY, writeState({ current: done, past: [] }));
    await mount();
    expect(screen.queryByRole('button', { name: 'Add deal' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New rubber' }));
    await act(async () => undefined);
    expect(stored().past.map((p) => p.id)).toEqual(['x']);
    expect(stored().current?.deals).toEqual([]);
  });

  test('another tab’s change is shown (storage event)', async () => {
    await mount();
    const other = addDeal(stored().current!, {
      by: 'NS',
      contract: { level: 1, strain: 'C', doubled: 0 },
      tricks: 8,
      honours: { kind: 'none' },
    });
    const value = writeState({ current: other, past: [] });
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: value }));
    });
    expect(document.querySelector('.ab-scorer')?.getAttribute('data-deals')).toBe('1');
    expect(screen.getByTestId('scorer-status').textContent).toMatch(/another tab/);
  });

  test('a refused save is said at once, with an export', async () => {
    const spy = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await mount();
    expect(screen.getByRole('alert').textContent).toMatch(/refused to save the scores \(QuotaExceededError\)/);
    spy.mockRestore();
  });
});
