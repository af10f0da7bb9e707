/**
 * The score of a whole hand, itemised as the engine wrote it ("3 odd tricks × 9 = 27 below;
 * simple honours 30 above"), under each code a reader can choose and under Contract. Static: no
 * state, no hooks; rendered at build time (`model.ts` calls the engine).
 *
 * `codes="all"` (the replay's `score` slot, the hand page) renders a block per code, each with
 * `data-rules`, the hand's own marked `data-own` and Contract `data-always`; only those two are
 * visible until the replay shows the reader's chosen code. `codes="own"` (the printed sheet)
 * renders the hand's own code and Contract only.
 *
 * @packageDocumentation
 */
import type { CheckedHand } from '../../engine/record.ts';
import { translator } from '../../i18n/handscore.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { outcomeText, totalsSentence } from '../Score/breakdown.ts';
import { handScores } from './model.ts';
import './styles.css';

/** Props of the score block. */
export interface HandScoreProps {
  readonly hand: CheckedHand;
  readonly codes?: 'all' | 'own';
  readonly lang?: string;
}

/** The hand's score under each code. */
export function HandScoreView({ hand, codes = 'all', lang = 'en' }: HandScoreProps) {
  const tr = translator(lang);
  const scores = handScores(hand);
  if (scores === null) return <p class="ab-handscore ab-handscore--none">{tr('handscore.noResult')}</p>;
  const shown = codes === 'own' ? scores.filter((s) => s.own || s.contract) : scores;
  return (
    <section class="ab-handscore" aria-label={tr('handscore.label')}>
      {shown.map((s) => (
        <div
          key={s.id}
          class={`ab-handscore__code${s.contract ? ' ab-handscore__code--contract' : ''}`}
          data-rules={s.id}
          data-own={s.own ? '' : undefined}
          data-always={s.contract ? '' : undefined}
          hidden={!(s.own || s.contract)}
        >
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
        </div>
      ))}
    </section>
  );
}

export default HandScoreView;
