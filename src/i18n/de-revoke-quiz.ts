import type { enRevokeQuiz } from './en-revoke-quiz.ts';

/** The revoke quiz's strings in German (see en-revoke-quiz.ts for what each is for). */
export const deRevokeQuiz: { readonly [K in keyof typeof enRevokeQuiz]: string } = {
  'revokeQuiz.label': 'Quiz zum Revoke',
  'revokeQuiz.situation':
    'Regelwerk: {code}. {declarer} spielt {contract}, und {side} gewinnt im Spiel {tricks} Stiche. Ein Gegenspieler hat ein Revoke begangen: {declarer} darf entweder {points} Punkte in der Honneurspalte anschreiben oder den Gegenspielern {penaltyTricks} Stiche abnehmen.',
  'revokeQuiz.question': 'Welche Wahl bringt {side} in diesem Spiel mehr, wenn man zählt, was beide Seiten anschreiben?',
  'revokeQuiz.choices': 'Wählen Sie die Strafe',
  'revokeQuiz.choice.honours': 'Die {points} Punkte',
  'revokeQuiz.choice.tricks': 'Die {penaltyTricks} Stiche',
  'revokeQuiz.choice.equal': 'Beides gleich',
  'revokeQuiz.markRight': 'bringt mehr',
  'revokeQuiz.markWrong': 'Ihre Wahl',
  'revokeQuiz.check': 'Antwort prüfen',
  'revokeQuiz.show': 'Antwort zeigen',
  'revokeQuiz.pickFirst': 'Wählen Sie zuerst eine Möglichkeit.',
  'revokeQuiz.right': 'Richtig.',
  'revokeQuiz.rightSecond': 'Richtig, im zweiten Versuch.',
  'revokeQuiz.revealed': 'Die Antwort: {answer}.',
  'revokeQuiz.notYet': 'Noch nicht.',
  'revokeQuiz.hint':
    'Hinweis: Mit den Stichen hat {side} {total} Stiche, der Kontrakt braucht {needed}. Wie Sie auch wählen: Die Seite mit dem Revoke schreibt nichts an außer ihren Honneurs.',
  'revokeQuiz.again': 'Wählen Sie neu und prüfen Sie noch einmal, oder lassen Sie sich die Antwort zeigen.',
  'revokeQuiz.answer.honours': 'die Punkte in der Honneurspalte',
  'revokeQuiz.answer.tricks': 'die Stiche',
  'revokeQuiz.answer.equal': 'beide Möglichkeiten ergeben dasselbe',
  'revokeQuiz.with.honours': 'Mit den Punkten: {side} {declarers}, {other} {defenders}, ein Unterschied von {net}.',
  'revokeQuiz.with.tricks': 'Mit den Stichen: {side} {declarers}, {other} {defenders}, ein Unterschied von {net}.',
  'revokeQuiz.game': 'Die Stiche bringen {below} unter den Strich: {game}',
  'revokeQuiz.game.yes': 'eine Partie von null aus, was die Punkte nicht leisten.',
  'revokeQuiz.game.no': 'keine Partie von null aus.',
  'revokeQuiz.entries': 'Alle Einträge beider Möglichkeiten',
  'revokeQuiz.noScript': 'Dieses Quiz braucht JavaScript, damit die Antwort verborgen bleibt, bis Sie gewählt haben.',
};
