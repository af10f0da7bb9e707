// @vitest-environment happy-dom
/**
 * The declarer quiz in a DOM: seat buttons by name with aria-pressed, the answer absent from
 * the page until the question is over (a hint after a miss), then the engine's explanation.
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
  const r = declarerQuizData(
    getRuleSet('whist-club-1926')!,
    'S',
    '1H 1S 4H Pass Pass Pass'.split(' ').map((t) => parseCall(t) as Call),
  );
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
  test('a right answer, with the reason, in a sign and words', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('South'));
    fireEvent.click(seat('Check answer'));
    const feedback = quiz().querySelector('[aria-live="polite"]')!;
    expect(feedback.textContent).toContain('✓ Right: South is the declarer.');
    expect(feedback.textContent).toContain('South named hearts first for North–South, at South’s first call (one heart)');
    expect(screen.getByRole('button', { name: /^South.*declarer/ }).getAttribute('data-mark')).toBe('right');
    // Over: no Check, no Show answer, no pointless Try again.
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Try again|Show answer/ })).toBeNull();
  });

  test('a wrong answer does not show the answer: a hint, and another try', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('North'));
    fireEvent.click(seat('Check answer'));
    expect(quiz().textContent).toContain('Not yet: North is not the declarer.');
    expect(quiz().textContent).toContain('Hint: North made the final bid');
    for (const re of SPOILERS) expect(quiz().textContent ?? '').not.toMatch(re);
    expect(document.querySelector('[data-mark]')).toBeNull();
    // Another try: the seats still work.
    fireEvent.click(seat('South'));
    expect(seat('South').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(seat('Check answer'));
    expect(quiz().textContent).toContain('Right, at the second try: South is the declarer.');
  });

  test('a second miss reveals the answer with the reason', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('North'));
    fireEvent.click(seat('Check answer'));
    fireEvent.click(seat('East'));
    fireEvent.click(seat('Check answer'));
    expect(quiz().textContent).toContain('The answer: South is the declarer.');
    expect(quiz().textContent).toContain('North, who made the final bid of four hearts, is dummy.');
    expect(screen.getByRole('button', { name: /^East.*your choice/ }).getAttribute('data-mark')).toBe('wrong');
    expect(screen.getByRole('button', { name: /^South.*declarer/ }).getAttribute('data-mark')).toBe('right');
    expect(seat('West').getAttribute('aria-disabled')).toBe('true');
  });

  test('Show answer reveals it without a pick', () => {
    render(<DeclarerQuizView {...data} />);
    fireEvent.click(seat('Show answer'));
    expect(quiz().textContent).toContain('The answer: South is the declarer.');
  });
});
