/**
 * The English strings of the hand diagram (HandDiagram). Kept apart from the core dictionary
 * (`en.ts`) so that an island without this widget does not load them; `diagram.ts` joins them to
 * the core.
 *
 * @packageDocumentation
 */
export const enDiagram = {
  // Hand diagram.
  'diagram.label': 'The four hands, dealer {dealer}',
  'diagram.dealer': 'Dealer',
  'diagram.dealerIs': 'Dealer: {seat}',
  'diagram.contractIs': 'Contract: {contract}',
  'diagram.vulnerabilityIs': 'Vulnerable: {vulnerability}',
  'diagram.hand': '{seat}',
  'diagram.handDealer': '{seat}, dealer',
  'diagram.suitLine': '{suit}: {cards}',
  'diagram.withPlayed': '{cards}; played: {played}',
  'diagram.handToAct': '{hand}, to play',
  'diagram.void': '—',
  'diagram.void.spoken': 'void',
  'diagram.hidden': 'Hidden',
  'diagram.hidden.spoken': 'hand hidden',
  'diagram.unknown': 'Not given',
  'diagram.unknown.spoken': 'hand not given',
} as const;
