/**
 * The double-dummy analysis of a hand, computed at build time: the 20-cell table, par under
 * every code a reader can choose and under Contract (duplicate, where par belongs), and, for a
 * hand with play, declarer's double-dummy total before the lead and after every card with the
 * cards that cost a trick. The ONE place the site calls the solver at build time; pages render
 * the result as static HTML, so no solver code reaches a reader who does not ask.
 *
 * Results are cached on disk (`node_modules/.cache/auction-bridge-dd/`), keyed by a hash of the
 * deal, the contract, the cards played and the solver's version (a hash of the engine's `dd/`,
 * `score/` and `rules/` sources), so a rebuild with the same hands and solver solves nothing.
 *
 * The solver's speed decides what a build can afford: `AB_ANALYSIS` chooses which hands are
 * analysed — `all`: every hand; unset, `0` or `off`: none; else a comma-separated list of hand
 * names (`drawing-trumps,l06-ruffing`). A hand not analysed simply shows no analysis. Off by
 * default while a full table takes minutes (2026-12-02: 7.4 min for drawing-trumps on a loaded
 * 2-core machine); {@link ANALYSIS_DEFAULT} turns it on for every build once the solver is fast.
 *
 * ```ts
 * const analysis = analyseHand(loaded.name, loaded.checked, loaded.timeline);
 * analysis?.table.S.H;       // tricks South takes as declarer in hearts
 * analysis?.steps[k];        // declarer's total with best play from step k
 * ```
 *
 * @packageDocumentation
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { par, Solver, tracePlay, type DDTable } from '../../engine/dd/index.ts';
import type { CheckedHand, Timeline } from '../../engine/record.ts';
import { AUCTION_RULE_SET_IDS, RULE_SETS, type RuleSetId } from '../../engine/rules/index.ts';
import type { Card, FullDeal, Seat } from '../../engine/types.ts';
import { storedTraces, traceKey } from './traces.ts';

/** The format of the cached and rendered analysis; bump it when its shape changes. */
export const ANALYSIS_VERSION = 1;

/** Par under one code: North–South's score and the contracts that reach it. */
export interface ParLine {
  readonly rules: RuleSetId;
  readonly score: number;
  readonly contracts: readonly string[];
}

/** A card that cost its side tricks, at its step of the timeline. */
export interface StepLoss {
  readonly step: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly cost: number;
}

/** A hand's analysis, plain JSON. */
export interface HandAnalysis {
  readonly version: number;
  /** The 20-cell table; `null` when only the stored trace is shown (see {@link analyseHand}). */
  readonly table: DDTable | null;
  /** Par under each code; empty without the table. */
  readonly par: readonly ParLine[];
  /**
   * For a hand with a contract and play: declarer's side's double-dummy total at every step of
   * the timeline (tricks won plus those taken from there with best play); `null` during the
   * auction. Empty without play.
   */
  readonly steps: readonly (number | null)[];
  readonly losses: readonly StepLoss[];
}

/** The codes par is given under: every pickable auction code, then Contract duplicate. */
export const PAR_CODES: readonly RuleSetId[] = [...AUCTION_RULE_SET_IDS, 'contract-duplicate'];

/** What a build analyses when `AB_ANALYSIS` is not set. */
export const ANALYSIS_DEFAULT: string = 'off';

/** Which hands a build analyses, from `AB_ANALYSIS` (see the module's notes). */
export const analysisWanted = (name: string, setting: string | undefined = process.env['AB_ANALYSIS']): boolean => {
  const v = (setting ?? ANALYSIS_DEFAULT).trim();
  if (v === 'all') return true;
  if (v === '' || v === '0' || v === 'off') return false;
  return v.split(',').map((s) => s.trim().replace(/\.pbn$/, '')).includes(name.replace(/\.pbn$/, ''));
};

const CACHE_DIR = path.join('node_modules', '.cache', 'auction-bridge-dd');
const ENGINE_PARTS = ['src/engine/dd', 'src/engine/score', 'src/engine/rules'];

let solverVersion: string | null = null;
/** A hash of the sources the analysis depends on: a new solver or scorer recomputes every hand. */
const versionOfSolver = (): string => {
  if (solverVersion !== null) return solverVersion;
  const hash = createHash('sha256');
  for (const dir of ENGINE_PARTS) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.includes('.test.')).sort()) {
      hash.update(f).update(readFileSync(path.join(dir, f)));
    }
  }
  solverVersion = hash.digest('hex').slice(0, 16);
  return solverVersion;
};

/** The cards played, in order, from the timeline's card events. */
const cardsOf = (timeline: Timeline): Card[] => timeline.steps.flatMap((s) => (s.event.type === 'card' ? [s.event.card] : []));

/** The deal as dealt, when all four hands are known. */
const fullDeal = (hand: CheckedHand): FullDeal | null => {
  const d = hand.record.deal;
  return d.N && d.E && d.S && d.W && !hand.partialDeal ? (d as FullDeal) : null;
};

/** Computes the analysis, without the cache. `null` for a deal that is not whole. */
export const computeAnalysis = (hand: CheckedHand, timeline: Timeline, solver: Solver = new Solver()): HandAnalysis | null => {
  const deal = fullDeal(hand);
  if (deal === null) return null;
  const table = solver.solveTable(deal);
  if (!table.ok) return null;
  const parLines = PAR_CODES.map((id) => {
    const p = par({ rules: RULE_SETS[id], deal, table: table.value, dealer: hand.record.dealer, vulnerability: hand.record.vulnerability ?? 'None' });
    return { rules: id, score: p.score, contracts: p.contracts };
  });
  const cards = cardsOf(timeline);
  const trace = hand.contract && cards.length > 0 ? tracePlay(solver, deal, hand.contract, cards) : null;
  const onSteps = trace?.ok ? traceOnSteps(timeline, trace.value.totals, trace.value.losses) : { steps: [], losses: [] };
  return { version: ANALYSIS_VERSION, table: table.value, par: parLines, ...onSteps };
};

/**
 * A trace (declarer's totals after k cards, and the losing cards by their index in the play)
 * laid on the timeline's steps: a total at every step of the play, `null` during the auction.
 */
export const traceOnSteps = (
  timeline: Timeline,
  totals: readonly number[],
  losses: readonly { readonly index: number; readonly seat: Seat; readonly card: Card; readonly cost: number }[],
): Pick<HandAnalysis, 'steps' | 'losses'> => {
  let played = 0;
  const cardStep: number[] = [];
  const steps = timeline.steps.map((s) => {
    if (s.event.type === 'card') {
      played++;
      cardStep.push(s.step);
    }
    return s.phase === 'auction' ? null : (totals[played] ?? null);
  });
  return { steps, losses: losses.map((l) => ({ step: cardStep[l.index] ?? 0, seat: l.seat, card: l.card, cost: l.cost })) };
};

/** The hand's stored trace (traces.ts) on its steps, without a table: `null` when none is stored. */
export const storedAnalysis = (hand: CheckedHand, timeline: Timeline): HandAnalysis | null => {
  const deal = fullDeal(hand);
  const cards = cardsOf(timeline);
  if (deal === null || hand.contract === null || cards.length === 0) return null;
  const stored = storedTraces().traces[traceKey(deal, hand.contract, cards)];
  if (stored === undefined) return null;
  return { version: ANALYSIS_VERSION, table: null, par: [], ...traceOnSteps(timeline, stored.totals, stored.losses) };
};

/** The cache key of a hand: deal, contract, cards, dealer, the solver's version and the format's. */
export const analysisKey = (hand: CheckedHand, timeline: Timeline): string =>
  createHash('sha256')
    .update(
      JSON.stringify({
        v: ANALYSIS_VERSION,
        solver: versionOfSolver(),
        deal: hand.record.deal,
        dealer: hand.record.dealer,
        vulnerability: hand.record.vulnerability ?? null,
        contract: hand.contract,
        cards: cardsOf(timeline),
        steps: timeline.steps.map((s) => s.phase),
      }),
    )
    .digest('hex');

/**
 * A hand's analysis for a page: from the cache when this hand, play and solver were analysed
 * before, else computed and cached. When the build does not analyse this hand (`AB_ANALYSIS`),
 * the stored trace alone ({@link storedAnalysis}: no table, no par), or `null` without one.
 */
export const analyseHand = (name: string, hand: CheckedHand, timeline: Timeline): HandAnalysis | null => {
  if (!analysisWanted(name)) return storedAnalysis(hand, timeline);
  const key = analysisKey(hand, timeline);
  const file = path.join(CACHE_DIR, `${key}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as HandAnalysis;
    if (cached.version === ANALYSIS_VERSION) return cached;
  } catch {
    // Not cached yet (or unreadable): compute it.
  }
  const analysis = computeAnalysis(hand, timeline);
  if (analysis !== null) {
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(analysis));
    } catch {
      // A read-only cache only costs the next build the time to solve again.
    }
  }
  return analysis;
};
