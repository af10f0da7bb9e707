// @vitest-environment happy-dom
// Named .tsx so that the engine typecheck (tsconfig.engine.json), which has no astro types, leaves it out.
/**
 * loader.ts with the real client.ts, on the HTML that RuleSetPicker.astro builds: a reader's first
 * change, made before the full picker has loaded, is kept. In a file of its own: defining the
 * custom element cannot be undone, and here it must not be defined before the test runs.
 */
import { beforeAll, expect, test, vi } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { DECK_ATTRIBUTE, DECK_STORAGE_KEY, RULE_SET_EVENT, RULE_SET_STORAGE_KEY } from './choice.ts';
import { watchPickers } from './loader.ts';
import { renderPickerHtml } from './testing.ts';
import { HELD_ATTRIBUTE } from './view.ts';

let html = '';
beforeAll(async () => {
  html = await renderPickerHtml();
});

test('a change made right after the first focus, before the full picker has loaded, is stored, shown, said and told to the page', async () => {
  document.body.insertAdjacentHTML('beforeend', html.repeat(2));
  const pickers = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('[data-ab-picker]'));
  const select = pickers()[0]!.querySelector('select')!;
  const box = pickers()[0]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  let open = (): void => {};
  const load = vi.fn(() => new Promise<void>((resolve) => (open = resolve)).then(() => import('./client.ts')));
  const heard: unknown[] = [];
  window.addEventListener(RULE_SET_EVENT, (e) => heard.push((e as CustomEvent).detail));
  watchPickers(load);

  select.dispatchEvent(new Event('focusin', { bubbles: true }));
  expect(load).toHaveBeenCalledOnce();
  select.value = 'bridge-count-1908';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  box.click();
  expect(customElements.get('ab-rule-set-picker')).toBeUndefined();
  expect(localStorage.getItem(RULE_SET_STORAGE_KEY)).toBeNull();

  open();
  await load.mock.results[0]!.value; // by now the picker has started and made the held changes
  expect(customElements.get('ab-rule-set-picker')).toBeDefined();
  expect(localStorage.getItem(RULE_SET_STORAGE_KEY)).toBe('bridge-count-1908');
  expect(heard).toEqual([{ id: 'bridge-count-1908' }]);
  const rules = RULE_SETS['bridge-count-1908'];
  // (happy-dom upgrades an element by putting a new one in its place; browsers keep the node.)
  expect(pickers()).toHaveLength(2);
  for (const p of pickers()) {
    expect(p.querySelector('select')!.value).toBe('bridge-count-1908');
    expect(Array.from(p.querySelectorAll<HTMLElement>('[data-ab-picker-panel]:not([hidden])'), (e) => e.dataset.ruleSet)).toEqual([
      'bridge-count-1908',
    ]);
    expect(p.querySelector('[aria-live="polite"]')!.textContent).toBe(`${rules.label}, In use: ${rules.years}`);
    expect(p.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  }
  expect(localStorage.getItem(DECK_STORAGE_KEY)).toBe('four-colour');
  expect(document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)).toHaveLength(0); // made once, not again
  expect(document.documentElement.getAttribute(DECK_ATTRIBUTE)).toBe('four-colour');

  // From now on the full picker hears changes itself, once each.
  select.value = 'royal-auction-1912';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  expect(heard).toEqual([{ id: 'bridge-count-1908' }, { id: 'royal-auction-1912' }]);
});
