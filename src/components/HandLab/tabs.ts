/**
 * More than one tab: every Lab tab of a browser reads and writes the same storage keys, so a tab
 * that saves must not overwrite what another tab saved there since. Each tab remembers what it
 * last read or wrote under a key (`seen`); a different value there now is another tab's work,
 * which is kept among the copies to bring back before this tab's value takes its place. A tab
 * that changed nothing since it looked writes nothing (see {@link unchangedSince}).
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/lab.ts';
import { isEmptyHand, type LabHand } from './hand.ts';
import { keepCopy } from './kept.ts';
import { sameHand } from './share.ts';
import {
  handEntry,
  LAB_HAND_KEY,
  LAB_TEXT_KEY,
  loadKeptHands,
  loadKeptTexts,
  readHandEntry,
  saveHand,
  saveKeptHands,
  saveKeptTexts,
  saveText,
  tryGet,
  type LabStorage,
  type SaveResult,
} from './storage.ts';

/** What a tab's save did: saved or not, the other tab's work it kept (if any), the copies now kept, and what the tab has now seen. */
export interface TabSave<T> {
  readonly saved: SaveResult;
  readonly other: T | null;
  readonly kept: readonly T[];
  readonly seen: string | null;
}

/** The stored form of a text: `null` for an empty text (its key is removed). */
export const textEntry = (text: string): string | null => (text === '' ? null : text);

/** Whether what this tab would write is what it last saw there: nothing to write, so nothing another tab saved is touched. */
export const unchangedSince = (mine: string | null, seen: string | null): boolean => mine === seen;

/** The value under `key` when it is neither what this tab saw there nor what it is about to write: another tab's. */
const othersValue = (storage: LabStorage | null, key: string, seen: string | null, mine: string | null): string | null => {
  const stored = tryGet(storage, key);
  return stored !== null && stored !== seen && stored !== mine ? stored : null;
};

/**
 * Saves this tab's pasted text. A text another tab saved since `seen` is first kept among the
 * copies; if the browser refuses to keep it, this tab's text is not written over it (the reason
 * says so), so that one of the two is always stored.
 */
export const saveTextFromTab = (storage: LabStorage | null, text: string, seen: string | null, lang = 'en'): TabSave<string> => {
  const mine = textEntry(text);
  const stored = othersValue(storage, LAB_TEXT_KEY, seen, mine);
  const other = stored !== null && stored.trim() !== '' ? stored : null;
  const kept = other === null ? loadKeptTexts(storage) : keepCopy(loadKeptTexts(storage), other);
  const keptSaved = other === null ? ({ ok: true } as const) : saveKeptTexts(storage, kept, lang);
  if (!keptSaved.ok)
    return { saved: { ok: false, reason: translator(lang)('lab.tabs.refused') }, other: null, kept: loadKeptTexts(storage), seen };
  const saved = saveText(storage, text, lang);
  return { saved, other, kept, seen: saved.ok ? mine : seen };
};

/**
 * Saves this tab's hand under construction (`opened`: still as a link opened it). A hand
 * another tab saved since `seen`, of the reader's own making and not this one, is first kept
 * among the copies; as for texts, a refusal leaves it in place.
 */
export const saveHandFromTab = (
  storage: LabStorage | null,
  hand: LabHand,
  opened: boolean,
  seen: string | null,
  lang = 'en',
): TabSave<LabHand> => {
  const mine = handEntry(hand, opened);
  const entry = readHandEntry(othersValue(storage, LAB_HAND_KEY, seen, mine));
  const other = entry !== null && !entry.opened && !isEmptyHand(entry.hand) && !sameHand(entry.hand, hand) ? entry.hand : null;
  const before = loadKeptHands(storage);
  const kept = other === null ? before : [other, ...before.filter((h) => !sameHand(h, other))];
  const keptSaved = other === null ? ({ ok: true } as const) : saveKeptHands(storage, kept, lang);
  if (!keptSaved.ok)
    return { saved: { ok: false, reason: translator(lang)('lab.tabs.refused') }, other: null, kept: loadKeptHands(storage), seen };
  const saved = saveHand(storage, hand, lang, opened);
  return { saved, other, kept, seen: saved.ok ? mine : seen };
};

/**
 * After another tab wrote over this tab's text (or when this tab closes), keeps this tab's
 * `text` among the copies if it is stored nowhere any more: not under the text's key, not among
 * the copies. Returns the copies as they are now, and whether it kept one.
 */
export const keepTextIfReplaced = (
  storage: LabStorage | null,
  text: string,
  lang = 'en',
): { readonly kept: readonly string[]; readonly keptIt: boolean } => {
  const copies = loadKeptTexts(storage);
  if (text.trim() === '' || tryGet(storage, LAB_TEXT_KEY) === text || copies.includes(text)) return { kept: copies, keptIt: false };
  const kept = keepCopy(copies, text);
  return saveKeptTexts(storage, kept, lang).ok ? { kept, keptIt: true } : { kept: copies, keptIt: false };
};

/** The same for this tab's hand: kept among the copies if it is the reader's own and stored nowhere any more. */
export const keepHandIfReplaced = (
  storage: LabStorage | null,
  hand: LabHand,
  mine: boolean,
  lang = 'en',
): { readonly kept: readonly LabHand[]; readonly keptIt: boolean } => {
  const copies = loadKeptHands(storage);
  const stored = readHandEntry(tryGet(storage, LAB_HAND_KEY));
  if (!mine || (stored !== null && sameHand(stored.hand, hand)) || copies.some((h) => sameHand(h, hand)))
    return { kept: copies, keptIt: false };
  const kept = [hand, ...copies];
  return saveKeptHands(storage, kept, lang).ok ? { kept, keptIt: true } : { kept: copies, keptIt: false };
};
