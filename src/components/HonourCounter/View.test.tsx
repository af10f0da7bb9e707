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

describe('HonourCounterView', () => {
  test('shows the deal as a hand diagram, who holds the honours and what each side scores', () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    expect(screen.getByRole('figure', { name: /The four hands, dealer North/ })).toBeTruthy();
    const expected = counterView(RULE_SETS['whist-club-1926'], { seed: 't', number: 1, strain: 'H' });
    expect(sides()).toEqual(expected.sides.map((s) => (s.scores ? `${s.summary} ${s.scores}` : `${s.summary} `)));
    expect(screen.getByText('The honours are the ace, king, queen, jack and ten of hearts.')).toBeTruthy();
  });

  test('Deal again deals the next deal and announces it', async () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Deal again' }));
    });
    expect(root().getAttribute('data-deal')).toBe('2');
    expect(screen.getByRole('figure', { name: /dealer East/ })).toBeTruthy();
    expect(live()).toMatch(/^Deal 2, hearts: /);
  });

  test('naming the trump with a labelled radio button recounts the honours', async () => {
    render(<HonourCounterView seed="t" env={setup()} />);
    const nt = screen.getByRole('radio', { name: 'No-trump' }) as HTMLInputElement;
    expect(screen.getByRole('group', { name: 'Trumps' })).toBeTruthy();
    await act(() => {
      fireEvent.click(nt);
    });
    expect(root().getAttribute('data-strain')).toBe('NT');
    expect(screen.getByText('At no-trump the honours are the four aces.')).toBeTruthy();
    expect(live()).toMatch(/^Deal 1, no-trumps: /);
  });

  test('royal spades are offered under 1912 only, and the scores follow the rule set', async () => {
    const env = setup();
    render(<HonourCounterView seed="t" env={env} />);
    expect(screen.queryByRole('radio', { name: 'Royal spades' })).toBeNull();
    await act(() => void chooseRuleSet('royal-auction-1912', env));
    expect(screen.getByRole('radio', { name: 'Royal spades' })).toBeTruthy();
    expect(root().getAttribute('data-rules')).toBe('royal-auction-1912');
    const expected = counterView(RULE_SETS['royal-auction-1912'], { seed: 't', number: 1, strain: 'H' });
    expect(sides()).toEqual(expected.sides.map((s) => (s.scores ? `${s.summary} ${s.scores}` : `${s.summary} `)));
    expect(screen.getByText('Scored under Whist Club Laws 1912 (Royal Auction).')).toBeTruthy();
  });

  test('each scoring entry cites its rule', () => {
    render(<HonourCounterView seed="t" strain="NT" env={setup()} />);
    // Deal 1 of seed "t" at no-trump: East–West hold three aces (30).
    const items = Array.from(root().querySelectorAll('.ab-breakdown__item'));
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toMatch(/^30 East–West, above the line: Honours, three aces: 30/);
    for (const li of items) {
      expect(li.querySelector('.ab-breakdown__source')?.textContent).toMatch(/Source: /);
    }
  });
});
