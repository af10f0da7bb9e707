/**
 * The double-dummy analysis of a hand for its page: the 20-cell table, par under every code a
 * reader can choose and under Contract (duplicate, where par belongs), and, for a hand with
 * play, declarer's double-dummy total before the lead and after every card with the cards that
 * cost a trick. Pages render the result as static HTML, so no solver code reaches a reader who
 * does not ask.
 *
 * Every build shows all of it for the shipped hands without solving anything: the tables and par
 * of every whole deal and the traces of every hand with play are stored beside the hands
 * (`dd-tables.json`, `dd-traces.json`; see `traces.ts`) and checked against the solver by
 * `src/content/hands/hands.dd.test.ts` ({@link storedAnalysis}). A table and its par cost about
 * 0.6 s of CPU a deal (31 s for the 51 deals, 2026-12-06): no longer minutes, but nothing a build
 * needs to spend when the test has already solved them.
 *
 * `AB_ANALYSIS` has the build compute what is not stored (a hand being written, before
 * `UPDATE_DD=1`; the Nullo hand's play, which the test does not trace): `all`: every hand;
 * unset, `0` or `off`: none ({@link ANALYSIS_DEFAULT}); else a comma-separated list of hand
 * names (`drawing-trumps,l06-ruffing`). What it computes is cached on disk
 * (`node_modules/.cache/auction-bridge-dd/`), keyed by a hash of the deal, the contract, the
 * cards played and the solver's version (a hash of the engine's `dd/`, `score/` and `rules/`
 * sources), so a rebuild with the same hands and solver solves nothing. This module is the ONE
 * place the site calls the solver at build time.
 *
 * ```ts
 * const analysis = analyseHand(loaded.name, loaded.checked, loaded.timeline);
 * analysis?.table?.S.H;      // tricks South takes as declarer in hearts
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
import type { Card, FullDeal, Seat, Vulnerability } from '../../engine/types.ts';
import { storedTables, storedTraces, tableKey, traceKey, type ParLine } from './traces.ts';

export type { ParLine } from './traces.ts';

/** The format of the cached and rendered analysis; bump it when its shape changes. */
export const ANALYSIS_VERSION = 1;

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
  /** The 20-cell table; `null` when none is stored or computed (a deal that is not whole). */
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

/** The move list's marks (`MoveListView`'s `costs`): each costly card's step and cost; none without an analysis. */
export const costMarks = (analysis: HandAnalysis | null): { step: number; cost: number }[] =>
  analysis?.losses.map((l) => ({ step: l.step, cost: l.cost })) ?? [];

/** The codes par is given under: every pickable auction code, then Contract duplicate. */
export const PAR_CODES: readonly RuleSetId[] = [...AUCTION_RULE_SET_IDS, 'contract-duplicate'];

/** What a build computes beyond the stored analysis when `AB_ANALYSIS` is not set: nothing. */
export const ANALYSIS_DEFAULT: string = 'off';

/** Which hands a build analyses, from `AB_ANALYSIS` (see the module's notes). */
export const analysisWanted = (name: string, setting: string | undefined = process.env['AB_ANALYSIS']): boolean => {
  const v = (setting ?? ANALYSIS_DEFAULT).trim();
  if (v === 'all') return true;
  if (v === '' || v === '0' || v === 'off') return false;
  return v
    .split(',')
    .map((s) => s.trim().replace(/\.pbn$/, ''))
    .includes(name.replace(/\.pbn$/, ''));
};

const CACHE_DIR = path.join('node_modules', '.cache', 'auction-bridge-dd');
const ENGINE_PARTS = ['src/engine/dd', 'src/engine/score', 'src/engine/rules'];

let solverVersion: string | null = null;
/** A hash of the sources the analysis depends on: a new solver or scorer recomputes every hand. */
const versionOfSolver = (): string => {
  if (solverVersion !== null) return solverVersion;
  const hash = createHash('sha256');
  for (const dir of ENGINE_PARTS) {
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith('.ts') && !n.includes('.test.'))
      .sort()) {
      hash.update(f).update(readFileSync(path.join(dir, f)));
    }
  }
  solverVersion = hash.digest('hex').slice(0, 16);
  return solverVersion;
};

/** The cards played, in order, from the timeline's card events. */
const cardsOf = (timeline: Timeline): Card[] => timeline.steps.flatMap((s) => (s.event.type === 'card' ? [s.event.card] : []));

/**
 * The deal as dealt, when all four hands are known (an end position counts: its hands are
 * whole for the play that is left); `null` for a partial deal. The deals that get a table.
 */
export const fullDeal = (hand: CheckedHand): FullDeal | null => {
  const d = hand.record.deal;
  return d.N && d.E && d.S && d.W && !hand.partialDeal ? (d as FullDeal) : null;
};

/** The vulnerability par reads: the record's, `None` when it gives none. */
export const parVulnerability = (hand: CheckedHand): Vulnerability => hand.record.vulnerability ?? 'None';

/** Par under each of {@link PAR_CODES}, from the table, in that order. */
export const parLines = (deal: FullDeal, table: DDTable, dealer: Seat, vulnerability: Vulnerability): ParLine[] =>
  PAR_CODES.map((id) => {
    const p = par({ rules: RULE_SETS[id], deal, table, dealer, vulnerability });
    return { rules: id, score: p.score, contracts: p.contracts };
  });

/** The key of a hand's deal in the stored tables (`traces.ts`). */
export const handTableKey = (hand: CheckedHand, deal: FullDeal): string =>
  tableKey(deal, hand.record.dealer, parVulnerability(hand), PAR_CODES);

/** Computes the analysis, without the cache. `null` for a deal that is not whole. */
export const computeAnalysis = (hand: CheckedHand, timeline: Timeline, solver: Solver = new Solver()): HandAnalysis | null => {
  const deal = fullDeal(hand);
  if (deal === null) return null;
  const table = solver.solveTable(deal);
  if (!table.ok) return null;
  const cards = cardsOf(timeline);
  const trace = hand.contract && cards.length > 0 ? tracePlay(solver, deal, hand.contract, cards) : null;
  const onSteps = trace?.ok ? traceOnSteps(timeline, trace.value.totals, trace.value.losses) : { steps: [], losses: [] };
  return {
    version: ANALYSIS_VERSION,
    table: table.value,
    par: parLines(deal, table.value, hand.record.dealer, parVulnerability(hand)),
    ...onSteps,
  };
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

/**
 * The hand's stored analysis (`traces.ts`): its deal's table and par, and its trace on its
 * steps, each where stored; `null` when neither is.
 */
export const storedAnalysis = (hand: CheckedHand, timeline: Timeline): HandAnalysis | null => {
  const deal = fullDeal(hand);
  if (deal === null) return null;
  const table = storedTables().tables[handTableKey(hand, deal)];
  const cards = cardsOf(timeline);
  const trace = hand.contract !== null && cards.length > 0 ? storedTraces().traces[traceKey(deal, hand.contract, cards)] : undefined;
  if (table === undefined && trace === undefined) return null;
  return {
    version: ANALYSIS_VERSION,
    table: table?.table ?? null,
    par: table?.par ?? [],
    ...(trace === undefined ? { steps: [], losses: [] } : traceOnSteps(timeline, trace.totals, trace.losses)),
  };
};

/** Whether the stored analysis holds all that {@link computeAnalysis} would: the table, and the trace of any play. */
const complete = (stored: HandAnalysis | null, hand: CheckedHand, timeline: Timeline): boolean =>
  stored !== null && stored.table !== null && (stored.steps.length > 0 || hand.contract === null || cardsOf(timeline).length === 0);

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
 * A hand's analysis for a page: what is stored ({@link storedAnalysis}), which is all of it for
 * every shipped hand, so a default build solves nothing. When the build analyses this hand
 * (`AB_ANALYSIS`) and something is not stored, the whole analysis from the cache when this hand,
 * play and solver were analysed before, else computed and cached.
 */
export const analyseHand = (name: string, hand: CheckedHand, timeline: Timeline): HandAnalysis | null => {
  const stored = storedAnalysis(hand, timeline);
  if (!analysisWanted(name) || complete(stored, hand, timeline)) return stored;
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
