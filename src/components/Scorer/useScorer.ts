/**
 * The scorer's state in the browser: the stored rubbers, loaded once (a shared link in the
 * address opened into them), saved on every change, and kept in step with other tabs through
 * the `storage` event; and the notices the page shows (a refused save, data set aside, the
 * service worker's news, the last thing done).
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { translator } from '../../i18n/scorer.ts';
import { browserStorage, newId, registerWorker } from './browser.ts';
import { newRubber } from './model.ts';
import { rubberFromFragment } from './model-link.ts';
import { archiveCurrent, loadState, readState, saveState, STORE_KEY, type ScorerState } from './model-store.ts';

const tr = translator();

/** The current time, as stored. */
export const now = (): string => new Date().toISOString();

/** What the page says besides the sheet. */
export interface Notices {
  /** The browser's reason for refusing the last save, or `null` when it was saved. */
  readonly refused: string | null;
  /** Stored data that could not be read: where it was set aside, the text, what was wrong. */
  readonly setAside: { readonly key: string | null; readonly text: string | null; readonly problems: string } | null;
  /** The last thing done, for the live region. */
  readonly status: string;
  /** A new version waits: call to switch to it. */
  readonly update: (() => void) | null;
  /** The service worker keeps the page: it works offline. */
  readonly offline: boolean;
}

/** The state, the notices, and the one way to change the state (saved at once). */
export interface ScorerStore {
  readonly state: ScorerState;
  readonly loaded: boolean;
  readonly notes: Notices;
  readonly note: (change: Partial<Notices>) => void;
  /** Shows and saves a new state; `status` goes to the live region. */
  readonly persist: (next: ScorerState, status?: string) => void;
}

/** The scorer's state, loaded on mount, saved on every change, shared with other tabs. */
export const useScorer = (base: string, build: string): ScorerStore => {
  const [state, setState] = useState<ScorerState>({ current: null, past: [] });
  const [loaded, setLoaded] = useState(false);
  const [notes, setNotes] = useState<Notices>({ refused: null, setAside: null, status: '', update: null, offline: false });
  const note = (change: Partial<Notices>): void => setNotes((n) => ({ ...n, ...change }));
  const persist = (next: ScorerState, status?: string): void => {
    setState(next);
    const saved = saveState(browserStorage(), next);
    note({ refused: saved.ok ? null : saved.error, ...(status !== undefined ? { status } : {}) });
  };
  useEffect(() => {
    const got = loadState(browserStorage(), now());
    let s: ScorerState = got.state;
    if (got.problems.length > 0) note({ setAside: { key: got.setAsideKey, text: got.setAsideText, problems: got.problems.join(' ') } });
    const shared = rubberFromFragment(location.hash);
    let status = '';
    if (shared !== null) {
      if (shared.ok) {
        s = archiveCurrent(s, { ...shared.value, id: newId() });
        status = tr('scorer.keep.opened');
      } else status = shared.error;
      history.replaceState(null, '', location.pathname + location.search);
    }
    if (s.current === null) s = { ...s, current: newRubber({ id: newId(), now: now() }) };
    persist(s, status);
    setLoaded(true);
    const onStorage = (e: StorageEvent): void => {
      if (e.key !== STORE_KEY || e.newValue === null) return;
      const read = readState(e.newValue);
      if (read.problems.length > 0 || read.state.current === null) return;
      setState(read.state);
      note({ status: tr('scorer.storage.other') });
    };
    addEventListener('storage', onStorage);
    registerWorker(base, build, { onReady: () => note({ offline: true }), onUpdate: (apply) => note({ update: apply }) });
    return () => removeEventListener('storage', onStorage);
  }, []);
  return { state, loaded, notes, note, persist };
};
