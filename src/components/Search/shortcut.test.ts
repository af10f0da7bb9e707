// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { inField, shortcutAction, type ShortcutKey } from './shortcut.ts';

const key = (k: Partial<ShortcutKey> & { key: string }): ShortcutKey => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inField: false,
  ...k,
});

describe('shortcutAction', () => {
  test('Ctrl+K and ⌘K toggle the dialog, wherever the focus is', () => {
    expect(shortcutAction(key({ key: 'k', ctrlKey: true }))).toBe('toggle');
    expect(shortcutAction(key({ key: 'K', metaKey: true, inField: true }))).toBe('toggle');
  });

  test('a bare / opens it, but not in a field, and not with a modifier', () => {
    expect(shortcutAction(key({ key: '/' }))).toBe('open');
    expect(shortcutAction(key({ key: '/', inField: true }))).toBeNull();
    expect(shortcutAction(key({ key: '/', ctrlKey: true }))).toBeNull();
    expect(shortcutAction(key({ key: '/', altKey: true }))).toBeNull();
  });

  test('other keys, a bare k and Alt+Ctrl+K do nothing', () => {
    expect(shortcutAction(key({ key: 'k' }))).toBeNull();
    expect(shortcutAction(key({ key: 'k', ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutAction(key({ key: 'Enter' }))).toBeNull();
  });
});

describe('inField', () => {
  test('form fields and editable text are fields, with what is inside them', () => {
    document.body.innerHTML = `<input id="a"><textarea id="b"></textarea><select id="c"></select>
      <div contenteditable="true"><span id="d">x</span></div><div contenteditable="false" id="e"></div>
      <button id="f">b</button><p id="g">p</p>`;
    const field = (id: string) => inField(document.getElementById(id));
    expect(['a', 'b', 'c', 'd'].map(field)).toEqual([true, true, true, true]);
    expect(['e', 'f', 'g'].map(field)).toEqual([false, false, false]);
    expect(inField(null)).toBe(false);
    expect(inField(window)).toBe(false);
  });
});
