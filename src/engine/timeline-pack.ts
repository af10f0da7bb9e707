/**
 * A replay's timeline packed small, for a page to carry (issues 5 and 8: page weight).
 *
 * A {@link Timeline} holds a whole snapshot per step, so most of it repeats the step before.
 * `packTimeline` keeps the first snapshot and, for every later step, only what changed from
 * the previous one; `unpackTimeline` applies those changes in order. The packing knows no
 * bridge at all: it compares and patches plain JSON values (a key that changed, an array that
 * grew at its end, an array that lost some items), so unpacking just applies data. A
 * snapshot's `step` is left out where it equals its index, and put back on unpacking.
 *
 * The text form is `tl<version>` followed by JSON whose `"` and `` ` `` are swapped, so that an
 * HTML attribute carries it with almost no `&quot;`. A string of another version is refused
 * with a clear error, never misread.
 *
 * @packageDocumentation
 */
import type { Timeline } from './record.ts';
import { err, ok, type Result } from './result.ts';
import type { Diagnostic } from './source.ts';

/** The format version written by {@link packTimeline} and the only one {@link unpackTimeline} reads. */
export const TIMELINE_PACK_VERSION = 1;

/** Plain JSON data. */
type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

/*
 * A change from one value to the next (a "delta"):
 * - `[v]`           the value becomes `v`;
 * - `[]`            the key is removed (only inside an object's changes);
 * - `[1, ...items]` the array grew: `items` appended at its end;
 * - `[2, ...idx]`   the array lost the items at indices `idx` (ascending, of the old array);
 * - `{ key: delta }` an object: only its changed keys, each with its own delta.
 */
type Delta = readonly Json[] | { readonly [key: string]: Delta };

const APPEND = 1;
const REMOVE = 2;
const PREFIX = 'tl';

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

const size = (v: unknown): number => JSON.stringify(v).length;

const same = (a: Json | undefined, b: Json | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Indices of `a` that, removed, leave `b` (`b` a subsequence of `a`); `undefined` otherwise. */
const removedIndices = (a: readonly Json[], b: readonly Json[]): number[] | undefined => {
  const gone: number[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    if (j < b.length && same(a[i], b[j])) j++;
    else gone.push(i);
  }
  return j === b.length ? gone : undefined;
};

/** The shortest delta that turns `a` into `b`, or `undefined` when they are equal. */
const diff = (a: Json, b: Json): Delta | undefined => {
  if (same(a, b)) return undefined;
  const candidates: Delta[] = [[b]];
  if (isObject(a) && isObject(b)) {
    // Entries, then `fromEntries`: a key `__proto__` stays plain data.
    const changes: [string, Delta][] = [];
    for (const key of Object.keys(b)) {
      const d = Object.hasOwn(a, key) ? diff(a[key]!, b[key]!) : [b[key]!];
      if (d !== undefined) changes.push([key, d]);
    }
    for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) changes.push([key, []]);
    candidates.push(Object.fromEntries(changes));
  } else if (Array.isArray(a) && Array.isArray(b)) {
    const xs = a as readonly Json[];
    const ys = b as readonly Json[];
    if (ys.length > xs.length && same(xs, ys.slice(0, xs.length))) candidates.push([APPEND, ...ys.slice(xs.length)]);
    const gone = ys.length < xs.length ? removedIndices(xs, ys) : undefined;
    if (gone !== undefined) candidates.push([REMOVE, ...gone]);
  }
  return candidates.reduce((best, c) => (size(c) < size(best) ? c : best));
};

/** `"` becomes `` ` `` and `` ` `` becomes `"` (its own inverse). */
const swapQuotes = (s: string): string => s.replace(/["`]/g, (c) => (c === '"' ? '`' : '"'));

/** A snapshot without its `step` when that is just its index (unpacking puts it back). */
const withoutStep = (s: JsonObject, i: number): JsonObject => {
  if (s['step'] !== i) return s;
  const { step: _step, ...rest } = s;
  return rest;
};

/**
 * Packs a timeline into a short string: `tl1` and the timeline's fields, its first snapshot
 * whole, then one delta per later step (what changed from the step before). JSON-safe input
 * only (a {@link Timeline} is). Round-trips exactly through {@link unpackTimeline}.
 */
export const packTimeline = (t: Timeline): string => {
  const { steps, ...fields } = t as unknown as JsonObject & { steps: readonly JsonObject[] };
  const plain = steps.map(withoutStep);
  const body: Json[] = [fields as Json];
  plain.forEach((s, i) => body.push(i === 0 ? s : ((diff(plain[i - 1]!, s) ?? {}) as Json)));
  return PREFIX + TIMELINE_PACK_VERSION + swapQuotes(JSON.stringify(body));
};

/** Whether an object's change removes its key (`[]`). */
const isRemoval = (change: Delta): boolean => Array.isArray(change) && change.length === 0;

/**
 * Applies an object's changes in one pass over its keys (linear in the keys, however many
 * change in one step). `Object.fromEntries` defines each key as data, so a key `__proto__`
 * stays plain data.
 */
const applyObjectDelta = (a: JsonObject, d: { readonly [key: string]: Delta }): JsonObject => {
  const entries: [string, Json][] = [];
  for (const key of Object.keys(a)) {
    const change = Object.hasOwn(d, key) ? d[key]! : undefined;
    if (change === undefined) entries.push([key, a[key]!]);
    else if (!isRemoval(change)) entries.push([key, applyDelta(a[key], change)]);
  }
  for (const key of Object.keys(d)) {
    if (!Object.hasOwn(a, key) && !isRemoval(d[key]!)) entries.push([key, applyDelta(undefined, d[key]!)]);
  }
  return Object.fromEntries(entries);
};

/** Applies a delta to a value; throws when the delta does not fit the value (caught by {@link unpackTimeline}). */
const applyDelta = (a: Json | undefined, d: Delta): Json => {
  if (Array.isArray(d)) {
    if (d.length === 1) return d[0] as Json;
    const rest = d.slice(1);
    if (Array.isArray(a) && d[0] === APPEND) return a.concat(rest);
    if (Array.isArray(a) && d[0] === REMOVE) {
      const gone = new Set(rest);
      return a.filter((_, i) => !gone.has(i));
    }
  } else if (isObject(a) && isObject(d)) return applyObjectDelta(a, d);
  throw d;
};

/** Just enough of a snapshot for a viewer not to trip: an event, the hands, the auction. */
const isSnapshot = (v: JsonObject): boolean => isObject(v['event']) && isObject(v['hands']) && Array.isArray(v['auction']);

/** An error as a diagnostic (terse: this code ships to the browser with every replay). */
const fail = (code: string, message: string): Result<Timeline, Diagnostic> => err({ code, message, severity: 'error' });

/**
 * Unpacks a string made by {@link packTimeline}. Never throws: a string of another format
 * version (`TIMELINE_PACK_VERSION`) gives `PACK_VERSION`; a truncated or damaged one, or one
 * that is not a packed timeline at all, gives `PACK_UNREADABLE`; JSON that does not make a
 * timeline of snapshots gives `PACK_SHAPE`. The snapshots share their unchanged parts with the
 * step before (a timeline is read-only data).
 */
export const unpackTimeline = (s: string): Result<Timeline, Diagnostic> => {
  const version = /^tl(\d+)/.exec(String(s))?.[1];
  if (version !== String(TIMELINE_PACK_VERSION)) {
    return version === undefined
      ? fail('PACK_UNREADABLE', 'This is not a packed hand replay.')
      : fail('PACK_VERSION', `This hand replay is packed in format ${version}; this page reads format ${TIMELINE_PACK_VERSION}.`);
  }
  try {
    // A value that is not an array, or an empty one, fails here or at the checks below.
    const [fields, ...deltas] = JSON.parse(swapQuotes(s.slice(2 + version.length))) as [JsonObject, ...Delta[]];
    let prev = {} as JsonObject;
    const steps = deltas.map((d, i) => {
      prev = (i === 0 ? d : applyDelta(prev, d)) as JsonObject;
      if (!isSnapshot(prev)) throw d;
      return 'step' in prev ? prev : { step: i, ...prev };
    });
    if (!steps.length || !Array.isArray(fields['trickStarts'])) throw fields;
    return ok({ ...fields, steps } as unknown as Timeline);
  } catch (e) {
    return e instanceof SyntaxError
      ? fail('PACK_UNREADABLE', 'This packed hand replay is cut short or damaged.')
      : fail('PACK_SHAPE', 'This packed hand replay holds no timeline of steps.');
  }
};
