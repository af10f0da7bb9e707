/**
 * The rubber exercise's work kept in the browser: one stored value per pad, versioned, naming
 * the rubber it belongs to, read back with every field checked. Stored data that cannot be read,
 * or that belongs to another rubber (the author changed the deals), gives an empty pad and a
 * notice, never a broken widget. Pure: the storage is passed in. The problem is said in the
 * widget's language (the page's unless given), for the notice `rx.badStore`.
 *
 * ```json
 * { "format": "auction-bridge-rubber-exercise", "version": 1, "rubber": "k1x9…",
 *   "deals": [{ "cells": { "EW.below": "21" }, "line": false, "checked": null }] }
 * ```
 *
 * @packageDocumentation
 */
import type { RubberDealInput } from '../../engine/rubber.ts';
import { translator, type Translate } from '../../i18n/exercise.ts';
import type { StorageLike } from '../Scorer/model-store.ts';
import { CELL_KEYS, startWork, type CellKey, type DealWork, type Work, type Writing } from './model.ts';

/** The `format` field of the stored value. */
export const EXERCISE_FORMAT = 'auction-bridge-rubber-exercise';
/** Its version. */
export const EXERCISE_VERSION = 1;
/** The storage key of a pad: the prefix and the pad's id. */
export const storeKey = (id: string): string => `auction-bridge:rubber-exercise:${id}`;

/** The longest text kept for one box (a box holds a few numbers). */
const MAX_CELL = 60;

/** A short fingerprint of the deals, so that work on another rubber is not shown on this one. */
export const rubberKey = (deals: readonly RubberDealInput[]): string => {
  const text = JSON.stringify(deals);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${deals.length}-${h.toString(36)}`;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const readWriting = (v: unknown, where: string, tr: Translate): Writing | string => {
  if (!isObj(v)) return tr('rx.store.entries', { where });
  const cells: Partial<Record<CellKey, string>> = {};
  const raw = v['cells'];
  if (!isObj(raw)) return tr('rx.store.missing', { where: `${where}.cells` });
  for (const key of CELL_KEYS) {
    const c = raw[key];
    if (c === undefined) continue;
    if (typeof c !== 'string' || c.length > MAX_CELL) return tr('rx.store.shortText', { where: `${where}.cells.${key}` });
    cells[key] = c;
  }
  if (typeof v['line'] !== 'boolean') return tr('rx.store.trueFalse', { where: `${where}.line` });
  return { cells, line: v['line'] };
};

/** What was read: the work (empty if nothing usable), and why stored data was dropped, if it was. */
export interface Loaded {
  readonly work: Work;
  /** A problem with the stored text, in words; `null` when it was read or there was none. */
  readonly problem: string | null;
  /** The stored work was for another rubber. */
  readonly otherRubber: boolean;
}

/**
 * Reads a stored value for a rubber of `count` deals with fingerprint `rubber`, the problem
 * in `lang` (the page's when not given). Never throws.
 */
export const readWork = (text: string | null, rubber: string, count: number, lang = 'en'): Loaded => {
  const tr = translator(lang);
  const fresh = startWork(count);
  if (text === null) return { work: fresh, problem: null, otherRubber: false };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { work: fresh, problem: tr('rx.store.notJson'), otherRubber: false };
  }
  if (!isObj(v) || v['format'] !== EXERCISE_FORMAT) return { work: fresh, problem: tr('rx.store.notOurs'), otherRubber: false };
  if (v['version'] !== EXERCISE_VERSION)
    return { work: fresh, problem: tr('rx.store.version', { version: String(JSON.stringify(v['version'])) }), otherRubber: false };
  if (v['rubber'] !== rubber) return { work: fresh, problem: null, otherRubber: true };
  const deals = v['deals'];
  if (!Array.isArray(deals) || deals.length > count) return { work: fresh, problem: tr('rx.store.deals'), otherRubber: false };
  const work: DealWork[] = [...fresh];
  for (const [i, d] of deals.entries()) {
    const where = tr('rx.store.deal', { number: i + 1 });
    const now = readWriting(d, where, tr);
    if (typeof now === 'string') return { work: fresh, problem: now, otherRubber: false };
    const c = (d as Obj)['checked'];
    const checked = c === null || c === undefined ? null : readWriting(c, `${where}.checked`, tr);
    if (typeof checked === 'string') return { work: fresh, problem: checked, otherRubber: false };
    work[i] = { ...now, checked };
  }
  return { work, problem: null, otherRubber: false };
};

/** The stored text of the work. */
export const writeWork = (work: Work, rubber: string): string =>
  JSON.stringify({ format: EXERCISE_FORMAT, version: EXERCISE_VERSION, rubber, deals: work });

/** `localStorage`, or `null` where the browser refuses it (private modes, blocked cookies). */
export const browserStorage = (): StorageLike | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Loads a pad's work from storage (which may be missing or refuse access); a problem in `lang`. */
export const loadWork = (storage: StorageLike | null, id: string, rubber: string, count: number, lang = 'en'): Loaded => {
  let text: string | null;
  try {
    text = storage?.getItem(storeKey(id)) ?? null;
  } catch {
    text = null;
  }
  return readWork(text, rubber, count, lang);
};

/** Saves a pad's work; `false` when the browser refuses (no storage, full, blocked). */
export const saveWork = (storage: StorageLike | null, id: string, rubber: string, work: Work): boolean => {
  if (storage === null) return false;
  try {
    storage.setItem(storeKey(id), writeWork(work, rubber));
    return true;
  } catch {
    return false;
  }
};
