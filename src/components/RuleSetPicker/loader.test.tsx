// @vitest-environment happy-dom
// Named .tsx so that the engine typecheck (tsconfig.engine.json), which has no astro types, leaves it out.
/**
 * loader.ts, the picker's script on page load, on the HTML that RuleSetPicker.astro builds, with a
 * stand-in for the import of the full picker: what a reader sees at once, and when the full picker
 * is asked for. loader.client.test.tsx runs it with the real client.ts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DECK_STORAGE_KEY, DEFAULT_RULE_SET_ID, RULE_SET_STORAGE_KEY } from './choice.ts';
import { watchPickers, type LoadPicker } from './loader.ts';
import { renderPickerHtml } from './testing.ts';
import { HELD_ATTRIBUTE } from './view.ts';

let html = '';
beforeAll(async () => {
  html = await renderPickerHtml();
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** An import that has not finished (a slow network), as the loader sees it. */
const pendingImport: LoadPicker = () => new Promise<never>(() => {});

/** Puts `copies` built pickers in the page and starts the loader, as the page does. */
const start = (load: LoadPicker = pendingImport, copies = 1) => {
  document.body.insertAdjacentHTML('beforeend', html.repeat(copies));
  const spy = vi.fn(load);
  watchPickers(spy);
  return { load: spy, pickers: Array.from(document.querySelectorAll<HTMLElement>('[data-ab-picker]')) };
};

const parts = (picker: Element) => ({
  select: picker.querySelector('select')!,
  box: picker.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
  shown: Array.from(picker.querySelectorAll<HTMLElement>('[data-ab-picker-panel]'))
    .filter((p) => !p.hidden)
    .map((p) => p.dataset.ruleSet),
});

/** Lets settled promises run their callbacks. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Fires an event as the browser would inside `el`. */
const fire = (el: EventTarget, type: string): boolean => el.dispatchEvent(new Event(type, { bubbles: true }));
/** A `storage` event, as another tab's change causes it. */
const otherTab = (key: string | null): boolean => window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: null }));

describe('on page load', () => {
  test('every picker shows the stored rule set and deck at once, and nothing is imported', () => {
    localStorage.setItem(RULE_SET_STORAGE_KEY, 'royal-auction-1912');
    localStorage.setItem(DECK_STORAGE_KEY, 'four-colour');
    const { load, pickers } = start(pendingImport, 2);
    expect(pickers).toHaveLength(2);
    for (const picker of pickers) {
      expect(parts(picker)).toMatchObject({
        shown: ['royal-auction-1912'],
        select: { value: 'royal-auction-1912' },
        box: { checked: true },
      });
    }
    expect(load).not.toHaveBeenCalled();
  });

  test.each([
    ['nothing stored', null, null],
    ['an unknown id and deck', 'whist-club-1999', 'rainbow'],
    ['a rule set the picker does not offer', 'contract-rubber', 'two-colour'],
    ['an empty string', '', ''],
  ])('%s: the default rule set and two colours show', (_name, ruleSet, deck) => {
    if (ruleSet !== null) localStorage.setItem(RULE_SET_STORAGE_KEY, ruleSet);
    if (deck !== null) localStorage.setItem(DECK_STORAGE_KEY, deck);
    const { pickers } = start();
    expect(parts(pickers[0]!)).toMatchObject({
      shown: [DEFAULT_RULE_SET_ID],
      select: { value: DEFAULT_RULE_SET_ID },
      box: { checked: false },
    });
  });

  test('a browser that refuses storage gets the default, without an exception', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { pickers } = start();
    expect(parts(pickers[0]!).shown).toEqual([DEFAULT_RULE_SET_ID]);
  });

  test('the storage keys and the four-colour value are choice.ts’s, written into the controls at build time', () => {
    const { pickers } = start();
    const { select, box } = parts(pickers[0]!);
    expect([select.dataset.abStorageKey, box.dataset.abStorageKey]).toEqual([RULE_SET_STORAGE_KEY, DECK_STORAGE_KEY]);
    expect(box.value).toBe('four-colour');
  });
});

describe('loading the full picker', () => {
  test('nothing outside a picker loads it: focus, pointer and keys elsewhere, another tab’s other keys', () => {
    const { load } = start();
    document.body.insertAdjacentHTML('beforeend', '<p><button>Elsewhere</button></p>');
    const button = document.querySelector('button')!;
    for (const type of ['focusin', 'pointerdown', 'keydown', 'change']) fire(button, type);
    otherTab('auction-bridge:lab-draft');
    expect(load).not.toHaveBeenCalled();
  });

  test('on a page without a picker nothing is listened for', () => {
    const load = vi.fn(pendingImport);
    watchPickers(load);
    otherTab(RULE_SET_STORAGE_KEY);
    expect(load).not.toHaveBeenCalled();
  });

  test.each([['focusin'], ['pointerdown'], ['keydown'], ['change']])('a %s inside a picker loads it, once', (type) => {
    const { load, pickers } = start(pendingImport, 2);
    fire(parts(pickers[1]!).select, type);
    expect(load).toHaveBeenCalledOnce();
    fire(parts(pickers[0]!).box, type);
    fire(parts(pickers[1]!).select, 'keydown');
    expect(load).toHaveBeenCalledOnce();
  });

  test.each([
    ['the rule set', RULE_SET_STORAGE_KEY],
    ['the deck', DECK_STORAGE_KEY],
    ['everything (storage cleared)', null],
  ])('another tab changing %s loads it', (_name, key) => {
    const { load } = start();
    otherTab(key);
    expect(load).toHaveBeenCalledOnce();
  });

  test('a failed load (offline) is tried again at the next sign of use', async () => {
    let tries = 0;
    const { load, pickers } = start(() => (++tries === 1 ? Promise.reject(new Error('offline')) : pendingImport()));
    fire(parts(pickers[0]!).select, 'focusin');
    await settle();
    fire(parts(pickers[0]!).select, 'focusin');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a change made before the full picker is ready', () => {
  test('shows the chosen rule set’s details at once and is held for the full picker, until it has loaded', async () => {
    let loaded = (): void => {};
    const { pickers } = start(() => new Promise<void>((resolve) => (loaded = resolve)));
    const { select, box } = parts(pickers[0]!);
    fire(select, 'focusin');
    select.value = 'bridge-count-1908';
    fire(select, 'change');
    box.checked = true;
    fire(box, 'change');
    expect(parts(pickers[0]!).shown).toEqual(['bridge-count-1908']);
    expect([select.hasAttribute(HELD_ATTRIBUTE), box.hasAttribute(HELD_ATTRIBUTE)]).toEqual([true, true]);
    // Once loaded, the full picker has taken the held changes (client.ts); later ones are its alone.
    select.removeAttribute(HELD_ATTRIBUTE);
    loaded();
    await settle();
    select.value = 'royal-auction-1912';
    fire(select, 'change');
    expect(select.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  });

  test('a change held while the load failed is still held for the next try', async () => {
    const { pickers } = start(() => Promise.reject(new Error('offline')));
    const { select } = parts(pickers[0]!);
    select.value = 'royal-auction-1912';
    fire(select, 'change');
    await settle();
    expect(select.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    expect(parts(pickers[0]!).shown).toEqual(['royal-auction-1912']);
  });
});
