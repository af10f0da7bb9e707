/**
 * The double-dummy solver against an independent oracle: a deliberately naive minimax (no
 * table, no pruning, the engine's own play rules) on small random endings, and metamorphic
 * properties on larger ones (research/dd-solver.md §6.10).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, suitOf } from '../card.ts';
import { legalCards, trickWinner, type PlayedCard } from '../play.ts';
import { rotate, sideOf } from '../seat.ts';
import { SEATS, SUITS, type BySeat, type Card, type Seat, type Suit } from '../types.ts';
import { toPlay, type Position } from './position.ts';
import { Solver } from './solver.ts';

const solver = new Solver({ ttLog2: 16 });

/** North–South's tricks from a position by plain minimax over every legal card. */
const minimax = (p: Position): number => {
  const seat = toPlay(p);
  const hand = p.hands[seat];
  if (hand.length === 0) return 0;
  const led = p.trick.length > 0 ? suitOf(p.trick[0]!) : null;
  const ns = sideOf(seat) === 'NS';
  let best = ns ? -1 : 99;
  for (const card of legalCards(hand, led)) {
    const hands = { ...p.hands, [seat]: hand.filter((c) => c !== card) };
    const trick = [...p.trick, card];
    let value: number;
    if (trick.length === 4) {
      const played = trick.map((c, i): PlayedCard => ({ seat: rotate(p.leader, i), card: c }));
      const winner = trickWinner(played as [PlayedCard, ...PlayedCard[]], p.trump);
      value = (sideOf(winner) === 'NS' ? 1 : 0) + minimax({ hands, trump: p.trump, leader: winner, trick: [] });
    } else value = minimax({ ...p, hands, trick });
    best = ns ? Math.max(best, value) : Math.min(best, value);
  }
  return best;
};

/** A random ending: `n` cards a hand from a shuffled deck, then `played` cards of the first trick. */
const endingArb = (n: number) =>
  fc
    .record({
      deck: fc.shuffledSubarray([...FULL_DECK], { minLength: 52, maxLength: 52 }),
      trump: fc.constantFrom<Suit | null>(null, ...SUITS),
      leader: fc.constantFrom(...SEATS),
      played: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ deck, trump, leader, played }): Position => {
      const hands = {} as BySeat<Card[]>;
      SEATS.forEach((s, i) => (hands[s] = deck.slice(i * n, (i + 1) * n)));
      let p: Position = { hands, trump, leader, trick: [] };
      for (let i = 0; i < played; i++) {
        const seat = toPlay(p);
        const led = p.trick.length > 0 ? suitOf(p.trick[0]!) : null;
        const card = legalCards(p.hands[seat], led)[0]!;
        p = { ...p, hands: { ...p.hands, [seat]: p.hands[seat].filter((c) => c !== card) }, trick: [...p.trick, card] };
      }
      return p;
    });

/** The tricks North–South takes from a position, from the solver. */
const solvedNS = (p: Position): number => {
  const r = solver.solve(p);
  if (!r.ok) throw new Error(r.error.message);
  const left = Math.max(...SEATS.map((s) => p.hands[s].length));
  return sideOf(toPlay(p)) === 'NS' ? r.value : left - r.value;
};

describe('solve against plain minimax', () => {
  it('agrees on random 3-card endings, mid-trick or not', () => {
    fc.assert(
      fc.property(endingArb(3), (p) => {
        expect(solvedNS(p)).toBe(minimax(p));
      }),
      { numRuns: 300 },
    );
  });
  it('agrees on random 4-card endings', () => {
    fc.assert(
      fc.property(endingArb(4), (p) => {
        expect(solvedNS(p)).toBe(minimax(p));
      }),
      { numRuns: 12 },
    );
  });
});

describe('cardValues', () => {
  it('gives each legal card the value minimax gives the position after it, and the best equals solve', () => {
    fc.assert(
      fc.property(endingArb(3), (p) => {
        const values = solver.cardValues(p);
        if (!values.ok) throw new Error(values.error.message);
        const seat = toPlay(p);
        const led = p.trick.length > 0 ? suitOf(p.trick[0]!) : null;
        const legal = legalCards(p.hands[seat], led);
        // Every legal card is listed once, as a representative or among its equals.
        expect(values.value.flatMap((v) => [v.card, ...v.equals]).sort()).toEqual([...legal].sort());
        const solved = solver.solve(p);
        expect(solved.ok && solved.value).toBe(values.value[0]!.tricks);
        const left = Math.max(...SEATS.map((s) => p.hands[s].length));
        for (const v of values.value) {
          for (const card of [v.card, ...v.equals]) {
            const after = { ...p, hands: { ...p.hands, [seat]: p.hands[seat].filter((c) => c !== card) }, trick: [...p.trick, card] };
            const ns = afterNS(after);
            expect(sideOf(seat) === 'NS' ? ns : left - ns).toBe(v.tricks);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

/** North–South's tricks after a card (the trick may just have been completed), by minimax. */
const afterNS = (p: Position): number => {
  if (p.trick.length < 4) return minimax(p);
  const played = p.trick.map((c, i): PlayedCard => ({ seat: rotate(p.leader, i), card: c }));
  const winner = trickWinner(played as [PlayedCard, ...PlayedCard[]], p.trump);
  return (sideOf(winner) === 'NS' ? 1 : 0) + minimax({ ...p, leader: winner, trick: [] });
};

describe('metamorphic properties on 6-card endings', () => {
  const rotateHands = (hands: BySeat<readonly Card[]>): BySeat<readonly Card[]> =>
    Object.fromEntries(SEATS.map((s) => [rotate(s, 1), hands[s]])) as BySeat<readonly Card[]>;
  const swapSuits = (cards: readonly Card[], a: Suit, b: Suit): Card[] =>
    cards.map((c) => (suitOf(c) === a ? `${b}${c[1]}` : suitOf(c) === b ? `${a}${c[1]}` : c) as Card);

  it('rotating every seat one place changes nothing for the side to play', () => {
    fc.assert(
      fc.property(endingArb(6), (p) => {
        const turned: Position = { ...p, hands: rotateHands(p.hands), leader: rotate(p.leader, 1) };
        const a = solver.solve(p);
        const b = solver.solve(turned);
        expect(a.ok && b.ok && a.value === b.value).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('swapping two suits that are not trumps changes nothing', () => {
    fc.assert(
      fc.property(endingArb(6), (p) => {
        const others = SUITS.filter((s) => s !== p.trump);
        const [a, b] = [others[0]!, others[1]!];
        const swapped: Position = {
          ...p,
          hands: Object.fromEntries(SEATS.map((s) => [s, swapSuits(p.hands[s], a, b)])) as BySeat<Card[]>,
          trick: swapSuits(p.trick, a, b),
        };
        const x = solver.solve(p);
        const y = solver.solve(swapped);
        expect(x.ok && y.ok && x.value === y.value).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('checkPosition', () => {
  const hands: BySeat<Card[]> = { N: ['SA', 'HK'], E: ['S2', 'H3'], S: ['SK', 'D4'], W: ['S3', 'C5'] };
  it('refuses a card held twice, lengths that play cannot leave, and a discard while holding the suit led', () => {
    expect(solver.solve({ hands: { ...hands, E: ['SA', 'H3'] }, trump: null, leader: 'N', trick: [] }).ok).toBe(false);
    expect(solver.solve({ hands: { ...hands, E: ['S2'] }, trump: null, leader: 'N', trick: [] }).ok).toBe(false);
    const revoke = solver.solve({ hands: { ...hands, N: ['HK'], E: ['S2'] }, trump: null, leader: 'N', trick: ['SA', 'H3'] });
    expect(revoke.ok).toBe(false);
    expect(!revoke.ok && revoke.error.code).toBe('REVOKE');
  });
  it('solves a position with cards on the trick', () => {
    // North led the ♠A; East follows; South and West still to play: North–South win it and one more.
    const r = solver.solve({
      hands: { N: ['HK'], E: ['H3'], S: ['SK', 'D4'], W: ['S3', 'C5'] },
      trump: null,
      leader: 'N',
      trick: ['SA', 'S2'],
    });
    expect(r).toEqual({ ok: true, value: 2 });
  });
});

describe('partition search against exact positions', () => {
  // One solver keeps its table across all runs, as a worker does, so that an entry stored for one
  // ending can wrongly answer for another; the exact solver stores whole positions only.
  const exact = new Solver({ ttLog2: 18, exact: true });
  const shared = new Solver({ ttLog2: 18 });
  it('gives every card of random 7-card endings the same value', () => {
    fc.assert(
      fc.property(endingArb(7), (p) => {
        const a = shared.cardValues(p);
        const b = exact.cardValues(p);
        expect(a.ok && a.value.map((v) => `${v.card}:${v.tricks}`).sort()).toEqual(
          b.ok && b.value.map((v) => `${v.card}:${v.tricks}`).sort(),
        );
      }),
      { numRuns: 60 },
    );
  });
});
