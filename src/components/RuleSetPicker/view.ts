/**
 * What the picker shows, set on its static HTML (RuleSetPicker.astro) from the DOM alone: which
 * details panel is on show and what the select and the four-colour box say, and the mark of a
 * change held for the full picker. Shared by the script that runs on page load (`loader.ts`)
 * and the full picker (`client.ts`), so both show a choice the same way; it imports nothing, so
 * that the page-load script stays a few hundred bytes.
 *
 * @packageDocumentation
 */

/**
 * Marks a control (the select or the four-colour box) whose change was made before the full
 * picker had loaded: `loader.ts` sets it, `client.ts` makes the change when it starts.
 */
export const HELD_ATTRIBUTE = 'data-ab-picker-held';

/** The details panels of a picker, one per offered rule set. */
const panelsOf = (picker: ParentNode): HTMLElement[] => Array.from(picker.querySelectorAll<HTMLElement>('[data-ab-picker-panel]'));

/**
 * Shows the panel of rule set `id` and hides the others, and selects it in the select. A picker
 * has a panel for every offered rule set (PICKER_RULE_SET_IDS), so an id without one (unknown,
 * not offered, `null`) is not offered and the default's panel (`data-default`) shows instead,
 * as `parseRuleSetId` in choice.ts reads it. Returns the panel on show, if the picker has any.
 */
export const showRuleSet = (picker: ParentNode, id: string | null): HTMLElement | undefined => {
  const panels = panelsOf(picker);
  const panel = panels.find((p) => p.dataset.ruleSet === id) ?? panels.find((p) => p.dataset.default !== undefined) ?? panels[0];
  if (!panel) return undefined;
  for (const p of panels) p.hidden = p !== panel;
  const select = picker.querySelector('select');
  if (select && panel.dataset.ruleSet) select.value = panel.dataset.ruleSet;
  return panel;
};

/**
 * Ticks the four-colour box when `deck` is its value (`four-colour`, written into the HTML from
 * choice.ts's DECKS), and unticks it otherwise.
 */
export const showDeck = (picker: ParentNode, deck: string | null): void => {
  const box = picker.querySelector<HTMLInputElement>('input[data-ab-picker-deck]');
  if (box) box.checked = deck === box.value;
};
