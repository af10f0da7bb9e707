import type { enProgress } from './en-progress.ts';

/** The reader's progress and the words every quiz shares, in German (see en-progress.ts for what each is for). */
export const deProgress: { readonly [K in keyof typeof enProgress]: string } = {
  'attempt.show': 'Antwort zeigen',
  'attempt.notYet': 'Noch nicht.',
  'attempt.hint': 'Hinweis: {hint}',
  'attempt.tryAgain': 'Ändern Sie Ihre Antwort und prüfen Sie noch einmal, oder lassen Sie sich die Antwort zeigen.',
  'attempt.right': 'Richtig.',
  'attempt.rightSecond': 'Richtig, im zweiten Versuch.',
  'attempt.revealed': 'Die Antwort:',

  'tally.line':
    'In dieser Lektion bisher: {answered} beantwortet; {first} im ersten Versuch richtig, {second} nach einem Hinweis, {revealed} aufgedeckt.',

  'progress.problem.unreadable':
    'Der in diesem Browser gespeicherte Fortschritt ließ sich nicht lesen und wurde deshalb übergangen. Was Sie ab jetzt tun, wird wieder gespeichert.',
  'progress.problem.unknown':
    'Der in diesem Browser gespeicherte Fortschritt hat eine Form, die diese Website nicht kennt (vielleicht aus einer älteren Version), und wurde deshalb übergangen. Was Sie ab jetzt tun, wird wieder gespeichert.',
  'progress.problem.dropped':
    'Ein Teil des in diesem Browser gespeicherten Fortschritts ließ sich nicht lesen ({count} Einträge) und wurde übergangen; der Rest bleibt erhalten.',
  'progress.finished': 'abgeschlossen',
  'progress.started': 'begonnen',
  'progress.notStarted': 'nicht begonnen',
  'progress.quizzes':
    '{answered} Quizfragen beantwortet: {first} im ersten Versuch richtig, {second} nach einem Hinweis, {revealed} aufgedeckt',
  'progress.noQuizzes': 'keine Quizfrage beantwortet',
  'progress.markFinished': 'Als abgeschlossen markieren',
  'progress.markUnfinished': 'Als nicht abgeschlossen markieren',
  'progress.reset': 'Meinen ganzen Fortschritt vergessen',
  'progress.resetConfirm': 'Alle abgeschlossenen Lektionen und alle Quizergebnisse vergessen, die in diesem Browser gespeichert sind?',
  'progress.resetDone': 'Ihr Fortschritt wurde vergessen.',
  'progress.summary': '{finished} von {count} Lektionen abgeschlossen.',
  'progress.recorded': 'Lektion „{lesson}“ als abgeschlossen markiert.',
  'progress.noStorage': 'Dieser Browser lässt die Website nichts speichern; Ihr Fortschritt gilt daher nur, solange diese Seite offen ist.',
};
