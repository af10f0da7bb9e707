/**
 * Hand sheet view: a hand as one printed page — the title and heading facts, the deal, the
 * auction with its notes, the introduction, the play trick by trick with its notes, and the
 * result. Rendered at build time only (no island, no JavaScript): the page shows it on paper,
 * and its print styles (styles.css) keep it to one A4 or Letter page.
 *
 * Thin: the words and facts come from `model.ts` and the engine's snapshots.
 *
 * @packageDocumentation
 */
import type { ComponentChildren } from 'preact';
import type { Card, Rank, Seat, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/gallery.ts';
import { AuctionTableView } from '../AuctionTable/View.tsx';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import { cardWords, noteParagraphs } from '../HandReplay/model.ts';
import { SeatColumnHeads } from '../HandReplay/Record.tsx';
import { rankShort } from '../shared/format.ts';
import { Glyphs, SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import { SHEET_COLUMNS, sheetView, type SheetInput, type SheetView } from './model.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the sheet: the model's input, and an id for its heading. */
export interface HandSheetProps extends SheetInput {
  /** A unique id on the page (the heading's id is `<id>-title`). */
  readonly id: string;
  /** The hand's score as the engine computes it (`HandScore`, its own code and Contract), printed after the play. */
  readonly score?: ComponentChildren;
}

function CardText({ card, tr }: { card: Card; tr: Translate }) {
  return (
    <>
      <span aria-hidden="true">
        <SuitSymbol suit={card[0] as Suit} />
        {rankShort(card[1] as Rank, tr)}
      </span>
      <span class="ab-sr-only">{cardWords(card, tr)}</span>
    </>
  );
}

function PlayTable({ view, tr }: { view: SheetView; tr: Translate }) {
  return (
    <table class="ab-sheet__play">
      <caption>{tr('record.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span aria-hidden="true">#</span>
            <span class="ab-sr-only">{tr('record.trick')}</span>
          </th>
          <SeatColumnHeads seats={SHEET_COLUMNS} tr={tr} />
          <th scope="col">{tr('record.wonBy')}</th>
        </tr>
      </thead>
      <tbody>
        {view.play.tricks.map((trick) => (
          <tr key={trick.number}>
            <th scope="row">{trick.number}</th>
            {SHEET_COLUMNS.map((seat: Seat) => {
              const c = trick.cards[seat];
              if (!c) {
                return (
                  <td key={seat}>
                    <span aria-hidden="true">–</span>
                    <span class="ab-sr-only">{tr('record.notPlayed')}</span>
                  </td>
                );
              }
              const classes = [c.led ? 'ab-sheet__led' : '', c.won ? 'ab-sheet__won' : ''].filter(Boolean).join(' ');
              return (
                <td key={seat} class={classes || undefined}>
                  <CardText card={c.card} tr={tr} />
                  {c.led && <span class="ab-sr-only">, {tr('record.led')}</span>}
                  {c.won && <span class="ab-sr-only">, {tr('record.won')}</span>}
                  {c.note !== undefined && (
                    <sup>
                      <span aria-hidden="true">{c.note}</span>
                      <span class="ab-sr-only"> ({tr('call.note.spoken', { number: c.note })})</span>
                    </sup>
                  )}
                </td>
              );
            })}
            <td>{trick.winner === null ? '–' : tr(`seat.${trick.winner}.short`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The printable sheet of a hand. */
export function HandSheetView(props: HandSheetProps) {
  const view = sheetView(props);
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const titleId = `${props.id}-title`;
  return (
    <article class="ab-sheet not-content" data-density={view.density} aria-labelledby={titleId} data-pagefind-ignore="all">
      <header class="ab-sheet__head">
        <h2 id={titleId} class="ab-sheet__title">
          {view.title}
        </h2>
        <dl class="ab-sheet__facts">
          {view.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>
                <SpelledText value={f.value} />
              </dd>
            </div>
          ))}
        </dl>
      </header>
      {view.intro.length > 0 && (
        <div class="ab-sheet__intro">
          {view.intro.map((p, i) => (
            <p key={i}>
              <Glyphs glyphs={p} />
            </p>
          ))}
        </div>
      )}
      <div class="ab-sheet__top">
        <HandDiagramView deal={view.deal} dealer={view.dealer} contract={view.contract} lang={lang} />
        <AuctionTableView dealer={view.dealer} calls={view.calls} {...(view.auctionOver ? { contract: view.contract } : {})} lang={lang} />
      </div>
      {view.play.tricks.length > 0 && (
        <div class="ab-sheet__bottom">
          <div>
            <PlayTable view={view} tr={tr} />
            <p class="ab-sheet__legend" aria-hidden="true">
              {tr('sheet.legend')}
            </p>
          </div>
          {view.play.notes.length > 0 && (
            <div class="ab-sheet__notes">
              <p class="ab-sheet__notes-title">{tr('record.notes')}</p>
              <ol>
                {view.play.notes.map((n) => (
                  <li key={n.number} value={n.number}>
                    <span class="ab-sheet__note-at">
                      {tr('record.trick')} {n.trick}, {tr(`seat.${n.seat}.short`)}, <CardText card={n.card} tr={tr} />:
                    </span>{' '}
                    {noteParagraphs(n.text).map((p, i) => (
                      <span key={i}>
                        {i > 0 && ' '}
                        <Glyphs glyphs={p} />
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
      {view.closing !== null && <p class="ab-sheet__closing">{view.closing}</p>}
      {props.score !== undefined && <div class="ab-sheet__score">{props.score}</div>}
      {view.url !== null && (
        <p class="ab-sheet__url">
          {/* A path (a build without SITE_URL) is marked for the page to complete with its own origin (HandGallery/embed-origin.ts). */}
          {tr('sheet.from', { url: '\u0000' }).split('\u0000')[0]}
          <span data-ab-page-url={view.url.startsWith('/') ? view.url : undefined}>{view.url}</span>
          {tr('sheet.from', { url: '\u0000' }).split('\u0000')[1]}
        </p>
      )}
    </article>
  );
}

export default HandSheetView;
