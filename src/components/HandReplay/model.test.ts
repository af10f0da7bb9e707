/**
 * The hand replay's model, without a DOM: the cursor, the step in the URL, which hands are face
 * up, the words announced for each kind of step, and commentary (the play record is tested in
 * play-record.test.ts). Timelines are the engine's own (fixtures.ts).
 */
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../engine/types.ts';
import { CLAIMED, DOUBLED, FOUR_HEARTS, PASSED_OUT } from './fixtures.ts';
import {
  announce,
  announcement,
  canStep,
  cardWords,
  clampStep,
  domId,
  goToTrick,
  handTitle,
  hiddenSeats,
  keyAction,
  lastStep,
  noteGlyphs,
  noteParagraphs,
  noteText,
  parseStepValue,
  readStepFromHash,
  stepMessage,
  stepKey,
  stepReducer,
  stepUrl,
  trickOfStep,
  tricksWonText,
  tricksWords,
  writeStepToHash,
  type StepAction,
} from './model.ts';

const LAST = lastStep(FOUR_HEARTS);
const step = (n: number) => FOUR_HEARTS.steps[n]!;

describe('the cursor', () => {
  test('the four-hearts hand has 59 steps: the deal, 6 calls and 52 cards', () => {
    expect(FOUR_HEARTS.steps).toHaveLength(59);
    expect(LAST).toBe(58);
  });

  test.each([
    [5, 10, 5],
    [-1, 10, 0],
    [99, 10, 10],
    [2.7, 10, 2],
    [Number.NaN, 10, 0],
    [Number.POSITIVE_INFINITY, 10, 0],
    [3, 0, 0],
  ])('clampStep(%s, %s) is %s', (s, last, expected) => {
    expect(clampStep(s, last)).toBe(expected);
  });

  test.each<[number, StepAction, number]>([
    [10, { type: 'first' }, 0],
    [10, { type: 'prev' }, 9],
    [0, { type: 'prev' }, 0],
    [10, { type: 'next' }, 11],
    [LAST, { type: 'next' }, LAST],
    [10, { type: 'last' }, LAST],
    [10, { type: 'goto', step: 30 }, 30],
    [10, { type: 'goto', step: 9999 }, LAST],
    [10, { type: 'goto', step: -4 }, 0],
  ])('from step %s, %o goes to %s', (from, action, to) => {
    expect(stepReducer(from, action, LAST)).toBe(to);
  });

  test('the buttons that cannot move are the ones at each end', () => {
    expect(canStep(0, { type: 'first' }, LAST)).toBe(false);
    expect(canStep(0, { type: 'prev' }, LAST)).toBe(false);
    expect(canStep(0, { type: 'next' }, LAST)).toBe(true);
    expect(canStep(LAST, { type: 'next' }, LAST)).toBe(false);
    expect(canStep(LAST, { type: 'last' }, LAST)).toBe(false);
    expect(canStep(LAST, { type: 'prev' }, LAST)).toBe(true);
  });

  const anyAction: fc.Arbitrary<StepAction> = fc.oneof(
    fc.constantFrom<StepAction>({ type: 'first' }, { type: 'prev' }, { type: 'next' }, { type: 'last' }),
    fc.integer({ min: -100, max: 200 }).map((s): StepAction => ({ type: 'goto', step: s })),
  );

  prop.prop([fc.array(anyAction, { maxLength: 40 })])('no sequence of actions leaves the timeline', (actions) => {
    let s = 0;
    for (const a of actions) {
      s = stepReducer(s, a, LAST);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(LAST);
      expect(FOUR_HEARTS.steps[s]?.step).toBe(s);
    }
  });

  prop.prop([fc.integer({ min: 0, max: LAST - 1 })])('next then previous comes back', (s) => {
    expect(stepReducer(stepReducer(s, { type: 'next' }, LAST), { type: 'prev' }, LAST)).toBe(s);
  });

  test.each([
    ['ArrowLeft', { type: 'prev' }],
    ['ArrowRight', { type: 'next' }],
    ['Home', { type: 'first' }],
    ['End', { type: 'last' }],
    ['ArrowUp', null],
    ['Enter', null],
    [' ', null],
  ])('the key %j means %o', (key, action) => {
    expect(keyAction(key)).toEqual(action);
  });
});

describe('going to a trick', () => {
  test('trick 0 is the auction, at step 0', () => {
    expect(goToTrick(FOUR_HEARTS, 0)).toBe(0);
  });

  test.each([1, 2, 7, 13])('trick %i opens at its lead', (n) => {
    const s = goToTrick(FOUR_HEARTS, n);
    const event = step(s).event;
    expect(event).toMatchObject({ type: 'card', trickNumber: n });
    expect(step(s).trick?.cards).toHaveLength(1);
    expect(trickOfStep(FOUR_HEARTS, s)).toBe(n);
  });

  test('the opening lead is the first step after the six calls', () => {
    expect(goToTrick(FOUR_HEARTS, 1)).toBe(7);
  });

  test.each([
    [14, 13],
    [99, 13],
    [-2, 0],
    [Number.NaN, 0],
  ])('trick %s is clamped to trick %s', (n, k) => {
    expect(goToTrick(FOUR_HEARTS, n)).toBe(goToTrick(FOUR_HEARTS, k));
  });

  test('during the auction the trick choice says 0; at the end, 13', () => {
    expect(trickOfStep(FOUR_HEARTS, 3)).toBe(0);
    expect(trickOfStep(FOUR_HEARTS, LAST)).toBe(13);
    // The fourth card of trick 2 still belongs to trick 2.
    expect(trickOfStep(FOUR_HEARTS, goToTrick(FOUR_HEARTS, 3) - 1)).toBe(2);
  });

  test('a hand without play has no trick to go to', () => {
    expect(goToTrick(DOUBLED, 3)).toBe(0);
    expect(trickOfStep(DOUBLED, lastStep(DOUBLED))).toBe(0);
  });
});

describe('the step in the URL', () => {
  test.each<[string | null, number | null]>([
    ['12', 12],
    [' 7 ', 7],
    ['0007', 7],
    ['0', 0],
    ['9999', LAST],
    ['abc', null],
    ['12abc', null],
    ['-1', null],
    ['2.5', null],
    ['1e3', null],
    ['', null],
    [null, null],
  ])('the value %j reads as step %j', (value, expected) => {
    expect(parseStepValue(value, LAST)).toBe(expected);
  });

  test.each<[string, number | null]>([
    ['#hand-demo=12', 12],
    ['#hand-demo=abc', null],
    ['#hand-demo=9999', LAST],
    ['#hand-other=3&hand-demo=5', 5],
    ['#hand-other=3', null],
    ['#hand-demo', null],
    ['#the-play', null],
    ['', null],
    ['#hand-demo%2Dx=4', null],
  ])('the fragment %j gives step %j to replay "demo"', (hash, expected) => {
    expect(readStepFromHash(hash, 'demo', LAST)).toBe(expected);
  });

  test.each([
    ['', 12, '#hand-demo=12'],
    ['#hand-demo=3', 12, '#hand-demo=12'],
    ['#hand-other=3', 5, '#hand-other=3&hand-demo=5'],
    ['#hand-other=3&hand-demo=5', 0, '#hand-other=3'],
    ['#hand-demo=5', 0, ''],
    ['#the-play', 4, '#hand-demo=4'],
  ])('writing into %j step %i gives %j', (hash, s, expected) => {
    expect(writeStepToHash(hash, 'demo', s)).toBe(expected);
  });

  prop.prop([fc.integer({ min: 1, max: LAST }), fc.integer({ min: 1, max: LAST })])(
    'what is written reads back, and another replay keeps its step',
    (mine, theirs) => {
      const hash = writeStepToHash(writeStepToHash('', 'other', theirs), 'demo', mine);
      expect(readStepFromHash(hash, 'demo', LAST)).toBe(mine);
      expect(readStepFromHash(hash, 'other', LAST)).toBe(theirs);
    },
  );

  test('the key in the URL and the id in the page differ, so a heading cannot clash with the key', () => {
    expect(stepKey('demo')).toBe('hand-demo');
    expect(domId('demo')).toBe('replay-demo');
  });

  test('a whole URL keeps its path and query', () => {
    expect(stepUrl('https://example.org/auction/lesson/?lang=en#hand-demo=3', 'demo', 7)).toBe(
      'https://example.org/auction/lesson/?lang=en#hand-demo=7',
    );
    expect(stepUrl('https://example.org/lesson/', 'demo', 7)).toBe('https://example.org/lesson/#hand-demo=7');
    expect(stepUrl('https://example.org/lesson/#hand-demo=7', 'demo', 0)).toBe('https://example.org/lesson/');
  });
});

describe('which hands are face up', () => {
  const lead = goToTrick(FOUR_HEARTS, 1);

  test('all four by default, as a book prints them', () => {
    expect(hiddenSeats(FOUR_HEARTS, step(0))).toEqual([]);
    expect(hiddenSeats(FOUR_HEARTS, step(lead))).toEqual([]);
  });

  test("declarer's view: dummy only after the opening lead (the engine's dummyVisible)", () => {
    expect(step(lead - 1).dummyVisible).toBe(false);
    expect(hiddenSeats(FOUR_HEARTS, step(0), 'declarer')).toEqual<Seat[]>(['N', 'E', 'W']);
    expect(hiddenSeats(FOUR_HEARTS, step(lead - 1), 'declarer')).toEqual<Seat[]>(['N', 'E', 'W']);
    expect(hiddenSeats(FOUR_HEARTS, step(lead), 'declarer')).toEqual<Seat[]>(['E', 'W']);
  });

  test('a list of seats, dummy joining after the lead', () => {
    expect(hiddenSeats(FOUR_HEARTS, step(0), ['W'])).toEqual<Seat[]>(['N', 'E', 'S']);
    expect(hiddenSeats(FOUR_HEARTS, step(lead), ['W'])).toEqual<Seat[]>(['E', 'S']);
  });

  test('everything is shown when the hand is over (a claim faces the cards)', () => {
    expect(hiddenSeats(CLAIMED, CLAIMED.steps[lastStep(CLAIMED)]!, 'declarer')).toEqual([]);
    expect(hiddenSeats(CLAIMED, CLAIMED.steps[lastStep(CLAIMED) - 1]!, 'declarer')).toEqual<Seat[]>(['E', 'W']);
  });
});

describe('what each step announces', () => {
  const words = (t: typeof FOUR_HEARTS, s: number) => announce(announcement(t, s));

  test.each([
    [0, 'The deal, before the auction: South deals.'],
    [1, 'South bids one heart.'],
    [2, 'West bids one spade.'],
    [3, 'North bids four hearts.'],
    [4, 'East passes.'],
    [6, 'West passes. The auction is over: four hearts by South.'],
    [7, 'West leads the queen of spades.'],
    [8, 'North (dummy) plays the four of spades.'],
    [9, 'East plays the two of spades.'],
    [10, 'South plays the ace of spades. Trick 1 to South.'],
    [11, 'South leads the ace of hearts.'],
    [LAST, 'North (dummy) plays the queen of hearts. Trick 13 to North.'],
  ])('four hearts, step %i: %j', (s, text) => {
    expect(words(FOUR_HEARTS, s)).toBe(text);
  });

  test('doubles, redoubles and alerts', () => {
    expect(words(DOUBLED, 3)).toBe('North bids one royal spade. The call is alerted.');
    expect(words(DOUBLED, 6)).toBe('West doubles.');
    expect(words(DOUBLED, 7)).toBe('North redoubles.');
    expect(words(DOUBLED, lastStep(DOUBLED))).toBe('West passes. The auction is over: two royal spades redoubled by North.');
  });

  test('a passed-out deal', () => {
    expect(words(PASSED_OUT, 4)).toBe('North passes. All four players passed: there is no contract.');
  });

  test('a claim', () => {
    expect(words(CLAIMED, lastStep(CLAIMED))).toBe('Declarer, North, claims twelve tricks.');
    expect(announcement(CLAIMED, lastStep(CLAIMED))).toEqual([{ kind: 'claim', seat: 'N', tricks: 12 }]);
  });

  test('the data behind the words', () => {
    expect(announcement(FOUR_HEARTS, 10)).toEqual([
      { kind: 'card', seat: 'S', card: 'SA', lead: false, dummy: false },
      { kind: 'trick', number: 1, winner: 'S' },
    ]);
    expect(announcement(FOUR_HEARTS, 99)).toEqual([]);
  });

  test('the live region adds the commentary of the step, suit escapes as symbols', () => {
    expect(stepMessage(FOUR_HEARTS, 1)).toBe('South bids one heart. South names hearts first.');
    expect(stepMessage(FOUR_HEARTS, 7)).toBe('West leads the queen of spades. West leads the top of his ♠ sequence.');
    expect(stepMessage(FOUR_HEARTS, 2)).toBe('West bids one spade.');
  });

  test.each([
    [0, 'no tricks'],
    [1, 'one trick'],
    [10, 'ten tricks'],
    [13, 'thirteen tricks'],
  ])('%i tricks in words: %s', (n, text) => {
    expect(tricksWords(n)).toBe(text);
  });

  test('cards in words', () => {
    expect(cardWords('HK')).toBe('the king of hearts');
    expect(cardWords('CT')).toBe('the ten of clubs');
  });

  test('tricks won so far', () => {
    expect(tricksWonText(step(LAST))).toBe('Tricks won: North–South 10, East–West 3');
  });
});

describe('commentary', () => {
  // PBN and LIN escapes, and symbols written as characters (a rendered fact: ♥Q52), alike.
  test.each([
    ['lead the \\SK, not the !HA', 'lead the ', 'K, not the ', 'A'],
    ['North has ♥Q52 and ♠\uFE0EA.', 'North has ', 'Q52 and ', 'A.'],
  ])('suit marks become suit symbols: %j', (text, before, middle, after) => {
    const [first, second] = text.includes('♥') ? (['H', 'S'] as const) : (['S', 'H'] as const);
    expect(noteGlyphs(text)).toEqual([
      { kind: 'text', text: before },
      { kind: 'suit', suit: first },
      { kind: 'text', text: middle },
      { kind: 'suit', suit: second },
      { kind: 'text', text: after },
    ]);
  });

  test('noteText turns escapes into symbols', () => {
    expect(noteText('a \\D and a !C')).toBe('a ♦ and a ♣');
  });

  test('markup stays text: nothing is read as HTML', () => {
    expect(noteGlyphs('<b>bold</b> & <script>x</script>')).toEqual([{ kind: 'text', text: '<b>bold</b> & <script>x</script>' }]);
  });

  test('blank lines separate paragraphs', () => {
    expect(
      noteParagraphs('One.\n\nTwo\nlines.\n  \nThree.').map((p) => p.map((g) => (g.kind === 'text' ? g.text : g.suit)).join('')),
    ).toEqual(['One.', 'Two\nlines.', 'Three.']);
  });
});

describe('titles', () => {
  test.each([
    [{ title: 'Drawing trumps first', board: '1' }, 'Drawing trumps first (board 1)'],
    [{ title: 'Drawing trumps first' }, 'Drawing trumps first'],
    [{ board: '7' }, 'Board 7'],
    [{}, 'a hand'],
  ])('%o is called %j', (t, text) => {
    expect(handTitle(t)).toBe(text);
  });
});

describe('handTitle with an unknown board', () => {
  test('leaves out a board written "?" (PBN: unknown)', () => {
    expect(handTitle({ title: 'Lesson 5', board: '?' })).toBe('Lesson 5');
    expect(handTitle({ title: 'Lesson 5', board: '3' })).not.toBe('Lesson 5');
  });
});
