// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { scoreDeal } from '../../engine/score/index.ts';
import { unwrap } from '../../engine/result.ts';
import { chooseRuleSet, type PickerEnv, type StorageLike } from '../RuleSetPicker/model.ts';
import { parseHonours } from '../Score/notation.ts';
import { expectedPoints, FIELD_KEYS, generateQuestion, questionInput, type QuizQuestion } from './model.ts';
import { ScoreQuizView } from './View.tsx';

afterEach(() => {
  cleanup();
  // Next question writes the question number into the URL; start each test from a clean one.
  history.replaceState(null, '', '/');
});

const memoryStorage = (): StorageLike => {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};
const setup = (): PickerEnv => ({ storage: memoryStorage(), target: new EventTarget(), root: null });

/** Public case wc26-07: 2♦ doubled, 8 tricks, declarer K Q J 10, dummy A: 28 below, 140 above. */
const question: QuizQuestion = {
  contract: { level: 2, strain: 'D', doubled: 1, declarer: 'S' },
  tricks: 8,
  honours: unwrap(parseHonours('declarer:KQJT;dummy:A')),
};

const field = (name: string): HTMLInputElement => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string): void => {
  fireEvent.input(field(name), { target: { value } });
};
const check = async (): Promise<void> => {
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  });
};
const status = (): string => document.querySelector('.ab-quiz__status')?.textContent ?? '';

describe('ScoreQuizView', () => {
  test('shows the deal and four labelled number fields', () => {
    render(<ScoreQuizView question={question} env={setup()} />);
    expect(screen.getByText('North–South won 8 tricks.')).toBeTruthy();
    expect(screen.getByText('Contract: two diamonds doubled by South')).toBeTruthy();
    for (const name of [
      'North–South, above the line',
      'North–South, below the line',
      'East–West, above the line',
      'East–West, below the line',
    ]) {
      expect(field(name).type).toBe('number');
    }
  });

  test('the answer is not in the page before checking', async () => {
    render(<ScoreQuizView question={question} env={setup()} />);
    await act(() => {});
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('140');
    expect(text).not.toContain('How the score is made up');
    expect(document.querySelector('details.ab-quiz__nojs')).toBeNull();
  });

  const mark = (name: string): string => document.getElementById(field(name).getAttribute('aria-describedby')!)?.textContent ?? '';

  test('a wrong answer does not show the answer: the box gets a hint from the breakdown, and another try', async () => {
    render(<ScoreQuizView question={question} env={setup()} />);
    type('North–South, above the line', '130');
    type('North–South, below the line', '28');
    await check();
    expect(field('North–South, above the line').getAttribute('aria-invalid')).toBe('true');
    expect(mark('North–South, above the line')).toBe(
      '✗ Not yet Too low. North–South score above the line for: Bonus for making a doubled contract, Honours.',
    );
    expect(mark('North–South, below the line')).toBe('✓ Right');
    expect(status()).toMatch(/^3 of 4 right\. Not yet/);
    expect(document.body.textContent).not.toContain('140');
    expect(document.querySelector('.ab-quiz__answer')).toBeNull();
    // The second try, right.
    type('North–South, above the line', '140');
    await check();
    expect(status()).toBe('All 4 right, at the second try.');
    expect(screen.getByText('How the score is made up')).toBeTruthy();
    const reasons = Array.from(document.querySelectorAll('.ab-quiz__answer .ab-breakdown__item')).map((li) =>
      li.getAttribute('data-reason'),
    );
    expect(reasons).toEqual(['trick-points', 'double-bonus', 'honours']);
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  test('a second miss reveals the answer and the breakdown', async () => {
    render(<ScoreQuizView question={question} env={setup()} />);
    await check();
    expect(document.querySelector('.ab-quiz__answer')).toBeNull();
    await check();
    expect(mark('North–South, above the line')).toBe('✗ Wrong: the answer is 140');
    expect(screen.getByText('How the score is made up')).toBeTruthy();
  });

  test('Show answer reveals it at once', async () => {
    render(<ScoreQuizView question={question} env={setup()} />);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    });
    expect(mark('North–South, below the line')).toBe('✗ Wrong: the answer is 28');
    expect(screen.getByText('How the score is made up')).toBeTruthy();
  });

  test('Next question draws question n + 1 from the seed, clears the answers and announces it', async () => {
    render(<ScoreQuizView random seed="t" env={setup()} />);
    await act(() => {});
    expect(document.querySelector('.ab-quiz')?.getAttribute('data-question')).toBe('1');
    expect(screen.getByText('Score quiz: Question 1')).toBeTruthy();
    type('North–South, above the line', '12');
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    });
    expect(document.querySelector('.ab-quiz')?.getAttribute('data-question')).toBe('2');
    expect(field('North–South, above the line').value).toBe('');
    expect(status()).toMatch(/^Question 2: /);
    expect(screen.getByRole('link', { name: 'Link to this question' }).getAttribute('href')).toBe('?score-quiz=2#score-quiz');
    expect(new URLSearchParams(location.search).get('score-quiz')).toBe('2');
  });

  test('a link to question 7 opens question 7', async () => {
    history.replaceState(null, '', '/?score-quiz=7');
    render(<ScoreQuizView random seed="t" env={setup()} />);
    await act(() => {});
    expect(document.querySelector('.ab-quiz')?.getAttribute('data-question')).toBe('7');
  });

  test('a generated question checks against the engine', async () => {
    const rules = RULE_SETS['whist-club-1926'];
    const q = generateQuestion(rules, 'u', 5);
    const score = unwrap(scoreDeal(rules, questionInput(q)));
    render(<ScoreQuizView random seed="u" start={5} env={setup()} />);
    const names = ['North–South, above the line', 'North–South, below the line', 'East–West, above the line', 'East–West, below the line'];
    FIELD_KEYS.forEach((k, i) => type(names[i]!, String(expectedPoints(score, k))));
    await check();
    expect(status()).toBe('All 4 right.');
  });

  test('a new rule set clears the marks and asks to check again under it', async () => {
    const env = setup();
    render(<ScoreQuizView question={question} env={env} />);
    await check();
    await act(() => void chooseRuleSet('royal-auction-1912', env));
    expect(document.querySelector('.ab-quiz__mark')).toBeNull();
    expect(status()).toBe('The rule set is now Whist Club Laws 1912 (Royal Auction): check your answers again.');
    type('North–South, above the line', '113');
    type('North–South, below the line', '28');
    await check();
    expect(status()).toBe('All 4 right.');
  });
});
