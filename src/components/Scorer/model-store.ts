/**
 * The scorer's data as text: the versioned JSON of the export file and of the browser's
 * storage, read back with every field checked, so that bad data is reported with what is wrong
 * and where, and set aside, never shown as a blank page. Pure: storage is passed in. The
 * problems are in the page's language (the scorer's `t`); the field names in them are the JSON's.
 *
 * ```json
 * { "format": "auction-bridge-scorer", "version": 1, "current": { ... }, "past": [ ... ] }
 * ```
 *
 * @packageDocumentation
 */
import { err, ok, type Result } from '../../engine/result.ts';
import { isRuleSetId } from '../../engine/rules/index.ts';
import { POSITIONS, type HonourListing, type Position } from '../../engine/score/types.ts';
import { STRAINS, type Doubling, type Level, type Strain } from '../../engine/types.ts';
import { t } from '../../i18n/scorer.ts';
import type { HonourEntry, QuickHolding } from './model-honours.ts';
import type { EnteredContract, ScorerDeal, ScorerNames, ScorerOptions, ScorerRubber } from './model.ts';

/** The `format` field of every file and stored value the scorer writes. */
export const SCORER_FORMAT = 'auction-bridge-scorer';
/** The version of that format. Version 1: this module's shapes. */
export const SCORER_VERSION = 1;
/** The storage key of the current rubber and the list of past rubbers. */
export const STORE_KEY = 'auction-bridge:scorer';
/** Stored data that could not be read is moved under this prefix (with the time), not lost. */
export const SET_ASIDE_PREFIX = 'auction-bridge:scorer:set-aside:';

/** Everything the scorer keeps: the rubber being scored and the past ones, newest first. */
export interface ScorerState {
  readonly current: ScorerRubber | null;
  readonly past: readonly ScorerRubber[];
}

/** The empty state. */
export const EMPTY_STATE: ScorerState = { current: null, past: [] };

/** The part of the Web Storage API the scorer uses. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Obj = Record<string, unknown>;
type Read<T> = Result<T, string>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A value as the file writes it (`undefined` for a missing one, as a template literal does). */
const shown = (v: unknown): string => String(JSON.stringify(v));
const text = (v: unknown, where: string): Read<string> => {
  if (typeof v === 'string') return ok(v);
  const value = JSON.stringify(v);
  return err(value === undefined ? t('scorer.data.textMissing', { where }) : t('scorer.data.text', { where, value }));
};
const whole = (v: unknown, min: number, max: number, where: string): Read<number> => {
  if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return ok(v);
  const value = JSON.stringify(v);
  return err(value === undefined ? t('scorer.data.wholeMissing', { where, min, max }) : t('scorer.data.whole', { where, min, max, value }));
};

const QUICK: readonly QuickHolding[] = [
  'simple',
  'fourDivided',
  'fiveDivided',
  'fourInOneHand',
  'fourInOneHandFifthWithPartner',
  'fiveInOneHand',
  'acesTwoEach',
  'threeAces',
  'fourAcesDivided',
  'fourAcesInOneHand',
];

const readListing = (v: unknown, where: string): Read<HonourListing> => {
  if (!isObj(v)) return err(t('scorer.data.listing', { where }));
  const out: Partial<Record<Position, string[]>> = {};
  for (const p of POSITIONS) {
    const list = v[p] ?? [];
    if (!Array.isArray(list) || !list.every((c) => typeof c === 'string' && c.length <= 2))
      return err(t('scorer.data.honourCards', { where: `${where}.${p}` }));
    out[p] = list as string[];
  }
  const voids = v['voids'] ?? [];
  if (!Array.isArray(voids) || !voids.every((p) => (POSITIONS as readonly unknown[]).includes(p)))
    return err(t('scorer.data.positions', { where: `${where}.voids` }));
  const base = out as Record<Position, string[]>;
  return ok(voids.length > 0 ? { ...base, voids: voids as Position[] } : base);
};

const readHonours = (v: unknown, where: string): Read<HonourEntry> => {
  if (!isObj(v)) return err(t('scorer.data.honours', { where }));
  if (v['kind'] === 'none') return ok({ kind: 'none' });
  if (v['kind'] === 'quick') {
    if (v['holder'] !== 'declarer' && v['holder'] !== 'defenders') return err(t('scorer.data.holder', { where: `${where}.holder` }));
    if (!QUICK.includes(v['holding'] as QuickHolding))
      return err(t('scorer.data.holding', { where: `${where}.holding`, value: shown(v['holding']) }));
    return ok({ kind: 'quick', holder: v['holder'], holding: v['holding'] as QuickHolding });
  }
  if (v['kind'] === 'cards') {
    const listing = readListing(v['listing'], `${where}.listing`);
    return listing.ok ? ok({ kind: 'cards', listing: listing.value }) : listing;
  }
  return err(t('scorer.data.kind', { where: `${where}.kind` }));
};

const readContract = (v: unknown, where: string): Read<EnteredContract | null> => {
  if (v === null) return ok(null);
  if (!isObj(v)) return err(t('scorer.data.contract', { where }));
  const level = whole(v['level'], 1, 7, `${where}.level`);
  if (!level.ok) return level;
  if (!(STRAINS as readonly unknown[]).includes(v['strain']))
    return err(t('scorer.data.strain', { where: `${where}.strain`, value: shown(v['strain']) }));
  const doubled = whole(v['doubled'], 0, 2, `${where}.doubled`);
  if (!doubled.ok) return doubled;
  return ok({ level: level.value as Level, strain: v['strain'] as Strain, doubled: doubled.value as Doubling });
};

const readDeal = (v: unknown, where: string): Read<ScorerDeal> => {
  if (!isObj(v)) return err(t('scorer.data.deal', { where }));
  const by = text(v['by'], `${where}.by`);
  if (!by.ok) return by;
  const contract = readContract(v['contract'], `${where}.contract`);
  if (!contract.ok) return contract;
  const tricks = whole(v['tricks'], 0, 13, `${where}.tricks`);
  if (!tricks.ok) return tricks;
  const honours = readHonours(v['honours'] ?? { kind: 'none' }, `${where}.honours`);
  if (!honours.ok) return honours;
  if (v['oneSpade'] !== undefined && typeof v['oneSpade'] !== 'boolean')
    return err(t('scorer.data.trueFalse', { where: `${where}.oneSpade` }));
  return ok({
    by: by.value,
    contract: contract.value,
    tricks: tricks.value,
    honours: honours.value,
    ...(v['oneSpade'] === true ? { oneSpade: true } : {}),
  });
};

const readNames = (v: unknown, where: string): Read<ScorerNames> => {
  if (!isObj(v)) return err(t('scorer.data.names', { where }));
  const we = text(v['we'] ?? '', `${where}.we`);
  if (!we.ok) return we;
  const they = text(v['they'] ?? '', `${where}.they`);
  if (!they.ok) return they;
  const players = v['players'];
  if (!Array.isArray(players) || players.length !== 3 || !players.every((p) => typeof p === 'string' && p.trim() !== '')) {
    return err(t('scorer.data.players', { where: `${where}.players` }));
  }
  if (new Set(players).size !== 3) return err(t('scorer.data.playersDifferent', { where: `${where}.players` }));
  return ok({ we: we.value, they: they.value, players: players as unknown as [string, string, string] });
};

const readOptions = (v: unknown, where: string): Read<ScorerOptions> => {
  if (v === undefined) return ok({});
  if (!isObj(v)) return err(t('scorer.data.options', { where }));
  const out: { threeHanded?: boolean; nullos?: boolean; duplicate?: boolean } = {};
  for (const k of ['threeHanded', 'nullos', 'duplicate'] as const) {
    const o = v[k];
    if (o === undefined) continue;
    if (typeof o !== 'boolean') return err(t('scorer.data.trueFalse', { where: `${where}.${k}` }));
    if (o) out[k] = true;
  }
  return ok(out);
};

/** Reads one rubber, checking every field; the error says what is wrong and where. */
export const readRubber = (v: unknown, where: string = t('scorer.data.where.rubber')): Read<ScorerRubber> => {
  if (!isObj(v)) return err(t('scorer.data.rubber', { where }));
  const id = text(v['id'], `${where}.id`);
  if (!id.ok) return id;
  const created = text(v['created'], `${where}.created`);
  if (!created.ok) return created;
  const updated = text(v['updated'] ?? v['created'], `${where}.updated`);
  if (!updated.ok) return updated;
  if (typeof v['rules'] !== 'string' || !isRuleSetId(v['rules']))
    return err(t('scorer.data.rules', { where: `${where}.rules`, value: shown(v['rules']) }));
  const options = readOptions(v['options'], `${where}.options`);
  if (!options.ok) return options;
  const names = readNames(v['names'], `${where}.names`);
  if (!names.ok) return names;
  if (!Array.isArray(v['deals'])) return err(t('scorer.data.list', { where: `${where}.deals` }));
  const deals: ScorerDeal[] = [];
  for (const [i, d] of v['deals'].entries()) {
    const deal = readDeal(d, t('scorer.data.where.deal', { where, number: i + 1 }));
    if (!deal.ok) return deal;
    deals.push(deal.value);
  }
  return ok({
    id: id.value,
    created: created.value,
    updated: updated.value,
    rules: v['rules'],
    options: options.value,
    names: names.value,
    deals,
    stopped: v['stopped'] === true,
  });
};

/** The state as stored: versioned JSON. */
export const writeState = (state: ScorerState): string => JSON.stringify({ format: SCORER_FORMAT, version: SCORER_VERSION, ...state });

/** A stored state read back: what could be read, and what could not (in words). */
export interface ReadState {
  readonly state: ScorerState;
  /** One line per problem; empty when all was read. */
  readonly problems: readonly string[];
}

const readEnvelope = (textValue: string): Read<Obj> => {
  let v: unknown;
  try {
    v = JSON.parse(textValue);
  } catch (e) {
    return err(t('scorer.data.notJson', { reason: e instanceof Error ? e.message : String(e) }));
  }
  if (!isObj(v) || v['format'] !== SCORER_FORMAT) return err(t('scorer.data.notScorer'));
  if (v['version'] !== SCORER_VERSION) return err(t('scorer.data.version', { version: shown(v['version']), supported: SCORER_VERSION }));
  return ok(v);
};

/** Reads a stored state. A rubber that cannot be read is left out and named in `problems`. */
export const readState = (textValue: string | null): ReadState => {
  if (textValue === null) return { state: EMPTY_STATE, problems: [] };
  const env = readEnvelope(textValue);
  if (!env.ok) return { state: EMPTY_STATE, problems: [t('scorer.data.unreadable', { problem: env.error })] };
  const problems: string[] = [];
  let current: ScorerRubber | null = null;
  if (env.value['current'] !== null && env.value['current'] !== undefined) {
    const r = readRubber(env.value['current'], t('scorer.data.where.current'));
    if (r.ok) current = r.value;
    else problems.push(`${r.error}.`);
  }
  const past: ScorerRubber[] = [];
  const list = Array.isArray(env.value['past']) ? env.value['past'] : [];
  for (const [i, p] of list.entries()) {
    const r = readRubber(p, t('scorer.data.where.past', { number: i + 1 }));
    if (r.ok) past.push(r.value);
    else problems.push(`${r.error}.`);
  }
  return { state: { current, past }, problems };
};

/** The JSON export of some rubbers (a file to keep, or to open in another browser). */
export const exportJson = (rubbers: readonly ScorerRubber[]): string =>
  `${JSON.stringify({ format: SCORER_FORMAT, version: SCORER_VERSION, rubbers }, null, 2)}\n`;

/**
 * The rubbers of a JSON export (or a stored state), or what is wrong and where, without a
 * subject: the file's importer ({@link importJson}) and a shared link (`model-link.ts`) say
 * what it was that could not be read.
 */
export const readRubbers = (textValue: string): Read<ScorerRubber[]> => {
  const env = readEnvelope(textValue);
  if (!env.ok) return env;
  const v = env.value;
  const list = Array.isArray(v['rubbers'])
    ? v['rubbers']
    : [...(v['current'] ? [v['current']] : []), ...(Array.isArray(v['past']) ? v['past'] : [])];
  const out: ScorerRubber[] = [];
  for (const [i, r] of list.entries()) {
    const read = readRubber(r, t('scorer.data.where.rubberNumber', { number: i + 1 }));
    if (!read.ok) return read;
    out.push(read.value);
  }
  if (out.length === 0) return err(t('scorer.data.noRubber'));
  return ok(out);
};

/** Reads a JSON export (or a stored state): every rubber in it, or what is wrong and where. */
export const importJson = (textValue: string): Read<ScorerRubber[]> => {
  const read = readRubbers(textValue);
  return read.ok ? read : err(t('scorer.data.import', { problem: read.error }));
};

/** What loading from storage found. */
export interface Loaded extends ReadState {
  /** The key the unreadable data was copied to, if any was. */
  readonly setAsideKey: string | null;
  /** The unreadable data itself, to offer as a download. */
  readonly setAsideText: string | null;
}

/**
 * Loads the state from storage. Unreadable data is copied under {@link SET_ASIDE_PREFIX} with
 * the time (and offered for download by the view), and the readable part is kept. A storage
 * that cannot be read at all (blocked) gives the empty state and says so.
 */
export const loadState = (storage: StorageLike | null, now: string): Loaded => {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORE_KEY) ?? null;
  } catch {
    return { state: EMPTY_STATE, problems: [t('scorer.data.blocked')], setAsideKey: null, setAsideText: null };
  }
  const read = readState(raw);
  if (read.problems.length === 0 || raw === null) return { ...read, setAsideKey: null, setAsideText: null };
  const key = `${SET_ASIDE_PREFIX}${now}`;
  let setAsideKey: string | null = key;
  try {
    storage?.setItem(key, raw);
  } catch {
    setAsideKey = null;
  }
  return { ...read, setAsideKey, setAsideText: raw };
};

/** Saves the state; the error is the browser's refusal (storage full, or blocked). */
export const saveState = (storage: StorageLike | null, state: ScorerState): Read<string> => {
  const value = writeState(state);
  if (storage === null) return err(t('scorer.data.noStorage'));
  try {
    storage.setItem(STORE_KEY, value);
    return ok(value);
  } catch (e) {
    return err(e instanceof Error && e.message !== '' ? e.message : String(e));
  }
};

/** The state with the current rubber put first in the past list (when it has deals) and a new one current. */
export const archiveCurrent = (state: ScorerState, next: ScorerRubber | null): ScorerState => {
  const keep = state.current !== null && state.current.deals.length > 0 ? [state.current] : [];
  return { current: next, past: [...keep, ...state.past.filter((p) => p.id !== state.current?.id)] };
};

/** The state with past rubber `id` made current again (the current one, if any, goes to the list). */
export const reopen = (state: ScorerState, id: string): ScorerState => {
  const found = state.past.find((p) => p.id === id);
  if (found === undefined) return state;
  const rest = archiveCurrent({ current: state.current, past: state.past.filter((p) => p.id !== id) }, found);
  return rest;
};

/** The state without past rubber `id`. */
export const deletePast = (state: ScorerState, id: string): ScorerState => ({ ...state, past: state.past.filter((p) => p.id !== id) });
