/**
 * Reads one parameter of a rule set, or one entry of an engine table, for lesson prose:
 * `ruleValue({ rules: 'royal-auction-1912', path: 'auction.trickValues.R' })` gives `9`.
 *
 * Lessons never type a number that a rule produces; they print it through `<RuleValue>`, which
 * calls this at build time. Nothing here decides a rule: the value is read from the engine's
 * data (`src/engine/rules`, and the few tables the engine keeps beside the rule sets). A wrong
 * id or path is an error value naming what is wrong; the `.astro` wrapper turns it into a
 * build failure, so a lesson cannot print an empty or made-up value.
 *
 * @packageDocumentation
 */
import { getRuleSet, IRREGULARITY_CODES, RULE_SET_IDS, withOptions, type RuleOptions } from '../../engine/rules/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { AUCTION_OPTION_TABLES } from '../../engine/score/auction.ts';
import { CONTRACT_TABLE } from '../../engine/score/contract.ts';
import { CONTRACT_HONOURS, SCALE_A_TRICKS, SCALE_B_POINTS, THREE_HANDED_HONOURS } from '../../engine/honours.ts';
import { RUBBER_TABLES } from '../../engine/rubber.ts';
import { DECK_SIZE, HAND_SIZE, MIN_CUT_PACKET } from '../../engine/deal.ts';
import { TRICKS_PER_DEAL } from '../../engine/play.ts';

/**
 * Engine tables a lesson may quote, by name. These hold the few numbers the engine keeps
 * outside `RuleSet` (honour scales, option premiums, the contract table).
 */
export const ENGINE_TABLES = {
  /** The pack, the deal and the cut (laws 28–41, 1912). */
  deal: { deckSize: DECK_SIZE, handSize: HAND_SIZE, minCutPacket: MIN_CUT_PACKET, tricksPerDeal: TRICKS_PER_DEAL },
  /** Scale A, in tricks of the trump suit (law 6, 1912). */
  scaleA: SCALE_A_TRICKS,
  /** Scale B, flat points (1926 [inferred]). */
  scaleB: SCALE_B_POINTS,
  /** Three-handed, duplicate and nullo premiums and flags. */
  options: AUCTION_OPTION_TABLES,
  /** Rubber tables (contract rubber bonus, the 125-a-game settlement). */
  rubber: RUBBER_TABLES,
  /** Contract Bridge (WBF Law 77). */
  contract: CONTRACT_TABLE,
  /** Contract honours (rubber bridge). */
  contractHonours: CONTRACT_HONOURS,
  /** Three-handed honours (1913 laws). */
  threeHandedHonours: THREE_HANDED_HONOURS,
  /** Irregularities by law code, including codes without a rule set (November 1913, English 1928). */
  irregularities: IRREGULARITY_CODES,
} as const;

/** The name of an engine table. */
export type EngineTableName = keyof typeof ENGINE_TABLES;

/** What to read: a rule set (with options) or an engine table, and a dotted path inside it. */
export interface RuleValueQuery {
  /** A rule set id (`whist-club-1926`). Exactly one of `rules` and `table`. */
  readonly rules?: string;
  /** An engine table name (`scaleB`). */
  readonly table?: string;
  /** Options applied to the rule set first (e.g. `{ nullos: true }`). */
  readonly options?: RuleOptions;
  /** Dotted path: `auction.trickValues.S`, `scoring.undertrick.1`, `label`. */
  readonly path: string;
}

/** A leaf value as read. */
export type RuleLeaf = number | string | boolean | null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Follows a dotted path through plain data; arrays are indexed by number. */
const follow = (root: unknown, path: string): Result<unknown, string> => {
  let here: unknown = root;
  const walked: string[] = [];
  for (const key of path.split('.')) {
    if (key === '') return err(`the path "${path}" has an empty step.`);
    if (!isRecord(here) || !Object.prototype.hasOwnProperty.call(here, key)) {
      const at = walked.length === 0 ? 'the top' : `"${walked.join('.')}"`;
      const keys = isRecord(here) ? Object.keys(here).join(', ') : 'nothing (it is a single value)';
      return err(`there is no "${key}" under ${at}; it holds ${keys}.`);
    }
    here = (here as Record<string, unknown>)[key];
    walked.push(key);
  }
  return ok(here);
};

/** Whether a value is an array of leaves (e.g. `[50, 100, 200]`). */
const isLeafArray = (v: unknown): v is readonly (number | string | boolean)[] =>
  Array.isArray(v) && v.every((x) => ['number', 'string', 'boolean'].includes(typeof x));

/**
 * Reads the value. A single value, or an array of single values (`undertrick` → `50 / 100 / 200`),
 * is accepted; an object is an error, since prose must name one number.
 */
export const ruleValue = (q: RuleValueQuery): Result<RuleLeaf | readonly RuleLeaf[], string> => {
  if ((q.rules === undefined) === (q.table === undefined)) {
    return err('give exactly one of rules="<rule set id>" and table="<engine table>".');
  }
  let root: unknown;
  if (q.rules !== undefined) {
    const base = getRuleSet(q.rules);
    if (base === undefined) return err(`"${q.rules}" is not a rule set; the rule sets are ${RULE_SET_IDS.join(', ')}.`);
    root = q.options === undefined ? base : withOptions(base, q.options);
  } else {
    const name = q.table ?? '';
    if (!Object.prototype.hasOwnProperty.call(ENGINE_TABLES, name)) {
      return err(`"${name}" is not an engine table; the tables are ${Object.keys(ENGINE_TABLES).join(', ')}.`);
    }
    root = ENGINE_TABLES[name as EngineTableName];
  }
  const found = follow(root, q.path);
  if (!found.ok) return found;
  const v = found.value;
  if (v === null || ['number', 'string', 'boolean'].includes(typeof v)) return ok(v as RuleLeaf);
  if (isLeafArray(v)) return ok(v);
  return err(`"${q.path}" is a group of values, not one value; name one of them (${isRecord(v) ? Object.keys(v).join(', ') : ''}).`);
};

/** How a value is printed: numbers as digits, booleans as words, lists joined with a slash. */
export const formatRuleValue = (
  v: RuleLeaf | readonly RuleLeaf[],
  words: { yes: string; no: string; none: string } = { yes: 'yes', no: 'no', none: 'none' },
): string => {
  const one = (x: RuleLeaf): string => (x === null ? words.none : typeof x === 'boolean' ? (x ? words.yes : words.no) : String(x));
  return Array.isArray(v) ? (v as readonly RuleLeaf[]).map(one).join(' / ') : one(v as RuleLeaf);
};

/** Reads and prints in one step, for the `.astro` wrapper. */
export const ruleValueText = (q: RuleValueQuery): Result<string, string> => {
  const r = ruleValue(q);
  return r.ok ? ok(formatRuleValue(r.value)) : r;
};
