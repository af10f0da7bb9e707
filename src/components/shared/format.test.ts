import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { callName, parseCall } from '../../engine/auction.ts';
import { LEVELS, STRAIN_NAMES, STRAINS, type Call, type Contract } from '../../engine/types.ts';
import { fillSpelled, plain, spellBid, spellCall, spellContract, spellContractBy, strainGlyphs, glyphsText } from './format.ts';

const anyCall: fc.Arbitrary<Call> = fc.oneof(
  fc.constant<Call>({ type: 'pass' }),
  fc.constant<Call>({ type: 'double' }),
  fc.constant<Call>({ type: 'redouble' }),
  fc.record({ type: fc.constant('bid' as const), level: fc.constantFrom(...LEVELS), strain: fc.constantFrom(...STRAINS) }),
);

describe('strainGlyphs', () => {
  test.each(STRAINS.map((s) => [s]))('%s is printed as the engine spells its symbol', (strain) => {
    expect(glyphsText(strainGlyphs(strain))).toBe(STRAIN_NAMES[strain].symbol);
  });

  test('royal spades keep a coloured spade symbol after the R', () => {
    expect(strainGlyphs('R')).toEqual([
      { kind: 'text', text: 'R' },
      { kind: 'suit', suit: 'S' },
    ]);
  });
});

describe('spellCall', () => {
  test.each([
    [{ type: 'bid', level: 1, strain: 'H' }, '1♥', 'one heart'],
    [{ type: 'bid', level: 2, strain: 'NT' }, '2NT', 'two no-trumps'],
    [{ type: 'bid', level: 3, strain: 'R' }, '3R♠', 'three royal spades'],
    [{ type: 'bid', level: 1, strain: 'NL' }, '1Nul', 'one nullo'],
    [{ type: 'pass' }, 'Pass', 'Pass'],
    [{ type: 'double' }, 'X', 'Double'],
    [{ type: 'redouble' }, 'XX', 'Redouble'],
  ] as [Call, string, string][])('%o is printed %s and spoken "%s"', (call, text, spoken) => {
    expect(spellCall(call).text).toBe(text);
    expect(spellCall(call).spoken).toBe(spoken);
  });

  prop.prop([anyCall])('the spoken words are the engine’s callName', (call) => {
    expect(spellCall(call).spoken.toLowerCase()).toBe(callName(call));
  });

  prop.prop([anyCall.filter((c) => c.type !== 'bid' || (c.strain !== 'R' && c.strain !== 'NL'))])(
    'the engine’s parseCall reads back what is printed',
    (call) => {
      expect(parseCall(spellCall(call).text)).toEqual(call);
    },
  );

  test('a bid keeps the level and the suit as separate glyphs', () => {
    expect(spellBid(4, 'S').glyphs).toEqual([
      { kind: 'text', text: '4' },
      { kind: 'suit', suit: 'S' },
    ]);
  });
});

describe('contracts', () => {
  const c = (doubled: 0 | 1 | 2): Contract => ({ level: 4, strain: 'H', doubled, declarer: 'S' });

  test.each([
    [0, '4♥ by South', 'four hearts by South'],
    [1, '4♥ doubled by South', 'four hearts doubled by South'],
    [2, '4♥ redoubled by South', 'four hearts redoubled by South'],
  ] as const)('doubling %i is spelled "%s"', (doubled, text, spoken) => {
    expect(spellContractBy(c(doubled)).text).toBe(text);
    expect(spellContractBy(c(doubled)).spoken).toBe(spoken);
  });

  test('the declarer is the one given, never worked out', () => {
    expect(spellContractBy({ ...c(0), declarer: 'W' }).text).toBe('4♥ by West');
  });

  test('without its declarer', () => {
    expect(spellContract({ level: 3, strain: 'NT', doubled: 0, declarer: 'N' }).text).toBe('3NT');
  });
});

describe('fillSpelled', () => {
  test('keeps the glyphs of the values and the text around them', () => {
    const out = fillSpelled('Contract: {c}.', { c: spellBid(1, 'D') });
    expect(out.glyphs).toEqual([
      { kind: 'text', text: 'Contract: 1' },
      { kind: 'suit', suit: 'D' },
      { kind: 'text', text: '.' },
    ]);
    expect(out.spoken).toBe('Contract: one diamond.');
  });

  test('leaves an unfilled placeholder visible', () => {
    expect(fillSpelled('{a} and {b}', { a: plain('x') }).text).toBe('x and {b}');
  });
});
