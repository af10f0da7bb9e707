import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { AUCTION_RULE_SET_IDS, DEFAULT_RULE_SET_ID, RULE_SETS, RULE_SET_IDS, withOptions, type RuleSet } from '../../engine/rules/index.ts';
import { isMessageKey } from '../../i18n/index.ts';
import {
  applyDeck,
  chooseDeck,
  chooseRuleSet,
  DECK_ATTRIBUTE,
  DECK_EVENT,
  DECK_STORAGE_KEY,
  onDeckChange,
  onRuleSetChange,
  parseRuleSetId,
  pickerOptions,
  readDeck,
  readRuleSetId,
  RULE_SET_EVENT,
  RULE_SET_STORAGE_KEY,
  ruleSetDetails,
  type StorageLike,
} from './model.ts';

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
const storageEvent = (key: string | null, newValue: string | null): Event =>
  Object.assign(new Event('storage'), { key, newValue });

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
  test.each(AUCTION_RULE_SET_IDS.map((id) => [id]))('a stored %s is read back', (id) => {
    expect(readRuleSetId({ storage: memoryStorage({ [RULE_SET_STORAGE_KEY]: id }) })).toBe(id);
  });

  test.each([
    ['nothing stored', undefined],
    ['an unknown id', 'whist-club-1066'],
    ['a contract rule set (not offered by the picker)', 'contract-rubber'],
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
    expect(chooseRuleSet('seed-000', { storage: brokenStorage, target })).toBe(true);
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
    chooseRuleSet('seed-000', { storage, target });
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

  test('the inline script that applies it before paint uses the same key and attribute', () => {
    const script = readFileSync(new URL('../shared/DeckPreference.astro', import.meta.url), 'utf8');
    expect(script).toContain(`'${DECK_STORAGE_KEY}'`);
    expect(script).toContain(`'${DECK_ATTRIBUTE}', 'four-colour'`);
  });
});

describe('pickerOptions', () => {
  test('offers the auction-era rule sets in registry order, each with its label and years', () => {
    const options = pickerOptions();
    expect(options.map((o) => o.id)).toEqual([...AUCTION_RULE_SET_IDS]);
    for (const o of options) {
      expect(o.text).toContain(RULE_SETS[o.id].label);
      expect(o.text).toContain(RULE_SETS[o.id].years);
    }
  });

  test('does not repeat years that the label already names', () => {
    const o = pickerOptions().find((x) => x.id === 'whist-club-1915');
    expect(o?.text).toBe('Whist Club Laws 1915–1925');
    expect(pickerOptions().find((x) => x.id === 'whist-club-1926')?.text).toBe('Whist Club Laws 1926 (1926–1930)');
  });
});

describe('ruleSetDetails', () => {
  const everyRuleSet: RuleSet[] = [
    ...RULE_SET_IDS.map((id) => RULE_SETS[id]),
    withOptions(RULE_SETS['whist-club-1915'], { nullos: true, threeHanded: true, duplicate: true }),
  ];

  test.each(everyRuleSet.map((r) => [r.id + (Object.keys(r.options).length ? ' with options' : ''), r]))(
    '%s: lists exactly the inferred rules of its provenance, each named in words',
    (_name, ruleSet) => {
      const details = ruleSetDetails(ruleSet);
      const inferred = Object.entries(ruleSet.provenance).filter(([, p]) => p.confidence === 'inferred').map(([k]) => k);
      expect(details.inferred.map((i) => i.rule).sort()).toEqual(inferred.sort());
      const all = details.provenance.flatMap((g) => g.items);
      expect(all).toHaveLength(Object.keys(ruleSet.provenance).length);
      for (const item of all) {
        expect(isMessageKey(`rule.${item.rule}`), `no dictionary name for ${item.rule}`).toBe(true);
        expect(item.name).not.toBe(item.rule);
      }
    },
  );

  test('the Whist Club 1926 code: dates, sources, and its inferred rules first', () => {
    const d = ruleSetDetails(RULE_SETS['whist-club-1926']);
    expect(d.years).toBe('In use: 1926–1930');
    expect(d.sources).toEqual(RULE_SETS['whist-club-1926'].sources);
    expect(d.provenance[0]?.confidence).toBe('inferred');
    expect(d.inferredCount).toBe(`${d.inferred.length} inferred`);
    const ranking = d.inferred.find((i) => i.rule === 'bidRanking');
    expect(ranking?.name).toBe('Ranking of bids');
    expect(ranking?.note).toMatch(/Majority calling/);
  });

  test('the seed text shows its literal readings as a group of their own', () => {
    const d = ruleSetDetails(RULE_SETS['seed-000']);
    expect(d.provenance.find((g) => g.confidence === 'literal')?.items.map((i) => i.rule)).toContain('honourScale');
  });
});
