// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { chooseRuleSet, type PickerEnv, type StorageLike } from '../RuleSetPicker/model.ts';
import { counterView } from './model.ts';
import { HonourCounterView } from './View.tsx';

afterEach(cleanup);

const memoryStorage = (): StorageLike => {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};
const setup = (): PickerEnv => ({ storage: memoryStorage(), target: new EventTarget(), root: null });
const root = (): HTMLElement => document.querySelector('.ab-honours') as HTMLElement;
const live = (): string => root().querySelector('[aria-live="polite"]')?.textContent ?? '';
const sides = (): string[] => Array.from(root().querySelectorAll('.ab-honours__sides li')).map((li) => li.textContent ?? '');

const show = async (): Promise<void> => {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  });
};
const typeSide = (name: RegExp, value: string): void => {
  fireEvent.input(screen.getByRole('spinbutton', { name }), { target: { value } });
};
const check = async (): Promise<void> => {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  });
};

describe('HonourCounterView', () => {
  test('asks for the count first: the holders and scores are not shown until the reader answers', async () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    await act(() => {});
    expect(screen.getByRole('figure', { name: /The four hands, dealer North/ })).toBeTruthy();
    expect(screen.getByText('The honours are the ace, king, queen, jack and ten of hearts.')).toBeTruthy();
    expect(sides()).toEqual([]);
    expect(root().querySelector('.ab-honours__marked')).toBeNull();
    await show();
    const expected = counterView(RULE_SETS['whist-club-1926'], { seed: 't', number: 1, strain: 'H' });
    expect(sides()).toEqual(expected.sides.map((s) => (s.scores ? `${s.summary} ${s.scores}` : `${s.summary} `)));
    // The honours are marked in the hands: as many marks as honours held.
    const held = expected.holders.reduce((n, h) => n + h.count, 0);
    expect(root().querySelectorAll('.ab-honours__marked mark')).toHaveLength(held);
  });

  test('a wrong count gets a hint, not the answer; the right count then shows the marked hands', async () => {
    render(<HonourCounterView seed="t" strain="NT" env={setup()} />);
    await act(() => {});
    // Deal 1 of seed "t" at no-trump: East–West hold three aces (30).
    typeSide(/North–South score/, '30');
    await check();
    expect(root().textContent).toContain('Not yet.');
    expect(root().textContent).toMatch(/Hint: of the 4 honours, North–South hold 1, East–West hold 3/);
    expect(sides()).toEqual([]);
    typeSide(/North–South score/, '');
    typeSide(/East–West score/, '30');
    await check();
    expect(root().textContent).toContain('Right, at the second try.');
    const items = Array.from(root().querySelectorAll('.ab-breakdown__item'));
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toMatch(/^30 East–West, above the line: Honours, three aces: 30/);
    for (const li of items) expect(li.querySelector('.ab-breakdown__source')?.textContent).toMatch(/Source: /);
  });

  test('Deal again deals the next deal, asks again and announces it', async () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    await show();
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Deal again' }));
    });
    expect(root().getAttribute('data-deal')).toBe('2');
    expect(screen.getByRole('figure', { name: /dealer East/ })).toBeTruthy();
    expect(live()).toBe('Deal 2, hearts: count the honours.');
    expect(sides()).toEqual([]);
  });

  test('naming the trump with a labelled radio button asks about the new honours', async () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    const nt = screen.getByRole('radio', { name: 'No-trump' }) as HTMLInputElement;
    expect(screen.getByRole('group', { name: 'Trumps' })).toBeTruthy();
    await act(() => {
      fireEvent.click(nt);
    });
    expect(root().getAttribute('data-strain')).toBe('NT');
    expect(live()).toMatch(/^Deal 1, no-trumps: count the honours. At no-trump the honours are the four aces.$/);
  });

  test('royal spades are offered under 1912 only, and the scores follow the rule set', async () => {
    const env = setup();
    render(<HonourCounterView seed="t" env={env} />);
    expect(screen.queryByRole('radio', { name: 'Royal spades' })).toBeNull();
    await act(() => void chooseRuleSet('royal-auction-1912', env));
    expect(screen.getByRole('radio', { name: 'Royal spades' })).toBeTruthy();
    expect(root().getAttribute('data-rules')).toBe('royal-auction-1912');
    await show();
    const expected = counterView(RULE_SETS['royal-auction-1912'], { seed: 't', number: 1, strain: 'H' });
    expect(sides()).toEqual(expected.sides.map((s) => (s.scores ? `${s.summary} ${s.scores}` : `${s.summary} `)));
  });
});
