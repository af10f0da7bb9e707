/**
 * Hands for the replay's tests, written as engine records (no parser involved) and replayed by
 * the engine, so that the tests see real timelines.
 *
 * - {@link FOUR_HEARTS}: the deal of `src/content/hands/drawing-trumps.pbn`: South opens one
 *   heart, West overcalls one spade, North bids four hearts; West leads the queen of spades and
 *   South makes ten tricks, every card played (trumps drawn, spades eliminated, West thrown in
 *   with a diamond to lead clubs).
 * - {@link CLAIMED}: three no-trumps doubled by North, three tricks played, then a claim of twelve.
 * - {@link DOUBLED}: an auction with an alerted bid, a double and a redouble, no play.
 * - {@link PASSED_OUT}: four passes.
 */
import { parseCall } from '../../engine/auction.ts';
import { checkRecord, replay, type CallEntry, type HandRecord, type Timeline } from '../../engine/record.ts';
import { SUITS, type Card, type FullDeal } from '../../engine/types.ts';

/** A hand written PBN-style, spades.hearts.diamonds.clubs. */
export const hand = (text: string): Card[] => text.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${SUITS[i]}${r}` as Card));

const calls = (text: string, notes: Record<number, string> = {}, alerts: readonly number[] = []): CallEntry[] =>
  text.split(/\s+/).map((t, i) => ({
    call: parseCall(t)!,
    ...(notes[i] !== undefined ? { note: notes[i] } : {}),
    ...(alerts.includes(i) ? { alert: true } : {}),
  }));

/** Replays a record, failing loudly if the engine refuses it. */
export const timelineOf = (record: HandRecord): Timeline => {
  const checked = checkRecord(record);
  if (!checked.ok) throw new Error(checked.error.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return replay(checked.value);
};

/** The deal of drawing-trumps.pbn. */
export const DEAL: FullDeal = {
  N: hand('K84.Q952.A73.J82'),
  E: hand('752.863.864.QT96'),
  S: hand('A6.AKJT4.K52.K73'),
  W: hand('QJT93.7.QJT9.A54'),
};

/** The fifty-two cards of drawing-trumps.pbn in the order played. */
export const PLAY: Card[] = (
  'SQ S4 S2 SA HA H7 H2 H3 HK S3 H5 H6 HT S9 H9 H8 S6 ST SK S5 S8 S7 H4 SJ D2 D9 DA D4 ' +
  'D3 D6 DK DT D5 DJ D7 D8 C4 C2 C9 CK C3 CA C8 C6 C5 CJ CQ C7 CT HJ DQ HQ'
).split(' ') as Card[];

export const FOUR_HEARTS_RECORD: HandRecord = {
  title: 'Drawing trumps first',
  board: '1',
  ruleSet: 'whist-club-1926',
  dealer: 'S',
  deal: DEAL,
  intro: 'South counts on ten tricks.\n\nFirst the trumps must go.',
  calls: calls('1H 1S 4H Pass Pass Pass', { 0: 'South names hearts first.', 2: 'North bids the game; South will play it.' }),
  play: PLAY.map((card, i) => ({
    card,
    ...(i === 0 ? { note: 'West leads the top of his \\S sequence.' } : {}),
    ...(i === 38 ? { note: 'East plays the !C9, not the queen.' } : {}),
  })),
};

/** Four hearts by South, all thirteen tricks played (59 steps: start, 6 calls, 52 cards). */
export const FOUR_HEARTS: Timeline = timelineOf(FOUR_HEARTS_RECORD);

/** Three no-trumps doubled by North: three tricks, then a claim of twelve. */
export const CLAIMED: Timeline = timelineOf({
  board: '2',
  ruleSet: 'whist-club-1926',
  dealer: 'W',
  deal: {
    N: hand('AQ4.KJ3.KJ5.A962'),
    E: hand('T765.9854.T2.873'),
    S: hand('K93.AQ62.74.KQJ5'),
    W: hand('J82.T7.AQ9863.T4'),
  },
  calls: calls('1D 1NT Pass 3NT X Pass Pass Pass'),
  play: ('DT D4 DQ DK CA C3 C5 C4 C2 C7 CK CT'.split(' ') as Card[]).map((card) => ({ card })),
  claim: { tricks: 12 },
});

/** An auction with an alert, a double and a redouble (royal count of 1912), and no play. */
export const DOUBLED: Timeline = timelineOf({
  ruleSet: 'royal-auction-1912',
  dealer: 'S',
  deal: {
    N: hand('AKJ84.72.K63.Q95'),
    E: hand('952.QT63.987.T62'),
    S: hand('QT63.84.A52.KJ74'),
    W: hand('7.AKJ95.QJT4.A83'),
  },
  calls: calls('1S 1H 1R 2H 2R X XX Pass Pass Pass', {}, [2]),
  play: [],
});

/** Four passes: no contract. */
export const PASSED_OUT: Timeline = timelineOf({
  ruleSet: 'whist-club-1926',
  dealer: 'E',
  deal: DEAL,
  calls: calls('Pass Pass Pass Pass'),
  play: [],
});
