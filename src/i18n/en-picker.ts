/**
 * The English strings of the rule-set picker (RuleSetPicker): its labels, how sure we are of each
 * rule, and the rule names of its provenance list. Kept apart from the core dictionary (`en.ts`)
 * so that an island without this widget does not load them; `picker.ts` joins them to the core.
 *
 * @packageDocumentation
 */
export const enPicker = {
  // Rule-set picker.
  'picker.label': 'Rule set',
  'picker.help':
    'Your choice changes the quizzes and the scoring widgets on every page (score quizzes, honour counter, score pad, Auction against Contract), which then say when it differs from the code their lesson teaches. The scores written in the lessons and the hands keep each lesson’s code. Kept in this browser.',
  'picker.option': '{label} ({years})',
  'picker.years': 'In use: {years}',
  'picker.sources': 'Sources',
  'picker.noticeHeading': 'How sure we are of its rules',
  'picker.noticeCount': '{count} inferred',
  'picker.noneInferred': 'Every rule of this set is read in its sources; none is inferred.',
  'picker.provenanceItem': '{rule}: {source}',
  'picker.fourColour': 'Four-colour deck',
  'picker.fourColourHelp': 'Spades black, hearts red, diamonds blue, clubs green.',

  // How sure we are of a rule (rules/types.ts Confidence).
  'confidence.inferred': 'Inferred from indirect evidence',
  'confidence.literal': 'Taken literally from the seed text (known to be wrong)',
  'confidence.period': 'Read in a period book or paper',
  'confidence.law': 'Read in the laws',
  'confidence.modern': 'Today’s laws',

  // Rule names, for the provenance list (parameter names of rules/types.ts).
  'rule.strains': 'Strains that may be bid',
  'rule.trickValues': 'Value of each trick',
  'rule.bidRanking': 'Ranking of bids',
  'rule.dealerMustBid': 'Dealer must bid',
  'rule.passedOutRedeal': 'Who deals after four passes',
  'rule.maxBidLevel': 'Highest bid',
  'rule.gameTarget': 'Points for game',
  'rule.doubleMultiplier': 'Doubling and redoubling',
  'rule.doubledMadeBonus': 'Bonus for making a doubled contract',
  'rule.redoubleBonusFactor': 'Bonus for making a redoubled contract',
  'rule.undertrick': 'Penalty for each undertrick',
  'rule.honourScale': 'Honour table',
  'rule.ntAces': 'Aces at no-trump',
  'rule.honoursOnFailedContract': 'Honours when the contract fails',
  'rule.chicane': 'Chicane',
  'rule.slamValues': 'Slam bonuses',
  'rule.slamEitherSide': 'Slams by either side',
  'rule.littleSlamOnFailedGrand': 'Little slam on a failed grand slam bid',
  'rule.oneSpadeLossLimit': 'Loss limit on the dealer’s one spade',
  'rule.rubberBonus': 'Rubber bonus',
  'rule.unfinishedRubber': 'Unfinished rubber',
  'rule.unfinishedGame': 'Game in an unfinished rubber',
  'rule.unfinishedPartScore': 'Part-score in an unfinished rubber',
  'rule.nullos': 'Nullo bids',
  'rule.threeHanded': 'Three-handed auction',
  'rule.duplicate': 'Duplicate auction',
} as const;
