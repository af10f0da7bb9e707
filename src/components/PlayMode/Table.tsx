/**
 * The play panel's table: four hands around the trick, North at the top. The reader's hands,
 * dummy once it is down, and every hand when the reader asks or the play is over are shown; the
 * reader's cards are buttons when it is their turn, enabled when the engine says they are legal.
 *
 * @packageDocumentation
 */
import { sortCards, suitOf } from '../../engine/card.ts';
import { SUITS, type Card, type Rank, type Seat, type Suit } from '../../engine/types.ts';
import type { Translate } from '../../i18n/play.ts';
import { SuitSymbol } from '../shared/Spelled.tsx';
import { legalNow, readerToPlay, type Game } from './game.ts';
import { cardName, seatName } from './words.ts';

const COMPASS: readonly Seat[] = ['N', 'W', 'E', 'S'];

/** A card as printed: the coloured suit symbol and the rank. */
function CardFace({ card, tr }: { card: Card; tr: Translate }) {
  return (
    <>
      <SuitSymbol suit={card[0] as Suit} />
      {tr(`rank.${card[1] as Rank}.short`)}
    </>
  );
}

/** Props of the table. */
export interface TableProps {
  readonly game: Game;
  readonly tr: Translate;
  /** Every hand shown (the reader asked). */
  readonly showAll: boolean;
  /** The hinted card, marked on its button. */
  readonly hinted: Card | null;
  readonly onPlay: (card: Card) => void;
}

/** One suit of a shown hand: the reader's playable cards as buttons, the rest as text. */
function SuitRow({
  suit,
  hand,
  playable,
  legal,
  hinted,
  tr,
  onPlay,
}: {
  suit: Suit;
  hand: readonly Card[];
  playable: boolean;
  legal: ReadonlySet<Card>;
  hinted: Card | null;
  tr: Translate;
  onPlay: (card: Card) => void;
}) {
  const cards = sortCards(hand.filter((c) => suitOf(c) === suit));
  return (
    <li class="ab-practice__suit">
      <SuitSymbol suit={suit} />
      {cards.length === 0 && <span class="ab-practice__void">—</span>}
      {cards.map((card) =>
        playable ? (
          <button
            key={card}
            type="button"
            class={`ab-practice__card${hinted === card ? ' ab-practice__card--hint' : ''}`}
            disabled={!legal.has(card)}
            aria-label={tr('play.cardButton', { card: cardName(card, tr) })}
            data-card={card}
            onClick={() => onPlay(card)}
          >
            {tr(`rank.${card[1] as Rank}.short`)}
          </button>
        ) : (
          <span key={card} class="ab-practice__rank" data-card={card}>
            {tr(`rank.${card[1] as Rank}.short`)}
          </span>
        ),
      )}
    </li>
  );
}

/** One seat's hand, named for the reader: theirs, dummy, or the seat. */
function Hand({ seat, game, tr, showAll, hinted, onPlay }: TableProps & { seat: Seat }) {
  const { state } = game;
  const mine = game.reader.includes(seat);
  const label = tr(mine ? 'play.handYours' : seat === state.dummy ? 'play.handDummy' : 'play.handLabel', { seat: seatName(seat, tr) });
  const hand = state.hands[seat];
  const active = state.toPlay === seat;
  const shown = showAll || state.complete || mine || (seat === state.dummy && state.dummyExposed);
  const legal = new Set(mine && active ? legalNow(game) : []);
  const playable = mine && active && readerToPlay(game);
  return (
    <div
      class={`ab-practice__hand ab-practice__hand--${seat}${active ? ' ab-practice__hand--active' : ''}`}
      role="group"
      aria-label={label}
      data-seat={seat}
    >
      <p class="ab-practice__seat">{label}</p>
      {shown ? (
        <ul class="ab-practice__suits">
          {SUITS.map((suit) => (
            <SuitRow key={suit} suit={suit} hand={hand} playable={playable} legal={legal} hinted={hinted} tr={tr} onPlay={onPlay} />
          ))}
        </ul>
      ) : (
        <p class="ab-practice__hidden">{tr('play.hidden', { count: hand.length })}</p>
      )}
    </div>
  );
}

/** The trick in the middle: the cards played to it, or the last trick and who won it. */
function Trick({ game, tr }: { game: Game; tr: Translate }) {
  const { state } = game;
  const playing = (state.current?.cards.length ?? 0) > 0;
  const last = state.tricks[state.tricks.length - 1];
  const onTable = playing ? state.current!.cards : (last?.cards ?? []);
  const trickNo = playing ? state.tricks.length + 1 : Math.max(1, state.tricks.length);
  const lastWinner = playing ? null : (last?.winner ?? null);
  return (
    <div class="ab-practice__trick" aria-label={tr('play.trick', { trick: trickNo })} role="group">
      <p class="ab-practice__trickno" aria-hidden="true">
        {lastWinner ? tr('play.trickWon', { trick: trickNo, seat: seatName(lastWinner, tr) }) : tr('play.trick', { trick: trickNo })}
      </p>
      {onTable.length === 0 ? (
        <p class="ab-practice__empty">{tr('play.trickEmpty')}</p>
      ) : (
        <ul>
          {onTable.map((c) => (
            <li
              key={c.card}
              class={`ab-practice__played ab-practice__played--${c.seat}${lastWinner === c.seat ? ' ab-practice__played--won' : ''}`}
              data-card={c.card}
            >
              <span class="ab-sr-only">{tr('play.trickCard', { seat: seatName(c.seat, tr), card: cardName(c.card, tr) })}</span>
              <span aria-hidden="true">
                {c.seat} <CardFace card={c.card} tr={tr} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The table: the four hands and the trick. */
export function Table(props: TableProps) {
  return (
    <div class="ab-practice__table" role="group" aria-label={props.tr('play.table')}>
      {COMPASS.map((seat) => (
        <Hand key={seat} seat={seat} {...props} />
      ))}
      <Trick game={props.game} tr={props.tr} />
    </div>
  );
}
