/**
 * What was ignored in stored progress, in words: shared by the quizzes' tally line and the
 * /progress/ page. Plain TypeScript (no Preact), so that the progress page loads no framework.
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/progress.ts';
import type { ProgressProblem } from './store.ts';

/** What was ignored in storage, in words ('' if nothing). */
export const problemText = (problem: ProgressProblem | null, lang = 'en'): string => {
  const tr = translator(lang);
  if (problem === null) return '';
  if (problem.kind === 'dropped') return tr('progress.problem.dropped', { count: problem.count });
  return tr(problem.kind === 'unreadable' ? 'progress.problem.unreadable' : 'progress.problem.unknown');
};
