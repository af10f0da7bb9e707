/**
 * The Lab's one reducer (state.ts) and its tab-aware saving (tabs.ts): nothing the reader made
 * is lost. Two shared links in a row: "Bring back my hand" brings back the reader's own hand,
 * not the first link's. Two tabs on one storage: whichever saves or closes last, both texts and
 * both hands are kept. A shared link opens on the clean view; a reload of the reader's own Lab
 * does not.
 */
import { describe, expect, test } from 'vitest';
import { hashWithLink } from './address.ts';
import { handReducer } from './build.ts';
import { emptyHand, type LabHand } from './hand.ts';
import { shareLink } from './share.ts';
import { handIsMine, initialState, labReducer, type LabAction, type LabState, type Restored } from './state.ts';
import { DEFAULT_SETTINGS, LAB_TEXT_KEY, loadHand, loadKeptHands, loadKeptTexts, loadText, type LabStorage } from './storage.ts';
import { keepHandIfReplaced, keepTextIfReplaced, saveHandFromTab, saveTextFromTab } from './tabs.ts';

const memoryStorage = (): LabStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

/** A hand dealt from a seed, with a title. */
const dealt = (seed: string): LabHand => {
  const h = handReducer(emptyHand(), { type: 'randomDeal', seed }).hand;
  return handReducer(h, { type: 'title', text: seed }).hand;
};

const restored = (over: Partial<Restored> = {}): LabAction => ({
  type: 'restored',
  settings: DEFAULT_SETTINGS,
  text: '',
  keptTexts: [],
  hand: emptyHand(),
  handOpened: false,
  keptHands: [],
  hash: '',
  origin: 'http://x',
  ...over,
});

const run = (state: LabState, ...actions: LabAction[]): LabState => actions.reduce(labReducer, state);

describe('links', () => {
  test('two shared links in a row: "Bring back my hand" brings back the reader’s own hand', () => {
    const mine = dealt('mine');
    const first = dealt('first link');
    const second = dealt('second link');
    let s = run(initialState(), restored({ hand: mine }));
    expect(s.shared).toBeNull();
    s = run(s, { type: 'address', hash: hashWithLink('', shareLink(first)) });
    expect(shareLink(s.build.hand)).toBe(shareLink(first));
    expect(s.shared).toBe('hand');
    expect(handIsMine(s.build)).toBe(false);
    s = run(s, { type: 'address', hash: hashWithLink('', shareLink(second)) });
    expect(shareLink(s.build.hand)).toBe(shareLink(second));
    // Only the reader's own hand was kept: the first link's hand is the first link's.
    expect(s.build.kept.map((h) => h.title)).toEqual(['mine']);
    s = run(s, { type: 'edit' }, { type: 'bringBackHand', index: 0 });
    expect(shareLink(s.build.hand)).toBe(shareLink(mine));
    expect(s.build.kept).toEqual([]);
  });

  test('a link’s hand, once the reader changes it, is theirs: the next link keeps it', () => {
    const first = dealt('first link');
    let s = run(initialState(), restored({ hash: hashWithLink('', shareLink(first)) }));
    expect(s.shared).toBe('hand');
    s = run(s, { type: 'edit' }, { type: 'hand', action: { type: 'call', call: { type: 'bid', level: 1, strain: 'S' } } });
    expect(handIsMine(s.build)).toBe(true);
    s = run(s, { type: 'address', hash: hashWithLink('', shareLink(dealt('second link'))) });
    expect(s.build.kept).toHaveLength(1);
    expect(s.build.kept[0]?.calls).toHaveLength(1);
  });

  test('a reload of the reader’s own Lab (its address follows the hand) is not a shared link', () => {
    const mine = dealt('mine');
    const s = run(initialState(), restored({ hand: mine, hash: hashWithLink('', shareLink(mine)) }));
    expect(s.shared).toBeNull();
    expect(s.build.kept).toEqual([]);
  });

  test('a hand opened from a link and stored as such is still not the reader’s after a reload', () => {
    const link = dealt('link');
    const s = run(initialState(), restored({ hand: link, handOpened: true }), {
      type: 'address',
      hash: hashWithLink('', shareLink(dealt('other'))),
    });
    expect(s.build.kept).toEqual([]);
  });

  test('a broken link says so and changes nothing', () => {
    const mine = dealt('mine');
    const s = run(initialState(), restored({ hand: mine, hash: '#h=1AAAAbroken' }));
    expect(s.build.linkProblem).toMatch(/cannot be opened/);
    expect(s.shared).toBeNull();
    expect(shareLink(s.build.hand)).toBe(shareLink(mine));
  });
});

describe('copies', () => {
  test('bringing back a text keeps the box’s text in its place; deleting removes only that copy', () => {
    let s = run(initialState(), restored({ text: 'now', keptTexts: ['a', 'b'] }));
    s = run(s, { type: 'bringBackText', index: 1, addressLink: null });
    expect(s.source.text).toBe('b');
    expect(s.source.kept).toEqual(['now', 'a']);
    s = run(s, { type: 'deleteText', index: 0 });
    expect(s.source.kept).toEqual(['a']);
  });

  test('clearing the hand keeps the copies', () => {
    const s = run(initialState(), restored({ hand: dealt('mine'), keptHands: [dealt('old')] }), { type: 'clearHand' });
    expect(s.build.kept.map((h) => h.title)).toEqual(['old']);
  });
});

describe('two tabs on one storage', () => {
  test('the tab that saves last keeps the other tab’s text as a copy', () => {
    const storage = memoryStorage();
    const a = saveTextFromTab(storage, 'tab A', null);
    expect(a.other).toBeNull();
    // Tab B opened after A saved (it saw "tab A"), then the reader typed there.
    const b = saveTextFromTab(storage, 'tab B', 'tab A');
    expect(b.other).toBeNull();
    // Tab A keeps its own text, now overwritten: it is kept as a copy.
    expect(keepTextIfReplaced(storage, 'tab A').keptIt).toBe(true);
    // Then the reader types in tab A: tab B's text is kept before A's is saved.
    const again = saveTextFromTab(storage, 'tab A, more', a.seen);
    expect(again.other).toBe('tab B');
    expect(loadText(storage)).toBe('tab A, more');
    expect(loadKeptTexts(storage)).toEqual(['tab B', 'tab A']);
  });

  test('whichever tab closes last, both texts are there', () => {
    for (const order of [
      ['A', 'B'],
      ['B', 'A'],
    ] as const) {
      const storage = memoryStorage();
      const seenA = saveTextFromTab(storage, 'text A', null).seen;
      const seenB = saveTextFromTab(storage, 'text B', seenA).seen;
      // Closing: a tab that changed nothing since it saved keeps its text as a copy if it is stored nowhere.
      for (const tab of order) keepTextIfReplaced(storage, tab === 'A' ? 'text A' : 'text B');
      expect(seenB).toBe('text B');
      const everything = [storage.getItem(LAB_TEXT_KEY), ...loadKeptTexts(storage)];
      expect(everything).toContain('text A');
      expect(everything).toContain('text B');
    }
  });

  test('hands: another tab’s own hand is kept before this tab writes over it; a link’s hand is not', () => {
    const storage = memoryStorage();
    const seenA = saveHandFromTab(storage, dealt('A'), false, null).seen;
    saveHandFromTab(storage, dealt('B'), false, seenA);
    const r = saveHandFromTab(storage, dealt('A2'), false, seenA);
    expect(r.other?.title).toBe('B');
    expect(loadHand(storage)?.title).toBe('A2');
    expect(loadKeptHands(storage).map((h) => h.title)).toEqual(['B']);
    // A hand as a link opened it, unchanged, is not kept (the link holds it).
    const s2 = memoryStorage();
    const seen = saveHandFromTab(s2, dealt('link'), true, null).seen;
    saveHandFromTab(s2, dealt('C'), false, null);
    expect(saveHandFromTab(s2, dealt('D'), false, seen).other?.title).toBe('C');
    expect(keepHandIfReplaced(s2, dealt('link'), false).keptIt).toBe(false);
  });
});
