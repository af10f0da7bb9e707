// @vitest-environment happy-dom
// Named .tsx so that the engine typecheck (tsconfig.engine.json), which has no astro types, leaves it out.
/// <reference types="astro/client" />
/**
 * The picker as readers get it: the HTML that RuleSetPicker.astro builds (rendered here with
 * Astro's container API, as the build renders it), brought to life by client.ts in happy-dom,
 * next to a Preact island that follows the choice with useRuleSet, as the scoring widgets do.
 */
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_RULE_SET_ID, RULE_SETS } from '../../engine/rules/index.ts';
import { readableSources } from '../../engine/rules/references.ts';
import { useDeck, useRuleSet } from '../shared/useRuleSet.ts';
import { DECK_ATTRIBUTE, DECK_EVENT, DECK_STORAGE_KEY, PICKER_RULE_SET_IDS, RULE_SET_EVENT, RULE_SET_STORAGE_KEY } from './choice.ts';
import { PICKER_TAG } from './client.ts';
import { renderPickerHtml } from './testing.ts';
import { showRuleSet } from './view.ts';

let html = '';
beforeAll(async () => {
  html = await renderPickerHtml();
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(DECK_ATTRIBUTE);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** Puts the built picker in the page (as many times as asked), which starts its script. */
const mount = (copies = 1): HTMLElement[] => {
  document.body.insertAdjacentHTML('beforeend', html.repeat(copies));
  return Array.from(document.querySelectorAll<HTMLElement>(PICKER_TAG));
};

const parts = (picker: Element) => ({
  select: picker.querySelector('select') as HTMLSelectElement,
  box: picker.querySelector('input[type="checkbox"]') as HTMLInputElement,
  live: picker.querySelector('[aria-live="polite"]') as HTMLElement,
  shown: Array.from(picker.querySelectorAll<HTMLElement>('[data-ab-picker-panel]')).filter((p) => !p.hidden),
});

/** Chooses in the select as a reader does: the value changes, then `change` fires. */
const choose = (select: HTMLSelectElement, id: string): void => {
  select.value = id;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('the built HTML (no script)', () => {
  test('a labelled select of the auction codes with the default selected, and a deck checkbox', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const select = doc.querySelector('label select') as HTMLSelectElement;
    expect(select.closest('label')?.textContent).toContain('Rule set');
    expect(Array.from(select.options, (o) => o.value)).toEqual([...PICKER_RULE_SET_IDS]);
    expect(Array.from(select.options, (o) => o.value)).not.toContain('seed-000');
    expect(select.options[0]?.textContent).toBe('Whist Club Laws 1926 (1926–1930)');
    expect(
      Array.from(select.options)
        .filter((o) => o.hasAttribute('selected'))
        .map((o) => o.value),
    ).toEqual([DEFAULT_RULE_SET_ID]);
    expect(doc.querySelector('label input[type="checkbox"]')?.closest('label')?.textContent).toContain('Four-colour deck');
  });

  test('a panel for every offered rule set, only the default’s shown, with dates, sources and inferred rules', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const panels = Array.from(doc.querySelectorAll<HTMLElement>('[data-ab-picker-panel]'));
    expect(panels.map((p) => p.dataset.ruleSet)).toEqual([...PICKER_RULE_SET_IDS]);
    expect(panels.filter((p) => !p.hasAttribute('hidden')).map((p) => p.dataset.ruleSet)).toEqual([DEFAULT_RULE_SET_ID]);
    for (const panel of panels) {
      const rules = RULE_SETS[panel.dataset.ruleSet as (typeof PICKER_RULE_SET_IDS)[number]];
      const text = panel.textContent?.replace(/\s+/g, ' ') ?? '';
      expect(text).toContain(rules.label);
      expect(text).toContain(`In use: ${rules.years}`);
      expect(text).toContain(`Sources: ${readableSources(rules.sources.join('; ')).refs.join('; ')}`);
      expect(text).not.toMatch(/\.md\b|§|WORK13|VF26b|TIME26b/);
      const inferred = Object.entries(rules.provenance)
        .filter(([, p]) => p.confidence === 'inferred')
        .map(([k]) => k);
      expect(Array.from(panel.querySelectorAll('.ab-picker__group--inferred li'), (li) => li.getAttribute('data-rule'))).toEqual(inferred);
      expect(panel.querySelector('details > summary')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
        `How sure we are of its rules (${inferred.length} inferred)`,
      );
    }
  });

  test('its controls are left off paper, its details are not', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('.ab-no-print select')).not.toBeNull();
    expect(doc.querySelector('.ab-no-print input[type="checkbox"]')).not.toBeNull();
    expect(doc.querySelector('.ab-no-print [data-ab-picker-panel]')).toBeNull();
  });
});

describe('with its script', () => {
  test('with nothing stored it shows the default and announces nothing', () => {
    const [picker] = mount();
    const { select, box, live, shown } = parts(picker!);
    expect(select.value).toBe(DEFAULT_RULE_SET_ID);
    expect(box.checked).toBe(false);
    expect(shown.map((p) => p.dataset.ruleSet)).toEqual([DEFAULT_RULE_SET_ID]);
    expect(live.textContent).toBe('');
  });

  test('shows the stored choice and the stored deck; one that is not on show yet (another tab chose it before the picker loaded) is said, and colours <html>', () => {
    localStorage.setItem(RULE_SET_STORAGE_KEY, 'royal-auction-1912');
    localStorage.setItem(DECK_STORAGE_KEY, 'four-colour');
    const [picker] = mount(); // the page shows the default: the stored choice is news to it
    const { select, box, shown, live } = parts(picker!);
    expect(select.value).toBe('royal-auction-1912');
    expect(box.checked).toBe(true);
    expect(shown.map((p) => p.dataset.ruleSet)).toEqual(['royal-auction-1912']);
    expect(shown[0]?.textContent).toContain(RULE_SETS['royal-auction-1912'].summary);
    expect(live.textContent).toBe(`${RULE_SETS['royal-auction-1912'].label}, In use: ${RULE_SETS['royal-auction-1912'].years}`);
    expect(document.documentElement.getAttribute(DECK_ATTRIBUTE)).toBe('four-colour');
  });

  test('a stored choice already on show (loader.ts showed it on page load) is not said again', () => {
    localStorage.setItem(RULE_SET_STORAGE_KEY, 'royal-auction-1912');
    const template = document.createElement('template'); // an inert copy: the element does not start
    template.innerHTML = html;
    showRuleSet(template.content.querySelector(PICKER_TAG)!, 'royal-auction-1912');
    document.body.append(template.content);
    const { shown, live } = parts(document.querySelector(PICKER_TAG)!);
    expect(shown.map((p) => p.dataset.ruleSet)).toEqual(['royal-auction-1912']);
    expect(live.textContent).toBe('');
  });

  test.each([['whist-club-1999'], ['contract-rubber'], ['']])('a stored %j shows the default', (stored) => {
    localStorage.setItem(RULE_SET_STORAGE_KEY, stored);
    const { select, shown } = parts(mount()[0]!);
    expect(select.value).toBe(DEFAULT_RULE_SET_ID);
    expect(shown.map((p) => p.dataset.ruleSet)).toEqual([DEFAULT_RULE_SET_ID]);
  });

  test('choosing stores the id, shows its panel, announces it politely and tells the page', () => {
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener(RULE_SET_EVENT, listen);
    const [picker] = mount();
    const { select } = parts(picker!);
    choose(select, 'bridge-count-1908');
    window.removeEventListener(RULE_SET_EVENT, listen);
    expect(localStorage.getItem(RULE_SET_STORAGE_KEY)).toBe('bridge-count-1908');
    expect(heard).toEqual([{ id: 'bridge-count-1908' }]);
    const { shown, live } = parts(picker!);
    expect(shown.map((p) => p.dataset.ruleSet)).toEqual(['bridge-count-1908']);
    expect(live.textContent).toBe(`${RULE_SETS['bridge-count-1908'].label}, In use: ${RULE_SETS['bridge-count-1908'].years}`);
    expect(select.value).toBe('bridge-count-1908');
  });

  test('a Preact island using useRuleSet follows the choice', async () => {
    function ScoredUnder() {
      return <p data-testid="other">{useRuleSet().label}</p>;
    }
    const [picker] = mount();
    const { getByTestId } = render(<ScoredUnder />);
    await act(() => {});
    expect(getByTestId('other').textContent).toBe(RULE_SETS[DEFAULT_RULE_SET_ID].label);
    await act(() => choose(parts(picker!).select, 'bridge-count-1908'));
    expect(getByTestId('other').textContent).toBe(RULE_SETS['bridge-count-1908'].label);
  });

  test('two pickers on one page stay in step', () => {
    const [first, second] = mount(2);
    choose(parts(first!).select, 'whist-club-1915');
    expect(parts(second!).select.value).toBe('whist-club-1915');
    expect(parts(second!).shown.map((p) => p.dataset.ruleSet)).toEqual(['whist-club-1915']);
  });

  test('follows a choice made in another tab', () => {
    const [picker] = mount();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: RULE_SET_STORAGE_KEY, newValue: 'bridge-count-1908' }));
    expect(parts(picker!).select.value).toBe('bridge-count-1908');
    expect(parts(picker!).shown.map((p) => p.dataset.ruleSet)).toEqual(['bridge-count-1908']);
  });

  test('the four-colour box sets the deck on <html>, remembers it and tells the page', async () => {
    function Deck() {
      return <p data-testid="deck">{useDeck()}</p>;
    }
    const [picker] = mount();
    const { getByTestId } = render(<Deck />);
    const heard: unknown[] = [];
    window.addEventListener(DECK_EVENT, (e) => heard.push((e as CustomEvent).detail), { once: true });
    const { box } = parts(picker!);
    await act(() => box.click());
    expect(box.checked).toBe(true);
    expect(document.documentElement.getAttribute(DECK_ATTRIBUTE)).toBe('four-colour');
    expect(localStorage.getItem(DECK_STORAGE_KEY)).toBe('four-colour');
    expect(heard).toEqual([{ deck: 'four-colour' }]);
    expect(getByTestId('deck').textContent).toBe('four-colour');
    await act(() => box.click());
    expect(document.documentElement.hasAttribute(DECK_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(DECK_STORAGE_KEY)).toBe('two-colour');
    expect(getByTestId('deck').textContent).toBe('two-colour');
  });

  test('a deck chosen in another tab ticks the box and colours this page', () => {
    const [picker] = mount();
    window.dispatchEvent(Object.assign(new Event('storage'), { key: DECK_STORAGE_KEY, newValue: 'four-colour' }));
    expect(parts(picker!).box.checked).toBe(true);
    expect(document.documentElement.getAttribute(DECK_ATTRIBUTE)).toBe('four-colour');
  });

  test('once removed from the page it stops listening', () => {
    const [picker] = mount();
    picker!.remove();
    choose(parts(mount()[0]!).select, 'royal-auction-1912');
    expect(parts(picker!).select.value).toBe(DEFAULT_RULE_SET_ID);
  });
});
