/**
 * The English strings of the rubber exercise (lesson 12): the reader keeps the score of a short
 * rubber on the pad and the engine checks each entry. Kept apart from the scoring dictionary so
 * that only a page with the exercise loads them; `exercise.ts` joins them to the core and
 * scoring strings.
 *
 * @packageDocumentation
 */
export const enExercise = {
  'rx.label': 'Keep the score: a rubber of {count} deals',
  'rx.how':
    'For each deal, write on the pad what each side scores: trick points below the line, everything else above it. Several entries in one box are joined by +, like 100 + 30. Leave a box empty when a side scores nothing there. Tick the line when the deal wins a game. Then check.',
  'rx.dealTitle': 'Deal {deal} of {count}',
  'rx.dealDone': 'scored',
  'rx.dealsLabel': 'The deals',
  'rx.input': 'Deal {deal}, {where}',
  'rx.line': 'Deal {deal} wins a game: draw the line under the trick points',
  'rx.lineDrawn': 'Line drawn after deal {deal}',
  'rx.check': 'Check deal {deal}',
  'rx.right': 'Right',
  'rx.wrong': 'Not right',
  'rx.correctionsTitle': 'What the engine says',
  'rx.correction': '{where}: you wrote {given}; {answer}',
  'rx.correctionBlank': '{where}: you left it empty; {answer}',
  'rx.correctionNumber': '{where}: “{given}” is not a list of whole numbers. Write numbers joined by +, or leave the box empty.',
  'rx.should': 'it should be {points}. {items}',
  'rx.shouldSum': 'it should be {points} ({sum}). {items}',
  'rx.shouldNothing': '{party} score nothing {line} on this deal: leave it empty.',
  'rx.item': '{reason}: {detail}',
  'rx.itemEquals': '{reason}: {detail} = {points}',
  'rx.lineWhere': 'The line',
  'rx.lineGame':
    'draw it: {party} now have {below} below the line in this game, and a game is {target}. Both sides start the next game from nothing.',
  'rx.lineRubber':
    'draw it: {party} now have {below} below the line in this game, and a game is {target}. It is their second game: the rubber is over.',
  'rx.lineNone': 'no line yet: in this game {we} have {weBelow} and {they} {theyBelow} below the line, and a game is {target}.',
  'rx.lineWrongDrawn': 'you drew it; {answer}',
  'rx.lineWrongMissing': 'you left it out; {answer}',
  'rx.summaryRight': 'Deal {deal}: all {count} right.',
  'rx.summaryNext': 'Deal {deal}: all {count} right. Now deal {next}: {words}',
  'rx.summaryWrong':
    'Deal {deal}: {right} of {count} right. The corrections are under the pad; change the entries marked wrong and check again.',
  'rx.finished': 'The rubber is scored.',
  'rx.result': 'The totals: {totals}. {result}',
  'rx.value': 'That margin, the difference between the two totals with the rubber bonus counted in, is what the rubber is worth.',
  'rx.restart': 'Start again',
  'rx.restartAsk': 'Wipe every entry you have written on this pad?',
  'rx.restartYes': 'Yes, wipe them',
  'rx.restartNo': 'No, keep them',
  'rx.restarted': 'The pad is empty again: deal 1.',
  'rx.kept': 'Your entries are kept in this browser.',
  'rx.notKept': 'This browser does not let the page keep your entries: they will be lost when you leave.',
  'rx.badStore': 'Your stored entries for this pad could not be read ({problem}), so the pad starts empty.',
  'rx.otherRubber': 'The rubber on this page has changed since you last worked on it, so the pad starts empty.',
  // Why stored entries could not be read (store.ts), the {problem} of rx.badStore.
  'rx.store.notJson': 'it is not JSON',
  'rx.store.notOurs': 'it is not this exercise’s data',
  'rx.store.version': 'version {version} is not known',
  'rx.store.deals': 'the list of deals is wrong',
  'rx.store.deal': 'deal {number}',
  'rx.store.entries': "{where} is not a deal's entries",
  'rx.store.missing': '{where} is missing',
  'rx.store.shortText': '{where} is not a short text',
  'rx.store.trueFalse': '{where} is not true or false',
  // The model's own error (model.ts checkDeal).
  'rx.noDeal': 'There is no deal {deal}.',
} as const;
