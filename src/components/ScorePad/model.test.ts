import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { scoreRubber, type RubberDealInput } from '../../engine/rubber.ts';
import { unwrap } from '../../engine/result.ts';
import { readResults } from '../Score/notation.ts';
import { WINNERS_BEHIND, WORK_RUBBER } from './fixtures.ts';
import { columnOrder, padView, playableDeals, replayTarget, type PadView } from './model.ts';

const royal = RULE_SETS['royal-auction-1912'];
const wc26 = RULE_SETS['whist-club-1926'];
const work = unwrap(readResults(WORK_RUBBER));

const points = (entries: readonly { pointsText: string }[]): string[] => entries.map((e) => e.pointsText);
const column = (view: PadView, name: string) => view.columns.find((c) => c.name === name)!;

describe('the sheet of Work’s sample rubber (rub-01-work1913, 1912 code)', () => {
  const view = padView(royal, { deals: work });

  test('We (North–South) left, They right; totals 1033 and 621; the result in words', () => {
    expect(view.columns.map((c) => [c.party, c.name])).toEqual([
      ['NS', 'We'],
      ['EW', 'They'],
    ]);
    expect(column(view, 'We').totalText).toBe('1033');
    expect(column(view, 'They').totalText).toBe('621');
    expect(view.result).toBe('We win the rubber, 2 games to 1, by 412 points.');
  });

  test('three games below the line, each with its game line and its winner', () => {
    expect(view.games.map((g) => [g.number, g.winner, g.lineLabel])).toEqual([
      [1, 'NS', 'Game 1: We'],
      [2, 'EW', 'Game 2: They'],
      [3, 'NS', 'Game 3: We'],
    ]);
    // Work's sheet: game 1 We 16 and 60, They 18; game 2 We 20, They 27 and 48.
    expect(view.games.map((g) => g.cells.map((c) => points(c.entries)))).toEqual([
      [['16', '60'], ['18']],
      [['20'], ['27', '48']],
      [['21', '36'], ['24']],
    ]);
  });

  test('above the line, oldest first (nearest the line), the rubber bonus last', () => {
    // Work's 60 of deal 4 is four aces divided (40) and the little slam (20); his 216 of deal 6
    // is the penalty (200) and the defenders' simple honours (16).
    expect(points(column(view, 'We').above)).toEqual(['32', '100', '40', '20', '200', '16', '30', '64', '36', '56', '36', '250']);
    expect(points(column(view, 'They').above)).toEqual(['72', '30', '18', '32', '20', '200', '100', '32']);
    expect(column(view, 'We').above.at(-1)?.reason).toBe('rubber-bonus');
  });

  test('each entry carries its deal, reason, arithmetic and source in words', () => {
    const first = column(view, 'We').above[0]!;
    expect(first.deal).toBe(1);
    expect(first.description).toBe('Deal 1: Honours, four honours divided: 4 tricks × 8');
    expect(first.source).toBe('Source: Whist Club code of 1912, law 6; M. C. Work, Auction of To-day (1913)');
    expect(first.spoken).toBe(`32, deal 1: Honours, four honours divided: 4 tricks × 8. ${first.source}`);
  });

  test('every ledger entry appears exactly once on the sheet', () => {
    const ledger = unwrap(scoreRubber(royal, work));
    const onSheet = [...view.columns.flatMap((c) => c.above), ...view.games.flatMap((g) => g.cells.flatMap((c) => c.entries))];
    expect(onSheet).toHaveLength(ledger.entries.length);
    expect(new Set(onSheet.map((e) => e.key)).size).toBe(onSheet.length);
  });

  test('We may be East–West', () => {
    const ew = padView(royal, { deals: work, we: 'EW' });
    expect(ew.columns.map((c) => [c.party, c.name])).toEqual([
      ['EW', 'We'],
      ['NS', 'They'],
    ]);
    expect(ew.result).toBe('They win the rubber, 2 games to 1, by 412 points.');
  });
});

describe('replaying deal by deal', () => {
  test('after deal 4 the first game is won (net 148, as on Work’s sheet) and the sheet holds four deals', () => {
    const view = padView(royal, { deals: work }, 4);
    expect(view.shown).toBe(4);
    expect(view.count).toBe(13);
    expect(view.games.map((g) => g.winner)).toEqual(['NS']);
    expect(view.status).toBe('Deal 4 of 13: two no-trumps by South, 12 of 13 tricks, made with 4 over. We 60 below, 60 above. Game to We.');
    expect(view.result).toBe('The rubber is not finished. Games: We 1, They 0. We lead by 148 points.');
    const current = [...view.columns.flatMap((c) => c.above), ...view.games.flatMap((g) => g.cells.flatMap((c) => c.entries))].filter(
      (e) => e.current,
    );
    expect(current.map((e) => e.deal)).toEqual([4, 4, 4]);
  });

  test('a failed contract: the penalty goes to the other side, honours stay with their holders', () => {
    const view = padView(royal, { deals: work }, 6);
    expect(view.status).toBe('Deal 6 of 13: three hearts doubled by West, 7 of 13 tricks, 2 down. We 216 above.');
  });

  test('the last deal wins the rubber', () => {
    expect(padView(royal, { deals: work }, 13).status).toMatch(/Game to We\. We win the rubber\.$/);
  });

  test('the deal shown is clamped to the deals there are', () => {
    expect(padView(royal, { deals: work }, 99).shown).toBe(13);
    expect(padView(royal, { deals: work }, -3).shown).toBe(0);
    expect(padView(royal, { deals: work }, 0).status).toBe('No deal scored yet.');
  });

  test.each([
    ['first', 5, 13, 1],
    ['previous', 5, 13, 4],
    ['previous', 1, 13, 1],
    ['next', 5, 13, 6],
    ['next', 13, 13, 13],
    ['last', 2, 13, 13],
    ['first', 0, 0, 0],
  ] as const)('%s from %i of %i goes to %i', (action, shown, count, target) => {
    expect(replayTarget(action, shown, count)).toBe(target);
  });
});

describe('results in words', () => {
  test('the winners of the rubber may lose on points, and the sheet says so', () => {
    const view = padView(wc26, { deals: unwrap(readResults(WINNERS_BEHIND)) });
    // We: 30 + 30 + 250 = 310; They: seven down doubled, 7 × 100 = 700.
    expect(column(view, 'We').totalText).toBe('310');
    expect(column(view, 'They').totalText).toBe('700');
    expect(view.result).toBe('We win the rubber, 2 games to 0, but lose on points: They are 390 points ahead.');
  });

  test('a Contract rubber stopped after one game is settled (300 for the only game)', () => {
    const deals = unwrap(readResults([{ contract: '4S', by: 'N', tricks: 10, honours: '' }]));
    const view = padView(RULE_SETS['contract-rubber'], { deals, stopped: true });
    const settlement = column(view, 'We').above.find((e) => e.deal === null);
    expect(settlement?.pointsText).toBe('300');
    expect(settlement?.description).toMatch(/^Rubber stopped early: Game in an unfinished rubber/);
    expect(view.result).toBe('The rubber was stopped before its end. Games: We 1, They 0. We lead by 420 points.');
  });
});

describe('rescoring under other rules', () => {
  // Five clubs made is 30 (a game) at 6 a trick (1926) but 20 at 4 a trick (1908).
  const clubs = unwrap(
    readResults([
      { contract: '5C', by: 'S', tricks: 11, honours: '' },
      { contract: '5C', by: 'S', tricks: 11, honours: '' },
      { contract: '1H', by: 'W', tricks: 8, honours: '' },
    ]),
  );

  test('a rule set that ends the rubber sooner shows the deals up to the end and says why', () => {
    const view = padView(wc26, { deals: clubs });
    expect(view.count).toBe(2);
    expect(view.result).toBe('We win the rubber, 2 games to 0, by 310 points.');
    expect(view.endedEarly).toBe('Under these rules the rubber is over after deal 2; the deals after it are not scored.');
    expect(playableDeals(wc26, clubs).endedAt).toBe(2);
  });

  test('the same deals under the bridge count of 1908 make one game in three deals', () => {
    const view = padView(RULE_SETS['bridge-count-1908'], { deals: clubs });
    expect(view.count).toBe(3);
    expect(view.endedEarly).toBeUndefined();
    expect(view.games.map((g) => g.winner)).toEqual(['NS', null]);
  });

  test('royal spades under a code without them: an error in words, never a throw', () => {
    const view = padView(wc26, { deals: work });
    expect(view.error).toBe(
      'This cannot be scored under Whist Club Laws 1926: Deal 2: The rule set "Whist Club Laws 1926" has no bid in royal spades.',
    );
    expect(view.count).toBe(0);
    expect(view.columns.map((c) => c.name)).toEqual(['We', 'They']);
  });
});

describe('properties', () => {
  const anyDeal: fc.Arbitrary<RubberDealInput> = fc.record({
    contract: fc.record({
      level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
      strain: fc.constantFrom('C', 'D', 'H', 'S', 'NT'),
      doubled: fc.constantFrom(0, 1, 2),
      declarer: fc.constantFrom('N', 'E', 'S', 'W'),
    }),
    tricks: fc.integer({ min: 0, max: 13 }),
  }) as fc.Arbitrary<RubberDealInput>;
  const anyRules = fc.constantFrom(wc26, royal, RULE_SETS['whist-club-1915'], RULE_SETS['contract-rubber']);

  prop.prop([anyRules, fc.array(anyDeal, { maxLength: 10 }), fc.integer({ min: 0, max: 12 })])(
    'the sheet after n deals holds exactly the ledger of those n deals, columns adding up to its totals',
    (rules, deals, n) => {
      const view = padView(rules, { deals }, n);
      const playable = playableDeals(rules, deals).deals;
      const ledger = unwrap(scoreRubber(rules, playable.slice(0, view.shown)));
      expect(view.shown).toBe(Math.min(n, playable.length));
      for (const c of view.columns) {
        const below = view.games.flatMap((g) => g.cells.filter((cell) => cell.party === c.party).flatMap((cell) => cell.entries));
        const sum = [...c.above, ...below].reduce((s, e) => s + e.points, 0);
        expect(sum).toBe(ledger.totals[c.party]?.total);
        expect(c.totals).toEqual(ledger.totals[c.party]);
      }
      // A game line is drawn exactly under each game won.
      expect(view.games.filter((g) => g.lineLabel !== undefined).length).toBe(ledger.games.filter((g) => g.winner !== null).length);
    },
  );

  prop.prop([fc.constantFrom('NS', 'EW'), fc.constantFrom('NS', 'EW')])('“We” always heads the first column', (we, other) => {
    expect(columnOrder([other, other === 'NS' ? 'EW' : 'NS'], we)[0]).toBe(we);
  });
});
