/**
 * The Lab's words for what happened: a call or card just made, why no card can be played, what
 * a rebuild dropped. For the live region; the engine decides, these only say it.
 *
 * @packageDocumentation
 */
import type { AuctionState } from '../../engine/auction.ts';
import { rankOf, suitOf } from '../../engine/card.ts';
import type { PlayState } from '../../engine/play.ts';
import type { Call, Card, Seat } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import { rankShort, seatName, spellCall, spellContractBy } from '../shared/format.ts';
import { dealComplete, type Dropped, type LabHand, type LabProgress } from './hand.ts';

/** "the ace of spades". */
export const cardWords = (card: Card, tr: Translate = translator()): string =>
  tr('card.spoken', { rank: tr(`rank.${rankOf(card)}`), suit: tr(`suit.${suitOf(card)}.many`) });

/** "♠A" for the eye (the ten as 10). */
export const cardText = (card: Card, tr: Translate = translator()): string =>
  `${{ S: '♠', H: '♥', D: '♦', C: '♣' }[suitOf(card)]}${rankShort(rankOf(card), tr)}`;

export const tricksWords = (n: number, tr: Translate): string => tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: n });

/** The words for a call just made: "North bids one spade." and, when it ends the auction, the contract. */
export const callAnnouncement = (seat: Seat, call: Call, after: AuctionState, tr: Translate): string => {
  const who = seatName(seat, tr);
  const said =
    call.type === 'bid'
      ? tr('replay.announce.bid', { seat: who, bid: spellCall(call, tr).spoken })
      : call.type === 'pass'
        ? tr('replay.announce.pass', { seat: who })
        : call.type === 'double'
          ? tr('replay.announce.double', { seat: who })
          : tr('replay.announce.redouble', { seat: who });
  if (!after.complete) return said;
  const end = after.contract
    ? tr('replay.announce.contract', { contract: spellContractBy(after.contract).spoken })
    : tr('replay.announce.passedOut');
  return `${said} ${end}`;
};

/** The words for a card just played, and the trick's winner when it completes a trick. */
export const cardAnnouncement = (before: PlayState, after: PlayState, card: Card, tr: Translate): string => {
  const seat = before.toPlay ?? before.declarer;
  const lead = (before.current?.cards.length ?? 0) === 0;
  const said = tr(lead ? 'replay.announce.lead' : 'replay.announce.play', { seat: seatName(seat, tr), card: cardWords(card, tr) });
  if (after.tricks.length === before.tricks.length) return said;
  const trick = after.tricks[after.tricks.length - 1]!;
  return `${said} ${tr('replay.announce.trick', { number: after.tricks.length, seat: seatName(trick.winner, tr) })}`;
};

/** Why no card can be played now. */
export const noPlayReason = (hand: LabHand, p: LabProgress, tr: Translate): string => {
  if (hand.claim !== null) return tr('lab.play.claimed');
  if (!p.auction.complete) return tr('lab.play.auctionFirst');
  if (p.auction.contract === null) return tr('lab.play.passedOut');
  if (!dealComplete(hand.deal)) return tr('lab.play.dealFirst');
  return tr('lab.play.over');
};

export const droppedWords = (d: Dropped, tr: Translate): string => {
  const parts: string[] = [];
  if (d.calls > 0) parts.push(tr(d.calls === 1 ? 'lab.dropped.call' : 'lab.dropped.calls', { count: d.calls }));
  if (d.cards > 0) parts.push(tr(d.cards === 1 ? 'lab.dropped.card' : 'lab.dropped.cards', { count: d.cards }));
  if (d.claim) parts.push(tr('lab.dropped.claim'));
  return parts.length === 0 ? '' : tr('lab.dropped', { what: parts.join(tr('list.separator')) });
};
