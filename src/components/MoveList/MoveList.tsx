/**
 * The replay's move list: the auction as a four-column table and the play trick by trick, each
 * call and card a button carrying its step (`data-step`), notes beside their move. Static: no
 * state, no hooks. One tab stop (a roving tabindex, as a toolbar has): only the current move is
 * in the tab order, and the replay's arrow keys, Home and End move it, focus following. Pages render it at build time into the replay island's `moves` slot; the
 * replay listens for clicks on it (a button's Enter is a click) and marks the current move with
 * `aria-current="step"`. The Lab renders it in the browser beside its replay.
 *
 * @packageDocumentation
 */
import { Fragment } from 'preact';
import type { Timeline } from '../../engine/record.ts';
import type { Card, Rank, Seat, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/moves.ts';
import { cardWords, tricksWords } from '../HandReplay/model.ts';
import { rankShort, seatName, spellCall, spellContractBy } from '../shared/format.ts';
import { NoteParagraphs, SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import { auctionRows, moveList, type MoveCall, type MoveList, type MoveTrick } from './model.ts';
import './styles.css';

/** A card that cost its side tricks with best play (the hand's double-dummy trace), at its step. */
export interface MoveCost {
  readonly step: number;
  readonly cost: number;
}

/** Props of the move list. */
export interface MoveListProps {
  readonly timeline: Timeline;
  readonly lang?: string;
  /**
   * The cards that gave up tricks (`Analysis/build.ts`): each gets a mark after it ("−1", read
   * as "gave up one trick"), shown only while the reader has the analysis on (its toggle sets
   * `data-dd-on` on the replay's wrapper; `styles.css`), so a lesson gives nothing away unasked.
   */
  readonly costs?: readonly MoveCost[];
}

function CardFace({ card, tr }: { card: Card; tr: Translate }) {
  return (
    <span aria-hidden="true">
      <SuitSymbol suit={card[0] as Suit} />
      {rankShort(card[1] as Rank, tr)}
    </span>
  );
}

/** The mark of a card that gave up tricks: "−1" to the eye, a sentence to a screen reader. */
function CostMark({ cost, seat, card, tr }: { cost: number; seat: Seat; card: Card; tr: Translate }) {
  return (
    <span class="ab-move__cost" data-dd-mark>
      <span aria-hidden="true">{`\u2212${cost}`}</span>
      <span class="ab-sr-only">
        {tr('moves.cost', { seat: seatName(seat, tr), card: cardWords(card, tr), cost: tricksWords(cost, tr) })}
      </span>
    </span>
  );
}

/** The auction: a table of calls under the four seats, West first, then the contract and the calls' notes. */
function Auction({ timeline, calls, lang, tr }: { timeline: Timeline; calls: readonly MoveCall[]; lang: string; tr: Translate }) {
  const callNotes = calls.filter((c) => c.note !== null);
  return (
    <>
      <table class="ab-moves__auction">
        <caption class="ab-sr-only">{tr('moves.auction')}</caption>
        <thead>
          <tr>
            {(['W', 'N', 'E', 'S'] as const).map((s) => (
              <th key={s} scope="col" abbr={seatName(s, tr)}>
                <span aria-hidden="true">{tr(`seat.${s}.short`)}</span>
                <span class="ab-sr-only">{seatName(s, tr)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {auctionRows(timeline.dealer, calls).map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  {cell && (
                    <button
                      type="button"
                      class="ab-move"
                      data-step={cell.step}
                      tabIndex={-1}
                      aria-label={tr('moves.callButton', { seat: seatName(cell.seat, tr), call: spellCall(cell.call, tr).spoken })}
                    >
                      <span aria-hidden="true">
                        <SpelledText value={spellCall(cell.call, tr)} />
                      </span>
                      {cell.note !== null && <sup aria-hidden="true">{callNotes.indexOf(cell) + 1}</sup>}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="ab-auction__result ab-moves__contract">
        {timeline.contract ? <SpelledText value={spellContractBy(timeline.contract, lang)} /> : tr('moves.passedOut')}
      </p>
      {callNotes.length > 0 && (
        <ol class="ab-moves__notes">
          {callNotes.map((c) => (
            <li key={c.step}>
              <span class="ab-moves__at">
                {seatName(c.seat, tr)}, <SpelledText value={spellCall(c.call, tr)} />
              </span>
              <NoteParagraphs text={c.note ?? ''} class="ab-moves__note" />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** One trick: its number, its four cards (the lead and the winner said), their marks and notes. */
function Trick({ trick: t, costAt, tr }: { trick: MoveTrick; costAt: ReadonlyMap<number, number>; tr: Translate }) {
  return (
    <li class="ab-moves__trick">
      <span class="ab-moves__number" aria-hidden="true">
        {t.number}
      </span>
      <span class="ab-moves__cards">
        {t.cards.map((c) => (
          <Fragment key={c.step}>
            <button
              type="button"
              class={`ab-move ab-move--card${c.lead ? ' ab-move--lead' : ''}${c.won ? ' ab-move--won' : ''}`}
              data-step={c.step}
              tabIndex={-1}
              aria-label={`${tr('moves.cardButton', { number: t.number, seat: seatName(c.seat, tr), card: cardWords(c.card, tr) })}${
                c.lead ? `, ${tr('moves.leads')}` : ''
              }${c.won ? `, ${tr('moves.wins')}` : ''}`}
            >
              <span class="ab-move__seat" aria-hidden="true">
                {tr(`seat.${c.seat}.short`)}
              </span>
              <CardFace card={c.card} tr={tr} />
            </button>
            {costAt.has(c.step) && <CostMark cost={costAt.get(c.step) ?? 0} seat={c.seat} card={c.card} tr={tr} />}
          </Fragment>
        ))}
      </span>
      {t.cards
        .filter((c) => c.note !== null)
        .map((c) => (
          <NoteParagraphs key={c.step} text={c.note ?? ''} class="ab-moves__note" />
        ))}
    </li>
  );
}

/** A claim: its step, and its note. */
function Claim({ claim, tr }: { claim: NonNullable<MoveList['claim']>; tr: Translate }) {
  return (
    <div class="ab-moves__claim">
      <button type="button" class="ab-move" data-step={claim.step} tabIndex={-1}>
        {tr('moves.claim', { seat: seatName(claim.seat, tr), tricks: tricksWords(claim.tricks) })}
      </button>
      {claim.note !== null && <NoteParagraphs text={claim.note} class="ab-moves__note" />}
    </div>
  );
}

/** The move list of a hand. */
export function MoveListView({ timeline, lang = 'en', costs = [] }: MoveListProps) {
  const tr = translator(lang);
  const costAt = new Map(costs.map((c) => [c.step, c.cost]));
  const list = moveList(timeline);
  return (
    <nav class="ab-moves" aria-label={tr('moves.label')}>
      <p class="ab-moves__start">
        <button type="button" class="ab-move" data-step="0" tabIndex={0}>
          {tr('moves.start')}
        </button>
      </p>
      {list.calls.length > 0 && <Auction timeline={timeline} calls={list.calls} lang={lang} tr={tr} />}
      {list.tricks.length > 0 && (
        <ol class="ab-moves__tricks" aria-label={tr('moves.play')}>
          {list.tricks.map((t) => (
            <Trick key={t.number} trick={t} costAt={costAt} tr={tr} />
          ))}
        </ol>
      )}
      {list.claim && <Claim claim={list.claim} tr={tr} />}
    </nav>
  );
}

export default MoveListView;
