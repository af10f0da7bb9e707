/**
 * The hand replay's whole-hand record: the deal, the introduction, the auction and the play
 * trick by trick with every comment, as a book prints it. It is what readers without
 * JavaScript see and what is printed.
 *
 * Pure render, no hooks: the pages render it at build time next to the replay's island
 * (`HandReplay.astro`, the embed pages), as plain HTML with no client directive, so neither this
 * module nor the record's strings (`i18n/record.ts`) are part of the island's JavaScript. The
 * Lab, which has no server HTML, renders it itself beside its replay. While the replay beside it
 * is live, `styles.css` keeps the record for print only.
 *
 * @packageDocumentation
 */
import type { Timeline } from '../../engine/record.ts';
import type { Card, Rank, Seat, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/record.ts';
import { AUCTION_COLUMNS } from '../AuctionTable/model.ts';
import { AuctionTableView } from '../AuctionTable/View.tsx';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import { rankShort, seatName, spelled, suitGlyph, textGlyph } from '../shared/format.ts';
import { Glyphs, NoteParagraphs, SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import { cardWords, lastStep, noteParagraphs, tricksWords } from './model.ts';
import { playRecord, type PlayRecord } from './play-record.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the whole-hand record: the engine's timeline (plain JSON) and the language. */
export interface HandRecordProps {
  readonly timeline: Timeline;
  readonly lang?: string;
}

const cardSpelled = (card: Card, tr: Translate) =>
  spelled([suitGlyph(card[0] as Suit), textGlyph(rankShort(card[1] as Rank, tr))], cardWords(card, tr));

/**
 * The seat columns' headers of a play table, in `seats` order: the short name on screen, the
 * full one for screen readers and as the cell's `abbr`. Shared with the printable hand sheet
 * (HandSheet/View.tsx), whose table has other columns around them.
 */
export function SeatColumnHeads({ seats, tr }: { seats: readonly Seat[]; tr: Translate }) {
  return (
    <>
      {seats.map((seat) => (
        <th key={seat} scope="col" abbr={seatName(seat, tr)}>
          <span aria-hidden="true">{tr(`seat.${seat}.short`)}</span>
          <span class="ab-sr-only">{seatName(seat, tr)}</span>
        </th>
      ))}
    </>
  );
}

function PlayTable({ record, tr }: { record: PlayRecord; tr: Translate }) {
  return (
    <table class="ab-play">
      <caption class="ab-play__caption">{tr('record.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{tr('record.trick')}</th>
          <th scope="col">{tr('record.ledBy')}</th>
          <SeatColumnHeads seats={AUCTION_COLUMNS} tr={tr} />
          <th scope="col">{tr('record.wonBy')}</th>
        </tr>
      </thead>
      <tbody>
        {record.tricks.map((trick) => (
          <tr key={trick.number}>
            <th scope="row">{trick.number}</th>
            <td>{seatName(trick.leader, tr)}</td>
            {AUCTION_COLUMNS.map((seat) => {
              const c = trick.cards[seat];
              if (!c) {
                return (
                  <td key={seat} class="ab-play__card ab-play__card--missing">
                    <span aria-hidden="true">–</span>
                    <span class="ab-sr-only">{tr('record.notPlayed')}</span>
                  </td>
                );
              }
              const spoken = [cardWords(c.card, tr), c.led ? tr('record.led') : '', c.won ? tr('record.won') : '']
                .filter(Boolean)
                .join(tr('list.separator'));
              const classes = ['ab-play__card', c.led ? 'ab-play__card--led' : '', c.won ? 'ab-play__card--won' : '']
                .filter(Boolean)
                .join(' ');
              return (
                <td key={seat} class={classes}>
                  <span aria-hidden="true">
                    <SuitSymbol suit={c.card[0] as Suit} />
                    {rankShort(c.card[1] as Rank, tr)}
                  </span>
                  <span class="ab-sr-only">{spoken}</span>
                  {c.note !== undefined && (
                    <sup class="ab-play__note-ref">
                      <span aria-hidden="true">{c.note}</span>
                      <span class="ab-sr-only"> ({tr('call.note.spoken', { number: c.note })})</span>
                    </sup>
                  )}
                </td>
              );
            })}
            <td>{trick.winner === null ? '–' : seatName(trick.winner, tr)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const spelledNoteAt = (trick: number, seat: Seat, card: Card, tr: Translate) => {
  const template = tr('record.noteAt', { number: trick, seat: seatName(seat, tr), card: '\u0000' });
  const [before = '', after = ''] = template.split('\u0000');
  const c = cardSpelled(card, tr);
  return spelled([textGlyph(before), ...c.glyphs, textGlyph(after)], `${before}${c.spoken}${after}`);
};

/**
 * The whole hand in a `.ab-replay__record` element: the deal, the introduction, the auction with
 * its notes, the play trick by trick with the notes on cards, and the result (or the claim).
 * Renders nothing for a timeline without steps.
 */
export function HandRecordView({ timeline, lang = 'en' }: HandRecordProps) {
  const tr = translator(lang);
  const first = timeline.steps[0];
  const final = timeline.steps[lastStep(timeline)];
  if (!first || !final) return null;
  const record = playRecord(timeline);
  const auctionOver = final.phase !== 'auction';
  return (
    <div class="ab-replay__record not-content">
      <HandDiagramView deal={first.hands} dealer={timeline.dealer} contract={timeline.contract} lang={lang} />
      {first.note && <NoteParagraphs class="ab-replay__intro" text={first.note} />}
      <AuctionTableView
        dealer={timeline.dealer}
        calls={final.auction}
        {...(auctionOver ? { contract: timeline.contract } : {})}
        lang={lang}
      />
      {record.tricks.length > 0 ? (
        <div class="ab-play-record">
          <PlayTable record={record} tr={tr} />
          {record.notes.length > 0 && (
            <div class="ab-play__notes">
              <p class="ab-play__notes-title">{tr('record.notes')}</p>
              <ol>
                {record.notes.map((n) => (
                  <li key={n.number} value={n.number}>
                    <SpelledText class="ab-play__note-at" value={spelledNoteAt(n.trick, n.seat, n.card, tr)} />{' '}
                    <Glyphs glyphs={noteParagraphs(n.text).flatMap((p, i) => (i === 0 ? p : [textGlyph(' '), ...p]))} />
                  </li>
                ))}
              </ol>
            </div>
          )}
          {record.claim ? (
            <p class="ab-play__result">
              {tr('record.claim', { seat: seatName(record.claim.seat, tr), tricks: tricksWords(record.claim.tricks, tr) })}
            </p>
          ) : (
            record.declarerTricks !== null && (
              <p class="ab-play__result">{tr('record.result', { tricks: tricksWords(record.declarerTricks, tr) })}</p>
            )
          )}
        </div>
      ) : (
        timeline.contract !== null && <p class="ab-play__result">{tr('record.noPlay')}</p>
      )}
    </div>
  );
}

export default HandRecordView;
