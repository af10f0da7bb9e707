/**
 * Rule-set picker view: a labelled select of the auction codes, a four-colour deck checkbox,
 * and the chosen code's dates, summary, sources and the rules we had to infer. Thin: reading,
 * storing and announcing the choice is `model.ts`; the words come from the dictionary.
 *
 * Server-rendered with the default rule set, so that readers without JavaScript see which
 * rules the site uses; once hydrated it shows the stored choice.
 *
 * @packageDocumentation
 */
import { useEffect } from 'preact/hooks';
import { RULE_SETS } from '../../engine/rules/index.ts';
import { useDeck, useRuleSetId } from '../shared/useRuleSet.ts';
import {
  applyDeck,
  chooseDeck,
  chooseRuleSet,
  onDeckChange,
  pickerLabels,
  pickerOptions,
  ruleSetDetails,
  type PickerEnv,
} from './model.ts';
import '../shared/styles.css';
import './styles.css';

/** Props of the picker. `env` replaces the browser's storage and window (tests). */
export interface RuleSetPickerProps {
  readonly lang?: string;
  readonly env?: PickerEnv;
}

/** The rule-set picker. */
export function RuleSetPickerView({ lang = 'en', env = {} }: RuleSetPickerProps) {
  const id = useRuleSetId(env);
  const deck = useDeck(env);
  // Another tab may change the deck: keep <html> in step. (This page's changes apply at once in
  // chooseDeck, and the stored choice was applied before paint by DeckPreference.astro.)
  useEffect(() => onDeckChange((d) => applyDeck(d, env), env), []);
  const labels = pickerLabels(lang);
  const details = ruleSetDetails(RULE_SETS[id], lang);
  return (
    <form class="ab-picker not-content" onSubmit={(e) => e.preventDefault()}>
      <div class="ab-picker__controls ab-no-print">
        <label class="ab-picker__field">
          <span class="ab-picker__label">{labels.select}</span>
          <select
            class="ab-picker__select"
            value={id}
            onChange={(e) => chooseRuleSet(e.currentTarget.value, env)}
          >
            {pickerOptions(lang).map((o) => (
              <option key={o.id} value={o.id} selected={o.id === id}>
                {o.text}
              </option>
            ))}
          </select>
        </label>
        <p class="ab-picker__help">{labels.help}</p>
        <label class="ab-picker__check">
          <input
            type="checkbox"
            checked={deck === 'four-colour'}
            onChange={(e) => chooseDeck(e.currentTarget.checked ? 'four-colour' : 'two-colour', env)}
          />
          <span>
            {labels.fourColour} <span class="ab-picker__hint">({labels.fourColourHelp})</span>
          </span>
        </label>
      </div>
      <div class="ab-picker__details" data-rule-set={details.id}>
        <p class="ab-picker__title" aria-live="polite">
          <strong>{details.label}</strong>
          <span class="ab-picker__years">{details.years}</span>
        </p>
        <p class="ab-picker__summary">{details.summary}</p>
        <p class="ab-picker__sources">
          {labels.sources}: {details.sources.join(', ')}
        </p>
        <details class="ab-picker__provenance">
          <summary class="ab-picker__subtitle">
            {labels.noticeHeading} <span class="ab-picker__count">({details.inferredCount})</span>
          </summary>
          {details.inferred.length === 0 && <p class="ab-picker__none">{labels.noneInferred}</p>}
          {details.provenance.map((group) => (
            <div key={group.confidence} class={`ab-picker__group ab-picker__group--${group.confidence}`}>
              <p class="ab-picker__group-title">{group.heading}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.rule} data-rule={item.rule}>
                    <strong>{item.name}</strong>: {item.note ? `${item.note} ` : ''}
                    <span class="ab-picker__source">({item.source})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </div>
    </form>
  );
}

export default RuleSetPickerView;
