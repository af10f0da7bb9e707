/**
 * Three-handed auction honours (Laws of Three-Hand Auction, law 13, HOYLE14 p. 67;
 * auction-laws.md §8.1): each player scores his own, the declarer the dummy's too.
 *
 * @packageDocumentation
 */
import type { AuctionScoringParams } from '../rules/types.ts';
import { counted, detailOf, type DetailPhrase, type ScoreEntry, type ThreeHandedSeating } from '../score/types.ts';
import { leftHandOpponent, partner, rightHandOpponent } from '../seat.ts';
import type { Seat } from '../types.ts';
import type { HonourHoldings } from './holdings.ts';

/** Three-handed honours, per player (law 13, three-hand laws). */
export const threeHandedEntries = (
  holdings: HonourHoldings,
  scoring: AuctionScoringParams,
  trickValue: number,
  seating: ThreeHandedSeating,
  declarer: Seat,
): { entries: ScoreEntry[]; perPlayer: Record<string, number> } => {
  const t = scoring.threeHanded.honours;
  const unit = t.unit === 'trickValue' ? trickValue : t.unit;
  const handValue = (seat: Seat): { points: number; words: string; phrase: DetailPhrase } => {
    const n = holdings.cards[seat].length;
    if (holdings.kind === 'aces') {
      const points = n === 4 ? t.fourAcesInOneHand : n * t.acePoints;
      return n === 4
        ? { points, words: `four aces in one hand: ${points}`, phrase: { key: 'detail.honours.fourAcesInOneHand', args: { points } } }
        : {
            points,
            words: `${n} ace${n === 1 ? '' : 's'} × ${t.acePoints}`,
            phrase: { key: 'detail.honours.threeHandedAces', args: { aces: counted('detail.aces', n), each: t.acePoints } },
          };
    }
    const tricks = t.tricksByCount[n] ?? 0;
    return {
      points: tricks * unit,
      words: `${n} honour${n === 1 ? '' : 's'}: ${tricks} trick${tricks === 1 ? '' : 's'} × ${unit}`,
      phrase: {
        key: 'detail.honours.threeHanded',
        args: { honours: counted('detail.honourCount', n), tricks: counted('detail.tricks', tricks), unit },
      },
    };
  };
  const owners: [string, Seat[]][] = [
    [seating.declarer, [declarer, partner(declarer)]],
    [seating.lho, [leftHandOpponent(declarer)]],
    [seating.rho, [rightHandOpponent(declarer)]],
  ];
  const entries: ScoreEntry[] = [];
  const perPlayer: Record<string, number> = {};
  for (const [player, seats] of owners) {
    perPlayer[player] = seats.reduce((n, s) => n + holdings.cards[s].length, 0);
    if (holdings.kind === 'none') continue;
    const parts = seats.map((s) => ({ seat: s, ...handValue(s) })).filter((p) => p.points > 0);
    const points = parts.reduce((n, p) => n + p.points, 0);
    if (points === 0) continue;
    const detail = parts.map((p) => (p.seat === partner(declarer) ? `dummy's ${p.words}` : p.words)).join('; ');
    const phrases = parts.map((p): DetailPhrase =>
      p.seat === partner(declarer) ? { key: 'detail.honours.dummys', args: { part: p.phrase } } : p.phrase,
    );
    // One phrase, or two joined: the declarer's hand and the dummy's.
    const [first, second] = phrases;
    const words =
      second === undefined ? detailOf(detail, first!.key, first!.args) : detailOf(detail, 'detail.honours.both', { first: first!, second });
    entries.push({ player, line: 'above', points, reason: 'honours', source: t.source, ...words });
  }
  return { entries, perPlayer };
};
