/**
 * The reader's choices, without the rules themselves: which rule set and which deck colours,
 * remembered in the browser, and the news of a change passed to everything on the page.
 *
 * This is the part of the picker that runs in the browser on every page with a picker or a
 * widget that follows it, so it stays small: it knows the offered rule sets by id only (the
 * engine's id list, `rules/types.ts`), never the rule sets' data (`RULE_SETS`) nor the words
 * of the dictionary. What the picker shows about a rule set is built in `model.ts` at build time.
 *
 * - The chosen id is stored under {@link RULE_SET_STORAGE_KEY} in `localStorage`. Reading
 *   validates it against the offered ids; anything else falls back to {@link DEFAULT_RULE_SET_ID}.
 * - A change is announced on `window` as a `CustomEvent` named {@link RULE_SET_EVENT} with
 *   `detail: { id }`. Other tabs learn of it from the browser's `storage` event;
 *   {@link onRuleSetChange} listens to both.
 * - The four-colour deck is a `data-deck="four-colour"` attribute on `<html>`, stored under
 *   {@link DECK_STORAGE_KEY}; the CSS does the rest.
 *
 * Pure apart from the storage, event target and root it is handed (defaults: `localStorage`,
 * `window` and `<html>` when they exist). Nothing here throws: a browser that refuses storage
 * simply does not remember.
 *
 * @packageDocumentation
 */
import { AUCTION_RULE_SET_IDS, type AuctionRuleSetId, type RuleSetId } from '../../engine/rules/types.ts';

/**
 * The default rule set of the site (auction-laws.md §12.1). The engine's `DEFAULT_RULE_SET_ID`
 * lives beside `RULE_SETS` in `rules/index.ts`, which this module must not load; `choice.test.ts`
 * checks that the two agree.
 */
export const DEFAULT_RULE_SET_ID: AuctionRuleSetId = 'whist-club-1926';

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
 * The rule sets the picker offers learners: the historical auction codes. Contract rubber and
 * duplicate are not offered, because widgets set them beside the chosen Auction code, not
 * instead of it. The seed text taken literally (`seed-000`) is not a code anyone played: it
 * stays on the reference pages that show its mistakes (the rule-set comparison and the Sources
 * page's tables), and a stored choice of it reads back as the default.
 */
export const PICKER_RULE_SET_IDS: readonly AuctionRuleSetId[] = AUCTION_RULE_SET_IDS.filter((id) => id !== 'seed-000');

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

/** Whether an id names a rule set the picker offers (exact spelling). */
export const isPickableId = (id: string | null | undefined): id is RuleSetId =>
  typeof id === 'string' && (PICKER_RULE_SET_IDS as readonly string[]).includes(id);

/** A stored value as a rule set id: the value if offered, otherwise the default. */
export const parseRuleSetId = (value: string | null | undefined): RuleSetId => (isPickableId(value) ? value : DEFAULT_RULE_SET_ID);

/** The chosen rule set id, from storage; the default if none is stored or it is unknown. */
export const readRuleSetId = (env: PickerEnv = {}): RuleSetId => parseRuleSetId(safeGet(storageOf(env), RULE_SET_STORAGE_KEY));

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
  const onEvent = (event: Event): void => listener(parseDeck((event as CustomEvent<{ deck?: string } | null>).detail?.deck));
  const onStorage = (event: Event): void => {
    const { key, newValue } = storageChange(event);
    if (key === DECK_STORAGE_KEY) listener(parseDeck(newValue));
    else if (key === null) listener('two-colour'); // storage.clear() in another tab
  };
  target.addEventListener(DECK_EVENT, onEvent);
  target.addEventListener('storage', onStorage);
  return () => {
    target.removeEventListener(DECK_EVENT, onEvent);
    target.removeEventListener('storage', onStorage);
  };
};
