// @vitest-environment happy-dom
/**
 * The declarer quiz in a DOM: seat buttons by name with aria-pressed, the answer absent from
 * the page until the check, then right or wrong with the engine's explanation, and Try again.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, test } from 'vitest';
import { parseCall } from '../../engine/auction.ts';
import { getRuleSet } from '../../engine/rules/index.ts';
import type { Call } from '../../engine/types.ts';
import { declarerQuizData, type DeclarerQuizData } from './data.ts';
import { DeclarerQuizView } from './View.tsx';

afterEach(cleanup);

const data = ((): DeclarerQuizData => {
  const r = declarerQuizData(getRuleSet('whist-club-1926')!, 'S', '1H 1S 4H Pass Pass Pass'.split(' ').map((t) => parseCall(t) as Call));
  if (!r.ok) throw new Error('bad fixture');
  return r.value;
})();

const quiz = (): HTMLElement => screen.getByRole('group', { name: 'Declarer quiz' });
const seat = (name: string): HTMLElement => screen.getByRole('button', { name });
/** Words that would give the answer away. */
const SPOILERS = [/(North|East|South|West) is the declarer/, /dummy/i, /by South/, /named hearts first/, /Contract:/];

describe('before the check', () => {
  test('the auction and four seat buttons, none pressed', () => {
    render(<DeclarerQuizView {...data} />);
    expect(screen.getByRole('table', { name: 'Auction, dealer South' })).toBeTruthy();
    for (const name of ['North', 'East', 'South', 'West']) expect(seat(name).getAttribute('aria-pressed')).toBe('false');
    expect(seat('Check answer')).toBeTruthy();
  });

  test('the answer is nowhere on the page, even after a pick', () => {
    render(<DeclarerQuizView {...data} />);
    for (const re of SPOILERS) expect(quiz().textContent ?? '').not.toMatch(re);
    fireEvent.click(seat('North'));
    for (const re of SPOILERS) expect(document.body.innerHTML).not.toMatch(re);
    expect(document.querySelector('[data-mark]')).toBeNull();
  });

  test('nor in the server render', () => {
    const html = renderToString(<DeclarerQuizView {...data} />);
    for (const re of SPOILERS) expect(html).not.toMatch(re);
  });

  test('a pick is pressed, and only one at a time', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('North'));
    fireEvent.click(seat('West'));
    expect(seat('West').getAttribute('aria-pressed')).toBe('true');
    expect(seat('North').getAttribute('aria-pressed')).toBe('false');
  });

  test('checking without a pick asks for one', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('Check answer'));
    expect(quiz().querySelector('[aria-live="polite"]')?.textContent).toBe('Choose a seat first.');
    expect(quiz().textContent).not.toMatch(/South is the declarer/);
  });
});

describe('after the check', () => {
  test('a right answer, with the reason', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('South'));
    fireEvent.click(seat('Check answer'));
    const feedback = quiz().querySelector('[aria-live="polite"]')!;
    expect(feedback.textContent).toContain('Right: South is the declarer.');
    expect(feedback.textContent).toContain('South named hearts first for North–South, at South’s first call (one heart)');
    expect(seat('South').getAttribute('data-mark')).toBe('right');
  });

  test('a wrong answer marks the pick wrong and the declarer right', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('North'));
    fireEvent.click(seat('Check answer'));
    expect(quiz().textContent).toContain('Not quite: you chose North, but South is the declarer.');
    expect(quiz().textContent).toContain('North, who made the final bid of four hearts, is dummy.');
    expect(seat('North').getAttribute('data-mark')).toBe('wrong');
    expect(seat('South').getAttribute('data-mark')).toBe('right');
    // The pick is locked until Try again.
    expect(seat('East').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(seat('East'));
    expect(seat('North').getAttribute('aria-pressed')).toBe('true');
  });

  test('Try again clears the answer and the marks', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('North'));
    fireEvent.click(seat('Check answer'));
    fireEvent.click(seat('Try again'));
    expect(quiz().textContent).not.toMatch(/South is the declarer/);
    expect(document.querySelector('[data-mark]')).toBeNull();
    for (const name of ['North', 'East', 'South', 'West']) expect(seat(name).getAttribute('aria-pressed')).toBe('false');
    expect(seat('Check answer')).toBeTruthy();
  });
});
