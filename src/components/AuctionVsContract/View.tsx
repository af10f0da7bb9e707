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
import { getRuleSet, type RuleSetId } from '../../engine/rules/index.ts';
import type { Position } from '../../engine/score/types.ts';
import type { Doubling, Level, Strain, Suit } from '../../engine/types.ts';
import { translator } from '../../i18n/scoring.ts';
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
  const place = (kind: 'trumps' | 'aces', card: TrumpHonour | Suit, pos: Position): void =>
    update({ honours: { ...input.honours, [kind]: { ...input.honours[kind], [card]: pos } } });
  const kind: 'trumps' | 'aces' | null = input.strain === 'NT' ? 'aces' : input.strain === 'NL' ? null : 'trumps';
  const cards: readonly (TrumpHonour | Suit)[] = kind === 'aces' ? ACES : kind === 'trumps' ? TRUMP_HONOURS : [];
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
      <form class="ab-compare__controls ab-no-print" hidden={!mounted} onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>{tr('compare.inputs')}</legend>
          <div class="ab-compare__row">
            <div class="ab-compare__pair">
              <label for={fid('level')}>{tr('compare.level')}</label>
              <select
                id={fid('level')}
                value={String(input.level)}
                onChange={(e) => update({ level: Number(e.currentTarget.value) as Level })}
              >
                {LEVEL_CHOICES.map((l) => (
                  <option key={l} value={String(l)} selected={l === input.level}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
            <div class="ab-compare__pair">
              <label for={fid('strain')}>{tr('compare.strain')}</label>
              <select id={fid('strain')} value={input.strain} onChange={(e) => update({ strain: e.currentTarget.value as Strain })}>
                {strainChoices(rules).map((s) => (
                  <option key={s} value={s} selected={s === input.strain}>
                    {strainLabel(s, tr)}
                  </option>
                ))}
              </select>
            </div>
            <div class="ab-compare__pair">
              <label for={fid('doubling')}>{tr('compare.doubling')}</label>
              <select
                id={fid('doubling')}
                value={String(input.doubled)}
                onChange={(e) => update({ doubled: Number(e.currentTarget.value) as Doubling })}
              >
                {([0, 1, 2] as const).map((d) => (
                  <option key={d} value={String(d)} selected={d === input.doubled}>
                    {tr(`compare.doubling.${d}`)}
                  </option>
                ))}
              </select>
            </div>
            <div class="ab-compare__pair">
              <label for={fid('tricks')}>{tr('compare.tricks')}</label>
              <select id={fid('tricks')} value={String(input.tricks)} onChange={(e) => update({ tricks: Number(e.currentTarget.value) })}>
                {TRICKS.map((n) => (
                  <option key={n} value={String(n)} selected={n === input.tricks}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
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
              {cards.map((card) => {
                const current = kind === 'aces' ? input.honours.aces[card as Suit] : input.honours.trumps[card as TrumpHonour];
                return (
                  <div key={card} class="ab-compare__pair">
                    <label for={fid(`honour-${card}`)}>{tr('compare.honour', { card: honourLabel(card, kind, tr) })}</label>
                    <select
                      id={fid(`honour-${card}`)}
                      value={current}
                      onChange={(e) => place(kind, card, e.currentTarget.value as Position)}
                    >
                      {PLACES.map((p) => (
                        <option key={p} value={p} selected={p === current}>
                          {tr(`compare.position.${p}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                );
              })}
            </div>
          </fieldset>
        )}
      </form>
      <p class="ab-compare__subtitle">{tr('compare.scores')}</p>
      <div class="ab-compare__columns">
        {view.columns.map((c) => (
          <section key={c.id} class="ab-compare__column" aria-labelledby={fid(`col-${c.id}`)} data-rules={c.id}>
            <p id={fid(`col-${c.id}`)} class="ab-compare__column-title">
              {c.label}
            </p>
            {c.error ? (
              <p class="ab-compare__error">{c.error}</p>
            ) : (
              <>
                <Breakdown entries={c.score?.entries ?? []} marked={c.onlyHere} markText={c.onlyHereText} lang={lang} />
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

export default AuctionVsContractView;
