/**
 * The declarer quiz without a DOM: the pick/check/reset states, the verdict, and the
 * explanation built from the engine's answer (law 46, 1912: the first of the winning side to
 * name the final strain; auction-laws.md §4.3). The answers come from the engine through
 * `data.ts`, never typed by hand.
 */
import { describe, expect, test } from 'vitest';
import { parseCall } from '../../engine/auction.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import type { Call, Seat } from '../../engine/types.ts';
import { declarerQuizData, type DeclarerQuizData } from './data.ts';
import { explanation, hint, isRight, QUIZ_START, quizReducer, seatMark, verdict, type QuizState } from './model.ts';

const calls = (text: string): Call[] => text.split(' ').map((t) => parseCall(t)!);
const quiz = (rules: string, dealer: Seat, text: string): DeclarerQuizData => {
  const r = declarerQuizData(getRuleSet(rules)!, dealer, calls(text));
  if (!r.ok) throw new Error(r.error.map((d) => d.message).join('; '));
  return r.value;
};

/** South opens one heart, North bids the game: South declares. */
const HEARTS = quiz('whist-club-1926', 'S', '1H 1S 4H Pass Pass Pass');

describe('the engine’s answer (data.ts)', () => {
  test('the partner who named the strain first declares, not the one who bid it last', () => {
    expect(HEARTS.answer).toEqual({
      declarer: 'S',
      dummy: 'N',
      strain: 'H',
      side: 'NS',
      named: { bid: { type: 'bid', level: 1, strain: 'H' }, index: 0, nth: 1 },
      finalBid: { bid: { type: 'bid', level: 4, strain: 'H' }, seat: 'N' },
    });
  });

  test('a later call of the declarer: which of the declarer’s calls named the strain', () => {
    // West deals and passes; North bids clubs, then no-trumps at his second call; South raises.
    const q = quiz('whist-club-1926', 'W', 'Pass 1C Pass 1H Pass 1NT Pass 3NT Pass Pass Pass');
    expect(q.answer.declarer).toBe('N');
    expect(q.answer.named).toEqual({ bid: { type: 'bid', level: 1, strain: 'NT' }, index: 5, nth: 2 });
  });

  test('royal spades and plain spades are different strains (royal count, 1912)', () => {
    const q = quiz('royal-auction-1912', 'S', '1S 1H 1R 2H 2R X XX Pass Pass Pass');
    expect(q.answer.declarer).toBe('N');
    expect(q.answer.strain).toBe('R');
  });

  test('the calls are shown without notes and the dealer kept', () => {
    expect(HEARTS.dealer).toBe('S');
    expect(HEARTS.calls).toHaveLength(6);
  });

  test.each([
    ['Pass Pass Pass Pass', 'QUIZ_PASSED_OUT'],
    ['1H 1S 4H Pass', 'QUIZ_AUCTION_UNFINISHED'],
    ['1H 1D', 'BID_INSUFFICIENT'],
  ])('%j is refused with %s', (text, code) => {
    const r = declarerQuizData(getRuleSet('whist-club-1926')!, 'S', calls(text));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.code).toBe(code);
  });
});

describe('the states', () => {
  const run = (...actions: Parameters<typeof quizReducer>[1][]): QuizState => actions.reduce(quizReducer, QUIZ_START);
  const check = { type: 'check', declarer: 'S' } as const;

  test('nothing is known before the check', () => {
    const s = run({ type: 'pick', seat: 'S' });
    expect(s.picked).toBe('S');
    expect(s.attempt.status).toBe('open');
    expect(isRight(s, HEARTS.answer)).toBeNull();
    expect(verdict(s, HEARTS.answer)).toBeNull();
    expect(['N', 'E', 'S', 'W'].map((seat) => seatMark(s, HEARTS.answer, seat as Seat))).toEqual([null, null, null, null]);
  });

  test('checking with no seat asks for one and counts no miss', () => {
    const s = run(check);
    expect(s.nudge).toBe(true);
    expect(s.attempt).toEqual({ status: 'open', misses: 0 });
    expect(run(check, { type: 'pick', seat: 'E' }).nudge).toBe(false);
  });

  test('a right answer at the first try', () => {
    const s = run({ type: 'pick', seat: 'N' }, { type: 'pick', seat: 'S' }, check);
    expect(isRight(s, HEARTS.answer)).toBe(true);
    expect(verdict(s, HEARTS.answer)).toBe('Right: South is the declarer.');
    expect(seatMark(s, HEARTS.answer, 'S')).toBe('right');
    expect(seatMark(s, HEARTS.answer, 'N')).toBeNull();
  });

  test('a first wrong answer withholds the answer and gives a hint about that seat', () => {
    const s = run({ type: 'pick', seat: 'N' }, check);
    expect(s.attempt).toEqual({ status: 'hint', misses: 1 });
    expect(isRight(s, HEARTS.answer)).toBeNull();
    expect(verdict(s, HEARTS.answer)).toBeNull();
    expect(['N', 'E', 'S', 'W'].map((seat) => seatMark(s, HEARTS.answer, seat as Seat))).toEqual([null, null, null, null]);
    // North made the final bid (4♥): the hint is about the final bid, and names no declarer.
    expect(hint(HEARTS.answer, 'N')).toMatch(/North made the final bid/);
    expect(hint(HEARTS.answer, 'N')).not.toMatch(/South/);
    expect(hint(HEARTS.answer, 'E')).toMatch(/North–South won the auction/);
  });

  test('right at the second try', () => {
    const s = run({ type: 'pick', seat: 'N' }, check, { type: 'pick', seat: 'S' }, check);
    expect(s.attempt).toEqual({ status: 'right', misses: 1 });
    expect(verdict(s, HEARTS.answer)).toBe('Right, at the second try: South is the declarer.');
  });

  test('a second miss reveals the answer and marks the wrong seat', () => {
    const s = run({ type: 'pick', seat: 'N' }, check, { type: 'pick', seat: 'E' }, check);
    expect(s.attempt.status).toBe('revealed');
    expect(verdict(s, HEARTS.answer)).toBe('The answer: South is the declarer.');
    expect(seatMark(s, HEARTS.answer, 'E')).toBe('wrong');
    expect(seatMark(s, HEARTS.answer, 'S')).toBe('right');
  });

  test('Show answer reveals at once; after the end the pick is locked', () => {
    const s = run({ type: 'show' }, { type: 'pick', seat: 'W' });
    expect(s.attempt.status).toBe('revealed');
    expect(s.picked).toBeNull();
    expect(verdict(s, HEARTS.answer)).toBe('The answer: South is the declarer.');
  });
});

describe('the explanation', () => {
  test('dummy made the final bid', () => {
    expect(explanation(HEARTS.answer)).toBe(
      'South named hearts first for North–South, at South’s first call (one heart), so South is the declarer. ' +
        'North, who made the final bid of four hearts, is dummy.',
    );
  });

  test('the declarer made the final bid too', () => {
    const q = quiz('whist-club-1926', 'W', 'Pass 1C Pass 1H Pass 1NT Pass 3NT Pass Pass Pass');
    expect(explanation(q.answer)).toBe(
      'North named no-trumps first for North–South, at North’s second call (one no-trump), so North is the declarer. ' +
        'South, who made the final bid of three no-trumps, is dummy.',
    );
    const own = quiz('whist-club-1926', 'E', '1S Pass 2S Pass 4S Pass Pass Pass');
    expect(explanation(own.answer)).toBe(
      'East named spades first for East–West, at East’s first call (one spade), so East is the declarer. ' +
        'East also made the final bid, four spades, and West is dummy.',
    );
  });
});
