/**
 * The play panel's words: seats, cards and trick counts spoken in the reader's language, where
 * the game starts, and why a hint's card is best. Pure functions of the game and the solver's
 * values; the panel's parts (`PlayPanel.tsx`, `Table.tsx`) render them.
 *
 * @packageDocumentation
 */
import type { CardValue, Objective } from '../../engine/dd/solver.ts';
import type { Card, Rank, Seat, Suit } from '../../engine/types.ts';
import type { Translate } from '../../i18n/play.ts';
import type { Game } from './game.ts';

/** A seat's name: "North". */
export const seatName = (seat: Seat, tr: Translate): string => tr(`seat.${seat}`);

/** A card's spoken name: "the four of spades". */
export const cardName = (card: Card, tr: Translate): string =>
  tr('card.spoken', { rank: tr(`rank.${card[1] as Rank}`), suit: tr(`suit.${card[0] as Suit}.many`) });

/** A number of tricks in words: "nine tricks", "one trick". */
export const tricksName = (n: number, tr: Translate): string => {
  const word = n >= 0 && n <= 13 ? tr(`number.${n}` as 'number.0') : String(n);
  return tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: word });
};

/** A sentence that starts with a card's name starts with a capital. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where the game starts, in words. */
export const whereText = (game: Game, tr: Translate): string => {
  const trick = game.start.tricks.length + 1;
  const cards = game.start.current?.cards ?? [];
  if (game.from === 0) return tr('play.fromStart');
  if (cards.length === 0) return tr('play.fromTrickEmpty', { trick });
  return tr('play.fromTrick', { trick, cards: cards.map((c) => `${seatName(c.seat, tr)} ${cardName(c.card, tr)}`).join(', ') });
};

/**
 * Why the hinted card is best: the tricks it keeps, against the worst card's (fewest tricks when
 * the side wants most, most when it wants fewest, as at nullos), or that every card is as good.
 */
export const whyText = (hint: Card, values: readonly CardValue[], objective: Objective, tr: Translate): string => {
  const mine = values.find((v) => v.card === hint || v.equals.includes(hint));
  const worst = objective === 'most' ? values[values.length - 1] : values[0];
  if (!mine || !worst || worst.tricks === mine.tricks) return tr('play.hintWhyAll', { tricks: tricksName(mine?.tricks ?? 0, tr) });
  return objective === 'most'
    ? tr('play.hintWhy', { tricks: tricksName(mine.tricks, tr), worst: cardName(worst.card, tr), fewer: tricksName(worst.tricks, tr) })
    : tr('play.hintWhyNullo', { tricks: tricksName(mine.tricks, tr), worst: cardName(worst.card, tr), more: tricksName(worst.tricks, tr) });
};
