/**
 * Auction par worked by hand from the laws, on tables written for the purpose (par takes the
 * double-dummy table as given; the deal only decides who holds the honours). Figures of the 1926
 * code (whist-club-1926.ts): no-trump 10 and hearts 8 a trick over six; 30 below is game (law 2);
 * 50 an undertrick, 100 doubled (law 47); honours on the flat table, 80 for four in one hand, and
 * at no-trump only the aces count (law 6); and, since par is a score of one deal, the 125 premium of
 * duplicate auction for a game won in it (Laws of Duplicate Auction, law A).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RULE_SETS, withOptions } from '../rules/index.ts';
import { scoreDeal } from '../score/index.ts';
import { SEATS, type Seat } from '../types.ts';
import { parseDealString } from './dds-files.ts';
import { par, parText } from './par.ts';
import { TABLE_STRAINS, type DDTable, type TableStrain } from './solver.ts';

const rules = RULE_SETS['whist-club-1926'];

/** A table from North–South's and East–West's tricks in each strain (the same for both partners). */
const tableOf = (ns: Record<TableStrain, number>, ew: Record<TableStrain, number>): DDTable =>
  Object.fromEntries(SEATS.map((seat) => [seat, seat === 'N' || seat === 'S' ? ns : ew])) as DDTable;

// Aces split two and two between the sides (N ♠A, S ♥A, E ♦A, W ♣A): no side scores aces at
// no-trump. South holds ♥AKQJ, East the ♥10.
const DEAL = parseDealString('N:AKQ2.32.K32.KQ32 J54.T54.AQJ4.J54 T98.AKQJ.T98.T98 763.9876.765.A76');

describe('auction par under the 1926 laws (duplicate premium, honours as held)', () => {
  it('stops at one no-trump when nine tricks make game from any level: 30 below and the 125 premium', () => {
    const table = tableOf({ S: 7, H: 7, D: 6, C: 6, NT: 9 }, { S: 4, H: 4, D: 4, C: 4, NT: 4 });
    for (const dealer of ['N', 'E'] as Seat[]) {
      const p = par({ rules, deal: DEAL, table, dealer });
      // 3 odd tricks × 10 = 30 below, a game: + 125. Aces 2–2: no honours.
      expect(p.score).toBe(30 + 125);
      expect(p.contracts).toContainEqual({ level: 1, strain: 'NT', doubled: 0, declarer: 'N' });
      expect(p.contracts).toContainEqual({ level: 1, strain: 'NT', doubled: 0, declarer: 'S' });
    }
  });

  it('prefers the suit that scores honours: four hearts in one hand outweigh a no-trump part score', () => {
    const table = tableOf({ S: 6, H: 10, D: 6, C: 6, NT: 8 }, { S: 3, H: 3, D: 3, C: 3, NT: 5 });
    const p = par({ rules, deal: DEAL, table, dealer: 'N' });
    // Hearts: 4 odd × 8 = 32 below, game, + 125; South's ♥AKQJ: four in one hand, 80.
    // No-trump: 2 odd × 10 = 20, no game, no honours. 237 against 20.
    expect(p.score).toBe(32 + 125 + 80);
    // Over 1H, East–West's one no-trump (five tricks, two down doubled: 200) is cheaper for them
    // than 237, and under majority calling 1NT outranks 1H: North–South go on to 2H, and three
    // down in 2NT (300) no longer pays. So par is reached in two hearts.
    expect(p.contracts.map(parText)).toEqual(['2H by N', '2H by S']);
  });

  it('lets East–West sacrifice at the five level when the penalty costs less than the game', () => {
    // North–South: ten tricks in hearts, at most 4H (237 as above). East–West: nine tricks in
    // diamonds. Over 4H, 5D doubled is two down: 200, less East–West's diamond honours as held
    // (East ♦AQJ: three, 30 for them) = 170, cheaper than 237. North–South cannot make 5H (one
    // down doubled, 100, against their 80 in honours: -20), so they double 5D: par 170.
    const table = tableOf({ S: 5, H: 10, D: 3, C: 5, NT: 6 }, { S: 3, H: 2, D: 9, C: 3, NT: 3 });
    const p = par({ rules, deal: DEAL, table, dealer: 'E' });
    expect(p.score).toBe(200 - 30);
    expect(p.contracts.map(parText).join(' ')).toMatch(/5DX by [EW]/);
    for (const c of p.contracts) expect(c).toMatchObject({ level: 5, strain: 'D', doubled: 1 });
  });

  it('is never worse for North–South than their best making contract when East–West take no trick', () => {
    const duplicate = withOptions(rules, { ...rules.options, duplicate: true });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 5, maxLength: 5 }), (tricks) => {
        const ns = Object.fromEntries(TABLE_STRAINS.map((s, i) => [s, tricks[i]!])) as Record<TableStrain, number>;
        const table = tableOf(ns, { S: 0, H: 0, D: 0, C: 0, NT: 0 });
        const p = par({ rules, deal: DEAL, table, dealer: 'E' });
        // Every one-level contract North–South make is open to them, and any East–West bid fails
        // by seven tricks or more: par is at least the best of them, scored by the engine.
        let best = 0;
        for (const strain of TABLE_STRAINS) {
          if (ns[strain] < 7) continue;
          const scored = scoreDeal(duplicate, {
            contract: { level: 1, strain, doubled: 0, declarer: 'S' },
            tricks: ns[strain],
            deal: DEAL,
          });
          if (!scored.ok) continue;
          const t = scored.value.totals;
          best = Math.max(best, (t.NS?.above ?? 0) + (t.NS?.below ?? 0) - (t.EW?.above ?? 0) - (t.EW?.below ?? 0));
        }
        expect(p.score).toBeGreaterThanOrEqual(best);
      }),
      { seed: 12, numRuns: 200 },
    );
  });
});

describe('parText: a par contract as the checker prints it', () => {
  it('writes the bid, the doubling and the declarer', () => {
    expect(parText({ level: 4, strain: 'S', doubled: 0, declarer: 'E' })).toBe('4S by E');
    expect(parText({ level: 5, strain: 'D', doubled: 1, declarer: 'N' })).toBe('5DX by N');
    expect(parText({ level: 3, strain: 'NT', doubled: 2, declarer: 'W' })).toBe('3NTXX by W');
    expect(parText({ level: 2, strain: 'R', doubled: 0, declarer: 'S' })).toBe('2R by S');
  });
});
