/**
 * Readers for DDS's test files (list format and GIB format), for the solver's tests and the
 * bench. The formats are described in research/dd-solver.md §2; the files live in
 * `../shared/corpus/dd/` and are read from there, never copied.
 *
 * @packageDocumentation
 */

import { RANKS, SEATS, SUITS, type BySeat, type Card, type Seat } from '../types.ts';
import type { TableStrain } from './solver.ts';

/** A deal of the list format with its oracles. */
export interface ListRecord {
  readonly index: number;
  readonly dealer: Seat;
  /** DDS vulnerability code: 0 none, 1 both, 2 NS, 3 EW. */
  readonly vul: number;
  /** The strain FUT, PLAY and TRACE refer to. */
  readonly trump: TableStrain;
  /** The opening leader for FUT, PLAY and TRACE. */
  readonly first: Seat;
  readonly deal: BySeat<Card[]>;
  /** `table[strain][declarer]`. */
  readonly table: Record<TableStrain, BySeat<number>>;
  /** Opening leads: card, the equal lower cards, and the leader's side's tricks. */
  readonly fut: readonly { readonly card: Card; readonly equals: readonly Card[]; readonly score: number }[];
  /** DealerPar: the score from North–South's side and the contracts. */
  readonly par2: { readonly score: number; readonly contracts: readonly string[] };
  readonly play: readonly Card[];
  readonly trace: readonly number[];
}

const STRAIN_CODES: readonly TableStrain[] = ['S', 'H', 'D', 'C', 'NT'];

/** Reads a PBN deal string (`N:AKQ.… …`) into four hands. */
export const parseDealString = (text: string): BySeat<Card[]> => {
  const first = SEATS.indexOf(text[0] as Seat);
  const hands = text.slice(2).trim().split(/\s+/);
  const deal = { N: [], E: [], S: [], W: [] } as BySeat<Card[]>;
  hands.forEach((hand, i) => {
    const seat = SEATS[(first + i) % 4]!;
    hand.split('.').forEach((ranks, s) => {
      for (const r of ranks) deal[seat].push(`${SUITS[s]!}${r}` as Card);
    });
  });
  return deal;
};

/** Splits a line into tokens, keeping double-quoted tokens whole (without the quotes). */
const tokens = (line: string): string[] => [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);

/** Reads a list-format file (list100.txt and its siblings). */
export const parseListFile = (text: string): ListRecord[] => {
  const lines = text.split('\n').map((l) => l.trim());
  const count = Number(tokens(lines[0]!)[1]);
  const out: ListRecord[] = [];
  for (let i = 0; i < count; i++) {
    const at = 1 + i * 7;
    const pbn = tokens(lines[at]!);
    const fut = tokens(lines[at + 1]!)
      .slice(1)
      .map(Number);
    const table = tokens(lines[at + 2]!)
      .slice(1)
      .map(Number);
    const par2 = tokens(lines[at + 4]!).slice(1);
    const play = tokens(lines[at + 5]!)[2] ?? '';
    const trace = tokens(lines[at + 6]!)
      .slice(2)
      .map(Number);
    const k = fut[0]!;
    const futs = [];
    for (let j = 0; j < k; j++) {
      const suit = SUITS[fut[1 + j]!]!;
      const rank = RANKS[fut[1 + k + j]! - 2]!;
      const eq = fut[1 + 2 * k + j]!;
      const equals: Card[] = [];
      for (let r = 2; r <= 14; r++) if (eq & (1 << r)) equals.push(`${suit}${RANKS[r - 2]!}` as Card);
      futs.push({ card: `${suit}${rank}` as Card, equals, score: fut[1 + 3 * k + j]! });
    }
    const tab = {} as Record<TableStrain, BySeat<number>>;
    STRAIN_CODES.forEach((strain, s) => {
      tab[strain] = { N: table[s * 4]!, E: table[s * 4 + 1]!, S: table[s * 4 + 2]!, W: table[s * 4 + 3]! };
    });
    const cards: Card[] = [];
    for (let j = 0; j + 1 < play.length; j += 2) cards.push(`${play[j]!}${play[j + 1]!}` as Card);
    out.push({
      index: i,
      dealer: SEATS[Number(pbn[1])]!,
      vul: Number(pbn[2]),
      trump: STRAIN_CODES[Number(pbn[3])]!,
      first: SEATS[Number(pbn[4])]!,
      deal: parseDealString(pbn[5]!),
      table: tab,
      fut: futs,
      par2: { score: Number(par2[0]), contracts: par2.slice(1) },
      play: cards,
      trace,
    });
  }
  return out;
};

/** A deal of the GIB format (sol10.txt) with its table. */
export interface GibRecord {
  readonly deal: BySeat<Card[]>;
  readonly table: Record<TableStrain, BySeat<number>>;
}

/**
 * Reads a GIB-format file: 67 characters of deal (hands W N E S), a colon, then 20 hex digits
 * in groups of four for NT, S, H, D, C, each group for declarers E, N, W, S, and every digit
 * North–South's tricks (research/dd-solver.md §2.2).
 */
export const parseGibFile = (text: string): GibRecord[] =>
  text
    .split('\n')
    .filter((l) => l.length >= 88)
    .map((line) => {
      const deal = parseDealString(`W:${line.slice(0, 67)}`);
      const digits = line.slice(68, 88);
      const order: readonly TableStrain[] = ['NT', 'S', 'H', 'D', 'C'];
      const seats: readonly Seat[] = ['E', 'N', 'W', 'S'];
      const table = {} as Record<TableStrain, BySeat<number>>;
      order.forEach((strain, g) => {
        const row = {} as BySeat<number>;
        seats.forEach((seat, h) => {
          const ns = parseInt(digits[g * 4 + h]!, 16);
          row[seat] = seat === 'N' || seat === 'S' ? ns : 13 - ns;
        });
        table[strain] = row;
      });
      return { deal, table };
    });
