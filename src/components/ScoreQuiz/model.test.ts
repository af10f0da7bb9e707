import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { validateDeal } from '../../engine/deal.ts';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { RULE_SET_IDS } from '../../engine/rules/types.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { unwrap } from '../../engine/result.ts';
import { parseHonours } from '../Score/notation.ts';
import {
  checkAnswers,
  expectedPoints,
  FIELD_KEYS,
  fieldLabel,
  generateQuestion,
  parseAnswer,
  parseQuestionNumber,
  questionInput,
  questionView,
  type Answers,
  type QuizQuestion,
} from './model.ts';

const wc26 = RULE_SETS['whist-club-1926'];

/** Public case wc26-07: 2♦ doubled, 8 tricks, declarer K Q J 10, dummy A: 28 below, 140 above. */
const wc26_07: QuizQuestion = {
  contract: { level: 2, strain: 'D', doubled: 1, declarer: 'S' },
  tricks: 8,
  honours: unwrap(parseHonours('declarer:KQJT;dummy:A')),
};

describe('parseAnswer', () => {
  test.each([
    ['', 0],
    ['  ', 0],
    [undefined, 0],
    ['30', 30],
    [' 140 ', 140],
    ['-16', -16],
    ['−16', -16],
    ['3.5', null],
    ['thirty', null],
    ['1e2', null],
  ] as const)('%j reads as %j', (text, value) => {
    expect(parseAnswer(text)).toBe(value);
  });
});

describe('checkAnswers against the engine (case wc26-07)', () => {
  test('all four right, empty boxes counting as none', () => {
    const r = unwrap(checkAnswers(wc26, wc26_07, { 'NS.above': '140', 'NS.below': '28' }));
    expect(r.fields.map((f) => [f.key, f.expected, f.correct, f.verdict])).toEqual([
      ['NS.above', 140, true, 'Right'],
      ['NS.below', 28, true, 'Right'],
      ['EW.above', 0, true, 'Right'],
      ['EW.below', 0, true, 'Right'],
    ]);
    expect(r.summary).toBe('4 of 4 right.');
  });

  test('a wrong answer is marked in words with the right one', () => {
    const r = unwrap(checkAnswers(wc26, wc26_07, { 'NS.above': '130', 'NS.below': '28', 'EW.above': 'x' }));
    expect(r.fields[0]).toMatchObject({ correct: false, given: 130, verdict: 'Wrong: the answer is 140' });
    expect(r.fields[2]).toMatchObject({ correct: false, given: null, verdict: 'Wrong: the answer is 0' });
    expect(r.right).toBe(2);
    expect(r.summary).toBe('2 of 4 right.');
  });

  test('the same deal under the 1912 code: four in one hand, the fifth in partner’s, is 9 tricks × 7 = 63; bonus 50 → 113', () => {
    const r = unwrap(checkAnswers(RULE_SETS['royal-auction-1912'], wc26_07, {}));
    expect(r.fields.map((f) => f.expected)).toEqual([113, 28, 0, 0]);
  });

  test('a question the rules cannot score is an error, not a throw', () => {
    const royal: QuizQuestion = { ...wc26_07, contract: { ...wc26_07.contract, strain: 'R' } };
    expect(checkAnswers(wc26, royal, {})).toMatchObject({ ok: false, error: { code: 'SCORE_STRAIN_NOT_IN_RULES' } });
  });

  test('field labels name the side and the line', () => {
    expect(FIELD_KEYS.map((k) => fieldLabel(k))).toEqual([
      'North–South, above the line',
      'North–South, below the line',
      'East–West, above the line',
      'East–West, below the line',
    ]);
  });
});

const anyRules = fc.constantFrom(...RULE_SET_IDS.map((id) => RULE_SETS[id]));
const anySeed = fc.string({ maxLength: 12 });
const anyN = fc.integer({ min: 1, max: 100_000 });

describe('generateQuestion', () => {
  test('is deterministic: the same seed and number give the same question', () => {
    expect(generateQuestion(wc26, 'lesson-7', 3)).toEqual(generateQuestion(wc26, 'lesson-7', 3));
    expect(generateQuestion(wc26, 'lesson-7', 3)).not.toEqual(generateQuestion(wc26, 'lesson-7', 4));
    expect(generateQuestion(wc26, 'lesson-7', 3)).not.toEqual(generateQuestion(wc26, 'lesson-8', 3));
  });

  prop.prop([anyRules, anySeed, anyN])('draws a question every rule set can score: a legal contract and a full deal', (rules, seed, n) => {
    const q = generateQuestion(rules, seed, n);
    expect(rules.auction.strains).toContain(q.contract.strain);
    expect(q.contract.level).toBeGreaterThanOrEqual(1);
    expect(q.contract.level).toBeLessThanOrEqual(7);
    expect(q.tricks).toBeGreaterThanOrEqual(0);
    expect(q.tricks).toBeLessThanOrEqual(13);
    expect(validateDeal(q.deal!).ok).toBe(true);
    expect(scoreDeal(rules, questionInput(q)).ok).toBe(true);
    expect(q.vulnerability !== undefined).toBe(rules.scoring.kind === 'contract');
  });

  prop.prop([anySeed, anyN])('a question keeps its deal across rule sets; only spades may turn royal', (seed, n) => {
    const a = generateQuestion(RULE_SETS['whist-club-1926'], seed, n);
    const b = generateQuestion(RULE_SETS['royal-auction-1912'], seed, n);
    expect(b.deal).toEqual(a.deal);
    expect(b.tricks).toBe(a.tricks);
    expect({ ...b.contract, strain: b.contract.strain === 'R' ? 'S' : b.contract.strain }).toEqual(a.contract);
  });

  prop.prop([anyRules, anySeed, anyN])(
    'answering the engine’s numbers is all right; changing one makes exactly that one wrong',
    (rules, seed, n) => {
      const q = generateQuestion(rules, seed, n);
      const score = unwrap(scoreDeal(rules, questionInput(q)));
      const answers: Answers = Object.fromEntries(FIELD_KEYS.map((k) => [k, String(expectedPoints(score, k))]));
      expect(unwrap(checkAnswers(rules, q, answers)).right).toBe(4);
      for (const k of FIELD_KEYS) {
        const off = { ...answers, [k]: String(expectedPoints(score, k) + 10) };
        const r = unwrap(checkAnswers(rules, q, off));
        expect(r.fields.filter((f) => !f.correct).map((f) => f.key)).toEqual([k]);
      }
    },
  );
});

describe('questionView', () => {
  test('the contract, the tricks and the honours by seat, declarer and dummy named', () => {
    const v = questionView(wc26_07);
    expect(v.contract.text).toBe('Contract: 2♦ doubled by South');
    expect(v.contract.spoken).toBe('Contract: two diamonds doubled by South');
    expect(v.tricks).toBe('North–South won 8 tricks.');
    expect(v.honoursHeading).toBe('Trump honours (A K Q J 10 of diamonds)');
    expect(v.honours.map((r) => `${r.label}: ${r.cards.text}`)).toEqual([
      'North (dummy): A',
      'East: none',
      'South (declarer): K Q J 10',
      'West: none',
    ]);
    expect(v.honours[2]?.cards.spoken).toBe('king, queen, jack, ten');
    expect(v.announcement(3)).toBe('Question 3: two diamonds doubled by South, North–South won 8 tricks.');
  });

  test('aces at no-trump, with suit symbols and spoken names; voids said', () => {
    const nt: QuizQuestion = {
      contract: { level: 3, strain: 'NT', doubled: 0, declarer: 'W' },
      tricks: 9,
      honours: unwrap(parseHonours('declarer:AS AH;lho:AC')),
    };
    const v = questionView(nt);
    expect(v.honoursHeading).toBe('Aces (the honours at no-trump)');
    const west = v.honours.find((r) => r.seat === 'W')!;
    expect(west.label).toBe('West (declarer)');
    expect(west.cards.text).toBe('♠A ♥A');
    expect(west.cards.spoken).toBe('ace of spades, ace of hearts');
    const chicane: QuizQuestion = { ...wc26_07, honours: unwrap(parseHonours('declarer:KQJT;dummy:A;voids:lho')) };
    expect(questionView(chicane).honours.find((r) => r.seat === 'W')?.cards.text).toBe('none, void in trumps');
  });

  test('Contract questions show the vulnerability', () => {
    const q = generateQuestion(RULE_SETS['contract-rubber'], 'x', 1);
    expect(questionView(q).vulnerability).toMatch(/^Vulnerable: /);
  });
});

test.each([
  ['7', 7],
  [' 12 ', 12],
  ['0', null],
  ['-1', null],
  ['abc', null],
  [null, null],
] as const)('parseQuestionNumber(%j) = %j', (text, n) => {
  expect(parseQuestionNumber(text)).toBe(n);
});
