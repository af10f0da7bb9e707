// @vitest-environment happy-dom
/**
 * The revoke quiz in a DOM: three answers by name with aria-pressed, no score on the page until
 * the question is over, the hint after a miss, then both choices scored by the engine.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, test } from 'vitest';
import { revokeQuizData, type RevokeQuizData } from './data.ts';
import { RevokeQuizView } from './View.tsx';

afterEach(cleanup);

const data = ((): RevokeQuizData => {
  const r = revokeQuizData('whist-club-1913', { contract: '3HX', by: 'S', tricks: 7, honours: 'declarer:AKQ;lho:J;rho:T' });
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();
const quiz = (): HTMLElement => screen.getByRole('group', { name: 'Revoke quiz' });
const button = (name: string | RegExp): HTMLElement => screen.getByRole('button', { name });
const live = (): string => quiz().querySelector('[aria-live="polite"]')?.textContent ?? '';
const SPOILERS = [/difference of/, /below the line/, /The answer/];

describe('the revoke quiz', () => {
  test('the deal, three answers, none pressed, and no score in the page or the server render', () => {
    render(<RevokeQuizView data={data} />);
    expect(quiz().textContent).toContain('three hearts doubled');
    for (const name of ['The 100 points', 'The 3 tricks', 'Both the same']) expect(button(name).getAttribute('aria-pressed')).toBe('false');
    for (const re of SPOILERS) expect(quiz().textContent ?? '').not.toMatch(re);
    const html = renderToString(<RevokeQuizView data={data} />);
    for (const re of SPOILERS) expect(html).not.toMatch(re);
  });

  test('checking without a pick asks for one, in the live region', () => {
    render(<RevokeQuizView data={data} />);
    fireEvent.click(button('Check answer'));
    expect(live()).toBe('Choose one first.');
  });

  test('a miss: a hint and another try; then the right answer and both choices scored', () => {
    render(<RevokeQuizView data={data} />);
    fireEvent.click(button('The 3 tricks'));
    expect(button('The 3 tricks').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Check answer'));
    expect(live()).toMatch(/Not yet\..*Hint: with the tricks, North–South have 10 tricks/);
    expect(live()).not.toMatch(/difference of/);
    fireEvent.click(button('The 100 points'));
    fireEvent.click(button('Check answer'));
    expect(live()).toMatch(/Right, at the second try\./);
    expect(live()).toMatch(/Taking the points: North–South 116, East–West 0, a difference of 116\./);
    expect(live()).toMatch(/Taking the tricks: .* a difference of 80\..*64 below the line: a game from love/);
    expect(quiz().querySelector('[data-mark="right"]')?.textContent).toBe('The 100 points ✓ scores more');
    expect(quiz().querySelector('[data-mark="wrong"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
  });

  test('show answer reveals it and marks the reader’s wrong pick', () => {
    render(<RevokeQuizView data={data} />);
    fireEvent.click(button('Both the same'));
    fireEvent.click(button('Show answer'));
    expect(live()).toMatch(/The answer: the points in the honour column\./);
    expect(quiz().querySelector('[data-mark="wrong"]')?.textContent).toBe('Both the same ✗ your choice');
  });

  test('the outcome goes to the reader’s progress', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    render(<RevokeQuizView data={data} quizId="revoke:test" env={{ storage, target: null }} />);
    fireEvent.click(button('The 100 points'));
    fireEvent.click(button('Check answer'));
    expect([...store.values()].join('')).toContain('revoke:test');
  });
});
