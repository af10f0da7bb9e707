/**
 * The double-dummy table as a bridge player reads it: a row per declarer (North, South, East,
 * West), a column per strain (♠ ♥ ♦ ♣ NT), with header cells for both. Shared by the hand
 * pages' build-time analysis (`AnalysisView.tsx`) and the Lab's panel (`AnalysisPanel.tsx`),
 * which fills it cell by cell.
 *
 * @packageDocumentation
 */
import type { ComponentChildren } from 'preact';
import { CELL_STRAINS } from '../../engine/dd/protocol.ts';
import type { TableStrain } from '../../engine/dd/solver.ts';
import type { Seat, Suit } from '../../engine/types.ts';
import { SuitSymbol } from '../shared/Spelled.tsx';
import { TABLE_ROWS } from './model.ts';

/** Props of {@link TricksTable}. */
export interface TricksTableProps {
  readonly caption: string;
  /** The strain header of no-trump ("NT"). */
  readonly nt: string;
  /** A suit's name for screen readers ("spades"). */
  readonly suitName: (suit: Suit) => string;
  readonly seatName: (seat: Seat) => string;
  /** What a cell shows. */
  readonly cell: (declarer: Seat, strain: TableStrain) => ComponentChildren;
  readonly busy?: boolean;
}

/** The 20-cell table. */
export function TricksTable({ caption, nt, suitName, seatName, cell, busy }: TricksTableProps) {
  return (
    <table class="ab-analysis__table" aria-busy={busy ? 'true' : undefined}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {CELL_STRAINS.map((s) => (
            <th key={s} scope="col">
              {s === 'NT' ? nt : <SuitSymbol suit={s} />}
              {s !== 'NT' && <span class="ab-sr-only">{suitName(s)}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TABLE_ROWS.map((seat) => (
          <tr key={seat}>
            <th scope="row">{seatName(seat)}</th>
            {CELL_STRAINS.map((s) => (
              <td key={s} data-cell={`${seat}${s}`}>
                {cell(seat, s)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
