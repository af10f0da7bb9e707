/**
 * The rubber exercise's work kept in the browser: one stored value per pad, versioned, naming
 * the rubber it belongs to, read back with every field checked. Stored data that cannot be read,
 * or that belongs to another rubber (the author changed the deals), gives an empty pad and a
 * notice, never a broken widget. Pure: the storage is passed in.
 *
 * ```json
 * { "format": "auction-bridge-rubber-exercise", "version": 1, "rubber": "k1x9…",
 *   "deals": [{ "cells": { "EW.below": "21" }, "line": false, "checked": null }] }
 * ```
 *
 * @packageDocumentation
 */
import type { RubberDealInput } from '../../engine/rubber.ts';
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

const readWriting = (v: unknown, where: string): Writing | string => {
  if (!isObj(v)) return `${where} is not a deal's entries`;
  const cells: Partial<Record<CellKey, string>> = {};
  const raw = v['cells'];
  if (!isObj(raw)) return `${where}.cells is missing`;
  for (const key of CELL_KEYS) {
    const c = raw[key];
    if (c === undefined) continue;
    if (typeof c !== 'string' || c.length > MAX_CELL) return `${where}.cells.${key} is not a short text`;
    cells[key] = c;
  }
  if (typeof v['line'] !== 'boolean') return `${where}.line is not true or false`;
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

/** Reads a stored value for a rubber of `count` deals with fingerprint `rubber`. Never throws. */
export const readWork = (text: string | null, rubber: string, count: number): Loaded => {
  const fresh = startWork(count);
  if (text === null) return { work: fresh, problem: null, otherRubber: false };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { work: fresh, problem: 'it is not JSON', otherRubber: false };
  }
  if (!isObj(v) || v['format'] !== EXERCISE_FORMAT) return { work: fresh, problem: 'it is not this exercise’s data', otherRubber: false };
  if (v['version'] !== EXERCISE_VERSION) return { work: fresh, problem: `version ${JSON.stringify(v['version'])} is not known`, otherRubber: false };
  if (v['rubber'] !== rubber) return { work: fresh, problem: null, otherRubber: true };
  const deals = v['deals'];
  if (!Array.isArray(deals) || deals.length > count) return { work: fresh, problem: 'the list of deals is wrong', otherRubber: false };
  const work: DealWork[] = [...fresh];
  for (const [i, d] of deals.entries()) {
    const where = `deal ${i + 1}`;
    const now = readWriting(d, where);
    if (typeof now === 'string') return { work: fresh, problem: now, otherRubber: false };
    const c = (d as Obj)['checked'];
    const checked = c === null || c === undefined ? null : readWriting(c, `${where}.checked`);
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

/** Loads a pad's work from storage (which may be missing or refuse access). */
export const loadWork = (storage: StorageLike | null, id: string, rubber: string, count: number): Loaded => {
  let text: string | null;
  try {
    text = storage?.getItem(storeKey(id)) ?? null;
  } catch {
    text = null;
  }
  return readWork(text, rubber, count);
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
