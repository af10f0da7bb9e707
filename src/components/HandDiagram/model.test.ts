import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { FULL_DECK, parseCard } from '../../engine/card.ts';
import { randomDeal } from '../../engine/deal.ts';
import { SEATS, SUITS, type Card, type Deal, type Seat } from '../../engine/types.ts';
import { diagramView, handSentence, handState, suitLine } from './model.ts';

const anySeat = fc.constantFrom(...SEATS);
/** Any full deal: the 52 cards shuffled and dealt 13 a hand (not sorted). */
const anyDeal: fc.Arbitrary<Deal> = fc
  .shuffledSubarray([...FULL_DECK], { minLength: 52, maxLength: 52 })
  .map((cards) => ({ N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39, 52) }));

const hand = (...cards: string[]): Card[] => cards.map((c) => parseCard(c)!);

/** A fixed deal (North holds A K 7 of spades, a heart void, ten-high diamonds). */
const deal: Deal = {
  N: hand('S7', 'SA', 'SK', 'DT', 'D2', 'D9', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'),
  E: hand('SQ', 'SJ', 'HA', 'HK', 'HQ', 'HJ', 'HT', 'H9', 'H8', 'H7', 'H6', 'H5', 'H4'),
  S: hand('ST', 'S9', 'S8', 'S6', 'S5', 'S4', 'S3', 'S2', 'H3', 'H2', 'DA', 'DK', 'DQ'),
  W: hand('DJ', 'D8', 'D7', 'D6', 'D5', 'D4', 'D3', 'CA', 'CK', 'CQ', 'CJ', 'CT', 'C9'),
};

describe('suitLine', () => {
  test('prints ranks from the ace down, the ten as 10', () => {
    const line = suitLine(deal.N!, 'D');
    expect(line.ranks).toEqual(['10', '9', '2']);
    expect(line.text).toBe('10 9 2');
    expect(line.spoken).toBe('diamonds: ten, nine, two');
  });

  test('sorts a hand given in any order', () => {
    expect(suitLine(deal.N!, 'S').text).toBe('A K 7');
  });

  test('a void is a dash, spoken as void', () => {
    const line = suitLine(deal.N!, 'H');
    expect(line).toMatchObject({ isVoid: true, text: '—', ranks: [], spoken: 'hearts: void' });
  });
});

describe('diagramView', () => {
  test('lists the suits of each hand in book order ♠ ♥ ♦ ♣', () => {
    const view = diagramView({ deal, dealer: 'N' });
    for (const seat of SEATS) expect(view.hands[seat].suits.map((l) => l.suit)).toEqual([...SUITS]);
  });

  test('reads a hand as one sentence, dealer named', () => {
    const view = diagramView({ deal, dealer: 'N' });
    expect(handSentence(view.hands.N)).toBe(
      'North, dealer: spades: ace, king, seven; hearts: void; diamonds: ten, nine, two; clubs: eight, seven, six, five, four, three, two',
    );
    expect(view.hands.E.label).toBe('East');
  });

  prop.prop([anySeat])('marks exactly the dealer, in the hand and in the centre box', (dealer) => {
    const view = diagramView({ deal, dealer });
    expect(SEATS.filter((s) => view.hands[s].isDealer)).toEqual([dealer]);
    expect(view.hands[dealer].dealerMark).toBe('Dealer');
    expect(view.centre.dealer).toBe(dealer);
    expect(view.centre.dealerText).toBe(`Dealer: ${view.hands[dealer].name}`);
    expect(view.label).toBe(`The four hands, dealer ${view.hands[dealer].name}`);
  });

  test('hides the hands listed in hidden, and only those', () => {
    const view = diagramView({ deal, dealer: 'S', hidden: ['E', 'W'] });
    expect(SEATS.map((s) => view.hands[s].state)).toEqual(['shown', 'hidden', 'shown', 'hidden']);
    expect(view.hands.E.suits).toEqual([]);
    expect(view.hands.E.placeholder).toEqual({ text: 'Hidden', spoken: 'hand hidden' });
  });

  test('shows a hand that is not given (partial deal) as unknown', () => {
    const partial: Deal = { ...deal, E: null, W: null };
    const view = diagramView({ deal: partial, dealer: 'N' });
    expect(view.hands.W.state).toBe('unknown');
    expect(view.hands.W.placeholder?.text).toBe('Not given');
    expect(handSentence(view.hands.W)).toBe('West: hand not given');
    expect(view.hands.N.state).toBe('shown');
  });

  test('a hidden seat stays hidden even when its hand is not given', () => {
    expect(handState({ ...deal, E: null }, 'E', ['E'])).toBe('hidden');
  });

  test('shows contract and vulnerability in the centre only when given', () => {
    expect(diagramView({ deal, dealer: 'N' }).centre).not.toHaveProperty('contract');
    const view = diagramView({
      deal,
      dealer: 'N',
      contract: { level: 4, strain: 'H', doubled: 1, declarer: 'S' },
      vulnerability: 'None',
    });
    expect(view.centre.contract?.text).toBe('Contract: 4♥ doubled by South');
    expect(view.centre.contract?.spoken).toBe('Contract: four hearts doubled by South');
    expect(view.centre.vulnerability).toBe('Vulnerable: None');
  });

  prop.prop([anyDeal, anySeat])('shows every card of every hand exactly once', (d, dealer) => {
    const view = diagramView({ deal: d, dealer });
    for (const seat of SEATS as readonly Seat[]) {
      const shown = view.hands[seat].suits.flatMap((l) => l.ranks.map((r) => parseCard(`${l.suit}${r}`)));
      expect(new Set(shown)).toEqual(new Set(d[seat]));
      expect(shown).toHaveLength(13);
    }
  });

  test('draws a seeded engine deal', () => {
    const view = diagramView({ deal: randomDeal('widgets', 'E'), dealer: 'E' });
    const total = SEATS.reduce((n, s) => n + view.hands[s].suits.reduce((m, l) => m + l.ranks.length, 0), 0);
    expect(total).toBe(52);
  });
});
