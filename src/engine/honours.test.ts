import { describe, expect, it } from 'vitest';
import { classifySide, holdingsFromDeal, holdingsFromListing, scoreHonours, type HonourHoldings } from './honours.ts';
import { unwrap } from './result.ts';
import { RULE_SETS, withOptions } from './rules/index.ts';
import type { RuleSet } from './rules/types.ts';
import type { HonourListing } from './score/types.ts';
import type { Card, Deal, Strain } from './types.ts';

const listing = (
  declarer: string[],
  dummy: string[] = [],
  lho: string[] = [],
  rho: string[] = [],
  voids: HonourListing['voids'] = [],
): HonourListing => ({
  declarer,
  dummy,
  lho,
  rho,
  voids,
});

/** Honour points per side, declarer North (so NS declares). */
const points = (rules: RuleSet, strain: Strain, l: HonourListing): { NS: number; EW: number } => {
  const h = unwrap(holdingsFromListing(l, strain, 'N'));
  const trickValue = rules.auction.trickValues[strain] ?? 0;
  const entries = scoreHonours(h, rules, { trickValue }).entries;
  const of = (side: 'NS' | 'EW') => entries.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
  return { NS: of('NS'), EW: of('EW') };
};

const royal = RULE_SETS['royal-auction-1912'];
const wc26 = RULE_SETS['whist-club-1926'];
const wc15 = RULE_SETS['whist-club-1915'];
const seed = RULE_SETS['seed-000'];
const bridge08 = RULE_SETS['bridge-count-1908'];

describe('what the honours are (law 5, 1912)', () => {
  const deal: Deal = {
    N: ['SA', 'SK', 'HA', 'H2', 'D3'] as Card[],
    E: ['SQ', 'CA', 'C2'] as Card[],
    S: ['ST', 'DA', 'HK'] as Card[],
    W: ['SJ', 'S9', 'HQ'] as Card[],
  };

  it('reads trump honours and voids from a deal', () => {
    const h = unwrap(holdingsFromDeal(deal, 'H'));
    expect(h.cards).toEqual({ N: ['HA'], E: [], S: ['HK'], W: ['HQ'] });
    expect(h.voids).toEqual({ N: false, E: true, S: false, W: false });
  });

  it('reads the aces at no-trump, and royal spades as spade honours', () => {
    expect(unwrap(holdingsFromDeal(deal, 'NT')).cards).toEqual({ N: ['SA', 'HA'], E: ['CA'], S: ['DA'], W: [] });
    expect(unwrap(holdingsFromDeal(deal, 'R')).cards).toEqual({ N: ['SA', 'SK'], E: ['SQ'], S: ['ST'], W: ['SJ'] });
  });

  it('finds no honours at nullos [inferred, §8.2]', () => {
    const h = unwrap(holdingsFromDeal(deal, 'NL'));
    expect(h.kind).toBe('none');
    expect(scoreHonours(h, withOptions(royal, { nullos: true }), { trickValue: 10 }).entries).toEqual([]);
  });

  it('refuses a partial deal and an honour in two hands', () => {
    const partial = holdingsFromDeal({ ...deal, W: null }, 'H');
    expect(partial.ok ? '' : partial.error.code).toBe('HONOURS_DEAL_PARTIAL');
    const twice = holdingsFromDeal({ ...deal, W: ['HA'] as Card[] }, 'H');
    expect(twice.ok ? '' : twice.error.code).toBe('HONOURS_CARD_TWICE');
  });

  it('reads listings: ranks or "10" in a suit, aces either way round at no-trump', () => {
    expect(unwrap(holdingsFromListing(listing(['A', '10'], ['K']), 'D', 'E')).cards).toEqual({ E: ['DA', 'DT'], W: ['DK'], S: [], N: [] });
    expect(unwrap(holdingsFromListing(listing(['AS', 'HA'], [], ['AD']), 'NT', 'S')).cards).toEqual({
      S: ['SA', 'HA'],
      N: [],
      W: ['DA'],
      E: [],
    });
  });

  it.each([
    ['not an honour', listing(['9']), 'H', 'HONOURS_NOT_AN_HONOUR'],
    ['not an ace', listing(['KS']), 'NT', 'HONOURS_NOT_AN_HONOUR'],
    ['listed twice', listing(['A'], ['A']), 'H', 'HONOURS_CARD_TWICE'],
    ['void but holding honours', listing(['A'], [], [], [], ['declarer']), 'H', 'HONOURS_VOID_WITH_HONOURS'],
    ['void at no-trump', listing([], [], [], [], ['dummy']), 'NT', 'HONOURS_VOID_WITHOUT_TRUMPS'],
    ['honours at nullos', listing(['A']), 'NL', 'HONOURS_NONE_AT_STRAIN'],
  ] as const)('refuses a listing: %s', (_what, l, strain, code) => {
    const r = holdingsFromListing(l, strain as Strain, 'N');
    expect(r.ok ? '' : r.error.code).toBe(code);
  });
});

describe('classing a side (auction-laws.md §6.5)', () => {
  it.each([
    [['A', 'K'], ['Q'], 'simple'],
    [['A', 'K'], ['Q', 'J'], 'fourDivided'],
    [['A', 'K', 'Q'], ['J', 'T'], 'fiveDivided'],
    [['K', 'Q', 'J', 'T'], [], 'fourInOneHand'], // any four of the five (law 6)
    [['K', 'Q', 'J', 'T'], ['A'], 'fourInOneHandFifthWithPartner'],
    [['A', 'K', 'Q', 'J', 'T'], [], 'fiveInOneHand'],
    [['A'], ['K'], 'none'],
  ])('declarer %j, dummy %j → %s', (d, m, holding) => {
    const h = unwrap(holdingsFromListing(listing(d, m), 'H', 'N'));
    expect(classifySide(h, 'NS').holding).toBe(holding);
  });
  it.each([
    [['AS', 'AH', 'AD'], [], 'threeAces'],
    [['AS', 'AH'], ['AD', 'AC'], 'fourAcesDivided'],
    [['AS', 'AH', 'AD', 'AC'], [], 'fourAcesInOneHand'],
    [['AS', 'AH'], [], 'none'],
  ])('no-trump: declarer %j, dummy %j → %s', (d, m, holding) => {
    const h = unwrap(holdingsFromListing(listing(d, m), 'NT', 'N'));
    expect(classifySide(h, 'NS').holding).toBe(holding);
  });
});

describe('Scale A: multiples of the trick value (law 6, 1912; auction-laws.md §6.5 table)', () => {
  const holdings: [string, HonourListing][] = [
    ['simple', listing(['A', 'K'], ['Q'], ['J'], ['T'])],
    ['four divided', listing(['A', 'K'], ['Q', 'J'], ['T'])],
    ['five divided', listing(['A', 'K', 'Q'], ['J', 'T'])],
    ['four in one hand', listing(['A', 'K', 'Q', 'J'], [], ['T'])],
    ['four in one hand, fifth with partner', listing(['A', 'K', 'Q', 'J'], ['T'])],
    ['five in one hand', listing(['A', 'K', 'Q', 'J', 'T'])],
  ];
  // The rows of the §6.5 table: clubs (6), diamonds (7), hearts (8), royals (9), 2-point spades.
  const table: [RuleSet, Strain, number[]][] = [
    [royal, 'C', [12, 24, 30, 48, 54, 60]],
    [royal, 'D', [14, 28, 35, 56, 63, 70]],
    [royal, 'H', [16, 32, 40, 64, 72, 80]],
    [royal, 'R', [18, 36, 45, 72, 81, 90]],
    [royal, 'S', [4, 8, 10, 16, 18, 20]],
    [wc15, 'S', [18, 36, 45, 72, 81, 90]],
    // Bridge count 1908 (auction-laws.md §6.1: C4 D6 H8 S2): honours on the same scale.
    [bridge08, 'C', [8, 16, 20, 32, 36, 40]],
    [bridge08, 'D', [12, 24, 30, 48, 54, 60]],
  ];
  it.each(table.map(([r, s, v]) => [r.id, s, v] as const))('%s %s', (id, strain, values) => {
    const rules = table.find(([r, s]) => r.id === id && s === strain)![0];
    expect(holdings.map(([, l]) => points(rules, strain, l).NS)).toEqual(values);
  });
});

describe('Scale B: flat (auction-laws.md §6.5; Whist Club 1926 [inferred])', () => {
  it.each([
    [listing(['A', 'K'], ['Q'], ['J'], ['T']), 30],
    [listing(['A', 'K'], ['Q', 'J'], ['T']), 40],
    [listing(['A', 'K', 'Q'], ['J', 'T']), 50],
    [listing(['K', 'Q', 'J', 'T'], [], ['A']), 80],
    [listing(['K', 'Q', 'J', 'T'], ['A']), 90],
    [listing(['A', 'K', 'Q', 'J', 'T']), 100],
  ])('%j → %i, whatever the suit', (l, value) => {
    expect([points(wc26, 'C', l).NS, points(wc26, 'S', l).NS]).toEqual([value, value]);
  });
});

describe('seed 000 read literally (auction-laws.md §10 rows 3–4)', () => {
  it.each([
    ['A-K-Q-J in one hand, ten with the opponents', 80, 80, listing(['A', 'K', 'Q', 'J'], [], ['T'])],
    ['A-K-Q-J in one hand, ten with partner (case seed-02)', 90, 90, listing(['A', 'K', 'Q', 'J'], ['T'])],
    // The laws call any four in one hand "four in one hand" (law 6): 80 flat, not 40.
    ['K-Q-J-10 in one hand, ace with the opponents', 40, 80, listing(['K', 'Q', 'J', 'T'], [], ['A'])],
    ['K-Q-J-10 in one hand, ace with partner', 50, 90, listing(['K', 'Q', 'J', 'T'], ['A'])],
    ['five in one hand', 100, 100, listing(['A', 'K', 'Q', 'J', 'T'])],
    ['three divided', 30, 30, listing(['A'], ['K', 'Q'], ['J'], ['T'])],
  ])('%s: seed %i, 1926 laws %i', (_what, seedValue, lawValue, l) => {
    expect(points(seed, 'H', l).NS).toBe(seedValue);
    expect(points(wc26, 'H', l).NS).toBe(lawValue);
  });
});

describe('aces at no-trump (law 6, 1912): 30 / 40 / 100, to whichever side holds them', () => {
  it.each([
    [listing(['AS', 'AH'], ['AD']), { NS: 30, EW: 0 }],
    [listing(['AS', 'AH'], ['AD', 'AC']), { NS: 40, EW: 0 }],
    [listing(['AS', 'AH', 'AD', 'AC']), { NS: 100, EW: 0 }],
    [listing(['AS', 'AH'], [], ['AD'], ['AC']), { NS: 0, EW: 0 }],
    [listing([], [], ['AS', 'AH', 'AD', 'AC']), { NS: 0, EW: 100 }],
    [listing(['AS'], [], ['AH', 'AD'], ['AC']), { NS: 0, EW: 30 }],
  ])('%j → %j', (l, expected) => {
    for (const rules of [royal, wc26, bridge08, seed]) expect(points(rules, 'NT', l)).toEqual(expected);
  });
});

describe('chicane (law 9, 1912): simple honours for a hand void of trumps', () => {
  it('is added to the honours of the side that has it and scores honours (case wc12-11)', () => {
    expect(points(royal, 'H', listing(['A', 'K', 'Q'], [], ['J', 'T'], [], ['dummy']))).toEqual({ NS: 32, EW: 0 });
  });
  it("is deducted from the opponents' honours when they score them (case wc12-12)", () => {
    expect(points(royal, 'H', listing(['A', 'K', 'Q', 'J'], [], ['T'], [], ['rho']))).toEqual({ NS: 48, EW: 0 });
  });
  it('works the same way for the defenders: declarer void, defenders score honours', () => {
    // EW hold A K Q (simple, 16) and NS's declarer is void: deducted from EW.
    expect(points(royal, 'H', listing([], ['J', 'T'], ['A', 'K'], ['Q'], ['declarer']))).toEqual({ NS: 0, EW: 0 });
    // EW hold all five, divided, and West (rho of North) is void: added to EW's 5 × 8.
    expect(points(royal, 'H', listing([], [], ['A', 'K', 'Q', 'J', 'T'], [], ['rho']))).toEqual({ NS: 0, EW: 80 + 16 });
  });
  it("double chicane is worth four honours, deducted from the opponents' (law 9)", () => {
    // Both NS hands void: EW's five in one hand (10 × 7 = 70) less 4 × 7.
    expect(points(royal, 'D', listing([], [], ['A', 'K', 'Q', 'J', 'T'], [], ['declarer', 'dummy']))).toEqual({ NS: 0, EW: 70 - 28 });
  });
  it('counts at 2-point spades too, and a void on each side cancels out', () => {
    expect(points(royal, 'S', listing(['A', 'K', 'Q'], [], ['J', 'T'], [], ['dummy', 'rho']))).toEqual({ NS: 4, EW: 0 });
  });
  it('does not exist at no-trump, nor in codes that abolished it (Nov. 1913)', () => {
    expect(points(wc26, 'H', listing(['A', 'K', 'Q'], [], ['J', 'T'], [], ['dummy']))).toEqual({ NS: 30, EW: 0 });
    expect(points(wc15, 'H', listing(['A', 'K', 'Q'], [], ['J', 'T'], [], ['dummy']))).toEqual({ NS: 16, EW: 0 });
  });
  it('is found from the cards of a deal', () => {
    const deal: Deal = { N: ['HA', 'HK', 'HQ', 'S2'] as Card[], E: ['HJ', 'HT'] as Card[], S: ['S3'] as Card[], W: ['H2'] as Card[] };
    const h = unwrap(holdingsFromDeal(deal, 'H'));
    expect(scoreHonours(h, royal, { trickValue: 8 }).entries.map((e) => [e.side, e.reason, e.points])).toEqual([
      ['NS', 'honours', 16],
      ['NS', 'chicane', 16],
    ]);
  });
});

describe('three-handed honours (three-hand law 13, HOYLE14): each player for himself', () => {
  const three = withOptions(royal, { threeHanded: true });
  const seating = { declarer: 'A', lho: 'B', rho: 'C' };
  const per = (strain: Strain, l: HonourListing, rules: RuleSet = three) => {
    const h: HonourHoldings = unwrap(holdingsFromListing(l, strain, 'N'));
    const r = scoreHonours(h, rules, { trickValue: rules.auction.trickValues[strain] ?? 0, threeHanded: { seating, declarer: 'N' } });
    return Object.fromEntries(r.entries.map((e) => [e.player, e.points]));
  };
  it('one honour is one trick; no minimum of three', () => {
    expect(per('H', listing(['A', 'K'], ['Q'], ['J'], ['T']))).toEqual({ A: 24, B: 8, C: 8 });
  });
  it("four in one hand is 8 tricks, five is 10; the declarer counts his and the dummy's separately", () => {
    expect(per('D', listing(['A', 'K', 'Q', 'J'], [], ['T']))).toEqual({ A: 56, B: 7 });
    expect(per('D', listing(['A', 'K'], ['Q', 'J'], ['T']))).toEqual({ A: 28, B: 7 });
    expect(per('C', listing([], [], [], ['A', 'K', 'Q', 'J', 'T'])).C).toBe(60);
  });
  it('at no-trump each ace is 10, four in one hand 100', () => {
    expect(per('NT', listing(['AS', 'AH'], ['AD'], ['AC']))).toEqual({ A: 30, B: 10 });
    expect(per('NT', listing([], [], ['AS', 'AH', 'AD', 'AC']))).toEqual({ B: 100 });
  });
  it('reports how many honours each player counts', () => {
    const h = unwrap(holdingsFromListing(listing(['A'], ['K', 'Q'], ['J'], ['T']), 'H', 'N'));
    expect(scoreHonours(h, three, { trickValue: 8, threeHanded: { seating, declarer: 'N' } }).perPlayer).toEqual({ A: 3, B: 1, C: 1 });
  });
  it('says the arithmetic in words, one trick in the singular', () => {
    const h = unwrap(holdingsFromListing(listing(['A', 'K', 'Q'], ['T'], ['J']), 'H', 'N'));
    const details = Object.fromEntries(
      scoreHonours(h, three, { trickValue: 8, threeHanded: { seating, declarer: 'N' } }).entries.map((e) => [e.player, e.detail]),
    );
    expect(details).toEqual({ A: "3 honours: 3 tricks × 8; dummy's 1 honour: 1 trick × 8", B: '1 honour: 1 trick × 8' });
  });
});

describe('contract honours (contract-scoring.md §3)', () => {
  const rubber = RULE_SETS['contract-rubber'];
  const duplicate = RULE_SETS['contract-duplicate'];
  it.each([
    [listing(['A', 'K', 'Q', 'J'], ['T']), 'S', { NS: 100, EW: 0 }],
    [listing(['K', 'Q', 'J', 'T'], [], ['A']), 'S', { NS: 100, EW: 0 }],
    [listing(['A', 'K', 'Q', 'J', 'T']), 'C', { NS: 150, EW: 0 }],
    [listing([], [], ['A', 'K', 'Q', 'J'], ['T']), 'H', { NS: 0, EW: 100 }],
    [listing(['A', 'K'], ['Q', 'J'], ['T']), 'H', { NS: 0, EW: 0 }],
    [listing(['AS', 'AH', 'AD', 'AC']), 'NT', { NS: 150, EW: 0 }],
    [listing(['AS', 'AH', 'AD'], ['AC']), 'NT', { NS: 0, EW: 0 }],
  ] as const)('rubber: %j at %s → %j', (l, strain, expected) => {
    expect(points(rubber, strain, l)).toEqual(expected);
  });
  it('none in duplicate (Law 77)', () => {
    expect(points(duplicate, 'S', listing(['A', 'K', 'Q', 'J', 'T']))).toEqual({ NS: 0, EW: 0 });
  });
});
