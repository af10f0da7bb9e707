/**
 * The English strings of the reader's progress: the quizzes' running tally, the words every quiz
 * shares (show answer, not yet, hint), the /progress/ page and the sidebar marks. Kept apart so
 * that only pages with a quiz or the progress page load them; `progress.ts` makes the translator.
 *
 * @packageDocumentation
 */
export const enProgress = {
  'attempt.show': 'Show answer',
  'attempt.notYet': 'Not yet.',
  'attempt.hint': 'Hint: {hint}',
  'attempt.tryAgain': 'Change your answer and check again, or show the answer.',
  'attempt.right': 'Right.',
  'attempt.rightSecond': 'Right, at the second try.',
  'attempt.revealed': 'The answer:',

  'tally.line': 'This lesson so far: {answered} answered; {first} right at the first try, {second} after a hint, {revealed} shown.',

  'progress.problem.unreadable':
    'The progress stored in this browser could not be read, so it was ignored. Anything you do now is kept from here on.',
  'progress.problem.unknown':
    'The progress stored in this browser is in a form this site does not know (perhaps from an older version), so it was ignored. Anything you do now is kept from here on.',
  'progress.problem.dropped':
    'Part of the progress stored in this browser could not be read ({count} entries) and was ignored; the rest is kept.',
  'progress.finished': 'finished',
  'progress.started': 'started',
  'progress.notStarted': 'not started',
  'progress.quizzes': '{answered} of the quizzes answered: {first} right at the first try, {second} after a hint, {revealed} shown',
  'progress.noQuizzes': 'no quiz answered',
  'progress.markFinished': 'Mark as finished',
  'progress.markUnfinished': 'Mark as not finished',
  'progress.reset': 'Forget all my progress',
  'progress.resetConfirm': 'Forget every finished lesson and every quiz result kept in this browser?',
  'progress.resetDone': 'Your progress was forgotten.',
  'progress.summary': '{finished} of {count} lessons finished.',
  'progress.recorded': 'Lesson “{lesson}” marked as finished.',
  'progress.noStorage': 'This browser does not let the site keep anything, so progress lasts only while this page is open.',
} as const;
