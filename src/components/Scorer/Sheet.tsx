/**
 * The scorer's sheet, drawn as players draw it: We and They (or the three players), honours and
 * premiums above the line, trick points below it, a line under each game, the totals, then the
 * result and the net. It is the score pad's sheet (`PadSheet`, laid out by `padView` from the
 * engine's ledger): each entry shows how it is made up ("3 odd tricks × 9") and its source on
 * hover, on focus and on a tap.
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/scorer.ts';
import type { PadView } from '../ScorePad/model.ts';
import { PadSheet } from '../ScorePad/Sheet.tsx';

const tr = translator();

/** The rubber sheet with its result and net. */
export function Sheet({ view, names, net }: { view: PadView; names: string; net: string }) {
  return (
    <section class="ab-pad ab-scorer__sheet-wrap" aria-labelledby="ab-scorer-sheet-title" data-testid="scorer-sheet">
      <h2 id="ab-scorer-sheet-title">{tr('scorer.sheet')}</h2>
      <p class="ab-pad__rules">
        {view.rulesText} {names}
      </p>
      <PadSheet view={view} />
      <p class="ab-scorer__hint ab-no-print">{tr('scorer.sheet.part')}</p>
      <p class="ab-pad__result" data-testid="scorer-result">
        {view.result} {net}
      </p>
    </section>
  );
}
