/**
 * The English UI dictionary: every string the widgets show or speak, under a flat dotted key
 * (Starlight `translations/en.json` style).
 *
 * English is the reference language. Its keys define {@link MessageKey}; another language
 * (`de.ts`) is a `Dictionary` with the same keys and the same `{placeholders}`
 * (checked by `i18n.test.ts`). Placeholders are written `{name}` and filled by `t()`.
 *
 * Words that belong to bridge (seat, suit, rank and strain names, call words) are here too,
 * not only in the engine, because a German page needs "Nord", "Pik", "Kontra".
 *
 * @packageDocumentation
 */
export const en = {
  // Seats (full names for prose and screen readers; short letters for table heads).
  'seat.N': 'North',
  'seat.E': 'East',
  'seat.S': 'South',
  'seat.W': 'West',
  'seat.N.short': 'N',
  'seat.E.short': 'E',
  'seat.S.short': 'S',
  'seat.W.short': 'W',

  // Suits, singular and plural.
  'suit.S.one': 'spade',
  'suit.H.one': 'heart',
  'suit.D.one': 'diamond',
  'suit.C.one': 'club',
  'suit.S.many': 'spades',
  'suit.H.many': 'hearts',
  'suit.D.many': 'diamonds',
  'suit.C.many': 'clubs',

  // Ranks: letters as printed (bridge books print the ten as 10), and names as spoken.
  'rank.A.short': 'A',
  'rank.K.short': 'K',
  'rank.Q.short': 'Q',
  'rank.J.short': 'J',
  'rank.T.short': '10',
  'rank.9.short': '9',
  'rank.8.short': '8',
  'rank.7.short': '7',
  'rank.6.short': '6',
  'rank.5.short': '5',
  'rank.4.short': '4',
  'rank.3.short': '3',
  'rank.2.short': '2',
  'rank.A': 'ace',
  'rank.K': 'king',
  'rank.Q': 'queen',
  'rank.J': 'jack',
  'rank.T': 'ten',
  'rank.9': 'nine',
  'rank.8': 'eight',
  'rank.7': 'seven',
  'rank.6': 'six',
  'rank.5': 'five',
  'rank.4': 'four',
  'rank.3': 'three',
  'rank.2': 'two',

  // Strains of bids. Suits reuse the suit symbol; the others are spelled as the engine
  // spells them (types.ts STRAIN_NAMES): R♠ for royal spades, Nul for nullos, NT.
  'strain.C.one': 'club',
  'strain.D.one': 'diamond',
  'strain.H.one': 'heart',
  'strain.S.one': 'spade',
  'strain.R.one': 'royal spade',
  'strain.NL.one': 'nullo',
  'strain.NT.one': 'no-trump',
  'strain.C.many': 'clubs',
  'strain.D.many': 'diamonds',
  'strain.H.many': 'hearts',
  'strain.S.many': 'spades',
  'strain.R.many': 'royal spades',
  'strain.NL.many': 'nullos',
  'strain.NT.many': 'no-trumps',
  'strain.R.prefix': 'R',
  'strain.NL.short': 'Nul',
  'strain.NT.short': 'NT',

  // Levels of a bid, as words.
  'level.1': 'one',
  'level.2': 'two',
  'level.3': 'three',
  'level.4': 'four',
  'level.5': 'five',
  'level.6': 'six',
  'level.7': 'seven',

  // Calls.
  'call.pass': 'Pass',
  'call.double': 'Double',
  'call.redouble': 'Redouble',
  'call.double.short': 'X',
  'call.redouble.short': 'XX',
  'call.bid.spoken': '{level} {strain}',
  'call.alert.mark': '!',
  'call.alert.spoken': 'alerted',
  'call.note.spoken': 'note {number}',

  // Contracts.
  'contract.doubled': 'doubled',
  'contract.redoubled': 'redoubled',
  'contract.withDoubling': '{bid} {doubling}',
  'contract.byDeclarer': '{contract} by {declarer}',

  // Vulnerability (Contract scoring only; Auction Bridge had none).
  'vulnerability.None': 'None',
  'vulnerability.NS': 'North–South',
  'vulnerability.EW': 'East–West',
  'vulnerability.All': 'Both sides',

  // Lists.
  'list.separator': ', ',
  'list.groupSeparator': '; ',

  // Hand diagram.
  'diagram.label': 'The four hands, dealer {dealer}',
  'diagram.dealer': 'Dealer',
  'diagram.dealerIs': 'Dealer: {seat}',
  'diagram.contractIs': 'Contract: {contract}',
  'diagram.vulnerabilityIs': 'Vulnerable: {vulnerability}',
  'diagram.hand': '{seat}',
  'diagram.handDealer': '{seat}, dealer',
  'diagram.suitLine': '{suit}: {cards}',
  'diagram.void': '—',
  'diagram.void.spoken': 'void',
  'diagram.hidden': 'Hidden',
  'diagram.hidden.spoken': 'hand hidden',
  'diagram.unknown': 'Not given',
  'diagram.unknown.spoken': 'hand not given',

  // Auction table.
  'auction.caption': 'Auction, dealer {dealer}',
  'auction.notes': 'Notes to the auction',
  'auction.contract': 'Contract: {contract}',
  'auction.passedOut': 'Passed out: all four players passed, no contract.',
  'auction.noCalls': 'No calls yet.',

  // Rule-set picker.
  'picker.label': 'Rule set',
  'picker.help': 'Every hand, quiz and score on this site follows the rules chosen here. Your choice is kept in this browser.',
  'picker.option': '{label} ({years})',
  'picker.years': 'In use: {years}',
  'picker.sources': 'Sources',
  'picker.noticeHeading': 'How sure we are of its rules',
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
