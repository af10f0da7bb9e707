/**
 * Rule-set picker model: the reader's chosen rule set and deck colours, remembered in the
 * browser, and the news of a change passed to every island on the page.
 *
 * - The chosen id is stored under {@link RULE_SET_STORAGE_KEY} in `localStorage`. Reading
 *   validates it against the engine's registry; anything unknown (or a rule set the picker does
 *   not offer) falls back to {@link DEFAULT_RULE_SET_ID}.
 * - A change is announced on `window` as a `CustomEvent` named {@link RULE_SET_EVENT} with
 *   `detail: { id }`. Other tabs learn of it from the browser's `storage` event;
 *   {@link onRuleSetChange} listens to both.
 * - The four-colour deck is a `data-deck="four-colour"` attribute on `<html>`, stored under
 *   {@link DECK_STORAGE_KEY}; the CSS does the rest.
 *
 * Pure apart from the storage and event target it is handed (defaults: `localStorage` and
 * `window` when they exist). Nothing here throws: a browser that refuses storage simply does
 * not remember. No Preact import.
 *
 * @packageDocumentation
 */
import { AUCTION_RULE_SET_IDS, DEFAULT_RULE_SET_ID, getRuleSet, RULE_SETS, type Confidence, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import { isMessageKey, translator, type MessageKey } from '../../i18n/index.ts';

export { DEFAULT_RULE_SET_ID };

/** The `localStorage` key of the chosen rule set id. */
export const RULE_SET_STORAGE_KEY = 'auction-bridge:rule-set';
/** The `localStorage` key of the deck colours. */
export const DECK_STORAGE_KEY = 'auction-bridge:deck';
/** The `window` event announcing a new rule set; `detail` is {@link RuleSetChangeDetail}. */
export const RULE_SET_EVENT = 'auction-bridge:rule-set-change';
/** The `window` event announcing new deck colours; `detail` is `{ deck }`. */
export const DECK_EVENT = 'auction-bridge:deck-change';
/** The attribute on `<html>` that selects the deck colours (`data-deck`). */
export const DECK_ATTRIBUTE = 'data-deck';

/** The detail of a {@link RULE_SET_EVENT}. */
export interface RuleSetChangeDetail {
  readonly id: RuleSetId;
}

/**
 * The rule sets the picker offers: the auction-era codes. Contract rubber and duplicate are
 * not offered, because widgets set them beside the chosen Auction code, not instead of it.
 */
export const PICKER_RULE_SET_IDS: readonly RuleSetId[] = AUCTION_RULE_SET_IDS;

/** The two deck colourings. */
export const DECKS = ['two-colour', 'four-colour'] as const;
/** A deck colouring. */
export type Deck = (typeof DECKS)[number];

/** The part of `Storage` the picker uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
/** The part of `window` the picker uses. */
export type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
/** The part of `<html>` the deck setting touches. */
export type RootLike = Pick<Element, 'setAttribute' | 'removeAttribute'>;

/** Where the picker keeps and announces things; each part is optional and defaults to the browser's. */
export interface PickerEnv {
  readonly storage?: StorageLike | null;
  readonly target?: EventTargetLike | null;
  readonly root?: RootLike | null;
}

/** The browser's `localStorage`, or `null` where there is none or it refuses access. */
export const browserStorage = (): StorageLike | null => {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null; // Some browsers throw on access when storage is disabled.
  }
};

const storageOf = (env: PickerEnv): StorageLike | null => (env.storage === undefined ? browserStorage() : env.storage);
const targetOf = (env: PickerEnv): EventTargetLike | null =>
  env.target === undefined ? (typeof window === 'undefined' ? null : window) : env.target;
const rootOf = (env: PickerEnv): RootLike | null =>
  env.root === undefined ? (typeof document === 'undefined' ? null : document.documentElement) : env.root;

const safeGet = (storage: StorageLike | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const safeSet = (storage: StorageLike | null, key: string, value: string): boolean => {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false; // Quota or privacy mode: the choice holds for this page only.
  }
};

/** Whether an id names a rule set in the engine's registry that the picker offers. */
export const isPickableId = (id: string | null | undefined): id is RuleSetId =>
  typeof id === 'string' && getRuleSet(id) !== undefined && PICKER_RULE_SET_IDS.includes(id as RuleSetId);

/** A stored value as a rule set id: the value if valid, otherwise the default. */
export const parseRuleSetId = (value: string | null | undefined): RuleSetId =>
  isPickableId(value) ? value : DEFAULT_RULE_SET_ID;

/** The chosen rule set id, from storage; the default if none is stored or it is unknown. */
export const readRuleSetId = (env: PickerEnv = {}): RuleSetId =>
  parseRuleSetId(safeGet(storageOf(env), RULE_SET_STORAGE_KEY));

/** The chosen rule set itself. */
export const readRuleSet = (env: PickerEnv = {}): RuleSet => RULE_SETS[readRuleSetId(env)];

/**
 * Chooses a rule set: stores it and announces it on the page. An id the picker does not offer
 * changes nothing and returns `false`; a browser that refuses storage still gets the event.
 */
export const chooseRuleSet = (id: string, env: PickerEnv = {}): boolean => {
  if (!isPickableId(id)) return false;
  safeSet(storageOf(env), RULE_SET_STORAGE_KEY, id);
  const detail: RuleSetChangeDetail = { id };
  targetOf(env)?.dispatchEvent(new CustomEvent<RuleSetChangeDetail>(RULE_SET_EVENT, { detail }));
  return true;
};

/** The `key` and `newValue` of a `storage` event, read without trusting its type. */
const storageChange = (event: Event): { key: string | null; newValue: string | null } => {
  const e = event as Partial<StorageEvent>;
  return { key: e.key ?? null, newValue: e.newValue ?? null };
};

/**
 * Calls `listener` with the new id whenever the rule set changes, on this page (the picker's
 * event) or in another tab (the `storage` event). Returns the function that stops listening.
 */
export const onRuleSetChange = (listener: (id: RuleSetId) => void, env: PickerEnv = {}): (() => void) => {
  const target = targetOf(env);
  if (!target) return () => {};
  const onEvent = (event: Event): void => {
    const detail = (event as CustomEvent<Partial<RuleSetChangeDetail> | null>).detail;
    listener(parseRuleSetId(detail?.id));
  };
  const onStorage = (event: Event): void => {
    const { key, newValue } = storageChange(event);
    if (key === RULE_SET_STORAGE_KEY) listener(parseRuleSetId(newValue));
    else if (key === null) listener(DEFAULT_RULE_SET_ID); // storage.clear() in another tab
  };
  target.addEventListener(RULE_SET_EVENT, onEvent);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(RULE_SET_EVENT, onEvent);
    target.removeEventListener('storage', onStorage);
  };
};

/** A stored value as a deck colouring (two-colour unless four-colour is stored). */
export const parseDeck = (value: string | null | undefined): Deck => (value === 'four-colour' ? 'four-colour' : 'two-colour');

/** The stored deck colouring. */
export const readDeck = (env: PickerEnv = {}): Deck => parseDeck(safeGet(storageOf(env), DECK_STORAGE_KEY));

/** Sets the deck attribute on `<html>`: present for four colours, absent for two. */
export const applyDeck = (deck: Deck, env: PickerEnv = {}): void => {
  const root = rootOf(env);
  if (!root) return;
  if (deck === 'four-colour') root.setAttribute(DECK_ATTRIBUTE, deck);
  else root.removeAttribute(DECK_ATTRIBUTE);
};

/** Chooses the deck colouring: stores it, applies it to `<html>` and announces it. */
export const chooseDeck = (deck: Deck, env: PickerEnv = {}): void => {
  safeSet(storageOf(env), DECK_STORAGE_KEY, deck);
  applyDeck(deck, env);
  targetOf(env)?.dispatchEvent(new CustomEvent(DECK_EVENT, { detail: { deck } }));
};

/** Calls `listener` when the deck colouring changes on this page or in another tab. */
export const onDeckChange = (listener: (deck: Deck) => void, env: PickerEnv = {}): (() => void) => {
  const target = targetOf(env);
  if (!target) return () => {};
  const onEvent = (event: Event): void =>
    listener(parseDeck((event as CustomEvent<{ deck?: string } | null>).detail?.deck));
  const onStorage = (event: Event): void => {
    const { key, newValue } = storageChange(event);
    if (key === DECK_STORAGE_KEY) listener(parseDeck(newValue));
  };
  target.addEventListener(DECK_EVENT, onEvent);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(DECK_EVENT, onEvent);
    target.removeEventListener('storage', onStorage);
  };
};

/** One choice in the picker. */
export interface PickerOption {
  readonly id: RuleSetId;
  /** "Whist Club Laws 1926 (1926–1930)". */
  readonly text: string;
  readonly label: string;
  readonly years: string;
}

/** The choices, in registry order. */
export const pickerOptions = (lang = 'en'): PickerOption[] => {
  const tr = translator(lang);
  return PICKER_RULE_SET_IDS.map((id) => {
    const { label, years } = RULE_SETS[id];
    // A label that already names its years ("Whist Club Laws 1915–1925") is not repeated.
    return { id, label, years, text: label.includes(years) ? label : tr('picker.option', { label, years }) };
  });
};

/** The picker's fixed words. */
export interface PickerLabels {
  readonly select: string;
  readonly help: string;
  readonly fourColour: string;
  readonly fourColourHelp: string;
  readonly sources: string;
  readonly noticeHeading: string;
  readonly noneInferred: string;
}

/** The picker's fixed words in a language. */
export const pickerLabels = (lang = 'en'): PickerLabels => {
  const tr = translator(lang);
  return {
    select: tr('picker.label'),
    help: tr('picker.help'),
    fourColour: tr('picker.fourColour'),
    fourColourHelp: tr('picker.fourColourHelp'),
    sources: tr('picker.sources'),
    noticeHeading: tr('picker.noticeHeading'),
    noneInferred: tr('picker.noneInferred'),
  };
};

/** One rule whose provenance the rule set records. */
export interface ProvenanceItem {
  /** The parameter name in the rule set (`bidRanking`). */
  readonly rule: string;
  /** The rule in words ("Ranking of bids"); the parameter name if the dictionary has none. */
  readonly name: string;
  readonly source: string;
  readonly note?: string;
}

/** The recorded rules of one confidence. */
export interface ProvenanceGroup {
  readonly confidence: Confidence;
  /** "Inferred from indirect evidence". */
  readonly heading: string;
  readonly items: readonly ProvenanceItem[];
}

/** What the picker shows about the chosen rule set. */
export interface RuleSetDetails {
  readonly id: RuleSetId;
  readonly label: string;
  /** "In use: 1926–1930". */
  readonly years: string;
  readonly summary: string;
  readonly sources: readonly string[];
  /** The rules with recorded provenance, the least certain first (inferred, literal, …). */
  readonly provenance: readonly ProvenanceGroup[];
  /** The rules marked inferred (the same items as the `inferred` group). */
  readonly inferred: readonly ProvenanceItem[];
  /** "7 inferred", shown beside the provenance heading. */
  readonly inferredCount: string;
}

/** The order of the provenance groups: what a reader should doubt first comes first. */
export const CONFIDENCE_ORDER: readonly Confidence[] = ['inferred', 'literal', 'period', 'law', 'modern'];

/** A rule's name in words; the parameter name itself if the dictionary has none. */
const ruleName = (rule: string, lang: string): string => {
  const key = `rule.${rule}`;
  return isMessageKey(key) ? translator(lang)(key as MessageKey & `rule.${string}`) : rule;
};

/** What the picker shows about a rule set: label, years, summary, sources, and provenance grouped. */
export const ruleSetDetails = (ruleSet: RuleSet, lang = 'en'): RuleSetDetails => {
  const tr = translator(lang);
  const entries = Object.entries(ruleSet.provenance);
  const provenance = CONFIDENCE_ORDER.map((confidence): ProvenanceGroup => ({
    confidence,
    heading: tr(`confidence.${confidence}`),
    items: entries
      .filter(([, p]) => p.confidence === confidence)
      .map(([rule, p]) => ({ rule, name: ruleName(rule, lang), source: p.source, ...(p.note ? { note: p.note } : {}) })),
  })).filter((g) => g.items.length > 0);
  const inferred = provenance.find((g) => g.confidence === 'inferred')?.items ?? [];
  return {
    id: ruleSet.id,
    label: ruleSet.label,
    years: tr('picker.years', { years: ruleSet.years }),
    summary: ruleSet.summary,
    sources: ruleSet.sources,
    provenance,
    inferred,
    inferredCount: tr('picker.noticeCount', { count: inferred.length }),
  };
};
