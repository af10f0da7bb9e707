/**
 * The rule-set picker's script on page load: a few hundred bytes that show the reader's stored
 * choice at once and load the full picker (`client.ts`, with `choice.ts`) only when it is needed.
 *
 * - It shows the stored choice from the DOM and `localStorage` alone: the select and the matching
 *   details panel (the default's when the stored id has none), and the four-colour box. The
 *   storage keys are not written here: RuleSetPicker.astro puts choice.ts's keys on the controls
 *   (`data-ab-storage-key`) and the four-colour value on the box, at build time.
 * - It loads the full picker on the first sign that a reader is using one (`focusin`,
 *   `pointerdown`, `keydown` or `change` inside it), or when another tab changes the choice (a
 *   `storage` event for one of those keys, or for all of them: `localStorage.clear()`). Loading
 *   it defines `<ab-rule-set-picker>`, which brings every picker on the page to life at once, so
 *   a change made in one picker is followed by the others as before.
 * - A change made before the full picker is ready is not lost: the loader shows the chosen rule
 *   set's details at once and marks the control as holding a change ({@link HELD_ATTRIBUTE});
 *   the full picker, when it starts, leaves a held control as the reader set it and makes the
 *   change then (stores it, announces it, and the rest of the page follows).
 *
 * A failed load (offline) is tried again at the next sign of use; the held changes wait for it.
 * Without JavaScript none of this runs and the default's panel shows.
 *
 * @packageDocumentation
 */
import { HELD_ATTRIBUTE, showDeck, showRuleSet } from './view.ts';

/** Loads the full picker (`() => import('./client.ts')` in the page; a stand-in in tests). */
export type LoadPicker = () => Promise<unknown>;

/** The events inside a picker that mean a reader is using it. */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'change'];

/** A stored value, or `null` where there is none or the browser refuses storage. */
const stored = (key: string | undefined): string | null => {
  try {
    return key ? localStorage.getItem(key) : null;
  } catch {
    return null;
  }
};

/**
 * Shows the stored choice in every picker on the page (`[data-ab-picker]`) and calls `load` once,
 * on the first sign of use or another tab's change (see the module comment). On a page without a
 * picker it does nothing, not even listen for other tabs.
 */
export const watchPickers = (load: LoadPicker): void => {
  const pickers = document.querySelectorAll<HTMLElement>('[data-ab-picker]');
  if (pickers.length === 0) return; // nothing to show or to follow
  const keys: (string | null | undefined)[] = [null]; // null: storage cleared in another tab
  /** 0 not loaded, 1 loading, 2 loaded. */
  let loaded = 0;
  const wake = (event: Event): void => {
    const control = event.target as HTMLInputElement;
    if (loaded < 2 && event.type === 'change') {
      control.setAttribute(HELD_ATTRIBUTE, '');
      if (control.type !== 'checkbox') showRuleSet(event.currentTarget as HTMLElement, control.value);
    }
    if (loaded) return;
    loaded = 1;
    load().then(
      () => (loaded = 2),
      () => (loaded = 0),
    );
  };
  for (const picker of pickers) {
    for (const control of picker.querySelectorAll<HTMLInputElement>('[data-ab-storage-key]')) {
      const key = control.dataset.abStorageKey;
      keys.push(key);
      (control.type === 'checkbox' ? showDeck : showRuleSet)(picker, stored(key));
    }
    for (const type of WAKE_EVENTS) picker.addEventListener(type, wake);
  }
  addEventListener('storage', (event) => keys.includes(event.key) && wake(event));
};
