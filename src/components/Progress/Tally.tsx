/**
 * The running tally of a lesson's quizzes, shown under each quiz once one is answered: "This
 * lesson so far: 2 answered; 1 right at the first try, 1 after a hint, 0 shown."
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/progress.ts';
import { problemText } from './messages.ts';
import type { ProgressProblem, Tally } from './store.ts';

export { problemText };

/** The tally in words; '' when nothing is answered yet. */
export const tallyText = (t: Tally | null, lang = 'en'): string =>
  t === null || t.answered === 0
    ? ''
    : translator(lang)('tally.line', { answered: t.answered, first: t.first, second: t.right - t.first, revealed: t.revealed });

/**
 * The tally line (see {@link tallyText}); before the first answer of a page, what was ignored
 * in storage, if anything, so that the reader knows why earlier results are gone.
 */
export function TallyLine({
  tally,
  problem = null,
  lang = 'en',
}: {
  readonly tally: Tally | null;
  readonly problem?: ProgressProblem | null;
  readonly lang?: string;
}) {
  const text = tallyText(tally, lang) || problemText(problem, lang);
  return text === '' ? null : <p class="ab-tally">{text}</p>;
}
