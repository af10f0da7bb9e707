import { describe, expect, it } from 'vitest';
import { unwrap } from '../result.ts';
import { RULE_SETS, withOptions } from '../rules/index.ts';
import type { RuleSet } from '../rules/types.ts';
import type { Card, Contract, Deal, Doubling, Level, Strain } from '../types.ts';
import { scoreDeal, type DealInput, type DealScore, type HonourListing, type ScoreEntry } from './index.ts';

const NONE: HonourListing = { declarer: [], dummy: [], lho: [], rho: [] };
const c = (level: number, strain: Strain, doubled = 0, declarer: Contract['declarer'] = 'N'): Contract => ({
  level: level as Level,
  strain,
  doubled: doubled as Doubling,
  declarer,
});
const score = (rules: RuleSet, input: Partial<DealInput> & Pick<DealInput, 'contract' | 'tricks'>): DealScore =>
  unwrap(scoreDeal(rules, { honours: NONE, ...input }));
const reasons = (s: DealScore, party: string): [string, string, number][] =>
  s.entries.filter((e) => (e.side ?? e.player) === party).map((e: ScoreEntry) => [e.reason, e.line, e.points]);
const errorCode = (rules: RuleSet, input: DealInput): string => {
  const r = scoreDeal(rules, input);
  return r.ok ? 'ok' : r.error.code;
};

const wc26 = RULE_SETS['whist-club-1926'];
const wc15 = RULE_SETS['whist-club-1915'];
const royal = RULE_SETS['royal-auction-1912'];
const seed = RULE_SETS['seed-000'];
const bridge08 = RULE_SETS['bridge-count-1908'];

describe('trick points: every odd trick won counts when the contract is made (law 47; §6.2)', () => {
  it('one spade with eleven tricks is 5 × 9 = 45 below (seed 000 example, confirmed)', () => {
    expect(reasons(score(wc26, { contract: c(1, 'S'), tricks: 11 }), 'NS')).toEqual([['trick-points', 'below', 45]]);
  });
  it.each([
    ['bridge-count-1908', c(3, 'NT'), 9, 36], // 3 × 12: game from love under the bridge count
    ['bridge-count-1908', c(4, 'H'), 10, 32],
    ['bridge-count-1908', c(2, 'S'), 9, 6],
    ['royal-auction-1912', c(2, 'S'), 8, 4], // plain spades at 2 (law 4, 1912)
    ['royal-auction-1912', c(2, 'R'), 8, 18], // royal spades at 9
    ['royal-auction-1912', c(3, 'NT'), 9, 30],
    ['whist-club-1915', c(2, 'C'), 10, 24],
  ] as const)('%s: %j with %i tricks → %i below', (id, contract, tricks, below) => {
    expect(score(RULE_SETS[id], { contract, tricks }).totals.NS!.below).toBe(below);
  });
  it('a failed contract scores nothing below (law 47)', () => {
    expect(score(wc26, { contract: c(4, 'H'), tricks: 9 }).totals.NS!.below).toBe(0);
  });
  it('rejects strains the code does not have', () => {
    expect(errorCode(wc26, { contract: c(1, 'R'), tricks: 7 })).toBe('SCORE_STRAIN_NOT_IN_RULES');
    expect(errorCode(royal, { contract: c(1, 'NL'), tricks: 2 })).toBe('SCORE_STRAIN_NOT_IN_RULES');
  });
  it.each([-1, 14, 7.5, Number.NaN])('rejects %d tricks', (tricks) => {
    expect(errorCode(wc26, { contract: c(1, 'H'), tricks })).toBe('SCORE_TRICKS_RANGE');
  });
  it('a passed-out deal scores nothing', () => {
    const s = score(wc26, { contract: null, tricks: 0 });
    expect([s.entries, s.outcome.passedOut, s.totals]).toEqual([
      [],
      true,
      { NS: { above: 0, below: 0, total: 0 }, EW: { above: 0, below: 0, total: 0 } },
    ]);
  });
});

describe('doubling (laws 53–56; §6.3)', () => {
  it('two hearts doubled and made is 32 below: a game', () => {
    expect(reasons(score(wc26, { contract: c(2, 'H', 1), tricks: 8 }), 'NS')).toEqual([
      ['trick-points', 'below', 32],
      ['double-bonus', 'above', 50],
    ]);
  });
  it('four hearts redoubled with eleven tricks: 160 and 200 bonus (WORK13)', () => {
    expect(reasons(score(royal, { contract: c(4, 'H', 2), tricks: 11 }), 'NS')).toEqual([
      ['trick-points', 'below', 160],
      ['double-bonus', 'above', 200],
    ]);
  });
  it('seed 000 gives a flat bonus without the overtrick part (§10 row 2)', () => {
    expect(reasons(score(seed, { contract: c(4, 'H', 2), tricks: 11 }), 'NS')[1]).toEqual(['double-bonus', 'above', 100]);
    expect(reasons(score(seed, { contract: c(1, 'C', 1), tricks: 13 }), 'NS')[1]).toEqual(['double-bonus', 'above', 50]);
  });
  it('doubled overtricks earn 50 each, 100 redoubled (law 56)', () => {
    expect(score(wc26, { contract: c(1, 'C', 1), tricks: 10 }).totals.NS!.above).toBe(50 + 3 * 50);
    expect(score(wc26, { contract: c(1, 'C', 2), tricks: 10 }).totals.NS!.above).toBe(2 * (50 + 3 * 50));
  });
  it('undertricks are 50 / 100 / 200 each, with no increase for later ones (law 47)', () => {
    expect([0, 1, 2].map((d) => score(wc26, { contract: c(7, 'NT', d), tricks: 9 }).totals.EW!.above)).toEqual([200, 400, 800]);
  });
  it('honours and slams are not doubled (law 10)', () => {
    const l: HonourListing = { declarer: ['A', 'K', 'Q', 'J', 'T'], dummy: [], lho: [], rho: [] };
    const plain = score(royal, { contract: c(6, 'H'), tricks: 12, honours: l });
    const redoubled = score(royal, { contract: c(6, 'H', 2), tricks: 12, honours: l });
    const pick = (s: DealScore) => s.entries.filter((e) => e.reason === 'honours' || e.reason === 'little-slam').map((e) => e.points);
    expect(pick(redoubled)).toEqual(pick(plain));
    expect(pick(plain)).toEqual([80, 20]);
  });
});

describe("the dealer's original one spade (law 48, 1912)", () => {
  const oneSpade = (doubled: number, tricks: number, rules: RuleSet = royal) =>
    scoreDeal(rules, { contract: c(1, 'S', doubled), tricks, honours: NONE, dealersOriginalOneSpade: true });
  it('limits the loss to 100, doubled or not', () => {
    expect(unwrap(oneSpade(0, 4)).totals.EW!.above).toBe(100); // 3 × 50 = 150
    expect(unwrap(oneSpade(1, 2)).totals.EW!.above).toBe(100); // 5 × 100 = 500
    expect(unwrap(oneSpade(1, 6)).totals.EW!.above).toBe(100); // exactly 100 anyway
  });
  it('does not limit a redoubled contract', () => {
    expect(unwrap(oneSpade(2, 4)).totals.EW!.above).toBe(600);
  });
  it('has no limit where the code has none, with a warning', () => {
    const r = unwrap(oneSpade(1, 2, bridge08));
    expect([r.totals.EW!.above, r.warnings.map((w) => w.code)]).toEqual([500, ['SCORE_ONE_SPADE_NO_LIMIT']]);
  });
  it('applies only to a contract of one spade', () => {
    expect(errorCode(royal, { contract: c(2, 'S', 1), tricks: 2, dealersOriginalOneSpade: true })).toBe('SCORE_ONE_SPADE_FLAG');
    expect(errorCode(royal, { contract: c(1, 'R', 1), tricks: 2, dealersOriginalOneSpade: true })).toBe('SCORE_ONE_SPADE_FLAG');
  });
});

describe('slams (laws 7–8; §6.6)', () => {
  it('need not be bid', () => {
    expect(reasons(score(royal, { contract: c(1, 'H'), tricks: 13 }), 'NS')).toEqual([
      ['trick-points', 'below', 56],
      ['grand-slam', 'above', 40],
    ]);
    expect(reasons(score(wc26, { contract: c(2, 'D'), tricks: 12 }), 'NS')).toContainEqual(['little-slam', 'above', 50]);
  });
  it('are scored by the defenders too, "by either side"', () => {
    expect(reasons(score(wc26, { contract: c(1, 'NT'), tricks: 0 }), 'EW')).toEqual([
      ['undertricks', 'above', 350],
      ['grand-slam', 'above', 100],
    ]);
    expect(reasons(score(royal, { contract: c(1, 'NT'), tricks: 1 }), 'EW')).toContainEqual(['little-slam', 'above', 20]);
  });
  it('a declarer who bids seven and takes twelve still scores the little slam (HOYLE14 fn. 3)', () => {
    const s = score(wc26, { contract: c(7, 'S'), tricks: 12 });
    expect([reasons(s, 'NS'), reasons(s, 'EW')]).toEqual([[['little-slam', 'above', 50]], [['undertricks', 'above', 50]]]);
    expect(s.entries.find((e) => e.reason === 'little-slam')?.confidence).toBe('inferred');
  });
  it('follows the rule set where it says otherwise', () => {
    const strict: RuleSet = { ...wc26, scoring: { ...(wc26.scoring as any), slamEitherSide: false, littleSlamOnFailedGrand: false } };
    expect(reasons(score(strict, { contract: c(7, 'S'), tricks: 12 }), 'NS')).toEqual([]);
    expect(reasons(score(strict, { contract: c(1, 'NT'), tricks: 0 }), 'EW')).toEqual([['undertricks', 'above', 350]]);
  });
});

describe('honours in a deal score (law 6; HOYLE14)', () => {
  it('go to the defenders when they hold them, and to a failing declarer as held', () => {
    const s = score(royal, {
      contract: c(4, 'H', 1),
      tricks: 8,
      honours: { declarer: ['A', 'K', 'Q', 'J'], dummy: [], lho: ['T'], rho: [] },
    });
    expect([reasons(s, 'NS'), reasons(s, 'EW')]).toEqual([[['honours', 'above', 64]], [['undertricks', 'above', 200]]]);
  });
  it('are read from the deal when it is given', () => {
    const deal: Deal = {
      N: ['HA', 'HK', 'S2'] as Card[],
      E: ['HQ', 'HJ', 'HT', 'H9'] as Card[],
      S: ['H2'] as Card[],
      W: ['H3'] as Card[],
    };
    const s = unwrap(scoreDeal(wc26, { contract: c(2, 'H', 0, 'S'), tricks: 8, deal }));
    expect(reasons(s, 'EW')).toEqual([['honours', 'above', 30]]);
  });
  it('a code that scores none on a failed contract leaves the failing side out, not the defenders', () => {
    const noFail: RuleSet = { ...wc26, scoring: { ...(wc26.scoring as any), honoursOnFailedContract: false } };
    const l: HonourListing = { declarer: ['A', 'K', 'Q'], dummy: [], lho: [], rho: [] };
    expect(score(noFail, { contract: c(4, 'H'), tricks: 9, honours: l }).totals.NS!.above).toBe(0);
    expect(score(wc26, { contract: c(4, 'H'), tricks: 9, honours: l }).totals.NS!.above).toBe(30);
  });
  it('warns when neither deal nor honours are given', () => {
    const r = unwrap(scoreDeal(wc26, { contract: c(1, 'H'), tricks: 7 }));
    expect(r.warnings.map((w) => w.code)).toEqual(['SCORE_HONOURS_NOT_GIVEN']);
  });
  it('passes on honours errors', () => {
    expect(errorCode(wc26, { contract: c(1, 'H'), tricks: 7, honours: { ...NONE, declarer: ['A', 'A'] } })).toBe('HONOURS_CARD_TWICE');
  });
});

describe('duplicate auction (Laws of Duplicate Auction, law A, HOYLE14; §8.3)', () => {
  const dup = withOptions(wc15, { duplicate: true });
  it('adds 125 for 30 or more below in one deal: the Rochester hand of TIME26a is 378', () => {
    const s = score(dup, { contract: c(7, 'S'), tricks: 13, honours: { ...NONE, declarer: ['A', 'K', 'Q', 'J', 'T'] } });
    expect([s.totals.NS!.below, s.totals.NS!.above, s.totals.NS!.total]).toEqual([63, 315, 378]);
    expect(reasons(s, 'NS')).toContainEqual(['duplicate-premium', 'above', 125]);
  });
  it('adds nothing below 30', () => {
    expect(reasons(score(dup, { contract: c(1, 'H'), tricks: 9 }), 'NS')).toEqual([['trick-points', 'below', 24]]);
    expect(reasons(score(dup, { contract: c(3, 'NT'), tricks: 9 }), 'NS')).toContainEqual(['duplicate-premium', 'above', 125]);
  });
});

describe('three-handed (Laws of Three-Hand Auction, HOYLE14; §8.1)', () => {
  const three = withOptions(royal, { threeHanded: true });
  const seating = { declarer: 'A', lho: 'B', rho: 'C' };
  it('each opponent scores the penalty when the declarer fails (law 12)', () => {
    const s = score(three, { contract: c(3, 'H', 1), tricks: 7, threeHanded: seating });
    expect([reasons(s, 'B'), reasons(s, 'C'), reasons(s, 'A')]).toEqual([
      [['undertricks', 'above', 200]],
      [['undertricks', 'above', 200]],
      [],
    ]);
  });
  it('125 for winning a game (law 14), counting what the player already had below', () => {
    expect(reasons(score(three, { contract: c(2, 'H'), tricks: 8, threeHanded: seating }), 'A')).toEqual([['trick-points', 'below', 16]]);
    expect(reasons(score(three, { contract: c(2, 'H'), tricks: 8, threeHanded: seating, partScoreBefore: { A: 14 } }), 'A')).toEqual([
      ['trick-points', 'below', 16],
      ['game-premium', 'above', 125],
    ]);
    // Another player's part-score does not help the declarer.
    expect(reasons(score(three, { contract: c(2, 'H'), tricks: 8, threeHanded: seating, partScoreBefore: { B: 20 } }), 'A')).toHaveLength(
      1,
    );
  });
  it('needs three different players', () => {
    expect(errorCode(three, { contract: c(1, 'H'), tricks: 7 })).toBe('SCORE_THREE_HANDED_PLAYERS');
    expect(errorCode(three, { contract: c(1, 'H'), tricks: 7, threeHanded: { declarer: 'A', lho: 'A', rho: 'C' } })).toBe(
      'SCORE_THREE_HANDED_PLAYERS',
    );
  });
});

describe('nullos (auction-laws.md §8.2 [inferred])', () => {
  const nullos = withOptions(royal, { nullos: true });
  it('count the tricks lost, 10 each, below the line: three nullos made is game', () => {
    expect(reasons(score(nullos, { contract: c(3, 'NL'), tricks: 4 }), 'NS')).toEqual([['trick-points', 'below', 30]]);
  });
  it('fail when the declarer takes too many tricks', () => {
    const s = score(nullos, { contract: c(1, 'NL'), tricks: 9 }); // lost 4 of the 7 promised
    expect([reasons(s, 'NS'), reasons(s, 'EW')]).toEqual([[], [['undertricks', 'above', 150]]]);
  });
  it('score neither honours nor slams', () => {
    const s = unwrap(scoreDeal(nullos, { contract: c(6, 'NL'), tricks: 0 }));
    expect([reasons(s, 'NS'), reasons(s, 'EW'), s.warnings]).toEqual([[['trick-points', 'below', 70]], [], []]);
  });
});

describe('entries carry a source and words', () => {
  it('every entry cites a law or section and explains its arithmetic', () => {
    const s = score(royal, {
      contract: c(4, 'H', 2),
      tricks: 12,
      honours: { declarer: ['A', 'K', 'Q'], dummy: [], lho: ['J', 'T'], rho: [] },
    });
    for (const e of s.entries) {
      expect(e.source).toMatch(/law|§/);
      expect(e.detail.length).toBeGreaterThan(3);
    }
    expect(s.entries[0]!.detail).toBe('6 odd tricks × 8 (hearts) × 4 (redoubled)');
  });
});
