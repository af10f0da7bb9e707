/**
 * Honour counter model (lesson 10): a seeded random deal, a trump suit (or no-trump) named by
 * the reader, who holds which honours, how each side's holding is classed, and what it scores
 * under a rule set, each entry with the rule it comes from.
 *
 * Pure (no Preact). The holdings and scores are the engine's (`holdingsFromDeal`,
 * `scoreHonours`); the model spells them.
 *
 * ```ts
 * const view = counterView(RULE_SETS['royal-auction-1912'], { seed: 'honours', number: 3, strain: 'R' });
 * view.sides[0]?.summary; // 'North–South: 3 of 5, three honours between the partners (simple honours).'
 * ```
 *
 * @packageDocumentation
 */
import { rankOf, sortCards, suitOf } from '../../engine/card.ts';
import { sideOf as sideOfSeat } from '../../engine/seat.ts';
import { dealerOfBoard, randomDeal } from '../../engine/deal.ts';
import { plainStrainOf } from '../../engine/play.ts';
import { holdingsFromDeal, scoreHonours, type HonourHolding, type HonoursReport } from '../../engine/honours.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import type { ScoreEntry } from '../../engine/score/types.ts';
import { SEATS, SIDES, type Card, type FullDeal, type Seat, type Side, type Strain } from '../../engine/types.ts';
import { translator } from '../../i18n/scoring.ts';
import { partyName, pointsText } from '../Score/breakdown.ts';
import { rankShort, rankSpoken, seatName, spelled, suitGlyph, SUIT_SYMBOL, textGlyph, type Glyph, type Spelled } from '../shared/format.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** What the counter shows: deal `number` of a seed, with a strain named. */
export interface CounterInput {
  readonly seed: string;
  /** 1, 2, 3, … ("Deal again" adds one). */
  readonly number: number;
  readonly strain: Strain;
}

/** The strains the reader may name: the suits, royal spades where the rules have them, no-trump. */
export const counterStrains = (rules: RuleSet): Strain[] => {
  const out: Strain[] = ['C', 'D', 'H', 'S'];
  if (rules.auction.strains.includes('R')) out.push('R');
  out.push('NT');
  return out;
};

/** A strain the rules lack (royal spades after 1913) becomes plain spades. */
export const adaptStrain = (rules: RuleSet, strain: Strain): Strain =>
  [strain, plainStrainOf(strain)].find((s) => counterStrains(rules).includes(s)) ?? 'H';

/** Deal `number` of a seed: the deal passes to the left, so the dealer turns with the number. */
export const counterDeal = (seed: string, number: number): { readonly deal: FullDeal; readonly dealer: Seat } => {
  const dealer = dealerOfBoard(number);
  return { deal: randomDeal(`${seed}#${number}`, dealer), dealer };
};

/** One seat's honours. */
export interface HolderRow {
  readonly seat: Seat;
  readonly name: string;
  readonly cards: Spelled;
  readonly count: number;
  /** The honour cards themselves. */
  readonly honourCards: readonly Card[];
}

/** One side's honours and score. */
export interface SideRow {
  readonly side: Side;
  readonly holding: HonourHolding;
  /** "North–South: 3 of 5, three honours between the partners (simple honours)." */
  readonly summary: string;
  /** "North–South score 30 above the line."; absent when the side scores nothing. */
  readonly scores?: string;
  readonly points: number;
}

/** The counter, ready to render. */
export interface CounterView {
  readonly deal: FullDeal;
  readonly dealer: Seat;
  readonly strain: Strain;
  /** "Deal 3". */
  readonly title: string;
  /** "The honours are the ace, king, queen, jack and ten of hearts." */
  readonly kind: string;
  readonly holders: readonly HolderRow[];
  readonly sides: readonly SideRow[];
  /** The engine's honour (and chicane) entries, with their sources. */
  readonly entries: readonly ScoreEntry[];
  /** "Scored under …". */
  readonly rulesText: string;
  /** For the live region. */
  readonly announcement: string;
  readonly report: HonoursReport;
}

const cardsOf = (cards: readonly Card[], aces: boolean, isVoid: boolean, lang: string): Spelled => {
  const tr = translator(lang);
  if (cards.length === 0) {
    const text = isVoid ? tr('honour.void') : tr('honour.none');
    return spelled([textGlyph(text)], text);
  }
  const list = cards;
  if (aces) {
    const glyphs: Glyph[] = list.flatMap((c, i) => [
      ...(i > 0 ? [textGlyph(' ')] : []),
      suitGlyph(suitOf(c)),
      textGlyph(rankShort(rankOf(c), tr)),
    ]);
    return spelled(
      glyphs,
      list.map((c) => tr('quiz.card', { rank: rankSpoken(rankOf(c), tr), suit: tr(`suit.${suitOf(c)}.many`) })).join(tr('list.separator')),
    );
  }
  return spelled(
    [textGlyph(list.map((c) => rankShort(rankOf(c), tr)).join(' '))],
    list.map((c) => rankSpoken(rankOf(c), tr)).join(tr('list.separator')),
  );
};

/** Who holds what, and what it scores, for deal `number` of a seed with a strain named. */
export const counterView = (rules: RuleSet, input: CounterInput, lang = 'en'): CounterView => {
  const tr = translator(lang);
  const strain = adaptStrain(rules, input.strain);
  const { deal, dealer } = counterDeal(input.seed, input.number);
  // A full deal from the engine's own generator: holdingsFromDeal cannot fail on it.
  const held = holdingsFromDeal(deal, strain);
  const holdings = held.ok
    ? held.value
    : { kind: 'none' as const, trumpSuit: null, cards: { N: [], E: [], S: [], W: [] }, voids: { N: null, E: null, S: null, W: null } };
  const report = scoreHonours(holdings, rules, { trickValue: rules.auction.trickValues[strain] ?? 0 });
  const aces = holdings.kind === 'aces';
  const of = aces ? 4 : 5;
  const holders = SEATS.map((seat) => ({
    seat,
    name: seatName(seat, tr),
    cards: cardsOf(holdings.cards[seat], aces, holdings.voids[seat] === true, lang),
    count: holdings.cards[seat].length,
    honourCards: holdings.cards[seat],
  }));
  const sides = SIDES.map((side): SideRow => {
    const s = report.perSide[side];
    const points = report.entries.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
    const name = partyName(side, tr);
    return {
      side,
      holding: s.holding,
      points,
      summary: tr('honour.side', { side: name, count: s.count, of, holding: tr(`honour.holding.${s.holding}`) }),
      ...(points !== 0 ? { scores: tr('honour.scores', { side: name, points: pointsText(points) }) } : {}),
    };
  });
  const scored = sides.filter((s) => s.scores !== undefined).map((s) => s.scores ?? '');
  const strainName = tr(`strain.${strain}.many`);
  return {
    deal,
    dealer,
    strain,
    title: tr('honour.deal', { number: input.number }),
    kind: aces ? tr('honour.kind.aces') : tr('honour.kind.trumps', { suit: tr(`suit.${holdings.trumpSuit ?? 'S'}.many`) }),
    holders,
    sides,
    entries: report.entries,
    rulesText: tr('score.rules', { rules: ruleSetName(rules) }),
    announcement: tr('honour.announce', {
      number: input.number,
      strain: strainName,
      summary: scored.length > 0 ? scored.join(' ') : tr('honour.scoresNothing'),
    }),
    report,
  };
};

/** One seat's cards in the honours' suit (or its aces at no-trump), each marked if an honour. */
export interface MarkedHand {
  readonly seat: Seat;
  readonly name: string;
  /** The cards shown, honours marked; an empty list is a void (or no ace). */
  readonly cards: readonly { readonly text: string; readonly spoken: string; readonly honour: boolean }[];
  /** "hearts: ace, queen (honours), 7, 3", for screen readers. */
  readonly spoken: string;
}

/**
 * The hands with the honours marked, for after the reader has counted: each seat's trumps (or,
 * at no-trump, its aces), honours flagged, as the engine's holdings say.
 */
export const markedHands = (view: CounterView, lang = 'en'): MarkedHand[] => {
  const tr = translator(lang);
  const aces = view.strain === 'NT';
  const plain = plainStrainOf(view.strain);
  const trump = plain === 'C' || plain === 'D' || plain === 'H' || plain === 'S' ? plain : null;
  return SEATS.map((seat) => {
    const honours = new Set(view.holders.find((h) => h.seat === seat)?.honourCards ?? []);
    const hand = view.deal[seat] ?? [];
    const shown = sortCards(aces || trump === null ? hand.filter((c) => rankOf(c) === 'A') : hand.filter((c) => suitOf(c) === trump));
    const cards = shown.map((c) => ({
      text: aces || trump === null ? `${SUIT_SYMBOL[suitOf(c)]}${rankShort(rankOf(c), tr)}` : rankShort(rankOf(c), tr),
      spoken:
        aces || trump === null
          ? tr('quiz.card', { rank: rankSpoken(rankOf(c), tr), suit: tr(`suit.${suitOf(c)}.many`) })
          : rankSpoken(rankOf(c), tr),
      honour: honours.has(c),
    }));
    const spoken =
      cards.length === 0
        ? tr('honour.none')
        : cards.map((c) => (c.honour ? tr('honour.marked', { card: c.spoken }) : c.spoken)).join(tr('list.separator'));
    return { seat, name: seatName(seat, tr), cards, spoken };
  });
};

/** The counter as a question: the points each side scores for honours (what the reader types). */
export const honourAnswer = (view: CounterView): Readonly<Record<Side, number>> => ({
  NS: view.sides.find((s) => s.side === 'NS')?.points ?? 0,
  EW: view.sides.find((s) => s.side === 'EW')?.points ?? 0,
});

/** A hint after a wrong count, without the answer: how many honours each side holds, and the holding's rule. */
export const honourHint = (view: CounterView, lang = 'en'): string => {
  const tr = translator(lang);
  const of = view.holders.reduce((n, h) => n + h.count, 0);
  return tr('honour.hint', {
    counts: view.sides
      .map((s) =>
        tr('honour.hintSide', {
          side: partyName(s.side, tr),
          count: view.holders.filter((h) => sideOfSeat(h.seat) === s.side).reduce((n, h) => n + h.count, 0),
        }),
      )
      .join(tr('list.separator')),
    of,
  });
};
