/**
 * Keeping: the pasted text, the hand under construction, the copies the reader may bring back
 * and the settings in `localStorage`, restored on reload until the reader deletes them. Every
 * access is guarded: a browser that refuses storage keeps nothing, and saving says why.
 *
 * @packageDocumentation
 */
import type { Seat } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { clip, isEmptyHand, isSeat, type LabHand } from './hand.ts';
import { keepCopy } from './kept.ts';
import { formatCount, MAX_SEED_CHARS, MAX_TEXT_CHARS } from './limits.ts';
import { handFromLink, shareLink } from './share.ts';

/** The `localStorage` key of the pasted text. */
export const LAB_TEXT_KEY = 'auction-bridge:lab:text';
/** The `localStorage` key of the hand under construction. */
export const LAB_HAND_KEY = 'auction-bridge:lab:hand';
/**
 * The `localStorage` key of the one hand a link replaced, as earlier versions of the Lab kept
 * it: read once into the kept hands ({@link loadKeptHands}), then removed.
 */
export const LAB_PREVIOUS_KEY = 'auction-bridge:lab:previous';
/**
 * The `localStorage` key of the hands that a link (or another tab) replaced in the builder, as
 * share links, newest first, until the reader brings them back or deletes them.
 */
export const LAB_KEPT_HANDS_KEY = 'auction-bridge:lab:kept-hands';
/**
 * The `localStorage` key of the texts that a link in the address replaced in the paste box,
 * newest first, until the reader brings them back.
 */
export const LAB_KEPT_TEXTS_KEY = 'auction-bridge:lab:kept-texts';
/** The `localStorage` key of the reader's settings (strict or lenient, chosen seat, seed). */
export const LAB_SETTINGS_KEY = 'auction-bridge:lab:settings';

/** The part of `Storage` the Lab uses. */
export type LabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's `localStorage`, or `null` where there is none or access is refused. */
export const browserStorage = (): LabStorage | null => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
};

/** Whether saving worked; `refused` carries the words for the reader. */
export type SaveResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const trySet = (storage: LabStorage | null, key: string, value: string, tr: Translate): SaveResult => {
  if (storage === null) return { ok: false, reason: tr('lab.storage.none') };
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch {
    return { ok: false, reason: tr('lab.storage.full') };
  }
};

/** The value under `key`, or `null` when there is none or storage is refused. */
export const tryGet = (storage: LabStorage | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const tryRemove = (storage: LabStorage | null, key: string): void => {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a browser that refuses storage keeps nothing anyway.
  }
};

/** Keeps the pasted text (an empty text removes the key); refuses text over {@link MAX_TEXT_CHARS}. */
export const saveText = (storage: LabStorage | null, text: string, lang = 'en'): SaveResult => {
  const tr = translator(lang);
  if (text.length > MAX_TEXT_CHARS) return { ok: false, reason: tr('lab.storage.tooLarge', { limit: formatCount(MAX_TEXT_CHARS) }) };
  if (text === '') {
    tryRemove(storage, LAB_TEXT_KEY);
    return { ok: true };
  }
  return trySet(storage, LAB_TEXT_KEY, text, tr);
};

/** The kept text, or `''`. */
export const loadText = (storage: LabStorage | null): string => {
  const text = tryGet(storage, LAB_TEXT_KEY);
  return text === null ? '' : text.slice(0, MAX_TEXT_CHARS);
};

/** Keeps the replaced texts (none removes the key); texts over {@link MAX_TEXT_CHARS} are not kept, and the reader is told. */
export const saveKeptTexts = (storage: LabStorage | null, texts: readonly string[], lang = 'en'): SaveResult => {
  const tr = translator(lang);
  const fit = texts.filter((t) => t.length <= MAX_TEXT_CHARS);
  if (fit.length === 0) tryRemove(storage, LAB_KEPT_TEXTS_KEY);
  const saved = fit.length === 0 ? ({ ok: true } as const) : trySet(storage, LAB_KEPT_TEXTS_KEY, JSON.stringify({ v: 1, texts: fit }), tr);
  return saved.ok && fit.length < texts.length
    ? { ok: false, reason: tr('lab.storage.tooLarge', { limit: formatCount(MAX_TEXT_CHARS) }) }
    : saved;
};

/**
 * Keeps the replaced texts before a link takes the place of the box's `text`, and makes sure
 * that text is kept: if the browser refused it (its storage is full), the link must not
 * replace it, and the reason says so. Nothing to check for an empty text, one over
 * {@link MAX_TEXT_CHARS} (never kept in the browser) or a browser that keeps nothing (the text
 * stays in the page until it is closed, as everything else does there).
 */
export const keepReplacedText = (storage: LabStorage | null, kept: readonly string[], text: string, lang = 'en'): SaveResult => {
  saveKeptTexts(storage, kept, lang);
  if (storage === null || text.trim() === '' || text.length > MAX_TEXT_CHARS || loadKeptTexts(storage).includes(text)) return { ok: true };
  return { ok: false, reason: translator(lang)('lab.kept.refused') };
};

/** The kept replaced texts, newest first; none when there are none or the entry is damaged. */
export const loadKeptTexts = (storage: LabStorage | null): string[] => {
  const raw = tryGet(storage, LAB_KEPT_TEXTS_KEY);
  if (raw === null) return [];
  try {
    const v = JSON.parse(raw) as { v?: unknown; texts?: unknown } | null;
    if (v?.v !== 1 || !Array.isArray(v.texts)) return [];
    return v.texts
      .filter((t): t is string => typeof t === 'string')
      .reduceRight<string[]>((k, t) => keepCopy(k, t.slice(0, MAX_TEXT_CHARS)), []);
  } catch {
    return [];
  }
};

/** The reader's settings, kept beside the hand. */
export interface LabSettings {
  readonly strict: boolean;
  readonly seat: Seat;
  readonly seed: string;
}

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: LabSettings = { strict: true, seat: 'N', seed: '' };

/** Keeps the settings. */
export const saveSettings = (storage: LabStorage | null, settings: LabSettings, lang = 'en'): SaveResult =>
  trySet(storage, LAB_SETTINGS_KEY, JSON.stringify({ v: 1, ...settings, seed: clip(settings.seed, MAX_SEED_CHARS) }), translator(lang));

/** The kept settings, each field checked; the defaults for anything missing or malformed. */
export const loadSettings = (storage: LabStorage | null): LabSettings => {
  const raw = tryGet(storage, LAB_SETTINGS_KEY);
  if (raw === null) return DEFAULT_SETTINGS;
  try {
    const v = JSON.parse(raw) as Partial<LabSettings> | null;
    return {
      strict: typeof v?.strict === 'boolean' ? v.strict : DEFAULT_SETTINGS.strict,
      seat: isSeat(v?.seat) ? v.seat : DEFAULT_SETTINGS.seat,
      seed: typeof v?.seed === 'string' ? v.seed.slice(0, MAX_SEED_CHARS) : DEFAULT_SETTINGS.seed,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
};

/**
 * What the Lab keeps of a hand: its share link (the same compact, checksummed form as a shared
 * URL, so what is restored is exactly what a link would give), and whether it is still the hand
 * a link opened, unchanged (`opened`: not the reader's own work, so a link that replaces it
 * keeps no copy). `null` for an empty hand, which is not kept.
 */
export const handEntry = (hand: LabHand, opened = false): string | null =>
  isEmptyHand(hand) ? null : JSON.stringify({ v: 1, link: shareLink(hand), ...(opened ? { opened: true } : {}) });

/** A kept hand entry read back: the hand, rebuilt, and whether a link opened it unchanged; `null` when damaged. */
export const readHandEntry = (raw: string | null): { readonly hand: LabHand; readonly opened: boolean } | null => {
  if (raw === null) return null;
  try {
    const v = JSON.parse(raw) as { v?: unknown; link?: unknown; opened?: unknown } | null;
    if (v?.v !== 1 || typeof v.link !== 'string') return null;
    const r = handFromLink(v.link);
    return r.ok ? { hand: r.value.hand, opened: v.opened === true } : null;
  } catch {
    return null;
  }
};

/** Keeps the hand under construction ({@link handEntry}); an empty hand removes the key. */
export const saveHand = (storage: LabStorage | null, hand: LabHand, lang = 'en', opened = false): SaveResult => {
  const entry = handEntry(hand, opened);
  if (entry === null) {
    tryRemove(storage, LAB_HAND_KEY);
    return { ok: true };
  }
  return trySet(storage, LAB_HAND_KEY, entry, translator(lang));
};

/** The kept hand, rebuilt; `null` when there is none or it cannot be read (a damaged entry is ignored). */
export const loadHand = (storage: LabStorage | null): LabHand | null => readHandEntry(tryGet(storage, LAB_HAND_KEY))?.hand ?? null;

/** Keeps the copies of hands (none removes the key), as share links, newest first. */
export const saveKeptHands = (storage: LabStorage | null, hands: readonly LabHand[], lang = 'en'): SaveResult => {
  const links = hands
    .filter((h) => !isEmptyHand(h))
    .map((h) => shareLink(h))
    .reduceRight<string[]>(keepCopy, []);
  tryRemove(storage, LAB_PREVIOUS_KEY);
  if (links.length === 0) {
    tryRemove(storage, LAB_KEPT_HANDS_KEY);
    return { ok: true };
  }
  return trySet(storage, LAB_KEPT_HANDS_KEY, JSON.stringify({ v: 1, links }), translator(lang));
};

/**
 * The kept copies of hands, newest first, each rebuilt; a damaged one is left out. The one hand
 * an earlier version kept ({@link LAB_PREVIOUS_KEY}) comes last.
 */
export const loadKeptHands = (storage: LabStorage | null): LabHand[] => {
  const links: string[] = [];
  try {
    const v = JSON.parse(tryGet(storage, LAB_KEPT_HANDS_KEY) ?? 'null') as { v?: unknown; links?: unknown } | null;
    if (v?.v === 1 && Array.isArray(v.links)) links.push(...v.links.filter((l): l is string => typeof l === 'string'));
  } catch {
    // A damaged list keeps nothing; the hand under construction is not touched.
  }
  const hands = links.map((l) => handFromLink(l)).flatMap((r) => (r.ok ? [r.value.hand] : []));
  const old = readHandEntry(tryGet(storage, LAB_PREVIOUS_KEY));
  return old === null || hands.some((h) => shareLink(h) === shareLink(old.hand)) ? hands : [...hands, old.hand];
};

/** Forgets the kept text, or the kept hand under construction (the copies stay until deleted one by one). */
export const clearSaved = (storage: LabStorage | null, what: 'text' | 'hand'): void => {
  tryRemove(storage, what === 'text' ? LAB_TEXT_KEY : LAB_HAND_KEY);
};
