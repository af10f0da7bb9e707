/**
 * The engine's itemised score as a list: each entry's points, who scores them and where, the
 * reason, the arithmetic and the source. Shared by `<Score explain>`, the score quiz and the
 * Auction against Contract comparison. Static: no state, no hooks.
 *
 * @packageDocumentation
 */
import type { ScoreEntry } from '../../engine/score/types.ts';
import { translator } from '../../i18n/scoring.ts';
import { entryView, lineName, sourcesHref, type PartyNames } from './breakdown.ts';
import './styles.css';

/** Props of {@link Breakdown}. */
export interface BreakdownProps {
  readonly entries: readonly ScoreEntry[];
  /** Display names of the parties (default: North–South, East–West). */
  readonly names?: PartyNames;
  /** Entries whose reason code is listed here get `markText` after their reason (comparison). */
  readonly marked?: readonly string[];
  /** The words of that mark ("not scored in Contract"). */
  readonly markText?: string;
  /** Shown instead of an empty list. */
  readonly empty?: string;
  readonly lang?: string;
  /** An accessible name for the list. */
  readonly label?: string;
}

/** The itemised score as a list. */
export function Breakdown({ entries, names = {}, marked = [], markText = '', empty, lang = 'en', label }: BreakdownProps) {
  const tr = translator(lang);
  if (entries.length === 0) return <p class="ab-breakdown ab-breakdown--empty">{empty ?? tr('score.nothing')}</p>;
  return (
    <ul class="ab-breakdown" aria-label={label}>
      {entries.map((e, i) => {
        const v = entryView(e, tr, names, lang);
        const mark = markText !== '' && marked.includes(e.reason);
        return (
          <li key={i} class={mark ? 'ab-breakdown__item ab-only-here' : 'ab-breakdown__item'} data-reason={e.reason} data-line={e.line}>
            <span class="ab-breakdown__points">{v.pointsText}</span>{' '}
            <span class="ab-breakdown__where">{tr('score.entryShort', { party: v.partyName, line: lineName(e.line, tr) })}</span>
            {': '}
            <strong class="ab-breakdown__reason">{v.reasonName}</strong>
            {mark && <span class="ab-only-here__mark"> ({markText})</span>}
            {', '}
            <span class="ab-breakdown__detail">{v.detail}</span>{' '}
            <span class="ab-breakdown__source">
              (<a href={sourcesHref()}>{tr('score.sourceLink')}</a>: <span lang="en">{v.source}</span>
              {v.inferred ? `; ${tr('score.inferred')}` : ''})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export default Breakdown;
