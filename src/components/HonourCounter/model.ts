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
import { rankOf, suitOf } from '../../engine/card.ts';
import { dealerOfBoard, randomDeal } from '../../engine/deal.ts';
import { plainStrainOf } from '../../engine/play.ts';
import { holdingsFromDeal, scoreHonours, type HonourHolding, type HonoursReport } from '../../engine/honours.ts';
import type { RuleSet } from '../../engine/rules/types.ts';
import type { ScoreEntry } from '../../engine/score/types.ts';
import { SEATS, SIDES, type Card, type FullDeal, type Seat, type Side, type Strain } from '../../engine/types.ts';
import { translator } from '../../i18n/scoring.ts';
import { partyName, pointsText } from '../Score/breakdown.ts';
import { rankShort, rankSpoken, seatName, spelled, suitGlyph, textGlyph, type Glyph, type Spelled } from '../shared/format.ts';

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
    rulesText: tr('score.rules', { rules: rules.label }),
    announcement: tr('honour.announce', {
      number: input.number,
      strain: strainName,
      summary: scored.length > 0 ? scored.join(' ') : tr('honour.scoresNothing'),
    }),
    report,
  };
};
