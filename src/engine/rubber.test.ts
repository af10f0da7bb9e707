import { describe, expect, it } from 'vitest';
import { unwrap } from './result.ts';
import { scoreRubber, type RubberDealInput, type RubberLedger } from './rubber.ts';
import { RULE_SETS, withOptions } from './rules/index.ts';
import type { RuleSet } from './rules/types.ts';
import type { HonourListing } from './score/types.ts';
import type { Doubling, Level, Seat, Strain } from './types.ts';

const NONE: HonourListing = { declarer: [], dummy: [], lho: [], rho: [] };
const deal = (declarer: Seat, level: number, strain: Strain, tricks: number, doubled = 0, honours = NONE): RubberDealInput => ({
  contract: { level: level as Level, strain, doubled: doubled as Doubling, declarer },
  tricks,
  honours,
});
const wc26 = RULE_SETS['whist-club-1926'];
const run = (rules: RuleSet, deals: RubberDealInput[], stopped = false): RubberLedger => unwrap(scoreRubber(rules, deals, { stopped }));
const totals = (l: RubberLedger) => Object.fromEntries(l.parties.map((p) => [p, l.totals[p]!.total]));

describe('games and the rubber, auction (laws 1–3, 11; auction-laws.md §6.2, §6.7)', () => {
  it('a game at 30 below from tricks alone; part-scores add up over deals', () => {
    const l = run(wc26, [deal('N', 1, 'H', 8), deal('S', 1, 'C', 8), deal('N', 1, 'D', 7)]);
    expect(l.deals.map((d) => [d.gameWonBy, d.belowInGame.NS])).toEqual([
      [null, 16],
      [null, 28],
      ['NS', 35],
    ]);
  });

  it("a game cuts off the losers' part-score for the next game, which still counts in the total", () => {
    const l = run(wc26, [deal('E', 2, 'NT', 8), deal('N', 4, 'H', 10), deal('S', 1, 'D', 7)]);
    expect(l.deals.map((d) => d.gameWonBy)).toEqual([null, 'NS', null]);
    expect(l.deals[1]!.belowInGame).toEqual({ NS: 32, EW: 20 });
    expect(l.deals[1]!.partScoreAfter).toEqual({ NS: 0, EW: 0 });
    expect(l.deals[2]!.belowInGame).toEqual({ NS: 7, EW: 0 });
    expect(l.totals.EW!.below).toBe(20);
    expect(l.games).toEqual([
      { number: 1, winner: 'NS', firstDeal: 0, lastDeal: 1 },
      { number: 2, winner: null, firstDeal: 2, lastDeal: null },
    ]);
    expect(l.finished).toBe(false);
  });

  it('two games win the rubber and 250; the entries know their deal and game', () => {
    const l = run(wc26, [deal('N', 3, 'NT', 9), deal('E', 4, 'S', 10), deal('S', 4, 'H', 10)]);
    expect([l.finished, l.rubberWinner, l.gamesWon]).toEqual([true, 'NS', { NS: 2, EW: 1 }]);
    const bonus = l.entries.filter((e) => e.reason === 'rubber-bonus');
    expect(bonus.map((e) => [e.side, e.points, e.deal, e.game])).toEqual([['NS', 250, 2, 3]]);
    expect(l.entries.filter((e) => e.reason === 'trick-points').map((e) => [e.deal, e.game])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(totals(l)).toEqual({ NS: 30 + 32 + 250, EW: 36 });
  });

  it("the rubber's winners can lose on points (law 11; the 1920 ruling on bets, VF20)", () => {
    const l = run(wc26, [deal('N', 4, 'H', 6, 1), deal('N', 3, 'NT', 9), deal('S', 5, 'D', 7, 1), deal('S', 4, 'S', 10)]);
    expect([l.rubberWinner, l.leader]).toEqual(['NS', 'EW']);
    expect(totals(l)).toEqual({ NS: 30 + 36 + 250, EW: 400 + 400 });
    expect(l.margin).toBe(800 - 316);
    expect(l.settlement).toEqual([{ from: 'NS', to: 'EW', points: 484 }]);
  });

  it('refuses a deal after the rubber is over, and names the deal of a bad input', () => {
    const after = scoreRubber(wc26, [deal('N', 3, 'NT', 9), deal('N', 3, 'NT', 9), deal('E', 1, 'H', 7)]);
    expect(after.ok ? '' : [after.error.code, after.error.step]).toEqual(['RUBBER_DEAL_AFTER_END', 2]);
    const bad = scoreRubber(wc26, [deal('N', 1, 'H', 7), deal('N', 1, 'R', 7)]);
    expect(bad.ok ? '' : [bad.error.code, bad.error.message.startsWith('Deal 2:')]).toEqual(['SCORE_STRAIN_NOT_IN_RULES', true]);
  });

  it('duplicate play has no rubbers', () => {
    for (const rules of [RULE_SETS['contract-duplicate'], withOptions(wc26, { duplicate: true })]) {
      const r = scoreRubber(rules, []);
      expect(r.ok ? '' : r.error.code).toBe('RUBBER_NO_RUBBERS');
    }
  });

  it('an empty rubber is all zeros, with no leader', () => {
    const l = run(wc26, []);
    expect([l.games, l.leader, l.margin, totals(l)]).toEqual([[], null, 0, { NS: 0, EW: 0 }]);
  });

  it('is plain JSON', () => {
    const l = run(wc26, [deal('N', 3, 'NT', 9), deal('E', 1, 'S', 7)], true);
    expect(JSON.parse(JSON.stringify(l))).toEqual(l);
  });
});

describe('an unfinished auction rubber (auction-laws.md §6.7 [inferred])', () => {
  const deals = [deal('N', 3, 'NT', 9), deal('E', 2, 'H', 8)];
  it('pointsOnly adds nothing: the side with more points wins', () => {
    const l = run(wc26, deals, true);
    expect([l.stopped, l.entries.filter((e) => e.deal === null)]).toEqual([true, []]);
    expect(l.leader).toBe('NS');
  });
  it('perGame125 adds 125 for each game won', () => {
    const per125: RuleSet = { ...wc26, scoring: { ...(wc26.scoring as any), unfinishedRubber: 'perGame125' } };
    const l = run(per125, deals, true);
    expect(l.entries.filter((e) => e.deal === null).map((e) => [e.side, e.reason, e.points])).toEqual([['NS', 'unfinished-game', 125]]);
  });
  it('a finished rubber is not settled again', () => {
    const l = run(wc26, [deal('N', 3, 'NT', 9), deal('N', 3, 'NT', 9)], true);
    expect([l.finished, l.stopped]).toEqual([true, false]);
  });
});

describe('contract rubber (contract-scoring.md §3; RB72–74)', () => {
  const rubber = RULE_SETS['contract-rubber'];
  it('a side is vulnerable once it has won a game', () => {
    const l = run(rubber, [deal('N', 4, 'S', 10), deal('N', 1, 'H', 6), deal('E', 1, 'H', 6)]);
    expect(l.deals.map((d) => d.vulnerability)).toEqual(['None', 'NS', 'NS']);
    expect(l.entries.filter((e) => e.reason === 'undertricks').map((e) => e.points)).toEqual([100, 50]);
  });
  it('rubber 700 two games to none, 500 two to one', () => {
    const twoNil = run(rubber, [deal('N', 4, 'S', 10), deal('S', 3, 'NT', 9)]);
    const twoOne = run(rubber, [deal('N', 4, 'S', 10), deal('E', 4, 'S', 10), deal('S', 3, 'NT', 9)]);
    const bonus = (l: RubberLedger) => l.entries.filter((e) => e.reason === 'rubber-bonus').map((e) => [e.side, e.points]);
    expect([bonus(twoNil), bonus(twoOne)]).toEqual([[['NS', 700]], [['NS', 500]]]);
  });
  it('unfinished: a game each scores no game premium; a part-score each scores none either', () => {
    const l = run(rubber, [deal('N', 4, 'S', 10), deal('E', 4, 'S', 10), deal('N', 1, 'C', 7), deal('E', 1, 'C', 7)], true);
    expect(l.entries.filter((e) => e.deal === null)).toEqual([]);
  });
  it('unfinished: 300 for the only game, 100 for the only part-score (50 where the rule set says so)', () => {
    const deals = [deal('N', 4, 'S', 10), deal('E', 1, 'C', 7)];
    const settle = (rules: RuleSet) =>
      run(rules, deals, true)
        .entries.filter((e) => e.deal === null)
        .map((e) => [e.side, e.reason, e.points]);
    expect(settle(rubber)).toEqual([
      ['NS', 'unfinished-game', 300],
      ['EW', 'unfinished-part-score', 100],
    ]);
    const fifty: RuleSet = { ...rubber, scoring: { ...(rubber.scoring as any), unfinishedPartScore: 50 } };
    expect(settle(fifty)[1]).toEqual(['EW', 'unfinished-part-score', 50]);
  });
});

describe('three-handed rubber (Laws of Three-Hand Auction 11–15, HOYLE14)', () => {
  const three = withOptions(RULE_SETS['royal-auction-1912'], { threeHanded: true });
  const t = (declarer: string, lho: string, rho: string, level: number, strain: Strain, tricks: number): RubberDealInput => ({
    ...deal('N', level, strain, tricks),
    threeHanded: { declarer, lho, rho },
  });
  it('lasts until one player wins two games, with 125 a game and 250 the rubber', () => {
    const l = run(three, [
      t('A', 'B', 'C', 3, 'NT', 9), // A: 30, game
      t('B', 'C', 'A', 4, 'H', 10), // B: 32, game
      t('C', 'A', 'B', 2, 'H', 8), // C: 16
      t('C', 'A', 'B', 2, 'H', 8), // C: 32, game
      t('A', 'B', 'C', 4, 'NT', 10), // A: 40, second game and rubber
    ]);
    expect([l.parties, l.games.map((g) => g.winner), l.rubberWinner]).toEqual([['A', 'B', 'C'], ['A', 'B', 'C', 'A'], 'A']);
    expect(l.entries.filter((e) => e.reason === 'game-premium').map((e) => [e.player, e.points])).toEqual([
      ['A', 125],
      ['B', 125],
      ['C', 125],
      ['A', 125],
    ]);
    expect(l.entries.filter((e) => e.reason === 'rubber-bonus').map((e) => [e.player, e.points])).toEqual([['A', 250]]);
    expect(totals(l)).toEqual({ A: 30 + 125 + 40 + 125 + 250, B: 32 + 125, C: 32 + 125 });
  });
  it('each player settles with each other by the difference of their totals (law 15)', () => {
    const l = run(three, [t('A', 'B', 'C', 2, 'H', 7)]);
    expect(totals(l)).toEqual({ A: 0, B: 50, C: 50 });
    expect(l.settlement).toEqual([
      { from: 'A', to: 'B', points: 50 },
      { from: 'A', to: 'C', points: 50 },
    ]);
    expect(l.leader).toBe(null);
  });
  it('refuses a fourth player', () => {
    const r = scoreRubber(three, [t('A', 'B', 'C', 1, 'H', 7), t('D', 'B', 'C', 1, 'H', 7)]);
    expect(r.ok ? '' : r.error.code).toBe('RUBBER_THREE_HANDED_PLAYERS');
  });
});
