import type { Dictionary } from './index.ts';

/**
 * The core UI dictionary in German: the bridge words every widget spells with (see `en.ts` for
 * what each is for). Seats, suits, ranks and calls follow the site's German terms: Nord, Ost,
 * Süd, West (N, O, S, W); Pik, Coeur, Karo, Treff; Ass, König, Dame, Bube, Zehn (A, K, D, B, 10);
 * Passe, Kontra, Rekontra; Sans Atout (SA).
 *
 * Counts of tricks are spelled for the accusative ("beansprucht einen Stich", "macht keine
 * Stiche"): every sentence that takes `count.tricks.*` puts it there. A card is spoken as suit
 * and rank, without an article ("Pik-Ass", "Coeur-Zehn").
 */
export const de: Dictionary = {
  // Seats.
  'seat.N': 'Nord',
  'seat.E': 'Ost',
  'seat.S': 'Süd',
  'seat.W': 'West',
  'seat.N.short': 'N',
  'seat.E.short': 'O',
  'seat.S.short': 'S',
  'seat.W.short': 'W',

  // Suits: German uses the same word for one and many.
  'suit.S.one': 'Pik',
  'suit.H.one': 'Coeur',
  'suit.D.one': 'Karo',
  'suit.C.one': 'Treff',
  'suit.S.many': 'Pik',
  'suit.H.many': 'Coeur',
  'suit.D.many': 'Karo',
  'suit.C.many': 'Treff',

  // Ranks.
  'rank.A.short': 'A',
  'rank.K.short': 'K',
  'rank.Q.short': 'D',
  'rank.J.short': 'B',
  'rank.T.short': '10',
  'rank.9.short': '9',
  'rank.8.short': '8',
  'rank.7.short': '7',
  'rank.6.short': '6',
  'rank.5.short': '5',
  'rank.4.short': '4',
  'rank.3.short': '3',
  'rank.2.short': '2',
  'rank.A': 'Ass',
  'rank.K': 'König',
  'rank.Q': 'Dame',
  'rank.J': 'Bube',
  'rank.T': 'Zehn',
  'rank.9': 'Neun',
  'rank.8': 'Acht',
  'rank.7': 'Sieben',
  'rank.6': 'Sechs',
  'rank.5': 'Fünf',
  'rank.4': 'Vier',
  'rank.3': 'Drei',
  'rank.2': 'Zwei',

  // Strains of bids ("ein Pik", "zwei Sans Atout").
  'strain.C.one': 'Treff',
  'strain.D.one': 'Karo',
  'strain.H.one': 'Coeur',
  'strain.S.one': 'Pik',
  'strain.R.one': 'Royal Spade',
  'strain.NL.one': 'Nullo',
  'strain.NT.one': 'Sans Atout',
  'strain.C.many': 'Treff',
  'strain.D.many': 'Karo',
  'strain.H.many': 'Coeur',
  'strain.S.many': 'Pik',
  'strain.R.many': 'Royal Spades',
  'strain.NL.many': 'Nullos',
  'strain.NT.many': 'Sans Atout',
  'strain.R.prefix': 'R',
  'strain.NL.short': 'Nul',
  'strain.NT.short': 'SA',

  // Levels of a bid, as spoken before the strain.
  'level.1': 'ein',
  'level.2': 'zwei',
  'level.3': 'drei',
  'level.4': 'vier',
  'level.5': 'fünf',
  'level.6': 'sechs',
  'level.7': 'sieben',

  // Calls.
  'call.pass': 'Passe',
  'call.double': 'Kontra',
  'call.redouble': 'Rekontra',
  'call.double.short': 'X',
  'call.redouble.short': 'XX',
  'call.bid.spoken': '{level} {strain}',
  'call.alert.mark': '!',
  'call.alert.spoken': 'alertiert',
  'call.note.spoken': 'Anmerkung {number}',

  // Contracts.
  'contract.doubled': 'kontriert',
  'contract.redoubled': 'rekontriert',
  'contract.withDoubling': '{bid} {doubling}',
  'contract.byDeclarer': '{contract} durch {declarer}',

  // Vulnerability (Contract only), after "In Gefahr:".
  'vulnerability.None': 'niemand',
  'vulnerability.NS': 'Nord-Süd',
  'vulnerability.EW': 'Ost-West',
  'vulnerability.All': 'beide Seiten',

  // Sides of the table.
  'side.NS': 'Nord-Süd',
  'side.EW': 'Ost-West',

  // Lists.
  'list.separator': ', ',
  'list.groupSeparator': '; ',

  // Cards and counts in words.
  'card.spoken': '{suit}-{rank}',

  'count.tricks.one': '{count} Stich',
  'count.tricks.many': '{count} Stiche',

  'number.0': 'keine',
  'number.1': 'einen',
  'number.2': 'zwei',
  'number.3': 'drei',
  'number.4': 'vier',
  'number.5': 'fünf',
  'number.6': 'sechs',
  'number.7': 'sieben',
  'number.8': 'acht',
  'number.9': 'neun',
  'number.10': 'zehn',
  'number.11': 'elf',
  'number.12': 'zwölf',
  'number.13': 'dreizehn',
};
