/**
 * Property tests of the play: random legal play on random deals (auction-laws.md §4.3).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, rankIndex, rankOf, suitOf } from './card.ts';
import { randomDeal } from './deal.ts';
import {
  applyCard,
  checkClaim,
  declarerTricks,
  legalPlays,
  playedCards,
  startPlay,
  trickWinner,
  tricksRemaining,
  type PlayState,
  type PlayedCard,
} from './play.ts';
import { rotate, sideOf } from './seat.ts';
import { SEATS, STRAINS, SUITS, type BySeat, type Card, type Contract, type FullDeal, type Seat, type Side } from './types.ts';

const seatArb = fc.constantFrom(...SEATS);
const contractArb = fc.record({
  level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7) as fc.Arbitrary<Contract['level']>,
  strain: fc.constantFrom(...STRAINS),
  doubled: fc.constantFrom(0, 1, 2) as fc.Arbitrary<Contract['doubled']>,
  declarer: seatArb,
});
const dealArb = fc.tuple(fc.integer(), seatArb).map(([seed, dealer]) => randomDeal(seed, dealer));
/** Which legal card to pick at each of the 52 turns (taken modulo the number of legal cards). */
const choicesArb = fc.array(fc.nat(), { minLength: 52, maxLength: 52 });

/** Plays 52 cards, each chosen among the legal plays; records every state on the way. */
const playOut = (deal: FullDeal, contract: Contract, choices: readonly number[]): { states: PlayState[]; cards: Card[] } => {
  let state = startPlay(deal, contract);
  const states = [state];
  const cards: Card[] = [];
  for (const choice of choices) {
    const legal = legalPlays(state);
    if (legal.length === 0) break;
    const card = legal[choice % legal.length]!;
    const r = applyCard(state, card);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
    states.push(state);
    cards.push(card);
  }
  return { states, cards };
};

const rotateDeal = (deal: FullDeal, k: number): FullDeal => {
  const out = {} as BySeat<readonly Card[]>;
  for (const s of SEATS) out[rotate(s, k)] = deal[s];
  return out;
};

describe('random legal play', () => {
  it('gives exactly 13 tricks, each card played once, and a legal card whenever cards remain', () => {
    fc.assert(
      fc.property(dealArb, contractArb, choicesArb, (deal, contract, choices) => {
        const { states, cards } = playOut(deal, contract, choices);
        const last = states[states.length - 1]!;
        expect(cards).toHaveLength(52);
        expect(new Set(cards).size).toBe(52);
        expect([...cards].sort()).toEqual([...FULL_DECK].sort());
        expect(last.complete).toBe(true);
        expect(last.tricks).toHaveLength(13);
        expect(last.tricksWon.NS + last.tricksWon.EW).toBe(13);
        expect(SEATS.every((s) => last.hands[s].length === 0)).toBe(true);
        expect(playedCards(last).map((p) => p.card)).toEqual(cards);
        for (const s of states.slice(0, -1)) {
          expect(s.complete).toBe(false);
          expect(legalPlays(s).length).toBeGreaterThan(0);
          expect(s.dummyExposed).toBe(s !== states[0]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('each trick is led by the winner of the one before, and the first by declarer’s left', () => {
    fc.assert(
      fc.property(dealArb, contractArb, choicesArb, (deal, contract, choices) => {
        const { states } = playOut(deal, contract, choices);
        const tricks = states[states.length - 1]!.tricks;
        expect(tricks[0]!.leader).toBe(rotate(contract.declarer, 1));
        tricks.slice(1).forEach((t, i) => expect(t.leader).toBe(tricks[i]!.winner));
        for (const t of tricks) {
          expect(t.cards.map((c) => c.seat)).toEqual([0, 1, 2, 3].map((k) => rotate(t.leader, k)));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('refuses every card of the hand that is not a legal play, as a revoke', () => {
    fc.assert(
      fc.property(dealArb, contractArb, choicesArb, (deal, contract, choices) => {
        const { states } = playOut(deal, contract, choices.slice(0, 20));
        for (const s of states) {
          const legal = new Set(legalPlays(s));
          for (const card of s.hands[s.toPlay!]) {
            const r = applyCard(s, card);
            if (legal.has(card)) expect(r.ok).toBe(true);
            else expect(r).toMatchObject({ ok: false, error: { code: 'REVOKE' } });
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('every claim between won and won + remaining is accepted, and nothing outside', () => {
    fc.assert(
      fc.property(dealArb, contractArb, choicesArb, fc.nat(52), (deal, contract, choices, stop) => {
        const { states } = playOut(deal, contract, choices.slice(0, stop));
        const s = states[states.length - 1]!;
        const won = declarerTricks(s);
        const left = tricksRemaining(s);
        expect(won + left + s.tricksWon[sideOf(contract.declarer) === 'NS' ? 'EW' : 'NS']).toBe(13);
        for (let total = -1; total <= 14; total++) {
          expect(checkClaim(s, total).ok).toBe(total >= won && total <= won + left);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('rotating every seat rotates every result', () => {
    fc.assert(
      fc.property(dealArb, contractArb, choicesArb, fc.integer({ min: 1, max: 3 }), (deal, contract, choices, k) => {
        const { states, cards } = playOut(deal, contract, choices);
        const last = states[states.length - 1]!;
        let turned = startPlay(rotateDeal(deal, k), { ...contract, declarer: rotate(contract.declarer, k) });
        for (const card of cards) {
          const r = applyCard(turned, card);
          expect(r.ok).toBe(true);
          if (r.ok) turned = r.value;
        }
        expect(turned.tricks.map((t) => t.winner)).toEqual(last.tricks.map((t) => rotate(t.winner, k)));
        expect(turned.tricks.map((t) => t.leader)).toEqual(last.tricks.map((t) => rotate(t.leader, k)));
        const flip = (side: Side): Side => (k % 2 === 0 ? side : side === 'NS' ? 'EW' : 'NS');
        expect(turned.tricksWon[flip('NS')]).toBe(last.tricksWon.NS);
        expect(turned.tricksWon[flip('EW')]).toBe(last.tricksWon.EW);
        expect(turned.dummy).toBe(rotate(last.dummy, k));
      }),
      { numRuns: 30 },
    );
  });
});

describe('trickWinner', () => {
  const trickArb = fc
    .tuple(fc.shuffledSubarray([...FULL_DECK], { minLength: 4, maxLength: 4 }), seatArb)
    .map(([cards, leader]) => cards.map((card, i): PlayedCard => ({ seat: rotate(leader, i), card })));
  const trumpArb = fc.constantFrom(null, ...SUITS);

  it('wins with a trump if one was played, else with the suit led, and with the highest such card', () => {
    fc.assert(
      fc.property(trickArb, trumpArb, (trick, trump) => {
        const winner = trickWinner(trick as [PlayedCard, ...PlayedCard[]], trump);
        const card = trick.find((p) => p.seat === winner)!.card;
        const anyTrump = trump !== null && trick.some((p) => suitOf(p.card) === trump);
        const winningSuit = anyTrump ? trump : suitOf(trick[0]!.card);
        expect(suitOf(card)).toBe(winningSuit);
        for (const p of trick) {
          if (suitOf(p.card) === winningSuit) expect(rankIndex(rankOf(p.card))).toBeLessThanOrEqual(rankIndex(rankOf(card)));
        }
      }),
    );
  });

  it('does not depend on who sits where', () => {
    fc.assert(
      fc.property(trickArb, trumpArb, fc.integer({ min: 1, max: 3 }), (trick, trump, k) => {
        const turned = trick.map((p) => ({ ...p, seat: rotate(p.seat, k) }));
        const w = trickWinner(trick as [PlayedCard, ...PlayedCard[]], trump);
        expect(trickWinner(turned as [PlayedCard, ...PlayedCard[]], trump)).toBe(rotate(w, k) satisfies Seat);
      }),
    );
  });
});
