/**
 * The annotated example hands of lessons 2 to 15, one file each (a few with two boards). Each
 * spec places the cards the lesson needs, fills the rest from a seeded shuffle until the
 * conditions hold, and gives the auction and the commentary. Numbers in the commentary come
 * from the engine (`v` for a bid's value, the `NoteContext` score for the result).
 *
 * @packageDocumentation
 */
import { getRuleSet } from '../../src/engine/rules/index.ts';
import type { RuleSetId } from '../../src/engine/rules/types.ts';
import type { FullDeal } from '../../src/engine/types.ts';
import { balanced, bidPoints, len, maxLen, points, pts, reasonPts, scoreWords, type HandSpec, type NoteContext } from './lib.ts';

/** A file of hands for one lesson. */
export interface LessonFile {
  readonly file: string;
  readonly lesson: number;
  readonly hands: readonly HandSpec[];
}

const W26: RuleSetId = 'whist-club-1926';
const R12: RuleSetId = 'royal-auction-1912';

/** A bid's value under a rule set. */
const v = (token: string, rs: RuleSetId = W26): number => bidPoints(rs, token);

/** Paragraphs of a note. */
const paras = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

/** The declaring side's tricks in words, and the engine's score. */
const result = (ctx: NoteContext, lead?: string): string => paras(lead, scoreWords(ctx.score));

const hand = (file: string, spec: HandSpec): HandSpec => ({ ...spec, tags: { ...(spec.tags ?? {}) } });

/** Every lesson file, in lesson order. */
export const LESSON_FILES: readonly LessonFile[] = [
  {
    file: 'l02-the-deal',
    lesson: 2,
    hands: [
      hand('l02', {
        title: 'Lesson 2: thirteen cards each, and the first trick',
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && points(d.S) >= 5 && points(d.S) <= 7 && maxLen(d.E) <= 5 && maxLen(d.W) <= 5,
        intro: 'intro',
        calls: ['1NT', 'Pass', 'Pass', 'Pass'],
        target: (t) => t >= 7,
      }),
    ],
  },
  {
    file: 'l03-value-vs-majority',
    lesson: 3,
    hands: [
      hand('l03', {
        title: 'Lesson 3: two no-trumps over three clubs',
        ruleSet: R12,
        dealer: 'S',
        fixed: { N: '...AKJ' },
        accept: (d) =>
          len(d.N, 'C') >= 6 && points(d.N) >= 9 && points(d.N) <= 12 && balanced(d.W) && points(d.W) >= 16 && points(d.W) <= 18 && len(d.W, 'C') >= 3 &&
          len(d.S, 'C') >= 4 && points(d.S) <= 6 && points(d.E) >= 5 && points(d.E) <= 9 && maxLen(d.E) <= 5,
        intro: 'intro',
        calls: ['1S', '1NT', '2C', 'Pass', '3C', '2NT', 'Pass', 'Pass', 'Pass'],
      }),
    ],
  },
  {
    file: 'l03-bidding-ladder',
    lesson: 3,
    hands: [
      hand('l03b', {
        title: 'Lesson 3: up the ladder, one step at a time',
        ruleSet: W26,
        dealer: 'N',
        accept: (d) =>
          len(d.N, 'D') >= 5 && points(d.N) >= 12 && len(d.E, 'H') >= 5 && points(d.E) >= 9 && len(d.S, 'S') >= 5 && points(d.S) >= 8 &&
          len(d.W, 'C') >= 6 && points(d.W) >= 7 && len(d.N, 'S') >= 3,
        intro: 'intro',
        calls: ['1D', '1H', '1S', '2C', '2D', 'Pass', '2S', 'Pass', 'Pass', 'Pass'],
      }),
    ],
  },
  {
    file: 'l04-double-dies',
    lesson: 4,
    hands: [
      hand('l04', {
        title: 'Lesson 4: a double dies when the bid is overcalled',
        ruleSet: W26,
        dealer: 'N',
        fixed: { E: '..KQT976.', S: '..AJ84.', W: '.KJT876..' },
        accept: (d) =>
          balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && len(d.E, 'D') >= 6 && points(d.E) <= 9 && len(d.S, 'D') >= 4 && points(d.S) >= 9 &&
          d.S.includes('DA') && len(d.W, 'H') >= 6 && len(d.W, 'D') <= 1 && points(d.W) <= 8,
        intro: 'intro',
        calls: ['1NT', '2D', 'X', '2H', 'Pass', 'Pass', 'Pass'],
      }),
    ],
  },
  {
    file: 'l04-redoubled',
    lesson: 4,
    hands: [
      hand('l04b', {
        title: 'Lesson 4: doubled, redoubled and made',
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: '.AKQ..' },
        accept: (d) =>
          len(d.S, 'H') >= 6 && points(d.S) >= 14 && len(d.N, 'H') >= 3 && points(d.N) >= 7 && points(d.N) <= 10 && points(d.E) >= 13 && len(d.E, 'H') <= 2 && len(d.W, 'H') <= 3,
        intro: 'intro',
        calls: ['1H', 'Pass', '2H', 'X', 'XX', 'Pass', 'Pass', 'Pass'],
        target: (t) => t >= 9,
      }),
    ],
  },
  {
    file: 'l05-partner-named-it-first',
    lesson: 5,
    hands: [
      hand('l05', {
        title: 'Lesson 5: South bids four hearts, North plays it',
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => len(d.N, 'H') >= 5 && points(d.N) >= 12 && points(d.N) <= 15 && len(d.E, 'S') >= 5 && points(d.E) >= 9 && len(d.S, 'H') >= 4 && points(d.S) >= 12,
        intro: 'intro',
        calls: ['1H', '1S', '4H', 'Pass', 'Pass', 'Pass'],
      }),
    ],
  },
  {
    file: 'l05-no-trump-named-first',
    lesson: 5,
    hands: [
      hand('l05b', {
        title: 'Lesson 5: North bids three no-trumps, South plays it',
        ruleSet: W26,
        dealer: 'N',
        accept: (d) =>
          len(d.N, 'H') >= 6 && points(d.N) >= 12 && points(d.N) <= 15 && balanced(d.S) && points(d.S) >= 11 && len(d.S, 'H') <= 2 && points(d.E) <= 10 && points(d.W) <= 10,
        intro: 'intro',
        calls: ['1H', 'Pass', '1NT', 'Pass', '2H', 'Pass', '2NT', 'Pass', '3NT', 'Pass', 'Pass', 'Pass'],
        target: (t) => t >= 9,
      }),
    ],
  },
];

// Keep the imports honest while the specs grow.
void getRuleSet;
void pts;
void reasonPts;
void result;
void v;
export type { FullDeal };
