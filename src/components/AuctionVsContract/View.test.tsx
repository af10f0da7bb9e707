// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { chooseRuleSet, type PickerEnv, type StorageLike } from '../RuleSetPicker/model.ts';
import { AuctionVsContractView } from './View.tsx';

afterEach(() => {
  cleanup();
  // The widgets keep their state in the address; start each test from a clean one.
  history.replaceState(null, '', '/');
});

const memoryStorage = (): StorageLike => {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};
const setup = (): PickerEnv => ({ storage: memoryStorage(), target: new EventTarget(), root: null });

const select = (name: string): HTMLSelectElement => screen.getByLabelText(name) as HTMLSelectElement;
const choose = async (name: string, value: string): Promise<void> => {
  await act(() => {
    fireEvent.change(select(name), { target: { value } });
  });
};
const column = (label: string): HTMLElement => screen.getByRole('region', { name: label });
const differences = (): string[] => Array.from(document.querySelectorAll('.ab-compare__differences li')).map((li) => li.textContent ?? '');

describe('AuctionVsContractView', () => {
  test('every input has a label', () => {
    render(<AuctionVsContractView env={setup()} />);
    for (const name of ['Level', 'Strain', 'Doubling', 'Tricks won by declarer’s side', 'Ace', 'King', 'Queen', 'Jack', 'Ten']) {
      expect(select(name).tagName).toBe('SELECT');
    }
    expect((screen.getByLabelText('Declarer’s side vulnerable (Contract only)') as HTMLInputElement).type).toBe('checkbox');
  });

  test('three columns side by side, each with the engine’s itemised score; what only one game scores marked in words', () => {
    render(<AuctionVsContractView env={setup()} />);
    const auction = column('Whist Club Laws 1926');
    expect(within(auction).getByText('North–South: 30 above, 32 below, 62 in all')).toBeTruthy();
    expect(within(column('Contract Bridge (rubber)')).getByText('North–South: 0 above, 120 below, 120 in all')).toBeTruthy();
    expect(within(column('Contract Bridge (duplicate)')).getByText('North–South: 300 above, 120 below, 420 in all')).toBeTruthy();
    expect(auction.querySelector('[data-reason="trick-points"]')?.textContent).not.toContain('(not scored');
    expect(auction.querySelector('[data-reason="honours"]')?.textContent).toContain('(not scored in Contract)');
    const premium = column('Contract Bridge (duplicate)').querySelector('[data-reason="game-premium"]');
    expect(premium?.textContent).toContain('(not scored in Auction)');
    expect(document.body.textContent).not.toContain('(differs)');
  });

  test('changing the result rescores all three, says what differs and announces it politely', async () => {
    render(<AuctionVsContractView env={setup()} />);
    await choose('Level', '1');
    await choose('Tricks won by declarer’s side', '12');
    expect(differences()).toContain('Auction: the little slam scores 50 whether it was bid or not.');
    expect(differences()).toContain('Contract: a slam scores only when it is bid and made: nothing here.');
    const live = document.querySelector('.ab-compare [aria-live="polite"]');
    expect(live?.textContent).toBe(
      'one heart by South, 12 tricks: Auction 128, Contract rubber 180, Contract duplicate 230 to declarer’s side.',
    );
  });

  test('at no-trump the honours are the four aces', async () => {
    render(<AuctionVsContractView env={setup()} />);
    await choose('Strain', 'NT');
    expect(select('Ace of spades').value).toBe('declarer');
    expect(screen.queryByLabelText('King')).toBeNull();
    await choose('Ace of hearts', 'declarer');
    await choose('Ace of diamonds', 'declarer');
    await choose('Ace of clubs', 'declarer');
    expect(differences().some((d) => d.startsWith('Honours: Auction 100 to North–South; Contract rubber 150 to North–South'))).toBe(true);
  });

  test('vulnerability changes Contract only', async () => {
    render(<AuctionVsContractView env={setup()} />);
    await act(() => {
      fireEvent.click(screen.getByLabelText('Declarer’s side vulnerable (Contract only)'));
    });
    expect(within(column('Contract Bridge (duplicate)')).getByText('North–South: 500 above, 120 below, 620 in all')).toBeTruthy();
    expect(within(column('Whist Club Laws 1926')).getByText('North–South: 30 above, 32 below, 62 in all')).toBeTruthy();
  });

  test('follows the reader’s rule set: royal spades appear under 1912 and the Auction column rescores', async () => {
    const env = setup();
    render(<AuctionVsContractView env={env} />);
    expect(Array.from(select('Strain').options).map((o) => o.value)).toEqual(['C', 'D', 'H', 'S', 'NT']);
    await act(() => void chooseRuleSet('royal-auction-1912', env));
    expect(Array.from(select('Strain').options).map((o) => o.value)).toEqual(['S', 'C', 'D', 'H', 'R', 'NT']);
    // Simple honours under 1912: 2 tricks × 8 = 16.
    expect(within(column('Whist Club Laws 1912 (Royal Auction)')).getByText('North–South: 16 above, 32 below, 48 in all')).toBeTruthy();
  });
});
