import type { enHandScore } from './en-handscore.ts';

/** The hand's score and analysis blocks in German (see en-handscore.ts for what each is for). */
export const deHandScore: { readonly [K in keyof typeof enHandScore]: string } = {
  'handscore.label': 'Die Abrechnung dieses Spiels',
  'handscore.under': 'Nach {rules}',
  'handscore.contract': 'Zum Vergleich nach {rules}',
  'handscore.cannot': 'Nach {rules} nicht abzurechnen: {message}',
  'handscore.noResult': 'Kein Ergebnis zum Abrechnen: Spiel und Ergebnis sind nicht angegeben.',
  'analysis.summary': 'Double-Dummy-Analyse: War der Kontrakt zu erfüllen?',
  'analysis.summaryNoPlay': 'Double-Dummy-Analyse: Was jede Seite erfüllen kann, und Par',
  'analysis.table': 'Stiche, die jeder Spieler als Alleinspieler bei bestem Spiel beider Seiten macht',
  'analysis.nt': 'SA',
  'analysis.par': 'Par, das Ergebnis bei bester Reizung und bestem Spiel beider Seiten (aus Sicht von Nord-Süd):',
  'analysis.parLine': '{score}: {contracts}',
  'analysis.parPass': 'das Spiel einpassen',
  'analysis.before': 'Vor dem ersten Ausspiel macht die Seite von {seat} bei bestem Spiel {tricks}.',
  'analysis.noLoss': 'Keine Karte hat einen Stich gekostet: Das Spiel war nach Double Dummy fehlerfrei.',
  'analysis.loss':
    'Stich {trick}: {seat} spielte {card} und gab damit {cost} ab; bei bestem Spiel von dort an macht die Seite des Alleinspielers {after}.',
  'analysis.steps': 'Bestes Spiel bei jedem Schritt',
  'analysis.stepsToggle': 'Zeigen, was bestes Spiel bei jedem Schritt ergibt',
  'analysis.step': 'Bei bestem Spiel von hier an macht die Seite von {seat} insgesamt {tricks}.',
  'analysis.stepLoss': '{seat} spielte {card} und gab damit {cost} ab.',
};
