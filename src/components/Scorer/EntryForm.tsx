/**
 * The deal entry form of the scorer: declarer, contract (level, strain, doubling) or passed
 * out, tricks won by the declaring side, and honours by a quick choice or card by card. Radio
 * groups move with the arrow keys and Enter adds the deal, so a deal goes in from the keyboard
 * alone; the targets are large on a phone. What the deal scores is shown before it is added,
 * from the engine (`previewOf`); the form decides nothing.
 *
 * @packageDocumentation
 */
import { useRef } from 'preact/hooks';
import type { Position } from '../../engine/score/types.ts';
import { POSITIONS } from '../../engine/score/types.ts';
import type { Doubling, Level, Strain } from '../../engine/types.ts';
import { translator } from '../../i18n/scorer.ts';
import { strainGlyphs, glyphsText } from '../shared/format.ts';
import { declarersOf, rulesOf, type ScorerDeal, type ScorerRubber } from './model.ts';
import { asCards, honourCardsOf, placeCard, positionOfCard, setVoid, type HonourEntry } from './model-honours.ts';
import { byName, choiceLabel, choicesFor, previewOf } from './model-view.ts';

const tr = translator();
const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];

/** Props of the entry form. */
export interface EntryFormProps {
  readonly rubber: ScorerRubber;
  readonly deal: ScorerDeal;
  /** The deal's number (1-based) and whether it is a change to a past deal. */
  readonly number: number;
  readonly editing: boolean;
  /** Why the deal cannot be kept, if the engine refuses it. */
  readonly problem: string | null;
  readonly onChange: (deal: ScorerDeal) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

interface RadioProps<T extends string | number> {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly value: T | null;
  readonly onPick: (value: T) => void;
  readonly wide?: boolean;
}

/** A radio group drawn as large buttons (one tab stop; arrows move within). */
function Radios<T extends string | number>(p: RadioProps<T>) {
  return (
    <fieldset class={p.wide ? 'ab-scorer__radios ab-scorer__radios--wide' : 'ab-scorer__radios'}>
      <legend>{p.legend}</legend>
      {p.options.map((o) => (
        <label key={String(o.value)} class="ab-scorer__radio">
          <input type="radio" name={p.name} value={String(o.value)} checked={p.value === o.value} onChange={() => p.onPick(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function CardPlacer({
  deal,
  strain,
  chicane,
  onChange,
}: {
  deal: ScorerDeal;
  strain: Strain;
  chicane: boolean;
  onChange: (h: HonourEntry) => void;
}) {
  const listing = deal.honours.kind === 'cards' ? deal.honours.listing : asCards(deal.honours, strain);
  const cards = honourCardsOf(strain);
  const cardName = (c: string): string =>
    c.length === 2 ? `${tr('rank.A')} ${glyphsText(strainGlyphs(c[1] as Strain))}` : tr(`rank.${c as 'A'}`);
  return (
    <div class="ab-scorer__cards">
      {cards.map((c) => (
        <label key={c} class="ab-scorer__card">
          <span>{tr('scorer.form.card', { card: cardName(c) })}</span>
          <select
            value={positionOfCard(listing, c) ?? ''}
            onChange={(e) =>
              onChange({
                kind: 'cards',
                listing: placeCard(listing, c, ((e.target as HTMLSelectElement).value || null) as Position | null),
              })
            }
          >
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {tr(`scorer.form.position.${p}`)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {chicane && strain !== 'NT' && (
        <fieldset class="ab-scorer__voids">
          <legend>{tr('scorer.form.void')}</legend>
          {POSITIONS.map((p) => (
            <label key={p} class="ab-scorer__check">
              <input
                type="checkbox"
                checked={(listing.voids ?? []).includes(p)}
                onChange={(e) => onChange({ kind: 'cards', listing: setVoid(listing, p, (e.target as HTMLInputElement).checked) })}
              />
              {tr(`scorer.form.position.${p}`)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

function HonoursField({ rubber, deal, onChange }: { rubber: ScorerRubber; deal: ScorerDeal; onChange: (h: HonourEntry) => void }) {
  const c = deal.contract;
  if (c === null) return null;
  const rules = rulesOf(rubber);
  if (c.strain === 'NL') return <p class="ab-scorer__hint">{tr('scorer.form.honours.nullos')}</p>;
  const choices = choicesFor(rubber, deal);
  const h = deal.honours;
  const key = (e: HonourEntry): string => (e.kind === 'quick' ? `${e.holder}:${e.holding}` : e.kind);
  const options = [
    { value: 'none', label: tr('scorer.form.honours.none') },
    ...choices.map((q) => ({ value: `${q.holder}:${q.holding}`, label: choiceLabel(rubber, deal.by, q) })),
    { value: 'cards', label: tr('scorer.form.honours.cards') },
  ];
  const pick = (v: string): void => {
    if (v === 'none') onChange({ kind: 'none' });
    else if (v === 'cards') onChange({ kind: 'cards', listing: asCards(h, c.strain) });
    else {
      const q = choices.find((x) => `${x.holder}:${x.holding}` === v);
      if (q) onChange({ kind: 'quick', holder: q.holder, holding: q.holding });
    }
  };
  const chicane = rules.scoring.kind === 'auction' && rules.scoring.chicane;
  return (
    <div>
      <Radios name="ab-scorer-honours" legend={tr('scorer.form.honours')} options={options} value={key(h)} onPick={pick} wide />
      {h.kind === 'cards' && <CardPlacer deal={deal} strain={c.strain} chicane={chicane} onChange={onChange} />}
    </div>
  );
}

/** Level, strain, doubling, tricks, law 48 and honours of a deal that was not passed out. */
function ContractFields(p: {
  rubber: ScorerRubber;
  deal: ScorerDeal;
  set: (change: Partial<ScorerDeal>) => void;
  setContract: (change: Partial<NonNullable<ScorerDeal['contract']>>) => void;
}) {
  const { rubber, deal, set, setContract } = p;
  const c = deal.contract!;
  const rules = rulesOf(rubber);
  const limit = rules.scoring.kind === 'auction' && rules.scoring.oneSpadeLossLimit !== null;
  return (
    <>
      <Radios
        name="ab-scorer-level"
        legend={tr('scorer.form.level')}
        options={LEVELS.map((l) => ({ value: l, label: String(l) }))}
        value={c.level}
        onPick={(level) => setContract({ level })}
      />
      <Radios
        name="ab-scorer-strain"
        legend={tr('scorer.form.strain')}
        options={rules.auction.strains.map((s) => ({ value: s, label: `${glyphsText(strainGlyphs(s))} ${tr(`strain.${s}.many`)}` }))}
        value={c.strain}
        onPick={(strain) => setContract({ strain })}
      />
      <Radios
        name="ab-scorer-doubled"
        legend={tr('scorer.form.doubling')}
        options={[
          { value: 0, label: tr('scorer.form.undoubled') },
          { value: 1, label: tr('contract.doubled') },
          { value: 2, label: tr('contract.redoubled') },
        ]}
        value={c.doubled}
        onPick={(d) => setContract({ doubled: d as Doubling })}
      />
      <label class="ab-scorer__tricks">
        <span>{tr('scorer.form.tricks')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={13}
          value={deal.tricks}
          aria-describedby="ab-scorer-tricks-hint"
          onInput={(e) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n) && n >= 0 && n <= 13) set({ tricks: n });
          }}
        />
      </label>
      <p id="ab-scorer-tricks-hint" class="ab-scorer__hint">
        {tr('scorer.form.tricksHint', { needed: c.level + 6 })}
      </p>
      {limit && c.level === 1 && c.strain === 'S' && (
        <label class="ab-scorer__check">
          <input
            type="checkbox"
            checked={deal.oneSpade === true}
            onChange={(e) => set({ oneSpade: (e.target as HTMLInputElement).checked })}
          />
          {tr('scorer.form.oneSpade')}
        </label>
      )}
      <HonoursField rubber={rubber} deal={deal} onChange={(honours) => set({ honours })} />
    </>
  );
}

/** The form for one deal. */
export function EntryForm(p: EntryFormProps) {
  const { rubber, deal } = p;
  const rules = rulesOf(rubber);
  const first = useRef<HTMLDivElement>(null);
  const c = deal.contract;
  const set = (change: Partial<ScorerDeal>): void => p.onChange({ ...deal, ...change });
  const setContract = (change: Partial<NonNullable<ScorerDeal['contract']>>): void => {
    const next = { ...(c ?? { level: 1 as Level, strain: rules.auction.strains[0]!, doubled: 0 as Doubling }), ...change };
    // Another kind of strain (suit, no-trump, nullo) has other honours: start them again.
    const kindChanged = c !== null && change.strain !== undefined && (change.strain === 'NT') !== (c.strain === 'NT');
    p.onChange({
      ...deal,
      contract: next,
      ...(kindChanged || c === null ? { honours: { kind: 'none' } } : {}),
      tricks: c === null ? next.level + 6 : deal.tricks,
    });
  };
  const preview = c === null && deal.by === '' ? null : previewOf(rubber, deal);
  const declarers = declarersOf(rubber).map((d) => ({ value: d, label: byName(rubber, d) }));
  return (
    <form
      class="ab-scorer__form ab-no-print"
      aria-labelledby="ab-scorer-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
        first.current?.querySelector<HTMLInputElement>('input')?.focus();
      }}
    >
      <h2 id="ab-scorer-form-title">
        {p.editing ? tr('scorer.form.edit', { deal: p.number }) : tr('scorer.form.new', { deal: p.number })}
      </h2>
      <div ref={first}>
        <Radios name="ab-scorer-by" legend={tr('scorer.form.declarer')} options={declarers} value={deal.by} onPick={(by) => set({ by })} />
      </div>
      <label class="ab-scorer__check">
        <input
          type="checkbox"
          checked={c === null}
          onChange={(e) =>
            (e.target as HTMLInputElement).checked
              ? p.onChange({ ...deal, contract: null, tricks: 0, honours: { kind: 'none' } })
              : setContract({})
          }
        />
        {tr('scorer.form.passedOut')}
      </label>
      {c !== null && <ContractFields rubber={rubber} deal={deal} set={set} setContract={setContract} />}
      {preview && (
        <p class={preview.error ? 'ab-scorer__preview ab-scorer__preview--error' : 'ab-scorer__preview'} aria-live="polite">
          {preview.text}
        </p>
      )}
      {p.problem && (
        <p class="ab-scorer__error" role="alert">
          {p.problem}
        </p>
      )}
      <div class="ab-scorer__buttons">
        <button type="submit" class="ab-scorer__primary" disabled={deal.by === ''}>
          {p.editing ? tr('scorer.form.save', { deal: p.number }) : tr('scorer.form.add')}
        </button>
        {p.editing && (
          <button type="button" onClick={p.onCancel}>
            {tr('scorer.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
