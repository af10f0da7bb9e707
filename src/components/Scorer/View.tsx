/**
 * The rubber scorer island (/scorer/): the code and names, the sheet, the entry form, the list
 * of deals, the end of the rubber, saving and sharing, and past rubbers. It holds the state
 * (the stored rubbers, the deal being entered) and saves it on every change; every score is
 * the engine's, asked through the model.
 *
 * Nothing lost: the state is written to `localStorage` on every change; a refused write is said
 * at once with an export offered; another tab's change arrives by the `storage` event and is
 * shown; stored data that cannot be read is set aside (and offered as a download), not
 * dropped. A shared link (`#r=...`) opens its rubber and keeps the one that was current.
 *
 * Safety: nothing from storage, a file or a link is run or inserted as HTML.
 *
 * @packageDocumentation
 */
import { useEffect, useState } from 'preact/hooks';
import { translator } from '../../i18n/scorer.ts';
import { browserStorage, download, newId, registerWorker } from './browser.ts';
import { EntryForm } from './EntryForm.tsx';
import {
  addDeal,
  dealProblem,
  firstDealAfterEnd,
  isOver,
  newRubber,
  removeDeal,
  replaceDeal,
  scoreOf,
  withSettings,
  withStopped,
  type ScorerDeal,
  type ScorerRubber,
} from './model.ts';
import { rubberFromFragment, rubberFragment } from './model-link.ts';
import { archiveCurrent, deletePast, exportJson, importJson, loadState, readState, reopen, saveState, STORE_KEY, type ScorerState } from './model-store.ts';
import { netLine, settlementLines, sheetOf } from './model-view.ts';
import { DealList, DuplicateTotals, PastList, Settings } from './Panels.tsx';
import { Sheet } from './Sheet.tsx';
import './styles.css';

const tr = translator();

/** Props of the scorer island. */
export interface ScorerProps {
  /** The site's base path, for the service worker (`/` or `/auction-bridge/`). */
  readonly base: string;
  /** The build's id: a new one makes a new service worker. */
  readonly build: string;
}

const now = (): string => new Date().toISOString();
const blankDeal = (): ScorerDeal => ({ by: '', contract: { level: 1, strain: 'C', doubled: 0 }, tricks: 7, honours: { kind: 'none' } });
const fileName = (r: ScorerRubber, ext: string): string => `rubber-${r.created.slice(0, 10)}-${r.id.slice(0, 6)}.${ext}`;

interface Notices {
  readonly refused: string | null;
  readonly setAside: { readonly key: string | null; readonly text: string | null; readonly problems: string } | null;
  readonly status: string;
  readonly update: (() => void) | null;
  readonly offline: boolean;
}

/** The rubber scorer. */
export function ScorerView({ base, build }: ScorerProps) {
  const [state, setState] = useState<ScorerState>({ current: null, past: [] });
  const [loaded, setLoaded] = useState(false);
  const [draft, setDraft] = useState<ScorerDeal>(blankDeal);
  const [editing, setEditing] = useState<number | null>(null);
  const [link, setLink] = useState('');
  const [notes, setNotes] = useState<Notices>({ refused: null, setAside: null, status: '', update: null, offline: false });
  const note = (change: Partial<Notices>): void => setNotes((n) => ({ ...n, ...change }));

  const persist = (next: ScorerState, status?: string): void => {
    setState(next);
    const saved = saveState(browserStorage(), next);
    note({ refused: saved.ok ? null : saved.error, ...(status !== undefined ? { status } : {}) });
  };

  useEffect(() => {
    const got = loadState(browserStorage(), now());
    let s: ScorerState = got.state;
    if (got.problems.length > 0) note({ setAside: { key: got.setAsideKey, text: got.setAsideText, problems: got.problems.join(' ') } });
    const shared = rubberFromFragment(location.hash);
    let status = '';
    if (shared !== null) {
      if (shared.ok) {
        s = archiveCurrent(s, { ...shared.value, id: newId() });
        status = tr('scorer.keep.opened');
      } else status = shared.error;
      history.replaceState(null, '', location.pathname + location.search);
    }
    if (s.current === null) s = { ...s, current: newRubber({ id: newId(), now: now() }) };
    persist(s, status);
    setLoaded(true);
    const onStorage = (e: StorageEvent): void => {
      if (e.key !== STORE_KEY || e.newValue === null) return;
      const read = readState(e.newValue);
      if (read.problems.length > 0 || read.state.current === null) return;
      setState(read.state);
      note({ status: tr('scorer.storage.other') });
    };
    addEventListener('storage', onStorage);
    registerWorker(base, build, { onReady: () => note({ offline: true }), onUpdate: (apply) => note({ update: apply }) });
    return () => removeEventListener('storage', onStorage);
  }, []);

  const rubber = state.current;
  if (!loaded || rubber === null) return <p class="ab-scorer__loading">…</p>;
  const score = scoreOf(rubber);
  const view = sheetOf(rubber, score);
  const over = isOver(score);
  const change = (r: ScorerRubber, status?: string): void => persist({ ...state, current: r }, status);
  const rescored = (r: ScorerRubber): void => change(r, r.deals.length > 0 ? tr('scorer.rescored', { rules: scoreOf(r).rules.label }) : '');
  const number = editing === null ? rubber.deals.length + 1 : editing + 1;
  const problem = draft.by === '' ? null : dealProblem(rubber, editing ?? rubber.deals.length, draft);
  const afterEnd = firstDealAfterEnd(rubber);
  const names = [rubber.names.we, rubber.names.they].every((n) => n.trim() === '') ? '' : tr('scorer.sheet.names', { we: rubber.names.we || '—', they: rubber.names.they || '—' });

  const submit = (): void => {
    if (draft.by === '' || problem !== null) return;
    const t = now();
    const next = editing === null ? addDeal(rubber, draft, t) : replaceDeal(rubber, editing, draft, t);
    const after = scoreOf(next);
    const status = after.ledger ? sheetOf(next, after)?.status ?? '' : '';
    change(next, editing === null ? tr('scorer.form.added', { deal: number, status }) : tr('scorer.form.saved', { deal: number, status }));
    setEditing(null);
    setDraft(blankDeal());
  };
  const del = (i: number): void => {
    if (!confirm(tr('scorer.deals.confirmDelete', { deal: i + 1 }))) return;
    change(removeDeal(rubber, i, now()), tr('scorer.form.deleted', { deal: i + 1 }));
    if (editing !== null) {
      setEditing(null);
      setDraft(blankDeal());
    }
  };
  const importFile = async (file: File): Promise<void> => {
    const text = await file.text();
    if (/^\s*[{[]/.test(text)) {
      const read = importJson(text);
      if (!read.ok) return note({ status: read.error });
      const [first, ...rest] = read.value.map((r) => ({ ...r, id: newId() }));
      const s = archiveCurrent(state, first!);
      persist({ ...s, past: [...s.past, ...rest] }, tr('scorer.keep.imported', { count: read.value.length }));
      return;
    }
    const { rubberFromPbn } = await import('./model-pbn.ts');
    const read = rubberFromPbn(text, { id: newId(), now: now() });
    if (!read.ok) return note({ status: read.error });
    persist(archiveCurrent(state, read.value), tr('scorer.keep.imported', { count: 1 }));
  };
  const exportPbn = async (): Promise<void> => {
    const { rubberToPbn } = await import('./model-pbn.ts');
    const pbn = rubberToPbn(rubber);
    if (pbn.ok) download(fileName(rubber, 'pbn'), pbn.value, 'application/x-chess-pbn');
    else note({ status: pbn.error });
  };
  const share = (): void => {
    const url = `${location.origin}${location.pathname}#${rubberFragment(rubber)}`;
    setLink(url);
    navigator.clipboard?.writeText(url).then(() => note({ status: tr('scorer.keep.copied') }), () => undefined);
  };

  return (
    <div class="ab-scorer not-content" data-rules={rubber.rules} data-deals={rubber.deals.length} data-offline={notes.offline ? 'ready' : 'no'}>
      {notes.refused !== null && (
        <div class="ab-scorer__alert" role="alert">
          <p>{tr('scorer.storage.refused', { reason: notes.refused })}</p>
          <button type="button" onClick={() => download(fileName(rubber, 'json'), exportJson([rubber, ...state.past]), 'application/json')}>
            {tr('scorer.keep.exportJson')}
          </button>
        </div>
      )}
      {notes.setAside !== null && (
        <div class="ab-scorer__alert" role="alert">
          <p>
            {notes.setAside.key !== null
              ? tr('scorer.storage.setAside', { key: notes.setAside.key, problems: notes.setAside.problems })
              : tr('scorer.storage.setAsideLost', { problems: notes.setAside.problems })}
          </p>
          {notes.setAside.text !== null && (
            <button type="button" onClick={() => download('scorer-set-aside.json', notes.setAside?.text ?? '', 'application/json')}>
              {tr('scorer.storage.download')}
            </button>
          )}{' '}
          <button type="button" onClick={() => note({ setAside: null })}>
            {tr('scorer.dismiss')}
          </button>
        </div>
      )}
      {notes.update !== null && (
        <div class="ab-scorer__note ab-no-print" role="status">
          {tr('scorer.update.ready')}{' '}
          <button type="button" onClick={() => notes.update?.()}>
            {tr('scorer.update.reload')}
          </button>
        </div>
      )}
      <Settings
        rubber={rubber}
        onRules={(rules) => rescored(withSettings(rubber, { rules }, now()))}
        onOptions={(options) => rescored(withSettings(rubber, { options }, now()))}
        onNames={(n) => change(withSettings(rubber, { names: n }, now()))}
      />
      {score.error !== null && (
        <p class="ab-scorer__error" role="alert">
          {score.error.message}
        </p>
      )}
      {afterEnd !== null && (
        <p class="ab-scorer__error" role="alert">
          {tr('scorer.form.afterEnd', { deal: afterEnd, next: afterEnd + 1 })}{' '}
          <button type="button" onClick={() => change({ ...rubber, deals: rubber.deals.slice(0, afterEnd) })}>
            {tr('scorer.deals.delete', { deal: `${afterEnd + 1}–${rubber.deals.length}` })}
          </button>
        </p>
      )}
      {view !== null && <Sheet view={view} names={names} net={netLine(rubber, score)} />}
      {score.duplicate !== null && <DuplicateTotals rubber={rubber} score={score} />}
      {over && editing === null ? (
        <section class="ab-scorer__end" aria-label={tr('scorer.end.finished')}>
          <p>{tr('scorer.end.finished')}</p>
          {settlementLines(rubber, score).map((l) => (
            <p key={l}>{l}</p>
          ))}
          <div class="ab-scorer__buttons ab-no-print">
            <button type="button" class="ab-scorer__primary" onClick={() => persist(archiveCurrent(state, newRubber({ id: newId(), now: now(), rules: rubber.rules, options: rubber.options, names: rubber.names })), '')}>
              {tr('scorer.end.new')}
            </button>
            {rubber.stopped && (
              <button type="button" onClick={() => change(withStopped(rubber, false, now()))}>
                {tr('scorer.end.resume')}
              </button>
            )}
          </div>
        </section>
      ) : (
        <EntryForm
          rubber={rubber}
          deal={draft}
          number={number}
          editing={editing !== null}
          problem={problem}
          onChange={setDraft}
          onSubmit={submit}
          onCancel={() => {
            setEditing(null);
            setDraft(blankDeal());
          }}
        />
      )}
      <p class="ab-scorer__status" aria-live="polite" data-testid="scorer-status">
        {notes.status}
      </p>
      <DealList
        rubber={rubber}
        score={score}
        editing={editing}
        onEdit={(i) => {
          setEditing(i);
          setDraft(rubber.deals[i]!);
          requestAnimationFrame(() => document.getElementById('ab-scorer-form-title')?.scrollIntoView({ block: 'start' }));
        }}
        onDelete={del}
      />
      {!over && score.ledger !== null && rubber.deals.length > 0 && (
        <p class="ab-no-print">
          <button type="button" onClick={() => change(withStopped(rubber, true, now()))}>
            {tr('scorer.end.stop')}
          </button>
        </p>
      )}
      <section class="ab-scorer__keep ab-no-print" aria-labelledby="ab-scorer-keep-title">
        <h2 id="ab-scorer-keep-title">{tr('scorer.keep')}</h2>
        <p>{notes.refused === null ? tr('scorer.keep.saved') : ''}</p>
        <div class="ab-scorer__buttons">
          <button type="button" onClick={() => download(fileName(rubber, 'json'), exportJson([rubber]), 'application/json')}>
            {tr('scorer.keep.exportJson')}
          </button>
          <button type="button" onClick={() => void exportPbn()}>
            {tr('scorer.keep.exportPbn')}
          </button>
          <button type="button" onClick={() => print()}>
            {tr('scorer.keep.print')}
          </button>
          <button type="button" onClick={share}>
            {tr('scorer.keep.share')}
          </button>
        </div>
        <label class="ab-scorer__field">
          <span>{tr('scorer.keep.import')}</span>
          <input
            type="file"
            accept=".json,.pbn,application/json,text/plain"
            onChange={(e) => {
              const f = (e.target as HTMLInputElement).files?.[0];
              if (f) void importFile(f);
              (e.target as HTMLInputElement).value = '';
            }}
          />
        </label>
        {link !== '' && (
          <label class="ab-scorer__field">
            <span>{tr('scorer.keep.shareLabel')}</span>
            <input type="text" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>
        )}
      </section>
      <PastList
        past={state.past}
        onOpen={(id) => persist(reopen(state, id), '')}
        onDelete={(id) => {
          if (confirm(tr('scorer.past.confirmDelete'))) persist(deletePast(state, id), '');
        }}
      />
    </div>
  );
}

export default ScorerView;
