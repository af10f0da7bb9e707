import { describe, expect, test } from 'vitest';
import { CLAIMED, FOUR_HEARTS, PLAY } from '../HandReplay/fixtures.ts';
import { auctionRows, moveList } from './model.ts';

describe('moveList', () => {
  const list = moveList(FOUR_HEARTS);

  test('every call at its step, with its note', () => {
    expect(list.calls.map((c) => c.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(list.calls.map((c) => c.seat)).toEqual(['S', 'W', 'N', 'E', 'S', 'W']);
    expect(list.calls[0]?.note).toBe('South names hearts first.');
    expect(list.calls[1]?.note).toBeNull();
    expect(list.intro).toMatch(/^South counts on ten tricks/);
  });

  test('thirteen tricks of four cards, in play order, each at the step the timeline shows it', () => {
    expect(list.tricks).toHaveLength(13);
    expect(list.tricks.flatMap((t) => t.cards.map((c) => c.card))).toEqual(PLAY);
    for (const t of list.tricks) {
      for (const c of t.cards) {
        const event = FOUR_HEARTS.steps[c.step]?.event;
        expect(event?.type === 'card' && event.card).toBe(c.card);
      }
    }
  });

  test('the lead and the winner of each trick, as the engine found them', () => {
    const first = list.tricks[0]!;
    expect(first.cards.map((c) => [c.seat, c.lead, c.won])).toEqual([
      ['W', true, false],
      ['N', false, false],
      ['E', false, false],
      ['S', false, true],
    ]);
    for (const t of list.tricks) expect(t.cards.filter((c) => c.won)).toHaveLength(1);
    expect(list.tricks[9]?.cards.find((c) => c.card === 'C9')?.note).toBe('East plays the !C9, not the queen.');
  });

  test('a claim is a move of its own, and the unfinished play stops there', () => {
    const claimed = moveList(CLAIMED);
    expect(claimed.tricks).toHaveLength(3);
    expect(claimed.claim).toMatchObject({ seat: 'N', tricks: 12, step: CLAIMED.steps.length - 1 });
  });
});

describe('auctionRows', () => {
  test('West first: a dealer South leaves three empty cells before the first call', () => {
    const rows = auctionRows('S', moveList(FOUR_HEARTS).calls);
    expect(rows.map((r) => r.map((c) => c?.step ?? null))).toEqual([
      [null, null, null, 1],
      [2, 3, 4, 5],
      [6, null, null, null],
    ]);
  });

  test('a dealer West starts the first row', () => {
    expect(auctionRows('W', moveList(CLAIMED).calls)[0]?.map((c) => c?.seat)).toEqual(['W', 'N', 'E', 'S']);
  });
});
