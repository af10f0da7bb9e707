import { describe, expect, test } from 'vitest';
import { decodeCompare, encodeCompare } from './address.ts';
import { DEFAULT_INPUT } from './model.ts';
import { parseDealNumber } from '../ScorePad/View.tsx';

describe('settings in the address', () => {
  test('round trip: 4♥ doubled, 8 tricks, vulnerable, honours moved', () => {
    const input = {
      ...DEFAULT_INPUT,
      doubled: 1 as const,
      tricks: 8,
      vulnerable: true,
      honours: { ...DEFAULT_INPUT.honours, trumps: { ...DEFAULT_INPUT.honours.trumps, T: 'declarer' as const } },
    };
    const text = encodeCompare(input);
    expect(text).toMatch(/^4HX-8-v-[DMLR]{5}-[DMLR]{4}$/);
    expect(decodeCompare(text)).toEqual(input);
    expect(decodeCompare(encodeCompare(DEFAULT_INPUT))).toEqual(DEFAULT_INPUT);
  });

  test.each(['', '4H', '8H-8-n-DDMLR-DMLR', '4H-14-n-DDMLR-DMLR', '4HXXX-8-n-DDMLR-DMLR', '4H-8-n-DDMLQ-DMLR', 'x'.repeat(500), null])(
    '%s is not settings',
    (text) => {
      expect(decodeCompare(text)).toBeNull();
    },
  );

  test('a deal number of the score pad', () => {
    expect(parseDealNumber('7')).toBe(7);
    for (const bad of ['0', '-1', 'seven', '1e3', '', null]) expect(parseDealNumber(bad)).toBeNull();
  });
});
