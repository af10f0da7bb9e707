import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { RULE_SETS, withOptions } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { unwrap } from '../../engine/result.ts';
import type { Position } from '../../engine/score/types.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import {
  adaptInput,
  compareView,
  DEFAULT_INPUT,
  dealInputFor,
  honourLabel,
  listingOf,
  placementFrom,
  pointsFor,
  strainLabel,
  type CompareInput,
} from './model.ts';

const wc26 = RULE_SETS['whist-club-1926'];
const royal = RULE_SETS['royal-auction-1912'];
const column = (v: ReturnType<typeof compareView>, id: string) => v.columns.find((c) => c.id === id)!;

describe('four hearts made exactly, simple honours (the default)', () => {
  const v = compareView(wc26, DEFAULT_INPUT);

  test('three columns: the chosen Auction code, Contract rubber, Contract duplicate', () => {
    expect(v.columns.map((c) => c.id)).toEqual(['whist-club-1926', 'contract-rubber', 'contract-duplicate']);
  });

  test('the engine’s numbers: 32 below + 30 honours; 120 below; 120 + 300 for the game', () => {
    expect(column(v, 'whist-club-1926').score?.totals.NS).toEqual({ above: 30, below: 32, total: 62 });
    expect(column(v, 'contract-rubber').score?.totals.NS).toEqual({ above: 0, below: 120, total: 120 });
    expect(column(v, 'contract-duplicate').score?.totals.NS).toEqual({ above: 300, below: 120, total: 420 });
  });

  test('only the kinds of score the other game lacks are marked: not trick points, which all three score', () => {
    // Simple honours score in Auction but not in Contract when only three are held; the game
    // premium is duplicate's alone. Trick points differ in amount, not in kind: unmarked.
    expect(column(v, 'whist-club-1926').onlyHere).toEqual(['honours']);
    expect(column(v, 'whist-club-1926').onlyHereText).toBe('not scored in Contract');
    expect(column(v, 'contract-rubber').onlyHere).toEqual([]);
    expect(column(v, 'contract-duplicate').onlyHere).toEqual(['game-premium']);
    expect(column(v, 'contract-duplicate').onlyHereText).toBe('not scored in Auction');
  });

  test('the differences in words', () => {
    expect(v.differences).toEqual([
      'Auction: every odd trick won counts toward game (4 odd, 32 below).',
      'Contract rubber: only the tricks bid count toward game (4 bid, 120 below); none over.',
      'Game is 30 below in Auction and 100 in Contract: this deal makes a game from love in Auction and makes a game from love in Contract.',
      'Honours: Auction 30 to North–South; Contract rubber nothing, only four or five in one hand; Contract duplicate none.',
      'Contract duplicate scores each board alone: 300 for the game, no rubber.',
      'North–South in all: Auction 62, Contract rubber 120, Contract duplicate 420.',
      'East–West in all: Auction 0, Contract rubber 0, Contract duplicate 0.',
    ]);
    expect(v.summary.text).toBe(
      '4♥ by South; 10 tricks won by declarer’s side; honours: South A K; North Q; West J; East 10; declarer’s side not vulnerable.',
    );
  });
});

describe('what Vanderbilt changed (contract-scoring.md; auction-laws.md §6)', () => {
  test('one heart with twelve tricks: every odd trick toward game and an unbid slam in Auction; overtricks above and no slam in Contract', () => {
    const v = compareView(wc26, { ...DEFAULT_INPUT, level: 1, tricks: 12 });
    expect(v.differences).toContain('Auction: every odd trick won counts toward game (6 odd, 48 below).');
    expect(v.differences).toContain('Contract rubber: only the tricks bid count toward game (1 bid, 30 below); the 5 over go above (150).');
    expect(v.differences).toContain(
      'Game is 30 below in Auction and 100 in Contract: this deal makes a game from love in Auction and is a part-score in Contract.',
    );
    expect(v.differences).toContain('Auction: the little slam scores 50 whether it was bid or not.');
    expect(v.differences).toContain('Contract: a slam scores only when it is bid and made: nothing here.');
  });

  test('the slam named in a German sentence keeps its capital (Kleinschlemm, Großschlemm)', () => {
    registerGerman();
    const little = compareView(wc26, { ...DEFAULT_INPUT, level: 1, tricks: 12 }, 'de');
    expect(little.differences).toContain('Auction: Der Kleinschlemm bringt 50, ob er geboten war oder nicht.');
    const defenders = compareView(wc26, { ...DEFAULT_INPUT, level: 1, tricks: 1 }, 'de');
    expect(defenders.differences.find((d) => d.includes('der Gegenspieler bringt'))).toMatch(
      /^Auction: Der Kleinschlemm der Gegenspieler bringt ihnen \d+; /,
    );
    setPageLang('de');
    try {
      const grand = compareView(wc26, { ...DEFAULT_INPUT, level: 1, tricks: 13 });
      expect(grand.differences).toContain('Auction: Der Großschlemm bringt 100, ob er geboten war oder nicht.');
    } finally {
      setPageLang('en');
    }
    expect(compareView(wc26, { ...DEFAULT_INPUT, level: 1, tricks: 13 }).differences).toContain(
      'Auction: the grand slam scores 100 whether it was bid or not.',
    );
  });

  test('six hearts bid and made, vulnerable: Contract scores its slam (750)', () => {
    const v = compareView(wc26, { ...DEFAULT_INPUT, level: 6, tricks: 12, vulnerable: true });
    expect(v.differences).toContain('Contract: the slam was bid and made: 750 (rubber), 750 (duplicate).');
  });

  test('a failed contract: the penalties side by side, scored by both games and so not marked', () => {
    const v = compareView(wc26, { ...DEFAULT_INPUT, level: 3, strain: 'NT', tricks: 7 });
    expect(v.differences[0]).toBe(
      'The contract fails by 2. The defenders score above the line: Auction 100, Contract rubber 100, Contract duplicate 100.',
    );
    expect(v.columns.every((c) => !c.onlyHere.includes('undertricks'))).toBe(true);
  });

  test('doubled and made: Auction’s bonus against the insult', () => {
    const v = compareView(wc26, { ...DEFAULT_INPUT, doubled: 1, tricks: 11 });
    expect(v.differences).toContain(
      'Making a doubled contract: Auction adds 100; Contract adds 50 (the “insult”), with doubled overtricks scored above.',
    );
  });

  test('four honours in one hand count in Contract rubber too (100), not in duplicate', () => {
    const honours = placementFrom({ declarer: ['A', 'K', 'Q', 'J'] });
    const v = compareView(wc26, { ...DEFAULT_INPUT, honours });
    expect(pointsFor(column(v, 'contract-rubber').score, 'NS', ['honours'])).toBe(100);
    expect(pointsFor(column(v, 'contract-duplicate').score, 'NS', ['honours'])).toBe(0);
    expect(pointsFor(column(v, 'whist-club-1926').score, 'NS', ['honours'])).toBe(80);
  });

  test('royal spades (1912) are scored as spades in Contract, and the comparison says so', () => {
    const v = compareView(royal, { ...DEFAULT_INPUT, strain: 'R' });
    expect(column(v, 'royal-auction-1912').score?.totals.NS?.below).toBe(36);
    expect(column(v, 'contract-rubber').score?.totals.NS?.below).toBe(120);
    expect(v.differences.at(-1)).toBe('Contract has no royal spades: they are scored as spades there.');
  });

  test('nullos cannot be scored in Contract: those columns say why, nothing throws', () => {
    const nullos = withOptions(wc26, { nullos: true });
    const v = compareView(nullos, { ...DEFAULT_INPUT, strain: 'NL', level: 1, tricks: 3 });
    expect(column(v, 'contract-rubber').error).toBe('Contract bridge has no bid in nullos.');
    expect(column(v, 'whist-club-1926').score).not.toBeNull();
  });
});

describe('inputs', () => {
  test('a strain the new rules lack becomes its equivalent', () => {
    expect(adaptInput(wc26, { ...DEFAULT_INPUT, strain: 'R' }).strain).toBe('S');
    expect(adaptInput(royal, { ...DEFAULT_INPUT, strain: 'R' }).strain).toBe('R');
  });

  test('honours listed over the default placement', () => {
    expect(placementFrom({ declarer: ['A', 'K', 'Q', 'J'] }).trumps).toEqual({
      A: 'declarer',
      K: 'declarer',
      Q: 'declarer',
      J: 'declarer',
      T: 'rho',
    });
    expect(placementFrom({ lho: ['AS', 'HA'] }).aces).toMatchObject({ S: 'lho', H: 'lho' });
    expect(listingOf(DEFAULT_INPUT.honours, 'NT')).toEqual({ declarer: ['AS'], dummy: ['AH'], lho: ['AD'], rho: ['AC'] });
    expect(listingOf(DEFAULT_INPUT.honours, 'NL')).toEqual({ declarer: [], dummy: [], lho: [], rho: [] });
  });

  test('labels of the controls', () => {
    expect(strainLabel('R')).toBe('Royal spades');
    expect(strainLabel('NT')).toBe('No-trump');
    expect(honourLabel('T', 'trumps')).toBe('Ten');
    expect(honourLabel('S', 'aces')).toBe('Ace of spades');
  });
});

const anyPos = fc.constantFrom<Position>('declarer', 'dummy', 'lho', 'rho');
const anyInput: fc.Arbitrary<CompareInput> = fc.record({
  level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
  strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
  doubled: fc.constantFrom(0, 1, 2),
  tricks: fc.integer({ min: 0, max: 13 }),
  vulnerable: fc.boolean(),
  honours: fc.record({
    trumps: fc.record({ A: anyPos, K: anyPos, Q: anyPos, J: anyPos, T: anyPos }),
    aces: fc.record({ S: anyPos, H: anyPos, D: anyPos, C: anyPos }),
  }),
});
const anyAuction = fc.constantFrom(wc26, royal, RULE_SETS['whist-club-1915'], RULE_SETS['bridge-count-1908'], RULE_SETS['seed-000']);

describe('properties', () => {
  prop.prop([anyAuction, anyInput])('each column is the engine’s own score of the same result', (rules, input) => {
    const v = compareView(rules, input);
    for (const [i, r] of [rules, RULE_SETS['contract-rubber'], RULE_SETS['contract-duplicate']].entries()) {
      expect(v.columns[i]?.score).toEqual(unwrap(scoreDeal(r, dealInputFor(r, input))));
    }
  });

  prop.prop([anyAuction, anyInput])('a line is marked exactly when the other game scores nothing for that reason', (rules, input) => {
    const v = compareView(rules, input);
    const [auction, rubber, duplicate] = v.columns;
    const has = (c: typeof auction, reason: string) => (c?.score?.entries ?? []).some((e) => e.reason === reason);
    for (const [i, c] of v.columns.entries()) {
      const others = i === 0 ? [rubber, duplicate] : [auction];
      for (const e of c.score?.entries ?? []) {
        const scoredElsewhere = others.some((o) => o?.score === null || has(o, e.reason));
        expect(c.onlyHere.includes(e.reason)).toBe(!scoredElsewhere && others.some((o) => o?.score !== null));
      }
    }
  });

  prop.prop([anyInput])('the sentences end with both sides’ totals under all three', (input) => {
    const v = compareView(wc26, input);
    const ns = v.differences.find((d) => d.startsWith('North–South in all'));
    expect(ns).toBe(
      `North–South in all: Auction ${v.columns[0]?.score?.totals.NS?.total}, Contract rubber ${v.columns[1]?.score?.totals.NS?.total}, Contract duplicate ${v.columns[2]?.score?.totals.NS?.total}.`.replace(
        /(-)(\d)/g,
        '−$2',
      ),
    );
  });

  prop.prop([fc.record({ A: anyPos, K: anyPos, Q: anyPos, J: anyPos, T: anyPos })])('listing and placement round-trip', (trumps) => {
    const placement = { trumps, aces: { S: 'declarer', H: 'dummy', D: 'lho', C: 'rho' } as const };
    expect(placementFrom(listingOf(placement, 'H')).trumps).toEqual(trumps);
    expect(placementFrom(listingOf(placement, 'NT')).aces).toEqual(placement.aces);
  });
});
