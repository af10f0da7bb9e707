import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { rankOf, suitOf } from '../../engine/card.ts';
import { validateDeal } from '../../engine/deal.ts';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { SEATS, type Strain } from '../../engine/types.ts';
import { adaptStrain, counterDeal, counterStrains, counterView } from './model.ts';

const wc26 = RULE_SETS['whist-club-1926'];
const royal = RULE_SETS['royal-auction-1912'];
const anyNumber = fc.integer({ min: 1, max: 10_000 });
const anyStrain = fc.constantFrom<Strain>('C', 'D', 'H', 'S', 'NT');
const anyRules = fc.constantFrom(
  wc26,
  royal,
  RULE_SETS['whist-club-1915'],
  RULE_SETS['bridge-count-1908'],
  RULE_SETS['seed-000'],
  RULE_SETS['contract-rubber'],
);

/** The honours of a strain in a hand, read straight from the cards. */
const honoursIn = (hand: readonly string[], strain: Strain): string[] =>
  hand.filter((c) =>
    strain === 'NT' ? c[1] === 'A' : c[0] === (strain === 'R' ? 'S' : strain) && ['A', 'K', 'Q', 'J', 'T'].includes(c[1] ?? ''),
  );

describe('deals', () => {
  test('deal n of a seed is always the same full deal; the dealer turns with n', () => {
    expect(counterDeal('honours', 3)).toEqual(counterDeal('honours', 3));
    expect(counterDeal('honours', 3).deal).not.toEqual(counterDeal('honours', 4).deal);
    expect([1, 2, 3, 4, 5].map((n) => counterDeal('x', n).dealer)).toEqual(['N', 'E', 'S', 'W', 'N']);
    expect(validateDeal(counterDeal('honours', 7).deal).ok).toBe(true);
  });

  test('royal spades are offered only where the rule set has them', () => {
    expect(counterStrains(royal)).toEqual(['C', 'D', 'H', 'S', 'R', 'NT']);
    expect(counterStrains(wc26)).toEqual(['C', 'D', 'H', 'S', 'NT']);
    expect(adaptStrain(wc26, 'R')).toBe('S');
    expect(adaptStrain(royal, 'R')).toBe('R');
  });
});

describe('who holds what', () => {
  prop.prop([anyRules, anyNumber, anyStrain])(
    'each seat shows exactly the honours in its hand, five trumps or four aces in all',
    (rules, number, strain) => {
      const v = counterView(rules, { seed: 's', number, strain });
      for (const row of v.holders) {
        const mine = honoursIn(v.deal[row.seat], strain);
        expect(row.count).toBe(mine.length);
        if (mine.length > 0) expect(row.cards.spoken.split(', ')).toHaveLength(mine.length);
      }
      expect(v.holders.reduce((n, r) => n + r.count, 0)).toBe(strain === 'NT' ? 4 : 5);
    },
  );

  prop.prop([anyRules, anyNumber, anyStrain])(
    'each side’s points are the sum of the engine’s entries for it, and said when not zero',
    (rules, number, strain) => {
      const v = counterView(rules, { seed: 's', number, strain });
      for (const s of v.sides) {
        expect(s.points).toBe(v.entries.filter((e) => e.side === s.side).reduce((n, e) => n + e.points, 0));
        expect(s.scores === undefined).toBe(s.points === 0);
      }
    },
  );

  prop.prop([anyNumber])('a hand void of trumps says so', (number) => {
    const v = counterView(royal, { seed: 'v', number, strain: 'C' });
    for (const row of v.holders) {
      const isVoid = !v.deal[row.seat].some((c) => suitOf(c) === 'C');
      if (isVoid) expect(row.cards.text).toBe('none, void in trumps');
      else if (row.count === 0) expect(row.cards.text).toBe('none');
    }
  });
});

describe('words and numbers', () => {
  // Deals 1 to 60 of one seed, hearts: every side with simple honours scores 30 under the flat
  // table (1926) and 2 tricks × 8 = 16 under the 1912 code (auction-laws.md §6.5).
  const simple = Array.from({ length: 60 }, (_, i) => i + 1).filter((n) =>
    counterView(wc26, { seed: 't', number: n, strain: 'H' }).sides.some((s) => s.holding === 'simple'),
  );

  test('simple honours: 30 flat, 16 in 1912, with the holding in words', () => {
    expect(simple.length).toBeGreaterThan(5);
    for (const n of simple) {
      const a = counterView(wc26, { seed: 't', number: n, strain: 'H' });
      const b = counterView(royal, { seed: 't', number: n, strain: 'H' });
      const side = a.sides.find((s) => s.holding === 'simple')!;
      const name = side.side === 'NS' ? 'North–South' : 'East–West';
      expect(side.summary).toBe(`${name}: 3 of 5, three honours between the partners (simple honours).`);
      expect(side.scores).toBe(`${name} score 30 above the line.`);
      expect(b.sides.find((s) => s.side === side.side)?.points).toBe(
        16 + (b.entries.find((e) => e.reason === 'chicane' && e.side === side.side)?.points ?? 0),
      );
    }
  });

  test('royal spades score their honours at 9 a trick, plain spades at 2 (1912, law 6)', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const plain = counterView(royal, { seed: 'r', number: n, strain: 'S' });
      const lilies = counterView(royal, { seed: 'r', number: n, strain: 'R' });
      expect(lilies.holders).toEqual(plain.holders);
      for (const side of ['NS', 'EW'] as const) {
        const p = plain.sides.find((s) => s.side === side)!.points;
        expect(lilies.sides.find((s) => s.side === side)!.points).toBe((p / 2) * 9);
      }
    }
  });

  test('at no-trump the honours are the aces, shown with their suits', () => {
    const v = counterView(wc26, { seed: 'a', number: 2, strain: 'NT' });
    expect(v.kind).toBe('At no-trump the honours are the four aces.');
    const withAce = v.holders.find((h) => h.count > 0)!;
    expect(withAce.cards.text).toMatch(/^[♠♥♦♣]A/);
    expect(withAce.cards.spoken).toMatch(/^ace of (spades|hearts|diamonds|clubs)/);
    expect(v.holders.flatMap((h) => v.deal[h.seat].filter((c) => rankOf(c) === 'A'))).toHaveLength(4);
  });

  test('the announcement names the deal, the trump and who scores', () => {
    const v = counterView(wc26, { seed: 't', number: simple[0]!, strain: 'H' });
    expect(v.announcement).toMatch(new RegExp(`^Deal ${simple[0]}, hearts: (North–South|East–West) score \\d+ above the line\\.`));
    expect(v.kind).toBe('The honours are the ace, king, queen, jack and ten of hearts.');
    expect(SEATS.map((s) => v.holders.find((h) => h.seat === s)?.name)).toEqual(['North', 'East', 'South', 'West']);
  });
});
