/**
 * The 52-card picker: choose a seat, then click cards to give them to it (a card the seat holds
 * goes back to the pack). One tab stop; the arrow keys move between cards, Home and End to the
 * ends of a suit. Thin: the model says who holds what.
 *
 * @packageDocumentation
 */
import { SEATS, type Card, type Seat } from '../../engine/types.ts';
import { translator } from '../../i18n/lab.ts';
import { seatName } from '../shared/format.ts';
import { SuitSymbol } from '../shared/Spelled.tsx';
import type { PickerView } from './model.ts';
import { useRovingGrid } from './ui.tsx';

/** Props of the picker. */
export interface CardPickerProps {
  readonly view: PickerView;
  readonly seat: Seat;
  readonly onSeat: (seat: Seat) => void;
  readonly onCard: (card: Card) => void;
  readonly lang?: string;
}

const COLUMNS = 13;

/** The seat chooser and the 52 cards. */
export function CardPicker({ view, seat, onSeat, onCard, lang = 'en' }: CardPickerProps) {
  const tr = translator(lang);
  const grid = useRovingGrid(52, COLUMNS);
  return (
    <div class="ab-lab__picker">
      <fieldset class="ab-lab__seats">
        <legend>{tr('lab.picker.seat')}</legend>
        {SEATS.map((s) => (
          <label key={s} class={`ab-lab__seat${s === seat ? ' ab-lab__seat--chosen' : ''}`}>
            <input type="radio" name="lab-seat" value={s} checked={s === seat} onChange={() => onSeat(s)} />
            <span>{tr('lab.picker.seatCount', { seat: seatName(s, tr), count: view.counts[s] })}</span>
          </label>
        ))}
      </fieldset>
      <p class="ab-lab__help" id="lab-picker-help">
        {view.locked ? tr('lab.deal.locked') : tr('lab.picker.help', { seat: seatName(seat, tr), count: view.undealt })}
      </p>
      <div
        class="ab-lab__cards"
        role="group"
        aria-label={tr('lab.picker.label')}
        aria-describedby="lab-picker-help"
        ref={grid.ref}
        onKeyDown={grid.onKeyDown}
      >
        {view.suits.map((row, r) => (
          <div key={row.suit} class="ab-lab__suit-row" role="group" aria-label={row.name}>
            <span class="ab-lab__suit-head" aria-hidden="true">
              <SuitSymbol suit={row.suit} />
            </span>
            {row.cards.map((c, i) => {
              const index = r * COLUMNS + i;
              return (
                <button
                  key={c.card}
                  type="button"
                  data-cell={index}
                  data-card={c.card}
                  data-holder={c.holder ?? ''}
                  tabIndex={index === grid.active ? 0 : -1}
                  class={`ab-lab__card${c.holder ? ` ab-lab__card--held ab-lab__card--${c.holder}` : ''}`}
                  aria-label={c.spoken}
                  aria-disabled={view.locked ? 'true' : undefined}
                  onFocus={() => grid.onFocus(index)}
                  onClick={() => onCard(c.card)}
                >
                  <span class={`ab-lab__rank ab-suit--${row.suit}`}>{c.rank}</span>
                  <span class="ab-lab__holder">{c.holder ? tr(`seat.${c.holder}.short`) : '·'}</span>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
