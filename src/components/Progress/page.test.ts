// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { initProgressPage } from './page.ts';
import { PROGRESS_STORAGE_KEY } from './store.ts';

const memory = (init: Record<string, string> = {}) => {
  const data: Record<string, string> = { ...init };
  return {
    data,
    getItem: (k: string) => data[k] ?? null,
    setItem: (k: string, v: string) => void (data[k] = v),
    removeItem: (k: string) => void delete data[k],
  };
};

const PAGE = `
  <p data-ab-progress-problem hidden></p><p data-ab-progress-summary></p><p data-ab-progress-status></p>
  <table><tbody>
    <tr data-ab-progress-lesson="01-a"><th><a href="/course/01-a/">Lesson A</a></th><td data-ab-progress-state></td><td data-ab-progress-quizzes></td><td><button data-ab-progress-toggle hidden></button></td></tr>
    <tr data-ab-progress-lesson="02-b"><th><a href="/course/02-b/">Lesson B</a></th><td data-ab-progress-state></td><td data-ab-progress-quizzes></td><td><button data-ab-progress-toggle hidden></button></td></tr>
  </tbody></table>
  <button data-ab-progress-reset hidden></button>`;

const text = (sel: string): string => document.querySelector(sel)?.textContent ?? '';
const row = (key: string) => document.querySelector(`[data-ab-progress-lesson="${key}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the progress page', () => {
  test('shows each lesson from storage, and a lesson marked finished stays so', () => {
    const storage = memory({
      [PROGRESS_STORAGE_KEY]: JSON.stringify({ version: 1, lessons: { '01-a': { quizzes: { q: 'first', r: 'revealed' } } } }),
    });
    document.body.innerHTML = PAGE;
    initProgressPage(document, { storage, target: new EventTarget() });
    expect(row('01-a').querySelector('[data-ab-progress-state]')?.textContent).toBe('started');
    expect(row('01-a').querySelector('[data-ab-progress-quizzes]')?.textContent).toBe(
      '2 of the quizzes answered: 1 right at the first try, 0 after a hint, 1 shown',
    );
    expect(row('02-b').querySelector('[data-ab-progress-state]')?.textContent).toBe('not started');
    (row('02-b').querySelector('button') as HTMLButtonElement).click();
    expect(JSON.parse(storage.data[PROGRESS_STORAGE_KEY]!).lessons['02-b']).toEqual({ finished: true });
    expect(text('[data-ab-progress-summary]')).toBe('1 of 2 lessons finished.');
  });

  test('?finished= records the lesson and leaves the address clean', () => {
    history.replaceState(null, '', '/progress/?finished=01-a');
    const storage = memory();
    document.body.innerHTML = PAGE;
    initProgressPage(document, { storage, target: new EventTarget() });
    expect(JSON.parse(storage.data[PROGRESS_STORAGE_KEY]!).lessons['01-a']).toEqual({ finished: true });
    expect(text('[data-ab-progress-status]')).toBe('Lesson “Lesson A” marked as finished.');
    expect(location.search).toBe('');
  });

  test('garbage in storage is ignored with a message, and the page still works', () => {
    const storage = memory({ [PROGRESS_STORAGE_KEY]: '{"lessons": [broken' });
    document.body.innerHTML = PAGE;
    initProgressPage(document, { storage, target: new EventTarget() });
    const problem = document.querySelector<HTMLElement>('[data-ab-progress-problem]')!;
    expect(problem.hidden).toBe(false);
    expect(problem.textContent).toMatch(/could not be read, so it was ignored/);
    expect(row('01-a').querySelector('[data-ab-progress-state]')?.textContent).toBe('not started');
  });
});
