/**
 * The Lab's address: the URL fragment holds the hand under construction (`h=<link>`), the
 * pasted board on preview (`p=<link>`) and the replays' steps (`hand-lab-…=<n>`), as
 * `&`-separated pairs. Pure functions from a fragment to a fragment; the view writes them.
 *
 * (The shared fragment codec of src/components/shared/ is not there yet: these stay the Lab's.)
 *
 * @packageDocumentation
 */
import { stepKey, stepUrl } from '../HandReplay/model.ts';

export const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The key of the hand under construction in the Lab's address: `#h=<link>`. */
export const LINK_KEY = 'h';

/**
 * The key of the pasted board on preview in the Lab's address: `#p=<link>`, beside `h=`, so that
 * a reload finds the board again (see {@link hashWithPastedLink}) and the paste preview's step
 * links hold it ({@link replayStepLink}).
 */
export const PASTED_LINK_KEY = 'p';

/** The id of the paste preview's replay: it keeps its step in the address as `hand-lab-paste=<n>`. */
export const PASTE_REPLAY_ID = 'lab-paste';

/** The id of the built hand's replay: it keeps its step in the address as `hand-lab-build=<n>`. */
export const BUILD_REPLAY_ID = 'lab-build';

/**
 * The address a Lab replay's "Copy link to this step" copies: this page (`href` without its
 * fragment) with only the hand that replay shows (`key` is {@link LINK_KEY} for the built hand,
 * {@link PASTED_LINK_KEY} for the pasted board) and that replay's step, written by the replay's
 * own `stepUrl`. The Lab's own address holds both panels' hands; a link sent to someone holds
 * just the one they are meant to see, so opening it does not also put the sender's other hand
 * into their Lab.
 */
export const replayStepLink = (href: string, key: string, link: string, replayId: string, step: number): string => {
  const at = href.indexOf('#');
  return stepUrl(`${at < 0 ? href : href.slice(0, at)}#${key}=${link}`, replayId, step);
};

/** The paste preview's step key in the address: the replay's own `stepKey(PASTE_REPLAY_ID)`. */
export const PASTE_STEP_KEY = stepKey(PASTE_REPLAY_ID);

/** The `&`-separated parts of a fragment, empty parts dropped. */
const hashParts = (hash: string): string[] =>
  hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '');

/** The decoded key of a `key=value` part, or `null` for a part without one (a heading's anchor). */
const partKey = (part: string): string | null => {
  const eq = part.indexOf('=');
  return eq > 0 ? safeDecode(part.slice(0, eq)) : null;
};

/** A fragment made of parts: `''` when there are none, else `#` and the parts joined by `&`. */
const joinHash = (parts: readonly string[]): string => (parts.length === 0 ? '' : `#${parts.join('&')}`);

/** The fragment without the pairs of `keys` (every other part kept, in order). */
const hashWithout = (hash: string, keys: readonly string[]): string =>
  joinHash(hashParts(hash).filter((part) => !keys.includes(partKey(part) ?? '')));

/**
 * The share link carried by a URL fragment: `h=<link>` among `&`-separated pairs (the Lab's
 * `#h=…`, where a replay may add its own `hand-…=step`), or the pair of another `key` (the
 * pasted board's `p=`). `null` when there is none.
 */
export const linkFromHash = (hash: string, key: string = LINK_KEY): string | null => {
  for (const part of hashParts(hash)) {
    if (partKey(part) === key) return safeDecode(part.slice(part.indexOf('=') + 1));
  }
  return null;
};

/** The fragment without its `h=` pair (other pairs kept); `''` when nothing is left. */
export const hashWithoutLink = (hash: string): string => hashWithout(hash, [LINK_KEY]);

/**
 * The fragment with `h=<link>` (first, other pairs kept), or without it when `link` is `null`;
 * `''` when nothing is left. The Lab keeps the address in step with the hand, so that the
 * address itself is always a link to the hand under construction.
 */
export const hashWithLink = (hash: string, link: string | null): string =>
  joinHash([...(link === null ? [] : [`${LINK_KEY}=${link}`]), ...hashParts(hashWithoutLink(hash))]);

/**
 * The fragment with the pasted board on preview: `p=<link>` right after the `h=` pair (first
 * when there is none), other pairs kept. With `link` `null` (nothing previewed) the pair goes,
 * and so does the paste preview's step, which belongs to that board. `''` when nothing is left.
 */
export const hashWithPastedLink = (hash: string, link: string | null): string => {
  const rest = hashParts(hashWithout(hash, link === null ? [PASTED_LINK_KEY, PASTE_STEP_KEY] : [PASTED_LINK_KEY]));
  if (link === null) return joinHash(rest);
  const at = rest.findIndex((part) => partKey(part) === LINK_KEY) + 1;
  return joinHash([...rest.slice(0, at), `${PASTED_LINK_KEY}=${link}`, ...rest.slice(at)]);
};

/** The fragment without the paste preview's step (another board is about to be shown). */
export const hashWithoutPasteStep = (hash: string): string => hashWithout(hash, [PASTE_STEP_KEY]);

/** Where the value of `key`'s pair starts in `url`, whose fragment starts at `hash`; -1 when it has none. */
const pairValueAt = (url: string, hash: number, key: string): number => {
  let at = hash + 1;
  for (const part of url.slice(hash + 1).split('&')) {
    if (partKey(part) === key) return at + part.indexOf('=') + 1;
    at += part.length + 1;
  }
  return -1;
};

/**
 * The share link inside a URL of this site: a Lab URL (`…/lab/#h=<link>`, or `…/lab/#p=<link>`
 * as the paste preview's step links are) or an embed URL (`…/embed/#<link>`). `null` for any
 * other URL (a BBO link, say).
 */
export const linkInUrl = (url: string): { link: string; offset: number } | null => {
  const hash = url.indexOf('#');
  if (hash < 0) return null;
  const fragment = url.slice(hash);
  for (const key of [LINK_KEY, PASTED_LINK_KEY]) {
    const link = linkFromHash(fragment, key);
    if (link !== null) return { link, offset: pairValueAt(url, hash, key) };
  }
  if (/\/embed\/?$/.test(url.slice(0, hash))) {
    const link = fragment.slice(1).split('&')[0] ?? '';
    return { link, offset: hash + 1 };
  }
  return null;
};
