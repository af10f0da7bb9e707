/**
 * The English strings of the play record, trick by trick: the whole hand that the hand replay
 * prints for readers without JavaScript and on paper, and that the hand sheet prints. Rendered at
 * build time only, so kept apart from the replay's own strings (`en-replay.ts`), which the island
 * loads; `record.ts` joins them to the core.
 *
 * @packageDocumentation
 */
export const enRecord = {
  'record.caption': 'The play, trick by trick',
  'record.trick': 'Trick',
  'record.ledBy': 'Led by',
  'record.wonBy': 'Won by',
  'record.led': 'led',
  'record.won': 'wins the trick',
  'record.notPlayed': 'not played',
  'record.notes': 'Notes to the play',
  'record.noteAt': 'Trick {number}, {seat}, {card}:',
  'record.claim': 'Declarer, {seat}, claimed {tricks} in all.',
  'record.result': 'The declaring side won {tricks}.',
  'record.noPlay': 'The play is not given.',
} as const;
