/**
 * A simple card player for building the course's example hands: it sees all four hands (as an
 * author does) and plays sensible, not perfect, cards. It is used to finish the play of a
 * designed deal after the cards the author scripts; the author then reads the result and
 * writes the commentary. Nothing here is part of the engine or the site.
 *
 * @packageDocumentation
 */
import { rankIndex, rankOf, suitOf } from '../../src/engine/card.ts';
import { legalPlays, ledSuitOf, trickWinner, type PlayedCard, type PlayState } from '../../src/engine/play.ts';
import { nextSeat, partner, sideOf } from '../../src/engine/seat.ts';
import { SEATS, SUITS, type Card, type Seat, type Suit } from '../../src/engine/types.ts';

const rank = (c: Card): number => rankIndex(rankOf(c));
const inSuit = (cards: readonly Card[], s: Suit): Card[] => cards.filter((c) => suitOf(c) === s);
const lowest = (cards: readonly Card[]): Card => [...cards].sort((a, b) => rank(a) - rank(b))[0]!;
const highest = (cards: readonly Card[]): Card => [...cards].sort((a, b) => rank(b) - rank(a))[0]!;

/** Whether card a beats card b, b being the card that currently wins a trick. */
const beats = (a: Card, b: Card, trump: Suit | null): boolean =>
  suitOf(a) === suitOf(b) ? rank(a) > rank(b) : trump !== null && suitOf(a) === trump;

/** The seats still to play to the trick after the player to play. */
const stillToPlay = (state: PlayState): Seat[] => {
  const trick = state.current;
  if (trick === null || state.toPlay === null) return [];
  const out: Seat[] = [];
  let s = nextSeat(state.toPlay);
  for (let n = trick.cards.length + 1; n < 4; n++) {
    out.push(s);
    s = nextSeat(s);
  }
  return out;
};

/** Whether `seat` could beat `card` in a trick where `led` was led. */
const canBeat = (state: PlayState, seat: Seat, card: Card, led: Suit): boolean => {
  const hand = state.hands[seat];
  const follow = inSuit(hand, led);
  if (follow.length > 0) return follow.some((c) => beats(c, card, state.trump));
  const trumps = state.trump === null ? [] : inSuit(hand, state.trump);
  return trumps.some((c) => beats(c, card, state.trump));
};

/** Whether `card`, played now and winning the trick so far, is sure to win it. */
const holds = (state: PlayState, me: Seat, card: Card, led: Suit): boolean =>
  stillToPlay(state)
    .filter((s) => sideOf(s) !== sideOf(me))
    .every((s) => !canBeat(state, s, card, led));

/** The highest card of a suit still held by anyone. */
const topOf = (state: PlayState, s: Suit): Card | undefined => {
  const all = SEATS.flatMap((seat) => inSuit(state.hands[seat], s));
  return all.length === 0 ? undefined : highest(all);
};

/** The opponents of `me`. */
const opponents = (me: Seat): [Seat, Seat] => [nextSeat(me), nextSeat(nextSeat(nextSeat(me)))];

/** A card to throw away: the lowest card of a suit where it costs least. */
const discard = (state: PlayState, me: Seat, cards: readonly Card[]): Card => {
  const hand = state.hands[me];
  const side = cards.filter((c) => suitOf(c) !== state.trump);
  const pool = side.length > 0 ? side : [...cards];
  // Keep masters and the small cards guarding a king or queen; prefer long weak suits.
  const score = (c: Card): number => {
    const s = suitOf(c);
    const mine = inSuit(hand, s);
    const top = topOf(state, s);
    const master = top === c ? 100 : 0;
    const guard = mine.some((x) => rankOf(x) === 'K' || rankOf(x) === 'Q') && mine.length <= 3 ? 30 : 0;
    return master + guard + rank(c) - mine.length;
  };
  return [...pool].sort((a, b) => score(a) - score(b))[0]!;
};

/** The card the bot plays when following (not leading). */
const follow = (state: PlayState, me: Seat): Card => {
  const trick = state.current!;
  const led = suitOf(trick.cards[0]!.card);
  const legal = legalPlays(state);
  const winnerSeat = trickWinner(trick.cards as [PlayedCard, ...PlayedCard[]], state.trump);
  const winning = trick.cards.find((p) => p.seat === winnerSeat)!.card;
  const partnerWins = sideOf(winnerSeat) === sideOf(me);
  if (partnerWins && stillToPlay(state).every((s) => sideOf(s) === sideOf(me) || !canBeat(state, s, winning, led))) {
    return suitOf(legal[0]!) === led ? lowest(legal) : discard(state, me, legal);
  }
  const sure = legal.filter((c) => beats(c, winning, state.trump) && holds(state, me, c, led));
  if (sure.length > 0) {
    const side = sure.filter((c) => suitOf(c) !== state.trump);
    return lowest(side.length > 0 ? side : sure);
  }
  // Fourth hand, or a beating card that may be overtaken: win cheaply only when last to play.
  const beating = legal.filter((c) => beats(c, winning, state.trump));
  if (stillToPlay(state).length === 0 && beating.length > 0) return lowest(beating);
  // Third hand: a card that forces out a higher one from the last player is worth playing.
  if (stillToPlay(state).length === 1 && !partnerWins && suitOf(legal[0]!) === led) {
    const forcing = beating.filter((c) => suitOf(c) === led);
    if (forcing.length > 0) return lowest(forcing);
  }
  return suitOf(legal[0]!) === led ? lowest(legal) : discard(state, me, legal);
};

/** Suits in which the given seats can be ruffed by an opponent. */
const safeToCash = (state: PlayState, me: Seat, s: Suit): boolean => {
  if (state.trump === null || s === state.trump) return true;
  return opponents(me).every((o) => inSuit(state.hands[o], s).length > 0 || inSuit(state.hands[o], state.trump!).length === 0);
};

/** The card the declaring side leads. */
const declarerLead = (state: PlayState, me: Seat): Card => {
  const hand = state.hands[me];
  const pard = partner(me);
  const pHand = state.hands[pard];
  const trump = state.trump;
  const [o1, o2] = opponents(me);
  if (trump !== null) {
    const oppT = inSuit(state.hands[o1], trump).length + inSuit(state.hands[o2], trump).length;
    const myT = inSuit(hand, trump);
    const pT = inSuit(pHand, trump);
    if (oppT > 0 && myT.length + pT.length > oppT && myT.length > 0) {
      const top = topOf(state, trump)!;
      if (myT.includes(top)) return top;
      if (pT.includes(top)) return lowest(myT);
      return highest(myT);
    }
  }
  // Masters, high from the shorter side first.
  const masters = SUITS.filter((s) => safeToCash(state, me, s))
    .map((s) => ({ s, top: topOf(state, s) }))
    .filter((x) => x.top !== undefined && hand.includes(x.top))
    .sort((a, b) => inSuit(hand, a.s).length - inSuit(pHand, a.s).length - (inSuit(hand, b.s).length - inSuit(pHand, b.s).length));
  if (masters.length > 0) return masters[0]!.top!;
  // Reach partner's masters.
  for (const s of SUITS) {
    const top = topOf(state, s);
    if (top !== undefined && pHand.includes(top) && inSuit(hand, s).length > 0 && safeToCash(state, pard, s)) return lowest(inSuit(hand, s));
  }
  // A ruff in the short hand.
  if (trump !== null && inSuit(pHand, trump).length > 0) {
    for (const s of SUITS) if (s !== trump && inSuit(hand, s).length > 0 && inSuit(pHand, s).length === 0) return lowest(inSuit(hand, s));
  }
  const side = SUITS.filter((s) => s !== trump && inSuit(hand, s).length > 0).sort((a, b) => inSuit(hand, b).length - inSuit(hand, a).length);
  return lowest(inSuit(hand, side[0] ?? suitOf(hand[0]!)));
};

/** The suit the defender's partner led first, if any. */
const partnersSuit = (state: PlayState, me: Seat): Suit | undefined => {
  const t = state.tricks.find((x) => x.leader === partner(me));
  return t === undefined ? undefined : suitOf(t.cards[0]!.card);
};

/** Top of a sequence of two touching cards headed by the ten or better, if any in the suit. */
const sequenceTop = (mine: readonly Card[]): Card | undefined => {
  const m = [...mine].sort((a, b) => rank(b) - rank(a));
  return m.length >= 2 && rank(m[0]!) >= rankIndex('T') && rank(m[0]!) === rank(m[1]!) + 1 ? m[0] : undefined;
};

/** The card a defender leads. */
const defenderLead = (state: PlayState, me: Seat): Card => {
  const hand = state.hands[me];
  const trump = state.trump;
  const opening = state.tricks.length === 0;
  const sideSuits = SUITS.filter((s) => s !== trump && inSuit(hand, s).length > 0);
  const longest = [...sideSuits].sort((a, b) => inSuit(hand, b).length - inSuit(hand, a).length || rank(highest(inSuit(hand, b))) - rank(highest(inSuit(hand, a))));
  const ps = partnersSuit(state, me);
  if (ps !== undefined && ps !== trump) {
    const mine = inSuit(hand, ps);
    if (mine.length > 0) return mine.length <= 2 ? highest(mine) : lowest(mine);
  }
  if (!opening) {
    for (const s of SUITS) {
      const top = topOf(state, s);
      if (top !== undefined && hand.includes(top) && s !== trump && safeToCash(state, me, s)) return top;
    }
  }
  // Top of a sequence: at no-trump only in the long suit, in a suit contract in any side suit.
  const seqSuits = trump === null ? longest.slice(0, 1) : longest;
  for (const s of seqSuits) {
    const top = sequenceTop(inSuit(hand, s));
    if (top !== undefined) return top;
  }
  if (trump !== null && inSuit(hand, trump).length > 0) {
    for (const s of sideSuits) if (inSuit(hand, s).length === 1 && rankOf(inSuit(hand, s)[0]!) !== 'K') return inSuit(hand, s)[0]!;
  }
  const s = longest[0];
  if (s === undefined) return lowest(hand);
  const mine = inSuit(hand, s).sort((a, b) => rank(b) - rank(a));
  if (trump !== null && rankOf(mine[0]!) === 'A') return mine[0]!;
  return mine.length >= 4 ? mine[3]! : lowest(mine);
};

/**
 * At nullos both sides try to lose tricks (the declarer undertakes to lose them, the
 * defenders want him to win some): play the highest card that does not win the trick, or,
 * forced to win, the highest card (to get rid of it); lead the lowest card.
 */
const nulloCard = (state: PlayState, me: Seat): Card => {
  const legal = legalPlays(state);
  const trick = state.current!;
  if (trick.cards.length === 0) {
    // Lead the lowest card of the suit where it is safest (most cards lower elsewhere).
    return lowest(legal);
  }
  const led = suitOf(trick.cards[0]!.card);
  const winnerSeat = trickWinner(trick.cards as [PlayedCard, ...PlayedCard[]], null);
  const winning = trick.cards.find((p) => p.seat === winnerSeat)!.card;
  const following = legal.filter((c) => suitOf(c) === led);
  if (following.length === 0) return highest(legal);
  const under = following.filter((c) => rank(c) < rank(winning));
  if (under.length > 0) return highest(under);
  // Forced to win unless a later player overtakes: if last to play, win with the highest.
  return highest(following);
};

/** The bot's card for the player to play. */
export const botCard = (state: PlayState): Card => {
  const me = state.toPlay!;
  if (state.strain === 'NL') return nulloCard(state, me);
  if (ledSuitOf(state.current) !== null) return follow(state, me);
  const declaring = sideOf(me) === sideOf(state.declarer);
  return declaring ? declarerLead(state, me) : defenderLead(state, me);
};
