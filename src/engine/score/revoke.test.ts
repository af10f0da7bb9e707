/**
 * The revoke penalty (revoke.ts) against the period's worked examples (addendum §6: N1 from
 * Foster's Complete Hoyle on the November 1913 code, N2 from Work's Card Committee decisions on
 * the 1912 code, law 84), and its invariants on random deals.
 */
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { unwrap } from '../result.ts';
import { IRREGULARITY_CODES, RULE_SETS, withOptions } from '../rules/index.ts';
import type { Contract, Doubling, Level, Strain } from '../types.ts';
import { scoreAuctionDeal } from './auction.ts';
import { compareRevokeChoices, scoreRevoke, type RevokeChoice, type Revoker } from './revoke.ts';
import type { DealScore, HonourListing, ReasonCode } from './types.ts';

const royal = RULE_SETS['royal-auction-1912'];
const rules1913 = IRREGULARITY_CODES['whist-club-1913'].rules.revoke;
const rules1912 = IRREGULARITY_CODES['whist-club-1912'].rules.revoke;
const c = (level: number, strain: Strain, doubled = 0): Contract => ({
  level: level as Level,
  strain,
  doubled: doubled as Doubling,
  declarer: 'S',
});
const pts = (s: DealScore, side: string, reason: ReasonCode): number[] =>
  s.entries.filter((e) => e.side === side && e.reason === reason).map((e) => e.points);
/** Simple honours to the declarer, the other two with the defenders. */
const SIMPLE: HonourListing = { declarer: ['A', 'K', 'Q'], dummy: [], lho: ['J'], rho: ['T'] };
/** The aces two and two at no-trump: nothing to score. */
const ACES_SPLIT: HonourListing = { declarer: ['AS'], dummy: ['AH'], lho: ['AD'], rho: ['AC'] };

describe('addendum N1: three hearts doubled, seven tricks won, a defender revokes (November 1913)', () => {
  const input = { contract: c(3, 'H', 1), tricks: 7, honours: SIMPLE, revoker: 'defenders' as const };
  it('taking the three tricks: four odd tricks × 8 × 2 = 64 below, no bonus for the doubled contract or its overtrick', () => {
    const s = unwrap(scoreRevoke(royal, { ...input, choice: 'tricks' }, rules1913));
    expect(pts(s, 'NS', 'trick-points')).toEqual([64]);
    expect(s.totals.NS?.below).toBe(64);
    expect(pts(s, 'NS', 'double-bonus')).toEqual([]);
    expect(pts(s, 'NS', 'honours')).toEqual([16]); // honours as held: simple honours, 2 × 8
    expect(s.totals.EW?.total).toBe(0); // the revoking side: its honours only, and it holds none that score
    expect(s.outcome.made).toBe(true);
  });
  it('taking the points: 100 in the honour column, and the defenders lose their undertricks', () => {
    const s = unwrap(scoreRevoke(royal, { ...input, choice: 'honours' }, rules1913));
    expect(pts(s, 'NS', 'revoke-penalty')).toEqual([100]);
    expect(s.totals.NS?.below).toBe(0);
    expect(pts(s, 'EW', 'undertricks')).toEqual([]);
    const plain = unwrap(scoreAuctionDeal(royal, input));
    expect(pts(plain, 'EW', 'undertricks')).toEqual([200]); // what they would have had without the revoke
  });
  it('the comparison: more points on the deal in the honour column, game only with the tricks', () => {
    const cmp = unwrap(compareRevokeChoices(royal, input, rules1913));
    expect(cmp.net).toEqual({ honours: 116, tricks: 80 });
    expect(cmp.below).toEqual({ honours: 0, tricks: 64 });
    expect(cmp.more).toBe('honours');
  });
});

describe('addendum N2: the defenders take ten tricks but revoke (1912, law 84)', () => {
  const input = { contract: c(2, 'NT'), tricks: 3, honours: ACES_SPLIT, revoker: 'defenders' as const };
  it('the declarer may score 150 in the honour column; the defenders score nothing but honours', () => {
    const s = unwrap(scoreRevoke(royal, { ...input, choice: 'honours' }));
    expect(pts(s, 'NS', 'revoke-penalty')).toEqual([150]);
    expect(s.entries.filter((e) => e.side === 'EW')).toEqual([]);
    expect(s.totals.EW?.total).toBe(0);
  });
  it('three penalty tricks cannot save the contract: the tricks give nothing, so the points are more', () => {
    const s = unwrap(scoreRevoke(royal, { ...input, choice: 'tricks' }));
    expect(s.outcome.made).toBe(false);
    expect(s.totals.NS?.total).toBe(0);
    expect(s.totals.EW?.total).toBe(0);
    expect(unwrap(compareRevokeChoices(royal, input)).more).toBe('honours');
  });
  it('the 1912 rule set carries law 84 itself', () => {
    expect(royal.irregularities?.revoke).toBe(rules1912);
  });
});

describe('the other revoke rules', () => {
  it('1913: the declarer revokes; he keeps only his honours, the defenders take 100 beside their undertricks', () => {
    const s = unwrap(scoreRevoke(royal, { contract: c(4, 'H'), tricks: 8, honours: SIMPLE, revoker: 'declarer' }, rules1913));
    expect(pts(s, 'EW', 'undertricks')).toEqual([100]);
    expect(pts(s, 'EW', 'revoke-penalty')).toEqual([100]);
    expect(s.entries.filter((e) => e.side === 'NS').map((e) => e.reason)).toEqual(['honours']);
  });
  it('1913: penalty tricks never make a slam, but count below the line', () => {
    const s = unwrap(
      scoreRevoke(royal, { contract: c(4, 'H'), tricks: 10, honours: SIMPLE, revoker: 'defenders', choice: 'tricks' }, rules1913),
    );
    expect(pts(s, 'NS', 'trick-points')).toEqual([7 * 8]);
    expect(s.entries.some((e) => /slam$/.test(e.reason))).toBe(false);
  });
  it('1913: a doubled contract made in play keeps its bonus on the tricks won in play only', () => {
    const s = unwrap(
      scoreRevoke(royal, { contract: c(2, 'H', 1), tricks: 9, honours: SIMPLE, revoker: 'defenders', choice: 'tricks' }, rules1913),
    );
    expect(pts(s, 'NS', 'trick-points')).toEqual([6 * 8 * 2]);
    expect(pts(s, 'NS', 'double-bonus')).toEqual([50 + 50]); // one overtrick won in play
  });
  it('1912: the tricks in a doubled contract need a rule our sources do not give; undoubled they do not', () => {
    const doubled = scoreRevoke(royal, { contract: c(2, 'H', 1), tricks: 7, honours: SIMPLE, revoker: 'defenders', choice: 'tricks' });
    expect(doubled.ok ? '' : doubled.error.code).toBe('REVOKE_RULE_UNKNOWN');
    expect(scoreRevoke(royal, { contract: c(2, 'H'), tricks: 7, honours: SIMPLE, revoker: 'defenders', choice: 'tricks' }).ok).toBe(true);
  });
  it('1912: the declarer’s revoke penalty is unknown', () => {
    const r = scoreRevoke(royal, { contract: c(2, 'H'), tricks: 7, honours: SIMPLE, revoker: 'declarer' });
    expect(r.ok ? '' : r.error.code).toBe('REVOKE_RULE_UNKNOWN');
  });
  test.each(['whist-club-1926', 'whist-club-1915', 'bridge-count-1908', 'seed-000'] as const)(
    '%s: the revoke penalty is unknown, and nothing is guessed',
    (id) => {
      const r = scoreRevoke(RULE_SETS[id], { contract: c(2, 'H'), tricks: 7, honours: SIMPLE, revoker: 'defenders', choice: 'honours' });
      expect(r.ok ? '' : r.error.code).toBe('REVOKE_RULE_UNKNOWN');
      if (!r.ok) expect(r.error.message).toMatch(/not/);
    },
  );
  it('bad input is a diagnostic: no choice, a choice for the declarer’s revoke, options, contract rule sets, a bad trick count', () => {
    const code = (r: ReturnType<typeof scoreRevoke>): string => (r.ok ? 'ok' : r.error.code);
    const base = { contract: c(2, 'H'), tricks: 7, honours: SIMPLE };
    expect(code(scoreRevoke(royal, { ...base, revoker: 'defenders' }))).toBe('REVOKE_CHOICE');
    expect(code(scoreRevoke(royal, { ...base, revoker: 'declarer', choice: 'tricks' }, rules1913))).toBe('REVOKE_CHOICE');
    expect(code(scoreRevoke(withOptions(royal, { duplicate: true }), { ...base, revoker: 'defenders', choice: 'honours' }))).toBe(
      'REVOKE_NOT_MODELLED',
    );
    expect(code(scoreRevoke(RULE_SETS['contract-rubber'], { ...base, revoker: 'defenders', choice: 'honours' }))).toBe('REVOKE_NO_RULES');
    expect(code(scoreRevoke(royal, { ...base, tricks: 14, revoker: 'defenders', choice: 'honours' }))).toBe('SCORE_TRICKS_RANGE');
    expect(code(scoreRevoke(royal, { contract: null, tricks: 0, revoker: 'defenders', choice: 'honours' }))).toBe('REVOKE_NOT_MODELLED');
  });
});

describe('invariants on random deals (1912 and 1913 revoke rules)', () => {
  const STRAINS = ['C', 'D', 'H', 'R', 'NT'] as const;
  const HONOURS = ['A', 'K', 'Q', 'J', 'T'] as const;
  const ACES = ['AS', 'AH', 'AD', 'AC'] as const;
  const POS = ['declarer', 'dummy', 'lho', 'rho'] as const;
  const listingOf = (strain: Strain, where: readonly number[]): HonourListing => {
    const cards = strain === 'NT' ? ACES : HONOURS;
    const out: Record<(typeof POS)[number], string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
    cards.forEach((card, i) => out[POS[where[i] ?? 0]!].push(card));
    return out;
  };
  const arb = fc.record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom(...STRAINS),
    doubled: fc.integer({ min: 0, max: 2 }),
    tricks: fc.integer({ min: 0, max: 13 }),
    where: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
    revoker: fc.constantFrom<Revoker>('declarer', 'defenders'),
    choice: fc.constantFrom<RevokeChoice>('honours', 'tricks'),
    code: fc.constantFrom<'whist-club-1912' | 'whist-club-1913'>('whist-club-1912', 'whist-club-1913'),
  });

  it('the revoking side scores nothing but honours; penalty tricks count below as tricks won; no slam or bonus from them', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const contract = c(a.level, a.strain, a.doubled);
        const honours = listingOf(a.strain, a.where);
        const laws = IRREGULARITY_CODES[a.code].rules.revoke;
        const r = scoreRevoke(royal, { contract, tricks: a.tricks, honours, revoker: a.revoker, choice: a.choice }, laws);
        if (!r.ok) {
          // Only the rules our sources do not give, or a choice the code does not offer.
          expect(['REVOKE_RULE_UNKNOWN', 'REVOKE_CHOICE']).toContain(r.error.code);
          return;
        }
        const s = r.value;
        const revoking = a.revoker === 'declarer' ? 'NS' : 'EW';
        const innocent = a.revoker === 'declarer' ? 'EW' : 'NS';
        for (const e of s.entries.filter((x) => x.side === revoking)) expect(['honours', 'chicane']).toContain(e.reason);
        const played = unwrap(scoreAuctionDeal(royal, { contract, tricks: a.tricks, honours }));
        if (a.revoker === 'defenders' && a.choice === 'tricks') {
          const after = unwrap(scoreAuctionDeal(royal, { contract, tricks: Math.min(13, a.tricks + 3), honours }));
          expect(s.totals.NS?.below).toBe(after.totals.NS?.below);
          expect(pts(s, 'NS', 'double-bonus')).toEqual(pts(played, 'NS', 'double-bonus'));
          expect(s.entries.filter((e) => /slam$/.test(e.reason))).toEqual(
            played.entries.filter((e) => e.side === 'NS' && /slam$/.test(e.reason)),
          );
        } else {
          // The points choice (or the declarer's revoke): the innocent side's play score, plus the penalty.
          const penalty = pts(s, innocent, 'revoke-penalty');
          expect(penalty).toHaveLength(1);
          expect(s.totals[innocent]?.total).toBe((played.totals[innocent]?.total ?? 0) + (penalty[0] ?? 0));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the penalty never leaves the innocent side worse off than the play alone', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const contract = c(a.level, a.strain, a.doubled);
        const honours = listingOf(a.strain, a.where);
        const r = compareRevokeChoices(royal, { contract, tricks: a.tricks, honours }, IRREGULARITY_CODES[a.code].rules.revoke);
        if (!r.ok) return;
        const played = unwrap(scoreAuctionDeal(royal, { contract, tricks: a.tricks, honours }));
        const net = (played.totals.NS?.total ?? 0) - (played.totals.EW?.total ?? 0);
        expect(Math.max(r.value.net.honours, r.value.net.tricks)).toBeGreaterThan(net);
      }),
      { numRuns: 300 },
    );
  });
});
