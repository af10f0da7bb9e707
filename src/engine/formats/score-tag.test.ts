/**
 * Table and property tests for reading the PBN `Score` tag (score-tag.ts). The rows are the
 * forms the corpus uses (../shared/corpus README §2 "Scoring checks") and the odd ones its PBN
 * Verifier negative file and the standard's sided syntax allow.
 */
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SIDES, type Side } from '../types.ts';
import { BOARD_SCORE_STEP, MAX_BOARD_SCORE, isRubberScoring, readScoreTag, scoreTagPoints } from './score-tag.ts';

const codes = (value: string): string[] => readScoreTag(value).diagnostics.map((d) => d.code);

describe('readScoreTag', () => {
  it.each([
    // AlsReg6-Final.pbn board 1: 6D by North, 13 tricks.
    ['NS 940', { side: 'NS', points: 940 }],
    // 1955-Bermuda_Bowl.pbn: North-South lost 420.
    ['NS -420', { side: 'NS', points: -420 }],
    // correct_21.pbn game 2: a plus sign after the side.
    ['NS +550', { side: 'NS', points: 550 }],
    ['EW -100', { side: 'EW', points: -100 }],
    // FF01.PBN board 1: no side (the declaring side's).
    ['+140', { side: null, points: 140 }],
    ['-50', { side: null, points: -50 }],
    // 97-InternationalPairsFinal1stSession.pbn board 20: no side, no sign.
    ['140', { side: null, points: 140 }],
    // dominicprice sample.pbn game 2: a passed-out board.
    ['NS 0', { side: 'NS', points: 0 }],
    ['NS -0', { side: 'NS', points: 0 }],
    // Lenient spacing and case.
    ['  ns   620 ', { side: 'NS', points: 620 }],
    // Both sides, cancelling out.
    ['NS 620 EW -620', { side: 'NS', points: 620 }],
    ['EW 100 NS -100', { side: 'EW', points: 100 }],
  ] as const)('%j reads as %j with no diagnostic', (value, want) => {
    const r = readScoreTag(value);
    expect(r.score).toEqual(want);
    expect(r.diagnostics).toEqual([]);
  });

  it.each([
    ['', 'SCORE_TAG_EMPTY'],
    ['?', 'SCORE_TAG_EMPTY'],
    // errors_10.pbn: values that are not scores.
    ['a', 'SCORE_TAG_SYNTAX'],
    ['3.a', 'SCORE_TAG_SYNTAX'],
    ['3. 5', 'SCORE_TAG_SYNTAX'],
    ['NS', 'SCORE_TAG_SYNTAX'],
    ['NS620', 'SCORE_TAG_SYNTAX'],
    ['NE 620', 'SCORE_TAG_SYNTAX'],
    ['NS 62.5', 'SCORE_TAG_SYNTAX'],
    ['NS 620 EW', 'SCORE_TAG_SYNTAX'],
  ])('%j gives no score and %s', (value, code) => {
    const r = readScoreTag(value);
    expect(r.score).toBeNull();
    expect(r.diagnostics.map((d) => d.code)).toEqual([code]);
    expect(r.diagnostics[0]!.severity).toBe(code === 'SCORE_TAG_EMPTY' ? 'warning' : 'error');
  });

  it('keeps the first side when the two sides do not cancel out, with an error', () => {
    const r = readScoreTag('NS 620 EW -600');
    expect(r.score).toEqual({ side: 'NS', points: 620 });
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['SCORE_TAG_SIDES_DISAGREE', 'error']]);
    expect(r.diagnostics[0]!.message).toContain('EW should have -620');
    expect(codes('NS 620 NS -620')).toEqual(['SCORE_TAG_SIDES_DISAGREE']);
  });

  it('warns of numbers no board can score (contract-scoring.md §2: multiples of ten, at most 7600)', () => {
    expect(readScoreTag('NS 625').score).toEqual({ side: 'NS', points: 625 });
    expect(codes('NS 625')).toEqual(['SCORE_TAG_NOT_TENS']);
    expect(codes('-7600')).toEqual([]);
    expect(codes('EW 7610')).toEqual(['SCORE_TAG_RANGE']);
    expect(codes('-7605')).toEqual(['SCORE_TAG_RANGE', 'SCORE_TAG_NOT_TENS']);
    expect(codes('NS 625 EW -625')).toEqual(['SCORE_TAG_NOT_TENS']);
  });

  it('puts the position given on every diagnostic', () => {
    const pos = { line: 12, column: 9, length: 3 };
    expect(readScoreTag('abc', pos).diagnostics.map((d) => d.pos)).toEqual([pos]);
    expect(readScoreTag('NS 625 EW -600', pos).diagnostics.map((d) => d.pos)).toEqual([pos, pos]);
  });

  prop.prop([fc.string({ maxLength: 30 })])('never throws; no score always comes with a diagnostic', (value) => {
    const r = readScoreTag(value);
    if (r.score === null) expect(r.diagnostics.length).toBeGreaterThan(0);
    else expect(Number.isInteger(r.score.points)).toBe(true);
  });

  prop.prop([fc.constantFrom(...SIDES), fc.integer({ min: -MAX_BOARD_SCORE / 10, max: MAX_BOARD_SCORE / 10 }), fc.boolean()])(
    'a Law 77 score written "SIDE n" (or "SIDE +n") reads back unchanged, without a diagnostic',
    (side, tens, plus) => {
      const points = tens * BOARD_SCORE_STEP;
      const r = readScoreTag(`${side} ${plus && points >= 0 ? '+' : ''}${points}`);
      expect(r.score).toEqual({ side, points });
      expect(r.diagnostics).toEqual([]);
    },
  );
});

describe('scoreTagPoints', () => {
  it.each([
    // A sided score, from either viewpoint.
    [{ side: 'NS', points: 620 }, 'NS', 'EW', 620],
    [{ side: 'NS', points: 620 }, 'EW', 'EW', -620],
    [{ side: 'EW', points: -100 }, 'NS', 'EW', 100],
    // Sideless: the declaring side's. FF01 board 2: 3S by East, 8 tricks, "-50".
    [{ side: null, points: -50 }, 'EW', 'EW', -50],
    [{ side: null, points: -50 }, 'NS', 'EW', 50],
    // FF01 board 9: 5CX by South making, "+750".
    [{ side: null, points: 750 }, 'NS', 'NS', 750],
    // A passed-out board: zero from every viewpoint, with or without a side.
    [{ side: 'NS', points: 0 }, 'EW', null, 0],
    [{ side: null, points: 0 }, 'NS', null, 0],
  ] as const)('%j seen by %s (declaring side %s) is %d', (score, viewpoint, declaring, want) => {
    expect(scoreTagPoints(score, viewpoint, declaring)).toBe(want);
  });

  it('cannot place a sideless, non-zero score without a declaring side', () => {
    expect(scoreTagPoints({ side: null, points: 140 }, 'NS', null)).toBeNull();
  });

  prop.prop([fc.constantFrom<Side | null>('NS', 'EW', null), fc.integer({ min: -7600, max: 7600 }), fc.constantFrom<Side>('NS', 'EW')])(
    "the two sides' points cancel out",
    (side, points, declaring) => {
      const ns = scoreTagPoints({ side, points }, 'NS', declaring);
      const ew = scoreTagPoints({ side, points }, 'EW', declaring);
      expect(ns).not.toBeNull();
      expect(ns! + ew!).toBe(0);
    },
  );
});

describe('isRubberScoring', () => {
  it.each([
    ['Rubber', true],
    ['Chicago', true],
    ['rubber', true],
    ['IMP;Rubber', true],
    ['MP', false],
    ['IMP', false],
    ['IMP;Cross', false],
    ['BAM', false],
    ['IMP_1948', false],
    ['Matchpoints', false],
    ['?', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (scoring, want) => {
    expect(isRubberScoring(scoring)).toBe(want);
  });
});
