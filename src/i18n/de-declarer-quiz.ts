import type { enDeclarerQuiz } from './en-declarer-quiz.ts';

/** The declarer quiz's strings in German (see en-declarer-quiz.ts for what each is for). */
export const deDeclarerQuiz: { readonly [K in keyof typeof enDeclarerQuiz]: string } = {
  'declarerQuiz.label': 'Quiz: Wer ist Alleinspieler?',
  'declarerQuiz.question': 'Wer ist der Alleinspieler?',
  'declarerQuiz.choices': 'Wählen Sie einen Platz',
  'declarerQuiz.check': 'Antwort prüfen',
  'declarerQuiz.show': 'Antwort zeigen',
  'declarerQuiz.pickFirst': 'Wählen Sie zuerst einen Platz.',
  'declarerQuiz.right': 'Richtig: {seat} ist der Alleinspieler.',
  'declarerQuiz.rightSecond': 'Richtig, im zweiten Versuch: {seat} ist der Alleinspieler.',
  'declarerQuiz.revealed': 'Die Antwort: {seat} ist der Alleinspieler.',
  'declarerQuiz.notYet': 'Noch nicht: {chosen} ist nicht der Alleinspieler.',
  'declarerQuiz.again': 'Wählen Sie neu und prüfen Sie noch einmal, oder lassen Sie sich die Antwort zeigen.',
  'declarerQuiz.hint.otherSide':
    'Hinweis: {side} hat die Reizung gewonnen (das letzte Gebot war {bid}), also sitzt der Alleinspieler auf dieser Seite, {chosen} aber nicht.',
  'declarerQuiz.hint.finalBidder':
    'Hinweis: {chosen} hat das letzte Gebot abgegeben, aber das letzte Gebot entscheidet nicht, wer spielt. Von den beiden Partnern ist derjenige Alleinspieler, der {strain} zuerst genannt hat.',
  'declarerQuiz.hint.partner':
    'Hinweis: Die Seite stimmt, aber von den beiden Partnern ist derjenige Alleinspieler, der {strain} zuerst genannt hat. Sehen Sie noch einmal nach, wer {strain} als Erster geboten hat.',
  'declarerQuiz.markRight': 'Alleinspieler',
  'declarerQuiz.markWrong': 'Ihre Wahl',
  'declarerQuiz.explainFirst':
    '{declarer} hat {strain} für {side} als Erster genannt, und zwar mit der {ordinal} Ansage von {declarer} ({call}); also ist {declarer} der Alleinspieler.',
  'declarerQuiz.dummyBidLast': '{dummy}, der das letzte Gebot ({bid}) abgegeben hat, ist Strohmann.',
  'declarerQuiz.declarerBidLast': '{declarer} hat auch das letzte Gebot abgegeben, {bid}, und {dummy} ist Strohmann.',
  'declarerQuiz.noScript': 'Dieses Quiz braucht JavaScript, damit die Antwort verborgen bleibt, bis Sie gewählt haben.',

  // Ordinals, declined for "mit der … Ansage": only the quiz's explanation uses them.
  'ordinal.1': 'ersten',
  'ordinal.2': 'zweiten',
  'ordinal.3': 'dritten',
  'ordinal.4': 'vierten',
  'ordinal.5': 'fünften',
  'ordinal.6': 'sechsten',
  'ordinal.7': 'siebten',
  'ordinal.8': 'achten',
  'ordinal.9': 'neunten',
  'ordinal.10': 'zehnten',
  'ordinal.n': '{n}.',
};
