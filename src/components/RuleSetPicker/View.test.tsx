// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { AUCTION_RULE_SET_IDS, DEFAULT_RULE_SET_ID, RULE_SETS } from '../../engine/rules/index.ts';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { DECK_ATTRIBUTE, DECK_STORAGE_KEY, RULE_SET_STORAGE_KEY, type PickerEnv, type StorageLike } from './model.ts';
import { RuleSetPickerView } from './View.tsx';

afterEach(cleanup);

const memoryStorage = (initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

const setup = (stored: Record<string, string> = {}) => {
  const storage = memoryStorage(stored);
  const target = new EventTarget();
  const root = document.createElement('html');
  const env: PickerEnv = { storage, target, root };
  return { storage, target, root, env };
};

/** Another island on the same page that shows the label of the chosen rule set. */
function ScoredUnder({ env }: { env: PickerEnv }) {
  const rules = useRuleSet(env);
  return <p data-testid="other-island">{rules.label}</p>;
}

const select = () => screen.getByRole('combobox', { name: 'Rule set' }) as HTMLSelectElement;

describe('RuleSetPickerView', () => {
  test('is a labelled select offering each auction code with its label and years', () => {
    render(<RuleSetPickerView env={setup().env} />);
    const options = Array.from(select().options);
    expect(options.map((o) => o.value)).toEqual([...AUCTION_RULE_SET_IDS]);
    expect(options[0]?.textContent).toBe('Whist Club Laws 1926 (1926–1930)');
  });

  test('starts from the default, then shows the stored choice', async () => {
    render(<RuleSetPickerView env={setup({ [RULE_SET_STORAGE_KEY]: 'royal-auction-1912' }).env} />);
    await waitFor(() => expect(select().value).toBe('royal-auction-1912'));
    expect(screen.getByText(RULE_SETS['royal-auction-1912'].summary)).toBeTruthy();
  });

  test('an unknown stored id shows the default', async () => {
    render(<RuleSetPickerView env={setup({ [RULE_SET_STORAGE_KEY]: 'whist-club-1999' }).env} />);
    await act(() => {});
    expect(select().value).toBe(DEFAULT_RULE_SET_ID);
    expect(screen.getByText(RULE_SETS[DEFAULT_RULE_SET_ID].summary)).toBeTruthy();
  });

  test('choosing stores the id, and another island on the page follows', async () => {
    const { storage, env } = setup();
    render(
      <>
        <RuleSetPickerView env={env} />
        <ScoredUnder env={env} />
      </>,
    );
    await act(() => {});
    expect(screen.getByTestId('other-island').textContent).toBe(RULE_SETS[DEFAULT_RULE_SET_ID].label);
    await act(() => {
      fireEvent.change(select(), { target: { value: 'bridge-count-1908' } });
    });
    expect(storage.data[RULE_SET_STORAGE_KEY]).toBe('bridge-count-1908');
    expect(select().value).toBe('bridge-count-1908');
    expect(screen.getByTestId('other-island').textContent).toBe(RULE_SETS['bridge-count-1908'].label);
  });

  test('follows a choice made in another tab', async () => {
    const { target, env } = setup();
    render(<ScoredUnder env={env} />);
    await act(() => {});
    await act(() => {
      target.dispatchEvent(Object.assign(new Event('storage'), { key: RULE_SET_STORAGE_KEY, newValue: 'seed-000' }));
    });
    expect(screen.getByTestId('other-island').textContent).toBe(RULE_SETS['seed-000'].label);
  });

  test('shows the chosen set’s dates, sources and inferred rules', () => {
    render(<RuleSetPickerView env={setup().env} />);
    const rules = RULE_SETS[DEFAULT_RULE_SET_ID];
    expect(screen.getByText(`In use: ${rules.years}`)).toBeTruthy();
    expect(screen.getByText(`Sources: ${rules.sources.join(', ')}`)).toBeTruthy();
    const inferred = document.querySelectorAll('.ab-picker__group--inferred li');
    const expected = Object.values(rules.provenance).filter((p) => p.confidence === 'inferred');
    expect(inferred).toHaveLength(expected.length);
    expect(screen.getByText('Ranking of bids')).toBeTruthy();
    // Folded away under a summary that counts them.
    expect(inferred[0]?.closest('details')?.querySelector('summary')?.textContent).toBe(
      `How sure we are of its rules (${expected.length} inferred)`,
    );
  });

  test('the four-colour checkbox sets the deck on <html> and remembers it', async () => {
    const { storage, root, env } = setup();
    render(<RuleSetPickerView env={env} />);
    const box = screen.getByRole('checkbox', { name: /Four-colour deck/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await act(() => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    expect(root.getAttribute(DECK_ATTRIBUTE)).toBe('four-colour');
    expect(storage.data[DECK_STORAGE_KEY]).toBe('four-colour');
    await act(() => {
      fireEvent.click(box);
    });
    expect(root.hasAttribute(DECK_ATTRIBUTE)).toBe(false);
    expect(storage.data[DECK_STORAGE_KEY]).toBe('two-colour');
  });

  test('a stored four-colour choice shows the box ticked', async () => {
    render(<RuleSetPickerView env={setup({ [DECK_STORAGE_KEY]: 'four-colour' }).env} />);
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  });

  test('its controls are left off paper', () => {
    const { container } = render(<RuleSetPickerView env={setup().env} />);
    expect(container.querySelector('.ab-no-print')?.contains(select())).toBe(true);
  });
});
