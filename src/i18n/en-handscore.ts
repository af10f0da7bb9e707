/**
 * The English strings of the hand's score (HandScore) and double-dummy analysis (Analysis),
 * both rendered at build time only. `handscore.ts` joins them to the core and scoring strings.
 *
 * @packageDocumentation
 */
export const enHandScore = {
  'handscore.label': 'The score of this hand',
  'handscore.under': 'Under {rules}',
  'handscore.contract': 'Under {rules}, for comparison',
  'handscore.cannot': 'Not scored under {rules}: {message}',
  'handscore.noResult': 'No result to score: the play and the result are not given.',
  'analysis.summary': 'Double-dummy analysis: could it have been made?',
  'analysis.summaryNoPlay': 'Double-dummy analysis: what each side can make, and par',
  'analysis.table': 'Tricks each player takes as declarer with best play on both sides',
  'analysis.nt': 'NT',
  'analysis.par': 'Par, the result of best bidding and play by both sides (North–South’s score):',
  'analysis.parLine': '{score}, in {contracts}',
  'analysis.parPass': 'pass the deal out',
  'analysis.before': 'Before the opening lead, with best play {seat}’s side takes {tricks}.',
  'analysis.noLoss': 'No card gave up a trick: the play was double-dummy perfect.',
  'analysis.loss': 'Trick {trick}: {seat} played {card}, which gave up {cost}; with best play from there declarer’s side takes {after}.',
  'analysis.steps': 'Best play at each step',
  'analysis.stepsToggle': 'Show what best play gives at each step',
  'analysis.step': 'With best play from here, {seat}’s side ends with {tricks} in all.',
  'analysis.stepLoss': '{seat} played {card}, which gave up {cost}.',
} as const;
