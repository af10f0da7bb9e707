import type { enSummary } from './en-summary.ts';

/** The scoring summary's strings in German (see en-summary.ts for what each is for). */
export const deSummary: { readonly [K in keyof typeof enSummary]: string } = {
  // Intro.
  'summary.intro':
    'Regelwerk: {label} ({years}){default}. Hier steht alles, was der Punktezähler eines Robbers braucht. {description} Jede Zahl auf dieser Seite stammt aus dem Regelwerk, mit dem die Regel-Engine wertet. Eine Regel, die sich im Text des Regelwerks selbst nicht nachlesen ließ, trägt eine Kennzeichnung, die sagt, wie sie festgestellt wurde; die Gründe nennt die Seite {link}. Zum Ausdrucken nehmen Sie den Druckbefehl Ihres Browsers: Die Übersicht passt auf ein Blatt.',
  'summary.intro.default': ', das Standard-Regelwerk dieser Website',
  'summary.link.ruleSets': 'Regelwerke und ihre Quellen',

  // Below the line.
  'summary.below':
    'Stichpunkte kommen unter den Strich, wenn ein Kontrakt erfüllt ist, und zwar für die Partei, die ihn erfüllt hat, und für alle ihre Tricks: Auch die Tricks über das Gebot hinaus zählen mit.',
  'summary.trickValues': 'Stichwerte',
  'summary.col.strain': 'Denomination',
  'summary.col.oddTrick': 'Wert je Trick',
  'summary.col.game': 'Partie von null aus in einem Spiel',
  'summary.odd.none': 'nicht in einem Spiel',
  'summary.odd.some': '{count} Tricks',
  'summary.game':
    '{game}: Sie gewinnt die Partei, die als erste {target} Punkte unter dem Strich hat, aus einem Spiel oder aus Teilergebnissen zusammengezählt. Dann wird unter beiden Spalten ein Strich gezogen, und ein Teilergebnis darüber hilft nicht mehr zur nächsten Partie.',
  'summary.game.word': 'Partie',
  'summary.doubling': '{doubled} erfüllt: Stichpunkte × {double}; {redoubled}: × {redouble}.',
  'summary.doubling.doubled': 'Kontrakt mit Kontra',
  'summary.doubling.redoubled': 'mit Rekontra',

  // The auction.
  'summary.value':
    '{name} (Rangfolge nach dem Wert): Ein Gebot ist seine Tricks mal den Stichwert seiner Denomination wert; der höhere Wert gewinnt, bei gleichem Wert das Gebot mit mehr Tricks.',
  'summary.value.name': 'Value calling',
  'summary.majority': '{name} (Rangfolge nach der Zahl der Tricks): Mehr Tricks gewinnen; bei gleicher Zahl gilt die Rangfolge {order}.',
  'summary.majority.name': 'Majority calling',
  'summary.overOneNoTrump': 'Das niedrigste Gebot über einem Sans Atout ist {bid}.',
  'summary.none': 'keines',
  'summary.dealerMust': '{must}: Seine erste Ansage darf nicht Passe sein, also passen nie alle vier.',
  'summary.dealerMust.words': 'Der Geber muss bieten',
  'summary.dealerMay': '{may}; nach vier Passe {redeal}.',
  'summary.dealerMay.words': 'Der Geber darf passen',
  'summary.redeal.next': 'gibt der nächste Geber',
  'summary.redeal.same': 'gibt derselbe Geber noch einmal',
  'summary.afterFourPasses': 'nach vier Passe: ',
  'summary.oneSpade': 'Das eröffnende „ein Pik“ des Gebers verliert im Spiel höchstens {limit}, außer mit Rekontra.',
  'summary.maxBid': 'Das höchste Gebot lautet auf {level} Tricks.',

  // Above the line.
  'summary.col.item': 'Posten',
  'summary.col.points': 'Punkte',
  'summary.row.doubledBonus': 'Kontrakt mit Kontra erfüllt',
  'summary.bonus.perOvertrick': '{base}, dazu {per} für jeden Überstich; × {factor} mit Rekontra',
  'summary.bonus.flat': '{base}, gleich wie viele Überstiche; × {factor} mit Rekontra',
  'summary.row.undertrick': 'Jeder Faller, für die Gegenspieler',
  'summary.undertrick': '{undoubled} ohne Kontra, {doubled} mit Kontra, {redoubled} mit Rekontra',
  'summary.row.littleSlam': 'Kleinschlemm (zwölf Stiche), geboten oder nicht',
  'summary.row.grandSlam': 'Großschlemm (dreizehn Stiche)',
  'summary.row.rubber': 'Robber (zwei Partien)',
  'summary.slam.eitherSide': 'Einen Schlemm schreibt jede Partei an, die ihn macht, auch die Gegenspieler',
  'summary.slam.declarersOnly': 'Einen Schlemm schreibt nur die Partei des Alleinspielers an',
  'summary.slam.failedGrand': 'Sieben geboten und zwölf gemacht bringt immer noch den Kleinschlemm',
  'summary.slam.noFailedGrand': 'Sieben geboten und zwölf gemacht bringt keinen Schlemm',
  'summary.unfinished.points':
    'Ein Robber, der vor zwei Partien abgebrochen wird, wird nach den erzielten Punkten abgerechnet, sonst nichts',
  'summary.unfinished.perGame': 'Ein Robber, der vor zwei Partien abgebrochen wird, bringt {points} für jede gewonnene Partie',

  // Honours.
  'summary.honours': 'Die Partei, die sie hält, schreibt sie an, {when}; ein Kontra verdoppelt sie nie.',
  'summary.honours.always': 'ob der Kontrakt erfüllt wird oder nicht',
  'summary.honours.madeOnly': 'aber nur, wenn der Kontrakt erfüllt wird',
  'summary.honours.byTricks':
    'Die Tabelle zählt in Tricks der Trumpffarbe, jeden zum Stichwert dieser Farbe; dasselbe Blatt ist also in einer höheren Farbe mehr wert.',
  'summary.honours.flat': 'Die Tabelle gibt in jeder Trumpffarbe dieselben Punkte.',
  'summary.honours.table': 'Diese Honneurtabelle',
  'summary.col.honours': 'Trumpf-Honneurs (A K D B 10)',
  'summary.col.tricks': 'Tricks',
  'summary.holding.simple': 'Drei, auf die Partner verteilt',
  'summary.holding.fourDivided': 'Vier, auf die Partner verteilt',
  'summary.holding.fiveDivided': 'Fünf, auf die Partner verteilt',
  'summary.holding.fourInOneHand': 'Vier in einer Hand',
  'summary.holding.fourInOneHandFifthWithPartner': 'Vier in einer Hand, der fünfte beim Partner',
  'summary.holding.fiveInOneHand': 'Fünf in einer Hand',
  'summary.holding.otherFour': 'Vier in einer Hand, aber nicht A K D B',
  'summary.holding.chicane': 'Chicane: eine Hand ohne Trumpf',
  'summary.holding.doubleChicane': 'Doppelte Chicane: beide Hände einer Partei ohne Trumpf',
  'summary.ntAces':
    'Bei Sans Atout zählen stattdessen die Asse: drei Asse {three}, vier verteilt {fourDivided}, vier in einer Hand {fourInOneHand}.',
  'summary.chicane.scores':
    'Chicane kommt zu den Honneurs ihrer Partei hinzu oder wird, wenn die Gegner die Honneurs halten, von deren Honneurs abgezogen.',
  'summary.chicane.none': 'Chicane, eine Hand ohne Trumpf, zählt nach diesem Regelwerk nichts.',

  // The worked deal, and the other codes.
  'summary.worked': 'Zwei Coeur mit Kontra, erfüllt mit neun Stichen; der Alleinspieler hält drei Honneurs:',
  'summary.more':
    'Dieselbe Übersicht für die anderen Regelwerke: {others}. Die Seite {ruleSets} stellt alle Regelwerke nebeneinander, und mit dem {scorer} führen Sie einen Robber am Tisch.',
  'summary.link.scorer': 'Punktezähler',
};
