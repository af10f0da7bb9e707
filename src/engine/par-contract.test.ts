import { describe, expect, test } from 'vitest';
import { SEATS, STRAINS } from './types.ts';
import { parContract } from './par-contract.ts';

describe('parContract', () => {
  test('reads what par() writes, every strain and doubling', () => {
    expect(parContract('3H by N')).toEqual({ level: 3, strain: 'H', doubled: 0, declarer: 'N' });
    expect(parContract('5DX by E')).toEqual({ level: 5, strain: 'D', doubled: 1, declarer: 'E' });
    expect(parContract('7NTXX by W')).toEqual({ level: 7, strain: 'NT', doubled: 2, declarer: 'W' });
    for (const strain of STRAINS) {
      for (const declarer of SEATS) {
        for (const x of ['', 'X', 'XX']) {
          expect(parContract(`2${strain}${x} by ${declarer}`)).toEqual({ level: 2, strain, doubled: x.length, declarer });
        }
      }
    }
  });

  test('anything else is null', () => {
    for (const text of ['', 'Pass', '3H', '3H by', '8H by N', '0S by N', '3H by Q', '3HXXX by N', '3 hearts by North']) {
      expect(parContract(text), text).toBeNull();
    }
  });
});
