/**
 * Honour counter view: a seeded deal shown as a hand diagram, a "Deal again" button, the trump
 * named with radio buttons (royal spades where the rule set has them), who holds each honour,
 * each side's holding and score, and the engine's entries with the rule they come from. Each
 * change is announced in a polite live region.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import type { Strain } from '../../engine/types.ts';
import { translator } from '../../i18n/scoring.ts';
import { HandDiagramView } from '../HandDiagram/View.tsx';
import type { PickerEnv } from '../RuleSetPicker/model.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { SpelledText } from '../shared/Spelled.tsx';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { counterStrains, counterView } from './model.ts';
import '../shared/styles.css';
import '../Score/styles.css';
import './styles.css';

/** Props of the honour counter. */
export interface HonourCounterProps {
  /** The seed of the deals (default `honours`). */
  readonly seed?: string;
  /** The deal shown first (default 1). */
  readonly number?: number;
  /** The trump named first (default hearts). */
  readonly strain?: Strain;
  /** Pin a rule set; otherwise the reader's choice in the picker. */
  readonly rules?: RuleSetId;
  /** A unique id on the page. */
  readonly id?: string;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv;
}

/** The honour counter. */
export function HonourCounterView(props: HonourCounterProps) {
  const { env = {}, lang = 'en', id = 'honour-counter', seed = 'honours' } = props;
  const tr = translator(lang);
  const chosen = useRuleSet(env);
  const pinned = props.rules !== undefined ? getRuleSet(props.rules) : undefined;
  const rules = pinned ?? chosen;
  const [number, setNumber] = useState(props.number ?? 1);
  const [strain, setStrain] = useState<Strain>(props.strain ?? 'H');
  const [announce, setAnnounce] = useState('');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const view = counterView(rules, { seed, number, strain }, lang);

  const dealAgain = (): void => {
    const next = number + 1;
    setNumber(next);
    setAnnounce(counterView(rules, { seed, number: next, strain }, lang).announcement);
  };
  const name = (s: Strain): void => {
    setStrain(s);
    setAnnounce(counterView(rules, { seed, number, strain: s }, lang).announcement);
  };

  return (
    <section
      id={id}
      class="ab-honours not-content"
      aria-labelledby={`${id}-title`}
      data-rules={rules.id}
      data-deal={number}
      data-strain={view.strain}
    >
      <p id={`${id}-title`} class="ab-honours__title">
        {tr('honour.label')}: {view.title}
      </p>
      <div class="ab-honours__controls ab-no-print" hidden={!mounted}>
        <button type="button" onClick={dealAgain}>
          {tr('honour.dealAgain')}
        </button>
        <fieldset class="ab-honours__strains">
          <legend>{tr('honour.trump')}</legend>
          {counterStrains(rules).map((s) => (
            <label key={s}>
              <input type="radio" name={`${id}-strain`} value={s} checked={s === view.strain} onChange={() => name(s)} />
              {tr(`honour.strain.${s as 'C'}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <HandDiagramView deal={view.deal} dealer={view.dealer} lang={lang} />
      <p class="ab-honours__kind">{view.kind}</p>
      <p class="ab-honours__subtitle">{tr('honour.held')}</p>
      <ul class="ab-honours__holders">
        {view.holders.map((h) => (
          <li key={h.seat} data-seat={h.seat}>
            {h.name}: <SpelledText value={h.cards} />
          </li>
        ))}
      </ul>
      <ul class="ab-honours__sides">
        {view.sides.map((s) => (
          <li key={s.side} data-side={s.side}>
            {s.summary} {s.scores}
          </li>
        ))}
      </ul>
      {view.entries.length > 0 && <Breakdown entries={view.entries} lang={lang} />}
      {view.sides.every((s) => s.scores === undefined) && <p>{tr('honour.scoresNothing')}</p>}
      <p class="ab-honours__rules">{view.rulesText}</p>
      <p class="ab-sr-only" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </section>
  );
}

export default HonourCounterView;
