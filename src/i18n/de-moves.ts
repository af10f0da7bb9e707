import type { enMoves } from './en-moves.ts';

/** The move list's strings in German (see en-moves.ts for what each is for). */
export const deMoves: { readonly [K in keyof typeof enMoves]: string } = {
  'moves.label': 'Züge: Reizung und Spiel',
  'moves.start': 'Die Verteilung',
  'moves.auction': 'Reizung',
  'moves.play': 'Spiel',
  'moves.trick': 'Stich {number}',
  'moves.callButton': '{seat}: {call}',
  'moves.cardButton': 'Stich {number}, {seat}: {card}',
  'moves.leads': 'Ausspiel',
  'moves.wins': 'gewinnt den Stich',
  'moves.claim': 'Claim: {seat} beansprucht {tricks}',
  'moves.contract': 'Kontrakt: {contract}',
  'moves.passedOut': 'Eingepasst',
  'moves.cost': '{card} von {seat} hat bei bestem Spiel {cost} gekostet',
};
