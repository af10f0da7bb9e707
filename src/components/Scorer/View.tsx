/**
 * The rubber scorer island (/scorer/): the code and names, the sheet, the entry form, the list
 * of deals, the end of the rubber, saving and sharing, and past rubbers. The stored state is
 * `useScorer`'s (saved on every change, shared with other tabs); this view holds only the deal
 * being entered, and every score is the engine's, asked through the model.
 *
 * Safety: nothing from storage, a file or a link is run or inserted as HTML.
 *
 * @packageDocumentation
 */
import { useState } from 'preact/hooks';
import { translator } from '../../i18n/scorer.ts';
import { newId } from './browser.ts';
import { EntryForm } from './EntryForm.tsx';
import { KeepPanel, Notices } from './KeepPanel.tsx';
import {
  addDeal,
  dealProblem,
  firstDealAfterEnd,
  isOver,
  newRubber,
  removeDeal,
  renamePlayers,
  replaceDeal,
  scoreOf,
  withSettings,
  withStopped,
  type RubberScore,
  type ScorerDeal,
  type ScorerRubber,
} from './model.ts';
import { archiveCurrent, deletePast, reopen } from './model-store.ts';
import { netLine, settlementLines, sheetOf } from './model-view.ts';
import { DealList, DuplicateTotals, PastList, Settings } from './Panels.tsx';
import { Sheet } from './Sheet.tsx';
import { now, useScorer, type ScorerStore } from './useScorer.ts';
import './styles.css';
import { ruleSetName } from '../../i18n/rule-sets.ts';

const tr = translator();

/** Props of the scorer island. */
export interface ScorerProps {
  /** The site's base path, for the service worker (`/` or `/auction-bridge/`). */
  readonly base: string;
  /** The build's id: a new one makes a new service worker. */
  readonly build: string;
}

const blankDeal = (): ScorerDeal => ({ by: '', contract: { level: 1, strain: 'C', doubled: 0 }, tricks: 7, honours: { kind: 'none' } });

/** The end of the rubber: over or stopped, the settlement, a new rubber, or go on after a stop. */
function EndPanel({ store, rubber, score }: { store: ScorerStore; rubber: ScorerRubber; score: RubberScore }) {
  const next = (): ScorerRubber =>
    newRubber({ id: newId(), now: now(), rules: rubber.rules, options: rubber.options, names: rubber.names });
  return (
    <section class="ab-scorer__end" aria-label={tr('scorer.end.finished')}>
      <p>{tr('scorer.end.finished')}</p>
      {settlementLines(rubber, score).map((l) => (
        <p key={l}>{l}</p>
      ))}
      <div class="ab-scorer__buttons ab-no-print">
        <button type="button" class="ab-scorer__primary" onClick={() => store.persist(archiveCurrent(store.state, next()), '')}>
          {tr('scorer.end.new')}
        </button>
        {rubber.stopped && (
          <button type="button" onClick={() => store.persist({ ...store.state, current: withStopped(rubber, false, now()) })}>
            {tr('scorer.end.resume')}
          </button>
        )}
      </div>
    </section>
  );
}

/** A change that leaves deals after the rubber's end: say so, and offer to delete them. */
function AfterEnd({ rubber, at, change }: { rubber: ScorerRubber; at: number; change: (r: ScorerRubber) => void }) {
  return (
    <p class="ab-scorer__error" role="alert">
      {tr('scorer.form.afterEnd', { deal: at, next: at + 1 })}{' '}
      <button type="button" onClick={() => change({ ...rubber, deals: rubber.deals.slice(0, at) })}>
        {tr('scorer.deals.delete', { deal: `${at + 1}–${rubber.deals.length}` })}
      </button>
    </p>
  );
}

/** What the deal being entered or edited needs: the draft, which deal is edited, and the actions. */
interface Entry {
  readonly draft: ScorerDeal;
  readonly setDraft: (deal: ScorerDeal) => void;
  readonly editing: number | null;
  /** The number of the deal in the form (one more than the deals so far, or the one edited). */
  readonly number: number;
  /** What is wrong with the draft, or `null`. */
  readonly problem: string | null;
  readonly submit: () => void;
  readonly edit: (i: number) => void;
  readonly del: (i: number) => void;
  readonly stopEditing: () => void;
}

/** The entry form's state: a new deal or one being edited, added, saved or deleted through `change`. */
const useEntry = (rubber: ScorerRubber | null, change: (r: ScorerRubber, status?: string) => void): Entry => {
  const [draft, setDraft] = useState<ScorerDeal>(blankDeal);
  const [editing, setEditing] = useState<number | null>(null);
  const count = rubber?.deals.length ?? 0;
  const number = editing === null ? count + 1 : editing + 1;
  const problem = draft.by === '' || rubber === null ? null : dealProblem(rubber, editing ?? count, draft);
  const stopEditing = (): void => {
    setEditing(null);
    setDraft(blankDeal());
  };
  const submit = (): void => {
    if (rubber === null || draft.by === '' || problem !== null) return;
    const next = editing === null ? addDeal(rubber, draft, now()) : replaceDeal(rubber, editing, draft, now());
    const status = sheetOf(next)?.status ?? '';
    change(next, tr(editing === null ? 'scorer.form.added' : 'scorer.form.saved', { deal: number, status }));
    stopEditing();
  };
  const del = (i: number): void => {
    if (rubber === null || !confirm(tr('scorer.deals.confirmDelete', { deal: i + 1 }))) return;
    change(removeDeal(rubber, i, now()), tr('scorer.form.deleted', { deal: i + 1 }));
    if (editing !== null) stopEditing();
  };
  const edit = (i: number): void => {
    setEditing(i);
    setDraft(rubber!.deals[i]!);
    requestAnimationFrame(() => document.getElementById('ab-scorer-form-title')?.scrollIntoView({ block: 'start' }));
  };
  return { draft, setDraft, editing, number, problem, submit, edit, del, stopEditing };
};

/** The rubber scorer. */
export function ScorerView({ base, build }: ScorerProps) {
  const store = useScorer(base, build);
  const { state, persist } = store;
  const rubber = state.current;
  const change = (r: ScorerRubber, status?: string): void => persist({ ...state, current: r }, status);
  const entry = useEntry(rubber, change);
  if (!store.loaded || rubber === null) return <p class="ab-scorer__loading">…</p>;
  const score = scoreOf(rubber);
  const view = sheetOf(rubber, score);
  const over = isOver(score);
  const { editing } = entry;
  const rescored = (r: ScorerRubber): void =>
    change(r, r.deals.length > 0 ? tr('scorer.rescored', { rules: ruleSetName(scoreOf(r).rules) }) : '');
  const afterEnd = firstDealAfterEnd(rubber);
  const { we, they } = rubber.names;
  const names = we.trim() === '' && they.trim() === '' ? '' : tr('scorer.sheet.names', { we: we || '—', they: they || '—' });
  return (
    <div
      class="ab-scorer not-content"
      data-rules={rubber.rules}
      data-deals={rubber.deals.length}
      data-offline={store.notes.offline ? 'ready' : 'no'}
    >
      <Notices store={store} rubber={rubber} />
      <Settings
        rubber={rubber}
        onRules={(rules) => rescored(withSettings(rubber, { rules }, now()))}
        onOptions={(options) => rescored(withSettings(rubber, { options }, now()))}
        onNames={(n) => change(withSettings(rubber, { names: n }, now()))}
        onPlayers={(players) => change(renamePlayers(rubber, players, now()))}
      />
      {score.error !== null && (
        <p class="ab-scorer__error" role="alert">
          {score.error.message}
        </p>
      )}
      {afterEnd !== null && <AfterEnd rubber={rubber} at={afterEnd} change={change} />}
      {view !== null && <Sheet view={view} names={names} net={netLine(rubber, score)} />}
      {score.duplicate !== null && <DuplicateTotals rubber={rubber} score={score} />}
      {over && editing === null ? (
        <EndPanel store={store} rubber={rubber} score={score} />
      ) : (
        <EntryForm
          rubber={rubber}
          deal={entry.draft}
          number={entry.number}
          editing={editing !== null}
          problem={entry.problem}
          onChange={entry.setDraft}
          onSubmit={entry.submit}
          onCancel={entry.stopEditing}
        />
      )}
      <p class="ab-scorer__status" aria-live="polite" data-testid="scorer-status">
        {store.notes.status}
      </p>
      <DealList rubber={rubber} score={score} editing={editing} onEdit={entry.edit} onDelete={entry.del} />
      {!over && score.ledger !== null && rubber.deals.length > 0 && (
        <p class="ab-no-print">
          <button type="button" onClick={() => change(withStopped(rubber, true, now()))}>
            {tr('scorer.end.stop')}
          </button>
        </p>
      )}
      <KeepPanel store={store} rubber={rubber} />
      <PastList
        past={state.past}
        onOpen={(id) => persist(reopen(state, id), '')}
        onDelete={(id) => confirm(tr('scorer.past.confirmDelete')) && persist(deletePast(state, id), '')}
      />
    </div>
  );
}

export default ScorerView;
