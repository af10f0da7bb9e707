/**
 * Auction table view: renders the model's {@link AuctionView} as a real table. Thin: every word
 * and every decision comes from `model.ts`; the contract and declarer come from the engine.
 *
 * @packageDocumentation
 */
import { Glyphs, SpelledText } from '../shared/Spelled.tsx';
import { auctionView, type AuctionCell, type AuctionInput, type AuctionView } from './model.ts';
import './styles.css';

/** Props of the auction table: the model's input. */
export type AuctionTableProps = AuctionInput;

function Cell({ cell, labels }: { cell: AuctionCell; labels: AuctionView['labels'] }) {
  if (!cell.call) return <td class="ab-auction__cell ab-auction__cell--empty" />;
  const classes = ['ab-auction__cell', cell.alert ? 'ab-auction__cell--alert' : ''].filter(Boolean).join(' ');
  return (
    <td class={classes} data-seat={cell.seat} data-index={cell.index}>
      <SpelledText value={cell.call} />
      {cell.alert && (
        <span class="ab-auction__alert">
          <span aria-hidden="true">{labels.alertMark}</span>
          <span class="ab-sr-only"> ({labels.alertSpoken})</span>
        </span>
      )}
      {cell.note !== undefined && (
        <sup class="ab-auction__note-ref">
          <span aria-hidden="true">{cell.note}</span>
          <span class="ab-sr-only"> ({cell.noteSpoken})</span>
        </sup>
      )}
    </td>
  );
}

/** The auction in four columns from West, the contract and declarer under it. */
export function AuctionTableView(props: AuctionTableProps) {
  const view = auctionView(props);
  return (
    <div class="ab-auction not-content">
      <table class="ab-auction__table">
        <caption class="ab-auction__caption">{view.caption}</caption>
        <thead>
          <tr>
            {view.columns.map((c) => (
              <th key={c.seat} scope="col" abbr={c.name} data-seat={c.seat}>
                <span aria-hidden="true">{c.short}</span>
                <span class="ab-sr-only">{c.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <Cell key={c} cell={cell} labels={view.labels} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {view.empty && <p class="ab-auction__empty">{view.empty}</p>}
      {view.result && (
        <p class="ab-auction__result">
          <SpelledText value={view.result} />
        </p>
      )}
      {view.notes.length > 0 && (
        <div class="ab-auction__notes">
          <p class="ab-auction__notes-title">{view.labels.notesTitle}</p>
          <ol>
            {view.notes.map((n) => (
              <li key={n.number} value={n.number}>
                <SpelledText class="ab-auction__note-call" value={n.call} /> <Glyphs glyphs={n.glyphs} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

export default AuctionTableView;
