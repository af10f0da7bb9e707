/**
 * The full rule-set picker in the browser: a custom element, `<ab-rule-set-picker>`, around the
 * picker's static HTML (RuleSetPicker.astro). No framework and no rule-set data: the select,
 * the checkbox and one details panel per offered rule set are already in the page, built at
 * build time. The page does not load this module at first: `loader.ts` shows the stored choice
 * on page load and imports this one on the first sign that a reader is using a picker, or when
 * another tab changes the choice. Importing it defines the element, which then, in every picker
 * on the page,
 *
 * - makes a change that loader.ts held (one made before this module had loaded), or else shows
 *   the stored choice again (select value, checkbox, the matching panel; the others `hidden`),
 *   saying it in the live region if it is not the one on show (another tab changed it since the
 *   page loaded), and sets the deck colours on `<html>` to the stored ones,
 * - on a change, stores it and announces it on `window` (`choice.ts`: {@link chooseRuleSet},
 *   {@link chooseDeck}), which the other islands follow through their hooks,
 * - follows changes made by another picker on the page or in another tab, and says the new rule
 *   set in a polite live region (its words read from the panel's title, so none are bundled).
 *
 * Without JavaScript the element is an unknown inline element and the default panel shows.
 *
 * @packageDocumentation
 */
import { applyDeck, chooseDeck, chooseRuleSet, onDeckChange, onRuleSetChange, readDeck, readRuleSetId, type Deck } from './choice.ts';
import { HELD_ATTRIBUTE, showDeck, showRuleSet } from './view.ts';

/** The tag name of the picker. */
export const PICKER_TAG = 'ab-rule-set-picker';

/** The text of a panel's title with its spacing tidied ("Whist Club Laws 1926, In use: 1926–1930"). */
const titleOf = (panel: Element): string =>
  Array.from(panel.querySelectorAll('[data-ab-picker-title] > *'), (e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');

/** The id of the rule set whose panel is on show. */
const shownRuleSet = (picker: Element): string | undefined =>
  picker.querySelector<HTMLElement>('[data-ab-picker-panel]:not([hidden])')?.dataset.ruleSet;

/** The picker element; see the module comment. */
export class RuleSetPickerElement extends HTMLElement {
  #stops: (() => void)[] = [];

  /**
   * Shows the rule set `id` (the default panel if the page has none for it); with `announce`,
   * says it in the live region.
   */
  show(id: string, announce = false): void {
    const panel = showRuleSet(this, id);
    const live = this.querySelector('[data-ab-picker-live]');
    if (panel && announce && live) live.textContent = titleOf(panel);
  }

  /** Ticks the four-colour box or not. */
  showDeck(deck: Deck): void {
    showDeck(this, deck);
  }

  connectedCallback(): void {
    const select = this.querySelector('select');
    const box = this.querySelector<HTMLInputElement>('input[data-ab-picker-deck]');
    const onSelect = (): void => void (select && chooseRuleSet(select.value));
    const onBox = (): void => chooseDeck(box?.checked ? 'four-colour' : 'two-colour');
    // A change held by loader.ts (made before this module had loaded) is left as the reader set it
    // and made now, once every picker on the page has started, so that all of them follow it.
    const held = (control: Element | null, change: () => void): boolean => {
      if (!control?.hasAttribute(HELD_ATTRIBUTE)) return false;
      control.removeAttribute(HELD_ATTRIBUTE);
      queueMicrotask(change);
      return true;
    };
    // Otherwise the stored choice, which loader.ts showed on page load; another tab may have
    // changed it since, and then it is news to say.
    const id = readRuleSetId();
    if (!held(select, onSelect)) this.show(id, shownRuleSet(this) !== id);
    const deck = readDeck();
    if (!held(box, onBox)) this.showDeck(deck);
    applyDeck(deck);
    select?.addEventListener('change', onSelect);
    box?.addEventListener('change', onBox);
    this.#stops = [
      () => select?.removeEventListener('change', onSelect),
      () => box?.removeEventListener('change', onBox),
      // This picker's own choice comes back through the event too, so every picker on the page
      // (and every tab) shows and announces a change the same way.
      onRuleSetChange((id) => this.show(id, true)),
      onDeckChange((deck) => {
        this.showDeck(deck);
        applyDeck(deck); // another tab's choice: keep <html> in step (this page's is applied by chooseDeck)
      }),
    ];
  }

  disconnectedCallback(): void {
    for (const stop of this.#stops) stop();
    this.#stops = [];
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(PICKER_TAG)) {
  customElements.define(PICKER_TAG, RuleSetPickerElement);
}
