import { describe, expect, test } from 'vitest';
import { ATTEMPT_START, attemptOutcome, attemptReducer, type AttemptAction } from './attempt.ts';
import {
  EMPTY_PROGRESS,
  lessonKeyOf,
  markFinished,
  parseProgress,
  PROGRESS_STORAGE_KEY,
  readProgress,
  recordQuiz,
  resetProgress,
  saveQuiz,
  tallyOf,
} from './store.ts';

const memory = () => {
  const data: Record<string, string> = {};
  return {
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => void (data[k] = v),
    removeItem: (k: string) => void delete data[k],
  };
};

describe('attempts', () => {
  const run = (...actions: AttemptAction[]) => actions.reduce(attemptReducer, ATTEMPT_START);
  test('a miss earns a hint, a second miss the answer', () => {
    expect(run({ type: 'check', correct: false })).toEqual({ status: 'hint', misses: 1 });
    expect(run({ type: 'check', correct: false }, { type: 'check', correct: false }).status).toBe('revealed');
    expect(attemptOutcome(run({ type: 'check', correct: true }))).toBe('first');
    expect(attemptOutcome(run({ type: 'check', correct: false }, { type: 'check', correct: true }))).toBe('second');
    expect(attemptOutcome(run({ type: 'show' }))).toBe('revealed');
    expect(attemptOutcome(run({ type: 'check', correct: false }))).toBeNull();
  });
  test('once over, a check changes nothing', () => {
    expect(run({ type: 'show' }, { type: 'check', correct: true }).status).toBe('revealed');
  });
});

describe('stored progress', () => {
  test('a quiz outcome is kept, the first one stays, and the tally counts it', () => {
    const env = { storage: memory(), target: new EventTarget() };
    saveQuiz('05-declarer-and-dummy', 'declarer:a', 'second', env);
    saveQuiz('05-declarer-and-dummy', 'declarer:a', 'first', env);
    saveQuiz('05-declarer-and-dummy', 'declarer:b', 'revealed', env);
    const { progress, problem } = readProgress(env);
    expect(problem).toBeNull();
    expect(progress.lessons['05-declarer-and-dummy']?.quizzes).toEqual({ 'declarer:a': 'second', 'declarer:b': 'revealed' });
    expect(tallyOf(progress.lessons['05-declarer-and-dummy'])).toEqual({ answered: 2, first: 0, right: 1, revealed: 1 });
    resetProgress(env);
    expect(readProgress(env).progress).toEqual(EMPTY_PROGRESS);
  });

  test('garbage is ignored with a reason, never thrown', () => {
    expect(parseProgress('{not json').problem).toEqual({ kind: 'unreadable' });
    expect(parseProgress('[1,2]').problem).toEqual({ kind: 'unknown' });
    expect(parseProgress('{"version":0,"lessons":{}}').problem).toEqual({ kind: 'unknown' });
    const partly = parseProgress(
      JSON.stringify({ version: 1, lessons: { a: { finished: true, quizzes: { q: 'first', r: 'maybe' } }, b: 7 } }),
    );
    expect(partly.progress.lessons).toEqual({ a: { finished: true, quizzes: { q: 'first' } } });
    expect(partly.problem).toEqual({ kind: 'dropped', count: 2 });
  });

  test('a storage that throws keeps nothing and breaks nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const env = { storage: broken, target: null };
    expect(readProgress(env).progress).toEqual(EMPTY_PROGRESS);
    expect(() => saveQuiz('x', 'q', 'first', env)).not.toThrow();
  });

  test('finished and unfinished; the lesson key of a page', () => {
    const p = markFinished(recordQuiz(EMPTY_PROGRESS, 'l', 'q', 'first'), 'l', true);
    expect(p.lessons.l).toEqual({ quizzes: { q: 'first' }, finished: true });
    expect(markFinished(p, 'l', false).lessons.l).toEqual({ quizzes: { q: 'first' } });
    expect(lessonKeyOf('/auction-bridge/course/05-declarer-and-dummy/')).toBe('05-declarer-and-dummy');
    expect(lessonKeyOf('/reference/widgets/')).toBe('/reference/widgets/');
    expect(PROGRESS_STORAGE_KEY).toBe('auction-bridge:progress');
  });
});
