/**
 * Milton Work's sample rubber of 1912 (case rub-01 in shared/rules/cases/auction-public.json,
 * from Work, *Auction of To-day*, 1913, ch. X): thirteen deals built to fit his figures. Each
 * deal gives the declaring side, the contract (royal or plain spades), the tricks won and the
 * honours at each position exactly as the case lists them, under `royal-auction-1912`, with
 * the deal passing to the left and the dealer bidding first as the 1912 code required.
 *
 * @packageDocumentation
 */
import { getRuleSet } from '../../src/engine/rules/index.ts';
import { scoreRubber, type RubberLedger } from '../../src/engine/rubber.ts';
import type { FullDeal, Seat, Suit } from '../../src/engine/types.ts';
import { balanced, bidPoints, buildHand, count, len, maxLen, points, scoreWords, sideName, type BuiltHand, type HandSpec, type NoteContext } from './lib.ts';

const RULES = 'royal-auction-1912' as const;
const SEATS_CYCLE: Seat[] = ['N', 'E', 'S', 'W'];
/** The dealer of deal n (1-based): North deals the first, then the deal passes to the left. */
export const dealerOf = (n: number): Seat => SEATS_CYCLE[(n - 1) % 4]!;

/** No hand void of trumps: chicane (law 9, 1912) would change Work's honour figures. */
const noVoid = (trump: Suit) => (d: FullDeal): boolean => (['N', 'E', 'S', 'W'] as const).every((s) => len(d[s], trump) > 0);

type Base = Omit<HandSpec, 'title' | 'ruleSet' | 'dealer' | 'board'>;

/** A whole play, frozen once found (so that a change to the card player cannot change the hand). */
const cards = (text: string): string[] => text.split(' ');

const deal = (n: number, spec: Base): HandSpec => ({
  ...spec,
  title: `Work's rubber of 1912, deal ${n}`,
  ruleSet: RULES,
  dealer: dealerOf(n),
  board: String(n),
  tags: { Event: "Milton Work's sample rubber (1912)" },
});

/** The thirteen deals in order, with their commentary. */
export const RUBBER_DEALS: readonly HandSpec[] = [
  // 1. Dealer N. NS 2H, 8 tricks. N: A K Q; S: J; E: 10.
  deal(1, {
    script: cards('SA S4 S3 S6 SK SQ S5 S8 ST H2 SJ C4 H9 H4 HQ H3 HA H6 HJ H5 HK HT C2 D2 CA CK C3 C6 H8 S2 C8 D6 H7 D7 CT C7 D3 D8 D9 DJ DA D5 DT D4 CQ C5 S7 CJ DQ C9 S9 DK'),
    seed: 250,
    fixed: { N: '.AKQ..', S: '.J..', E: '.T..' },
    accept: (d) => noVoid('H')(d) && len(d.N, 'H') >= 5 && len(d.S, 'H') >= 3 && len(d.E, 'S') >= 5 && points(d.N) >= 12 && points(d.E) >= 10 && points(d.E) <= 14,
    intro: (c) => before(1, c, rubberIntro()),
    calls: [
    ['1H', "North deals and, under the 1912 code, must bid. Five hearts headed by the ace, king and queen make one heart the natural call."],
    ['1R', () => `One royal spade is worth ${v('1R')} against one heart's ${v('1H')}: under value calling it outbids the heart without going up a level.`],
    ['2H', () => `South has three hearts to the jack and little else, but two hearts (${v('2H')}) is enough to outbid the royal spade.`],
    'Pass',
    'Pass',
    ['Pass', () => `East could go on to two royals (${v('2R')}) but, with a moderate hand, lets it go. North named hearts first, so North is the declarer although South made the last bid.`],
    ],
    notes: {
      SA: 'East leads the ace of his royal spades and follows with the king.',
      H2: 'The third spade is ruffed in dummy with the two of hearts: a small trump in the short hand wins a trick that would otherwise go to the defence.',
      HA: 'North draws trumps with the ace, king and queen; the defenders hold six hearts between them and they fall in three rounds.',
    },
    endNote: (c) => after(1, c),
    target: 8,
  }),
  // 2. Dealer E. EW 2R, 8 tricks. E: A K Q J; S: 10.
  deal(2, {
    script: cards('HA H8 H6 H4 CA C3 C2 C4 CQ CK C8 C6 S5 S6 SJ S2 SA ST S7 S8 HK H2 HJ H9 SK H3 S9 D2 SQ C5 D3 D4 S4 DJ D5 D6 S3 H5 C7 DT D9 H7 D7 DA HT CT HQ D8 CJ DK C9 DQ'),
    seed: 138,
    fixed: { E: 'AKQJ...', S: 'T...' },
    accept: (d) => noVoid('S')(d) && len(d.E, 'S') >= 5 && len(d.W, 'S') >= 3 && len(d.S, 'H') >= 5 && points(d.S) >= 10,
    intro: (c) => before(2, c),
    calls: [
    ['1R', 'East deals with six spades headed by the ace, king, queen and jack: one royal spade.'],
    ['2H', () => `South has six hearts to the ace-queen. To outbid one royal (${v('1R')}) in hearts he must go to two (${v('2H')}).`],
    ['2R', () => `West has three small spades and two kings: two royals (${v('2R')}) outbids two hearts (${v('2H')}).`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      HA: 'South cashes the ace of hearts and the ace of clubs, then tries the queen of clubs in the hope that the king is with North.',
      CK: 'West wins the king and leads a trump at once, through South towards East.',
      SA: "The ace of spades draws South's ten: East now holds every trump honour that is left.",
    },
    endNote: (c) => after(2, c),
    target: 8,
  }),
  // 3. Dealer S. EW 3NT, 7 tricks. W: AS AH; E: AD; N: AC.
  deal(3, {
    script: cards('CA C7 C3 C4 CK CJ H2 C5 CQ S2 S5 C8 CT H5 H3 C9 C6 D4 D3 D5 C2 D9 S6 H6 D2 DA D7 D8 S4 S7 SK S3 SA SJ ST S8 HA H4 H7 H9 DK D6 HQ DJ DQ DT SQ HT HJ H8 HK S9'),
    seed: 116,
    fixed: { W: 'A.A..', E: '..A.', N: '...AKQ' },
    accept: (d) => len(d.N, 'C') >= 6 && points(d.W) >= 16 && balanced(d.W) && points(d.E) >= 8 && balanced(d.E) && len(d.S, 'C') <= 2 && points(d.S) <= 8,
    intro: (c) => before(3, c),
    calls: [
    ['1S', () => `South deals himself a single jack. In 1912 the dealer may not pass, so he bids one spade, the old spade worth ${v('1S')}: the cheapest bid there is, and law 48 limits what it can cost if it is left in.`],
    ['1NT', 'West has seventeen points and at least a guard in three suits: one no-trump.'],
    ['2C', () => `North has six clubs headed by the ace, king and queen. Two clubs, worth ${v('2C')}, outbids one no-trump (${v('1NT')}).`],
    ['2NT', () => `East bids two no-trumps (${v('2NT')}).`],
    'Pass',
    ['3NT', () => `West goes on to three no-trumps (${v('3NT')}), enough for game if made, hoping that his four clubs and East's jack will hold the suit.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      CA: "North leads his clubs from the top. Four small clubs and a doubleton jack are no guard against six to the ace-king-queen.",
      C2: 'The sixth club: North-South have taken six tricks before declarer has won one.',
      DA: 'From here declarer wins every trick, but seven tricks are two short of the nine he bid for.',
    },
    endNote: (c) => after(3, c),
    target: 7,
  }),
  // 4. Dealer W. NS 2NT, 12 tricks. N: AS AH; S: AD AC.
  deal(4, {
    script: cards('H4 HQ H5 H3 DA D4 D3 D2 CA C2 C8 C3 S3 S9 SA S2 HA H2 H8 H7 CK CT C4 C5 CQ DJ C7 C6 CJ S4 S5 C9 DK H6 D8 D6 DQ ST H9 D7 S7 SQ SK D9 S6 HT SJ HJ D5 HK S8 DT'),
    seed: 9477,
    fixed: { N: 'A.A..', S: '..A.A' },
    accept: (d) => len(d.E, 'H') >= 5 && points(d.E) >= 7 && balanced(d.N) && points(d.N) >= 16 && points(d.S) >= 13 && maxLen(d.S) <= 6,
    intro: (c) => before(4, c),
    calls: [
    ['1S', "West holds no ace, king, queen or jack, but as dealer he must bid: one spade, at the old spade's value, is the least he can say."],
    ['1NT', 'North has twenty points and every suit held: one no-trump.'],
    ['2H', () => `East shows his five hearts: two hearts (${v('2H')}) beats one no-trump (${v('1NT')}).`],
    ['2NT', () => `South has the queen of hearts behind the bidder and two aces. Two no-trumps (${v('2NT')}) outbids two hearts, and there is no need to bid more: in auction every odd trick won counts toward game, bid or not.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      H4: "East leads from his hearts, and dummy's queen wins the first trick: the lead has given declarer a trick.",
      SA: 'North now cashes his winners, high cards from the short hand first.',
    },
    endNote: (c) => after(4, c),
    target: 12,
  }),
  // 5. Dealer N. EW 3R, 9 tricks. E: A K; W: Q; S: J; N: 10.
  deal(5, {
    script: cards('DA D3 D2 D8 HJ H2 H4 H6 D5 D4 D6 DJ SA S5 S4 ST SK S8 S6 H5 S2 SJ SQ C5 S9 C8 S3 C2 CA CJ C4 C3 CK CQ C6 C7 D7 DQ DK H3 S7 H7 H8 HQ H9 HT D9 HK HA C9 CT DT'),
    seed: 394,
    fixed: { E: 'AK...', W: 'Q...', S: 'J...', N: 'T...' },
    accept: (d) =>
      noVoid('S')(d) && len(d.E, 'S') >= 5 && len(d.W, 'S') >= 3 && len(d.N, 'H') >= 5 && len(d.S, 'H') >= 3 && points(d.N) >= 11 && points(d.E) >= 11,
    intro: (c) => before(5, c),
    calls: [
    ['1H', 'North opens one heart with five hearts to the ace-king-queen.'],
    ['1R', () => `East overcalls with one royal (${v('1R')}).`],
    ['2H', "South raises his partner's hearts with four to the jack-ten."],
    ['2R', () => `West raises to two royals (${v('2R')}) with four spades to the queen.`],
    ['3H', () => `North tries three hearts (${v('3H')}), to buy the contract or push East-West higher.`],
    ['3R', () => `East bids three royals (${v('3R')}), just enough to outbid three hearts.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      DA: "South leads the ace of diamonds, then switches to his partner's hearts.",
      HJ: 'The jack of hearts holds the trick.',
      SA: "East draws trumps: North's ten falls at once and South's jack on the third round, under West's queen.",
    },
    endNote: (c) => after(5, c),
    target: 9,
  }),
  // 6. Dealer E. EW 3H doubled, 7 tricks. W: J; E: 10; N: A K; S: Q.
  deal(6, {
    script: cards('ST S5 S2 SJ HJ HK H6 H3 DQ DA D5 D4 HT HQ H2 H8 CA C3 C6 C2 SK SA S8 C4 H7 HA H9 D7 C8 C9 S4 C5 C7 S7 CK D3 H5 D6 D2 D9 H4 D8 CT DT S3 S9 CJ SQ DK S6 DJ CQ'),
    seed: 7006,
    fixed: { W: '.J..', E: '.T..', N: '.AK..', S: '.Q..' },
    accept: (d) => noVoid('H')(d) && len(d.W, 'H') >= 5 && len(d.E, 'H') >= 3 && len(d.S, 'S') >= 5 && len(d.N, 'S') >= 3 && points(d.W) >= 9 && points(d.S) >= 10 && points(d.N) >= 9 && points(d.E) >= 6,
    intro: (c) => before(6, c),
    calls: [
    ['1S', () => `East deals a weak hand with seven clubs and bids one spade, worth ${v('1S')}: the dealer's cheap opening, which keeps the auction open at little risk.`],
    ['1R', 'South has five royal spades to the king-queen: one royal.'],
    ['2H', () => `West names his five hearts: two hearts (${v('2H')}) beats one royal (${v('1R')}).`],
    ['2R', () => `North supports royals with three to the ten: two royals (${v('2R')}).`],
    ['3H', () => `East, with three hearts to the ten, raises to three hearts (${v('3H')}).`],
    'Pass',
    'Pass',
    ['X', "North holds the ace and king of trumps over the declarer and doubles. The double does not change the bid's rank; it doubles the value of the odd tricks and of the undertricks."],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      ST: "North leads his partner's suit, the royal spades.",
      HJ: 'West leads trumps; North wins the king.',
      HQ: "South's queen wins the second round of trumps.",
      HA: "North's ace wins the third: the defenders' three top trumps are three tricks.",
    },
    endNote: (c) => after(6, c),
    target: 7,
  }),
  // 7. Dealer S. NS 2NT, 8 tricks. S: AS AH; N: AD; W: AC.
  deal(7, {
    script: cards('CA C2 C6 C3 CK C9 S2 C5 H6 H7 D2 H3 DA D6 DJ D3 S7 S3 S5 H2 S8 S4 S6 H5 S9 ST SA C4 DK D9 D4 D7 HA H8 HT D8 CQ C7 CJ DT H4 HK HQ SJ HJ D5 SQ H9 CT SK DQ C8'),
    seed: 205,
    fixed: { S: 'A.A..', N: '..A.', W: '...A' },
    accept: (d) => points(d.S) >= 14 && points(d.N) >= 7 && len(d.W, 'H') >= 5 && points(d.W) >= 9,
    intro: (c) => before(7, c),
    calls: [
    ['1NT', 'South deals fourteen points and something in every suit: one no-trump.'],
    ['2H', () => `West overcalls with six hearts: two hearts (${v('2H')}).`],
    ['2NT', () => `North has the queen-ten of hearts and the ace of diamonds. Two no-trumps (${v('2NT')}) outbids two hearts.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      CA: 'West cashes the ace and king of clubs before switching.',
      H6: "West leads a small heart and dummy's seven wins the trick: East has no hearts at all.",
      SA: "Declarer's spades and diamonds give him the tricks he needs.",
    },
    endNote: (c) => after(7, c),
    target: 8,
  }),
  // 8. Dealer W. EW 4H, 12 tricks. W: A K; E: Q J; N: 10.
  deal(8, {
    script: cards('CJ CQ C6 C2 H4 H2 HK H8 HA HT H6 H7 DA D2 D7 D9 CA S4 C3 C7 CK D4 C8 C9 CT S6 S3 S2 C5 D5 S5 S7 C4 D6 ST S9 H3 S8 HJ DT HQ DJ H5 D8 SK SQ H9 SJ D3 SA DQ DK'),
    seed: 1285,
    fixed: { W: '.AK..', E: '.QJ..', N: '.T..' },
    accept: (d) =>
      noVoid('H')(d) && len(d.W, 'H') >= 5 && len(d.E, 'H') >= 4 && len(d.N, 'S') >= 5 && len(d.S, 'S') >= 3 && points(d.W) + points(d.E) >= 28 && points(d.N) >= 6,
    intro: (c) => before(8, c),
    calls: [
    ['1H', 'West deals eighteen points: five hearts to the ace-king and six clubs to the ace-king. One heart.'],
    ['1R', 'North overcalls in royals with five spades to the ace-jack, more to take room from East-West than in hope of the contract.'],
    '2H',
    ['2R', 'South supports with four spades.'],
    ['3H', () => `West bids three hearts (${v('3H')}).`],
    ['3R', () => `North pushes on to three royals (${v('3R')}).`],
    ['4H', () => `East has four trumps to the queen-jack and bids four hearts (${v('4H')}): enough for game from love.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      CJ: "North leads his singleton club; dummy's queen wins it.",
      HK: 'Declarer draws trumps in two rounds with the king and ace.',
      CA: 'Then he runs the clubs.',
    },
    endNote: (c) => after(8, c),
    target: 12,
  }),
  // 9. Dealer N. NS 4H doubled, 8 tricks. N: A K Q J; E: 10.
  deal(9, {
    script: cards('CA C4 C6 C7 CK C5 C8 CT SA S7 S2 H6 HA H7 H3 H2 HK HT H5 H4 CQ C2 C9 S3 CJ C3 D2 S4 HQ S8 H9 D4 HJ ST D3 S5 H8 DT D5 S6 D7 SJ D6 DJ DA D9 SQ D8 S9 DK SK DQ'),
    seed: 19146,
    fixed: { N: '.AKQJ..' },
    accept: (d) =>
      noVoid('H')(d) && d.E.includes('HT') && len(d.N, 'H') >= 5 && len(d.S, 'H') >= 3 && len(d.E, 'S') >= 5 && len(d.W, 'S') >= 3 && points(d.E) + points(d.W) >= 22 && points(d.N) >= 15 && points(d.S) <= 6,
    intro: (c) => before(9, c),
    calls: [
    ['1H', 'North deals with six hearts headed by the four top honours and no spade at all: one heart.'],
    ['1R', "East has six royal spades to the ace-king-queen-jack-ten: one royal."],
    ['2H', 'South raises with three small hearts and nothing else.'],
    '2R',
    '3H',
    ['3R', () => `East bids three royals (${v('3R')}).`],
    'Pass',
    'Pass',
    ['4H', () => `North, void in spades with six hearts to the four top honours, goes on to four hearts (${v('4H')}): game in one deal if he makes it.`],
    ['X', "East holds the ace-king of clubs and the ace of spades for sure tricks, and North's partner has shown little: he doubles."],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      CA: 'East cashes two top clubs.',
      H6: 'North ruffs the ace of spades.',
      HA: "Declarer draws trumps; East's ten falls on the second round.",
      D7: 'North has no way to reach dummy, so he must lead diamonds from his own hand; West wins the jack and the ace, and East takes the last trick.',
    },
    endNote: (c) => after(9, c),
    target: 8,
  }),
  // 10. Dealer E. NS 3R, 7 tricks. S: A K; N: Q J; W: 10.
  deal(10, {
    script: cards('DQ D6 D9 D2 DJ D7 DK D3 HA H6 H2 HT DA D4 DT D8 H3 S7 H5 HQ SA S2 S5 S4 SK S3 S6 C5 S8 ST SJ C6 SQ C8 S9 H7 C2 CJ CA C4 D5 H8 C3 H4 C7 CK CT HJ H9 CQ HK C9'),
    seed: 713,
    fixed: { S: 'AK...', N: 'QJ...', W: 'T...' },
    accept: (d) => noVoid('S')(d) && len(d.S, 'S') >= 5 && len(d.N, 'S') >= 3 && len(d.E, 'H') >= 5 && len(d.W, 'H') >= 3 && points(d.E) >= 11,
    intro: (c) => before(10, c),
    calls: [
    ['1H', 'East deals with five hearts to the ace-king-jack: one heart.'],
    ['1R', 'South overcalls with five royal spades to the ace-king.'],
    '2H',
    ['2R', "North has four spades to the queen-jack: two royals."],
    ['3H', () => `East bids three hearts (${v('3H')}).`],
    ['3R', () => `South takes the push to three royals (${v('3R')}).`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      DQ: 'West leads the top of his diamond sequence.',
      HA: 'East wins two diamonds and the ace of hearts...',
      DA: '...and a third diamond: four tricks for the defence.',
      S7: 'South ruffs the second heart and draws trumps, but the king of clubs and the king of hearts still take the last two tricks for the defence.',
    },
    endNote: (c) => after(10, c),
    target: 7,
  }),
  // 11. Dealer S. EW 3H, 9 tricks. W: A K; E: Q J; N: 10.
  deal(11, {
    script: cards('CJ CK C4 C3 H7 H2 HK HT HA S5 HJ H3 H5 C2 HQ H4 D4 DJ DA D3 CA C7 C8 C5 H9 S6 S2 S8 H8 S7 D7 S9 H6 DT D8 ST D2 CT D9 DQ DK D5 SJ S3 CQ C6 SQ S4 C9 D6 SA SK'),
    seed: 332,
    fixed: { W: '.AK..', E: '.QJ..', N: '.T..' },
    accept: (d) => noVoid('H')(d) && len(d.W, 'H') >= 5 && len(d.E, 'H') >= 3 && len(d.N, 'S') >= 5 && len(d.S, 'S') >= 3 && len(d.S, 'S') <= 3 && points(d.N) >= 8 && points(d.S) <= 9 && points(d.W) >= 12,
    intro: (c) => before(11, c),
    calls: [
    ['1S', 'South deals eight points and no suit worth naming: one spade, the dealer\'s minimum.'],
    ['1H', () => `West, with six hearts to the ace-king, bids one heart (${v('1H')}).`],
    ['1R', () => `North's six royal spades to the ace-queen-jack: one royal (${v('1R')}) outbids one heart.`],
    '2H',
    ['2R', "South supports his partner's royals with three to the ten."],
    ['3H', () => `West bids three hearts (${v('3H')}), which outbids two royals (${v('2R')}).`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      CJ: "North leads the jack of clubs; dummy's king wins.",
      HK: "North's ten of hearts falls under the king.",
      DA: 'Declarer draws the last trump and cashes his aces before running the hearts.',
    },
    endNote: (c) => after(11, c),
    target: 9,
  }),
  // 12. Dealer W. NS 3D, 9 tricks. N: A K Q J; E: 10.
  deal(12, {
    script: cards('CA C4 C2 C5 HA D2 H2 H5 D3 D7 DJ D4 DA DT D5 S2 CK C3 C7 CJ DK H9 D9 S3 DQ C6 S4 H3 D8 S6 S5 H4 D6 HT S8 H6 H7 HQ C8 S7 HK C9 S9 H8 ST SA SQ CT SJ CQ HJ SK'),
    seed: 416,
    fixed: { N: '..AKQJ.', E: '..T.' },
    accept: (d) => noVoid('D')(d) && len(d.N, 'D') >= 5 && len(d.S, 'D') >= 3 && len(d.E, 'H') >= 5 && len(d.W, 'H') >= 3 && points(d.E) >= 10,
    intro: (c) => before(12, c),
    calls: [
    ['1S', "West deals five points: the dealer's one spade once more."],
    ['1D', () => `North has six diamonds headed by the four top honours. One diamond (${v('1D')}) outbids one spade (${v('1S')}).`],
    ['1H', () => `East names his hearts: one heart (${v('1H')}).`],
    ['2D', () => `South has four small diamonds and no hearts: two diamonds (${v('2D')}).`],
    ['2H', () => `West supports hearts: two hearts (${v('2H')}).`],
    ['3D', () => `North bids three diamonds (${v('3D')}).`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      D2: 'South, void in hearts, ruffs the ace.',
      DA: "The ace of diamonds draws East's ten; declarer's trumps then run.",
    },
    endNote: (c) => after(12, c),
    target: 9,
  }),
  // 13. Dealer N. NS 4R, 10 tricks. N: A K; S: Q J; E: 10.
  deal(13, {
    script: cards('HA H4 H5 H2 DA D7 D2 D6 HT S5 H7 H3 S8 S2 SK S3 SA S6 SJ D3 S4 ST SQ D4 DK D5 C8 DT C3 C2 CA C9 S9 H6 C4 C5 S7 H8 D8 D9 HK H9 C6 HQ HJ DJ C7 DQ CT CJ CQ CK'),
    seed: 3443,
    fixed: { N: 'AK...', S: 'QJ...', E: 'T...' },
    accept: (d) =>
      noVoid('S')(d) && len(d.N, 'S') >= 5 && len(d.S, 'S') >= 4 && len(d.E, 'H') >= 5 && len(d.W, 'H') >= 3 && points(d.N) + points(d.S) >= 23 && points(d.E) >= 10 && points(d.N) >= 11,
    intro: (c) => before(13, c),
    calls: [
    ['1R', 'North deals with five royal spades to the ace-king: one royal.'],
    ['2H', () => `East bids two hearts (${v('2H')}) on five hearts to the ace-ten.`],
    ['2R', () => `South supports royals with four to the queen-jack: two royals (${v('2R')}).`],
    ['3H', () => `West raises hearts: three hearts (${v('3H')}).`],
    ['3R', () => `North bids three royals (${v('3R')}).`],
    ['4H', () => `East bids four hearts (${v('4H')}).`],
    ['4R', () => `South bids four royals (${v('4R')}): the highest bid yet, and game if made. Game would also win the rubber.`],
    'Pass',
    'Pass',
    'Pass',
    ],
    notes: {
      HA: 'East cashes the ace of hearts and the ace of diamonds.',
      S5: 'A second heart is ruffed in dummy.',
      SK: "Declarer draws trumps in three rounds; East's ten falls under dummy's queen on the third.",
    },
    endNote: (c) => after(13, c),
    target: 10,
  }),
];

// ---------------------------------------------------------------------------------------------
// The running score, from the engine's rubber ledger

/** What the rubber is, before its first deal. */
const rubberIntro = (): string => {
  const rules = getRuleSet(RULES)!;
  const t = rules.auction.trickValues;
  const slams = rules.scoring.kind === 'auction' ? rules.scoring.slamValues : { little: 0, grand: 0 };
  return paras(
    'Milton Work printed a complete rubber in Auction of To-day (1913) to show how the score is kept under the laws of November 1912. He gave only the points.',
    'The thirteen deals in this file are built to fit every one of his entries: who declared, the contract, the tricks won and where the honours lay.',
    `The royal count is in force: plain spades ${t.S} a trick, clubs ${t.C}, diamonds ${t.D}, hearts ${t.H}, royal spades ${t.R} and no-trump ${t.NT}. The dealer must bid, a bid must be worth more than the last one (value calling), and slams score ${slams.little} and ${slams.grand}, bid or not.`,
    'Watch the score pad beside the deals: part-scores that do not last, games, honours that count whatever happens to the contract, and a rubber won by two games to one.',
  );
};

/** A bid's value under the 1912 count. */
const v = (token: string): number => bidPoints(RULES, token);

/** The ledger of the rubber, set by {@link buildRubber} before the notes are written. */
let ledger: RubberLedger | null = null;

const theLedger = (): RubberLedger => {
  if (ledger === null) throw new Error('the rubber ledger is not built yet');
  return ledger;
};

/** Games won by each side before deal n (1-based). */
const gamesBefore = (n: number): { NS: number; EW: number } => {
  const out = { NS: 0, EW: 0 };
  for (const d of theLedger().deals.slice(0, n - 1)) if (d.gameWonBy === 'NS' || d.gameWonBy === 'EW') out[d.gameWonBy] += 1;
  return out;
};

/** Totals of both sides after deal n (1-based), every entry counted. */
const totalsAfter = (n: number): { NS: number; EW: number } => {
  const out = { NS: 0, EW: 0 };
  for (const e of theLedger().entries) if (e.deal !== null && e.deal < n && (e.side === 'NS' || e.side === 'EW')) out[e.side] += e.points;
  return out;
};

/** Paragraphs of a note. */
const paras = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

/** The state of the rubber before deal n, then the deal's own introduction. */
const before = (n: number, _ctx: NoteContext, extra?: string): string => {
  const l = theLedger();
  const deal = l.deals[n - 1]!;
  const games = gamesBefore(n);
  const prev = n === 1 ? null : l.deals[n - 2]!;
  const part = prev === null ? { NS: 0, EW: 0 } : { NS: prev.partScoreAfter.NS ?? 0, EW: prev.partScoreAfter.EW ?? 0 };
  const gamesText =
    games.NS + games.EW === 0 ? `Game ${deal.game}; no game has been won yet.` : `Game ${deal.game}. Games won so far: North-South ${games.NS}, East-West ${games.EW}.`;
  const partText =
    part.NS === 0 && part.EW === 0
      ? 'Below the line this game starts from love.'
      : `Toward this game North-South have ${part.NS} below the line and East-West ${part.EW}.`;
  return paras(extra, `${gamesText} ${partText}`);
};

/** What the deal did to the score, from the engine. */
const after = (n: number, ctx: NoteContext): string => {
  const l = theLedger();
  const deal = l.deals[n - 1]!;
  const c = ctx.checked.contract!;
  const side = c.declarer === 'N' || c.declarer === 'S' ? 'NS' : 'EW';
  const need = 6 + c.level;
  const tricks = ctx.checked.tricks ?? 0;
  const result =
    tricks >= need
      ? `${sideName(side)} take ${count(tricks, 'trick')}, ${count(tricks - 6, 'odd trick').replace(/ odd tricks?$/, '')} odd, and every odd trick won counts below the line.`
      : `${sideName(side)} take ${count(tricks, 'trick')}, ${count(need - tricks, 'trick').replace(/ tricks?$/, '')} short: nothing below the line for them. The undertricks go to the other side above the line, and the honours are scored as held.`;
  const totals = totalsAfter(n);
  const below = `Below the line in this game: North-South ${deal.belowInGame.NS ?? 0}, East-West ${deal.belowInGame.EW ?? 0}.`;
  const game = deal.gameWonBy === null ? '' : ` That is game to ${sideName(deal.gameWonBy)}, and both sides start the next game from love.`;
  if (deal.rubberWonBy !== null) {
    const bonus = l.entries.find((e) => e.reason === 'rubber-bonus');
    const loser = deal.rubberWonBy === 'NS' ? 'EW' : 'NS';
    return paras(
      result,
      scoreWords(ctx.score),
      `${below}${game}`,
      `${sideName(deal.rubberWonBy)} have won the rubber, two games to ${['none', 'one'][l.gamesWon[loser] ?? 0] ?? ''}, and add ${bonus?.points ?? 0} for it.`,
      `Final totals: North-South ${l.totals.NS?.total ?? 0}, East-West ${l.totals.EW?.total ?? 0}. The rubber is worth ${l.margin} points to ${sideName(l.leader ?? '')}: the net figure Work printed.`,
    );
  }
  return paras(result, scoreWords(ctx.score), `${below}${game} Totals so far, above and below the line: North-South ${totals.NS}, East-West ${totals.EW}.`);
};

/** A spec without commentary, for the first pass that builds the ledger. */
const bare = (spec: HandSpec): HandSpec => {
  const { notes: _notes, endNote: _endNote, ...rest } = spec;
  return { ...rest, intro: '', calls: spec.calls.map((c) => (typeof c === 'string' ? c : c[0])) };
};

/**
 * Builds the thirteen deals, scores them as one rubber with the engine's ledger, and then
 * writes the commentary with the running score taken from that ledger.
 */
export const buildRubber = (): { hands: BuiltHand[]; ledger: RubberLedger } => {
  const rules = getRuleSet(RULES)!;
  const first = RUBBER_DEALS.map((s) => buildHand(bare(s)));
  const scored = scoreRubber(
    rules,
    first.map((b) => ({ contract: b.checked.contract, tricks: b.checked.tricks ?? 0, deal: b.record.deal })),
  );
  if (!scored.ok) throw new Error(scored.error.message);
  ledger = scored.value;
  return { hands: RUBBER_DEALS.map((s) => buildHand(s)), ledger: scored.value };
};
