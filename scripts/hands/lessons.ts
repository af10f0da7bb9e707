/**
 * The annotated example hands of lessons 2 to 15, one file each (a few with two boards). Each
 * spec places the cards the lesson needs, fills the rest from a seeded shuffle until the
 * conditions hold, and gives the auction and the commentary. Numbers in the commentary come
 * from the engine (`v` for a bid's value, the `NoteContext` score for the result).
 *
 * @packageDocumentation
 */
import { getRuleSet } from '../../src/engine/rules/index.ts';
import type { RuleSetId } from '../../src/engine/rules/types.ts';
import { scoreRubber, type RubberLedger } from '../../src/engine/rubber.ts';
import { scoreDeal } from '../../src/engine/score/index.ts';
import type { Strain } from '../../src/engine/types.ts';
import { balanced, bidPoints, count, len, maxLen, points, pts, scoreWords, sideName, type HandSpec, type NoteContext } from './lib.ts';

/** A file of hands for one lesson. */
export interface LessonFile {
  readonly file: string;
  readonly lesson: number;
  readonly hands: readonly HandSpec[];
}

const W26: RuleSetId = 'whist-club-1926';
const B08: RuleSetId = 'bridge-count-1908';
const W15N: RuleSetId = 'whist-club-1915';

/** A whole play, frozen once found (so that a change to the card player cannot change the hand). */
const cards = (text: string): string[] => text.split(' ');
const R12: RuleSetId = 'royal-auction-1912';

/** A bid's value under a rule set (nullos switched on, so that `NL` has a value). */
const v = (token: string, rs: RuleSetId = W26): number => bidPoints(rs, token);

/** A strain's value per odd trick under a rule set. */
const tv = (rs: RuleSetId, strain: Strain): number => getRuleSet(rs)?.auction.trickValues[strain] ?? 0;

/** Points below the line that make a game under a rule set. */
const gameTarget = (rs: RuleSetId): number => {
  const scoring = getRuleSet(rs)?.scoring;
  return scoring?.kind === 'auction' ? scoring.gameTarget : 0;
};

/** The file's deals so far, and this one, as one rubber: the engine's ledger. */
const ledgerOf = (c: NoteContext): RubberLedger => {
  const deals = [...c.previous.map((b) => ({ contract: b.checked.contract, tricks: b.checked.tricks ?? 0, deal: b.record.deal })), { contract: c.checked.contract, tricks: c.checked.tricks ?? 0, deal: c.deal }];
  const r = scoreRubber(getRuleSet(c.checked.ruleSetId)!, deals);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Below-the-line points a side had toward game before this deal. */
const partScoreBefore = (c: NoteContext, side: 'NS' | 'EW'): number => {
  const deals = ledgerOf(c).deals;
  return deals.length < 2 ? 0 : (deals[deals.length - 2]!.partScoreAfter[side] ?? 0);
};

/** What this deal did to the game, from the ledger. */
const gameWords = (c: NoteContext): string => {
  const deal = ledgerOf(c).deals.at(-1)!;
  const below = `North-South ${deal.belowInGame.NS ?? 0}, East-West ${deal.belowInGame.EW ?? 0}`;
  return deal.gameWonBy === null
    ? `Below the line in this game: ${below}. No game yet.`
    : `Below the line in this game: ${below}. That is game to ${sideName(deal.gameWonBy)}, and both sides start the next game from love.`;
};

/** The honours this deal would score under another rule set. */
const honoursUnder = (rs: RuleSetId, c: NoteContext): number => {
  const r = scoreDeal(getRuleSet(rs)!, { contract: c.checked.contract, tricks: c.checked.tricks ?? 0, deal: c.deal });
  return r.ok ? r.value.entries.filter((e) => e.reason === 'honours').reduce((n, e) => n + e.points, 0) : 0;
};

/** Paragraphs of a note. */
const paras = (...ps: (string | undefined | false)[]): string => ps.filter((p): p is string => typeof p === 'string' && p !== '').join('\n\n');

/** The declaring side's tricks in words: "eleven tricks". */
const tricks = (c: NoteContext): string => count(c.checked.tricks ?? 0, 'trick');

/** The declaring side's tricks in words, and the engine's score. */
const result = (ctx: NoteContext, lead?: string): string => paras(lead, scoreWords(ctx.score));

const hand = (file: string, spec: HandSpec): HandSpec => ({ ...spec, tags: { ...(spec.tags ?? {}) } });

/** Every lesson file, in lesson order. */
export const LESSON_FILES: readonly LessonFile[] = [
  {
    file: 'l02-the-deal',
    lesson: 2,
    hands: [
      hand('l02', {
        title: 'Lesson 2: thirteen cards each, and the first trick',
        seed: 346,
        script: cards('SQ S3 S2 SK CA C8 C4 C2 D3 D9 DA D4 D2 DQ DK DT DJ H3 D5 C3 D6 S4 D7 S8 D8 S9 C6 H4 H2 HA H7 H6 SA S7 S6 S5 ST C7 SJ H5 C9 H8 CK CJ C5 HQ CQ H9 HT HJ CT HK'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && points(d.S) >= 5 && points(d.S) <= 7 && maxLen(d.E) <= 5 && maxLen(d.W) <= 5,
        intro: paras(
      'A first look at a whole deal. North dealt the cards one at a time, starting with East on his left, so each player has thirteen. North and South are partners against East and West.',
      'Watch how the tricks are won: everyone plays a card of the suit that was led if he can, the highest card of that suit wins, and the winner leads to the next trick.',
    ),
        calls: [
      ['1NT', 'North opens the auction with one no-trump (the auction is the subject of lesson 3). Here it only means that North-South will try to win at least seven tricks with no trump suit.'],
      'Pass',
      'Pass',
      ['Pass', 'Three passes in a row end the auction. North bid no-trump, so North is the declarer and South will be dummy.'],
        ],
        target: (t) => t >= 7,
        notes: {
      SQ: "East, on the declarer's left, leads the first card: the queen of spades. Then South's cards are laid face up on the table as dummy.",
      SK: "Everyone has followed suit with a spade. North's king is the highest spade played, so North wins the first trick and leads to the second.",
      DA: "North leads a small diamond and dummy's ace wins: a trick won by either partner counts for the side.",
      H3: 'East has no diamond left, so he may play any card: he throws away a small heart. A card of another suit never wins the trick when there are no trumps.',
      SA: "West's ace of spades is now the highest card left in the suit, and it wins.",
    },
        endNote: (c) => result(c, `North-South have won ${tricks(c)}: six make up the book, and each one beyond it is an odd trick.`),
      }),
    ],
  },
  {
    file: 'l03-value-vs-majority',
    lesson: 3,
    hands: [
      hand('l03', {
        title: 'Lesson 3: two no-trumps over three clubs',
        seed: 186492,
        script: cards('CA S3 C2 C6 CK H4 C3 C7 C4 D3 C9 CQ SA S5 S6 S4 DA D7 D5 D4 DK D9 D6 DT DQ C5 DJ H2 D8 C8 H7 S7 D2 ST H8 H6 S2 HT SK S9 S8 SJ SQ HJ H3 HQ HK HA CT H5 CJ H9'),
        ruleSet: R12,
        dealer: 'S',
        fixed: { N: '...AKJ', W: '...Q' },
        accept: (d) =>
          len(d.N, 'C') >= 6 && points(d.N) >= 9 && points(d.N) <= 12 && balanced(d.W) && points(d.W) >= 16 && points(d.W) <= 18 && len(d.W, 'C') >= 3 &&
          len(d.S, 'C') >= 4 && points(d.S) <= 6 && points(d.E) >= 5 && points(d.E) <= 9 && maxLen(d.E) <= 5,
        intro: paras(
      'An auction under the royal count of 1912, when bids were ranked by their value in points (value calling). Watch the fifth call: a bid of fewer tricks that is still higher, because it is worth more.',
    ),
        calls: [
      ['1S', () => `South is the dealer and under the 1912 code he must bid. With five points he bids one spade, the old plain spade worth ${v('1S', R12)}: the cheapest bid on the ladder.`],
      ['1NT', () => `West bids one no-trump (${v('1NT', R12)}) with seventeen points and every suit guarded.`],
      ['2C', () => `North has six clubs to the ace-king-jack. Two clubs is worth ${v('2C', R12)}, more than one no-trump, so it outbids it.`],
      'Pass',
      ['3C', () => `South raises to three clubs (${v('3C', R12)}) with four small clubs, to make it harder for West.`],
      ['2NT', () => `The point of the hand: two no-trumps is worth ${v('2NT', R12)}, more than three clubs' ${v('3C', R12)}, so under value calling it is enough although it names fewer tricks. Under majority calling (the 1926 rules) it would be insufficient: West would need three no-trumps.`],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 8,
        notes: {
      CA: 'North leads his clubs from the top.',
      CQ: "West's queen of clubs stops the suit on the third round.",
      DA: 'West runs his diamonds: five tricks in the suit.',
    },
        endNote: (c) => result(c, `West makes ${tricks(c)}, three odd. Every odd trick won counts toward game, so two no-trumps with nine tricks is worth exactly what three no-trumps would have been: a game.`),
      }),
    ],
  },
  {
    file: 'l03-bidding-ladder',
    lesson: 3,
    hands: [
      hand('l03b', {
        title: 'Lesson 3: up the ladder, one step at a time',
        seed: 60813,
        script: cards('DQ DK D8 D2 S4 S3 SJ S2 SA S9 S5 ST SQ C5 S7 SK DT D4 D6 DA CA C7 C2 C6 C3 CQ S6 C9 S8 H2 D3 H3 H7 H5 HQ HK HA H8 CT C4 H4 HT CJ D5 HJ DJ C8 H6 D7 CK D9 H9'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) =>
          len(d.N, 'D') >= 5 && points(d.N) >= 12 && len(d.E, 'H') >= 5 && points(d.E) >= 9 && len(d.S, 'S') >= 5 && points(d.S) >= 8 &&
          len(d.W, 'C') >= 6 && points(d.W) >= 7 && len(d.N, 'S') >= 3,
        intro: paras(
      'A competitive auction under the 1926 rules (majority calling): every call climbs the ladder, and the order is simple.',
      'More tricks always beat fewer. At the same number of tricks the suits rank clubs, diamonds, hearts, spades, and no-trump above them all.',
    ),
        calls: [
      ['1D', 'North opens one diamond with five diamonds to the ace-king.'],
      ['1H', 'One heart outranks one diamond: the same number of tricks in a higher suit.'],
      ['1S', 'One spade outranks one heart in turn.'],
      ['2C', 'Clubs are the lowest suit, but two clubs names more tricks than one spade, so it is the higher bid: the number of tricks comes first.'],
      ['2D', 'Two diamonds outranks two clubs.'],
      'Pass',
      ['2S', 'South bids his spades again at the two level: two spades outranks two diamonds.'],
      'Pass',
      'Pass',
      ['Pass', 'South named spades first, so South is the declarer.'],
        ],
        target: (t) => t >= 8,
        notes: {
      DQ: "West leads the queen of diamonds, the top of his queen-jack; dummy's king wins.",
      SJ: 'Dummy leads a small spade and the jack wins: East holds the king, but he has to play before South does.',
      S6: 'South trumps a club: with no club left in his hand, he may play a spade, and any spade beats any club.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}. All the odd tricks count, not only the two he bid.`),
      }),
    ],
  },
  {
    file: 'l04-double-dies',
    lesson: 4,
    hands: [
      hand('l04', {
        title: 'Lesson 4: a double dies when the bid is overcalled',
        seed: 244,
        script: cards('CA C3 C6 C7 SA S2 S3 S5 CK C4 C8 C9 S7 SQ S4 CT S6 ST H3 SK CJ C2 D6 H4 SJ HK D2 S8 CQ C5 D7 HA DA H6 D5 D9 H7 H9 DT D3 H2 DQ D4 H8 HT HQ S9 D8 H5 DK DJ HJ'),
        ruleSet: W26,
        dealer: 'N',
        fixed: { E: '..KQT976.', S: '..AJ84.', W: '.KJT876..' },
        accept: (d) =>
          balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && len(d.E, 'D') >= 6 && points(d.E) <= 9 && len(d.S, 'D') >= 4 && points(d.S) >= 9 &&
          d.S.includes('DA') && len(d.W, 'H') >= 6 && len(d.W, 'D') <= 1 && points(d.W) <= 8,
        intro: paras(
      'A double asks to play the last bid for double stakes. It belongs to that bid alone: when anyone overcalls, the double is gone, and the new bid starts undoubled.',
    ),
        calls: [
      ['1NT', 'North opens one no-trump with sixteen points.'],
      ['2D', 'East has six diamonds to the king-queen-ten and bids two diamonds.'],
      ['X', 'South holds the ace-jack and two more diamonds sitting after East: he doubles, expecting two diamonds to fail badly. In auction bridge a double is a penalty double.'],
      ['2H', 'West has no diamond at all and seven hearts. He takes his partner out of the double with two hearts. The double applied to two diamonds only: two hearts is a new bid, and it is undoubled.'],
      'Pass',
      'Pass',
      ['Pass', 'South could double two hearts as well, but with only the ace and four of hearts he lets it go. The contract is two hearts, undoubled, played by West.'],
        ],
        notes: {
      CA: 'North cashes his top clubs and the ace of spades.',
      H4: 'South has no club left and trumps the third round with the four of hearts.',
      HA: 'South trumps a club again, this time with the ace of hearts.',
    },
        endNote: (c) => result(c, `West makes ${tricks(c)}, two short. The undertricks are scored at the undoubled rate: the double died with the bid it was made on. East-West still score their honours.`),
      }),
    ],
  },
  {
    file: 'l04-redoubled',
    lesson: 4,
    hands: [
      hand('l04b', {
        title: 'Lesson 4: doubled, redoubled and made',
        seed: 358,
        script: cards('S4 S2 SK S3 S5 S6 HT S9 C5 CK C7 C3 H2 H4 H5 C2 HA D3 H6 H7 CA C4 C6 CQ HK D4 HJ D2 HQ C8 D6 S7 H9 C9 CT D7 H8 D5 D8 ST H3 DT D9 DJ S8 DQ SQ SA DA SJ CJ DK'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: '.AKQ..' },
        accept: (d) =>
          len(d.S, 'H') >= 6 && points(d.S) >= 14 && len(d.N, 'H') >= 3 && points(d.N) >= 7 && points(d.N) <= 10 && points(d.E) >= 13 && len(d.E, 'H') <= 2 && len(d.W, 'H') <= 3,
        intro: paras(
      'A double multiplies the trick score by two, a redouble by four. A doubled contract that is made also earns a bonus above the line, and so does every overtrick.',
    ),
        calls: [
      ['1H', 'South opens one heart with seven hearts to the ace-king-queen.'],
      'Pass',
      ['2H', 'North raises with three hearts to the jack.'],
      ['X', 'East has fourteen points and expects to beat two hearts: he doubles.'],
      ['XX', 'South has seven trumps headed by the three top honours and is sure of his contract: he redoubles. Every odd trick will now count four times its value, and all of it toward game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 9,
        notes: {
      S4: 'West leads his singleton spade, hoping to trump the second round.',
      HT: 'East wins with the king and returns a spade, and West trumps it with the ten of hearts.',
      HA: 'South draws trumps and takes the rest but one.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}, one more than he bid. Redoubled, the odd tricks alone are far more than a game.`),
      }),
    ],
  },
  {
    file: 'l05-partner-named-it-first',
    lesson: 5,
    hands: [
      hand('l05', {
        title: 'Lesson 5: South bids four hearts, North plays it',
        seed: 18882,
        script: cards('SA S3 S6 S2 SK S9 S8 SQ C8 CQ C2 C3 H4 H3 HA H2 HQ HK H6 D5 D2 DQ D6 D9 HJ C7 H5 H9 CA C9 C5 D3 DA DT DJ D4 DK ST C6 D7 D8 CT CK S4 H7 SJ H8 S5 HT S7 C4 CJ'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => len(d.N, 'H') >= 5 && points(d.N) >= 12 && points(d.N) <= 15 && len(d.E, 'S') >= 5 && points(d.E) >= 9 && len(d.S, 'H') >= 4 && points(d.S) >= 12,
        intro: paras(
      'Who plays the hand? Not the player who made the last bid, but the member of the winning side who first named the suit of the contract. His partner is dummy.',
    ),
        calls: [
      ['1H', 'North opens one heart.'],
      ['1S', 'East overcalls with one spade.'],
      ['4H', 'South has four hearts and sixteen points: he bids four hearts at once, enough for game.'],
      'Pass',
      'Pass',
      ['Pass', "South made the final bid, but North named hearts first, so North is the declarer and South is dummy. The opening lead comes from East, on North's left."],
        ],
        target: 10,
        notes: {
      SA: "East leads the ace of spades. After the opening lead, South's hand is laid face up, and North plays both hands.",
      HK: "East's king of trumps wins a trick, the defence's third and last.",
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}.`),
      }),
    ],
  },
  {
    file: 'l05-no-trump-named-first',
    lesson: 5,
    hands: [
      hand('l05b', {
        title: 'Lesson 5: North bids three no-trumps, South plays it',
        seed: 6966,
        script: cards('SQ S2 SA S4 S3 SK S5 H3 CA C2 CJ C3 CK C4 D3 C5 CQ C6 D4 C7 H6 H5 HK H2 DA S8 D6 D2 HA H4 H8 D7 D5 C9 DK D8 D9 DJ DQ ST H7 HT S6 S9 HQ S7 C8 H9 CT DT SJ HJ'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) =>
          len(d.N, 'H') >= 6 && points(d.N) >= 12 && points(d.N) <= 15 && balanced(d.S) && points(d.S) >= 11 && len(d.S, 'H') <= 2 && points(d.E) <= 10 && points(d.W) <= 10,
        intro: paras(
      'Another declarer puzzle. North bids hearts twice and makes the final bid, three no-trumps, but South named no-trump first, so South is the declarer.',
    ),
        calls: [
      ['1H', 'North opens one heart with six hearts and five diamonds.'],
      'Pass',
      ['1NT', 'South names no-trump: the first time anyone at the table has.'],
      'Pass',
      '2H',
      'Pass',
      '2NT',
      'Pass',
      ['3NT', 'North bids three no-trumps, the game. The declarer is still South, the partner who named no-trump first.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 9,
        notes: {
      SQ: "West, on South's left, leads the queen of spades from his queen-jack. North's hand goes down as dummy although North bid three no-trumps.",
      SK: "East wins the ace and returns a spade to South's king.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}.`),
      }),
    ],
  },
  {
    file: 'l06-opening-lead',
    lesson: 6,
    hands: [
      hand('l06a', {
        title: 'Lesson 6: the opening lead',
        seed: 49,
        script: cards('SK S2 S3 SA HA H3 H2 H4 HK H8 H6 HT C7 C2 CT C3 CA C5 CQ C4 CK C9 D3 S7 CJ D5 S4 S9 C8 D6 H5 D2 C6 S6 S5 ST H9 HQ H7 DT S8 D9 SJ D4 SQ D7 D8 DJ DQ HJ DA DK'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { W: 'KQJT9...', S: 'A5...' },
        accept: (d) => balanced(d.S) && points(d.S) >= 16 && points(d.S) <= 18 && points(d.N) >= 9 && points(d.N) <= 11 && len(d.N, 'S') <= 3 && points(d.W) <= 11 && maxLen(d.E) <= 5,
        intro: paras(
      "The opening lead is made by the player on the declarer's left, before dummy is seen. A sound lead from a long suit headed by touching honours is the top card.",
    ),
        calls: [
      ['1NT', 'South opens one no-trump with seventeen points.'],
      'Pass',
      ['3NT', 'North has six clubs to the ace-king-jack: enough to bid game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        notes: {
      SK: 'West leads the king of spades, the top of his king-queen-jack-ten. The king can be beaten only by the ace, and once the ace has gone his other spades are all winners.',
      SA: 'South takes the ace at once: it is his only spade stopper.',
      S8: "East returns his partner's suit. West's spades are now good, but declarer already has his nine tricks.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}.`),
      }),
    ],
  },
  {
    file: 'l06-follow-suit',
    lesson: 6,
    hands: [
      hand('l06b', {
        title: 'Lesson 6: following suit, and what to do when you cannot',
        seed: 837,
        script: cards('CK C4 C2 CA H5 D3 HA H2 H4 H3 H8 C3 HK S4 H6 H7 D9 D5 D2 D6 DK D8 D4 D7 S3 ST S2 S9 CQ C5 C6 C8 S5 S6 SQ S8 CT CJ C7 S7 SJ SK DT SA H9 HT DQ DJ HJ C9 DA HQ'),
        ruleSet: W26,
        dealer: 'E',
        accept: (d) =>
          len(d.E, 'H') >= 5 && points(d.E) >= 12 && points(d.E) <= 15 && len(d.W, 'H') >= 3 && points(d.W) >= 6 && points(d.W) <= 9 && (len(d.N, 'H') <= 1 || len(d.S, 'H') <= 1) &&
          points(d.N) <= 10 && points(d.S) <= 10 && maxLen(d.N) <= 5 && maxLen(d.S) <= 5,
        intro: paras(
      'The rule of the play: follow suit if you can. Only a player with no card of the suit led may play another suit, either a trump, which wins unless a higher trump is played, or a discard, which never wins.',
    ),
        calls: [
      ['1H', 'East opens one heart.'],
      'Pass',
      ['2H', 'West raises with four hearts to the ace.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        notes: {
      CK: 'South leads the king of clubs, the top of his king-queen. East wins the ace.',
      D3: 'South has no heart at all: he cannot follow suit and has no trump to play either, so he discards a small diamond.',
      H7: 'North follows to every round of trumps while he has hearts: a player who can follow must.',
      DT: "West has no spade left, so he throws a diamond on North's ace of spades.",
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}.`),
      }),
    ],
  },
  {
    file: 'l06-ruffing',
    lesson: 6,
    hands: [
      hand('l06c', {
        title: 'Lesson 6: ruffing in the short hand before drawing trumps',
        seed: 1,
        script: cards('CQ C3 C4 CA HA HT H5 H3 H2 HJ S3 H6 S4 S2 SJ S7 H4 HQ S6 H8 ST S8 SQ S9 SA D9 D4 D2 SK C9 D5 D6 S5 DT C5 C6 C2 CT CK C8 DJ D7 D3 DA HK C7 H9 H7 CJ DQ D8 DK'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: 'AKQJ5.A742.K3.A2', N: 'T643.5.QJ54.K753', W: '97.KQJT.AT9.QJT9', E: '82.9863.8762.864' },
        intro: paras(
      'A deal designed to show a ruff. South has three small hearts that would be losers; dummy has only one heart and four trumps. Each heart dummy trumps is a trick gained, but only if dummy still has trumps when the hearts are led.',
    ),
        calls: [
      ['1S', 'South opens one spade with five spades to the ace-king-queen-jack.'],
      'Pass',
      ['2S', 'North raises with four small trumps.'],
      'Pass',
      ['4S', 'South bids game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        notes: {
      CQ: 'West leads the queen of clubs, the top of his queen-jack-ten.',
      HA: 'South cashes the ace of hearts first...',
      S3: '...and trumps a small heart in dummy with the three of spades.',
      SJ: 'He comes back to his hand with a trump...',
      S6: '...and trumps another heart with the six.',
      SQ: 'Only now does he draw the rest of the trumps. Had he drawn them at once, dummy would have had none left for the hearts.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}: the two heart ruffs made the difference.`),
      }),
    ],
  },
  {
    file: 'l07-every-trick-counts',
    lesson: 7,
    hands: [
      hand('l07a', {
        title: 'Lesson 7: one spade bid, eleven tricks, game',
        seed: 590,
        script: cards('CJ CK C5 C7 S2 S6 S7 S5 CA C4 C2 C9 HA H5 H3 H2 SA C6 S3 H4 SK C8 S9 D5 SQ CT D2 D6 SJ D4 D3 H7 ST H9 C3 HT S8 DT H8 DJ S4 HQ D7 HJ H6 HK D8 DA DK DQ CQ D9'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: 'AKQJT84...' },
        accept: (d) => points(d.S) >= 17 && points(d.S) <= 19 && len(d.N, 'S') >= 2 && points(d.N) >= 4 && points(d.N) <= 7 && points(d.W) <= 9 && points(d.E) <= 9 && maxLen(d.W) <= 5 && maxLen(d.E) <= 5,
        intro: paras(
      'In auction bridge the declarer scores every odd trick he wins, not only those he bid, and all of them count toward game. A contract of one can be a game.',
    ),
        calls: [
      ['1S', 'South opens one spade with eight spades to the ace-king-queen-jack-ten.'],
      'Pass',
      ['Pass', 'North has five points and sees no reason to bid: South will score whatever tricks he takes.'],
      ['Pass', 'The contract is one spade, the lowest spade bid there is.'],
        ],
        target: 11,
        notes: {
      CK: "West leads the jack of clubs and dummy's king wins.",
      S7: 'South draws trumps and then takes his winners.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}: five odd. All five count below the line, and that is a game from a bid of one. Lesson 13 scores the same deal under Contract, where only the trick bid counts toward game.`),
      }),
    ],
  },
  {
    file: 'l07-two-clubs-game',
    lesson: 7,
    hands: [
      hand('l07b', {
        title: 'Lesson 7: two clubs, eleven tricks, exactly game',
        seed: 34262,
        script: cards('HA H2 H4 H9 SA S4 S6 S3 H5 HK H6 HT C2 D5 CJ C4 CA CT C3 D6 HQ H7 H3 S7 SK S2 D3 ST C5 H8 C6 D7 CK D8 C7 S9 DA D9 S5 D2 C8 SJ C9 DT CQ DQ D4 SQ S8 HJ DJ DK'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => len(d.N, 'C') >= 6 && points(d.N) >= 12 && points(d.N) <= 15 && len(d.E, 'H') >= 5 && points(d.E) >= 8 && len(d.S, 'C') >= 3 && points(d.S) >= 9 && points(d.S) <= 11 && points(d.W) <= 7,
        intro: () =>
          paras(
      `Clubs are the cheapest suit, but five odd tricks in clubs are worth ${5 * tv(W26, 'C')} points: exactly a game (${gameTarget(W26)}), whatever the contract said.`,
    ),
        calls: [
      ['1C', 'North opens one club with six clubs to the ace-queen-jack.'],
      ['1H', 'East overcalls with one heart.'],
      ['2C', 'South raises clubs with five to the king.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 11,
        notes: {
      HA: 'East cashes the ace of hearts and then the ace of spades: the only tricks the defence will take.',
      CJ: "Declarer draws trumps; West has none, so East's two small clubs fall in two rounds.",
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}: five odd tricks, and a game from a bid of two clubs.`),
      }),
    ],
  },
  {
    file: 'l08-part-score-to-game',
    lesson: 8,
    hands: [
      hand('l08a1', {
        title: 'Lesson 8: a part-score (board 1)',
        seed: 242,
        script: cards('CQ C4 CA C7 C9 CK C2 CT HA H6 H3 H7 HK HJ H8 S3 H2 S4 H9 D4 HQ S6 H4 C3 D2 D9 DK DA CJ D3 C6 C8 C5 S5 ST H5 HT D8 D6 DT D5 S7 DQ DJ D7 SJ S2 S8 SK SA S9 SQ'),
        ruleSet: W26,
        dealer: 'N',
        board: '1',
        accept: (d) => len(d.N, 'H') >= 5 && points(d.N) >= 12 && points(d.N) <= 14 && len(d.S, 'H') >= 3 && points(d.S) >= 6 && points(d.S) <= 9 && points(d.E) <= 11 && points(d.W) <= 11,
        intro: () =>
          paras(
      `Two deals in a row, to show how a part-score carries over. The game is ${gameTarget(W26)} points below the line from tricks alone, and points scored toward it stay there until one side reaches it.`,
    ),
        calls: [
      ['1H', 'North opens one heart with six hearts to the ace-king.'],
      'Pass',
      ['2H', 'South raises with four hearts to the queen.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 9,
        notes: {
      CK: "East leads the queen of clubs; West overtakes with the ace and returns the suit to North's king.",
      HA: 'North draws trumps in three rounds.',
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}, three odd. That is ${pts(c, 'NS', 'below')} below the line, short of the ${gameTarget(W26)} for game: it stays on the score sheet as a part-score.`),
      }),
      hand('l08a2', {
        title: 'Lesson 8: ...and game (board 2)',
        seed: 100,
        script: cards('S4 S2 S3 S5 HA H4 H3 H2 S8 S9 S6 ST SQ SJ S7 D2 HK H9 H6 H5 CA C9 C2 C3 D4 D5 DA D3 SA C5 D7 SK C4 C8 CJ CQ CK C6 H8 C7 HT HJ HQ H7 DK D9 D6 D8 DQ DJ DT CT'),
        ruleSet: W26,
        dealer: 'E',
        board: '2',
        accept: (d) => balanced(d.S) && points(d.S) >= 13 && points(d.S) <= 15 && points(d.N) <= 8 && points(d.E) <= 11 && points(d.W) <= 11 && maxLen(d.W) <= 5 && maxLen(d.E) <= 5,
        intro: (c) => paras(
      `North-South have ${partScoreBefore(c, 'NS')} toward game from the last deal. Now even a small contract may be enough.`,
    ),
        calls: [
      'Pass',
      ['1NT', 'South opens one no-trump with thirteen points.'],
      'Pass',
      ['Pass', 'North has seven points and passes: one odd trick at no-trump would be enough to complete the game.'],
      'Pass',
        ],
        target: 7,
        notes: {
      S5: "West leads a small spade; East plays low, and South's five wins.",
      CQ: "South wins West's club lead with the queen and takes his tricks.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}: one odd trick. ${gameWords(c)}`),
      }),
    ],
  },
  {
    file: 'l08-game-in-one-deal',
    lesson: 8,
    hands: [
      hand('l08b', {
        title: 'Lesson 8: four hearts, game in one deal',
        seed: 1216,
        script: cards('CA C5 C2 C3 D2 D5 D7 DA HA H6 H2 H4 HK C6 H3 HT CK C7 CJ C4 S9 S2 S6 S3 ST S7 SK S4 SA S5 SJ SQ HQ C9 H8 D3 H5 DT H9 D9 HJ CT H7 DJ D4 DQ D6 DK S8 C8 CQ D8'),
        ruleSet: W26,
        dealer: 'W',
        accept: (d) => len(d.E, 'H') >= 5 && points(d.E) >= 13 && points(d.E) <= 16 && len(d.W, 'H') >= 4 && points(d.W) >= 10 && points(d.W) <= 12 && points(d.N) <= 10 && points(d.S) <= 10,
        intro: () =>
          paras(
      `From love, a side needs ${gameTarget(W26)} below the line for game. Four hearts is worth ${v('4H')}, so making it is a game in one deal.`,
    ),
        calls: [
      'Pass',
      'Pass',
      ['1H', 'East opens one heart in third seat with sixteen points.'],
      'Pass',
      ['3H', 'West has five hearts and ten points: he jumps to three hearts.'],
      'Pass',
      ['4H', () => `East goes on to four hearts, worth ${v('4H')}: enough for game.`],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 10,
        notes: {
      CA: 'South cashes the ace of clubs and switches to a diamond.',
      HA: 'East draws trumps with the ace and king.',
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}, four odd: game.`),
      }),
    ],
  },
  {
    file: 'l09-one-down',
    lesson: 9,
    hands: [
      hand('l09a', {
        title: 'Lesson 9: one trick short',
        seed: 236,
        script: cards('CK S6 C2 C4 S9 S4 SK S2 SA S8 ST D2 SJ SQ H2 C3 HA H6 H4 HK H3 H7 H9 S3 S7 H5 D5 C5 S5 H8 D8 C9 D3 D9 DA D4 DT DK D6 HT CA C7 C6 HJ HQ C8 CT DJ D7 CJ CQ DQ'),
        ruleSet: W26,
        dealer: 'E',
        fixed: { E: 'AKJ7...' },
        accept: (d) => len(d.E, 'S') >= 5 && points(d.E) >= 12 && points(d.E) <= 14 && len(d.W, 'S') >= 3 && points(d.W) >= 6 && points(d.W) <= 9 && points(d.N) >= 9 && points(d.S) >= 8 && len(d.S, 'H') >= 5 && len(d.N, 'H') >= 3 && points(d.S) >= 10,
        intro: paras(
      'A contract that fails scores nothing below the line for the declarer. The defenders score for each undertrick above the line, where it never counts toward game, and both sides keep the honours they held.',
    ),
        calls: [
      ['1S', 'East opens one spade with six spades to the ace-king-jack.'],
      ['2H', 'South overcalls with five hearts to the ace.'],
      ['2S', 'West raises with three spades.'],
      ['3H', 'North raises hearts.'],
      ['3S', 'East competes to three spades: nine tricks needed.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 8,
        notes: {
      CK: "South leads the king of clubs, and West, who has no clubs, trumps it.",
      HA: "South's ace of hearts wins; East's king was a singleton.",
      DA: 'West wins the ace of diamonds, but the defence still has three tricks to come.',
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}, one short of nine. East-West score nothing below the line, but they keep their honours.`),
      }),
    ],
  },
  {
    file: 'l09-doubled-and-down',
    lesson: 9,
    hands: [
      hand('l09b', {
        title: 'Lesson 9: doubled and three down',
        seed: 6256,
        script: cards('CK C2 C7 C4 CQ C3 CA C5 DA D3 D6 D2 HQ HA HK H3 S4 S2 SA S3 C8 H2 S5 C6 H4 S9 H8 H6 DK D4 DT D5 CJ C9 H7 S6 H5 SJ HT H9 CT D7 DJ S7 DQ SQ D8 HJ SK D9 S8 ST'),
        ruleSet: W26,
        dealer: 'N',
        fixed: { S: 'KQJ9...' },
        accept: (d) => len(d.N, 'H') >= 5 && points(d.N) >= 12 && len(d.E, 'S') >= 5 && points(d.E) <= 10 && points(d.S) >= 12 && len(d.S, 'C') >= 5 && points(d.W) <= 7,
        intro: paras(
      'Doubled undertricks cost twice as much. A double is most effective from the player who sits after the declarer with length and honours in the trump suit.',
    ),
        calls: [
      ['1H', 'North opens one heart.'],
      ['1S', 'East overcalls one spade on a weak hand with five spades to the ten.'],
      ['2C', 'South has five clubs to the king-queen-jack and eighteen points.'],
      'Pass',
      ['2H', 'North bids his hearts again.'],
      ['2S', 'East bids his spades again, to keep North-South from their part-score.'],
      ['X', 'South holds the king, queen, jack and nine of spades, and he plays after East: he doubles for penalties.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 5,
        notes: {
      CK: 'South leads his top clubs.',
      S9: "South trumps the heart with the nine of spades: his trumps sit over East's.",
      SQ: 'Every one of South\'s spades takes a trick in the end.',
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}, three short, doubled: the undertricks are scored at the doubled rate.`),
      }),
    ],
  },
  {
    file: 'l09-doubled-and-made',
    lesson: 9,
    hands: [
      hand('l09c', {
        title: 'Lesson 9: doubled, made with an overtrick, and game',
        seed: 54083,
        script: cards('SA S8 S3 S6 DA D6 D2 D5 S2 H6 S4 SQ H7 H3 HA H2 HT HQ HJ C2 C5 CA C8 C7 DK D4 DQ D3 DJ S5 CJ D9 D7 S7 SK HK S9 C3 ST H4 H9 C6 C4 C9 H8 CT D8 CQ H5 SJ DT CK'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { W: '.Q..' },
        accept: (d) => len(d.S, 'H') >= 6 && points(d.S) >= 12 && points(d.S) <= 15 && len(d.N, 'H') >= 3 && points(d.N) >= 6 && points(d.N) <= 9 && points(d.W) >= 13 && len(d.W, 'H') === 3 && maxLen(d.W) <= 5,
        intro: paras(
      'A double works both ways. If the doubled contract is made, the declarer scores double for every odd trick, all of it toward game, and a bonus above the line for the contract and for each overtrick.',
    ),
        calls: [
      ['1H', 'South opens one heart with six hearts to the ace-ten.'],
      'Pass',
      ['2H', 'North raises.'],
      'Pass',
      'Pass',
      ['X', 'West has fourteen points and the king-queen of hearts, and doubles two hearts. It is a gamble: he holds only three trumps, and South has shown a long suit.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 9,
        notes: {
      SA: 'West cashes the ace of spades and the ace of diamonds.',
      HA: "South draws trumps, losing only to West's king and queen.",
      DK: "Dummy's diamonds are now good: declarer throws his losers on them.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}: three odd, one more than the contract. Doubled, three odd tricks in hearts make a game from a two-bid.`),
      }),
    ],
  },
  {
    file: 'l10-honours-with-defenders',
    lesson: 10,
    hands: [
      hand('l10a', {
        title: 'Lesson 10: the defenders hold the honours',
        seed: 12344,
        script: cards('DQ D8 D2 D6 DJ DK DA D9 D3 H3 D5 S2 HA HQ H2 HT H9 HK H4 HJ DT H7 D4 S5 CA C4 CT C2 S4 S8 SA S3 CK C3 C9 C5 CQ C6 S6 S9 H8 C7 S7 ST H6 C8 SQ SJ H5 CJ SK D7'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: '.A..', W: '.KQ..', E: '.J..' },
        accept: (d) => len(d.S, 'H') >= 6 && points(d.S) >= 12 && len(d.N, 'H') >= 3 && points(d.N) >= 9 && !d.N.includes('HT') && !d.S.includes('HT'),
        intro: paras(
      'Honours are the ace, king, queen, jack and ten of trumps. They are scored by the side that held them, declarer or defenders, whether the contract is made or not.',
    ),
        calls: [
      ['1H', 'South opens one heart with six hearts to the ace.'],
      'Pass',
      ['3H', 'North has three hearts and twelve points: he jumps to three hearts.'],
      'Pass',
      ['4H', 'South bids game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 10,
        notes: {
      DQ: 'West leads the queen of diamonds, the top of his queen-jack-ten, and it holds the trick.',
      HA: "South's ace of hearts brings down West's queen and East's ten.",
      HK: "West's king wins a trump trick, and East's jack falls under it.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)} and his game. But of the five trump honours South held only the ace: West had the king and queen, East the jack and ten. Four honours divided score for the defenders, above the line.`),
      }),
    ],
  },
  {
    file: 'l10-four-in-one-hand',
    lesson: 10,
    hands: [
      hand('l10b', {
        title: 'Lesson 10: four honours in one hand',
        seed: 5,
        script: cards('HK HA H2 H7 S2 S3 SJ ST SA D3 S7 S6 SK H5 S9 S8 CA C7 C6 C2 SQ D4 H3 D2 S5 DJ H6 H4 S4 H8 C9 D8 D5 C8 D6 DA HT C3 HJ H9 HQ CT C4 D7 CK D9 C5 DT CJ DQ CQ DK'),
        ruleSet: W26,
        dealer: 'W',
        fixed: { W: 'AKQJ...', N: 'T...' },
        accept: (d) => len(d.W, 'S') >= 5 && points(d.W) >= 14 && len(d.E, 'S') >= 3 && points(d.E) >= 6 && points(d.E) <= 9,
        intro: paras(
      'Four of the five trump honours in one hand are worth far more than the same honours divided between partners.',
    ),
        calls: [
      ['1S', 'West opens one spade with six spades to the ace-king-queen-jack.'],
      'Pass',
      ['2S', 'East raises with three small spades.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 8,
        notes: {
      HK: "North leads the king of hearts, the top of his king-queen-jack; dummy's ace wins.",
      ST: "West draws trumps; North's ten, the one honour West did not hold, falls at once.",
    },
        endNote: (c) => result(c, `West makes ${tricks(c)}, two odd. The honours are worth more than the tricks: the ace, king, queen and jack of trumps in one hand.`),
      }),
    ],
  },
  {
    file: 'l10-four-aces',
    lesson: 10,
    hands: [
      hand('l10c', {
        title: 'Lesson 10: four aces in one hand at no-trump',
        seed: 3,
        script: cards('H7 H9 H4 H6 S5 S3 S9 S4 DA D2 D6 D3 HA H8 H2 H5 CA C2 C8 C4 SA S8 H3 S6 D5 D7 DK D4 D8 DQ C3 DJ SK S2 C9 D9 S7 ST HT HJ SQ CJ CT SJ HQ HK CQ C5 CK DT C7 C6'),
        ruleSet: W26,
        dealer: 'N',
        fixed: { N: 'A.A.A.A' },
        accept: (d) => balanced(d.N) && points(d.N) >= 18 && points(d.N) <= 20 && points(d.S) >= 6 && points(d.S) <= 8,
        intro: paras(
      'At no-trump there is no trump suit, so the honours are the four aces: three aces score, four divided score more, and four in one hand score most of all.',
    ),
        calls: [
      ['1NT', 'North opens one no-trump with twenty points and all four aces.'],
      'Pass',
      ['2NT', 'South raises with six points and five diamonds.'],
      'Pass',
      ['3NT', 'North bids game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 9,
        notes: {
      H7: "East leads a heart and dummy's nine wins.",
      DA: 'North takes his aces when he needs them.',
      DQ: "West's queen of diamonds wins, and the defence takes three more tricks, but no more.",
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}. The four aces in his hand count as honours at no-trump.`),
      }),
    ],
  },
  {
    file: 'l10-honours-by-trick-value',
    lesson: 10,
    hands: [
      hand('l10d', {
        title: 'Lesson 10: honours as multiples of the trick (1915-1925)',
        seed: 5,
        script: cards('SA S4 SQ S2 DA D5 D3 D9 D2 DK D4 DQ H7 H5 H3 H2 HT H8 H6 H4 CA C7 C6 C2 S5 C8 S9 S3 SK S6 ST D6 SJ S7 C3 C9 HA C4 HJ CT HK C5 D7 CJ HQ CQ D8 DJ H9 S8 DT CK'),
        ruleSet: 'whist-club-1915',
        dealer: 'E',
        fixed: { E: '.AKQ..', W: '.JT..' },
        accept: (d) => len(d.E, 'H') >= 5 && points(d.E) >= 14 && len(d.W, 'H') >= 3 && points(d.W) >= 8 && points(d.W) <= 11,
        intro: paras(
      'Before the flat table of 1926 (so far as it can be dated), honours were counted in tricks of the trump suit: the same holding was worth more in spades than in clubs. This deal is scored under the laws of 1915-1925.',
    ),
        calls: [
      ['1H', 'East opens one heart with six hearts to the ace-king-queen.'],
      'Pass',
      ['3H', 'West has the jack and ten of hearts and a good hand: he jumps to three hearts.'],
      'Pass',
      ['4H', 'East bids game.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 10,
        notes: {
      SA: 'South cashes the ace of spades and the ace of diamonds.',
      H7: "Dummy leads the seven of hearts and it wins the trick: neither defender holds a heart higher than the seven.",
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}, five odd. The five honours, three with East and two with West, count as five tricks of hearts. On the flat table of 1926 the same honours would score ${honoursUnder('whist-club-1926', c)}.`),
      }),
    ],
  },
  {
    file: 'l11-little-slam-unbid',
    lesson: 11,
    hands: [
      hand('l11a', {
        title: 'Lesson 11: a slam nobody bid',
        seed: 755,
        script: cards('H3 HK H9 H4 HA S2 H6 H2 CA C2 CQ C5 S3 S5 SA ST CK C8 C3 C4 DA D5 D9 D3 HQ H5 C6 D4 HJ H8 C9 D6 S8 SJ SK S6 DK D7 D2 D8 CJ C7 H7 CT S4 SQ S9 DT DJ DQ HT S7'),
        ruleSet: W26,
        dealer: 'N',
        accept: (d) => balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && points(d.S) >= 14 && maxLen(d.S) <= 5,
        intro: paras(
      'In auction bridge a slam is scored on the tricks taken, bid or not. There was no reason to bid one: a game contract with twelve tricks scores exactly the same.',
    ),
        calls: [
      ['1NT', 'North opens one no-trump with eighteen points.'],
      'Pass',
      ['3NT', 'South has eighteen points too. Bidding more would add nothing: every trick will count, and the slam bonus does not depend on the bid.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 12,
        notes: {
      H3: "East leads a heart; dummy's king wins.",
      CA: 'Declarer runs his winners in every suit.',
    },
        endNote: (c) =>
          result(c, `North can see all his tricks now and claims the rest: he will lose only the queen of spades. That is ${tricks(c)}: six odd tricks below the line, and the little slam above it although only three were bid.`),
        claimAfter: 5,
      }),
    ],
  },
  {
    file: 'l11-defenders-slam',
    lesson: 11,
    hands: [
      hand('l11b', {
        title: "Lesson 11: the defenders' slam",
        seed: 754,
        script: cards('H4 H3 HQ H2 H7 H8 D4 H5 S3 S6 SK SJ HA HT C3 H6 HK C2 S4 H9 CA C4 C6 C5 CK C9 CQ C7 SA D5 SQ S9 CT DT C8 S2 DJ D3 D2 D6 DQ ST S5 D7 DK HJ S7 D8 DA CJ S8 D9'),
        ruleSet: W26,
        dealer: 'N',
        fixed: { N: 'AK.AKQ..', S: '..AKQT.' },
        accept: (d) => len(d.E, 'D') >= 5 && points(d.E) <= 4 && points(d.W) <= 3 && points(d.N) >= 20,
        intro: paras(
      'A slam belongs to whichever side takes the tricks. The 1912 law says so in as many words; for 1926 it is assumed that the rule stood.',
      'Here the defenders take twelve tricks against a doubled contract.',
    ),
        calls: [
      ['2NT', 'North has twenty-three points and opens two no-trumps.'],
      ['3D', 'East has one point and five small diamonds. He bids three diamonds to get in the way, hoping to push North-South off their best contract. It is a dangerous game.'],
      ['X', 'South holds six diamonds headed by the ace, king, queen, jack and ten, behind East: he doubles.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t <= 1,
        notes: {
      H4: 'South leads his singleton heart.',
      D4: 'North leads a small heart and South trumps it.',
      D5: "East trumps the ace of spades: East-West's only trick.",
      DJ: "South draws East's trumps with his honours.",
    },
        endNote: (c) => result(c, `East makes ${tricks(c)}, eight short, doubled. The defenders took twelve tricks, a little slam, and score it; South's five trump honours in one hand count for the defence too.`),
      }),
    ],
  },
  {
    file: 'l11-grand-slam-bid-seven-take-twelve',
    lesson: 11,
    hands: [
      hand('l11c', {
        title: 'Lesson 11: seven bid, twelve made',
        seed: 388,
        script: cards('DK DA D4 D3 S6 C2 S3 S2 S7 H3 S4 S5 CA C3 C7 C4 S8 H4 S9 H2 HA H8 H6 H5 HK H9 HT H7 CK C5 CT C6 SA D5 ST D7 SK C8 D2 D9 SQ D6 D8 DJ SJ DT HJ CJ C9 DQ HQ CQ'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { S: 'AKQJ9.AK..', N: 'T87...' },
        accept: (d) => len(d.S, 'S') >= 6 && points(d.S) >= 20 && len(d.N, 'S') >= 3 && points(d.N) >= 11,
        intro: paras(
      'A declarer who bids seven and takes twelve tricks has failed by one, but he has still taken a little slam, and he scores it. The rule is explicit in 1913; for 1926 it is assumed to have stood.',
    ),
        calls: [
      ['2S', 'South opens two spades with seven spades to the ace-king-queen-jack and twenty points.'],
      'Pass',
      ['4S', 'North raises to game.'],
      'Pass',
      ['7S', 'South bids seven. It gains nothing: the slam is scored the same bid or not, and every trick is counted anyway. It only risks failing.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: 12,
        notes: {
      DK: "West leads the king of diamonds; dummy's ace wins.",
      C9: 'South has a club to lose at the end, and nothing can save it: twelve tricks.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}, one short of seven. East-West score the undertrick; North-South score nothing below the line, but they keep their honours and the little slam.`),
      }),
    ],
  },
  {
    file: 'l13-same-hand-contract',
    lesson: 13,
    hands: [
      hand('l13', {
        title: 'Lesson 13: the deal of lesson 7, scored as Contract',
        ruleSet: 'contract-rubber',
        dealer: 'S',
        fixed: { S: 'AKQJT84...' },
        seed: 590,
        script: cards('CJ CK C5 C7 S2 S6 S7 S5 CA C4 C2 C9 HA H5 H3 H2 SA C6 S3 H4 SK C8 S9 D5 SQ CT D2 D6 SJ D4 D3 H7 ST H9 C3 HT S8 DT H8 DJ S4 HQ D7 HJ H6 HK D8 DA DK DQ CQ D9'),
        intro: paras(
      'The deal of lesson 7, bid and played the same way, but scored under the laws of Contract Bridge.',
      'In Contract only the tricks that were bid count toward game. Extra tricks are scored above the line, where they never make a game.',
    ),
        calls: [
      ['1S', 'South opens one spade with eight spades to the ace-king-queen-jack-ten.'],
      'Pass',
      'Pass',
      ['Pass', 'The contract is one spade. In Contract it promises seven tricks, and only that one odd trick counts toward game.'],
        ],
        target: 11,
        notes: {
      CK: "West leads the jack of clubs and dummy's king wins.",
      S7: 'South draws trumps and takes his winners: the same eleven tricks as in lesson 7.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}. Under the auction laws this was a game; under Contract one spade is only a part-score, and the four extra tricks go above the line.`),
      }),
    ],
  },
  {
    file: 'l14-royal-spades-1912',
    lesson: 14,
    hands: [
      hand('l14a', {
        title: 'Lesson 14: plain spades and royal spades (1912)',
        seed: 1189,
        script: cards('DA D2 D8 D5 CA C4 C7 C2 C3 CJ CT CQ SA S6 S3 S8 SK D3 S9 SQ CK H3 C5 H5 HA H8 C6 H6 S2 D4 ST H7 SJ HT S4 H9 C9 DT H2 HJ C8 HQ H4 D7 D6 DQ S5 DJ S7 DK D9 HK'),
        ruleSet: R12,
        dealer: 'S',
        accept: (d) => points(d.S) <= 7 && len(d.N, 'S') >= 6 && points(d.N) >= 11 && len(d.S, 'S') >= 3 && len(d.W, 'H') >= 5 && points(d.W) >= 9,
        intro: () => paras(
      `Under the royal count of 1912 there were two ways to bid spades: plain spades at ${tv(R12, 'S')} a trick, the dealer's cheap escape, and royal spades at ${tv(R12, 'R')}. Both are played with spades as trumps, but they are different bids.`,
    ),
        calls: [
      ['1S', () => `South is the dealer and must bid, with two points. One spade (${v('1S', R12)}) is the cheapest bid there is, and it promises nothing.`],
      ['1H', () => `West bids one heart (${v('1H', R12)}).`],
      ['1R', () => `North has six spades to the ace-king. One royal spade is worth ${v('1R', R12)}: it outbids one heart without going up a level.`],
      ['2H', () => `East raises hearts (${v('2H', R12)}).`],
      ['2R', () => `South supports royals with four spades: two royals (${v('2R', R12)}).`],
      'Pass',
      'Pass',
      ['Pass', 'South named spades first, but plain spades and royal spades are different bids. North named royal spades first, so North is the declarer.'],
        ],
        notes: {
      DA: 'East cashes the ace of diamonds and the ace of clubs.',
      SA: 'North draws trumps.',
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}, five odd, at the royal spade's value. Played in plain spades the same tricks would have scored a fraction of it.`),
      }),
    ],
  },
  {
    file: 'l14-bridge-count-1908',
    lesson: 14,
    hands: [
      hand('l14b', {
        title: 'Lesson 14: the bridge count of 1908',
        seed: 88,
        script: cards('D4 D7 D2 DJ DA D3 D5 D6 HA H2 H5 H4 HK H6 C6 H8 S3 S8 SJ S2 SA S5 S4 S9 S7 S6 SK C4 C2 CA C7 CT DK DT H9 H3 D8 DQ ST H7 CK HT C3 C5 SQ HJ CJ C9 C8 HQ CQ D9'),
        ruleSet: 'bridge-count-1908',
        dealer: 'W',
        accept: (d) => balanced(d.N) && points(d.N) >= 16 && points(d.N) <= 18 && points(d.S) >= 9 && points(d.W) <= 8,
        intro: () => paras(
      `The first auction laws (1908) kept the values of bridge: spades ${tv(B08, 'S')}, clubs ${tv(B08, 'C')}, diamonds ${tv(B08, 'D')}, hearts ${tv(B08, 'H')} and no-trump ${tv(B08, 'NT')}. No-trump was by far the richest call, and the dealer had to bid.`,
    ),
        calls: [
      ['1S', () => `West, the dealer, has three points but must bid: one spade (${v('1S', B08)}) is the least he can say.`],
      ['1NT', () => `North bids one no-trump (${v('1NT', B08)}) with eighteen points.`],
      'Pass',
      ['3NT', () => `South raises to three no-trumps, worth ${v('3NT', B08)}: a game in one deal with points to spare.`],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 9,
        notes: {
      DJ: "East leads a diamond and North's jack wins.",
      SA: 'Declarer takes his spade and heart winners.',
    },
        endNote: (c) => result(c, `North claims the rest, ${tricks(c)} in all: five odd tricks at the old no-trump value.`),
        claimAfter: 6,
      }),
    ],
  },
  {
    file: 'l14-nullos',
    lesson: 14,
    hands: [
      hand('l14c', {
        title: 'Lesson 14: a nullo contract',
        seed: 150,
        script: cards('D2 DA DQ DK H2 HA H7 HQ S4 S2 SA S3 D4 D8 D7 D3 C2 CA C8 CQ D6 DJ D9 D5 C3 C9 C6 CK S9 S7 S8 CJ ST S5 S6 H9 DT SJ SQ H6 CT C7 HJ C5 SK H4 HT H5 HK C4 H8 H3'),
        ruleSet: 'whist-club-1915',
        options: { nullos: true },
        dealer: 'N',
        accept: (d) => points(d.N) <= 6 && points(d.S) <= 6 && maxLen(d.N) <= 5 && maxLen(d.S) <= 5 && balanced(d.E) && points(d.E) >= 16 && points(d.W) >= 8,
        intro: paras(
      'Nullos, popular in America from about 1913 but never part of the official laws, are a bid to lose tricks. The declaring side plays without trumps and undertakes that the opponents will win at least six tricks plus the number bid.',
      'Nullos scored like no-trump for each odd trick lost. The details are not certain: this site treats them as inferred.',
    ),
        calls: [
      ['Pass', 'North is the dealer. Under the 1915 rules he may pass.'],
      ['1NT', 'East opens one no-trump with nineteen points.'],
      ['2NL', () => `South has no high cards to speak of. He bids two nullos: his side will lose at least eight tricks. Two nullos are worth ${v('2NL', W15N)}, the same as two no-trumps, so under value calling they outbid one no-trump.`],
      ['X', 'West doubles: East-West hold the high cards and hope to force North-South to win tricks.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t <= 5,
        notes: {
      DA: 'North cannot get under the two of diamonds, so he gets rid of his ace while he can.',
      DK: 'South throws his king under the ace for the same reason: a high card kept is a trick waiting to be won.',
      DJ: 'South has only the jack of diamonds left in the suit, and must win this trick.',
    },
        endNote: (c) => result(c, `North-South take only ${tricks(c)} and so lose ten: two more than they undertook. Each odd trick lost counts like a no-trump trick, doubled here.`),
      }),
    ],
  },
  {
    file: 'l14-chicane-1912',
    lesson: 14,
    hands: [
      hand('l14d', {
        title: 'Lesson 14: chicane, a hand without trumps (1912)',
        seed: 268,
        script: cards('SK SA S3 S5 D8 D3 DA D4 HA H3 S2 H4 HK H6 S4 H5 HJ HQ C7 C2 SQ S6 D5 H2 HT S7 C8 D6 H9 S8 C9 C3 H8 DT S9 D7 H7 C5 CT DJ D2 C6 DK DQ ST CQ C4 SJ CK CJ CA D9'),
        ruleSet: R12,
        dealer: 'N',
        fixed: { N: '.AKJ..' },
        accept: (d) =>
          len(d.N, 'H') >= 6 && points(d.N) >= 12 && points(d.N) <= 15 && len(d.S, 'H') === 0 && len(d.S, 'S') >= 5 && points(d.S) >= 8 && points(d.S) <= 11 && points(d.E) <= 11 && points(d.W) <= 11,
        intro: paras(
      'Chicane, scored until the Whist Club abolished it in November 1913: a hand with no trumps at all was worth the value of simple honours to its side, added to that side\'s honours or taken from the other side\'s.',
    ),
        calls: [
      ['1H', 'North opens one heart with eight hearts to the ace-king-jack-ten.'],
      'Pass',
      ['1R', 'South bids royal spades: six of them to the ace-ten, and not a single heart.'],
      'Pass',
      ['2H', 'North prefers his hearts.'],
      'Pass',
      'Pass',
      ['Pass', "The contract is two hearts, and dummy has no trumps: South's hand is chicane."],
        ],
        target: (t) => t >= 8 && t <= 10,
        notes: {
      SK: "East leads the king of spades; dummy's ace wins.",
      HA: 'North draws trumps, losing only to the queen.',
      H2: 'North trumps the second spade.',
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}. North held four of the five honours in one hand, and South's void in trumps adds chicane to them.`),
      }),
    ],
  },
  {
    file: 'l14-dealers-one-spade',
    lesson: 14,
    hands: [
      hand('l14e', {
        title: "Lesson 14: the dealer's one spade, doubled (law 48, 1912)",
        seed: 2133,
        script: cards('CA C2 C3 C9 CK C5 CJ CT DK D4 D7 D2 D9 D6 DJ D3 CQ S6 C4 C6 H2 H3 HA H9 C7 SQ H5 C8 HK H7 HJ H4 DA D5 DQ D8 HT H8 S9 H6 SJ S2 S3 S8 SK S5 S4 DT SA ST S7 HQ'),
        ruleSet: R12,
        dealer: 'W',
        dealersOriginalOneSpade: true,
        accept: (d) => points(d.W) <= 4 && points(d.E) <= 5 && points(d.N) >= 15 && len(d.N, 'S') >= 4,
        intro: paras(
      "Law 48 of 1912 protected the dealer, who had to bid: if his original one spade was left in and doubled, the loss was limited to 100, unless it was redoubled.",
    ),
        calls: [
      ['1S', 'West, the dealer, has two points and must bid: one spade.'],
      ['X', 'North has twenty-one points and four spades to the ace-king-jack. He doubles the one spade instead of bidding a game of his own.'],
      'Pass',
      'Pass',
      ['Pass', 'The contract is the dealer\'s original one spade, doubled.'],
        ],
        target: (t) => t <= 3,
        notes: {
      CA: 'North leads his top clubs.',
      S6: 'West trumps a club: one of his two tricks.',
      HA: "East's ace of hearts is the other.",
    },
        endNote: (c) => result(c, `West takes ${tricks(c)}, five short, doubled. Law 48 cuts the loss on the dealer's original one spade: North's double won little, and North-South could have bid and made a game.`),
      }),
    ],
  },
  {
    file: 'l15-bidding-just-enough',
    lesson: 15,
    hands: [
      hand('l15a', {
        title: 'Lesson 15: bidding just enough',
        seed: 103224,
        script: cards('C6 CT C2 CJ HA H5 H6 HQ HK HJ H7 D3 H2 S2 HT D4 CA C4 CQ S3 CK C7 S5 S4 C3 C9 H3 D5 H9 S6 C5 D7 H8 D6 S8 DJ H4 D8 S9 S7 D9 DT DQ DA SJ SQ SA D2 ST C8 SK DK'),
        ruleSet: W26,
        dealer: 'E',
        accept: (d) => len(d.E, 'D') >= 5 && points(d.E) >= 11 && points(d.E) <= 13 && len(d.S, 'H') >= 6 && points(d.S) >= 13 && len(d.N, 'H') >= 3 && points(d.N) >= 8 && len(d.W, 'D') >= 3,
        intro: paras(
      'A maxim of the period: bid no more than you need to buy the contract. Every odd trick you win counts toward game anyway, so a higher bid only adds risk.',
    ),
        calls: [
      ['1D', 'East opens one diamond.'],
      ['1H', 'South overcalls with seven hearts to the ace-king.'],
      ['2D', 'West raises diamonds.'],
      ['2H', 'North raises to two hearts: just enough to outbid two diamonds. If ten tricks are there, two hearts will score exactly what four hearts would, without the risk.'],
      'Pass',
      'Pass',
      ['Pass', 'South named hearts first, so South is the declarer.'],
        ],
        target: 10,
        notes: {
      C6: 'West leads his singleton club.',
      HA: "South draws trumps; East's queen falls at once.",
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}, four odd: a game, from a contract of two.`),
      }),
    ],
  },
  {
    file: 'l15-penalty-double',
    lesson: 15,
    hands: [
      hand('l15b', {
        title: 'Lesson 15: when to double',
        seed: 26718,
        script: cards('D5 D2 DA D3 CA C5 C2 C4 CK CT C3 C7 CQ S6 C6 H4 CJ H3 S2 H8 C9 S7 D4 H9 C8 D8 H5 DT S3 SQ S9 S5 HA H7 HT H2 SA SJ SK S4 DK D6 DJ H6 DQ D7 HJ S8 HQ D9 HK ST'),
        ruleSet: W26,
        dealer: 'S',
        fixed: { E: '...AKQJ9' },
        accept: (d) => balanced(d.S) && points(d.S) >= 16 && points(d.S) <= 17 && points(d.N) >= 8 && points(d.N) <= 9 && points(d.E) >= 12 && len(d.S, 'C') <= 3 && len(d.N, 'C') <= 3,
        intro: paras(
      'A double is best made on tricks you can count, not on hope. Here East can count seven tricks of his own as soon as he gets the lead.',
    ),
        calls: [
      ['1NT', 'South opens one no-trump with seventeen points.'],
      'Pass',
      ['2NT', 'North raises with eight points and six hearts.'],
      ['X', 'East has six clubs to the ace-king-queen-jack and the ace of diamonds: a long suit he can run at no-trump, and an ace to get in with. He doubles.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t <= 6,
        notes: {
      D5: "West leads his long suit, diamonds, and East's singleton ace wins.",
      CA: 'Now East runs his clubs: six tricks in a row.',
      C8: 'With the ace of diamonds that makes seven tricks for the defence: two undertricks.',
    },
        endNote: (c) => result(c, `South makes ${tricks(c)}, two short, doubled.`),
      }),
    ],
  },
  {
    file: 'l15-counting-honours',
    lesson: 15,
    hands: [
      hand('l15c', {
        title: 'Lesson 15: choosing the trump suit with honours in mind (1915-1925)',
        seed: 7,
        script: cards('SK S7 S4 S5 CA C7 C5 C3 C2 CJ C9 C8 H7 H2 H4 H5 H9 H3 HT D2 HA C4 D3 H6 HK D4 D5 H8 DA DJ D8 D6 CK C6 CQ S8 HQ S2 S9 D9 HJ S3 ST SJ D7 SQ DQ DT DK SA S6 CT'),
        ruleSet: 'whist-club-1915',
        dealer: 'N',
        fixed: { N: '.AKQJT..' },
        accept: (d) => len(d.N, 'H') >= 6 && balanced(d.S) && points(d.N) >= 15 && points(d.S) >= 8 && points(d.S) <= 11 && points(d.E) <= 10,
        intro: paras(
      'Under the 1915-1925 laws honours were counted in tricks of the trump suit. A hand holding all five honours of a suit gains a large bonus by naming that suit; at no-trump only the aces count.',
    ),
        calls: [
      ['1H', 'North holds the five top hearts. With seventeen points he could open one no-trump, but in hearts his honours will score a great deal.'],
      'Pass',
      ['1NT', 'South has no heart support worth the name and bids one no-trump.'],
      'Pass',
      ['2H', 'North goes back to hearts, for the honours as much as for the tricks.'],
      'Pass',
      'Pass',
      'Pass',
        ],
        target: (t) => t >= 9 && t <= 11,
        notes: {
      SK: 'East leads the king of spades and cashes the ace of clubs.',
      HA: 'North draws trumps.',
    },
        endNote: (c) => result(c, `North makes ${tricks(c)}. The five honours in one hand count as ten tricks of hearts: more than the tricks themselves.`),
      }),
    ],
  },
];

