/**
 * The score pad's sheet: We and They (or the players) in columns, entries above the line
 * written upward from it, trick points below it game by game with a game line under each game
 * won, and the totals. Each entry is focusable, its reason shown on hover and focus (a tap
 * focuses it on a phone) and spoken to screen readers. Used by the score pad and the rubber
 * scorer; the layout is `padView`'s.
 *
 * @packageDocumentation
 */
import type { ComponentChildren } from 'preact';
import type { PadEntry, PadView } from './model.ts';
import '../shared/styles.css';
import './styles.css';

/** One entry of the sheet, with its reason as a tooltip. */
export function PadEntryItem({ entry }: { entry: PadEntry }) {
  return (
    <li
      class={entry.current ? 'ab-pad__entry ab-pad__entry--current' : 'ab-pad__entry'}
      tabIndex={0}
      data-deal={entry.deal ?? 'settlement'}
      data-reason={entry.reason}
      // A tap focuses the entry (and so shows its parts) in browsers that do not focus on tap.
      onClick={(e) => e.currentTarget.focus()}
    >
      <span class="ab-pad__points" aria-hidden="true">
        {entry.pointsText}
      </span>
      <span class="ab-sr-only">{entry.spoken}</span>
      <span class="ab-pad__tip" aria-hidden="true">
        {entry.description}
        <span class="ab-pad__tip-source">{entry.source}</span>
      </span>
    </li>
  );
}

/**
 * Room on the sheet for what a reader writes (the rubber exercise): list items added to a
 * column above the line (at the top, the newest place) and to its trick points in the last game.
 */
export interface PadSheetExtra {
  readonly above?: (party: string) => ComponentChildren;
  readonly below?: (party: string) => ComponentChildren;
}

/** The sheet of a score pad view (columns, games, totals). */
export function PadSheet({ view, extra }: { view: PadView; extra?: PadSheetExtra }) {
  const cols = view.columns.length;
  const lastGame = view.games[view.games.length - 1]?.number;
  return (
    <div class="ab-pad__sheet" style={{ '--ab-pad-cols': String(cols) }}>
      <div class="ab-pad__row ab-pad__row--head">
        {view.columns.map((c) => (
          <p key={c.party} class="ab-pad__head">
            {c.name}
          </p>
        ))}
      </div>
      <div class="ab-pad__row ab-pad__row--above">
        {view.columns.map((c) => (
          <ul key={c.party} class="ab-pad__cell ab-pad__cell--above" aria-label={c.aboveLabel}>
            {c.above.map((e) => (
              <PadEntryItem key={e.key} entry={e} />
            ))}
            {extra?.above?.(c.party)}
          </ul>
        ))}
      </div>
      {view.games.map((g) => (
        <div
          key={g.number}
          class={g.lineLabel ? 'ab-pad__row ab-pad__row--below ab-pad__row--game' : 'ab-pad__row ab-pad__row--below'}
          data-game={g.number}
        >
          {g.cells.map((cell) => (
            <ul key={cell.party} class="ab-pad__cell" aria-label={cell.label}>
              {cell.entries.map((e) => (
                <PadEntryItem key={e.key} entry={e} />
              ))}
              {g.number === lastGame && extra?.below?.(cell.party)}
            </ul>
          ))}
          {g.lineLabel && <p class="ab-pad__gameline">{g.lineLabel}</p>}
        </div>
      ))}
      <div class="ab-pad__row ab-pad__row--totals">
        {view.columns.map((c) => (
          <p key={c.party} class="ab-pad__total">
            <span class="ab-sr-only">
              {c.name}, {view.labels.total}:{' '}
            </span>
            <span class="ab-pad__total-label" aria-hidden="true">
              {view.labels.total}{' '}
            </span>
            {c.totalText}
          </p>
        ))}
      </div>
    </div>
  );
}
