/**
 * The English words of the lesson helpers (`components/RuleValue/lesson.ts`) that a lesson
 * prints: "yes"/"no", a passed-out deal, and each rule of a rule set by name and value (every
 * figure filled in from the rule set). Seats, contracts and cards come from the core dictionary
 * (`en.ts`). `lesson.ts` picks the page's language.
 *
 * @packageDocumentation
 */
export const enLesson = {
  'lesson.yes': 'yes',
  'lesson.no': 'no',
  'lesson.passedOut': 'passed out',

  // Readers' names of the parameters (`ruleRows`), in the order a reader meets them.
  'lesson.rule.trickValues': 'Trick values',
  'lesson.rule.bidRanking': 'Bid ranking',
  'lesson.rule.dealerMustBid': 'Dealer must bid',
  'lesson.rule.passedOutRedeal': 'After four passes',
  'lesson.rule.maxBidLevel': 'Highest bid',
  'lesson.rule.gameTarget': 'Game',
  'lesson.rule.doubleMultiplier': 'Doubled and redoubled tricks',
  'lesson.rule.doubledMadeBonus': 'Bonus for a doubled contract made',
  'lesson.rule.undertrick': 'Undertricks',
  'lesson.rule.honourScale': 'Honour table',
  'lesson.rule.ntAces': 'Aces at no-trump',
  'lesson.rule.honoursOnFailedContract': 'Honours when the contract fails',
  'lesson.rule.chicane': 'Chicane',
  'lesson.rule.slamValues': 'Slams',
  'lesson.rule.slamEitherSide': 'Slam by either side',
  'lesson.rule.littleSlamOnFailedGrand': 'Seven bid, twelve taken',
  'lesson.rule.oneSpadeLossLimit': "Limit on the dealer's one spade",
  'lesson.rule.rubberBonus': 'Rubber bonus',
  'lesson.rule.unfinishedRubber': 'Unfinished rubber',

  // The parameters' values in words.
  'lesson.value.valueCalling': 'value calling',
  'lesson.value.majorityCalling': 'majority calling',
  'lesson.value.cannotHappen': 'cannot happen',
  'lesson.value.nextDealer': 'the next dealer deals',
  'lesson.value.sameDealer': 'the same dealer deals again',
  'lesson.value.maxBid': '{level} odd tricks',
  'lesson.value.game': '{target} below the line',
  'lesson.value.doubling': '× {doubled} doubled, × {redoubled} redoubled',
  'lesson.value.bonus.perOvertrick': '{base} + {per} per overtrick; × {factor} redoubled',
  'lesson.value.bonus.flat': '{base}, flat; × {factor} redoubled',
  'lesson.value.scale.trickMultiple': 'in tricks of the trump suit (Scale A)',
  'lesson.value.scale.flat': 'flat values (Scale B)',
  'lesson.value.scale.seedLiteral': 'flat values, only A K Q J counting as four in one hand',
  'lesson.value.scale.contract': 'contract honours',
  'lesson.value.littleSlamScores': 'the little slam scores',
  'lesson.value.noSlam': 'no slam',
  'lesson.value.none': 'none',
  'lesson.value.oneSpade': '{limit}, unless redoubled',
  'lesson.value.pointsOnly': 'the points scored, nothing more',
  'lesson.value.perGame': '{points} a game won',
} as const;
