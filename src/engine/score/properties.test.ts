/**
 * Invariants of scoring, checked on random deals under every rule set and option.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from '../card.ts';
import { unwrap } from '../result.ts';
import { scoreRubber, type RubberDealInput } from '../rubber.ts';
import { RULE_SETS, withOptions } from '../rules/index.ts';
import type { RuleSet } from '../rules/types.ts';
import { rotate } from '../seat.ts';
import { SEATS, type Card, type Contract, type Deal, type Doubling, type Level, type Seat, type Vulnerability } from '../types.ts';
import { partyOf, scoreDeal, type DealInput, type DealScore } from './index.ts';

const base = Object.values(RULE_SETS);
const auctionSets = base.filter((r) => r.scoring.kind === 'auction');
/** Every rule set, and every auction set with each option. */
const ALL: RuleSet[] = [
  ...base,
  ...auctionSets.flatMap((r) => [
    withOptions(r, { nullos: true }),
    withOptions(r, { duplicate: true }),
    withOptions(r, { threeHanded: true }),
  ]),
];
const FOUR_HANDED = ALL.filter((r) => r.options.threeHanded !== true);
const RUBBER_SETS = ALL.filter((r) => r.options.duplicate !== true && !(r.scoring.kind === 'contract' && r.scoring.form === 'duplicate'));
const SEATING = { declarer: 'Ann', lho: 'Bob', rho: 'Cy' };

const dealArb: fc.Arbitrary<Deal> = fc
  .shuffledSubarray([...FULL_DECK], { minLength: 52, maxLength: 52 })
  .map((cards) => ({ N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39) }));

const inputArb = (rules: RuleSet): fc.Arbitrary<DealInput> =>
  fc
    .record({
      level: fc.integer({ min: 1, max: 7 }),
      strain: fc.constantFrom(...rules.auction.strains),
      doubled: fc.constantFrom(0, 1, 2),
      declarer: fc.constantFrom(...SEATS),
      tricks: fc.integer({ min: 0, max: 13 }),
      deal: dealArb,
      vulnerability: fc.constantFrom<Vulnerability>('None', 'NS', 'EW', 'All'),
      oneSpade: fc.boolean(),
    })
    .map((x) => ({
      contract: { level: x.level as Level, strain: x.strain, doubled: x.doubled as Doubling, declarer: x.declarer },
      tricks: x.tricks,
      deal: x.deal,
      ...(rules.scoring.kind === 'contract' ? { vulnerability: x.vulnerability } : {}),
      ...(x.oneSpade && x.level === 1 && x.strain === 'S' && rules.scoring.kind === 'auction' ? { dealersOriginalOneSpade: true } : {}),
      ...(rules.options.threeHanded ? { threeHanded: SEATING } : {}),
    }));

/** A rule set and a deal input under it. */
const caseArb = (sets: RuleSet[]) => fc.constantFrom(...sets).chain((rules) => inputArb(rules).map((input) => ({ rules, input })));

const run = { numRuns: 300 };

describe('one deal', () => {
  it("a deal's entries sum to its totals, for every party and line", () => {
    fc.assert(
      fc.property(caseArb(ALL), ({ rules, input }) => {
        const s = unwrap(scoreDeal(rules, input));
        expect(Object.keys(s.totals).sort()).toEqual([...s.parties].sort());
        for (const p of s.parties) {
          const mine = s.entries.filter((e) => partyOf(e) === p);
          const above = mine.filter((e) => e.line === 'above').reduce((n, e) => n + e.points, 0);
          const below = mine.filter((e) => e.line === 'below').reduce((n, e) => n + e.points, 0);
          expect(s.totals[p]).toEqual({ above, below, total: above + below });
        }
        for (const e of s.entries) {
          expect(s.parties).toContain(partyOf(e));
          expect(Number.isInteger(e.points)).toBe(true);
          if (e.reason !== 'chicane') expect(e.points).toBeGreaterThan(0);
          expect(e.source.length).toBeGreaterThan(0);
        }
      }),
      run,
    );
  });

  it('a made contract gives the defenders nothing but honours and slams; a failed one gives nobody points below', () => {
    const HONOURS_AND_SLAMS = ['honours', 'chicane', 'little-slam', 'grand-slam'];
    fc.assert(
      fc.property(caseArb(ALL), ({ rules, input }) => {
        const s = unwrap(scoreDeal(rules, input));
        const declarer = s.outcome.declarer;
        const defenders = s.entries.filter((e) => partyOf(e) !== declarer);
        if (s.outcome.made) {
          for (const e of defenders) expect(HONOURS_AND_SLAMS).toContain(e.reason);
        } else {
          expect(s.entries.filter((e) => e.line === 'below')).toEqual([]);
          for (const e of s.entries.filter((x) => partyOf(x) === declarer)) expect(HONOURS_AND_SLAMS).toContain(e.reason);
        }
      }),
      run,
    );
  });

  it('rotating the seats rotates the scores', () => {
    const turn = (deal: Deal, steps: number): Deal => {
      const out = {} as Record<Seat, readonly Card[] | null>;
      for (const s of SEATS) out[rotate(s, steps)] = deal[s];
      return out as Deal;
    };
    const swapVul: Record<Vulnerability, Vulnerability> = { None: 'None', NS: 'EW', EW: 'NS', All: 'All' };
    fc.assert(
      fc.property(caseArb(FOUR_HANDED), fc.integer({ min: 1, max: 3 }), ({ rules, input }, steps) => {
        const c = input.contract as Contract;
        const odd = steps % 2 === 1;
        const turned: DealInput = {
          ...input,
          contract: { ...c, declarer: rotate(c.declarer, steps) },
          deal: turn(input.deal!, steps),
          ...(input.vulnerability !== undefined ? { vulnerability: odd ? swapVul[input.vulnerability] : input.vulnerability } : {}),
        };
        const a = unwrap(scoreDeal(rules, input));
        const b = unwrap(scoreDeal(rules, turned));
        expect(b.totals.NS).toEqual(odd ? a.totals.EW : a.totals.NS);
        expect(b.totals.EW).toEqual(odd ? a.totals.NS : a.totals.EW);
        const reasons = (s: DealScore, side: string) =>
          s.entries
            .filter((e) => e.side === side)
            .map((e) => `${e.reason}:${e.points}`)
            .sort();
        expect(reasons(b, 'NS')).toEqual(reasons(a, odd ? 'EW' : 'NS'));
      }),
      run,
    );
  });

  it("the declaring side's net score is monotone in tricks for a fixed contract and deal", () => {
    const DUPLICATE = ALL.filter((r) => r.options.duplicate === true || (r.scoring.kind === 'contract' && r.scoring.form === 'duplicate'));
    const check = (sets: RuleSet[]) =>
      fc.assert(
        fc.property(caseArb(sets), ({ rules, input }) => {
          const c = input.contract as Contract;
          const mine = c.declarer === 'N' || c.declarer === 'S' ? 'NS' : 'EW';
          const net = (tricks: number): number => {
            const s = unwrap(scoreDeal(rules, { ...input, tricks }));
            return s.entries.reduce(
              (n, e) => n + (partyOf(e) === (rules.options.threeHanded ? SEATING.declarer : mine) ? e.points : -e.points),
              0,
            );
          };
          const nets = Array.from({ length: 14 }, (_, t) => net(t));
          // At nullos the declarer wants to lose tricks: the more he wins, the worse.
          const ordered = c.strain === 'NL' ? [...nets].reverse() : nets;
          for (let t = 1; t < 14; t++) expect(ordered[t]).toBeGreaterThanOrEqual(ordered[t - 1]!);
        }),
        { numRuns: 150 },
      );
    check(DUPLICATE);
    check(ALL.filter((r) => r.options.threeHanded !== true));
  });
});

describe('the rubber', () => {
  const rubberArb = fc
    .constantFrom(...RUBBER_SETS)
    .chain((rules) => fc.record({ rules: fc.constant(rules), deals: fc.array(inputArb(rules), { maxLength: 12 }), stopped: fc.boolean() }));

  it('totals equal the sum of the deal entries plus the bonuses; games and the end follow the target', () => {
    fc.assert(
      fc.property(rubberArb, ({ rules, deals, stopped }) => {
        const inputs: RubberDealInput[] = deals.map(({ vulnerability: _v, partScoreBefore: _p, ...d }) => d);
        let r = scoreRubber(rules, inputs, { stopped });
        if (!r.ok && r.error.code === 'RUBBER_DEAL_AFTER_END') r = scoreRubber(rules, inputs.slice(0, r.error.step), { stopped });
        const l = unwrap(r);
        const extras = l.entries.filter((e) => ['rubber-bonus', 'unfinished-game', 'unfinished-part-score'].includes(e.reason));
        for (const p of l.parties) {
          const fromDeals = l.deals.reduce((n, d) => n + (d.score.totals[p]?.total ?? 0), 0);
          const fromExtras = extras.filter((e) => partyOf(e) === p).reduce((n, e) => n + e.points, 0);
          expect(l.totals[p]!.total).toBe(fromDeals + fromExtras);
        }
        expect(l.entries.length).toBe(l.deals.reduce((n, d) => n + d.score.entries.length, 0) + extras.length);
        const target = rules.scoring.kind === 'auction' ? rules.scoring.gameTarget : 100;
        for (const d of l.deals) {
          if (d.gameWonBy !== null) expect(d.belowInGame[d.gameWonBy]).toBeGreaterThanOrEqual(target);
          for (const p of l.parties) if (d.gameWonBy === null) expect(d.belowInGame[p]).toBeLessThan(target);
        }
        const won = Object.values(l.gamesWon);
        expect(l.finished).toBe(won.includes(2));
        expect(extras.filter((e) => e.reason === 'rubber-bonus').length).toBe(l.finished ? 1 : 0);
        if (l.finished) expect(l.deals.at(-1)?.rubberWonBy).toBe(l.rubberWinner);
        if (!stopped || l.finished) expect(extras.filter((e) => e.reason !== 'rubber-bonus')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
