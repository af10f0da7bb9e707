/**
 * The site search's keyboard shortcuts, as a pure function of a key press: Ctrl+K (⌘K on Apple
 * devices) opens or closes the search dialog, as in Starlight; `/` opens it, as on many sites,
 * unless the key goes to a form field or editable text, where `/` may be a character.
 *
 * @packageDocumentation
 */

/** The part of a `KeyboardEvent` the shortcuts read, and whether it went to a field. */
export interface ShortcutKey {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  /** Whether the key went to a form field or editable text (see {@link inField}). */
  readonly inField: boolean;
}

/** What a key press asks of the search dialog: open or close it (`toggle`), open it, or nothing. */
export type ShortcutAction = 'toggle' | 'open' | null;

/** The action of a key press: Ctrl/⌘+K toggles, a bare `/` outside a field opens. */
export const shortcutAction = (k: ShortcutKey): ShortcutAction => {
  if (k.altKey) return null;
  if ((k.ctrlKey || k.metaKey) && k.key.toLowerCase() === 'k') return 'toggle';
  return k.key === '/' && !k.ctrlKey && !k.metaKey && !k.inField ? 'open' : null;
};

/** Whether an element is, or is inside, a form field or editable text. */
export const inField = (el: EventTarget | null): boolean =>
  el instanceof Element && el.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
