import { describe, expect, test } from 'vitest';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import {
  auctionExample,
  auctionExampleResult,
  bidValueOf,
  dealDemo,
  dealDemoResult,
  ladder,
  outranks,
  outranksResult,
  parseCalls,
  scoreOf,
  trickExample,
  trickExampleResult,
  gameFromLove,
  rubberFromHands,
  rubberSummary,
  ruleRows,
  handResult,
} from './lesson.ts';

describe('outranks', () => {
  test('SPEC27: two no-trumps over three clubs is legal under value calling (20 > 18), not under majority', () => {
    expect(outranks('whist-club-1915', '2NT', '3C')).toBe('yes');
    expect(outranks('whist-club-1926', '2NT', '3C')).toBe('no');
  });
  test('SPEC08 (1908 bridge count): two spades (4) beats one club (4); two diamonds (12) beats one no-trump (12)', () => {
    expect(outranks('bridge-count-1908', '2S', '1C')).toBe('yes');
    expect(outranks('bridge-count-1908', '2D', '1NT')).toBe('yes');
    expect(outranks('bridge-count-1908', '1NT', '2D')).toBe('no');
  });
  test('a bad bid or rule set is an error value', () => {
    expect(outranksResult('whist-club-1926', 'X', '1C').ok).toBe(false);
    expect(outranksResult('nope', '1C', '1D').ok).toBe(false);
  });
});

describe('auctionExample', () => {
  test('law 46: the partner who first named the final strain declares, not the last bidder', () => {
    const a = auctionExample('whist-club-1926', 'N', '1H 1S 2H Pass 4H Pass Pass Pass');
    expect(a.contract?.declarer).toBe('N');
    expect(a.declarerName).toBe('North');
    expect(a.dummyName).toBe('South');
    expect(a.contractWords).toBe('four hearts');
  });
  test('a double dies when its bid is overcalled (law 53)', () => {
    const a = auctionExample('whist-club-1926', 'S', '1H X 2H Pass Pass Pass');
    expect(a.contract?.doubled).toBe(0);
    const b = auctionExample('whist-club-1926', 'S', '1H X XX Pass Pass Pass');
    expect(b.contractWords).toBe('one heart redoubled');
  });
  test('notes are attached by call index', () => {
    const a = auctionExample('whist-club-1926', 'N', '1H Pass Pass Pass', { 0: 'Opening.' });
    expect(a.calls[0]).toEqual({ call: { type: 'bid', level: 1, strain: 'H' }, note: 'Opening.' });
    expect(a.calls[1]).toEqual({ call: { type: 'pass' } });
  });
  test('law 42 (1912): the dealer may not pass, so the example is refused', () => {
    const r = auctionExampleResult('royal-auction-1912', 'N', 'Pass Pass Pass Pass');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/call 1 .*dealer/i);
    expect(() => auctionExample('royal-auction-1912', 'N', 'Pass Pass Pass Pass')).toThrow(/dealer/);
  });
  test('a passed-out deal has no contract and no declarer (1926: the dealer may pass)', () => {
    const a = auctionExample('whist-club-1926', 'E', 'Pass Pass Pass Pass');
    expect(a.contract).toBeNull();
    expect(a.declarerName).toBe('');
  });
  test('an unreadable call names its position', () => {
    expect(parseCalls('1H Pass 9H')).toEqual({ ok: false, error: expect.stringContaining('call 3') });
  });
});

describe('ladder and values', () => {
  test('the 1926 ladder has 35 bids, clubs to no-trump, one to seven (majority calling)', () => {
    const l = ladder('whist-club-1926');
    expect(l).toHaveLength(35);
    expect(l[0]?.bid).toBe('1C');
    expect(l[4]?.bid).toBe('1NT');
    expect(l[5]?.bid).toBe('2C');
    expect(l[34]?.bid).toBe('7NT');
  });
  test('the 1912 ladder is ordered by value: one plain spade (2) is lowest, seven no-trumps (70) highest', () => {
    const l = ladder('royal-auction-1912');
    expect(l[0]?.bid).toBe('1S');
    expect(l.at(-1)?.bid).toBe('7NT');
    const values = l.map((r) => r.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
  test('law 53: a bid is worth level × trick value', () => {
    expect(bidValueOf('royal-auction-1912', '2R')).toBe(18);
    expect(bidValueOf('bridge-count-1908', '3NT')).toBe(36);
  });
});

describe('dealDemo', () => {
  test("laws 28–41 (1912): right-hand opponent cuts, first card to the dealer's left, last to the dealer, deal passes left", () => {
    const d = dealDemo('lesson-test', 'N', 20);
    expect(d.cutterName).toBe('West');
    expect(d.firstHolderName).toBe('East');
    expect(d.lastHolderName).toBe('North');
    expect(d.nextDealerName).toBe('East');
    expect(d.deal.E).toContain(d.firstCard);
    for (const seat of ['N', 'E', 'S', 'W'] as const) expect(d.deal[seat]).toHaveLength(13);
  });
  test('a cut leaving fewer than four cards in a packet is refused', () => {
    expect(dealDemoResult('x', 'S', 3).ok).toBe(false);
    expect(dealDemoResult('x', 'S', 49).ok).toBe(false);
    expect(() => dealDemo('x', 'S', 2)).toThrow(/four cards/);
  });
});

describe('scoreOf', () => {
  test('WORK13: four hearts doubled and made exactly costs the doublers 82 (64 + 50 instead of 32)', () => {
    const doubled = scoreOf({ rules: 'royal-auction-1912', contract: '4HX', tricks: 10, part: 'declarer.total' });
    const plain = scoreOf({ rules: 'royal-auction-1912', contract: '4H', tricks: 10, part: 'declarer.total' });
    expect(doubled - plain).toBe(82);
  });
  test('bad props stop the build with the reason', () => {
    expect(() => scoreOf({ contract: '9H', tricks: 10 })).toThrow(/not a contract/);
  });
});

describe('trickExample', () => {
  test('the highest trump wins, even a small one (auction-laws.md §4.3)', () => {
    expect(trickExample('H', 'W', 'SK S3 H2 SA')).toEqual({ winnerName: 'East', winningCardName: 'the two of hearts' });
  });
  test('without a trump the highest card of the suit led wins; a discard never does', () => {
    expect(trickExample('NT', 'N', 'D5 DQ CA D9')).toEqual({ winnerName: 'East', winningCardName: 'the queen of diamonds' });
  });
  test('bad cards and bad trumps are errors', () => {
    expect(trickExampleResult('Z', 'N', 'D5').ok).toBe(false);
    expect(trickExampleResult('H', 'N', 'D5 ZZ').ok).toBe(false);
    expect(trickExampleResult('H', 'N', 'D5 D6 D7 D8 D9').ok).toBe(false);
  });
});

describe('gameFromLove', () => {
  test('1926: five clubs, five diamonds, four hearts, four spades, three no-trumps (auction-laws.md §6.1–6.2)', () => {
    expect(gameFromLove('whist-club-1926').map((r) => [r.strain, r.oddTricks])).toEqual([
      ['C', 5],
      ['D', 5],
      ['H', 4],
      ['S', 4],
      ['NT', 3],
    ]);
  });
  test('1908 bridge count: 3NT and 4H are game from love (auction-laws.md §12.2); spades and clubs never are, undoubled', () => {
    const rows = Object.fromEntries(gameFromLove('bridge-count-1908').map((r) => [r.strain, r.oddTricks]));
    expect(rows).toEqual({ S: null, C: null, D: 5, H: 4, NT: 3 });
  });
});

describe('rubberFromHands and rubberSummary', () => {
  const boards = Array.from({ length: 13 }, (_, i) => String(i + 1));
  test("case rub-01 (WORK13 score-sheets): Work's rubber, 2 games to 1, 1033 to 621, net 412 to North–South", () => {
    const s = rubberSummary('royal-auction-1912', rubberFromHands('l12-work-rubber-1912', boards), boards);
    expect(s.totals).toEqual({ NS: 1033, EW: 621 });
    expect(s.games).toEqual({ NS: 2, EW: 1 });
    expect(s.winnerName).toBe('North–South');
    expect(s.margin).toBe(412);
    expect(s.rubberBonus).toBe(250);
    // Work's per-deal entries: deal 1 16 below and 32 above to NS; deal 6 216 above to NS.
    expect(s.rows[0]).toMatchObject({ ns: { below: 16, above: 32 }, ew: { below: 0, above: 0 } });
    expect(s.rows[5]).toMatchObject({ ns: { below: 0, above: 216 } });
  });
  test('rescoring under 1926 plays royal spades as spades and keeps the tricks', () => {
    const deals = rubberFromHands('l12-work-rubber-1912', boards, 'whist-club-1926');
    expect(deals.map((d) => (d.contract && typeof d.contract === 'object' ? d.contract.strain : null))).not.toContain('R');
    const s = rubberSummary('whist-club-1926', deals, boards);
    expect(s.games).toEqual({ NS: 2, EW: 1 });
    expect(s.rows.map((r) => r.tricks)).toEqual(rubberFromHands('l12-work-rubber-1912', boards).map((d) => d.tricks));
  });
});

describe('ruleRows', () => {
  test('every rule of the 1926 set, with the inferred ones marked as the rule set says (auction-laws.md §11)', () => {
    const rows = ruleRows('whist-club-1926');
    expect(rows.map((r) => r.key)).toContain('honourScale');
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey['honourScale']).toMatchObject({ value: 'flat values (Scale B)', confidence: 'inferred' });
    expect(byKey['bidRanking']).toMatchObject({ value: 'majority calling', confidence: 'inferred' });
    expect(byKey['undertrick']).toMatchObject({ value: '50 / 100 / 200', confidence: null });
    expect(byKey['passedOutRedeal']?.value).toBe('the next dealer deals');
  });
  test('the 1912 set: the dealer must bid, so a pass-out cannot happen; chicane law-sourced', () => {
    const byKey = Object.fromEntries(ruleRows('royal-auction-1912').map((r) => [r.key, r]));
    expect(byKey['passedOutRedeal']?.value).toBe('cannot happen');
    expect(byKey['chicane']).toMatchObject({ value: 'yes', confidence: 'law' });
    expect(byKey['oneSpadeLossLimit']?.value).toBe('100, unless redoubled');
  });
  test('the seed set marks its departures as literal', () => {
    const byKey = Object.fromEntries(ruleRows('seed-000').map((r) => [r.key, r]));
    expect(byKey['doubledMadeBonus']).toMatchObject({ value: '50, flat; × 2 redoubled', confidence: 'literal' });
  });
});

describe('handResult', () => {
  test('reads the contract, tricks and deal of a hand file, for <Score>', () => {
    const r = handResult('l07-every-trick-counts');
    expect(r.tricks).toBe(10);
    expect(r.contract).toMatchObject({ level: 1, strain: 'H', declarer: 'S' });
    expect(scoreOf({ ...r, rules: 'whist-club-1926', part: 'declarer.below' })).toBe(32);
  });
});

describe('on a German page', () => {
  /** Runs `f` with the page's language German, then English again. */
  const inGerman = <T>(f: () => T): T => {
    registerGerman();
    setPageLang('de');
    try {
      return f();
    } finally {
      setPageLang('en');
    }
  };
  const ENGLISH =
    /\b(yes|no|the|of|and|North|East|South|hearts?|spades?|clubs?|diamonds?|no-trumps?|doubled|redoubled|passed out|odd tricks|below the line|unless|none|flat|Scale|slam|dealer|deals|Trick values|Bid ranking|Game|Undertricks|Honour|Aces|Rubber)\b/;

  test('outranks: "ja" or "nein"', () => {
    expect(inGerman(() => [outranks('whist-club-1915', '2NT', '3C'), outranks('whist-club-1926', '2NT', '3C')])).toEqual(['ja', 'nein']);
  });
  test('auctionExample: the contract and the seats in German', () => {
    const a = inGerman(() => auctionExample('whist-club-1926', 'N', '1H 1S 2H Pass 4H Pass Pass Pass'));
    expect([a.contractWords, a.declarerName, a.dummyName]).toEqual(['vier Coeur', 'Nord', 'Süd']);
    expect(inGerman(() => auctionExample('whist-club-1926', 'S', '1H X XX Pass Pass Pass')).contractWords).toBe('ein Coeur rekontriert');
    expect(inGerman(() => auctionExample('royal-auction-1912', 'S', '1S Pass 1NT 2H Pass Pass 2R Pass Pass Pass')).contractWords).toBe(
      'zwei Royal Spades',
    );
  });
  test('trickExample and dealDemo: seats and cards in German', () => {
    expect(inGerman(() => trickExample('H', 'W', 'SK S3 H2 SA'))).toEqual({ winnerName: 'Ost', winningCardName: 'Coeur-Zwei' });
    expect(inGerman(() => trickExample('NT', 'N', 'D5 DQ CA D9'))).toEqual({ winnerName: 'Ost', winningCardName: 'Karo-Dame' });
    const d = inGerman(() => dealDemo('lesson-test', 'N', 20));
    expect([d.cutterName, d.firstHolderName, d.lastHolderName, d.nextDealerName]).toEqual(['West', 'Ost', 'Nord', 'Ost']);
    expect(d.firstCardName).not.toMatch(ENGLISH);
  });
  test('ladder and gameFromLove: the strains in German', () => {
    expect(
      inGerman(() =>
        ladder('whist-club-1926')
          .slice(0, 6)
          .map((r) => r.words),
      ),
    ).toEqual(['ein Treff', 'ein Karo', 'ein Coeur', 'ein Pik', 'ein Sans Atout', 'zwei Treff']);
    expect(inGerman(() => gameFromLove('royal-auction-1912').map((r) => r.words))).toEqual([
      'Pik',
      'Treff',
      'Karo',
      'Coeur',
      'Royal Spades',
      'Sans Atout',
    ]);
  });
  test('rubberSummary: declarers, contracts and the winners in German, the same figures', () => {
    const boards = Array.from({ length: 13 }, (_, i) => String(i + 1));
    const s = inGerman(() => rubberSummary('royal-auction-1912', rubberFromHands('l12-work-rubber-1912', boards), boards));
    expect(s.winnerName).toBe('Nord-Süd');
    expect(s.totals).toEqual({ NS: 1033, EW: 621 });
    for (const r of s.rows) expect(`${r.declarerName} ${r.contractWords}`).not.toMatch(ENGLISH);
  });
  test('ruleRows: names, values and notes in German, as the rule set says', () => {
    const rows = inGerman(() => ruleRows('whist-club-1926'));
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey['honourScale']).toMatchObject({ name: 'Honneurtabelle', value: 'feste Werte (Skala B)', confidence: 'inferred' });
    expect(byKey['passedOutRedeal']?.value).toBe('der nächste Geber gibt');
    expect(byKey['undertrick']).toMatchObject({ name: 'Faller', value: '50 / 100 / 200', confidence: null });
    for (const r of rows) for (const text of [r.name, r.value, r.note]) expect(text, r.key).not.toMatch(ENGLISH);
    const seed = Object.fromEntries(inGerman(() => ruleRows('seed-000')).map((r) => [r.key, r]));
    expect(seed['doubledMadeBonus']).toMatchObject({ value: '50 pauschal; × 2 mit Rekontra', confidence: 'literal' });
    const royal = Object.fromEntries(inGerman(() => ruleRows('royal-auction-1912')).map((r) => [r.key, r]));
    expect([royal['passedOutRedeal']?.value, royal['chicane']?.value, royal['oneSpadeLossLimit']?.value]).toEqual([
      'kommt nicht vor',
      'ja',
      '100, außer mit Rekontra',
    ]);
  });
});
