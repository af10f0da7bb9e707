/**
 * The /progress/ page in the browser: fills each lesson's row from the stored progress (finished
 * or not, how its quizzes went), lets the reader mark a lesson finished or not and forget
 * everything, records `?finished=<lesson>` (the "I have finished this lesson" link at the end of
 * each lesson), and says in words when stored data was ignored. Plain DOM, no Preact: the page is
 * a static table that this script completes.
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/progress.ts';
import {
  markFinished,
  onProgressChange,
  readProgress,
  resetProgress,
  tallyOf,
  writeProgress,
  type Progress,
  type ProgressEnv,
} from './store.ts';
import { problemText } from './messages.ts';

const tr = translator('en');

export { problemText };

/** One lesson's state in words: "finished", "started" or "not started", and its quizzes. */
export const lessonText = (progress: Progress, lesson: string): { state: string; quizzes: string; finished: boolean } => {
  const l = progress.lessons[lesson];
  const t = tallyOf(l);
  const finished = l?.finished === true;
  return {
    finished,
    state: tr(finished ? 'progress.finished' : t.answered > 0 ? 'progress.started' : 'progress.notStarted'),
    quizzes:
      t.answered === 0
        ? tr('progress.noQuizzes')
        : tr('progress.quizzes', { answered: t.answered, first: t.first, second: t.right - t.first, revealed: t.revealed }),
  };
};

/** Wires the progress page: every `[data-ab-progress-lesson]` row, the reset button, the messages. */
export const initProgressPage = (root: ParentNode = document, env: ProgressEnv = {}): void => {
  const rows = [...root.querySelectorAll<HTMLElement>('[data-ab-progress-lesson]')];
  const problem = root.querySelector<HTMLElement>('[data-ab-progress-problem]');
  const status = root.querySelector<HTMLElement>('[data-ab-progress-status]');
  const summary = root.querySelector<HTMLElement>('[data-ab-progress-summary]');
  const reset = root.querySelector<HTMLButtonElement>('[data-ab-progress-reset]');
  const read = readProgress(env);
  let progress = read.progress;
  if (problem) {
    problem.textContent = problemText(read.problem);
    problem.hidden = read.problem === null;
  }
  const say = (text: string): void => {
    if (status) status.textContent = text;
  };

  const render = (): void => {
    let finished = 0;
    for (const row of rows) {
      const key = row.dataset.abProgressLesson ?? '';
      const text = lessonText(progress, key);
      if (text.finished) finished += 1;
      row.dataset.state = text.finished ? 'finished' : 'open';
      const state = row.querySelector('[data-ab-progress-state]');
      const quizzes = row.querySelector('[data-ab-progress-quizzes]');
      const toggle = row.querySelector<HTMLButtonElement>('[data-ab-progress-toggle]');
      if (state) state.textContent = text.state;
      if (quizzes) quizzes.textContent = text.quizzes;
      if (toggle) {
        toggle.textContent = tr(text.finished ? 'progress.markUnfinished' : 'progress.markFinished');
        toggle.hidden = false;
      }
    }
    if (summary) summary.textContent = tr('progress.summary', { finished, count: rows.length });
  };

  const save = (next: Progress): void => {
    progress = next;
    if (!writeProgress(next, env)) say(tr('progress.noStorage'));
    render();
  };

  for (const row of rows) {
    const key = row.dataset.abProgressLesson ?? '';
    row.querySelector<HTMLButtonElement>('[data-ab-progress-toggle]')?.addEventListener('click', () => {
      save(markFinished(progress, key, progress.lessons[key]?.finished !== true));
    });
  }
  reset?.addEventListener('click', () => {
    if (typeof confirm === 'function' && !confirm(tr('progress.resetConfirm'))) return;
    resetProgress(env);
    progress = readProgress(env).progress;
    if (problem) problem.hidden = true;
    render();
    say(tr('progress.resetDone'));
  });
  if (reset) reset.hidden = false;

  // "I have finished this lesson" at the end of a lesson links here with ?finished=<lesson>.
  const url = new URL(location.href);
  const done = url.searchParams.get('finished');
  const row = rows.find((r) => r.dataset.abProgressLesson === done);
  if (done !== null && row) {
    save(markFinished(progress, done, true));
    say(tr('progress.recorded', { lesson: row.querySelector('a')?.textContent?.trim() ?? done }));
    url.searchParams.delete('finished');
    history.replaceState(history.state, '', url);
  } else render();
  onProgressChange((p) => {
    progress = p;
    render();
  }, env);
};
