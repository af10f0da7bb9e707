/**
 * The Preact side of progress for a quiz: records how a question went (once) and follows the
 * lesson's tally, so that every quiz on a page shows the same running count.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import {
  lessonKeyOf,
  onProgressChange,
  readProgress,
  saveQuiz,
  tallyOf,
  type ProgressEnv,
  type ProgressProblem,
  type QuizOutcome,
  type Tally,
} from './store.ts';

const pagePath = (): string => (typeof location === 'undefined' ? '' : location.pathname);

/** The lesson's tally, and what was ignored in storage (empty until mounted, so that hydration matches the static HTML). */
export function useLessonTally(env: ProgressEnv = {}): { readonly tally: Tally | null; readonly problem: ProgressProblem | null } {
  const [tally, setTally] = useState<Tally | null>(null);
  const [problem, setProblem] = useState<ProgressProblem | null>(null);
  useEffect(() => {
    const key = lessonKeyOf(pagePath());
    const read = readProgress(env);
    setTally(tallyOf(read.progress.lessons[key]));
    setProblem(read.problem);
    return onProgressChange((p) => setTally(tallyOf(p.lessons[key])), env);
  }, []);
  return { tally, problem };
}

/** Records a quiz's outcome in the reader's progress for this page's lesson. */
export const recordOutcome = (quizId: string, outcome: QuizOutcome | null, env: ProgressEnv = {}): void => {
  if (outcome === null) return;
  saveQuiz(lessonKeyOf(pagePath()), quizId, outcome, env);
};
