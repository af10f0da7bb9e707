/**
 * The scorer's notices and its "save, share, print" panel: a refused save (with an export),
 * stored data set aside (with a download), a new version ready; export as JSON or PBN, import
 * either, print, share as a link. The PBN reader and writer load only when asked for.
 *
 * @packageDocumentation
 */
import { useState } from 'preact/hooks';
import { translator } from '../../i18n/scorer.ts';
import { download, newId } from './browser.ts';
import type { ScorerRubber } from './model.ts';
import { rubberFragment } from './model-link.ts';
import { archiveCurrent, exportJson, importJson } from './model-store.ts';
import { now, type ScorerStore } from './useScorer.ts';

const tr = translator();

/** The file name of a rubber's export. */
export const fileName = (r: ScorerRubber, ext: string): string => `rubber-${r.created.slice(0, 10)}-${r.id.slice(0, 6)}.${ext}`;

/** The notices above the sheet. */
export function Notices({ store, rubber }: { store: ScorerStore; rubber: ScorerRubber }) {
  const { notes, note, state } = store;
  return (
    <>
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
    </>
  );
}

/** Export, import, print, share. */
export function KeepPanel({ store, rubber }: { store: ScorerStore; rubber: ScorerRubber }) {
  const { state, persist, note } = store;
  const [link, setLink] = useState('');
  const importFile = async (file: File): Promise<void> => {
    const text = await file.text();
    if (/^\s*[{[]/.test(text)) {
      const read = importJson(text);
      if (!read.ok) return note({ status: read.error });
      const [first, ...rest] = read.value.map((r) => ({ ...r, id: newId() }));
      const s = archiveCurrent(state, first!);
      return persist({ ...s, past: [...s.past, ...rest] }, tr('scorer.keep.imported', { count: read.value.length }));
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
    navigator.clipboard?.writeText(url).then(
      () => note({ status: tr('scorer.keep.copied') }),
      () => undefined,
    );
  };
  return (
    <section class="ab-scorer__keep ab-no-print" aria-labelledby="ab-scorer-keep-title">
      <h2 id="ab-scorer-keep-title">{tr('scorer.keep')}</h2>
      <p>{store.notes.refused === null ? tr('scorer.keep.saved') : ''}</p>
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
  );
}
