import type { enLesson } from './en-lesson.ts';

/** The lesson helpers' words in German (see en-lesson.ts for what each is for). */
export const deLesson: { readonly [K in keyof typeof enLesson]: string } = {
  'lesson.yes': 'ja',
  'lesson.no': 'nein',
  'lesson.passedOut': 'alle passen',

  // Readers' names of the parameters.
  'lesson.rule.trickValues': 'Stichwerte',
  'lesson.rule.bidRanking': 'Rangfolge der Gebote',
  'lesson.rule.dealerMustBid': 'Der Geber muss bieten',
  'lesson.rule.passedOutRedeal': 'Nach vier Passe',
  'lesson.rule.maxBidLevel': 'Höchstes Gebot',
  'lesson.rule.gameTarget': 'Partie',
  'lesson.rule.doubleMultiplier': 'Tricks mit Kontra und Rekontra',
  'lesson.rule.doubledMadeBonus': 'Prämie für einen erfüllten Kontrakt mit Kontra',
  'lesson.rule.undertrick': 'Faller',
  'lesson.rule.honourScale': 'Honneurtabelle',
  'lesson.rule.ntAces': 'Asse bei Sans Atout',
  'lesson.rule.honoursOnFailedContract': 'Honneurs, wenn der Kontrakt fällt',
  'lesson.rule.chicane': 'Chicane',
  'lesson.rule.slamValues': 'Schlemms',
  'lesson.rule.slamEitherSide': 'Schlemm für jede Partei',
  'lesson.rule.littleSlamOnFailedGrand': 'Sieben geboten, zwölf gemacht',
  'lesson.rule.oneSpadeLossLimit': 'Verlustgrenze für das Ein-Pik-Gebot des Gebers',
  'lesson.rule.rubberBonus': 'Robberprämie',
  'lesson.rule.unfinishedRubber': 'Unvollendeter Robber',

  // The parameters' values in words. The two rankings keep their period names, as the German
  // lessons write them (there is no German term).
  'lesson.value.valueCalling': 'value calling',
  'lesson.value.majorityCalling': 'majority calling',
  'lesson.value.cannotHappen': 'kommt nicht vor',
  'lesson.value.nextDealer': 'der nächste Geber gibt',
  'lesson.value.sameDealer': 'derselbe Geber gibt noch einmal',
  'lesson.value.maxBid': '{level} Tricks',
  'lesson.value.game': '{target} unter dem Strich',
  'lesson.value.doubling': '× {doubled} mit Kontra, × {redoubled} mit Rekontra',
  'lesson.value.bonus.perOvertrick': '{base} + {per} je Überstich; × {factor} mit Rekontra',
  'lesson.value.bonus.flat': '{base} pauschal; × {factor} mit Rekontra',
  'lesson.value.scale.trickMultiple': 'in Tricks der Trumpffarbe (Skala A)',
  'lesson.value.scale.flat': 'feste Werte (Skala B)',
  'lesson.value.scale.seedLiteral': 'feste Werte, wobei nur A K D B in einer Hand als vier Honneurs zählen',
  'lesson.value.scale.contract': 'Honneurs wie im Contract-Bridge',
  'lesson.value.littleSlamScores': 'der Kleinschlemm zählt',
  'lesson.value.noSlam': 'kein Schlemm',
  'lesson.value.none': 'keine',
  'lesson.value.oneSpade': '{limit}, außer mit Rekontra',
  'lesson.value.pointsOnly': 'die erzielten Punkte, sonst nichts',
  'lesson.value.perGame': '{points} je gewonnene Partie',
};
