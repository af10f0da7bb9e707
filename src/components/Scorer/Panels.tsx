/**
 * The scorer's smaller panels: the code and the names, the list of deals (edit, delete), the
 * duplicate table, and the list of past rubbers. Thin: every word and figure from the model.
 *
 * @packageDocumentation
 */
import { getRuleSet } from '../../engine/rules/index.ts';
import { translator } from '../../i18n/scorer.ts';
import { pointsText, partyName } from '../Score/breakdown.ts';
import { translator as scoringTranslator } from '../../i18n/scoring.ts';
import { SCORER_RULE_SETS, type RubberScore, type ScorerNames, type ScorerOptions, type ScorerRubber } from './model.ts';
import { dealRows, namesOf, pastLine } from './model-view.ts';
import { ruleSetName } from '../../i18n/rule-sets.ts';

const tr = translator();

/** The code, its options and the names. */
export function Settings(p: {
  rubber: ScorerRubber;
  onRules: (id: ScorerRubber['rules']) => void;
  onOptions: (o: ScorerOptions) => void;
  onNames: (n: ScorerNames) => void;
  onPlayers: (players: [string, string, string]) => void;
}) {
  const { rubber } = p;
  const auction = getRuleSet(rubber.rules)?.scoring.kind === 'auction';
  const three = rubber.options.threeHanded === true && auction;
  // Three-handed play changes who the parties are: it is chosen before the first deal.
  const option = (k: keyof ScorerOptions) => (
    <label class="ab-scorer__check">
      <input
        type="checkbox"
        disabled={k === 'threeHanded' && rubber.deals.length > 0}
        checked={rubber.options[k] === true}
        onChange={(e) => p.onOptions({ ...rubber.options, [k]: (e.target as HTMLInputElement).checked })}
      />
      {tr(`scorer.option.${k}`)}
    </label>
  );
  return (
    <details class="ab-scorer__settings ab-no-print" open={rubber.deals.length === 0}>
      <summary>{tr('scorer.settings')}</summary>
      <label class="ab-scorer__field">
        <span>{tr('scorer.code')}</span>
        <select value={rubber.rules} onChange={(e) => p.onRules((e.target as HTMLSelectElement).value as ScorerRubber['rules'])}>
          {SCORER_RULE_SETS.map((id) => (
            <option key={id} value={id}>
              {ruleSetName(getRuleSet(id) ?? { id: id, label: id })}
            </option>
          ))}
        </select>
      </label>
      {auction && (
        <fieldset class="ab-scorer__options">
          <legend>{tr('scorer.options')}</legend>
          {option('threeHanded')}
          {option('nullos')}
          {option('duplicate')}
        </fieldset>
      )}
      {three ? (
        <fieldset class="ab-scorer__options">
          <legend>{tr('scorer.names.players')}</legend>
          {rubber.names.players.map((name, i) => (
            <label key={i} class="ab-scorer__field">
              <span>{tr('scorer.names.player', { number: i + 1 })}</span>
              <input
                type="text"
                value={name}
                onChange={(e) => {
                  const players = [...rubber.names.players] as [string, string, string];
                  players[i] = (e.target as HTMLInputElement).value;
                  p.onPlayers(players);
                }}
              />
            </label>
          ))}
        </fieldset>
      ) : (
        <div class="ab-scorer__names">
          {(['we', 'they'] as const).map((k) => (
            <label key={k} class="ab-scorer__field">
              <span>{tr(`scorer.names.${k}`)}</span>
              <input
                type="text"
                value={rubber.names[k]}
                placeholder={tr('scorer.names.placeholder')}
                onChange={(e) => p.onNames({ ...rubber.names, [k]: (e.target as HTMLInputElement).value })}
              />
            </label>
          ))}
        </div>
      )}
    </details>
  );
}

/** The list of deals, each with Edit and Delete. */
export function DealList(p: {
  rubber: ScorerRubber;
  score: RubberScore;
  editing: number | null;
  onEdit: (i: number) => void;
  onDelete: (i: number) => void;
}) {
  const rows = dealRows(p.rubber, p.score);
  return (
    <section aria-labelledby="ab-scorer-deals-title" class="ab-scorer__deals">
      <h2 id="ab-scorer-deals-title">{tr('scorer.deals')}</h2>
      {rows.length === 0 ? (
        <p>{tr('scorer.deals.none')}</p>
      ) : (
        <div class="ab-scorer__table-wrap">
          <table class="ab-scorer__table">
            <thead>
              <tr>
                <th scope="col">{tr('scorer.deals.number')}</th>
                <th scope="col">{tr('scorer.deals.by')}</th>
                <th scope="col">{tr('scorer.deals.contract')}</th>
                <th scope="col">{tr('scorer.deals.result')}</th>
                <th scope="col">{tr('scorer.deals.points')}</th>
                <th scope="col" class="ab-no-print">
                  {tr('scorer.deals.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.number} class={p.editing === i ? 'ab-scorer__editing' : undefined} data-deal={r.number}>
                  <th scope="row">{r.number}</th>
                  <td>{r.by}</td>
                  <td>{r.contract}</td>
                  <td>{r.result}</td>
                  <td>{r.points}</td>
                  <td class="ab-no-print ab-scorer__row-actions">
                    <button type="button" onClick={() => p.onEdit(i)} aria-label={tr('scorer.deals.edit', { deal: r.number })}>
                      ✎
                    </button>
                    <button type="button" onClick={() => p.onDelete(i)} aria-label={tr('scorer.deals.delete', { deal: r.number })}>
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Duplicate auction: no sheet, only the totals of the deals scored alone. */
export function DuplicateTotals({ rubber, score }: { rubber: ScorerRubber; score: RubberScore }) {
  const totals = score.duplicate?.totals ?? {};
  const names = namesOf(rubber);
  return (
    <section class="ab-scorer__sheet-wrap" aria-labelledby="ab-scorer-sheet-title">
      <h2 id="ab-scorer-sheet-title">{tr('scorer.sheet')}</h2>
      <p>{tr('scorer.duplicate.note')}</p>
      <ul class="ab-scorer__dup" data-testid="scorer-sheet">
        {Object.entries(totals).map(([party, t]) => (
          <li key={party} class="ab-scorer__total" data-party={party}>
            {tr('scorer.duplicate.total', { party: partyName(party, scoringTranslator(), names), points: pointsText(t.total) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The list of past rubbers, kept until deleted. */
export function PastList(p: { past: readonly ScorerRubber[]; onOpen: (id: string) => void; onDelete: (id: string) => void }) {
  return (
    <section aria-labelledby="ab-scorer-past-title" class="ab-scorer__past ab-no-print">
      <h2 id="ab-scorer-past-title">{tr('scorer.past')}</h2>
      {p.past.length === 0 ? (
        <p>{tr('scorer.past.none')}</p>
      ) : (
        <ul>
          {p.past.map((r) => (
            <li key={r.id}>
              <span>{pastLine(r)}</span>{' '}
              <button type="button" onClick={() => p.onOpen(r.id)}>
                {tr('scorer.past.open')}
              </button>{' '}
              <button type="button" onClick={() => p.onDelete(r.id)}>
                {tr('scorer.past.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
