import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.ts';
import { RULE_SETS } from '../rules/index.ts';
import type { Contract, Doubling, Level, Strain, Vulnerability } from '../types.ts';
import {
  contractTrickPoints,
  contractUndertrickPoints,
  scoreDeal,
  vulnerabilityFromGames,
  type DealScore,
  type HonourListing,
} from './index.ts';

const rubber = RULE_SETS['contract-rubber'];
const duplicate = RULE_SETS['contract-duplicate'];
const NONE: HonourListing = { declarer: [], dummy: [], lho: [], rho: [] };
const c = (level: number, strain: Strain, doubled = 0): Contract => ({
  level: level as Level,
  strain,
  doubled: doubled as Doubling,
  declarer: 'S',
});
const dup = (contract: Contract, tricks: number, vulnerability: Vulnerability = 'None'): DealScore =>
  unwrap(scoreDeal(duplicate, { contract, tricks, vulnerability }));
const net = (s: DealScore): number => s.totals.NS!.total - s.totals.EW!.total;

describe('trick score (Law 77; contract-scoring.md §2, §5.1)', () => {
  it.each([
    ['C', 1, 20],
    ['D', 5, 100],
    ['H', 4, 120],
    ['S', 2, 60],
    ['NT', 1, 40],
    ['NT', 3, 100],
    ['NT', 7, 220],
  ] as const)('%s × %i = %i', (strain, odd, points) => {
    expect(contractTrickPoints(strain, odd)).toBe(points);
  });
  it('undoubled no-trump overtricks are 30, not 40', () => {
    expect(dup(c(1, 'NT'), 8).entries.find((e) => e.reason === 'overtricks')?.points).toBe(30);
  });
  it('rejects the auction-only strains', () => {
    const r = scoreDeal(duplicate, { contract: { ...c(1, 'R') }, tricks: 7 });
    expect(r.ok ? '' : r.error.code).toBe('SCORE_STRAIN_NOT_IN_RULES');
  });
});

describe('the game test uses the trick score after doubling, ≥ 100, without overtricks (§5.2)', () => {
  it.each([
    [c(3, 'NT'), 9, 'game-premium'],
    [c(5, 'C'), 11, 'game-premium'],
    [c(2, 'S', 1), 8, 'game-premium'],
    [c(1, 'NT', 2), 7, 'game-premium'],
    [c(4, 'C'), 10, 'part-score-premium'],
    [c(2, 'C', 1), 8, 'part-score-premium'],
    [c(1, 'C', 2), 7, 'part-score-premium'],
    [c(2, 'NT'), 9, 'part-score-premium'],
  ])('%j with %i tricks → %s', (contract, tricks, reason) => {
    expect(dup(contract, tricks).entries.map((e) => e.reason)).toContain(reason);
  });
});

describe('undertricks (Law 77): the doubled schedules 100/300/500/800 and 200/500/800/1100 (§5.5)', () => {
  it.each([
    [1, false, [100, 300, 500, 800, 1100]],
    [1, true, [200, 500, 800, 1100, 1400]],
    [2, false, [200, 600, 1000, 1600, 2200]],
    [2, true, [400, 1000, 1600, 2200, 2800]],
    [0, false, [50, 100, 150, 200, 250]],
    [0, true, [100, 200, 300, 400, 500]],
  ] as const)('doubling %i, vulnerable %s', (doubled, vul, expected) => {
    expect([1, 2, 3, 4, 5].map((n) => contractUndertrickPoints(n, doubled, vul))).toEqual(expected);
  });
  it('go to the defenders above the line', () => {
    const s = dup(c(4, 'H', 1), 6, 'NS');
    expect(s.entries).toHaveLength(1);
    expect([s.entries[0]!.side, s.entries[0]!.line, s.entries[0]!.points]).toEqual(['EW', 'above', 1100]);
  });
});

describe('premiums (Law 77; §5.3, §5.4, §5.6)', () => {
  it('doubled and redoubled overtricks are flat 100/200 and 200/400', () => {
    const over = (d: number, v: Vulnerability) => dup(c(1, 'C', d), 8, v).entries.find((e) => e.reason === 'overtricks')?.points;
    expect([over(1, 'None'), over(1, 'NS'), over(2, 'None'), over(2, 'NS')]).toEqual([100, 200, 200, 400]);
  });
  it('the insult is 50 doubled and 100 redoubled, once', () => {
    const insult = (d: number) => dup(c(2, 'H', d), 10).entries.find((e) => e.reason === 'insult')?.points;
    expect([insult(0), insult(1), insult(2)]).toEqual([undefined, 50, 100]);
  });
  it('a slam adds to the game premium and is not doubled; twelve tricks at four earn no slam', () => {
    expect(net(dup(c(6, 'NT'), 12))).toBe(990);
    expect(net(dup(c(6, 'NT', 1), 12)) - net(dup(c(6, 'NT'), 12))).toBe(190 + 50);
    expect(dup(c(4, 'S'), 12).entries.some((e) => e.reason === 'little-slam')).toBe(false);
  });
  it("vulnerability is the declarer's own, from the board", () => {
    expect([net(dup(c(4, 'S'), 10, 'EW')), net(dup(c(4, 'S'), 10, 'NS')), net(dup(c(4, 'S'), 10, 'All'))]).toEqual([420, 620, 620]);
  });
  it('a passed-out board scores 0 to each side', () => {
    expect(unwrap(scoreDeal(duplicate, { contract: null, tricks: 0 })).entries).toEqual([]);
  });
});

describe('rubber (contract-scoring.md §3)', () => {
  it('only tricks bid go below; overtricks above; no per-deal premium (§5.7)', () => {
    const s = unwrap(scoreDeal(rubber, { contract: c(1, 'S'), tricks: 11, honours: NONE }));
    expect(s.entries.map((e) => [e.reason, e.line, e.points])).toEqual([
      ['trick-points', 'below', 30],
      ['overtricks', 'above', 120],
    ]);
  });
  it('honours score for either side, made or not, not in duplicate', () => {
    const honours: HonourListing = { declarer: [], dummy: [], lho: ['A', 'K', 'Q', 'J', 'T'], rho: [] };
    const r = unwrap(scoreDeal(rubber, { contract: c(4, 'S'), tricks: 9, honours }));
    expect(r.entries.map((e) => [e.side, e.reason, e.points])).toEqual([
      ['EW', 'undertricks', 50],
      ['EW', 'honours', 150],
    ]);
    const d = unwrap(scoreDeal(duplicate, { contract: c(4, 'S'), tricks: 9, honours }));
    expect(d.entries.some((e) => e.reason === 'honours')).toBe(false);
  });
  it('slams only when bid, and the vulnerable values after a game', () => {
    const s = unwrap(scoreDeal(rubber, { contract: c(7, 'NT'), tricks: 13, honours: NONE, vulnerability: 'NS' }));
    expect(s.entries.map((e) => [e.reason, e.points])).toEqual([
      ['trick-points', 220],
      ['grand-slam', 1500],
    ]);
    expect(s.outcome.vulnerable).toBe(true);
  });
  it('vulnerability follows the games won', () => {
    expect([
      vulnerabilityFromGames({ NS: 0, EW: 0 }),
      vulnerabilityFromGames({ NS: 1, EW: 0 }),
      vulnerabilityFromGames({ NS: 0, EW: 1 }),
      vulnerabilityFromGames({ NS: 1, EW: 1 }),
    ]).toEqual(['None', 'NS', 'EW', 'All']);
  });
});
