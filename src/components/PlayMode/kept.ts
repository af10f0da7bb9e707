/**
 * The results "Play it yourself" keeps in the browser, one per hand (`auction-bridge:played`):
 * the declaring side's tricks, the best from where the reader started, the reader's role and the
 * step they started from. The play panel writes them; the gallery reads them to show each hand's
 * last result. Small on purpose, and free of the engine, so that the gallery's script stays light.
 *
 * Stored data is read, never trusted: a value this version did not write is no result.
 *
 * @packageDocumentation
 */
import type { Seat } from '../../engine/types.ts';

/** Where the reader's results are kept, per hand slug. */
export const RESULTS_KEY = 'auction-bridge:played';

/** The reader's seat: the declaring side (declarer with dummy), or one defender. */
export type ReaderRole = 'declarer' | Seat;

/** A kept result: the declaring side's tricks, the best from the start, and the reader's role. */
export interface KeptResult {
  readonly made: number;
  readonly best: number;
  readonly role: ReaderRole;
  readonly from: number;
}

const ROLES: readonly unknown[] = ['declarer', 'N', 'E', 'S', 'W'];

/** A whole number of tricks (0 to 13) or of cards played before the start (0 to 52). */
const count = (n: unknown, most: number): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= most;

/** Whether a stored value is a result this version wrote. */
export const isKept = (v: unknown): v is KeptResult => {
  if (typeof v !== 'object' || v === null) return false;
  const k = v as Record<string, unknown>;
  return count(k['made'], 13) && count(k['best'], 13) && ROLES.includes(k['role']) && count(k['from'], 52);
};

/** Every kept result, by hand slug; anything unreadable or refused is left out. */
export const readKept = (storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): Record<string, KeptResult> => {
  try {
    const raw = JSON.parse(storage?.getItem(RESULTS_KEY) ?? '{}') as unknown;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => isKept(v)));
  } catch {
    return {};
  }
};

/** Keeps a hand's result beside the others; a refused write (private mode) keeps nothing. */
export const keep = (
  slug: string,
  result: KeptResult,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.localStorage ?? null,
): boolean => {
  try {
    storage?.setItem(RESULTS_KEY, JSON.stringify({ ...readKept(storage), [slug]: result }));
    return storage !== null;
  } catch {
    return false;
  }
};
