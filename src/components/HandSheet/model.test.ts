/**
 * The hand sheet model: the heading facts, the auction with its notes, the introduction, the
 * play record, the closing sentence, and the density that keeps a hand on one page.
 */
import { describe, expect, test } from 'vitest';
import type { Timeline } from '../../engine/record.ts';
import { CLAIMED, DOUBLED, FOUR_HEARTS, PASSED_OUT } from '../HandReplay/fixtures.ts';
import { glyphsText } from '../shared/format.ts';
import { closingText, commentary, commentaryLength, DENSITY_LIMITS, sheetDensity, sheetFacts, sheetLines, sheetView } from './model.ts';
import { playRecord } from '../HandReplay/play-record.ts';

const base = { title: 'Drawing trumps first', ruleSetLabel: 'Whist Club Laws 1926' };

/** A timeline with a long comment on its first step (what makes a sheet dense). */
const withIntro = (timeline: Timeline, chars: number): Timeline => {
  const [first, ...rest] = timeline.steps;
  if (!first) throw new Error('empty timeline');
  return { ...timeline, steps: [{ ...first, note: 'x'.repeat(chars) }, ...rest] };
};

describe('the heading facts', () => {
  test('rule set, contract by declarer, result and lesson', () => {
    const facts = sheetFacts({ ...base, timeline: FOUR_HEARTS, lesson: { number: 6, title: 'The play' } });
    expect(facts.map((f) => [f.label, f.value.text])).toEqual([
      ['Rule set', 'Whist Club Laws 1926'],
      ['Contract', '4♥ by South'],
      ['Result', 'The declaring side won ten tricks.'],
      ['Lesson', '6. The play'],
    ]);
    // The contract is spoken in words, not symbols.
    expect(facts[1]?.value.spoken).toMatch(/four hearts/i);
  });

  test('a passed-out hand and an unfinished auction say so, with no result', () => {
    expect(sheetFacts({ ...base, timeline: PASSED_OUT }).map((f) => f.value.text)).toEqual(['Whist Club Laws 1926', 'Passed out']);
    const unfinished: Timeline = { ...DOUBLED, contract: null, steps: DOUBLED.steps.slice(0, 3) };
    expect(sheetFacts({ ...base, timeline: unfinished })[1]?.value.text).toBe('Auction not finished');
  });
});

describe('the sheet', () => {
  const view = sheetView({ ...base, timeline: FOUR_HEARTS, url: 'https://x.org/hands/drawing-trumps/' });

  test('the deal as dealt, thirteen cards a hand, and the dealer', () => {
    expect(view.dealer).toBe('S');
    for (const seat of ['N', 'E', 'S', 'W'] as const) expect(view.deal[seat]).toHaveLength(13);
  });

  test('every call, with its note and suit escapes as symbols; the contract once the auction is over', () => {
    expect(view.calls.map((c) => c.call.type)).toEqual(['bid', 'bid', 'bid', 'pass', 'pass', 'pass']);
    expect(view.calls[0]?.note).toBe('South names hearts first.');
    expect(view.calls[1]?.note).toBeUndefined();
    expect(view.auctionOver).toBe(true);
  });

  test('the introduction, paragraph by paragraph', () => {
    expect(view.intro.map((p) => glyphsText(p))).toEqual(['South counts on ten tricks.', 'First the trumps must go.']);
  });

  test('all thirteen tricks and both notes on cards, suit escapes as symbols', () => {
    expect(view.play.tricks).toHaveLength(13);
    expect(view.play.notes.map((n) => n.text)).toEqual(['West leads the top of his \\S sequence.', 'East plays the !C9, not the queen.']);
    expect(view.closing).toBe('The declaring side won ten tricks.');
    expect(view.url).toBe('https://x.org/hands/drawing-trumps/');
  });

  test('a hand with no play keeps its auction and has no play record', () => {
    const doubled = sheetView({ ...base, timeline: DOUBLED });
    expect(doubled.play.tricks).toEqual([]);
    expect(doubled.calls).toHaveLength(10);
    expect(doubled.calls[2]?.alert).toBe(true);
  });
});

describe('the closing sentence', () => {
  test.each([
    ['a claim', CLAIMED, 'Declarer, North, claimed twelve tricks in all.'],
    ['a played hand', FOUR_HEARTS, 'The declaring side won ten tricks.'],
    ['a contract without play', DOUBLED, 'The play is not given.'],
    ['a passed-out hand', PASSED_OUT, null],
  ] as const)('%s', (_, timeline, text) => {
    expect(closingText(timeline, playRecord(timeline))).toBe(text);
  });
});

describe('density', () => {
  test('commentary is every note, the introduction first', () => {
    expect(commentary(FOUR_HEARTS)[0]).toBe('South counts on ten tricks.\n\nFirst the trumps must go.');
    expect(commentary(FOUR_HEARTS)).toHaveLength(5);
    expect(commentaryLength(PASSED_OUT)).toBe(0);
  });

  test('a played hand with a few notes is set normally', () => {
    expect(sheetLines(FOUR_HEARTS)).toBeLessThanOrEqual(DENSITY_LIMITS.normal);
    expect(sheetDensity(FOUR_HEARTS)).toBe('normal');
  });

  test('more commentary, smaller type, in order', () => {
    const lines = (chars: number): number => sheetLines(withIntro(FOUR_HEARTS, chars));
    let chars = 0;
    while (lines(chars) <= DENSITY_LIMITS.normal) chars += 62;
    expect(sheetDensity(withIntro(FOUR_HEARTS, chars))).toBe('compact');
    while (lines(chars) <= DENSITY_LIMITS.compact) chars += 62;
    expect(sheetDensity(withIntro(FOUR_HEARTS, chars))).toBe('tight');
  });

  test('lines grow with the commentary and count each trick', () => {
    expect(sheetLines(withIntro(FOUR_HEARTS, 620))).toBeGreaterThan(sheetLines(withIntro(FOUR_HEARTS, 62)));
    expect(sheetLines(PASSED_OUT)).toBe(0);
    expect(sheetLines(CLAIMED)).toBe(3);
  });
});
