/**
 * The English strings of the scoring summary (`components/ScoringSummary`), printed at build
 * time on the `reference/scoring-summary*` pages. Every figure is filled in from the rule set;
 * a `{placeholder}` that stands for markup (a figure in `<span data-fig>`, a `<strong>` term, a
 * link) is filled by the component (`components/shared/pieces.ts`). `summary.ts` picks the
 * page's language.
 *
 * @packageDocumentation
 */
export const enSummary = {
  // Intro.
  'summary.intro':
    "Everything the scorer of a rubber needs under the {label} ({years}){default}. {description} Every figure here is read from the rule set the engine scores with. A rule the site could not read in the code's own text carries a label saying how it was established; {link} gives the reasons. To print, use your browser's print command: the summary fits on one sheet.",
  'summary.intro.default': ", the site's default code",
  'summary.link.ruleSets': 'Rule sets and their sources',

  // Below the line.
  'summary.below':
    'Trick points are written below the line for a contract made, to the side that made it, and for all its odd tricks: those past the bid count too.',
  'summary.trickValues': 'Trick values',
  'summary.col.strain': 'Strain',
  'summary.col.oddTrick': 'Each odd trick',
  'summary.col.game': 'Game from love in one deal',
  'summary.odd.none': 'not in one deal',
  'summary.odd.some': '{count} odd tricks',
  'summary.game':
    '{game}: the first side to have {target} below the line, from one deal or from part-scores added together. A line is then ruled under both columns, and a part-score left above it no longer helps toward the next game.',
  'summary.game.word': 'Game',
  'summary.doubling': '{doubled} contract made: trick points × {double}; {redoubled}: × {redouble}.',
  'summary.doubling.doubled': 'Doubled',
  'summary.doubling.redoubled': 'redoubled',

  // The auction.
  'summary.value':
    "{name}: a bid is worth its odd tricks times the strain's trick value; the higher value wins, and at equal value the bid of more tricks.",
  'summary.value.name': 'Value calling',
  'summary.majority': '{name}: more odd tricks win; at the same number, the strains rank {order}.',
  'summary.majority.name': 'Majority calling',
  'summary.overOneNoTrump': 'The lowest bid over one no-trump is {bid}.',
  'summary.none': 'none',
  'summary.dealerMust': 'The {must}: he may not pass his first call, so a deal is never passed out.',
  'summary.dealerMust.words': 'dealer must bid',
  'summary.dealerMay': 'The {may}; after four passes {redeal}.',
  'summary.dealerMay.words': 'dealer may pass',
  'summary.redeal.next': 'the next dealer deals',
  'summary.redeal.same': 'the same dealer deals again',
  'summary.afterFourPasses': 'after four passes: ',
  'summary.oneSpade': "The dealer's opening one spade loses at most {limit} in the deal, unless redoubled.",
  'summary.maxBid': 'The highest bid is {level} odd tricks.',

  // Above the line.
  'summary.col.item': 'Item',
  'summary.col.points': 'Points',
  'summary.row.doubledBonus': 'Doubled contract made',
  'summary.bonus.perOvertrick': '{base}, and {per} for each overtrick; × {factor} if redoubled',
  'summary.bonus.flat': '{base}, the same however many overtricks; × {factor} if redoubled',
  'summary.row.undertrick': 'Each undertrick, to the defenders',
  'summary.undertrick': '{undoubled} undoubled, {doubled} doubled, {redoubled} redoubled',
  'summary.row.littleSlam': 'Little slam (twelve tricks), bid or not',
  'summary.row.grandSlam': 'Grand slam (thirteen tricks)',
  'summary.row.rubber': 'Rubber (two games)',
  'summary.slam.eitherSide': 'Either side scores a slam it takes, the defenders too',
  'summary.slam.declarersOnly': 'Only the declaring side scores a slam',
  'summary.slam.failedGrand': 'Seven bid and twelve taken still scores the little slam',
  'summary.slam.noFailedGrand': 'Seven bid and twelve taken scores no slam',
  'summary.unfinished.points': 'A rubber stopped before two games is settled on the points scored, nothing more',
  'summary.unfinished.perGame': 'A rubber stopped before two games counts {points} for each game won',

  // Honours.
  'summary.honours': 'Scored by the side that holds them, {when}, never doubled.',
  'summary.honours.always': 'whether the contract is made or not',
  'summary.honours.madeOnly': 'only when the contract is made',
  'summary.honours.byTricks':
    'The table counts in tricks of the trump suit, each at the suit’s trick value, so the same holding is worth more in a higher suit.',
  'summary.honours.flat': 'The table gives the same points in every trump suit.',
  'summary.honours.table': 'This honour table',
  'summary.col.honours': 'Trump honours (A K Q J 10)',
  'summary.col.tricks': 'Tricks',
  'summary.holding.simple': 'Three between partners',
  'summary.holding.fourDivided': 'Four between partners',
  'summary.holding.fiveDivided': 'Five between partners',
  'summary.holding.fourInOneHand': 'Four in one hand',
  'summary.holding.fourInOneHandFifthWithPartner': "Four in one hand, the fifth in partner's",
  'summary.holding.fiveInOneHand': 'Five in one hand',
  'summary.holding.otherFour': 'Four in one hand other than A K Q J',
  'summary.holding.chicane': 'Chicane: one hand void of trumps',
  'summary.holding.doubleChicane': 'Double chicane: both hands of a side void',
  'summary.ntAces': 'At no-trump, aces count instead: three aces {three}, four divided {fourDivided}, four in one hand {fourInOneHand}.',
  'summary.chicane.scores': 'Chicane is added to its side’s honours, or taken off the other side’s if they hold the honours.',
  'summary.chicane.none': 'Chicane, a hand void of trumps, scores nothing under this code.',

  // The worked deal, and the other codes.
  'summary.worked': 'Two hearts doubled, made with nine tricks, the declarer holding three honours:',
  'summary.more':
    'The same summary for the other codes: {others}. {ruleSets} sets every code side by side, and the {scorer} keeps a rubber at the table.',
  'summary.link.scorer': 'rubber scorer',
} as const;
