import { describe, expect, test } from 'vitest';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { addDeal, newRubber, type ScorerRubber } from './model.ts';
import { rubberFragment, rubberFromFragment } from './model-link.ts';
import {
  archiveCurrent,
  deletePast,
  EMPTY_STATE,
  exportJson,
  importJson,
  loadState,
  readRubber,
  readState,
  reopen,
  saveState,
  SET_ASIDE_PREFIX,
  STORE_KEY,
  writeState,
  type StorageLike,
} from './model-store.ts';

const NOW = '2026-12-01T20:00:00.000Z';
const rubber = (id: string): ScorerRubber =>
  addDeal(newRubber({ id, now: NOW, names: { we: 'Åsa', they: 'Zoë', players: ['A', 'B', 'C'] } }), {
    by: 'NS',
    contract: { level: 2, strain: 'H', doubled: 1 },
    tricks: 9,
    honours: { kind: 'quick', holder: 'defenders', holding: 'simple' },
  });

/** A storage in memory; `full` makes every write throw as a full storage does. */
const memory = (init: Record<string, string> = {}, full = false): StorageLike & { data: Record<string, string> } => {
  const data = { ...init };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
};

describe('stored state', () => {
  test('is written and read back whole, versioned', () => {
    const state = { current: rubber('a'), past: [rubber('b')] };
    const text = writeState(state);
    expect(JSON.parse(text)).toMatchObject({ format: 'auction-bridge-scorer', version: 1 });
    expect(readState(text)).toEqual({ state, problems: [] });
  });

  test('nothing stored: the empty state, no problem', () => {
    expect(loadState(memory(), NOW)).toMatchObject({ state: EMPTY_STATE, problems: [], setAsideKey: null });
  });

  test('text that is not JSON is set aside under its own key, with a message, not dropped', () => {
    const store = memory({ [STORE_KEY]: '{"format": "auction-bridge-scorer", "vers' });
    const got = loadState(store, NOW);
    expect(got.state).toEqual(EMPTY_STATE);
    expect(got.problems[0]).toMatch(/could not be read: it is not JSON/);
    expect(got.setAsideKey).toBe(`${SET_ASIDE_PREFIX}${NOW}`);
    expect(store.data[got.setAsideKey!]).toBe(store.data[STORE_KEY]);
  });

  test('one bad rubber is named (what and where) and left out; the others are kept', () => {
    const bad = {
      ...rubber('b'),
      deals: [{ by: 'NS', contract: { level: 2, strain: 'H', doubled: 0 }, tricks: 14, honours: { kind: 'none' } }],
    };
    const text = JSON.stringify({ format: 'auction-bridge-scorer', version: 1, current: rubber('a'), past: [bad, rubber('c')] });
    const got = readState(text);
    expect(got.state.current?.id).toBe('a');
    expect(got.state.past.map((r) => r.id)).toEqual(['c']);
    expect(got.problems).toEqual(['past rubber 1, deal 1.tricks must be a whole number from 0 to 13, not 14.']);
  });

  test('another version is not guessed at', () => {
    expect(readState(JSON.stringify({ format: 'auction-bridge-scorer', version: 2 })).problems[0]).toMatch(/version is 2/);
  });

  test('a full storage: the save fails with the browser’s reason, nothing throws', () => {
    const saved = saveState(memory({}, true), { current: rubber('a'), past: [] });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.error).toMatch(/quota/);
    expect(saveState(null, EMPTY_STATE).ok).toBe(false);
  });

  test('past rubbers: archived newest first, reopened, deleted', () => {
    let s = archiveCurrent({ current: rubber('a'), past: [] }, rubber('b'));
    expect([s.current?.id, s.past.map((r) => r.id)]).toEqual(['b', ['a']]);
    s = reopen(s, 'a');
    expect([s.current?.id, s.past.map((r) => r.id)]).toEqual(['a', ['b']]);
    expect(deletePast(s, 'b').past).toEqual([]);
    // An empty rubber is not kept in the list.
    expect(archiveCurrent({ current: newRubber({ id: 'e', now: NOW }), past: [] }, rubber('x')).past).toEqual([]);
  });
});

describe('JSON export and import', () => {
  test('round trip', () => {
    const list = [rubber('a'), rubber('b')];
    expect(importJson(exportJson(list))).toEqual({ ok: true, value: list });
  });

  test('a bad file says what and where', () => {
    expect(importJson('[1,2]')).toEqual({
      ok: false,
      error: 'This file cannot be imported: it is not a scorer file (no "format": "auction-bridge-scorer").',
    });
    const bad = JSON.stringify({ format: 'auction-bridge-scorer', version: 1, rubbers: [{ ...rubber('a'), rules: 'whist-club-1999' }] });
    expect(importJson(bad)).toEqual({
      ok: false,
      error: 'This file cannot be imported: rubber 1.rules is not a rule set: "whist-club-1999".',
    });
  });
});

describe('share link', () => {
  test('round trip, names with accents included', () => {
    const r = rubber('a');
    const frag = rubberFragment(r);
    expect(frag).toMatch(/^r=[A-Za-z0-9_-]+$/);
    expect(rubberFromFragment(`#${frag}`)).toEqual({ ok: true, value: r });
  });

  test('no rubber in the fragment: null; a damaged one: a message', () => {
    expect(rubberFromFragment('#h=abc')).toBeNull();
    expect(rubberFromFragment('#r=%%%')).toEqual({ ok: false, error: 'The shared link is damaged: its rubber cannot be read.' });
    expect(rubberFromFragment('#r=e30')).toMatchObject({ ok: false });
  });
});

describe('problems on a German page', () => {
  /** Runs `f` as on a German page (`/de/scorer/`), and back to English after. */
  const inGerman = <T>(f: () => T): T => {
    registerGerman();
    setPageLang('de');
    try {
      return f();
    } finally {
      setPageLang('en');
    }
  };
  const blocked: StorageLike = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  const bad = {
    ...rubber('b'),
    deals: [{ by: 'NS', contract: { level: 2, strain: 'H', doubled: 0 }, tricks: 14, honours: { kind: 'none' } }],
  };
  const badState = JSON.stringify({ format: 'auction-bridge-scorer', version: 1, current: rubber('a'), past: [bad] });
  const badRules = JSON.stringify({ format: 'auction-bridge-scorer', version: 1, rubbers: [{ ...rubber('a'), rules: 'whist-club-1999' }] });

  test('what and where in German; the JSON field names as in the file', () => {
    inGerman(() => {
      expect(readState(badState).problems).toEqual(['Früherer Robber 1, Spiel 1.tricks muss eine ganze Zahl von 0 bis 13 sein, nicht 14.']);
      expect(readState(JSON.stringify({ format: 'auction-bridge-scorer', version: 2 })).problems).toEqual([
        'Die gespeicherten Punkte ließen sich nicht lesen: Die Daten haben Version 2; dieser Punktezähler liest Version 1.',
      ]);
      expect(importJson('[1,2]')).toEqual({
        ok: false,
        error:
          'Diese Datei lässt sich nicht importieren: Die Daten stammen nicht vom Punktezähler (kein "format": "auction-bridge-scorer").',
      });
      expect(importJson(badRules)).toEqual({
        ok: false,
        error: 'Diese Datei lässt sich nicht importieren: Robber 1.rules ist kein Regelwerk: "whist-club-1999".',
      });
      expect(importJson(JSON.stringify({ format: 'auction-bridge-scorer', version: 1, rubbers: [] }))).toEqual({
        ok: false,
        error: 'Diese Datei lässt sich nicht importieren: Es ist kein Robber darin.',
      });
      expect(readRubber({})).toEqual({ ok: false, error: 'Robber.id fehlt; dort muss ein Text stehen' });
      expect(loadState(blocked, NOW).problems).toEqual([
        'Dieser Browser erlaubt dem Punktezähler nicht, seine gespeicherten Punkte zu lesen.',
      ]);
      expect(saveState(null, EMPTY_STATE)).toEqual({ ok: false, error: 'Dieser Browser hat keinen Speicher für den Punktezähler.' });
    });
  });

  test('a shared link in German', () => {
    inGerman(() => {
      expect(rubberFromFragment('#r=%%%')).toEqual({
        ok: false,
        error: 'Der geteilte Link ist beschädigt: Der Robber darin lässt sich nicht lesen.',
      });
      expect(rubberFromFragment('#r=e30')).toEqual({
        ok: false,
        error:
          'Der geteilte Link lässt sich nicht öffnen: Die Daten stammen nicht vom Punktezähler (kein "format": "auction-bridge-scorer").',
      });
    });
  });

  test('the English page is unchanged', () => {
    expect(readState(badState).problems).toEqual(['past rubber 1, deal 1.tricks must be a whole number from 0 to 13, not 14.']);
    expect(readRubber({})).toEqual({ ok: false, error: 'rubber.id must be text, not nothing' });
    expect(importJson(JSON.stringify({ format: 'auction-bridge-scorer', version: 1, rubbers: [] }))).toEqual({
      ok: false,
      error: 'This file cannot be imported: it holds no rubber.',
    });
    expect(loadState(blocked, NOW).problems).toEqual(['This browser does not let the scorer read its saved scores.']);
    expect(saveState(null, EMPTY_STATE)).toEqual({ ok: false, error: 'This browser has no storage for the scorer.' });
    expect(rubberFromFragment('#r=e30')).toEqual({
      ok: false,
      error: 'The shared link cannot be imported: it is not a scorer file (no "format": "auction-bridge-scorer").',
    });
  });
});
