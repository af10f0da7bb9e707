import { describe, expect, test } from 'vitest';
import { checkRecord, type CheckedHand, type HandRecord } from '../../engine/record.ts';
import { AUCTION_RULE_SET_IDS, RULE_SETS } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { FOUR_HEARTS_RECORD } from '../HandReplay/fixtures.ts';
import { CONTRACT_CODE, handScores } from './model.ts';

const checked = (record: HandRecord): CheckedHand => {
  const c = checkRecord(record);
  if (!c.ok) throw new Error(c.error.map((d) => d.message).join('\n'));
  return c.value;
};

describe('handScores', () => {
  const hand = checked(FOUR_HEARTS_RECORD);
  const scores = handScores(hand)!;

  test('every pickable code, then Contract; the hand’s own code marked', () => {
    expect(scores.map((s) => s.id)).toEqual([...AUCTION_RULE_SET_IDS, CONTRACT_CODE]);
    expect(scores.filter((s) => s.own).map((s) => s.id)).toEqual(['whist-club-1926']);
    expect(scores.filter((s) => s.contract).map((s) => s.id)).toEqual([CONTRACT_CODE]);
  });

  test('each is the engine’s own score of the deal, entries and all (ten tricks in four hearts)', () => {
    for (const s of scores) {
      const engine = scoreDeal(RULE_SETS[s.id], { contract: hand.contract, tricks: 10, deal: hand.record.deal as never });
      expect(engine.ok).toBe(true);
      if (engine.ok) expect(s.score?.entries).toEqual(engine.value.entries);
      expect(s.score?.outcome.made).toBe(true);
    }
  });

  test('the parts are kept: odd tricks below the line, honours with them', () => {
    const own = scores.find((s) => s.own)!.score!;
    expect(own.entries.some((e) => e.reason === 'honours')).toBe(true);
    expect(own.entries.find((e) => e.reason === 'trick-points')?.line).toBe('below');
  });

  test('nothing to score without a result', () => {
    const noPlay = checked({ ...FOUR_HEARTS_RECORD, play: [] });
    expect(handScores(noPlay)).toBeNull();
  });
});

describe('handScores, three-handed (Laws of Three-Hand Auction, 1913)', () => {
  // South declares four hearts with North as the dummy; the seat tags name the three players.
  const hand = checked({
    ...FOUR_HEARTS_RECORD,
    options: { threeHanded: true },
    tags: { South: 'Ada', West: 'Ben', North: 'Dummy', East: 'Cora' },
  });
  const scores = handScores(hand)!;

  test('every auction code scores each player for himself; Contract stays four-handed', () => {
    for (const s of scores) {
      expect(s.problem, s.id).toBeNull();
      expect(s.score?.parties, s.id).toEqual(s.contract ? ['NS', 'EW'] : ['Ada', 'Ben', 'Cora']);
    }
  });

  test('without the players’ names the engine says what it needs', () => {
    const unnamed = handScores(checked({ ...FOUR_HEARTS_RECORD, options: { threeHanded: true } }))!;
    expect(unnamed.find((s) => s.own)?.problem).toMatch(/players/);
  });
});
