/**
 * Rubbers for the scorer's tests: the public rubber cases of ../shared/rules/cases (Work's 1913
 * rubber, a 1926 rubber, two Contract rubbers) read as the scorer keeps them, and a random
 * rubber for property tests. Test-only.
 *
 * @packageDocumentation
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fc } from '@fast-check/vitest';
import type { RuleSetId } from '../../engine/rules/index.ts';
import type { Doubling, Level, Strain } from '../../engine/types.ts';
import { newRubber, type ScorerDeal, type ScorerRubber } from './model.ts';
import type { QuickHolding } from './model-honours.ts';

/** The shared rule cases' folder, and whether it is there. */
export const CASES_DIR = fileURLToPath(new URL('../../../../shared/rules/cases/', import.meta.url));
export const casesPresent = existsSync(`${CASES_DIR}auction-public.json`) && existsSync(`${CASES_DIR}contract-rubber-public.json`);

/** A public rubber case as a scorer rubber, with the totals the case expects. */
export interface RubberCase {
  readonly id: string;
  readonly rubber: ScorerRubber;
  readonly totals: { readonly NS: number; readonly EW: number };
}

const NOW = '2026-12-01T20:00:00.000Z';

/** The public rubber cases (none when ../shared is missing). */
export const rubberCases = (): RubberCase[] => {
  if (!casesPresent) return [];
  const auction = JSON.parse(readFileSync(`${CASES_DIR}auction-public.json`, 'utf8'));
  const contract = JSON.parse(readFileSync(`${CASES_DIR}contract-rubber-public.json`, 'utf8'));
  const out: RubberCase[] = [];
  for (const r of auction.rubberCases) {
    const rules = auction.rulesets[r.ruleset].siteId as RuleSetId;
    const deals: ScorerDeal[] = r.hands.map((h: any) => ({
      by: h.declarerSide,
      contract: {
        level: h.contract.level,
        strain: h.contract.strain === 'S' && h.contract.spadeVariant === 'royal' ? 'R' : h.contract.strain,
        doubled: h.contract.doubled,
      },
      tricks: h.tricksWon,
      honours: { kind: 'cards', listing: { declarer: h.honours.declarer, dummy: h.honours.dummy, lho: h.honours.lho, rho: h.honours.rho } },
    }));
    out.push({ id: r.id, rubber: { ...newRubber({ id: r.id, now: NOW, rules }), deals }, totals: r.expected.finalTotals });
  }
  for (const c of contract.cases.filter((x: any) => x.kind === 'rubber')) {
    const deals: ScorerDeal[] = c.deals.map((d: any) => ({
      by: d.deal.declarer === 'we' ? 'NS' : 'EW',
      contract: { level: d.deal.level, strain: d.deal.strain, doubled: d.deal.doubled },
      tricks: d.deal.tricks,
      honours: { kind: 'none' },
    }));
    out.push({
      id: c.id,
      rubber: { ...newRubber({ id: c.id, now: NOW, rules: 'contract-rubber' }), deals, stopped: c.end === 'stopped' },
      totals: { NS: c.expected.totals.we, EW: c.expected.totals.they },
    });
  }
  return out;
};

const QUICK_TRUMPS: readonly QuickHolding[] = [
  'simple',
  'fourDivided',
  'fiveDivided',
  'fourInOneHand',
  'fourInOneHandFifthWithPartner',
  'fiveInOneHand',
];
const QUICK_ACES: readonly QuickHolding[] = ['acesTwoEach', 'threeAces', 'fourAcesDivided', 'fourAcesInOneHand'];

/** A random deal under a code with these strains: any contract, any tricks, honours of any kind. */
export const dealArb = (strains: readonly Strain[]): fc.Arbitrary<ScorerDeal> =>
  fc
    .record({
      by: fc.constantFrom('NS', 'EW'),
      passed: fc.integer({ min: 0, max: 15 }).map((n) => n === 0),
      level: fc.integer({ min: 1, max: 7 }),
      strain: fc.constantFrom(...strains),
      doubled: fc.constantFrom(0, 0, 0, 1, 2),
      tricks: fc.integer({ min: 0, max: 13 }),
      honours: fc.integer({ min: 0, max: 9 }),
      holder: fc.constantFrom('declarer' as const, 'defenders' as const),
      cards: fc.array(fc.constantFrom('declarer', 'dummy', 'lho', 'rho'), { minLength: 5, maxLength: 5 }),
    })
    .map((r): ScorerDeal => {
      const contract = { level: r.level as Level, strain: r.strain, doubled: r.doubled as Doubling };
      const aces = r.strain === 'NT';
      const quick = aces ? QUICK_ACES : QUICK_TRUMPS;
      const names = aces ? ['AS', 'AH', 'AD', 'AC'] : ['A', 'K', 'Q', 'J', 'T'];
      const listing = { declarer: [] as string[], dummy: [] as string[], lho: [] as string[], rho: [] as string[] };
      names.forEach((c, i) => listing[r.cards[i] as keyof typeof listing].push(c));
      const honours: ScorerDeal['honours'] =
        r.strain === 'NL' || r.honours === 0
          ? { kind: 'none' }
          : r.honours < 5
            ? { kind: 'quick', holder: r.holder, holding: quick[r.honours % quick.length]! }
            : { kind: 'cards', listing };
      return r.passed
        ? { by: 'NS', contract: null, tricks: 0, honours: { kind: 'none' } }
        : { by: r.by, contract, tricks: r.tricks, honours };
    });
