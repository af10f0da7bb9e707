// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { CallEntry } from '../../engine/record.ts';
import { SEATS, type Call, type Seat } from '../../engine/types.ts';
import { AuctionTableView } from './View.tsx';

afterEach(cleanup);

const P: Call = { type: 'pass' };
const calls: CallEntry[] = [
  { call: { type: 'bid', level: 1, strain: 'S' } },
  { call: { type: 'bid', level: 2, strain: 'H' }, alert: true },
  { call: P, note: 'Too weak to raise.' },
  { call: { type: 'bid', level: 4, strain: 'H' } },
  { call: { type: 'double' } },
  { call: P },
  { call: P },
  { call: P },
];
const COLUMN: Record<Seat, number> = { W: 0, N: 1, E: 2, S: 3 };

describe('AuctionTableView', () => {
  test('is a real table with a caption and four column heads named West, North, East, South', () => {
    render(<AuctionTableView dealer="E" calls={calls} />);
    const table = screen.getByRole('table', { name: 'Auction, dealer East' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col', 'col', 'col']);
    expect(heads.map((h) => h.querySelector('.ab-sr-only')?.textContent)).toEqual(['West', 'North', 'East', 'South']);
    expect(heads.map((h) => h.querySelector('[aria-hidden]')?.textContent)).toEqual(['W', 'N', 'E', 'S']);
  });

  test.each(SEATS.map((s) => [s]))('dealer %s: the first call sits in the dealer’s column', (dealer) => {
    render(<AuctionTableView dealer={dealer} calls={calls.slice(0, 1)} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    cells.forEach((cell, i) => {
      if (i === COLUMN[dealer]) expect(cell.textContent).toBe('1♠\uFE0Eone spade');
      else expect(cell.textContent).toBe('');
    });
  });

  test('shows symbols to the eye and words to screen readers', () => {
    render(<AuctionTableView dealer="W" calls={calls} />);
    const first = screen.getAllByRole('cell')[0]!;
    expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('1♠\uFE0E');
    expect(first.querySelector('.ab-sr-only')?.textContent).toBe('one spade');
    expect(
      screen
        .getAllByRole('cell')
        .map((c) => c.querySelector('.ab-sr-only')?.textContent ?? c.textContent)
        .slice(4, 5),
    ).toEqual(['Double']);
  });

  test('marks an alerted call, in sight and in words', () => {
    render(<AuctionTableView dealer="W" calls={calls} />);
    const alerted = screen.getAllByRole('cell')[1]!;
    expect(alerted.className).toContain('ab-auction__cell--alert');
    expect(alerted.querySelector('.ab-auction__alert')?.textContent).toBe('! (alerted)');
  });

  test('puts a footnote marker on a call with a note, and the note below the table', () => {
    const { container } = render(<AuctionTableView dealer="W" calls={calls} />);
    const noted = screen.getAllByRole('cell')[2]!;
    expect(noted.querySelector('sup')?.textContent).toBe('1 (note 1)');
    const notes = container.querySelector('.ab-auction__notes ol')!;
    expect(notes.querySelectorAll('li')).toHaveLength(1);
    expect(notes.querySelector('li')?.getAttribute('value')).toBe('1');
    expect(notes.textContent).toContain('Too weak to raise.');
  });

  test('draws the suit escapes of a note (PBN \\D) as coloured suit symbols, never as a backslash', () => {
    const { container } = render(<AuctionTableView dealer="N" calls={[{ call: P, note: 'Holding \\D AKQ, but \\H void.' }]} />);
    const note = container.querySelector('.ab-auction__notes li')!;
    expect(note.textContent).not.toContain('\\');
    expect([...note.querySelectorAll('.ab-suit')].map((s) => s.getAttribute('data-suit'))).toEqual(['D', 'H']);
    expect(note.textContent).toContain('Holding ♦\uFE0E AKQ, but ♥\uFE0E void.');
  });

  test('states the contract and declarer it is given, under the table', () => {
    const { container } = render(
      <AuctionTableView dealer="W" calls={calls} contract={{ level: 4, strain: 'H', doubled: 1, declarer: 'S' }} />,
    );
    const result = container.querySelector('.ab-auction__result')!;
    expect(result.querySelector('.ab-sr-only')?.textContent).toBe('Contract: four hearts doubled by South');
    expect(result.querySelector('[aria-hidden]')?.textContent).toBe('Contract: 4♥\uFE0E doubled by South');
    expect(result.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  test('says when the deal was passed out', () => {
    render(<AuctionTableView dealer="N" calls={[{ call: P }, { call: P }, { call: P }, { call: P }]} contract={null} />);
    expect(screen.getByText(/Passed out/)).toBeTruthy();
  });

  test('says when there are no calls yet', () => {
    render(<AuctionTableView dealer="N" calls={[]} />);
    expect(screen.getByText('No calls yet.')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
