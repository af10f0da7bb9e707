/**
 * Rubber scorer model: what players enter at the table (the code, the names, and each deal's
 * declarer, contract, tricks and honours), kept as plain data, and the engine's verdict on it.
 *
 * Pure (no Preact, no DOM). It keeps the entries and asks the engine: the rule set and its
 * options come from `withOptions`, each deal becomes the engine's `RubberDealInput`, the sheet
 * is `scoreRubber`'s ledger (laid out by the score pad's `padView`), and duplicate auction is
 * `scoreDeal` deal by deal. No score, game or bonus is decided here.
 *
 * ```ts
 * let r = newRubber({ id: 'r1', now: '2026-12-01T20:00:00Z' });
 * r = addDeal(r, { by: 'NS', contract: { level: 2, strain: 'H', doubled: 0 }, tricks: 9, honours: NO_HONOURS });
 * scoreOf(r).ledger?.totals.NS; // { above: 0, below: 24, total: 24 }
 * ```
 *
 * @packageDocumentation
 */
import { scoreRubber, playsRubbers, type RubberDealInput, type RubberLedger } from '../../engine/rubber.ts';
import { DEFAULT_RULE_SET_ID, getRuleSet, withOptions, RULE_SET_IDS, type RuleSetId } from '../../engine/rules/index.ts';
import type { RuleOptions, RuleSet } from '../../engine/rules/types.ts';
import { scoreDeal, totalEntries, type DealScore, type LineTotals } from '../../engine/score/index.ts';
import type { Diagnostic } from '../../engine/source.ts';
import type { Doubling, Level, Side, Strain } from '../../engine/types.ts';
import { t } from '../../i18n/scorer.ts';
import { SIDE_DECLARER } from '../Score/notation.ts';
import { honourListingOf, type HonourEntry } from './model-honours.ts';

export type { HonourEntry } from './model-honours.ts';
export { NO_HONOURS } from './model-honours.ts';

/** The contract as entered: level, strain and doubling (the declarer is the deal's `by`). */
export interface EnteredContract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubled: Doubling;
}

/** One deal as entered at the table. */
export interface ScorerDeal {
  /** Who declared: `NS` or `EW` four-handed, a player's name three-handed. */
  readonly by: string;
  /** The contract; `null` when all four passed. */
  readonly contract: EnteredContract | null;
  /** Tricks won by the declaring side, 0 to 13 (0 when passed out). */
  readonly tricks: number;
  readonly honours: HonourEntry;
  /** Law 48 (1912): the contract is the dealer's original bid of one (plain) spade. */
  readonly oneSpade?: boolean;
}

/** The options of an auction code the scorer offers (auction-laws.md §8). */
export type ScorerOptions = Pick<RuleOptions, 'threeHanded' | 'nullos' | 'duplicate'>;

/** The names at the table: the two sides, and the three players of three-handed play. */
export interface ScorerNames {
  /** "We": North–South on the sheet. */
  readonly we: string;
  /** "They": East–West. */
  readonly they: string;
  /** Three-handed: the players in their order round the table (each one's left is the next). */
  readonly players: readonly [string, string, string];
}

/** A rubber as kept in the browser and in the JSON export. */
export interface ScorerRubber {
  readonly id: string;
  /** ISO dates of creation and of the last change. */
  readonly created: string;
  readonly updated: string;
  readonly rules: RuleSetId;
  readonly options: ScorerOptions;
  readonly names: ScorerNames;
  readonly deals: readonly ScorerDeal[];
  /** The players stopped before the end: settle it as the code says (auction-laws.md §6.7). */
  readonly stopped: boolean;
}

/** The default player names, three-handed. */
export const DEFAULT_PLAYERS: readonly [string, string, string] = ['A', 'B', 'C'];

/** A new, empty rubber under the site's default code (auction-laws.md §12.1). */
export const newRubber = (init: {
  readonly id: string;
  readonly now: string;
  readonly rules?: RuleSetId;
  readonly options?: ScorerOptions;
  readonly names?: ScorerNames;
}): ScorerRubber => ({
  id: init.id,
  created: init.now,
  updated: init.now,
  rules: init.rules ?? DEFAULT_RULE_SET_ID,
  options: init.options ?? {},
  names: init.names ?? { we: '', they: '', players: DEFAULT_PLAYERS },
  deals: [],
  stopped: false,
});

/** The rule sets the scorer offers: every code, Contract rubber for comparison (not Contract duplicate). */
export const SCORER_RULE_SETS: readonly RuleSetId[] = RULE_SET_IDS.filter((id) => id !== 'contract-duplicate');

/** The rule set a rubber is scored under, its options applied (`withOptions`). */
export const rulesOf = (rubber: ScorerRubber): RuleSet => {
  const base = getRuleSet(rubber.rules) ?? getRuleSet(DEFAULT_RULE_SET_ID)!;
  return withOptions(base, rubber.options);
};

/** Whether the rubber's code is three-handed. */
export const isThreeHanded = (rubber: ScorerRubber): boolean => rulesOf(rubber).options.threeHanded === true;

/** The parties who can declare: the sides, or the three players. */
export const declarersOf = (rubber: ScorerRubber): readonly string[] =>
  isThreeHanded(rubber) ? rubber.names.players : (['NS', 'EW'] as const);

/** Three-handed: the seating for a deal declared by `player` (the next two round the table). */
const seatingOf = (players: readonly string[], player: string): { declarer: string; lho: string; rho: string } => {
  const i = Math.max(0, players.indexOf(player));
  return { declarer: players[i]!, lho: players[(i + 1) % 3]!, rho: players[(i + 2) % 3]! };
};

/**
 * The engine's input for one entered deal. Four-handed, the side's declaring seat is South or
 * West (`SIDE_DECLARER`: honours are listed relative to the declarer, so the seat changes no
 * score); three-handed, the declarer sits South with the seating of the table.
 */
export const dealInputOf = (rubber: ScorerRubber, deal: ScorerDeal): RubberDealInput => {
  if (deal.contract === null) return { contract: null, tricks: 0 };
  const three = isThreeHanded(rubber);
  const declarer = three ? 'S' : SIDE_DECLARER[deal.by === 'EW' ? 'EW' : 'NS'];
  const contract = { ...deal.contract, declarer } as const;
  const honours = honourListingOf(deal.honours, contract.strain);
  return {
    contract,
    tricks: deal.tricks,
    ...(honours !== null ? { honours } : {}),
    ...(deal.oneSpade === true ? { dealersOriginalOneSpade: true } : {}),
    ...(three ? { threeHanded: seatingOf(rubber.names.players, deal.by) } : {}),
  };
};

/** Duplicate auction: each deal scored alone, and the running totals. */
export interface DuplicateScore {
  readonly deals: readonly DealScore[];
  readonly totals: Readonly<Record<string, LineTotals>>;
}

/** What the engine says about a rubber: the ledger, or each deal alone (duplicate), or an error. */
export interface RubberScore {
  readonly rules: RuleSet;
  readonly inputs: readonly RubberDealInput[];
  readonly ledger: RubberLedger | null;
  readonly duplicate: DuplicateScore | null;
  readonly error: Diagnostic | null;
}

/** Scores a rubber with the engine: `scoreRubber`, or `scoreDeal` per deal for duplicate auction. */
export const scoreOf = (rubber: ScorerRubber): RubberScore => {
  const rules = rulesOf(rubber);
  const inputs = rubber.deals.map((d) => dealInputOf(rubber, d));
  if (!playsRubbers(rules)) {
    const deals: DealScore[] = [];
    for (const [i, input] of inputs.entries()) {
      const s = scoreDeal(rules, input);
      if (!s.ok)
        return {
          rules,
          inputs,
          ledger: null,
          duplicate: null,
          error: { ...s.error, message: t('scorer.problem.deal', { deal: i + 1, message: s.error.message }) },
        };
      deals.push(s.value);
    }
    const totals = totalEntries(
      ['NS', 'EW'],
      deals.flatMap((d) => d.entries),
    );
    return { rules, inputs, ledger: null, duplicate: { deals, totals }, error: null };
  }
  const ledger = scoreRubber(rules, inputs, { stopped: rubber.stopped });
  return ledger.ok
    ? { rules, inputs, ledger: ledger.value, duplicate: null, error: null }
    : { rules, inputs, ledger: null, duplicate: null, error: ledger.error };
};

/** Whether the rubber is over: two games won (never, in duplicate), or stopped by the players. */
export const isOver = (score: RubberScore): boolean => score.ledger !== null && (score.ledger.finished || score.ledger.stopped);

/**
 * Checks a deal against the rubber before it is kept: the engine must score the rubber with it.
 * Returns the engine's message (with the deal's number) or `null`.
 */
export const dealProblem = (rubber: ScorerRubber, index: number, deal: ScorerDeal): string | null => {
  const deals = [...rubber.deals];
  deals.splice(index, index < deals.length ? 1 : 0, deal);
  const trial = scoreOf({ ...rubber, deals, stopped: false });
  return trial.error === null ? null : trial.error.message;
};

const touched = (rubber: ScorerRubber, now: string, change: Partial<ScorerRubber>): ScorerRubber => ({
  ...rubber,
  ...change,
  updated: now,
});

/** The rubber with a deal added at the end. */
export const addDeal = (rubber: ScorerRubber, deal: ScorerDeal, now = rubber.updated): ScorerRubber =>
  touched(rubber, now, { deals: [...rubber.deals, deal], stopped: false });

/** The rubber with deal `index` replaced; everything after it is scored again by the engine. */
export const replaceDeal = (rubber: ScorerRubber, index: number, deal: ScorerDeal, now = rubber.updated): ScorerRubber =>
  touched(rubber, now, { deals: rubber.deals.map((d, i) => (i === index ? deal : d)) });

/**
 * The rubber with deal `index` removed. Deals that came after a rubber's end are dropped
 * with it only if the engine then refuses them; they stay otherwise.
 */
export const removeDeal = (rubber: ScorerRubber, index: number, now = rubber.updated): ScorerRubber =>
  touched(rubber, now, { deals: rubber.deals.filter((_, i) => i !== index) });

/**
 * Deals that a change left after the end of the rubber (an edit that wins the rubber sooner):
 * the first deal the engine refuses, or `null`.
 */
export const firstDealAfterEnd = (rubber: ScorerRubber): number | null => {
  const s = scoreOf({ ...rubber, stopped: false });
  return s.error?.code === 'RUBBER_DEAL_AFTER_END' && s.error.step !== undefined ? s.error.step : null;
};

/** The rubber with the code, options or names changed (the deals are kept and rescored). */
export const withSettings = (
  rubber: ScorerRubber,
  change: Partial<Pick<ScorerRubber, 'rules' | 'options' | 'names'>>,
  now = rubber.updated,
): ScorerRubber => touched(rubber, now, change);

/**
 * The rubber with the three players renamed (same order round the table): the deals they
 * declared follow their new names. Names must be three, different and not blank; otherwise the
 * rubber is returned as it was.
 */
export const renamePlayers = (rubber: ScorerRubber, players: readonly [string, string, string], now = rubber.updated): ScorerRubber => {
  const clean = players.map((p) => p.trim()) as [string, string, string];
  if (clean.some((p) => p === '') || new Set(clean).size !== 3) return rubber;
  const old = rubber.names.players;
  const deals = rubber.deals.map((d) => (old.includes(d.by) ? { ...d, by: clean[old.indexOf(d.by)]! } : d));
  return touched(rubber, now, { names: { ...rubber.names, players: clean }, deals });
};

/** The rubber marked as stopped (settled as unfinished) or resumed. */
export const withStopped = (rubber: ScorerRubber, stopped: boolean, now = rubber.updated): ScorerRubber =>
  touched(rubber, now, { stopped });

/** The side on the other side of the table. */
export const defendersOf = (by: Side): Side => (by === 'NS' ? 'EW' : 'NS');
