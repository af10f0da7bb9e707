/**
 * The English strings of the replay's move list (MoveList), rendered at build time (and by the
 * Lab in the browser), never in the replay's first chunk. `moves.ts` joins them to the core.
 *
 * @packageDocumentation
 */
export const enMoves = {
  'moves.label': 'Moves: the auction and the play',
  'moves.start': 'The deal',
  'moves.auction': 'Auction',
  'moves.play': 'Play',
  'moves.trick': 'Trick {number}',
  'moves.callButton': '{seat}: {call}',
  'moves.cardButton': 'Trick {number}, {seat}: {card}',
  'moves.leads': 'leads',
  'moves.wins': 'wins',
  'moves.claim': 'Claim: {seat} claims {tricks}',
  'moves.contract': 'Contract: {contract}',
  'moves.passedOut': 'Passed out',
  'moves.cost': '{seat}: {card} gave up {cost} with best play',
} as const;
