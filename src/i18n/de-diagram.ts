import type { enDiagram } from './en-diagram.ts';

/** The hand diagram's strings in German (see en-diagram.ts for what each is for). */
export const deDiagram: { readonly [K in keyof typeof enDiagram]: string } = {
  'diagram.label': 'Die vier Blätter, Geber {dealer}',
  'diagram.dealer': 'Geber',
  'diagram.dealerIs': 'Geber: {seat}',
  'diagram.contractIs': 'Kontrakt: {contract}',
  'diagram.vulnerabilityIs': 'In Gefahr: {vulnerability}',
  'diagram.hand': '{seat}',
  'diagram.handDealer': '{seat}, Geber',
  'diagram.suitLine': '{suit}: {cards}',
  'diagram.withPlayed': '{cards}; gespielt: {played}',
  'diagram.handToAct': '{hand}, am Zug',
  'diagram.void': '—',
  'diagram.void.spoken': 'keine Karte',
  'diagram.hidden': 'Verdeckt',
  'diagram.hidden.spoken': 'Blatt verdeckt',
  'diagram.unknown': 'Nicht angegeben',
  'diagram.unknown.spoken': 'Blatt nicht angegeben',
};
