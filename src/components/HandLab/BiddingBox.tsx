/**
 * The bidding box: one row per level, one column per strain of the rule set, then Pass, Double
 * and Redouble. Only the calls the engine's `legalCalls` lists are enabled; the others keep
 * their names and focus but say `aria-disabled`, and pressing one explains why (the engine's
 * reason, through the reducer). One tab stop for the bids; arrows move between them.
 *
 * @packageDocumentation
 */
import type { Call } from '../../engine/types.ts';
import { translator } from '../../i18n/lab.ts';
import { SpelledText } from '../shared/Spelled.tsx';
import type { BoxButton, BoxView } from './model.ts';
import { useRovingGrid } from './ui.tsx';

/** Props of the bidding box. */
export interface BiddingBoxProps {
  readonly view: BoxView;
  readonly onCall: (call: Call) => void;
  readonly lang?: string;
}

function CallButton({
  b,
  onCall,
  cell,
  active,
  onFocus,
}: {
  b: BoxButton;
  onCall: (c: Call) => void;
  cell?: number;
  active?: boolean;
  onFocus?: () => void;
}) {
  return (
    <button
      type="button"
      class={`ab-lab__call${b.legal ? '' : ' ab-lab__call--illegal'}`}
      data-call={b.key}
      data-cell={cell}
      tabIndex={cell === undefined ? undefined : active ? 0 : -1}
      aria-disabled={b.legal ? undefined : 'true'}
      onFocus={onFocus}
      onClick={() => onCall(b.call)}
    >
      <SpelledText value={b.label} />
    </button>
  );
}

/** The bidding box. */
export function BiddingBox({ view, onCall, lang = 'en' }: BiddingBoxProps) {
  const tr = translator(lang);
  const columns = view.rows[0]?.length ?? 1;
  const count = view.rows.length * columns;
  // The tab stop starts on the cheapest legal bid, so that Tab lands somewhere useful.
  const firstLegal = view.rows.flat().findIndex((b) => b.legal);
  const grid = useRovingGrid(count, columns, Math.max(0, firstLegal));
  const active = grid.active;
  return (
    <div class="ab-lab__box" role="group" aria-label={tr('lab.box.label')}>
      <div class="ab-lab__others">
        {view.others.map((b) => (
          <CallButton key={b.key} b={b} onCall={onCall} />
        ))}
      </div>
      <div
        class="ab-lab__bids"
        role="group"
        aria-label={tr('lab.box.bids')}
        ref={grid.ref}
        onKeyDown={grid.onKeyDown}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {view.rows.flatMap((row, r) =>
          row.map((b, i) => {
            const cell = r * columns + i;
            return <CallButton key={b.key} b={b} onCall={onCall} cell={cell} active={cell === active} onFocus={() => grid.onFocus(cell)} />;
          }),
        )}
      </div>
    </div>
  );
}
