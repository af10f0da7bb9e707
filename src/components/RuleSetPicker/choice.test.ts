import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { DEFAULT_RULE_SET_ID as ENGINE_DEFAULT, RULE_SETS } from '../../engine/rules/index.ts';
import {
  applyDeck,
  chooseDeck,
  chooseRuleSet,
  DECK_ATTRIBUTE,
  DECK_EVENT,
  DECK_STORAGE_KEY,
  DEFAULT_RULE_SET_ID,
  onDeckChange,
  onRuleSetChange,
  parseRuleSetId,
  PICKER_RULE_SET_IDS,
  readDeck,
  readRuleSetId,
  RULE_SET_EVENT,
  RULE_SET_STORAGE_KEY,
  type StorageLike,
} from './choice.ts';

describe('the offered ids', () => {
  test('the default is the engine’s default, and every offered id names a rule set of the registry', () => {
    expect(DEFAULT_RULE_SET_ID).toBe(ENGINE_DEFAULT);
    expect(PICKER_RULE_SET_IDS).toContain(DEFAULT_RULE_SET_ID);
    for (const id of PICKER_RULE_SET_IDS) expect(RULE_SETS[id]?.id).toBe(id);
  });
});

/** An in-memory Storage. */
const memoryStorage = (initial: Record<string, string> = {}): StorageLike & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

/** A Storage that refuses everything, as some private modes do. */
const brokenStorage: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** A `storage` event as another tab would cause it. */
const storageEvent = (key: string | null, newValue: string | null): Event => Object.assign(new Event('storage'), { key, newValue });

/** A fake <html> element recording its attributes. */
const fakeRoot = () => {
  const attrs = new Map<string, string>();
  return {
    attrs,
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    removeAttribute: (k: string) => void attrs.delete(k),
  };
};

describe('reading the chosen rule set', () => {
  test.each(PICKER_RULE_SET_IDS.map((id) => [id]))('a stored %s is read back', (id) => {
    expect(readRuleSetId({ storage: memoryStorage({ [RULE_SET_STORAGE_KEY]: id }) })).toBe(id);
  });

  test.each([
    ['nothing stored', undefined],
    ['an unknown id', 'whist-club-1066'],
    ['a contract rule set (not offered by the picker)', 'contract-rubber'],
    ['the seed text taken literally (kept for the reference pages, not offered to learners)', 'seed-000'],
    ['a different case', 'WHIST-CLUB-1915'],
    ['an empty string', ''],
  ])('%s falls back to the default', (_name, stored) => {
    const storage = memoryStorage(stored === undefined ? {} : { [RULE_SET_STORAGE_KEY]: stored });
    expect(readRuleSetId({ storage })).toBe(DEFAULT_RULE_SET_ID);
  });

  test('a browser that refuses storage gets the default, without an exception', () => {
    expect(readRuleSetId({ storage: brokenStorage })).toBe(DEFAULT_RULE_SET_ID);
    expect(readRuleSetId({ storage: null })).toBe(DEFAULT_RULE_SET_ID);
  });

  test('parseRuleSetId keeps only offered ids of the registry', () => {
    expect(parseRuleSetId('royal-auction-1912')).toBe('royal-auction-1912');
    expect(parseRuleSetId(null)).toBe(DEFAULT_RULE_SET_ID);
    expect(parseRuleSetId('contract-duplicate')).toBe(DEFAULT_RULE_SET_ID);
  });
});

describe('choosing a rule set', () => {
  test('stores the id and announces it on the page', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(RULE_SET_EVENT, (e) => heard((e as CustomEvent).detail));
    expect(chooseRuleSet('bridge-count-1908', { storage, target })).toBe(true);
    expect(storage.data[RULE_SET_STORAGE_KEY]).toBe('bridge-count-1908');
    expect(heard).toHaveBeenCalledWith({ id: 'bridge-count-1908' });
  });

  test('an unknown id changes nothing and announces nothing', () => {
    const storage = memoryStorage({ [RULE_SET_STORAGE_KEY]: 'whist-club-1915' });
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(RULE_SET_EVENT, heard);
    expect(chooseRuleSet('nonsense', { storage, target })).toBe(false);
    expect(storage.data[RULE_SET_STORAGE_KEY]).toBe('whist-club-1915');
    expect(heard).not.toHaveBeenCalled();
  });

  test('still announces the choice when storage refuses it', () => {
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(RULE_SET_EVENT, heard);
    expect(chooseRuleSet('bridge-count-1908', { storage: brokenStorage, target })).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
  });
});

describe('onRuleSetChange', () => {
  test('hears this page’s picker and other tabs, until unsubscribed', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = onRuleSetChange(listener, { storage, target });
    chooseRuleSet('whist-club-1915', { storage, target });
    target.dispatchEvent(storageEvent(RULE_SET_STORAGE_KEY, 'royal-auction-1912'));
    target.dispatchEvent(storageEvent('some-other-key', 'royal-auction-1912'));
    target.dispatchEvent(storageEvent(RULE_SET_STORAGE_KEY, 'not-a-rule-set'));
    target.dispatchEvent(storageEvent(null, null)); // localStorage.clear() in another tab
    expect(listener.mock.calls.map((c) => c[0])).toEqual([
      'whist-club-1915',
      'royal-auction-1912',
      DEFAULT_RULE_SET_ID,
      DEFAULT_RULE_SET_ID,
    ]);
    stop();
    chooseRuleSet('bridge-count-1908', { storage, target });
    expect(listener).toHaveBeenCalledTimes(4);
  });

  test('a malformed event falls back to the default', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    onRuleSetChange(listener, { target });
    target.dispatchEvent(new CustomEvent(RULE_SET_EVENT, { detail: { id: 42 } }));
    target.dispatchEvent(new Event(RULE_SET_EVENT));
    expect(listener.mock.calls).toEqual([[DEFAULT_RULE_SET_ID], [DEFAULT_RULE_SET_ID]]);
  });

  test('without a window there is nothing to hear, and no error', () => {
    expect(onRuleSetChange(() => {}, { target: null })).toBeTypeOf('function');
  });
});

describe('the four-colour deck', () => {
  test('is off unless four-colour is stored', () => {
    expect(readDeck({ storage: memoryStorage() })).toBe('two-colour');
    expect(readDeck({ storage: memoryStorage({ [DECK_STORAGE_KEY]: 'rainbow' }) })).toBe('two-colour');
    expect(readDeck({ storage: memoryStorage({ [DECK_STORAGE_KEY]: 'four-colour' }) })).toBe('four-colour');
    expect(readDeck({ storage: brokenStorage })).toBe('two-colour');
  });

  test('choosing it stores it, sets the attribute on <html> and announces it; choosing two colours removes it', () => {
    const storage = memoryStorage();
    const target = new EventTarget();
    const root = fakeRoot();
    const heard = vi.fn();
    onDeckChange(heard, { target });
    chooseDeck('four-colour', { storage, target, root });
    expect(root.attrs.get(DECK_ATTRIBUTE)).toBe('four-colour');
    expect(storage.data[DECK_STORAGE_KEY]).toBe('four-colour');
    chooseDeck('two-colour', { storage, target, root });
    expect(root.attrs.has(DECK_ATTRIBUTE)).toBe(false);
    target.dispatchEvent(storageEvent(DECK_STORAGE_KEY, 'four-colour'));
    expect(heard.mock.calls.map((c) => c[0])).toEqual(['four-colour', 'two-colour', 'four-colour']);
  });

  test('the deck event carries the deck', () => {
    const target = new EventTarget();
    const detail = vi.fn();
    target.addEventListener(DECK_EVENT, (e) => detail((e as CustomEvent).detail));
    chooseDeck('four-colour', { storage: null, target, root: null });
    expect(detail).toHaveBeenCalledWith({ deck: 'four-colour' });
  });

  test('applyDeck without a document does nothing', () => {
    expect(() => applyDeck('four-colour', { root: null })).not.toThrow();
  });

  test('clearing storage in another tab goes back to two colours', () => {
    const target = new EventTarget();
    const heard = vi.fn();
    onDeckChange(heard, { target });
    target.dispatchEvent(storageEvent(null, null));
    target.dispatchEvent(storageEvent(RULE_SET_STORAGE_KEY, 'four-colour')); // not the deck's key
    expect(heard.mock.calls).toEqual([['two-colour']]);
  });

  test.each([
    ['the <head> script of every Starlight page (astro.config.mjs)', '../../../astro.config.mjs'],
    ['the script of pages in other layouts (DeckPreference.astro)', '../shared/DeckPreference.astro'],
  ])('%s reads the same key and sets the same attribute', (_name, file) => {
    const script = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(script).toContain(`localStorage.getItem('${DECK_STORAGE_KEY}') === 'four-colour'`);
    expect(script).toContain(`setAttribute('${DECK_ATTRIBUTE}', 'four-colour')`);
  });
});

describe('what the browser loads', () => {
  /** The relative imports of a source file, resolved, and theirs, and so on. */
  const importGraph = (start: URL): string[] => {
    const seen = new Set<string>();
    const visit = (url: URL): void => {
      if (seen.has(url.href)) return;
      seen.add(url.href);
      const text = readFileSync(url, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*'(\.{1,2}\/[^']+)'/gm)) {
        const [line] = m;
        if (/^\s*(?:import|export)\s+type\s/.test(line)) continue; // erased at build time
        visit(new URL(m[1]!, url));
      }
    };
    visit(start);
    return [...seen].map((href) => href.slice(href.indexOf('/src/') + 1));
  };

  test.each([['choice.ts'], ['client.ts'], ['hooks.ts']])('%s reaches neither the rule sets’ data nor the dictionary', (file) => {
    const graph = importGraph(new URL(file, import.meta.url));
    expect(graph).toContain('src/engine/rules/types.ts');
    expect(graph.filter((f) => f === 'src/engine/rules/index.ts' || f.startsWith('src/i18n/'))).toEqual([]);
    expect(graph.filter((f) => /src\/engine\/rules\/(?!types\.ts)/.test(f))).toEqual([]);
  });

  test('loader.ts, the only part run on page load, reaches view.ts and nothing else: no choice code, ids or data', () => {
    expect(importGraph(new URL('loader.ts', import.meta.url)).sort()).toEqual([
      'src/components/RuleSetPicker/loader.ts',
      'src/components/RuleSetPicker/view.ts',
    ]);
  });

  test('the graph walker does see the data where it is imported (model.ts)', () => {
    const graph = importGraph(new URL('model.ts', import.meta.url));
    expect(graph).toContain('src/engine/rules/index.ts');
    expect(graph).toContain('src/i18n/picker.ts');
  });
});
