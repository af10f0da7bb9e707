/**
 * The Lab's whole state ({@link LabState}) and its one reducer ({@link labReducer}): the pasted
 * text and its report, the hand under construction, the copies of the reader's work kept to
 * bring back, and the shared view a link opens on. Pure: the view reads storage and the address,
 * dispatches what it found, and writes back what the state says (see View.tsx).
 *
 * Nothing the reader made is lost: a link that replaces the reader's text or hand keeps a copy
 * (not of a link's own hand or text left unchanged: the link still holds it), and so does a save
 * over another tab's work (tabs.ts); a copy stays until the reader brings it back or deletes it.
 *
 * @packageDocumentation
 */
import { diagnosticText } from '../../i18n/diagnostics.ts';
import { translator } from '../../i18n/lab.ts';
import { problemText } from '../HandGallery/embed.ts';
import { PASTED_LINK_KEY, linkFromHash } from './address.ts';
import { handReducer, type HandAction, type LabNotice } from './build.ts';
import { emptyHand, HAND_CARDS, isEmptyHand, nextSeatWithRoom, type LabHand } from './hand.ts';
import { bringBackCopy, withoutCopy } from './kept.ts';
import { handFromLink, handFromRecord, sameHand, shareLink } from './share.ts';
import type { PastedLinkOutcome, Readers, SourceReport } from './source.ts';
import { DEFAULT_SETTINGS, type LabSettings, type SaveResult } from './storage.ts';
import type { TabSave } from './tabs.ts';

/** The paste panel's part of the state. */
export interface SourceState {
  readonly text: string;
  readonly strict: boolean;
  /** The report of the last check, `null` before the first (and while a link takes the box). */
  readonly report: SourceReport | null;
  /** A check is waiting for the reader to pause. */
  readonly pending: boolean;
  /** The board asked for (the preview shows `chooseBoard` of it). */
  readonly board: number;
  readonly fileMessage: LabNotice | null;
  readonly saveProblem: string | null;
  /** Copies of texts, newest first, to bring back. */
  readonly kept: readonly string[];
  /** The pasted board's link in the address, waiting for the next check to find it or open it. */
  readonly wanted: string | null;
  readonly linkProblem: string | null;
  /** Bumped when the address names another board: the text is checked again. */
  readonly round: number;
  /** The link the address put in the box, while the box holds it unchanged (not the reader's work). */
  readonly opened: string | null;
}

/** The build panel's part of the state. */
export interface BuildState {
  readonly hand: LabHand;
  /** The seat the card picker deals to. */
  readonly seat: LabSettings['seat'];
  readonly seed: string;
  /** The step whose note is edited; `null` follows the latest step. */
  readonly noteStep: number | null;
  readonly notice: LabNotice | null;
  /** Copies of hands, newest first, to bring back. */
  readonly kept: readonly LabHand[];
  readonly saveProblem: string | null;
  readonly linkProblem: string | null;
  /** The share link of the hand as a link opened it: the hand is the reader's own once it differs. */
  readonly opened: string | null;
}

/** What a link opened on: the shared hand (`h=`) or the shared board (`p=`), shown clean until the reader edits. */
export type SharedView = 'hand' | 'board';

/** Everything the Lab shows. */
export interface LabState {
  readonly lang: string;
  /** Restored from storage and the address (after hydration). */
  readonly ready: boolean;
  /** The format readers, once loaded (readers.ts). */
  readonly readers: Readers | null;
  /** The page's origin, for the links; empty before hydration. */
  readonly origin: string;
  readonly source: SourceState;
  readonly build: BuildState;
  readonly shared: SharedView | null;
  /** What the Lab did to keep the reader's work safe (another tab's change, a copy kept), for the reader. */
  readonly keeping: string | null;
}

/** What the view found in storage and the address after hydration. */
export interface Restored {
  readonly settings: LabSettings;
  readonly text: string;
  readonly keptTexts: readonly string[];
  readonly hand: LabHand;
  /** The stored hand is still as a link opened it. */
  readonly handOpened: boolean;
  readonly keptHands: readonly LabHand[];
  readonly hash: string;
  readonly origin: string;
}

/** Every change of the Lab's state. */
export type LabAction =
  | ({ readonly type: 'restored' } & Restored)
  | { readonly type: 'readers'; readonly readers: Readers }
  /** The reader changed the address (a new link in the same tab). */
  | { readonly type: 'address'; readonly hash: string }
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'strict'; readonly strict: boolean }
  | { readonly type: 'board'; readonly index: number }
  | { readonly type: 'file'; readonly text: string; readonly message: string }
  | { readonly type: 'fileRefused'; readonly message: string }
  | { readonly type: 'clearText' }
  /** A check of `text` is done; `outcome` is what the address's pasted board did (when one was wanted). */
  | {
      readonly type: 'checked';
      readonly text: string;
      readonly report: SourceReport;
      readonly outcome: PastedLinkOutcome | null;
      readonly keptSave: SaveResult | null;
    }
  | { readonly type: 'bringBackText'; readonly index: number; readonly addressLink: string | null }
  | { readonly type: 'deleteText'; readonly index: number }
  | { readonly type: 'textSaved'; readonly result: TabSave<string> }
  | { readonly type: 'hand'; readonly action: HandAction }
  | { readonly type: 'seat'; readonly seat: LabSettings['seat'] }
  | { readonly type: 'seed'; readonly seed: string }
  | { readonly type: 'noteStep'; readonly step: number | null }
  /** "Edit in the Lab" on a pasted board: it becomes the hand under construction. */
  | { readonly type: 'editBoard'; readonly index: number }
  | { readonly type: 'bringBackHand'; readonly index: number }
  | { readonly type: 'deleteHand'; readonly index: number }
  | { readonly type: 'clearHand' }
  | { readonly type: 'handSaved'; readonly result: TabSave<LabHand> }
  /** Another tab changed what is stored: the copies as they are now, and which part changed. */
  | {
      readonly type: 'otherTab';
      readonly what: 'text' | 'hand' | 'copies';
      readonly keptTexts: readonly string[];
      readonly keptHands: readonly LabHand[];
    }
  /** "Edit in the Lab" in the shared view: the whole Lab, the shared hand or board in it. */
  | { readonly type: 'edit' }
  | { readonly type: 'copiesSaved'; readonly result: SaveResult };

/** The state before hydration: what the server renders. */
export const initialState = (lang = 'en'): LabState => ({
  lang,
  ready: false,
  readers: null,
  origin: '',
  source: {
    text: '',
    strict: DEFAULT_SETTINGS.strict,
    report: null,
    pending: false,
    board: 0,
    fileMessage: null,
    saveProblem: null,
    kept: [],
    wanted: null,
    linkProblem: null,
    round: 0,
    opened: null,
  },
  build: {
    hand: emptyHand(),
    seat: DEFAULT_SETTINGS.seat,
    seed: DEFAULT_SETTINGS.seed,
    noteStep: null,
    notice: null,
    kept: [],
    saveProblem: null,
    linkProblem: null,
    opened: null,
  },
  shared: null,
  keeping: null,
});

/** Whether the hand under construction is the reader's own work (not empty, not a link's hand left as it opened). */
export const handIsMine = (build: BuildState): boolean => !isEmptyHand(build.hand) && build.opened !== shareLink(build.hand);

/** The copies of hands with `hand` first, each once. */
const keepHand = (kept: readonly LabHand[], hand: LabHand): LabHand[] => [hand, ...kept.filter((h) => !sameHand(h, hand))];

/** `next` takes the builder's place; the reader's own hand there is kept first (unless it is the same hand). */
const replaceHand = (build: BuildState, next: LabHand, opened: string | null, lang: string): BuildState => {
  const keep = handIsMine(build) && !sameHand(build.hand, next);
  const r = handReducer(build.hand, { type: 'load', hand: next }, lang);
  return {
    ...build,
    hand: r.hand,
    opened,
    kept: keep ? keepHand(build.kept, build.hand) : build.kept,
    notice: r.notice,
    noteStep: null,
    linkProblem: null,
  };
};

/**
 * Opens the hand of an address's `h=` link: a link that cannot be opened says why and changes
 * nothing; the hand already under construction (a reload) stays as it is; another hand takes
 * its place (the reader's own kept first) and the Lab opens on it, clean (`shared`).
 */
const openHandLink = (state: LabState, hash: string): LabState => {
  const link = linkFromHash(hash);
  if (link === null) return state;
  const tr = translator(state.lang);
  const r = handFromLink(link);
  if (!r.ok) {
    const d = r.error[0];
    const text = d ? diagnosticText(d, state.lang) : { message: '', hint: undefined };
    return { ...state, build: { ...state.build, linkProblem: tr('lab.link.broken', { message: text.message, hint: text.hint ?? '' }) } };
  }
  if (sameHand(state.build.hand, r.value.hand)) return { ...state, build: { ...state.build, linkProblem: null } };
  const kept = handIsMine(state.build);
  const build = replaceHand(state.build, r.value.hand, shareLink(r.value.hand), state.lang);
  return {
    ...state,
    build: { ...build, notice: { kind: 'done', text: tr('lab.link.opened') } },
    shared: 'hand',
    keeping: kept ? tr('lab.keeping.handKept') : state.keeping,
  };
};

/** The paste panel's state after a check: the address's board found, opened in the box, or reported. */
const afterCheck = (state: LabState, a: Extract<LabAction, { type: 'checked' }>): LabState => {
  const tr = translator(state.lang);
  const s = state.source;
  if (a.text !== s.text) return state; // an older text's check: another follows
  const base: SourceState = { ...s, wanted: null };
  const o = a.outcome;
  if (o?.type === 'open' && s.wanted !== null) {
    if (a.keptSave === null || a.keptSave.ok) {
      const keptOne = o.kept.length > s.kept.length;
      return {
        ...state,
        source: { ...base, kept: o.kept, linkProblem: null, text: s.wanted, opened: s.wanted, board: 0, report: null, pending: true },
        shared: 'board',
        keeping: keptOne ? tr('lab.keeping.textKept') : state.keeping,
      };
    }
    return { ...state, source: { ...base, linkProblem: a.keptSave.reason, report: a.report, pending: false } };
  }
  if (o?.type === 'broken') {
    const { message, hint } = problemText(o.problems, state.lang);
    return {
      ...state,
      source: { ...base, linkProblem: tr('lab.link.broken', { message, hint: hint ?? '' }), report: a.report, pending: false },
    };
  }
  if (o?.type === 'board') {
    const opened = s.wanted !== null && a.text.trim() === s.wanted.trim() ? a.text : s.opened;
    return { ...state, source: { ...base, board: o.index, opened, report: a.report, pending: false } };
  }
  return { ...state, source: { ...base, report: a.report, pending: false } };
};

/** A new text in the box from the reader (typed, a file, a copy brought back): any board the address wanted is forgotten. */
const withText = (s: SourceState, text: string): SourceState => ({
  ...s,
  text,
  pending: true,
  wanted: null,
  linkProblem: null,
  opened: text === s.opened ? s.opened : null,
});

/** What a tab-aware save (tabs.ts) changes: the save's problem, the copies as stored now, and `words` when another tab's work was kept. */
const afterSave = <T>(r: TabSave<T>, keeping: string | null, words: string) => ({
  part: { saveProblem: r.saved.ok ? null : r.saved.reason, kept: r.kept },
  keeping: r.other !== null ? words : keeping,
});

/** The paste panel's own changes. */
const sourceReducer = (state: LabState, a: LabAction): LabState => {
  const s = state.source;
  const tr = translator(state.lang);
  switch (a.type) {
    case 'text':
      return { ...state, source: { ...withText(s, a.text), fileMessage: null } };
    case 'strict':
      return { ...state, source: { ...s, strict: a.strict, pending: true } };
    case 'board':
      return { ...state, source: { ...s, board: a.index, linkProblem: null } };
    case 'file':
      return { ...state, source: { ...withText(s, a.text), board: 0, fileMessage: { kind: 'done', text: a.message } } };
    case 'fileRefused':
      return { ...state, source: { ...s, fileMessage: { kind: 'refused', text: a.message } } };
    case 'clearText':
      return { ...state, source: { ...withText(s, ''), board: 0, fileMessage: null } };
    case 'checked':
      return afterCheck(state, a);
    case 'bringBackText': {
      const disposable = s.text === s.opened || (a.addressLink !== null && s.text.trim() === a.addressLink);
      const back = bringBackCopy(s.kept, a.index, s.text, disposable);
      if (back === null) return state;
      return { ...state, source: { ...withText(s, back.item), kept: back.kept, board: 0, fileMessage: null } };
    }
    case 'deleteText':
      return { ...state, source: { ...s, kept: withoutCopy(s.kept, a.index) } };
    case 'textSaved': {
      const saved = afterSave(a.result, state.keeping, tr('lab.tabs.textKept'));
      return { ...state, source: { ...s, ...saved.part }, keeping: saved.keeping };
    }
    default:
      return state;
  }
};

/** The build panel's own changes. */
const buildReducer = (state: LabState, a: LabAction): LabState => {
  const b = state.build;
  const tr = translator(state.lang);
  switch (a.type) {
    case 'hand': {
      const r = handReducer(b.hand, a.action, state.lang);
      const t = a.action.type;
      const resetNote = t === 'call' || t === 'card' || t === 'claim' || t === 'load' || t === 'undo';
      // Dealing by clicking: a full hand passes the pen to the next seat with room.
      const full = a.action.type === 'assign' && r.notice?.kind === 'done' && r.hand.deal[a.action.seat].length === HAND_CARDS;
      const seat = full ? (nextSeatWithRoom(r.hand, b.seat) ?? b.seat) : b.seat;
      const build: BuildState = {
        ...b,
        hand: r.hand,
        seat,
        notice: r.notice ?? b.notice,
        noteStep: resetNote ? null : b.noteStep,
        linkProblem: r.hand !== b.hand ? null : b.linkProblem,
      };
      return { ...state, build };
    }
    case 'seat':
      return { ...state, build: { ...b, seat: a.seat } };
    case 'seed':
      return { ...state, build: { ...b, seed: a.seed } };
    case 'noteStep':
      return { ...state, build: { ...b, noteStep: a.step } };
    case 'editBoard': {
      const record = state.source.report?.boards[a.index]?.record;
      if (!record) return state;
      return { ...state, build: replaceHand(b, handFromRecord(record).hand, null, state.lang) };
    }
    case 'bringBackHand': {
      const item = b.kept[a.index];
      if (item === undefined) return state;
      const rest = b.kept.filter((_, i) => i !== a.index);
      const r = handReducer(b.hand, { type: 'load', hand: item }, state.lang);
      const kept = handIsMine(b) && !sameHand(b.hand, item) ? keepHand(rest, b.hand) : rest;
      return { ...state, build: { ...b, hand: r.hand, kept, opened: null, notice: r.notice, noteStep: null, linkProblem: null } };
    }
    case 'deleteHand':
      return { ...state, build: { ...b, kept: b.kept.filter((_, i) => i !== a.index) } };
    case 'clearHand': {
      const r = handReducer(b.hand, { type: 'reset' }, state.lang);
      return { ...state, build: { ...b, hand: r.hand, opened: null, notice: r.notice, noteStep: null } };
    }
    case 'handSaved': {
      const saved = afterSave(a.result, state.keeping, tr('lab.tabs.handKept'));
      return { ...state, build: { ...b, ...saved.part }, keeping: saved.keeping };
    }
    default:
      return state;
  }
};

/** The state after hydration: what was kept, then the address's links (a hand opened at once, a board at the first check). */
const restore = (state: LabState, r: Restored): LabState => {
  const hand = r.hand;
  const restored: LabState = {
    ...state,
    ready: true,
    origin: r.origin,
    source: {
      ...state.source,
      text: r.text,
      strict: r.settings.strict,
      kept: r.keptTexts,
      wanted: linkFromHash(r.hash, PASTED_LINK_KEY),
      pending: true,
    },
    build: {
      ...state.build,
      hand,
      seat: r.settings.seat,
      seed: r.settings.seed,
      kept: r.keptHands,
      opened: r.handOpened ? shareLink(hand) : null,
    },
  };
  return openHandLink(restored, r.hash);
};

/**
 * The Lab's one reducer: every change of its state, pure. Storage, the address and the format
 * readers stay with the view, which passes in what it read and writes out what this returns.
 */
export const labReducer = (state: LabState, a: LabAction): LabState => {
  switch (a.type) {
    case 'restored':
      return restore(state, a);
    case 'readers':
      return { ...state, readers: a.readers, source: { ...state.source, pending: true } };
    case 'address': {
      const pasted = linkFromHash(a.hash, PASTED_LINK_KEY);
      const opened = openHandLink(state, a.hash);
      if (pasted === null) return opened;
      return { ...opened, source: { ...opened.source, wanted: pasted, round: opened.source.round + 1, pending: true } };
    }
    case 'otherTab': {
      const tr = translator(state.lang);
      const source = { ...state.source, kept: a.keptTexts };
      const build = { ...state.build, kept: a.keptHands };
      const keeping = a.what === 'copies' ? state.keeping : tr(a.what === 'text' ? 'lab.tabs.textChanged' : 'lab.tabs.handChanged');
      return { ...state, source, build, keeping };
    }
    case 'edit':
      return { ...state, shared: null };
    case 'copiesSaved':
      return a.result.ok ? state : { ...state, build: { ...state.build, saveProblem: a.result.reason } };
    default:
      return buildReducer(sourceReducer(state, a), a);
  }
};
