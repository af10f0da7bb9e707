// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { parseCard } from '../../engine/card.ts';
import { SEATS, type Card, type Deal, type Seat } from '../../engine/types.ts';
import { HandDiagramView } from './View.tsx';

afterEach(cleanup);

const hand = (...cards: string[]): Card[] => cards.map((c) => parseCard(c)!);
const deal: Deal = {
  N: hand('SA', 'SK', 'S7', 'DT', 'D9', 'D2', 'C8', 'C7', 'C6', 'C5', 'C4', 'C3', 'C2'),
  E: hand('SQ', 'SJ', 'HA', 'HK', 'HQ', 'HJ', 'HT', 'H9', 'H8', 'H7', 'H6', 'H5', 'H4'),
  S: hand('ST', 'S9', 'S8', 'S6', 'S5', 'S4', 'S3', 'S2', 'H3', 'H2', 'DA', 'DK', 'DQ'),
  W: hand('DJ', 'D8', 'D7', 'D6', 'D5', 'D4', 'D3', 'CA', 'CK', 'CQ', 'CJ', 'CT', 'C9'),
};
const NAMES: Record<Seat, string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

describe('HandDiagramView', () => {
  test('is a figure named for the deal, with one labelled group per hand', () => {
    render(<HandDiagramView deal={deal} dealer="W" />);
    expect(screen.getByRole('figure', { name: 'The four hands, dealer West' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['North', 'East', 'South', 'West, dealer']);
  });

  test('gives screen readers suit names and rank names, not only symbols', () => {
    render(<HandDiagramView deal={deal} dealer="N" />);
    const north = screen.getByRole('group', { name: 'North, dealer' });
    const lines = within(north).getAllByRole('listitem');
    expect(lines.map((li) => li.querySelector('.ab-sr-only')?.textContent)).toEqual([
      'spades: ace, king, seven',
      'hearts: void',
      'diamonds: ten, nine, two',
      'clubs: eight, seven, six, five, four, three, two',
    ]);
    // What the eye sees is hidden from the screen reader, so nothing is read twice.
    const visible = lines[0]!.querySelector('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('♠\uFE0EA K 7');
    expect(visible?.querySelector('.ab-suit--S')).toBeTruthy();
  });

  test('prints a void as a dash', () => {
    render(<HandDiagramView deal={deal} dealer="N" />);
    const north = screen.getByRole('group', { name: 'North, dealer' });
    expect(within(north).getAllByRole('listitem')[1]?.querySelector('.ab-hand__ranks')?.textContent).toBe('—');
  });

  test.each(SEATS.map((s) => [s]))('marks dealer %s in words and on the compass', (dealer) => {
    const { container } = render(<HandDiagramView deal={deal} dealer={dealer} />);
    const marks = container.querySelectorAll('.ab-hand__dealer');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.closest('[data-seat]')?.getAttribute('data-seat')).toBe(dealer);
    expect(marks[0]?.textContent).toBe('Dealer');
    expect(container.querySelector('.ab-compass--dealer')?.textContent).toBe(dealer);
    expect(screen.getByText(`Dealer: ${NAMES[dealer]}`)).toBeTruthy();
  });

  test('hides the hands asked for, showing no card of them', () => {
    render(<HandDiagramView deal={deal} dealer="N" hidden={['E', 'W']} />);
    const east = screen.getByRole('group', { name: 'East' });
    expect(within(east).queryAllByRole('listitem')).toHaveLength(0);
    expect(east.textContent).toBe('EastHiddenhand hidden');
    expect(within(screen.getByRole('group', { name: 'South' })).getAllByRole('listitem')).toHaveLength(4);
  });

  test('shows the hands of a partial deal that are not given as unknown', () => {
    render(<HandDiagramView deal={{ ...deal, E: null, S: null }} dealer="N" />);
    expect(screen.getByRole('group', { name: 'South' }).getAttribute('data-state')).toBe('unknown');
    expect(within(screen.getByRole('group', { name: 'South' })).getByText('hand not given')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'North, dealer' }).getAttribute('data-state')).toBe('shown');
  });

  test('shows the contract with a coloured suit symbol and in words', () => {
    const { container } = render(
      <HandDiagramView deal={deal} dealer="N" contract={{ level: 4, strain: 'H', doubled: 1, declarer: 'S' }} />,
    );
    const contract = container.querySelector('.ab-diagram__contract')!;
    expect(contract.querySelector('.ab-sr-only')?.textContent).toBe('Contract: four hearts doubled by South');
    expect(contract.querySelector('.ab-suit--H')).toBeTruthy();
  });

  test('a caption replaces the generated name', () => {
    render(<HandDiagramView deal={deal} dealer="N" caption="Board 7" />);
    const figure = screen.getByRole('figure');
    expect(figure.getAttribute('aria-label')).toBeNull();
    expect(within(figure).getByText('Board 7').tagName).toBe('FIGCAPTION');
  });
});
