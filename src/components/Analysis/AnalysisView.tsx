/**
 * A hand's double-dummy analysis as static HTML (from `build.ts` at build time): the table of
 * tricks for each declarer in each strain and par under every code with its contracts, where the
 * build computed them, and the cards that cost a trick with declarer's total before and after. Rendered inside a closed
 * `<details>`, so the reader opens it with one click or key and nothing is given away before.
 * No state, no hooks, no JavaScript.
 *
 * @packageDocumentation
 */
import type { Timeline } from '../../engine/record.ts';
import { RULE_SETS } from '../../engine/rules/index.ts';
import type { Contract, Rank, Suit } from '../../engine/types.ts';
import { template, translator } from '../../i18n/handscore.ts';
import { cardWords, tricksWords } from '../HandReplay/model.ts';
import { fillSpelled, plain, rankShort, seatName, spellContractBy, spelled, type Spelled } from '../shared/format.ts';
import { SpelledText, SuitSymbol } from '../shared/Spelled.tsx';
import type { HandAnalysis } from './build.ts';
import { TricksTable } from './TricksTable.tsx';
import './styles.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

/** Props of the analysis block. */
export interface AnalysisViewProps {
  readonly analysis: HandAnalysis;
  readonly timeline: Timeline;
  /** The hand's own code, listed first in the par lines. */
  readonly own?: string;
  readonly lang?: string;
}

/**
 * Par's contracts (`par()`'s data: level, strain, doubling, declarer) in the page's language:
 * "3♥ by North, 3♥ by South", "3♥ durch Nord, 3♥ durch Süd".
 */
export const spellParContracts = (contracts: readonly Contract[], lang = 'en'): Spelled => {
  const each = contracts.map((contract) => spellContractBy(contract, lang));
  return spelled(
    each.flatMap((c, i) => (i === 0 ? c.glyphs : [{ kind: 'text' as const, text: ', ' }, ...c.glyphs])),
    each.map((c) => c.spoken).join(', '),
  );
};

/** Par's score for North–South, signed, with a true minus sign: "+420", "−50". */
const signed = (score: number): string => (score > 0 ? `+${score}` : String(score).replace('-', '−'));

/** The analysis of a hand, in a closed disclosure. */
export function AnalysisView({ analysis, timeline, own, lang = 'en' }: AnalysisViewProps) {
  const tr = translator(lang);
  const firstTotal = analysis.steps.find((t) => t !== null) ?? null;
  const { table } = analysis;
  // Without card play there is nothing to ask "could it have been made?" of: table and par only.
  const played = timeline.steps.some((s) => s.event.type === 'card');
  return (
    <details class="ab-analysis not-content" data-ab-analysis>
      <summary>{tr(played ? 'analysis.summary' : 'analysis.summaryNoPlay')}</summary>
      {table !== null && (
        <>
          <TricksTable
            caption={tr('analysis.table')}
            nt={tr('analysis.nt')}
            suitName={(suit) => tr(`suit.${suit}.many`)}
            seatName={(seat) => seatName(seat, tr)}
            cell={(seat, strain) => table[seat][strain]}
          />
          <p class="ab-analysis__heading">{tr('analysis.par')}</p>
          <ul class="ab-analysis__par">
            {[...analysis.par]
              .sort((a, b) => Number(b.rules === own) - Number(a.rules === own))
              .map((p) => (
                <li key={p.rules} data-rules={p.rules}>
                  <strong>{ruleSetName(RULE_SETS[p.rules])}</strong>
                  {': '}
                  {p.contracts.length === 0 ? (
                    tr('analysis.parPass')
                  ) : (
                    <SpelledText
                      value={fillSpelled(template('analysis.parLine', lang), {
                        score: plain(signed(p.score)),
                        contracts: spellParContracts(p.contracts, lang),
                      })}
                    />
                  )}
                </li>
              ))}
          </ul>
        </>
      )}
      {timeline.declarer !== null && firstTotal !== null && (
        <>
          <p class="ab-analysis__heading">
            {tr('analysis.before', { seat: seatName(timeline.declarer, tr), tricks: tricksWords(firstTotal) })}
          </p>
          {analysis.losses.length === 0 ? (
            <p>{tr('analysis.noLoss')}</p>
          ) : (
            <ul class="ab-analysis__losses">
              {analysis.losses.map((l) => (
                <li key={l.step} data-step={l.step}>
                  {tr('analysis.loss', {
                    trick: timeline.steps[l.step]?.trickNumber ?? 0,
                    seat: seatName(l.seat, tr),
                    card: cardWords(l.card),
                    cost: tricksWords(l.cost),
                    after: tricksWords(analysis.steps[l.step] ?? 0),
                  })}{' '}
                  <span aria-hidden="true">
                    (<SuitSymbol suit={l.card[0] as Suit} />
                    {rankShort(l.card[1] as Rank, tr)})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </details>
  );
}

export default AnalysisView;
