/**
 * Par: the result of a deal when both sides bid perfectly, knowing the double-dummy table, and
 * score by the rule set's own scorer.
 *
 * ## Definition (for every rule set, Contract and Auction alike)
 *
 * Par is the value of a two-sided bidding game over the rule set's bid ladder
 * (`bidLadder`, so its strains and its ranking: value calling or majority calling):
 *
 * 1. The dealer's side bids first: it may pass or name any contract. Then the sides alternate:
 *    the side not holding the highest contract may pass, ending the game, or name a higher
 *    one. If both sides pass at the start, the deal is passed out and scores 0.
 * 2. A final contract is played by whichever partner of the declaring side gives that side the
 *    better score, for the table's double-dummy tricks.
 * 3. It is doubled exactly when that pays the defenders: a contract that fails is doubled when
 *    the doubled score is better for them (it always is under the codes read so far); a
 *    contract that makes is never doubled (a double would only pay the declarer) and so
 *    never redoubled.
 * 4. The score is the rule set's own `scoreDeal` of that contract: trick points, overtricks,
 *    undertricks, slams, honours **as held in the final strain** (read from the deal, for
 *    whichever side holds them), and, for auction codes, the 125 premium for a game in one deal
 *    of the duplicate option (Laws of Duplicate Auction, law A; auction-laws.md §8.3), which par
 *    always applies, since par is a per-deal score. Contract duplicate uses the board's
 *    vulnerability (Laws of Duplicate Bridge 2017, Law 77); Auction has none.
 * 5. The value is North–South's total minus East–West's, both lines added.
 *
 * North–South maximise it, East–West minimise it; the game is solved exactly by memoised
 * search (at most 49 contracts × 2 holders). With the dealer's side first, a tie in what both
 * sides can make goes to the dealer's side, as DDS's DealerPar does.
 *
 * Assumptions, stated because this par is new for Auction Bridge: both sides know the table;
 * nobody bids a contract to push the opponents into a worse one by bidding only (the game has
 * no "sacrifice bids" that are meant to be passed out other than as final contracts); nullos
 * are left out of par (their trick count is a different game: `Solver` with objective
 * `fewest`); royal spades play as spades.
 *
 * @packageDocumentation
 */

import { bidLadder } from '../auction.ts';
import { withOptions } from '../rules/index.ts';
import type { RuleSet } from '../rules/types.ts';
import { scoreDeal } from '../score/index.ts';
import { seatsOf } from '../seat.ts';
import type { Bid, BySeat, Card, Contract, Doubling, Seat, Side, Vulnerability } from '../types.ts';
import type { DDTable, TableStrain } from './solver.ts';

/** A par result: North–South's score and the contracts that reach it. */
export interface Par {
  /** North–South's score minus East–West's; 0 when par is to pass the deal out. */
  readonly score: number;
  /**
   * The final contracts of par, as data: one per declarer who reaches the score (both partners
   * when they score the same); empty when passed out. {@link parText} writes one as `5DX by N`.
   */
  readonly contracts: readonly Contract[];
}

/**
 * A par contract as text, `4S by E`, `5DX by N`, `3NTXX by W`: the bid as PBN writes it, the
 * doubling, and the declarer's seat. For the places that want text (the checker's output,
 * `npm run hand -- analyse`); pages spell the contract from its parts.
 */
export const parText = (contract: Contract): string =>
  `${contract.level}${contract.strain}${'X'.repeat(contract.doubled)} by ${contract.declarer}`;

/** What par needs besides the table. */
export interface ParInput {
  readonly rules: RuleSet;
  readonly deal: BySeat<readonly Card[]>;
  readonly table: DDTable;
  readonly dealer: Seat;
  /** The board's vulnerability (Contract duplicate only; auction codes have none). */
  readonly vulnerability?: Vulnerability;
}

/** The table strain a bid's strain is played in: royal spades play as spades (auction-laws.md §7). */
export const tableStrainOf = (strain: Bid['strain']): TableStrain | null =>
  strain === 'R' ? 'S' : strain === 'NL' ? null : (strain as TableStrain);

/** The rule set par is scored under: auction codes with their duplicate option. */
const parRules = (rules: RuleSet): RuleSet =>
  rules.scoring.kind === 'auction' && !rules.options.duplicate ? withOptions(rules, { ...rules.options, duplicate: true }) : rules;

/** A final contract's value for North–South, and its contracts (one per declarer who reaches it). */
interface Final {
  readonly score: number;
  readonly contracts: readonly Contract[];
}

/** North–South's net score of one contract by one declarer, doubled or not. */
const netScore = (input: ParInput, rules: RuleSet, bid: Bid, declarer: Seat, doubled: Doubling, tricks: number): number | null => {
  const contract: Contract = { level: bid.level, strain: bid.strain, doubled, declarer };
  const scored = scoreDeal(rules, {
    contract,
    tricks,
    deal: input.deal,
    ...(input.vulnerability ? { vulnerability: input.vulnerability } : {}),
  });
  if (!scored.ok) return null;
  const t = scored.value.totals;
  const ns = (t.NS?.above ?? 0) + (t.NS?.below ?? 0);
  const ew = (t.EW?.above ?? 0) + (t.EW?.below ?? 0);
  return ns - ew;
};

/** The best final contract of `bid` for `side`: its better declarer, doubled when that pays the defenders. */
const finalFor = (input: ParInput, rules: RuleSet, bid: Bid, side: Side): Final | null => {
  const strain = tableStrainOf(bid.strain);
  if (strain === null) return null;
  const sign = side === 'NS' ? 1 : -1;
  let best: Final | null = null;
  for (const declarer of seatsOf(side)) {
    const tricks = input.table[declarer][strain];
    const plain = netScore(input, rules, bid, declarer, 0, tricks);
    if (plain === null) continue;
    let score = plain;
    let doubling: Doubling = 0;
    if (tricks < bid.level + 6) {
      const doubled = netScore(input, rules, bid, declarer, 1, tricks);
      if (doubled !== null && doubled * sign < plain * sign) {
        score = doubled;
        doubling = 1;
      }
    }
    const contract: Contract = { level: bid.level, strain: bid.strain, doubled: doubling, declarer };
    if (best === null || score * sign > best.score * sign) best = { score, contracts: [contract] };
    else if (score === best.score) best = { score, contracts: [...best.contracts, contract] };
  }
  return best;
};

/**
 * Par of a deal under a rule set (see the module's definition). Contract rubber is scored as
 * Contract duplicate would not be: it is given as the rule set names it, with its own scorer.
 */
export const par = (input: ParInput): Par => {
  const rules = parRules(input.rules);
  const ladder = bidLadder(rules).filter((b) => tableStrainOf(b.strain) !== null);
  const finals: { NS: (Final | null)[]; EW: (Final | null)[] } = {
    NS: ladder.map((b) => finalFor(input, rules, b, 'NS')),
    EW: ladder.map((b) => finalFor(input, rules, b, 'EW')),
  };
  const n = ladder.length;
  // value[holder][i]: North–South's score when `holder` has bid ladder[i] and the other side is to move.
  const value: { NS: number[]; EW: number[] } = { NS: new Array<number>(n), EW: new Array<number>(n) };
  // best[side][i]: the best North–South score `side` can reach by bidding above i (n: none).
  const bestAbove: { NS: number[]; EW: number[] } = { NS: new Array<number>(n + 1), EW: new Array<number>(n + 1) };
  const better = (side: Side, a: number, b: number): number => (side === 'NS' ? Math.max(a, b) : Math.min(a, b));
  const worst = (side: Side): number => (side === 'NS' ? -Infinity : Infinity);
  bestAbove.NS[n] = worst('NS');
  bestAbove.EW[n] = worst('EW');
  for (let i = n - 1; i >= 0; i--) {
    for (const holder of ['NS', 'EW'] as const) {
      const mover: Side = holder === 'NS' ? 'EW' : 'NS';
      const passed = finals[holder][i]?.score ?? worst(holder);
      value[holder][i] = better(mover, passed, bestAbove[mover][i + 1]!);
    }
    for (const side of ['NS', 'EW'] as const) {
      bestAbove[side][i] = better(side, bestAbove[side][i + 1]!, value[side][i]!);
    }
  }
  const first: Side = input.dealer === 'N' || input.dealer === 'S' ? 'NS' : 'EW';
  const second: Side = first === 'NS' ? 'EW' : 'NS';
  // The second side answers the first side's pass: pass it out (0) or open.
  const afterPass = better(second, 0, bestAbove[second][0]!);
  const score = better(first, afterPass, bestAbove[first][0]!);
  // The par contracts: follow an optimal auction, each side making its lowest optimal bid, to
  // the contract that ends it (both partners when they score the same).
  const contracts: Contract[] = [];
  const lowest = (side: Side, from: number, target: number): number => {
    for (let j = from; j < n; j++) if (value[side][j] === target) return j;
    return -1;
  };
  let holder: Side | null = null;
  let at = -1;
  if (bestAbove[first][0] === score) {
    holder = first;
    at = lowest(first, 0, score);
  } else if (score !== 0 || bestAbove[second][0] === score) {
    holder = second;
    at = lowest(second, 0, score);
  }
  while (holder !== null && at >= 0) {
    const mover: Side = holder === 'NS' ? 'EW' : 'NS';
    // When overbidding gives the same score as passing, the overbid is the line shown (as DDS
    // shows the sacrifice over the contract it saves, not a double of a lower one).
    const over = lowest(mover, at + 1, score);
    if (over < 0) {
      contracts.push(...(finals[holder][at]?.contracts ?? []));
      break;
    }
    at = over;
    holder = mover;
  }
  return { score, contracts };
};
