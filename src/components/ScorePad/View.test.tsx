// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { unwrap } from '../../engine/result.ts';
import { chooseRuleSet, RULE_SET_STORAGE_KEY, type PickerEnv, type StorageLike } from '../RuleSetPicker/model.ts';
import { readResults } from '../Score/notation.ts';
import { WORK_RUBBER } from './fixtures.ts';
import { ScorePadView } from './View.tsx';

afterEach(() => {
  cleanup();
  // The widgets keep their state in the address; start each test from a clean one.
  history.replaceState(null, '', '/');
});

const memoryStorage = (initial: Record<string, string> = {}): StorageLike => {
  const data = { ...initial };
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};
const setup = (stored: Record<string, string> = {}): PickerEnv => ({
  storage: memoryStorage(stored),
  target: new EventTarget(),
  root: null,
});

const work = unwrap(readResults(WORK_RUBBER));
// Work's rubber has royal spades, which only the 1912 code has: for rescoring, a rubber that
// every auction code can score.
const plain = unwrap(
  readResults([
    { contract: '2H', by: 'NS', tricks: 8, honours: 'declarer:AKQ;dummy:J;lho:T' },
    { contract: '3NT', by: 'EW', tricks: 7, honours: 'declarer:AS AH;dummy:AD;lho:AC' },
    { contract: '2NT', by: 'NS', tricks: 12, honours: 'declarer:AS AH;dummy:AD AC' },
  ]),
);

const status = (): HTMLElement => document.querySelector('.ab-pad__status') as HTMLElement;
const totals = (): string[] => Array.from(document.querySelectorAll('.ab-pad__total')).map((p) => p.textContent ?? '');

describe('ScorePadView', () => {
  test('draws We and They, the entries above and below the line, and the result', () => {
    render(<ScorePadView deals={work} rules="royal-auction-1912" env={setup()} />);
    const pad = screen.getByRole('region', { name: 'Rubber score sheet' });
    expect(within(pad).getByRole('list', { name: 'We, above the line' })).toBeTruthy();
    expect(within(pad).getByRole('list', { name: 'They, below the line, game 2' })).toBeTruthy();
    expect(within(pad).getByText('We win the rubber, 2 games to 1, by 412 points.')).toBeTruthy();
    expect(totals()).toEqual(['We, Total: Total 1033', 'They, Total: Total 621']);
    expect(within(pad).getByText('Game 1: We')).toBeTruthy();
  });

  test('every entry is focusable and carries its reason as text for screen readers and a tooltip', () => {
    render(<ScorePadView deals={work} rules="royal-auction-1912" env={setup()} />);
    const above = screen.getByRole('list', { name: 'We, above the line' });
    const items = within(above).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    for (const li of items) expect(li.getAttribute('tabindex')).toBe('0');
    const first = items[0]!;
    expect(first.querySelector('.ab-sr-only')?.textContent).toMatch(
      /^32, deal 1: Honours, four honours divided: 4 tricks × 8\. Source: Whist Club code of 1912, law 6; M. C. Work, Auction of To-day \(1913\)/,
    );
    const tip = first.querySelector('.ab-pad__tip');
    expect(tip?.getAttribute('aria-hidden')).toBe('true');
    expect(tip?.textContent).toContain('Deal 1: Honours, four honours divided');
  });

  test('replays deal by deal with named buttons, announcing each deal politely', async () => {
    render(<ScorePadView deals={work} rules="royal-auction-1912" env={setup()} />);
    expect(status().getAttribute('aria-live')).toBe('polite');
    const group = screen.getByRole('group', { name: 'Replay the rubber deal by deal' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['First deal', 'Previous deal', 'Next deal', 'Last deal']);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'First deal' }));
    });
    expect(status().textContent).toBe('Deal 1 of 13: two hearts by South, 8 of 13 tricks, made. We 16 below, 32 above.');
    expect(totals()).toEqual(['We, Total: Total 48', 'They, Total: Total 0']);
    expect(screen.getByRole('button', { name: 'Previous deal' }).getAttribute('aria-disabled')).toBe('true');
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next deal' }));
    });
    expect(status().textContent).toMatch(/^Deal 2 of 13: two royal spades by West/);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Last deal' }));
    });
    expect(status().textContent).toMatch(/We win the rubber\.$/);
    expect(screen.getByRole('button', { name: 'Next deal' }).getAttribute('aria-disabled')).toBe('true');
  });

  test('the deal to start at can be given', () => {
    render(<ScorePadView deals={work} rules="royal-auction-1912" at={4} env={setup()} />);
    expect(status().textContent).toMatch(/^Deal 4 of 13/);
    expect(screen.getByText('The rubber is not finished. Games: We 1, They 0. We lead by 148 points.')).toBeTruthy();
  });

  test('rescores when the reader picks another rule set, and says so', async () => {
    const env = setup();
    render(<ScorePadView deals={plain} env={env} />);
    await act(() => {});
    // 1926: 16 + 40 (four divided, flat) + 100 + 60 + 40 (four aces) + 50 (little slam) = 306;
    // 1912: four divided 4 tricks × 8 = 32 and the little slam 20, so 268.
    expect(totals()[0]).toBe('We, Total: Total 306');
    await act(() => void chooseRuleSet('royal-auction-1912', env));
    expect(document.querySelector('.ab-pad')?.getAttribute('data-rules')).toBe('royal-auction-1912');
    expect(totals()[0]).toBe('We, Total: Total 268');
    expect(status().textContent).toMatch(/^Rescored under Whist Club Laws 1912 \(Royal Auction\)\. Deal 3 of 3/);
  });

  test('follows the stored choice on load', async () => {
    render(<ScorePadView deals={plain} env={setup({ [RULE_SET_STORAGE_KEY]: 'royal-auction-1912' })} />);
    await act(() => {});
    expect(document.querySelector('.ab-pad')?.getAttribute('data-rules')).toBe('royal-auction-1912');
  });

  test('a pinned rule set ignores the picker', async () => {
    const env = setup();
    render(<ScorePadView deals={work} rules="royal-auction-1912" env={env} />);
    await act(() => void chooseRuleSet('whist-club-1926', env));
    expect(document.querySelector('.ab-pad')?.getAttribute('data-rules')).toBe('royal-auction-1912');
    expect(screen.getByText('We win the rubber, 2 games to 1, by 412 points.')).toBeTruthy();
  });

  test('a rubber the chosen rules cannot score shows why, as an alert, and no controls', () => {
    render(<ScorePadView deals={work} env={setup()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/has no bid in royal spades/);
    expect(document.querySelector('.ab-pad__controls')).toBeNull();
  });
});
