import type { enPicker } from './en-picker.ts';

/** The rule-set picker's strings in German (see en-picker.ts for what each is for). */
export const dePicker: { readonly [K in keyof typeof enPicker]: string } = {
  // Rule-set picker.
  'picker.label': 'Regelwerk',
  'picker.help':
    'Ihre Wahl gilt für die Quizfragen und die Punkte-Bausteine auf jeder Seite (Punkte-Quiz, Honneur-Zähler, Anschreibeblock, Auction gegen Contract); diese sagen dann, wo sie von den Regeln ihrer Lektion abweichen. Die Punkte im Text der Lektionen und in den Spielen bleiben bei den Regeln der jeweiligen Lektion. Die Wahl wird in diesem Browser gespeichert.',
  'picker.option': '{label} ({years})',
  'picker.years': 'In Gebrauch: {years}',
  'picker.sources': 'Quellen',
  'picker.noticeHeading': 'Wie sicher wir uns seiner Regeln sind',
  'picker.noticeCount': '{count} erschlossen',
  'picker.noneInferred': 'Jede Regel dieses Regelwerks steht in seinen Quellen; keine ist nur erschlossen.',
  'picker.provenanceItem': '{rule}: {source}',
  'picker.fourColour': 'Vierfarbiges Blatt',
  'picker.fourColourHelp': 'Pik schwarz, Coeur rot, Karo blau, Treff grün.',

  // How sure we are of a rule.
  'confidence.inferred': 'Aus indirekten Belegen erschlossen',
  'confidence.literal': 'Wörtlich aus dem Vorlagetext übernommen (bekanntermaßen falsch)',
  'confidence.period': 'In einem Buch oder einer Schrift der Zeit belegt',
  'confidence.law': 'In den Regeln selbst belegt',
  'confidence.modern': 'Heutige Regeln',

  // Rule names, for the provenance list.
  'rule.strains': 'Welche Farben und Sans Atout geboten werden dürfen',
  'rule.trickValues': 'Wert jedes Tricks',
  'rule.bidRanking': 'Rangfolge der Gebote',
  'rule.dealerMustBid': 'Der Geber muss bieten',
  'rule.passedOutRedeal': 'Wer nach vier Passe gibt',
  'rule.maxBidLevel': 'Höchstes Gebot',
  'rule.gameTarget': 'Punkte für die Partie',
  'rule.doubleMultiplier': 'Kontra und Rekontra',
  'rule.doubledMadeBonus': 'Prämie für einen erfüllten kontrierten Kontrakt',
  'rule.redoubleBonusFactor': 'Prämie für einen erfüllten rekontrierten Kontrakt',
  'rule.undertrick': 'Strafe für jeden Faller',
  'rule.honourScale': 'Honneurtabelle',
  'rule.ntAces': 'Asse bei Sans Atout',
  'rule.honoursOnFailedContract': 'Honneurs, wenn der Kontrakt fällt',
  'rule.chicane': 'Chicane',
  'rule.slamValues': 'Schlemmprämien',
  'rule.slamEitherSide': 'Schlemm für beide Seiten',
  'rule.littleSlamOnFailedGrand': 'Kleinschlemm bei gefallenem Großschlemmgebot',
  'rule.oneSpadeLossLimit': 'Verlustgrenze bei „ein Pik“ des Gebers',
  'rule.rubberBonus': 'Robberprämie',
  'rule.unfinishedRubber': 'Unvollendeter Robber',
  'rule.unfinishedGame': 'Partie in einem unvollendeten Robber',
  'rule.unfinishedPartScore': 'Teilergebnis in einem unvollendeten Robber',
  'rule.nullos': 'Nullo-Gebote',
  'rule.threeHanded': 'Auction zu dritt',
  'rule.duplicate': 'Auction im Turnier (Duplicate)',
};
