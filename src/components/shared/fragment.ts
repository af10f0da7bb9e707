/**
 * The URL fragment as `key=value` pairs (`#hand-lesson1=12&p=1AbC...`), read and written with
 * the platform's `URLSearchParams`, for every widget that keeps state in the address (the
 * replay's step, the embed's and the Lab's links). Pure: strings in, strings out.
 *
 * @packageDocumentation
 */

/** `decodeURIComponent` that never throws: a malformed escape (`%E0%A4%A`) gives the text as it is. */
export const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The `key=value` pairs of a fragment, in order, decoded (`+` reads as a space, as
 * `URLSearchParams` reads it). Pieces without `=` (a heading's anchor) are dropped.
 */
export const readFragment = (hash: string): [string, string][] => {
  const pairs = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part.includes('='))
    .join('&');
  return [...new URLSearchParams(pairs)];
};

/** A fragment of `key=value` pairs, encoded: `''` for none, else a string starting with `#`. */
export const writeFragment = (pairs: readonly (readonly [string, string])[]): string => {
  const text = new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();
  return text === '' ? '' : `#${text}`;
};

/** The value of `key` in a fragment, or `null` when it has none. */
export const fragmentValue = (hash: string, key: string): string | null => readFragment(hash).find(([k]) => k === key)?.[1] ?? null;

/** The fragment with `key` set to `value` (or removed, for `null`), the other pairs kept in order. */
export const withFragmentValue = (hash: string, key: string, value: string | null): string => {
  const others = readFragment(hash).filter(([k]) => k !== key);
  return writeFragment(value === null ? others : [...others, [key, value]]);
};
