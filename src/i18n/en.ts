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
 * This is the core: the bridge words every widget spells with. Each widget family keeps its
 * own strings in a dictionary of its own (`en-diagram.ts`, `en-auction.ts`, `en-replay.ts`,
 * `en-declarer-quiz.ts`, `en-picker.ts`, `en-gallery.ts`, `en-scoring.ts`, `en-lab.ts`), joined
 * to this one by a small module (`diagram.ts`, `replay.ts`, ...), so that an island loads only
 * the strings it shows.
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

  // Sides of the table.
  'side.NS': 'North–South',
  'side.EW': 'East–West',

  // Lists.
  'list.separator': ', ',
  'list.groupSeparator': '; ',

  // Cards and counts in words.
  'card.spoken': 'the {rank} of {suit}',

  'count.tricks.one': '{count} trick',
  'count.tricks.many': '{count} tricks',

  'number.0': 'no',
  'number.1': 'one',
  'number.2': 'two',
  'number.3': 'three',
  'number.4': 'four',
  'number.5': 'five',
  'number.6': 'six',
  'number.7': 'seven',
  'number.8': 'eight',
  'number.9': 'nine',
  'number.10': 'ten',
  'number.11': 'eleven',
  'number.12': 'twelve',
  'number.13': 'thirteen',
} as const;
