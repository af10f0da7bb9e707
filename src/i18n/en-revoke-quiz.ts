/**
 * The English strings of the revoke quiz (RevokeQuiz). Kept apart from the core dictionary
 * (`en.ts`) so that an island without this widget does not load them; `revoke-quiz.ts` joins
 * them to the core.
 *
 * @packageDocumentation
 */
export const enRevokeQuiz = {
  'revokeQuiz.label': 'Revoke quiz',
  'revokeQuiz.situation':
    'Under the laws of the {code}, {declarer} plays {contract}, and {side} win {tricks} tricks in play. A defender has revoked: {declarer} may take {points} in the honour column, or {penaltyTricks} tricks from the defenders.',
  'revokeQuiz.question': 'Which choice scores more for {side} on this deal, counting what both sides score?',
  'revokeQuiz.choices': 'Choose the penalty',
  'revokeQuiz.choice.honours': 'The {points} points',
  'revokeQuiz.choice.tricks': 'The {penaltyTricks} tricks',
  'revokeQuiz.choice.equal': 'Both the same',
  'revokeQuiz.markRight': 'scores more',
  'revokeQuiz.markWrong': 'your choice',
  'revokeQuiz.check': 'Check answer',
  'revokeQuiz.show': 'Show answer',
  'revokeQuiz.pickFirst': 'Choose one first.',
  'revokeQuiz.right': 'Right.',
  'revokeQuiz.rightSecond': 'Right, at the second try.',
  'revokeQuiz.revealed': 'The answer: {answer}.',
  'revokeQuiz.notYet': 'Not yet.',
  'revokeQuiz.hint':
    'Hint: with the tricks, {side} have {total} tricks against the {needed} the contract needs. Whichever you choose, the revoking side scores nothing but its honours.',
  'revokeQuiz.again': 'Choose again and check, or show the answer.',
  'revokeQuiz.answer.honours': 'the points in the honour column',
  'revokeQuiz.answer.tricks': 'the tricks',
  'revokeQuiz.answer.equal': 'both choices come to the same',
  'revokeQuiz.with.honours': 'Taking the points: {side} {declarers}, {other} {defenders}, a difference of {net}.',
  'revokeQuiz.with.tricks': 'Taking the tricks: {side} {declarers}, {other} {defenders}, a difference of {net}.',
  'revokeQuiz.game': 'The tricks put {below} below the line: {game}',
  'revokeQuiz.game.yes': 'a game from love, which the points cannot give.',
  'revokeQuiz.game.no': 'not a game from love.',
  'revokeQuiz.entries': 'Every entry of both choices',
  'revokeQuiz.noScript': 'This quiz needs JavaScript, so that the answer stays hidden until you choose.',
} as const;
