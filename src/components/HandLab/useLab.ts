/**
 * The Lab's side effects, as Preact hooks around the one reducer (state.ts): restoring from
 * storage and the address, checking the text when the reader pauses, keeping the text, the hand
 * and the copies (tab-aware, tabs.ts), following the address, and listening to other tabs (the
 * `storage` event). Each hook does one of these; every decision is the model's.
 *
 * @packageDocumentation
 */
import { useEffect, useReducer, useRef, type Dispatch } from 'preact/hooks';
import { PASTED_LINK_KEY, hashWithLink, hashWithPastedLink, hashWithoutPasteStep, linkFromHash } from './address.ts';
import { emptyHand, isEmptyHand } from './hand.ts';
import { sameHand, shareLink } from './share.ts';
import { boardLink, openPastedLink, readSource, sameBoard, shownBoard } from './source.ts';
import { handIsMine, initialState, labReducer, type LabAction, type LabState } from './state.ts';
import {
  browserStorage,
  handEntry,
  keepReplacedText,
  LAB_HAND_KEY,
  LAB_KEPT_HANDS_KEY,
  LAB_KEPT_TEXTS_KEY,
  LAB_TEXT_KEY,
  loadKeptHands,
  loadKeptTexts,
  loadSettings,
  loadText,
  readHandEntry,
  saveKeptHands,
  saveKeptTexts,
  saveSettings,
  tryGet,
  type LabStorage,
} from './storage.ts';
import { keepHandIfReplaced, keepTextIfReplaced, saveHandFromTab, saveTextFromTab, textEntry } from './tabs.ts';

/**
 * Puts `hash` in the address without a new history entry or a scroll; a sandboxed frame may
 * refuse, and the Lab works on all the same.
 */
export const replaceHash = (hash: string): void => {
  if (hash === window.location.hash || (hash === '' && window.location.hash === '#')) return;
  try {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  } catch {
    // Refused: the address does not follow, nothing else changes.
  }
};

/** What this tab last read or wrote under the text's and the hand's keys (tabs.ts). */
interface Seen {
  text: string | null;
  hand: string | null;
}

/** The Lab's plumbing shared by its hooks. */
interface Plumbing {
  readonly storage: LabStorage | null;
  readonly seen: { current: Seen };
  /** The latest state, for listeners set up once. */
  readonly latest: { current: LabState };
  /** The pasted board the address named as the Lab last saw or wrote it (a `hashchange` that brings no other is the Lab's own). */
  readonly knownPaste: { current: string | null };
  /** Rewrites the address, noting the pasted board it names. */
  readonly setAddress: (hash: string) => void;
}

/** Restores what was kept and the address's links after hydration, loads the readers, listens to the address and to other tabs. */
function useRestore(p: Plumbing, dispatch: Dispatch<LabAction>): void {
  useEffect(() => {
    const s = p.storage;
    const handRaw = tryGet(s, LAB_HAND_KEY);
    const entry = readHandEntry(handRaw);
    p.seen.current = { text: tryGet(s, LAB_TEXT_KEY), hand: handRaw };
    p.knownPaste.current = linkFromHash(window.location.hash, PASTED_LINK_KEY);
    dispatch({
      type: 'restored',
      settings: loadSettings(s),
      text: loadText(s),
      keptTexts: loadKeptTexts(s),
      hand: entry?.hand ?? emptyHand(),
      handOpened: entry?.opened ?? false,
      keptHands: loadKeptHands(s),
      hash: window.location.hash,
      origin: window.location.origin,
    });
    void import('./readers.ts').then((m) => dispatch({ type: 'readers', readers: m.READERS }));
    const onHash = (): void => {
      const pasted = linkFromHash(window.location.hash, PASTED_LINK_KEY);
      // The same pasted board is the Lab's own writing: only a new hand link may be opened.
      const hash = pasted === p.knownPaste.current ? hashWithPastedLink(window.location.hash, null) : window.location.hash;
      p.knownPaste.current = pasted;
      dispatch({ type: 'address', hash });
    };
    const onStorage = (event: StorageEvent): void => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      const now = p.latest.current;
      const what =
        event.key === LAB_TEXT_KEY
          ? 'text'
          : event.key === LAB_HAND_KEY
            ? 'hand'
            : event.key === LAB_KEPT_TEXTS_KEY || event.key === LAB_KEPT_HANDS_KEY
              ? 'copies'
              : null;
      if (what === null) return;
      // Another tab wrote over this tab's work: keep this tab's, now, as a copy.
      if (what === 'text' && event.newValue !== now.source.text) keepTextIfReplaced(s, now.source.text, now.lang);
      if (what === 'hand') keepHandIfReplaced(s, now.build.hand, handIsMine(now.build), now.lang);
      const stored = what === 'hand' ? readHandEntry(event.newValue) : null;
      const changed =
        what === 'text'
          ? event.newValue !== now.source.text
          : what === 'hand'
            ? stored === null || !sameHand(stored.hand, now.build.hand)
            : true;
      if (!changed) return;
      dispatch({ type: 'otherTab', what, keptTexts: loadKeptTexts(s), keptHands: loadKeptHands(s) });
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

/**
 * The text: kept and checked once the reader pauses. A pasted board named by the address is
 * looked for in it first; the preview's step is dropped when another board takes its place.
 */
function useTextCheck(p: Plumbing, state: LabState, dispatch: Dispatch<LabAction>, debounce: number): void {
  const { text, strict, round } = state.source;
  useEffect(() => {
    if (!state.ready) return undefined;
    const timer = setTimeout(() => {
      const now = p.latest.current;
      if (textEntry(text) !== p.seen.current.text) {
        const result = saveTextFromTab(p.storage, text, p.seen.current.text, now.lang);
        p.seen.current.text = result.seen;
        dispatch({ type: 'textSaved', result });
      }
      if (!now.readers) return;
      const report = readSource(now.readers, text, { strict, lang: now.lang });
      const s = now.source;
      const outcome = s.wanted === null ? null : openPastedLink(report, text, s.wanted, s.kept, text === s.opened);
      const keptSave = outcome?.type === 'open' ? keepReplacedText(p.storage, outcome.kept, text, now.lang) : null;
      const opens = outcome?.type === 'open' && keptSave?.ok === true;
      const another = s.wanted === null && s.report !== null && !sameBoard(shownBoard(s.report, s.board), shownBoard(report, s.board));
      if ((outcome !== null && outcome.type !== 'board' && !opens) || another) p.setAddress(hashWithoutPasteStep(window.location.hash));
      dispatch({ type: 'checked', text, report, outcome, keptSave });
    }, debounce);
    return () => clearTimeout(timer);
  }, [text, strict, round, state.ready, state.readers]);
}

/**
 * The address follows both hands: `p=` the pasted board on preview (left alone while a board
 * the address names is looked for), `h=` the hand under construction (left alone while it
 * holds a link that could not be opened). The hand and the settings are kept once the reader
 * pauses, tab-aware.
 */
function useKeepAndFollow(p: Plumbing, state: LabState, dispatch: Dispatch<LabAction>, debounce: number): void {
  const { report, board, wanted } = state.source;
  const { hand, seat, seed, linkProblem } = state.build;
  useEffect(() => {
    if (!state.ready || report === null || wanted !== null) return;
    p.setAddress(hashWithPastedLink(window.location.hash, boardLink(shownBoard(report, board))));
  }, [report, board, wanted, state.ready]);
  useEffect(() => {
    if (!state.ready) return undefined;
    const timer = setTimeout(() => {
      const now = p.latest.current;
      const opened = !handIsMine(now.build) && !isEmptyHand(hand);
      if (handEntry(hand, opened) !== p.seen.current.hand) {
        const result = saveHandFromTab(p.storage, hand, opened, p.seen.current.hand, now.lang);
        p.seen.current.hand = result.seen;
        dispatch({ type: 'handSaved', result });
      }
      saveSettings(p.storage, { strict: now.source.strict, seat, seed }, now.lang);
      if (linkProblem !== null) return;
      p.setAddress(hashWithLink(window.location.hash, isEmptyHand(hand) ? null : shareLink(hand)));
    }, debounce);
    return () => clearTimeout(timer);
  }, [hand, state.source.strict, seat, seed, state.ready, linkProblem]);
}

/** The copies, kept whenever the reader brings one back or deletes one; and the latest work kept when the page goes. */
function useCopies(p: Plumbing, state: LabState, dispatch: Dispatch<LabAction>): void {
  const texts = state.source.kept;
  const hands = state.build.kept;
  useEffect(() => {
    if (!state.ready) return;
    const a = saveKeptTexts(p.storage, texts, state.lang);
    const b = saveKeptHands(p.storage, hands, state.lang);
    if (!a.ok || !b.ok) dispatch({ type: 'copiesSaved', result: a.ok ? b : a });
  }, [texts, hands, state.ready]);
  useEffect(() => {
    const flush = (): void => {
      const now = p.latest.current;
      if (!now.ready) return;
      const { text } = now.source;
      const { hand } = now.build;
      // Changed here since the last save: save it (another tab's work kept first); else, if
      // another tab wrote over it, keep it as a copy.
      if (textEntry(text) !== p.seen.current.text)
        p.seen.current.text = saveTextFromTab(p.storage, text, p.seen.current.text, now.lang).seen;
      else keepTextIfReplaced(p.storage, text, now.lang);
      const opened = !handIsMine(now.build) && !isEmptyHand(hand);
      if (handEntry(hand, opened) !== p.seen.current.hand)
        p.seen.current.hand = saveHandFromTab(p.storage, hand, opened, p.seen.current.hand, now.lang).seen;
      else keepHandIfReplaced(p.storage, hand, handIsMine(now.build), now.lang);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}

/** The Lab's state, restored and kept: the reducer, with every side effect above. */
export function useLab(
  lang: string,
  debounce: number,
): { readonly state: LabState; readonly dispatch: Dispatch<LabAction>; readonly setAddress: (hash: string) => void } {
  const [state, dispatch] = useReducer(labReducer, lang, initialState);
  const storage = useRef<LabStorage | null>(null);
  if (storage.current === null && typeof window !== 'undefined') storage.current = browserStorage();
  const latest = useRef(state);
  latest.current = state;
  const seen = useRef<Seen>({ text: null, hand: null });
  const knownPaste = useRef<string | null>(null);
  const setAddress = (hash: string): void => {
    replaceHash(hash);
    knownPaste.current = linkFromHash(window.location.hash, PASTED_LINK_KEY);
  };
  const p: Plumbing = { storage: storage.current, seen, latest, knownPaste, setAddress };
  useRestore(p, dispatch);
  useTextCheck(p, state, dispatch, debounce);
  useKeepAndFollow(p, state, dispatch, debounce);
  useCopies(p, state, dispatch);
  return { state, dispatch, setAddress };
}
