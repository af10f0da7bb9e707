import { describe, expect, it } from 'vitest';
import { unwrap } from './result.ts';
import { checkRecord, type HandRecord } from './record.ts';
import { runAuction, parseCall } from './auction.ts';
import { dealInputOf, isDealersOriginalOneSpade, threeHandedSeatingOf } from './outcome.ts';
import { RULE_SETS, withOptions } from './rules/index.ts';
import { scoreDeal } from './score/index.ts';
import { randomDeal } from './deal.ts';
import type { Call } from './types.ts';

const calls = (text: string): Call[] => text.split(' ').map((t) => parseCall(t)!);
const royal = RULE_SETS['royal-auction-1912'];

describe("law 48 (1912): the dealer's original one spade", () => {
  it("is the dealer's first call standing as the contract, doubled or not", () => {
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1S Pass Pass Pass'))))).toBe(true);
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1S X Pass Pass Pass'))))).toBe(true);
  });
  it('is not a one spade bid later, by another player, or overcalled', () => {
    // Overcalled: the contract is one heart, not the dealer's one spade.
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1S 1H Pass Pass Pass'))))).toBe(false);
    // The dealer's partner raises: two spades is not the original bid.
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1S Pass 2S Pass Pass Pass'))))).toBe(false);
    // One royal spade (9 points) is not the 2-point spade of law 48.
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1R Pass Pass Pass'))))).toBe(false);
    // An unfinished auction has no contract yet.
    expect(isDealersOriginalOneSpade(unwrap(runAuction(royal, 'S', calls('1S Pass'))))).toBe(false);
  });
});

describe('dealInputOf', () => {
  const record = (callText: string, result: number): HandRecord => ({
    ruleSet: 'royal-auction-1912',
    dealer: 'W',
    deal: randomDeal('outcome-test', 'W'),
    calls: calls(callText).map((call) => ({ call })),
    play: [],
    result,
  });

  it("caps the loss on the dealer's original one spade doubled at 100 (law 48)", () => {
    // One spade doubled, two tricks won: five undertricks at 100 = 500 uncapped; law 48 caps it at 100.
    const hand = unwrap(checkRecord(record('1S X Pass Pass Pass', 2)));
    const input = dealInputOf(hand)!;
    expect(input.dealersOriginalOneSpade).toBe(true);
    const score = unwrap(scoreDeal(royal, input));
    const undertricks =
      score.entries.filter((e) => e.side === 'NS').reduce((n, e) => n + e.points, 0) -
      score.entries.filter((e) => e.side === 'NS' && e.reason !== 'undertricks').reduce((n, e) => n + e.points, 0);
    expect(undertricks).toBe(100);
  });

  it('gives a passed-out hand as passed out and an unscored hand as null', () => {
    const passed: HandRecord = {
      ...record('1S Pass Pass Pass', 7),
      ruleSet: 'whist-club-1926',
      calls: calls('Pass Pass Pass Pass').map((call) => ({ call })),
      result: undefined,
    };
    expect(dealInputOf(unwrap(checkRecord(passed)))).toEqual({ contract: null, tricks: 0 });
    const { result: _r, ...noResult } = record('1S Pass Pass Pass', 7);
    expect(dealInputOf(unwrap(checkRecord(noResult)))).toBeNull();
  });
});

describe('three-handed auction: the players from the seat tags (three-hand laws 7, 12, 13)', () => {
  // South declares with North as the dummy: West is his left-hand opponent, East his right.
  const hand = (tags: Record<string, string>, options = { threeHanded: true }) =>
    unwrap(
      checkRecord({
        ruleSet: 'royal-auction-1912',
        options,
        dealer: 'S',
        deal: randomDeal('three-handed-test', 'S'),
        calls: calls('1H 2D Pass Pass 2H Pass Pass Pass').map((call) => ({ call })),
        play: [],
        result: 10,
        tags,
      }),
    );
  const names = { South: 'Ada', West: 'Ben', North: 'Dummy', East: 'Cora' };

  it('seats the final bidder as declarer and his neighbours as his two opponents', () => {
    expect(threeHandedSeatingOf(hand(names))).toEqual({ declarer: 'Ada', lho: 'Ben', rho: 'Cora' });
    const input = dealInputOf(hand(names))!;
    expect(input.threeHanded).toEqual({ declarer: 'Ada', lho: 'Ben', rho: 'Cora' });
    // The scorer then scores each player: the declarer's tricks are his alone.
    const score = unwrap(scoreDeal(withOptions(royal, { threeHanded: true }), input));
    expect(score.parties).toEqual(['Ada', 'Ben', 'Cora']);
    expect(score.totals.Ada!.below).toBe(4 * royal.auction.trickValues.H!);
  });

  it('gives no seating when the option is off or a player is not named', () => {
    expect(threeHandedSeatingOf(hand(names, { threeHanded: false }))).toBeUndefined();
    expect(dealInputOf(hand(names, { threeHanded: false }))!.threeHanded).toBeUndefined();
    expect(threeHandedSeatingOf(hand({ ...names, East: '?' }))).toBeUndefined();
    const { West: _w, ...noWest } = names;
    expect(threeHandedSeatingOf(hand(noWest))).toBeUndefined();
  });
});
