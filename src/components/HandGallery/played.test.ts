// @vitest-environment happy-dom
/**
 * The reader's results on the gallery's cards: a played hand's card shows its last result in
 * words, the others show nothing; bad stored data shows nothing and breaks nothing; a result
 * kept in another tab appears without a reload.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { messageTemplate } from '../../i18n/gallery.ts';
import { RESULTS_KEY } from '../PlayMode/kept.ts';
import { messagesTranslator } from './enhance.ts';
import { followPlayed, showPlayed } from './played.ts';

const tr = messagesTranslator(
  JSON.stringify({
    'gallery.played.declarer': messageTemplate('gallery.played.declarer'),
    'gallery.played.defender': messageTemplate('gallery.played.defender'),
  }),
);

const mount = (): HTMLElement => {
  document.body.innerHTML = `<div data-ab-gallery><ul>${['a', 'b', 'c']
    .map((slug) => `<li data-ab-gallery-card data-slug="${slug}">${slug}<p data-ab-gallery-played hidden></p></li>`)
    .join('')}</ul></div>`;
  return document.querySelector('[data-ab-gallery]') as HTMLElement;
};
const line = (slug: string): HTMLElement => document.querySelector(`[data-slug="${slug}"] [data-ab-gallery-played]`) as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('results on the gallery', () => {
  test('a played hand shows its result, as declarer or as a defender; the others show nothing', () => {
    localStorage.setItem(
      RESULTS_KEY,
      JSON.stringify({ a: { made: 9, best: 10, role: 'declarer', from: 0 }, c: { made: 8, best: 8, role: 'W', from: 12 } }),
    );
    expect(showPlayed(mount(), tr)).toBe(2);
    expect(line('a').hidden).toBe(false);
    expect(line('a').textContent).toBe('You played it as declarer: 9 tricks; best play makes 10.');
    expect(line('c').textContent).toBe('You defended it: declarer took 8 tricks; best play gives 8.');
    expect(line('b').hidden).toBe(true);
  });

  test('stored data this version did not write shows nothing and throws nothing', () => {
    for (const bad of [
      '{',
      '[]',
      'null',
      JSON.stringify({
        a: { made: 'ten', best: 10, role: 'declarer', from: 0 },
        b: { made: 14, best: 10, role: 'declarer', from: 0 },
        c: { made: 9, best: 9, role: 'X', from: 0 },
      }),
    ]) {
      localStorage.setItem(RESULTS_KEY, bad);
      expect(showPlayed(mount(), tr)).toBe(0);
      expect(['a', 'b', 'c'].every((s) => line(s).hidden)).toBe(true);
    }
  });

  test('a result kept in another tab appears at once; one removed there goes', () => {
    const root = mount();
    followPlayed(root, tr);
    expect(line('b').hidden).toBe(true);
    localStorage.setItem(RESULTS_KEY, JSON.stringify({ b: { made: 7, best: 9, role: 'declarer', from: 30 } }));
    window.dispatchEvent(new StorageEvent('storage', { key: RESULTS_KEY }));
    expect(line('b').textContent).toBe('You played it as declarer: 7 tricks; best play makes 9.');
    localStorage.removeItem(RESULTS_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(line('b').hidden).toBe(true);
  });
});
