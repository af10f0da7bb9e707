/**
 * The double-dummy solver's questions, over plain data: how many tricks from a position, what
 * each legal card is worth, the 20-cell table of a deal.
 *
 * One {@link Solver} owns a {@link Search} (its stacks and its transposition table). Make one
 * per thread and keep it: consecutive questions about one hand share the table.
 *
 * @packageDocumentation
 */

import { ok, type Result } from '../result.ts';
import { trickWinner, type PlayedCard } from '../play.ts';
import { rotate, sideOf } from '../seat.ts';
import { SEATS, type BySeat, type Card, type Seat, type Side, type Suit } from '../types.ts';
import { bitsCard, seatIndex } from './bits.ts';
import { strainGuess } from './guess.ts';
import { checkPosition, toPlay, type Encoded, type Position, type PositionError } from './position.ts';
import { Search, type SearchOptions } from './search.ts';

/** The strains of a double-dummy table, in DDS's order. */
export const TABLE_STRAINS = ['S', 'H', 'D', 'C', 'NT'] as const;
/** A strain of the table: a trump suit, or no-trump. */
export type TableStrain = (typeof TABLE_STRAINS)[number];

/** Tricks each seat takes as declarer in each strain: `table[declarer][strain]`. */
export type DDTable = BySeat<{ [S in TableStrain]: number }>;

/** A legal card and the tricks the player's side takes after it; `equals` play the same. */
export interface CardValue {
  readonly card: Card;
  /** The other cards of the same run (no outstanding card between them), worth the same. */
  readonly equals: readonly Card[];
  /** Tricks the side of the player to play takes from here (this trick included) after the card. */
  readonly tricks: number;
}

/** Which way the declaring side plays: for tricks, or (nullos) to lose them. */
export type Objective = 'most' | 'fewest';

/** The trump index of a table strain. */
const trumpOfStrain = (strain: TableStrain): Suit | null => (strain === 'NT' ? null : strain);

/**
 * A double-dummy solver. `ttLog2` sets its table: 2^ttLog2 entries of 32 bytes (20, the
 * default, is 32 MB; the CLI uses 21).
 */
export class Solver {
  private readonly search: Search;

  constructor(options: SearchOptions = {}) {
    this.search = new Search(options);
  }

  /** Search nodes visited so far (cards tried), for the bench. */
  get nodes(): number {
    return this.search.nodes;
  }

  /** Trick boundaries searched, and how many the sure-trick count and the table cut: for the bench. */
  get stats(): { readonly boundaries: number; readonly quickCuts: number; readonly laterCuts: number; readonly ttHits: number } {
    const { boundaries, quickCuts, laterCuts, ttHits } = this.search;
    return { boundaries, quickCuts, laterCuts, ttHits };
  }

  private load(p: Encoded, objective: Objective, side: Side): void {
    this.search.setPosition(p.hands, p.trump, p.leader, p.trick);
    // Nullos: the side that declared wants fewest tricks, so the other side plays for it to take
    // many: the side reaching for North–South's target is East–West when North–South declared.
    this.search.orNS = objective === 'most' ? 1 : side === 'NS' ? 0 : 1;
  }

  /** North–South's tricks from an encoded position. */
  private tricksNS(p: Encoded, guess: number): number {
    return this.search.tricksNS(p.leader, guess);
  }

  /**
   * Tricks the side to play takes from here, the trick on the table included, with perfect play
   * on both sides. With `objective: 'fewest'` the side to play tries to lose tricks and the other
   * side to give them (nullos); the count is still the side to play's. `guess`, when known (the
   * value of the position before the last card, say), is where the search starts.
   */
  solve(position: Position, objective: Objective = 'most', guess = -1): Result<number, PositionError> {
    const checked = checkPosition(position);
    if (!checked.ok) return checked;
    const p = checked.value;
    const side = sideOf(toPlay(position));
    this.load(p, objective, side);
    // A good guess (a trace's last total) saves most of the zero-window searches.
    const ns = this.tricksNS(p, guess < 0 ? -1 : side === 'NS' ? guess : p.tricksLeft - guess);
    return ok(side === 'NS' ? ns : p.tricksLeft - ns);
  }

  /**
   * Every legal card of the player to play with the tricks that player's side takes after it,
   * best first; cards of one run are reported once, with the others in `equals`.
   */
  cardValues(position: Position, objective: Objective = 'most'): Result<CardValue[], PositionError> {
    const checked = checkPosition(position);
    if (!checked.ok) return checked;
    const p = checked.value;
    const seat = toPlay(position);
    const side = sideOf(seat);
    const s = seatIndex(seat);
    const hands = p.hands;
    const led = p.trick.length > 0 ? p.trick[0]! >> 4 : -1;
    const follow = led >= 0 && hands[s * 4 + led] !== 0;
    const out = new Int32Array(4);
    for (let suit = 0; suit < 4; suit++) out[suit] = hands[suit]! | hands[4 + suit]! | hands[8 + suit]! | hands[12 + suit]!;
    for (const c of p.trick) out[c >> 4]! |= 1 << (c & 15);
    const values: CardValue[] = [];
    let guess = -1;
    for (let suit = 0; suit < 4; suit++) {
      if (follow && suit !== led) continue;
      for (const run of runsOf(hands[s * 4 + suit]!, out[suit]!)) {
        const card = bitsCard(suit, run[0]!);
        const after: Position = {
          ...position,
          hands: { ...position.hands, [seat]: position.hands[seat].filter((c) => c !== card) },
          trick: [...position.trick, card],
        };
        const next = afterCard(after);
        const enc = checkPosition(next);
        if (!enc.ok) return enc;
        this.load(enc.value, objective, side);
        const won = next.trick.length === 0 ? wonBy(position, card) : 0;
        const ns = this.tricksNS(enc.value, guess);
        guess = ns;
        const rest = side === 'NS' ? ns : enc.value.tricksLeft - ns;
        values.push({ card, equals: run.slice(1).map((r) => bitsCard(suit, r)), tricks: rest + (won === side ? 1 : 0) });
      }
    }
    values.sort((a, b) => b.tricks - a.tricks);
    return ok(values);
  }

  /**
   * One strain of the table: for each declarer, the tricks declarer's side takes when the
   * declarer's left-hand opponent leads. The four leaders share the table and each result is
   * the next one's first guess (research/dd-solver.md §3.6); the first starts from
   * {@link strainGuess}.
   */
  solveStrain(deal: BySeat<readonly Card[]>, strain: TableStrain, objective: Objective = 'most'): Result<BySeat<number>, PositionError> {
    const row = {} as Record<Seat, number>;
    let guess = strainGuess(deal, strain);
    for (const declarer of SEATS) {
      const leader = SEATS[(seatIndex(declarer) + 1) & 3]!;
      const checked = checkPosition({ hands: deal, trump: trumpOfStrain(strain), leader, trick: [] });
      if (!checked.ok) return checked;
      const side = sideOf(declarer);
      const left = checked.value.tricksLeft;
      this.load(checked.value, objective, side);
      // North–South's tricks hardly change with the leader: the last result is the next guess.
      const ns = this.tricksNS(checked.value, guess);
      const tricks = side === 'NS' ? ns : left - ns;
      guess = ns;
      row[declarer] = tricks;
    }
    return ok(row);
  }

  /** The 20-cell table: {@link solveStrain} for each strain, `table[declarer][strain]`. */
  solveTable(deal: BySeat<readonly Card[]>, objective: Objective = 'most'): Result<DDTable, PositionError> {
    const table = { N: {}, E: {}, S: {}, W: {} } as Record<Seat, Record<TableStrain, number>>;
    // A new deal: the last deal's entries are sound but almost never match, and they lengthen the
    // chains every probe walks. Emptying the table costs a few hundred microseconds.
    this.search.clearTable();
    for (const strain of TABLE_STRAINS) {
      const row = this.solveStrain(deal, strain, objective);
      if (!row.ok) return row;
      for (const seat of SEATS) table[seat][strain] = row.value[seat];
    }
    return ok(table as DDTable);
  }
}

/**
 * The runs of equivalent cards of a holding, top card first: cards of `hand` with no
 * outstanding card of another hand between them.
 */
export const runsOf = (hand: number, out: number): number[][] => {
  const runs: number[][] = [];
  let current: number[] | null = null;
  for (let r = 12; r >= 0; r--) {
    const bit = 1 << r;
    if ((out & bit) === 0) continue;
    if ((hand & bit) !== 0) {
      if (current === null) {
        current = [];
        runs.push(current);
      }
      current.push(r);
    } else current = null;
  }
  return runs;
};

/** After the fourth card, the trick leaves the table and its winner leads. */
const afterCard = (p: Position): Position => {
  if (p.trick.length < 4) return p;
  return { ...p, leader: trickWinnerOf(p), trick: [] };
};

/** Who wins a complete trick of a position: the engine's own rule (play.ts). */
const trickWinnerOf = (p: Position): Seat => {
  const cards = p.trick.map((card, i) => ({ seat: rotate(p.leader, i), card }));
  return trickWinner(cards as [PlayedCard, ...PlayedCard[]], p.trump);
};

/** The side that wins the trick `card` completes in `position` (which holds its first three cards). */
const wonBy = (position: Position, card: Card): Side => sideOf(trickWinnerOf({ ...position, trick: [...position.trick, card] }));
