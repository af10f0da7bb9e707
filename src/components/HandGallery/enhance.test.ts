// @vitest-environment happy-dom
/**
 * The gallery's filter script in a DOM: it shows the filters, hides the cards that do not
 * match, says how many are shown, follows the address, and resets.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { messageTemplate } from '../../i18n/gallery.ts';
import { enhanceGallery, MESSAGES_ATTRIBUTE, messagesTranslator } from './enhance.ts';

const KEYS = ['gallery.count.all', 'gallery.count.allOne', 'gallery.count.some', 'gallery.count.none'] as const;
const MESSAGES = JSON.stringify(Object.fromEntries(KEYS.map((k) => [k, messageTemplate(k)])));

const CARDS = [
  ['a', 'the-play', 'whist-club-1926'],
  ['b', 'the-play', 'royal-auction-1912'],
  ['c', 'the-rubber', 'royal-auction-1912'],
  ['d', 'honours', 'whist-club-1926'],
] as const;

const option = (value: string): string => `<option value="${value}">${value}</option>`;

const mountGallery = (): HTMLElement => {
  document.body.innerHTML = `
    <div data-ab-gallery ${MESSAGES_ATTRIBUTE}='${MESSAGES}'>
      <form data-ab-gallery-filters hidden>
        <select name="topic"><option value="">All topics</option>${['the-play', 'the-rubber', 'honours'].map(option).join('')}</select>
        <select name="rules"><option value="">All rule sets</option>${['whist-club-1926', 'royal-auction-1912'].map(option).join('')}</select>
        <button type="reset">Show all hands</button>
      </form>
      <p data-ab-gallery-count role="status">Showing all 4 hands.</p>
      <ul>${CARDS.map(([slug, topic, rules]) => `<li data-ab-gallery-card data-slug="${slug}" data-topic="${topic}" data-rules="${rules}">${slug}</li>`).join('')}</ul>
    </div>`;
  return document.querySelector('[data-ab-gallery]') as HTMLElement;
};

const shown = (): string[] =>
  [...document.querySelectorAll<HTMLElement>('[data-ab-gallery-card]')].filter((c) => !c.hidden).map((c) => c.dataset['slug'] ?? '');
const count = (): string => document.querySelector('[data-ab-gallery-count]')?.textContent ?? '';
const select = (name: string): HTMLSelectElement => document.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
const choose = (name: string, value: string): void => {
  select(name).value = value;
  select(name).dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => window.history.replaceState(null, '', 'http://localhost:3000/hands/'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the gallery filters', () => {
  test('show the filters, and leave every card and the built text as they are', () => {
    enhanceGallery(mountGallery());
    expect((document.querySelector('[data-ab-gallery-filters]') as HTMLElement).hidden).toBe(false);
    expect(shown()).toEqual(['a', 'b', 'c', 'd']);
    expect(count()).toBe('Showing all 4 hands.');
  });

  test('a topic hides the other cards and says how many are shown', () => {
    enhanceGallery(mountGallery());
    choose('topic', 'the-play');
    expect(shown()).toEqual(['a', 'b']);
    expect(count()).toBe('Showing 2 of 4 hands.');
    expect(window.location.search).toBe('?topic=the-play');
  });

  test('both filters together', () => {
    enhanceGallery(mountGallery());
    choose('topic', 'the-play');
    choose('rules', 'royal-auction-1912');
    expect(shown()).toEqual(['b']);
    expect(count()).toBe('Showing 1 of 4 hands.');
    choose('topic', 'honours');
    expect(shown()).toEqual([]);
    expect(count()).toBe('No hand matches both filters (out of 4).');
  });

  test('reset shows every hand again and clears the address', () => {
    enhanceGallery(mountGallery());
    choose('rules', 'whist-club-1926');
    document.querySelector('form')?.dispatchEvent(new Event('reset', { cancelable: true }));
    expect(shown()).toEqual(['a', 'b', 'c', 'd']);
    expect(select('rules').value).toBe('');
    expect(count()).toBe('Showing all 4 hands.');
    expect(window.location.search).toBe('');
  });

  test('a filtered address opens filtered; unknown values are ignored', () => {
    window.history.replaceState(null, '', 'http://localhost:3000/hands/?rules=royal-auction-1912&topic=nonsense');
    const control = enhanceGallery(mountGallery());
    expect(control?.filter()).toEqual({ topic: null, ruleSet: 'royal-auction-1912' });
    expect(shown()).toEqual(['b', 'c']);
    expect(select('rules').value).toBe('royal-auction-1912');
    expect(count()).toBe('Showing 2 of 4 hands.');
  });

  test('without its markup the script does nothing', () => {
    document.body.innerHTML = '<div data-ab-gallery></div>';
    expect(enhanceGallery(document.querySelector('[data-ab-gallery]') as HTMLElement)).toBeNull();
  });
});

describe('messagesTranslator', () => {
  test('fills the page’s templates; a missing key shows itself', () => {
    const tr = messagesTranslator(MESSAGES);
    expect(tr('gallery.count.some', { shown: 2, total: 9 })).toBe('Showing 2 of 9 hands.');
    expect(messagesTranslator('not json')('gallery.count.all', { total: 3 })).toBe('gallery.count.all');
  });
});
