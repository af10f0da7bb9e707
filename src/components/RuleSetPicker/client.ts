/**
 * The rule-set picker in the browser: a custom element, `<ab-rule-set-picker>`, around the
 * picker's static HTML (RuleSetPicker.astro). No framework and no rule-set data: the select,
 * the checkbox and one details panel per offered rule set are already in the page, built at
 * build time; this script only
 *
 * - shows the stored choice (select value, checkbox, the matching panel; the others `hidden`),
 * - on a change, stores it and announces it on `window` (`choice.ts`: {@link chooseRuleSet},
 *   {@link chooseDeck}), which the other islands follow through their hooks,
 * - follows changes made by another picker on the page or in another tab, and says the new rule
 *   set in a polite live region (its words read from the panel's title, so none are bundled).
 *
 * Without JavaScript the element is an unknown inline element and the default panel shows.
 *
 * @packageDocumentation
 */
import {
  applyDeck,
  chooseDeck,
  chooseRuleSet,
  onDeckChange,
  onRuleSetChange,
  readDeck,
  readRuleSetId,
  type Deck,
} from './choice.ts';

/** The tag name of the picker. */
export const PICKER_TAG = 'ab-rule-set-picker';

/** The text of a panel's title with its spacing tidied ("Whist Club Laws 1926, In use: 1926–1930"). */
const titleOf = (panel: Element): string =>
  Array.from(panel.querySelectorAll('[data-ab-picker-title] > *'), (e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');

/** The picker element; see the module comment. */
export class RuleSetPickerElement extends HTMLElement {
  #stops: (() => void)[] = [];

  /** The panel of each rule set, by id. */
  #panels(): HTMLElement[] {
    return Array.from(this.querySelectorAll<HTMLElement>('[data-ab-picker-panel]'));
  }

  /**
   * Shows the rule set `id` (the default panel if the page has none for it); with `announce`,
   * says it in the live region.
   */
  show(id: string, announce = false): void {
    const panels = this.#panels();
    const panel =
      panels.find((p) => p.dataset.ruleSet === id) ?? panels.find((p) => p.dataset.default !== undefined) ?? panels[0];
    if (!panel) return;
    for (const p of panels) p.hidden = p !== panel;
    const select = this.querySelector('select');
    if (select && panel.dataset.ruleSet) select.value = panel.dataset.ruleSet;
    const live = this.querySelector('[data-ab-picker-live]');
    if (announce && live) live.textContent = titleOf(panel);
  }

  /** Ticks the four-colour box or not. */
  showDeck(deck: Deck): void {
    const box = this.querySelector<HTMLInputElement>('input[data-ab-picker-deck]');
    if (box) box.checked = deck === 'four-colour';
  }

  connectedCallback(): void {
    const select = this.querySelector('select');
    const box = this.querySelector<HTMLInputElement>('input[data-ab-picker-deck]');
    this.show(readRuleSetId());
    this.showDeck(readDeck());
    const onSelect = (): void => void (select && chooseRuleSet(select.value));
    const onBox = (): void => chooseDeck(box?.checked ? 'four-colour' : 'two-colour');
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
