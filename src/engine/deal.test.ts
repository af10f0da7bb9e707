import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, sortCards } from './card.ts';
import {
  dealerOfBoard,
  completeDeal,
  cut,
  dealCards,
  dealerAfter,
  isFullDeal,
  nextDealer,
  nextRandom,
  randomDeal,
  seedFromString,
  seedState,
  shuffle,
  validateDeal,
} from './deal.ts';
import { RULE_SETS, withOptions } from './rules/index.ts';
import { rotate } from './seat.ts';
import { SEATS, type Card, type Deal, type FullDeal, type Seat } from './types.ts';

/** A known-good deal: FULL_DECK dealt in four blocks of thirteen (N spades, E hearts, S diamonds, W clubs). */
const blocks: FullDeal = {
  N: FULL_DECK.slice(0, 13),
  E: FULL_DECK.slice(13, 26),
  S: FULL_DECK.slice(26, 39),
  W: FULL_DECK.slice(39, 52),
};
const codes = (deal: Deal, allowShortHands = false): string[] => {
  const r = validateDeal(deal, { allowShortHands });
  return r.ok ? [] : r.error.map((d) => d.code).sort();
};

describe('validateDeal', () => {
  it('accepts a full deal of 52 different cards, 13 a hand, and says it is not partial', () => {
    const r = validateDeal(blocks);
    expect(r).toEqual({ ok: true, value: { deal: blocks, partial: false } });
    expect(isFullDeal(blocks)).toBe(true);
  });

  it('accepts unknown hands (null) and flags the deal partial', () => {
    const deal: Deal = { ...blocks, E: null, W: null };
    expect(validateDeal(deal)).toEqual({ ok: true, value: { deal, partial: true } });
    expect(isFullDeal(deal)).toBe(false);
    expect(validateDeal({ N: null, E: null, S: null, W: null })).toMatchObject({ ok: true, value: { partial: true } });
  });

  it('reports a card in two hands in bridge words: "West holds 14 cards: the ♠J is also in North\'s hand."', () => {
    const r = validateDeal({ ...blocks, W: [...blocks.W, 'SJ'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // One problem, not two: the extra card explains West's fourteen.
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({ code: 'DEAL_CARD_TWICE', severity: 'error' });
    expect(r.error[0]!.message).toBe("West holds 14 cards: the ♠J is also in North's hand.");
  });

  it('reports a swapped card (13 and 13) as a card dealt twice plus the card nobody holds', () => {
    const W: Card[] = [...blocks.W.slice(0, 12), 'SJ']; // the ♣2 replaced by the ♠J
    const r = validateDeal({ ...blocks, W });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((d) => d.code).sort()).toEqual(['DEAL_CARDS_MISSING', 'DEAL_CARD_TWICE']);
    expect(r.error.find((d) => d.code === 'DEAL_CARD_TWICE')!.message).toBe('The ♠J is dealt twice: North and West both hold it.');
    expect(r.error.find((d) => d.code === 'DEAL_CARDS_MISSING')!.message).toContain('the ♣2');
  });

  it('reports every independent problem, not only the first', () => {
    const deal = {
      N: [...blocks.N.slice(0, 12), 'ZZ'], // a non-card (and so 12 cards)
      E: [...blocks.E, 'SA'], // 14: the ♠A is also North's
      S: blocks.S.slice(0, 11), // 11 cards
      W: [...blocks.W.slice(0, 12), 'CA'], // the ♣A twice in one hand
    } as unknown as Deal;
    expect(codes(deal)).toEqual([
      'DEAL_CARD_REPEATED',
      'DEAL_CARD_TWICE',
      'DEAL_CARD_UNKNOWN',
      'DEAL_HAND_SIZE', // North 12
      'DEAL_HAND_SIZE', // South 11
      'DEAL_HAND_SIZE', // West 12 distinct cards
    ]);
    // The short hands account for the missing cards, so those are named in the hints.
    const r = validateDeal(deal);
    if (!r.ok) expect(r.error.find((d) => d.code === 'DEAL_HAND_SIZE')!.hint).toBe('No hand holds the ♠2, the ♦3, the ♦2 and the ♣2.');
  });

  it('rejects a short known hand by default, and accepts it as partial with allowShortHands (diagrams)', () => {
    const deal: Deal = { N: blocks.N.slice(0, 5), E: blocks.E.slice(0, 5), S: blocks.S.slice(0, 5), W: blocks.W.slice(0, 5) };
    expect(codes(deal)).toEqual(['DEAL_HAND_SIZE', 'DEAL_HAND_SIZE', 'DEAL_HAND_SIZE', 'DEAL_HAND_SIZE']);
    expect(validateDeal(deal, { allowShortHands: true })).toEqual({ ok: true, value: { deal, partial: true } });
    // More than thirteen is never allowed, and duplicates are still caught.
    expect(codes({ ...deal, N: [...blocks.N, 'CA'] }, true)).toEqual(['DEAL_CARD_TWICE']); // West has the ♣A
    expect(codes({ ...deal, N: [...blocks.N, 'D2'] }, true)).toEqual(['DEAL_HAND_SIZE']);
  });

  it('never throws on data that is not a deal', () => {
    expect(codes(null as unknown as Deal)).toEqual(['DEAL_MALFORMED']);
    expect(codes({ N: blocks.N, E: blocks.E, S: blocks.S } as unknown as Deal)).toEqual(['DEAL_HAND_MISSING']);
    expect(codes({ ...blocks, S: 'SA' } as unknown as Deal)).toEqual(['DEAL_HAND_MALFORMED']);
  });

  fcTest.prop([fc.constantFrom(...SEATS), fc.string(), fc.nat(51), fc.constantFrom(...SEATS)])(
    'moving one card from one hand to another always gives a size or duplicate problem',
    (dealer, seed, k, to) => {
      const deal = randomDeal(seed, dealer);
      const from = SEATS.find((s) => deal[s].includes(FULL_DECK[k]!))!;
      if (from === to) return;
      const moved = { ...deal, [from]: deal[from].filter((c) => c !== FULL_DECK[k]), [to]: [...deal[to], FULL_DECK[k]!] };
      expect(codes(moved)).toEqual(['DEAL_HAND_SIZE', 'DEAL_HAND_SIZE']);
    },
  );
});

describe('dealerOfBoard (the deal passes to the left, auction-laws.md §4.1)', () => {
  it('North deals board 1, then East, South, West, and round again', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 16].map(dealerOfBoard)).toEqual(['N', 'E', 'S', 'W', 'N', 'W', 'N', 'W']);
  });

  it('board 0 and negative boards keep turning; a number that is not whole gives North', () => {
    expect([0, -1, -3, 2.5, Number.NaN].map(dealerOfBoard)).toEqual(['W', 'S', 'N', 'N', 'N']);
  });
});

describe('completeDeal', () => {
  it('fills the one unknown hand from the cards left (pbn-lin.md §2), and nothing else', () => {
    expect(completeDeal({ ...blocks, E: null })).toEqual({ ...blocks, E: sortCards(blocks.E) });
    const two: Deal = { ...blocks, E: null, W: null };
    expect(completeDeal(two)).toBe(two);
    const bad: Deal = { ...blocks, E: null, W: [...blocks.W.slice(0, 12), 'SA'] };
    expect(completeDeal(bad)).toBe(bad);
  });
});

describe('seeded randomness (algorithm documented in deal.ts)', () => {
  it('hashes strings with 32-bit FNV-1a over UTF-8 (published test vectors)', () => {
    expect(seedFromString('')).toBe(0x811c9dc5);
    expect(seedFromString('a')).toBe(0xe40c292c);
    expect(seedFromString('foobar')).toBe(0xbf9cf968);
    // Non-ASCII goes through UTF-8 (value from an independent Python implementation).
    expect(seedFromString('Auction Bridge ♠')).toBe(0xea800cb4);
  });

  it('steps mulberry32 as the reference does (seed 0: 0.26642920868471265 × 2³² first)', () => {
    const out: number[] = [];
    let state = 0;
    for (let i = 0; i < 5; i++) {
      const step = nextRandom(state);
      out.push(step.value);
      state = step.state;
    }
    expect(out).toEqual([1144304738, 1416247, 958946056, 627933444, 2007157716]);
  });

  it('gives pinned decks for pinned seeds, so share links keep working (values from an independent Python run)', () => {
    expect(shuffle('auction-1912').slice(0, 8)).toEqual(['HT', 'H2', 'CA', 'CT', 'H5', 'HK', 'C5', 'S5']);
    expect(shuffle('auction-1912').slice(-4)).toEqual(['H3', 'SA', 'C4', 'H9']);
    expect(shuffle(42).slice(0, 6)).toEqual(['CQ', 'C6', 'HK', 'H2', 'C2', 'D6']);
    expect(randomDeal('auction-1912', 'S').W).toEqual(
      sortCards(['HT', 'H5', 'H7', 'C3', 'S3', 'C7', 'HJ', 'DT', 'CQ', 'D5', 'H4', 'SJ', 'H3']),
    );
  });

  it('reads number seeds modulo 2³² and never fails on odd numbers', () => {
    expect(seedState(2 ** 32 + 5)).toBe(5);
    expect(seedState(-1)).toBe(0xffffffff);
    expect(seedState(Number.NaN)).toBe(0);
    expect(shuffle(Number.POSITIVE_INFINITY)).toEqual(shuffle(0));
  });

  fcTest.prop([fc.oneof(fc.string(), fc.integer())])('a seeded shuffle is a permutation of the 52 cards, the same every time', (seed) => {
    const deck = shuffle(seed);
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect([...deck].sort()).toEqual([...FULL_DECK].sort());
    expect(shuffle(seed)).toEqual(deck);
  });

  it('moves the ace of spades to every position about equally often (a broken Fisher–Yates would not)', () => {
    const counts = new Array<number>(52).fill(0);
    for (let seed = 0; seed < 5200; seed++) counts[shuffle(seed).indexOf('SA')]! += 1;
    // Expected 100 each; a binomial(5200, 1/52) stays inside 55..150 with overwhelming odds,
    // and the seeds are fixed, so this is deterministic.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(55);
    expect(Math.max(...counts)).toBeLessThanOrEqual(150);
    // Sattolo's off-by-one (j < i) would never leave the last card in place.
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('gives different deals for different seeds', () => {
    const decks = new Set(['a', 'b', 'c', '1', '2', 'auction'].map((s) => shuffle(s).join('')));
    expect(decks.size).toBe(6);
  });
});

describe('dealCards (1912 code, laws 28–41; auction-laws.md §4.1)', () => {
  fcTest.prop([fc.oneof(fc.string(), fc.integer()), fc.constantFrom(...SEATS)])(
    "deals 13 each, one at a time clockwise, the first card to the dealer's left and the last to the dealer",
    (seed, dealer) => {
      const deck = shuffle(seed);
      const r = dealCards(deck, dealer);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const deal = r.value;
      for (const s of SEATS) expect(deal[s]).toHaveLength(13);
      expect(deal[rotate(dealer, 1)][0]).toBe(deck[0]);
      expect(deal[rotate(dealer, 2)][0]).toBe(deck[1]);
      expect(deal[dealer][12]).toBe(deck[51]);
      deck.forEach((card, i) => expect(deal[rotate(dealer, (i % 4) + 1)][Math.floor(i / 4)]).toBe(card));
      expect(validateDeal(deal).ok).toBe(true);
    },
  );

  it('refuses a pack that is not 52 different cards', () => {
    expect(dealCards(FULL_DECK.slice(1), 'N')).toMatchObject({ ok: false, error: [{ code: 'DECK_SIZE' }] });
    const twice = [...FULL_DECK.slice(0, 51), 'SA'] as Card[];
    const r = dealCards(twice, 'N');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((d) => d.code)).toContain('DEAL_CARD_TWICE');
  });

  fcTest.prop([fc.oneof(fc.string(), fc.integer()), fc.constantFrom(...SEATS)])(
    'randomDeal is dealCards of the seeded shuffle, each hand sorted, and validates',
    (seed, dealer) => {
      const r = dealCards(shuffle(seed), dealer);
      if (!r.ok) throw new Error('deal failed');
      const d = randomDeal(seed, dealer);
      for (const s of SEATS) expect(d[s]).toEqual(sortCards(r.value[s]));
      expect(validateDeal(d)).toMatchObject({ ok: true, value: { partial: false } });
      expect(randomDeal(seed, dealer)).toEqual(d);
    },
  );
});

describe('cut (each packet keeps at least four cards: auction-laws.md §4.1)', () => {
  it('puts the bottom packet on top', () => {
    const r = cut(FULL_DECK, 10);
    expect(r).toEqual({ ok: true, value: [...FULL_DECK.slice(10), ...FULL_DECK.slice(0, 10)] });
  });

  it('accepts 4 to 48 and refuses the rest with a stable code', () => {
    expect(cut(FULL_DECK, 4).ok).toBe(true);
    expect(cut(FULL_DECK, 48).ok).toBe(true);
    for (const at of [0, 3, 49, 52, 60, -1, 2.5, Number.NaN]) {
      expect(cut(FULL_DECK, at)).toMatchObject({ ok: false, error: { code: 'CUT_PACKET_TOO_SMALL' } });
    }
    const r = cut(FULL_DECK, 3);
    if (!r.ok) expect(r.error.message).toContain('at least four cards');
  });

  fcTest.prop([fc.integer({ min: 4, max: 48 }), fc.integer()])('a cut keeps the same cards in the same cyclic order', (at, seed) => {
    const deck = shuffle(seed);
    const r = cut(deck, at);
    if (!r.ok) throw new Error('cut refused');
    expect([...r.value].sort()).toEqual([...deck].sort());
    expect(r.value[0]).toBe(deck[at]);
    expect(r.value[51]).toBe(deck[at - 1]);
  });
});

describe('dealer rotation', () => {
  it('passes the deal to the left (auction-laws.md §4.1)', () => {
    expect(SEATS.map(nextDealer)).toEqual(['E', 'S', 'W', 'N']);
  });

  it('redeals after four passes as each rule set says (addendum Q3b; seed 000 §10 row 9)', () => {
    const cases: [string, Seat][] = [
      ['whist-club-1926', 'E'], // nextDealer [inferred]
      ['whist-club-1915', 'E'], // nextDealer [inferred]
      ['seed-000', 'N'], // sameDealer [literal]
      ['contract-rubber', 'E'],
    ];
    for (const [id, expected] of cases) {
      expect(dealerAfter(RULE_SETS[id as keyof typeof RULE_SETS], 'N', true)).toBe(expected);
      // A hand that was played: always the next dealer.
      expect(dealerAfter(RULE_SETS[id as keyof typeof RULE_SETS], 'N', false)).toBe('E');
    }
    const sameDealer = withOptions(RULE_SETS['whist-club-1926'], { passedOutRedeal: 'sameDealer' });
    expect(dealerAfter(sameDealer, 'W', true)).toBe('W');
    expect(dealerAfter(sameDealer, 'W', false)).toBe('N');
  });
});
