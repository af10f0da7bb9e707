import type { RuleSetId } from '../engine/rules/types.ts';

/**
 * The rule sets' summaries and years of use in German (the English is the engine's `summary`
 * and `years`, in `engine/rules/*.ts`; `rule-set-text.ts` picks one by the page's language).
 */
export const deRuleSetText: { readonly [K in `ruleSetSummary.${RuleSetId}` | `ruleSetYears.${RuleSetId}`]: string } = {
  'ruleSetSummary.whist-club-1926':
    'Das letzte amerikanische Regelwerk des Auction-Bridge, das Spiel in der Form, in der Contract es ablöste. Pik 9, Sans Atout 10, Gebote zuerst nach der Zahl der Tricks geordnet, Honneurs nach der festen Tabelle von 30 bis 100.',
  'ruleSetSummary.whist-club-1915':
    'Das klassische amerikanische Spiel nach den Regeln von 1915: Das Pik zu 2 Punkten ist verschwunden, Pik zählt 9, Schlemms 50 und 100, Honneurs sind so viele Tricks der Trumpffarbe wert.',
  'ruleSetSummary.royal-auction-1912':
    'Die Royal-Zählung: gewöhnliches Pik zu 2, Royal Spades zu 9, Sans Atout auf 10 gesenkt. Der Geber muss bieten, Gebote ordnen sich nach ihrem Wert, Schlemms 20 und 40, Chicane.',
  'ruleSetSummary.bridge-count-1908':
    'Das ursprüngliche Auction-Bridge mit den Werten des Bridge: Pik 2, Treff 4, Karo 6, Coeur 8, Sans Atout 12. Drei Sans Atout oder vier Coeur sind von null aus eine Partie; der Geber muss bieten.',
  'ruleSetSummary.seed-000':
    'Eine verbreitete heutige Beschreibung, beim Wort genommen: Vier Honneurs heißt nur A-K-D-B, ein Kontrakt mit Kontra bringt erfüllt pauschal 50 Prämie, und nach vier Passe gibt derselbe Geber neu.',
  'ruleSetSummary.contract-rubber':
    'Das heutige Robber-Bridge: Nur die gebotenen Stiche zählen für die Partie von 100, in Gefahr ist eine Seite nach einer gewonnenen Partie, der Robber bringt 700 oder 500.',
  'ruleSetSummary.contract-duplicate':
    'Das heutige Turnier-Bridge (Gesetz 77 der WBF): Jedes Board wird für sich gewertet, die Gefahrenlage gibt das Board vor.',
  'ruleSetYears.whist-club-1926': '1926–1930',
  'ruleSetYears.whist-club-1915': '1915–1925',
  'ruleSetYears.royal-auction-1912': '1912–1915',
  'ruleSetYears.bridge-count-1908': '1908–1912',
  'ruleSetYears.seed-000': 'heutige Beschreibung',
  'ruleSetYears.contract-rubber': 'heute',
  'ruleSetYears.contract-duplicate': 'heute',
};
