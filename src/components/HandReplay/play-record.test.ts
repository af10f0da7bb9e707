/**
 * The play record, trick by trick, read from the engine's timelines (fixtures.ts): leaders,
 * winners, notes numbered in play order, claims, and a hand without play.
 */
import { describe, expect, test } from 'vitest';
import { CLAIMED, DOUBLED, FOUR_HEARTS } from './fixtures.ts';
import { playRecord } from './play-record.ts';

describe('the play record', () => {
  const record = playRecord(FOUR_HEARTS);

  test('thirteen tricks, each led by the winner of the one before', () => {
    expect(record.tricks).toHaveLength(13);
    for (const [i, trick] of record.tricks.entries()) {
      expect(trick.number).toBe(i + 1);
      expect(Object.keys(trick.cards)).toHaveLength(4);
      if (i > 0) expect(trick.leader).toBe(record.tricks[i - 1]?.winner);
    }
    expect(record.tricks[0]?.leader).toBe('W');
  });

  test('the first trick: West led the queen, South won with the ace', () => {
    const first = record.tricks[0]!;
    expect(first.cards.W).toMatchObject({ card: 'SQ', led: true, won: false, note: 1 });
    expect(first.cards.S).toMatchObject({ card: 'SA', led: false, won: true });
    expect(first.winner).toBe('S');
  });

  test('notes are numbered in the order of play', () => {
    expect(record.notes.map((n) => [n.number, n.trick, n.seat, n.card])).toEqual([
      [1, 1, 'W', 'SQ'],
      [2, 10, 'E', 'C9'],
    ]);
    expect(record.tricks[9]?.cards.E?.note).toBe(2);
  });

  test('the declaring side won ten, as the engine counted', () => {
    expect(record.declarerTricks).toBe(10);
    expect(record.tricks.filter((t) => t.winner === 'N' || t.winner === 'S')).toHaveLength(10);
    expect(record.claim).toBeNull();
  });

  test('a claimed hand: the tricks played and the claim', () => {
    const claimed = playRecord(CLAIMED);
    expect(claimed.tricks).toHaveLength(3);
    expect(claimed.claim).toEqual({ seat: 'N', tricks: 12 });
    expect(claimed.declarerTricks).toBe(12);
  });

  test('no play, no tricks', () => {
    expect(playRecord(DOUBLED).tricks).toEqual([]);
  });
});
