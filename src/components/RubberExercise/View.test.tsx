// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { unwrap } from '../../engine/result.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import { scoreRubber } from '../../engine/rubber.ts';
import { partyOf } from '../../engine/score/types.ts';
import type { StorageLike } from '../Scorer/model-store.ts';
import { readResults } from '../Score/notation.ts';
import { LESSON_12_RUBBER } from './lesson12.ts';
import { CELL_KEYS, type CellKey } from './model.ts';
import { storeKey } from './store.ts';
import { RubberExerciseView, type RubberExerciseProps } from './View.tsx';
import { dealWords } from './words.ts';

afterEach(() => cleanup());

const deals = unwrap(readResults(LESSON_12_RUBBER));
const ledger = unwrap(scoreRubber(getRuleSet('whist-club-1926')!, deals));
const ID = 'rx';
const words = dealWords(deals);
/** The exercise on the lesson's rubber, with the given storage. */
const Exercise = (props: Pick<RubberExerciseProps, 'storage'>) => <RubberExerciseView deals={deals} words={words} id={ID} {...props} />;

/** The engine's entries of a deal's box, joined as a reader writes them ("100 + 30"). */
const truth = (deal: number, key: CellKey): string => {
  const [side, line] = key.split('.');
  return ledger.entries
    .filter((e) => e.deal === deal && e.line === line && partyOf(e) === side)
    .map((e) => String(e.points))
    .join(' + ');
};

const memoryStorage = (initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
};

const box = (deal: number, key: CellKey): HTMLInputElement =>
  document.getElementById(`${ID}-d${deal + 1}-${key.replace('.', '-')}`) as HTMLInputElement;
const lineBox = (deal: number): HTMLInputElement => document.getElementById(`${ID}-d${deal + 1}-line`) as HTMLInputElement;
const status = (): string => document.querySelector('.ab-rx__status')?.textContent ?? '';
const done = (): string | null => document.querySelector('.ab-rx')?.getAttribute('data-done') ?? null;

const type = async (el: HTMLInputElement, text: string): Promise<void> => {
  await act(() => {
    fireEvent.input(el, { target: { value: text } });
  });
};
const check = async (deal: number): Promise<void> => {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: `Check deal ${deal + 1}` }));
  });
};
/** Writes the engine's figures for a deal, with one box changed if asked. */
const fill = async (deal: number, wrong: Partial<Record<CellKey, string>> = {}): Promise<void> => {
  for (const key of CELL_KEYS) await type(box(deal, key), wrong[key] ?? truth(deal, key));
  if ((ledger.deals[deal]?.gameWonBy ?? null) !== null) {
    await act(() => {
      fireEvent.click(lineBox(deal));
    });
  }
};

describe('RubberExerciseView', () => {
  test('labels every box with the deal, the side and the line, and shows deal 1 in words', async () => {
    render(<Exercise storage={memoryStorage()} />);
    expect(screen.getByLabelText('Deal 1, We (North–South), above the line')).toBe(box(0, 'NS.above'));
    expect(screen.getByLabelText('Deal 1, They (East–West), below the line')).toBe(box(0, 'EW.below'));
    expect(screen.getByLabelText(/^Deal 1 wins a game: draw the line/)).toBe(lineBox(0));
    const list = screen.getByRole('list', { name: 'The deals' });
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: false })
        .filter((li) => li.hasAttribute('data-deal')),
    ).toHaveLength(1);
    expect(list.textContent).toContain('two diamonds by West');
    expect(list.textContent).toContain('East–West won 9 tricks.');
  });

  test('accepts the right entries, inks them in and opens the next deal', async () => {
    const storage = memoryStorage();
    render(<Exercise storage={storage} />);
    await fill(0);
    await check(0);
    expect(done()).toBe('1');
    expect(status()).toMatch(/^Deal 1: all 5 right\. Now deal 2: /);
    // Deal 1's entries are now the engine's, on the sheet; deal 2's boxes are open.
    const theyBelow = screen.getByRole('list', { name: 'They, below the line, game 1' });
    expect(within(theyBelow).getByText(truth(0, 'EW.below'), { selector: '.ab-pad__points' })).toBeTruthy();
    expect(box(1, 'NS.above').value).toBe('');
  });

  test('accepts several entries written as their sum, in any order', async () => {
    render(<Exercise storage={memoryStorage()} />);
    for (let d = 0; d < 4; d++) {
      await fill(d);
      await check(d);
    }
    expect(done()).toBe('4');
    const items = truth(4, 'NS.above').split(' + ').map(Number);
    expect(items.length).toBeGreaterThan(1);
    await fill(4, { 'NS.above': String(items.reduce((s, n) => s + n, 0)) });
    await check(4);
    expect(done()).toBe('5');
    expect(status()).toContain('The rubber is scored.');
    const result = document.querySelector('.ab-rx__result')?.textContent ?? '';
    expect(result).toContain(`We ${ledger.totals['NS']!.total}, They ${ledger.totals['EW']!.total}`);
    expect(result).toContain(`${ledger.margin} points`);
  });

  test('explains a wrong entry from the engine and keeps the reader’s figure to fix', async () => {
    render(<Exercise storage={memoryStorage()} />);
    const right = truth(0, 'EW.below');
    const wrong = String(Number(right) - 7);
    await fill(0, { 'EW.below': wrong });
    await check(0);
    expect(done()).toBe('0');
    expect(status()).toBe('Deal 1: 4 of 5 right. The corrections are under the pad; change the entries marked wrong and check again.');
    const input = box(0, 'EW.below');
    expect(input.value).toBe(wrong);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const fix = document.getElementById(`${input.id}-fix`)?.textContent ?? '';
    const entry = ledger.entries.find((e) => e.deal === 0 && e.line === 'below')!;
    expect(fix).toBe(`They (East–West), below the line: you wrote ${wrong}; it should be ${right}. Tricks: ${entry.detail} = ${right}.`);
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-fix`);
    expect(box(0, 'NS.above').getAttribute('aria-invalid')).toBe('false');
    // Fixed and checked again: the deal is done.
    await type(input, right);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    await check(0);
    expect(done()).toBe('1');
  });

  test('says when the line is wrong, with the trick points of the game', async () => {
    render(<Exercise storage={memoryStorage()} />);
    await fill(0);
    await act(() => {
      fireEvent.click(lineBox(0));
    });
    await check(0);
    const fix = document.getElementById(`${ID}-d1-line-fix`)?.textContent ?? '';
    expect(fix).toMatch(/^The line: you drew it; no line yet: in this game We have 0 and They \d+ below the line, and a game is \d+\.$/);
  });

  test('a reload keeps what was written and what was checked', async () => {
    const storage = memoryStorage();
    render(<Exercise storage={storage} />);
    await fill(0);
    await check(0);
    await type(box(1, 'NS.below'), '99');
    cleanup();
    render(<Exercise storage={storage} />);
    await act(() => Promise.resolve());
    expect(done()).toBe('1');
    expect(box(1, 'NS.below').value).toBe('99');
  });

  test('bad stored data gives an empty pad and a notice, never a crash', async () => {
    for (const text of ['{not json', '{"format":"auction-bridge-rubber-exercise","version":1,"rubber":"x"}', '[1,2]', 'null']) {
      const storage = memoryStorage({ [storeKey(ID)]: text });
      render(<Exercise storage={storage} />);
      await act(() => Promise.resolve());
      expect(box(0, 'NS.above')).toBeTruthy();
      expect(done()).toBe('0');
      expect(document.querySelector('.ab-rx__notice')?.textContent ?? '').toMatch(/could not be read|has changed/);
      cleanup();
    }
    // The right rubber, a broken deal.
    const storage = memoryStorage();
    render(<Exercise storage={storage} />);
    await type(box(0, 'NS.above'), '30');
    const stored = JSON.parse(storage.data[storeKey(ID)]!) as { deals: unknown[] };
    stored.deals[0] = { cells: { 'NS.above': 42 }, line: 'yes' };
    cleanup();
    render(<Exercise storage={memoryStorage({ [storeKey(ID)]: JSON.stringify(stored) })} />);
    await act(() => Promise.resolve());
    expect(document.querySelector('.ab-rx__notice')?.textContent).toContain('deal 1.cells.NS.above is not a short text');
    expect(box(0, 'NS.above').value).toBe('');
  });

  test('a browser that refuses storage is told its entries will not be kept', async () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    render(<Exercise storage={refusing} />);
    await type(box(0, 'NS.above'), '30');
    expect(document.querySelector('.ab-rx__notice')?.textContent).toContain('does not let the page keep your entries');
    expect(box(0, 'NS.above').value).toBe('30');
  });

  test('start again asks before wiping', async () => {
    const storage = memoryStorage();
    render(<Exercise storage={storage} />);
    await fill(0);
    await check(0);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    });
    const ask = screen.getByRole('group', { name: 'Wipe every entry you have written on this pad?' });
    await act(() => {
      fireEvent.click(within(ask).getByRole('button', { name: 'No, keep them' }));
    });
    expect(done()).toBe('1');
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    });
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, wipe them' }));
    });
    expect(done()).toBe('0');
    expect(box(0, 'NS.above').value).toBe('');
    expect(JSON.parse(storage.data[storeKey(ID)]!).deals[0].checked).toBeNull();
  });
});
