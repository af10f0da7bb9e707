/**
 * The comparison's settings in the page's address, so that a teacher can link "4♥ doubled,
 * 8 tricks": `?<id>=4HX-8-n-DDMLR-DMLR` (level, strain and X or XX; tricks; `v` vulnerable or
 * `n`; who holds A K Q J 10 of trumps, then the aces ♠ ♥ ♦ ♣, each as D declarer, M dummy,
 * L left-hand opponent, R right-hand opponent). Reading never throws: anything malformed is
 * `null`, and the widget keeps its author's start.
 *
 * @packageDocumentation
 */
import { STRAINS, type Doubling, type Level, type Strain } from '../../engine/types.ts';
import type { Position } from '../../engine/score/types.ts';
import { ACES, TRUMP_HONOURS, type CompareInput, type HonourPlacement } from './model.ts';

const LETTER: Readonly<Record<Position, string>> = { declarer: 'D', dummy: 'M', lho: 'L', rho: 'R' };
const POSITION: Readonly<Record<string, Position>> = { D: 'declarer', M: 'dummy', L: 'lho', R: 'rho' };

/** The settings as an address value. */
export const encodeCompare = (input: CompareInput): string =>
  [
    `${input.level}${input.strain}${'X'.repeat(input.doubled)}`,
    String(input.tricks),
    input.vulnerable ? 'v' : 'n',
    TRUMP_HONOURS.map((r) => LETTER[input.honours.trumps[r]]).join(''),
    ACES.map((s) => LETTER[input.honours.aces[s]]).join(''),
  ].join('-');

/** An address value as settings; `null` if it is not one. */
export const decodeCompare = (text: string | null | undefined): CompareInput | null => {
  if (typeof text !== 'string' || text.length > 40) return null;
  const m = /^([1-7])(NT|NL|[CDHSR])(X{0,2})-(\d{1,2})-([vn])-([DMLR]{5})-([DMLR]{4})$/.exec(text.trim());
  if (!m) return null;
  const tricks = Number(m[4]);
  if (tricks > 13 || !(STRAINS as readonly string[]).includes(m[2]!)) return null;
  const trumps = Object.fromEntries(TRUMP_HONOURS.map((r, i) => [r, POSITION[m[6]![i]!]!])) as HonourPlacement['trumps'];
  const aces = Object.fromEntries(ACES.map((s, i) => [s, POSITION[m[7]![i]!]!])) as HonourPlacement['aces'];
  return {
    level: Number(m[1]) as Level,
    strain: m[2] as Strain,
    doubled: m[3]!.length as Doubling,
    tricks,
    vulnerable: m[5] === 'v',
    honours: { trumps, aces },
  };
};

/** Reads a parameter of the page's address (`null` where there is no address). */
export const readParam = (key: string): string | null => {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get(key);
  } catch {
    return null;
  }
};

/** Writes a parameter into the page's address, keeping everything else (no new history entry). */
export const writeParam = (key: string, value: string): void => {
  try {
    const url = new URL(globalThis.location.href);
    url.searchParams.set(key, value);
    globalThis.history.replaceState(globalThis.history.state, '', url);
  } catch {
    // No history (tests, sandboxed frames): the widget still works, unlinked.
  }
};
