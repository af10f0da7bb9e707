/**
 * The English strings of the declarer quiz (DeclarerQuiz). Kept apart from the core dictionary
 * (`en.ts`) so that an island without this widget does not load them; `declarer-quiz.ts` joins
 * them to the core.
 *
 * @packageDocumentation
 */
export const enDeclarerQuiz = {
  'declarerQuiz.label': 'Declarer quiz',
  'declarerQuiz.question': 'Who is the declarer?',
  'declarerQuiz.choices': 'Choose a seat',
  'declarerQuiz.check': 'Check answer',
  'declarerQuiz.show': 'Show answer',
  'declarerQuiz.pickFirst': 'Choose a seat first.',
  'declarerQuiz.right': 'Right: {seat} is the declarer.',
  'declarerQuiz.rightSecond': 'Right, at the second try: {seat} is the declarer.',
  'declarerQuiz.revealed': 'The answer: {seat} is the declarer.',
  'declarerQuiz.notYet': 'Not yet: {chosen} is not the declarer.',
  'declarerQuiz.again': 'Choose again and check, or show the answer.',
  'declarerQuiz.hint.otherSide':
    'Hint: {side} won the auction (the final bid was {bid}), so the declarer sits on that side; {chosen} does not.',
  'declarerQuiz.hint.finalBidder':
    'Hint: {chosen} made the final bid, but the final bid does not decide who plays. Of the two partners, the one who first named {strain} is the declarer.',
  'declarerQuiz.hint.partner':
    'Hint: the side is right, but of the two partners the declarer is the one who first named {strain}. Look again at who bid {strain} first.',
  'declarerQuiz.markRight': 'declarer',
  'declarerQuiz.markWrong': 'your choice',
  'declarerQuiz.explainFirst':
    '{declarer} named {strain} first for {side}, at {declarer}’s {ordinal} call ({call}), so {declarer} is the declarer.',
  'declarerQuiz.dummyBidLast': '{dummy}, who made the final bid of {bid}, is dummy.',
  'declarerQuiz.declarerBidLast': '{declarer} also made the final bid, {bid}, and {dummy} is dummy.',
  'declarerQuiz.noScript': 'This quiz needs JavaScript, so that the answer stays hidden until you choose.',

  // Ordinals, as words ("at West's second call"): only the quiz's explanation uses them.
  'ordinal.1': 'first',
  'ordinal.2': 'second',
  'ordinal.3': 'third',
  'ordinal.4': 'fourth',
  'ordinal.5': 'fifth',
  'ordinal.6': 'sixth',
  'ordinal.7': 'seventh',
  'ordinal.8': 'eighth',
  'ordinal.9': 'ninth',
  'ordinal.10': 'tenth',
  'ordinal.n': '{n}th',
} as const;
