import { describe, expect, it } from 'vitest';
import type { Card } from '../types.ts';
import { bestRuns, chooseCard } from './choose.ts';
import type { CardValue } from './solver.ts';

const v = (card: Card, tricks: number, ...equals: Card[]): CardValue => ({ card, tricks, equals });

describe('chooseCard: among the best cards, the one a good player would pick', () => {
  it('never picks a card that double dummy rates worse', () => {
    const values = [v('HA', 9), v('H4', 8, 'H3', 'H2')];
    expect(chooseCard(values, ['HA', 'H4', 'H3', 'H2'], ['HK'])).toBe('HA');
  });

  it('follows with the lowest of the best cards, the lowest of equals included', () => {
    const values = [v('DQ', 7, 'DJ'), v('D5', 7), v('DA', 6)];
    expect(chooseCard(values, ['DA', 'DQ', 'DJ', 'D5'], ['D3'])).toBe('D5');
    expect(chooseCard([v('DQ', 7, 'DJ'), v('D5', 6)], ['DQ', 'DJ', 'D5'], ['D3'])).toBe('DJ');
  });

  it('leads the top of an honour sequence, the highest such', () => {
    const hand: Card[] = ['SK', 'SQ', 'SJ', 'HQ', 'HJ', 'C7', 'C6', 'C5', 'C4'];
    const values = [v('SK', 5, 'SQ', 'SJ'), v('HQ', 5, 'HJ'), v('C7', 5, 'C6', 'C5', 'C4')];
    expect(chooseCard(values, hand, [])).toBe('SK');
  });

  it('leads low from the longest suit when no honour sequence is among the best', () => {
    const hand: Card[] = ['SA', 'S3', 'HK', 'H9', 'H7', 'H5', 'D2'];
    const values = [v('SA', 4), v('H5', 4), v('H9', 4), v('D2', 4), v('HK', 3)];
    expect(chooseCard(values, hand, [])).toBe('H5');
  });

  it('discards the lowest card, from the longer suit when ranks tie', () => {
    const hand: Card[] = ['H4', 'H8', 'H9', 'C4', 'CK'];
    const values = [v('H4', 2), v('C4', 2), v('CK', 1)];
    expect(chooseCard(values, hand, ['SA'])).toBe('H4');
  });

  it('plays for fewest tricks at nullos', () => {
    const values = [v('HA', 3), v('H2', 1)];
    expect(chooseCard(values, ['HA', 'H2'], [], 'fewest')).toBe('H2');
    expect(bestRuns(values, 'fewest')).toEqual([['H2']]);
  });

  it('has nothing to choose from no values', () => {
    expect(chooseCard([], [], [])).toBeNull();
  });
});
