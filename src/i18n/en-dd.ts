/**
 * The English strings of the double-dummy panel under the Lab's replays
 * (`src/components/Analysis/AnalysisPanel.tsx`), kept apart from the Lab's own (`en-lab.ts`) so
 * that the Lab's first load does not carry them: the panel's code and words arrive together,
 * once a hand with four hands is shown. `dd.ts` joins them to the core strings.
 *
 * @packageDocumentation
 */
export const enDD = {
  'dd.title': 'Double-dummy analysis',
  'dd.intro':
    'What each side can take with all four hands in view and best play on both sides. The solver runs in your browser, in the background; a whole table can take from seconds to a few minutes.',
  'dd.solve': 'Solve the table',
  'dd.stop': 'Stop',
  'dd.starting': 'Starting the solver…',
  'dd.progress': '{done} of {total} cells solved',
  'dd.solving': 'Solving the table.',
  'dd.solved': 'Table solved: {total} of {total} cells in {seconds} s.',
  'dd.stopped': 'Stopped after {done} of {total} cells.',
  'dd.caption': 'Tricks each player takes as declarer, with best play',
  'dd.declarer': 'Declarer',
  'dd.pending': 'not solved yet',
  'dd.hidden': 'The table needs all four hands; this hand has some unknown.',
  'dd.lengths': 'The table needs four hands of the same number of cards; this hand has North {N}, East {E}, South {S}, West {W}.',
  'dd.here': 'At this step',
  'dd.analyse': 'Analyse this step',
  'dd.working': 'Analysing step {step}…',
  'dd.fromHere': 'With best play from here: declarer ({seat}) takes {count} in all.',
  'dd.cardsHead': '{seat} to play. Declarer’s total after each card:',
  'dd.cardLine': '{cards}: {count}',
  'dd.best': 'best',
  'dd.costOne': 'costs {side} a trick',
  'dd.costMany': 'costs {side} {count} tricks',
  'dd.stepAt': 'Step {step}.',
  'dd.auction': 'Step to the opening lead or later to analyse the play from there.',
  'dd.end': 'The play is over at this step.',
  'dd.stepHidden': 'The play can be analysed only with all four hands known.',
  'dd.stepStopped': 'Stopped.',
  'dd.failed': 'The analysis failed: {message} Your hand is unchanged; you can try again.',
  // The client's own errors (Analysis/client.ts), the {message} of dd.failed and play.error.
  'dd.workerStopped': 'The analysis stopped.',
  'dd.workerNoStart': 'The analysis could not start in this browser.',
} as const;
