/**
 * One code's score of a hand: the heading ("Under Whist Club Laws 1926: 10 of 13 tricks, made
 * with 1 over"), the engine's itemised entries and each side's totals, or the engine's reason
 * when the hand cannot be scored under that code. Shared by the hand's score block
 * (`HandScore.tsx`, build time) and the score at the end of "Play it yourself" (in the browser),
 * so it imports no scoring code: the score arrives as data.
 *
 * @packageDocumentation
 */
import { translator } from '../../i18n/handscore.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { outcomeText, totalsSentence } from '../Score/breakdown.ts';
import type { CodeScore } from './model.ts';

/** The heading, entries and totals of one code's score. */
export function CodeScoreBody({ score: s, lang = 'en' }: { score: CodeScore; lang?: string }) {
  const tr = translator(lang);
  return (
    <>
      <p class="ab-handscore__title">
        <strong>{tr(s.contract && !s.own ? 'handscore.contract' : 'handscore.under', { rules: s.label })}</strong>
        {s.score && <span>{`: ${outcomeText(s.score.outcome, tr)}`}</span>}
      </p>
      {s.score ? (
        <>
          <Breakdown entries={s.score.entries} lang={lang} />
          <p class="ab-handscore__totals">
            {s.score.parties.map((p) => (
              <span key={p}>{totalsSentence(s.score!, p, tr)}. </span>
            ))}
          </p>
        </>
      ) : (
        <p>{tr('handscore.cannot', { rules: s.label, message: s.problem ?? '' })}</p>
      )}
    </>
  );
}
