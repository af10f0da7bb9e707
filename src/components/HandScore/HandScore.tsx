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
import { CodeScoreBody } from './CodeScore.tsx';
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
          <CodeScoreBody score={s} lang={lang} />
        </div>
      ))}
    </section>
  );
}

export default HandScoreView;
