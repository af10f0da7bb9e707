/**
 * Auction against Contract view: labelled controls for the result (level, strain, doubling,
 * tricks, who holds each honour, vulnerability), then the engine's itemised score under the
 * chosen Auction rule set, Contract rubber and Contract duplicate side by side, the kinds of
 * score one game has and the other lacks marked in words, and the differences said in
 * sentences. Each change is announced in a polite live region.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { getRuleSet, type RuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import type { Position } from '../../engine/score/types.ts';
import type { Doubling, Level, Strain, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/scoring.ts';
import type { PickerEnv } from '../RuleSetPicker/model.ts';
import { Breakdown } from '../Score/Breakdown.tsx';
import { SpelledText } from '../shared/Spelled.tsx';
import { useRuleSet } from '../shared/useRuleSet.ts';
import { DEFAULT_RULE_SET_ID } from '../RuleSetPicker/choice.ts';
import { RulesLine } from '../RuleSetPicker/RulesLine.tsx';
import {
  ACES,
  adaptInput,
  compareView,
  DEFAULT_INPUT,
  honourLabel,
  LEVEL_CHOICES,
  PLACES,
  strainChoices,
  strainLabel,
  TRUMP_HONOURS,
  type CompareInput,
  type CompareView,
  type TrumpHonour,
} from './model.ts';
import { decodeCompare, encodeCompare, readParam, writeParam } from './address.ts';
import '../shared/styles.css';
import '../Score/styles.css';
import './styles.css';

/** Props of the comparison. */
export interface AuctionVsContractProps {
  /** The result shown first (default: four hearts made exactly, simple honours). */
  readonly initial?: CompareInput;
  /** Pin the Auction rule set; otherwise the reader's choice in the picker. */
  readonly rules?: RuleSetId;
  /** The code the lesson teaches (its frontmatter; default the 1926 laws), for the rules line. */
  readonly lessonRules?: RuleSetId;
  /** A unique id on the page, for the controls' ids. */
  readonly id?: string;
  readonly lang?: string;
  /** Replaces the browser's storage and window (tests). */
  readonly env?: PickerEnv;
}

const TRICKS = Array.from({ length: 14 }, (_, i) => i);

/** The result's inputs: level, strain, doubling, tricks, vulnerability, and who holds each honour. */
function Controls({
  input,
  rules,
  update,
  fid,
  mounted,
  tr,
}: {
  input: CompareInput;
  rules: RuleSet;
  update: (change: Partial<CompareInput>) => void;
  fid: (name: string) => string;
  mounted: boolean;
  tr: Translate;
}) {
  const place = (kind: 'trumps' | 'aces', card: TrumpHonour | Suit, pos: Position): void =>
    update({ honours: { ...input.honours, [kind]: { ...input.honours[kind], [card]: pos } } });
  const kind: 'trumps' | 'aces' | null = input.strain === 'NT' ? 'aces' : input.strain === 'NL' ? null : 'trumps';
  const cards: readonly (TrumpHonour | Suit)[] = kind === 'aces' ? ACES : kind === 'trumps' ? TRUMP_HONOURS : [];
  return (
    <form class="ab-compare__controls ab-no-print" hidden={!mounted} onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>{tr('compare.inputs')}</legend>
        <div class="ab-compare__row">
          <Choice
            id={fid('level')}
            label={tr('compare.level')}
            value={String(input.level)}
            options={LEVEL_CHOICES.map((l) => [String(l), String(l)])}
            onChange={(v) => update({ level: Number(v) as Level })}
          />
          <Choice
            id={fid('strain')}
            label={tr('compare.strain')}
            value={input.strain}
            options={strainChoices(rules).map((st) => [st, strainLabel(st, tr)])}
            onChange={(v) => update({ strain: v as Strain })}
          />
          <Choice
            id={fid('doubling')}
            label={tr('compare.doubling')}
            value={String(input.doubled)}
            options={([0, 1, 2] as const).map((d) => [String(d), tr(`compare.doubling.${d}`)])}
            onChange={(v) => update({ doubled: Number(v) as Doubling })}
          />
          <Choice
            id={fid('tricks')}
            label={tr('compare.tricks')}
            value={String(input.tricks)}
            options={TRICKS.map((n) => [String(n), String(n)])}
            onChange={(v) => update({ tricks: Number(v) })}
          />
        </div>
        <label class="ab-compare__check">
          <input type="checkbox" checked={input.vulnerable} onChange={(e) => update({ vulnerable: e.currentTarget.checked })} />
          {tr('compare.vulnerable')}
        </label>
      </fieldset>
      {kind !== null && (
        <fieldset>
          <legend>{tr('compare.honours')}</legend>
          <div class="ab-compare__row">
            {cards.map((card) => (
              <Choice
                key={card}
                id={fid(`honour-${card}`)}
                label={tr('compare.honour', { card: honourLabel(card, kind, tr) })}
                value={kind === 'aces' ? input.honours.aces[card as Suit] : input.honours.trumps[card as TrumpHonour]}
                options={PLACES.map((p) => [p, tr(`compare.position.${p}`)])}
                onChange={(v) => place(kind, card, v as Position)}
              />
            ))}
          </div>
        </fieldset>
      )}
    </form>
  );
}

/** Auction against Contract. */
export function AuctionVsContractView(props: AuctionVsContractProps) {
  const { env = {}, lang = 'en', id = 'auction-vs-contract' } = props;
  const tr = translator(lang);
  const chosen = useRuleSet(env);
  const pinned = props.rules !== undefined ? getRuleSet(props.rules) : undefined;
  const rules = pinned ?? chosen;
  const [raw, setRaw] = useState<CompareInput>(props.initial ?? DEFAULT_INPUT);
  const [announce, setAnnounce] = useState('');
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // A link with the settings ("?<id>=4HX-8-n-…") opens on them; a malformed one is ignored.
    const linked = decodeCompare(readParam(id));
    if (linked !== null) setRaw(linked);
  }, []);
  const input = adaptInput(rules, raw);
  const view = compareView(rules, input, lang);

  const update = (change: Partial<CompareInput>): void => {
    const next = adaptInput(rules, { ...input, ...change });
    setRaw(next);
    writeParam(id, encodeCompare(next));
    setAnnounce(compareView(rules, next, lang).announcement);
  };
  const fid = (name: string): string => `${id}-${name}`;

  return (
    <section id={id} class="ab-compare not-content" aria-labelledby={fid('title')} data-rules={rules.id}>
      <p id={fid('title')} class="ab-compare__title">
        {tr('compare.label')}
      </p>
      <RulesLine
        rules={rules}
        lesson={props.lessonRules ?? DEFAULT_RULE_SET_ID}
        pinned={pinned !== undefined}
        id={id}
        lang={lang}
        env={env}
      />
      <p class="ab-compare__summary">
        <SpelledText value={view.summary} />
      </p>
      <Controls input={input} rules={rules} update={update} fid={fid} mounted={mounted} tr={tr} />
      <p class="ab-compare__subtitle">{tr('compare.scores')}</p>
      <ScoreColumns columns={view.columns} fid={fid} lang={lang} />
      <p class="ab-compare__subtitle">{tr('compare.differences')}</p>
      <ul class="ab-compare__differences">
        {view.differences.map((d, i) => (
          <li key={i}>{d}</li>
        ))}
      </ul>
      <p class="ab-sr-only" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </section>
  );
}

/** A labelled select: one of the widget's inputs. `options` are [value, text] pairs. */
function Choice(p: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div class="ab-compare__pair">
      <label for={p.id}>{p.label}</label>
      <select id={p.id} value={p.value} onChange={(e) => p.onChange(e.currentTarget.value)}>
        {p.options.map(([value, text]) => (
          <option key={value} value={value} selected={value === p.value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The deal scored under each code, side by side: the itemised entries (those only one code has marked) and the totals. */
function ScoreColumns(p: { columns: CompareView['columns']; fid: (name: string) => string; lang: string }) {
  const { fid } = p;
  return (
    <div class="ab-compare__columns">
      {p.columns.map((c) => (
        <section key={c.id} class="ab-compare__column" aria-labelledby={fid(`col-${c.id}`)} data-rules={c.id}>
          <p id={fid(`col-${c.id}`)} class="ab-compare__column-title">
            {c.label}
          </p>
          {c.error ? (
            <p class="ab-compare__error">{c.error}</p>
          ) : (
            <>
              <Breakdown entries={c.score?.entries ?? []} marked={c.onlyHere} markText={c.onlyHereText} lang={p.lang} />
              <ul class="ab-compare__totals">
                {c.totals.map((t) => (
                  <li key={t.side}>{t.text}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  );
}

export default AuctionVsContractView;
