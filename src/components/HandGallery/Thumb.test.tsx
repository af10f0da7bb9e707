// @vitest-environment happy-dom
/**
 * The gallery's miniature diagram: one named image, the four hands a suit a line, the dealer
 * marked in the compass, and far fewer nodes than the full diagram.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import { DEAL } from '../HandReplay/fixtures.ts';
import { HandThumb } from './Thumb.tsx';

afterEach(cleanup);

test('one image named for the dealer, the four hands a suit a line', () => {
  const { container } = render(<HandThumb deal={DEAL} dealer="S" />);
  const img = screen.getByRole('img', { name: 'The four hands, dealer South' });
  // One line a suit, ♠ ♥ ♦ ♣ (the style sheet draws the symbols), ranks run together.
  expect(img.querySelector('.ab-thumb__hand--N')?.textContent).toBe('K84\nQ952\nA73\nJ82');
  expect(img.querySelector('.ab-thumb__hand--S')?.textContent).toBe('A6\nAKJ104\nK52\nK73');
  expect(container.querySelectorAll('.ab-thumb__hand')).toHaveLength(4);
  expect(container.querySelector('.ab-thumb__seat--dealer')?.textContent).toBe('S');
});

test('a hand not given shows its stand-in; a void shows a dash', () => {
  const { container } = render(<HandThumb deal={{ ...DEAL, E: null, N: DEAL.N.filter((c) => c[0] !== 'C') }} dealer="N" />);
  expect(container.querySelector('.ab-thumb__hand--E')?.textContent).toBe('Not given');
  expect(container.querySelector('.ab-thumb__hand--E')?.classList.contains('ab-thumb__hand--missing')).toBe(true);
  expect(container.querySelector('.ab-thumb__hand--N')?.textContent).toBe('K84\nQ952\nA73\n—');
});

test('a fraction of the full diagram’s nodes (the gallery shows one per hand)', () => {
  const thumb = render(<HandThumb deal={DEAL} dealer="S" />).container.querySelectorAll('*').length;
  cleanup();
  const full = render(<HandDiagramView deal={DEAL} dealer="S" />).container.querySelectorAll('*').length;
  expect(thumb * 5).toBeLessThan(full);
});
