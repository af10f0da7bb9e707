/**
 * The arithmetic of a score entry in the page's language: the engine's `detail` on an English
 * page, the German of `de-score-details.ts` filled with the entry's `detailKey`/`detailArgs`
 * on a German one (engine/score/types.ts). An entry without a template, or a template or word
 * missing in the language, shows the engine's English, whole (never half translated).
 *
 * ```ts
 * entryDetail(entry);       // page's language: "3 Tricks × 8 (Coeur) × 2 (kontriert)" under /de/
 * entryDetail(entry, 'en'); // "3 odd tricks × 8 (hearts) × 2 (doubled)"
 * ```
 *
 * Small on purpose: every scoring island carries it, and no English template (an English page
 * shows `detail`, which `score-details.test.ts` proves equal to the English templates filled).
 *
 * @packageDocumentation
 */
import type { DetailArg, DetailArgs, ScoreEntry } from '../engine/score/types.ts';
import { effectiveLang, localString } from './ambient.ts';

/** The template (or word) of a key in one language, or `undefined`. */
export type DetailLookup = (key: string) => string | undefined;

/** A phrase filled, or `undefined` when a template, word or value is missing. */
const phraseText = (key: string, args: DetailArgs | undefined, count: number | undefined, lookup: DetailLookup): string | undefined => {
  const template = lookup(count === undefined ? key : `${key}.${count === 1 ? 'one' : 'other'}`);
  if (template === undefined) return undefined;
  let whole = true;
  const text = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value: DetailArg | undefined = name === 'n' && count !== undefined ? count : args?.[name];
    const filled = value === undefined ? undefined : argText(value, lookup);
    if (filled === undefined) whole = false;
    return filled ?? '';
  });
  return whole ? text : undefined;
};

/** A value in words: a number as written, a word by its key, or a phrase filled. */
const argText = (value: DetailArg, lookup: DetailLookup): string | undefined =>
  typeof value === 'number'
    ? String(value)
    : typeof value === 'string'
      ? lookup(value)
      : phraseText(value.key, value.args, value.count, lookup);

/** An entry's arithmetic from the templates of `lookup`, or its `detail` when any piece is missing. */
export const detailText = (entry: ScoreEntry, lookup: DetailLookup): string =>
  (entry.detailKey === undefined ? undefined : phraseText(entry.detailKey, entry.detailArgs, undefined, lookup)) ?? entry.detail;

/** An entry's arithmetic in a language (the page's when not given; `effectiveLang`). */
export const entryDetail = (entry: ScoreEntry, lang?: string): string => {
  const l = effectiveLang(lang);
  return l === 'en' ? entry.detail : detailText(entry, (key) => localString(l, key));
};
