import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { entryView, outcomeText, partyName, pointsText, weTheyNames } from './breakdown.ts';
import { entriesOf, parseOptions, parsePart, scoreCase, scoreCaseError } from './model.ts';
import { parseContract, parseDeclarer, parseHonours, parseVulnerability, readResult, readResults } from './notation.ts';

const value = (input: Parameters<typeof scoreCase>[0]): number => {
  const r = scoreCase(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.value;
};

describe('notation: contracts', () => {
  test.each([
    ['4H', { level: 4, strain: 'H', doubled: 0 }],
    ['4HX', { level: 4, strain: 'H', doubled: 1 }],
    ['3NTXX', { level: 3, strain: 'NT', doubled: 2 }],
    ['3ntx', { level: 3, strain: 'NT', doubled: 1 }],
    ['2R', { level: 2, strain: 'R', doubled: 0 }],
    ['1NL', { level: 1, strain: 'NL', doubled: 0 }],
    ['4♥X', { level: 4, strain: 'H', doubled: 1 }],
    ['7 S', { level: 7, strain: 'S', doubled: 0 }],
  ])('%s', (text, expected) => {
    const r = parseContract(text, 'S');
    expect(r).toEqual({ ok: true, value: { ...expected, declarer: 'S' } });
  });

  test('Pass is a deal passed out', () => {
    expect(parseContract('Pass', 'S')).toEqual({ ok: true, value: null });
  });

  test('doubled overrides the X marks', () => {
    expect(parseContract('4HX', 'N', 2)).toMatchObject({ ok: true, value: { doubled: 2, declarer: 'N' } });
    expect(parseContract('4H', 'N', 3)).toMatchObject({ ok: false, error: { field: 'doubled' } });
  });

  test.each(['8H', '4Z', 'X', '', '4HXXX'])('"%s" is not a contract', (text) => {
    expect(parseContract(text, 'S')).toMatchObject({ ok: false, error: { field: 'contract' } });
  });
});

describe('notation: declarer, honours, vulnerability', () => {
  test.each([
    [undefined, 'S'],
    ['N', 'N'],
    ['west', 'W'],
    ['NS', 'S'],
    ['EW', 'W'],
    ['E–W', 'W'],
  ])('%s declares from %s', (text, seat) => {
    expect(parseDeclarer(text)).toEqual({ ok: true, value: seat });
  });

  test('a bad seat names the field', () => {
    expect(parseDeclarer('Q')).toMatchObject({ ok: false, error: { field: 'by' } });
  });

  test('reads ranks run together, spaced, with 10, aces and voids', () => {
    expect(parseHonours('declarer:AKQ;dummy:J 10;lho:T')).toEqual({
      ok: true,
      value: { declarer: ['A', 'K', 'Q'], dummy: ['J', '10'], lho: ['T'], rho: [] },
    });
    expect(parseHonours('declarer:AS AH; dummy:ADAC')).toEqual({
      ok: true,
      value: { declarer: ['AS', 'AH'], dummy: ['AD', 'AC'], lho: [], rho: [] },
    });
    expect(parseHonours('declarer:AKQ;voids:rho,dummy')).toMatchObject({ ok: true, value: { voids: ['rho', 'dummy'] } });
  });

  test('an unknown position is an error naming it', () => {
    const r = parseHonours('partner:AK');
    expect(r).toMatchObject({ ok: false, error: { field: 'honours' } });
    expect(!r.ok && r.error.message).toContain('partner');
    expect(parseHonours('AKQ')).toMatchObject({ ok: false });
  });

  test('vulnerability', () => {
    expect(parseVulnerability('all')).toEqual({ ok: true, value: 'All' });
    expect(parseVulnerability(undefined)).toEqual({ ok: true, value: undefined });
    expect(parseVulnerability('red')).toMatchObject({ ok: false });
  });

  test('readResults names the deal of the first error', () => {
    const r = readResults([
      { contract: '1H', tricks: 7 },
      { contract: '9H', tricks: 7 },
    ]);
    expect(r).toMatchObject({ ok: false, error: { field: 'deal 2, contract' } });
    expect(readResult({ contract: '1H', tricks: 7.5 })).toMatchObject({ ok: false, error: { field: 'tricks' } });
  });
});

describe('parts', () => {
  test.each([
    ['declarer.below', { party: 'declarer', measure: 'below' }],
    ['EW.above', { party: 'EW', measure: 'above' }],
    ['honours', { party: null, measure: 'honours' }],
    ['defenders.undertricks', { party: 'defenders', measure: 'undertricks' }],
    [undefined, { party: 'declarer', measure: 'total' }],
    ['defenders', { party: 'defenders', measure: 'total' }],
    ['EW', { party: 'EW', measure: 'total' }],
  ])('%s', (text, spec) => {
    expect(parsePart(text)).toEqual({ ok: true, value: spec });
  });

  test.each(['declarer.middle', '.below', 'points'])('"%s" is refused', (text) => {
    expect(parsePart(text).ok).toBe(false);
  });

  test('options', () => {
    expect(parseOptions('nullos, duplicate')).toEqual({ ok: true, value: { nullos: true, duplicate: true } });
    expect(parseOptions('chicane').ok).toBe(false);
  });
});

// Public rule cases (../shared/rules/cases/auction-public.json), restated as <Score> props.
describe('scoreCase agrees with the public rule cases', () => {
  test('wc26-01: 1♥ made, simple honours: 8 below, 30 above (Whist Club 1926)', () => {
    const c = { rules: 'whist-club-1926', contract: '1H', tricks: 7, honours: 'declarer:AK;dummy:Q;lho:J;rho:T' };
    expect(value({ ...c, part: 'declarer.below' })).toBe(8);
    expect(value({ ...c, part: 'declarer.above' })).toBe(30);
    expect(value({ ...c, part: 'defenders.total' })).toBe(0);
    expect(value({ ...c, part: 'honours' })).toBe(30);
  });

  test('wc26-10: 3♠ doubled, 2 down, five honours in declarer’s hand: 100 to declarer, 200 to defenders', () => {
    const c = { rules: 'whist-club-1926', contract: '3SX', tricks: 7, honours: 'declarer:AKQJT' };
    expect(value({ ...c, part: 'declarer.above' })).toBe(100);
    expect(value({ ...c, part: 'defenders.above' })).toBe(200);
    expect(value({ ...c, part: 'defenders.undertricks' })).toBe(200);
  });

  test('wc12-05: 2 royal spades, four honours in one hand: 18 below, 72 above (1912)', () => {
    const c = { rules: 'royal-auction-1912', contract: '2R', by: 'NS', tricks: 8, honours: 'declarer:AKQJ;lho:T' };
    expect(value({ ...c, part: 'NS.below' })).toBe(18);
    expect(value({ ...c, part: 'NS.above' })).toBe(72);
  });

  test('wc12-07: the dealer’s one spade doubled: loss limited, 108 to the defenders (1912)', () => {
    const c = { rules: 'royal-auction-1912', contract: '1SX', tricks: 2, honours: 'lho:AK;rho:QJ', oneSpade: true };
    expect(value({ ...c, part: 'defenders.above' })).toBe(108);
  });

  test('the brief’s example: 4♥ doubled with 11 tricks is 80 below under 1926', () => {
    expect(
      value({ rules: 'whist-club-1926', contract: '4H', doubled: 1, tricks: 11, honours: 'declarer:AKQ;dummy:J', part: 'declarer.below' }),
    ).toBe(80);
  });

  test('Contract rubber reads the vulnerability', () => {
    const c = { rules: 'contract-rubber', contract: '3NT', tricks: 7, honours: '', part: 'defenders.above' };
    expect(value({ ...c, vulnerability: 'None' })).toBe(100);
    expect(value({ ...c, vulnerability: 'NS' })).toBe(200);
  });
});

describe('scoreCase refuses what it cannot score, naming the prop', () => {
  test.each([
    [{ rules: 'whist-club-1999', contract: '1H', tricks: 7 }, 'rules'],
    [{ contract: '1H', tricks: 14 }, 'SCORE_TRICKS_RANGE'],
    [{ contract: '2R', tricks: 8 }, 'SCORE_STRAIN_NOT_IN_RULES'],
    [{ contract: 'Pass', tricks: 0, part: 'declarer.total' }, 'part'],
    [{ contract: '1H', tricks: 7, part: 'XY.total' }, 'part'],
    [{ contract: '1H', tricks: 7, honours: 'declarer:AS' }, 'HONOURS_NOT_AN_HONOUR'],
  ] as const)('%j', (input, field) => {
    const r = scoreCase(input);
    expect(r).toMatchObject({ ok: false, error: { field } });
    if (!r.ok) expect(scoreCaseError(input, r.error)).toContain(field);
  });
});

const anyCase = fc.record({
  rules: fc.constantFrom('whist-club-1926', 'whist-club-1915', 'royal-auction-1912', 'bridge-count-1908', 'seed-000', 'contract-rubber'),
  level: fc.integer({ min: 1, max: 7 }),
  strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
  doubled: fc.constantFrom(0, 1, 2),
  tricks: fc.integer({ min: 0, max: 13 }),
  by: fc.constantFrom('N', 'E', 'S', 'W'),
});

describe('properties', () => {
  prop.prop([anyCase])('above + below = total for every party, and the parts add up to the engine’s totals', (c) => {
    const base = { rules: c.rules, contract: `${c.level}${c.strain}`, doubled: c.doubled, tricks: c.tricks, by: c.by, honours: '' };
    const scored = scoreCase(base);
    expect(scored.ok).toBe(true);
    if (!scored.ok) return;
    const { score } = scored.value;
    for (const party of score.parties) {
      const above = value({ ...base, part: `${party}.above` });
      const below = value({ ...base, part: `${party}.below` });
      expect(above + below).toBe(value({ ...base, part: `${party}.total` }));
      expect(score.totals[party]).toEqual({ above, below, total: above + below });
    }
    expect(value({ ...base, part: 'declarer.total' }) + value({ ...base, part: 'defenders.total' })).toBe(
      value({ ...base, part: 'total' }),
    );
  });

  prop.prop([anyCase])('the selected entries are exactly the engine’s entries of that party', (c) => {
    const rules = RULE_SETS[c.rules];
    const contract = { level: c.level as 1, strain: c.strain, doubled: c.doubled as 0, declarer: c.by } as const;
    const r = scoreDeal(rules, { contract, tricks: c.tricks });
    if (!r.ok) return;
    const all = entriesOf(r.value, r.value.parties, 'total');
    expect(all).toEqual(r.value.entries);
  });
});

describe('breakdown words', () => {
  test('an entry reads as one sentence with the engine’s arithmetic', () => {
    const r = scoreCase({ rules: 'whist-club-1926', contract: '1H', tricks: 7, honours: 'declarer:AK;dummy:Q' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const honours = r.value.score.entries.find((e) => e.reason === 'honours')!;
    const v = entryView(honours);
    expect(v.reasonName).toBe('Honours');
    expect(v.sentence).toBe(`30 above the line to North–South: Honours, ${honours.detail}`);
    expect(v.inferred).toBe(true); // the flat honour table of 1926 is inferred (auction-laws.md §11.1)
    expect(entryView(honours, undefined, weTheyNames('EW')).partyName).toBe('They');
  });

  test('parties, points and outcomes', () => {
    expect(partyName('EW')).toBe('East–West');
    expect(partyName('Alice')).toBe('Alice');
    expect(pointsText(-16)).toBe('−16');
    expect(outcomeText({ passedOut: false, made: false, tricks: 7, oddTricks: 0, overtricks: 0, undertricks: 2, declarer: 'NS' })).toBe(
      '7 of 13 tricks, 2 down',
    );
    expect(outcomeText({ passedOut: false, made: true, tricks: 11, oddTricks: 5, overtricks: 1, declarer: 'NS', undertricks: 0 })).toBe(
      '11 of 13 tricks, made with 1 over',
    );
  });
});
