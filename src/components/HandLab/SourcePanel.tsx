/**
 * The Lab's first part: paste or drop a PBN or LIN file, a BBO hand-viewer link or a share link;
 * the problems listed with line and column and marked in a read-only rendering of the text; the
 * board chosen; its replay previewed. Thin: every decision comes from `model.ts`.
 *
 * @packageDocumentation
 */
import type { RefObject } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { translator } from '../../i18n/lab.ts';
import { LazyReplay } from './LazyReplay.tsx';
import {
  boardLink,
  chooseBoard,
  diagnosticViews,
  MAX_FILE_BYTES,
  MAX_TEXT_CHARS,
  MAX_BOARDS,
  MAX_SHOWN_DIAGNOSTICS,
  formatCount,
  PASTE_REPLAY_ID,
  PASTED_LINK_KEY,
  replayStepLink,
  sourceRows,
  textCopyLabel,
  type LabBoard,
  type SourceReport,
  type SourceRow,
  type SourceState,
} from './model.ts';
import { KeptCopies } from './KeptCopies.tsx';
import { ConfirmButton, Section } from './ui.tsx';

/** Props of the paste panel. */
export interface SourcePanelProps {
  /** The paste panel's state (the text, its report, the board, the copies). */
  readonly source: SourceState;
  readonly textarea: RefObject<HTMLTextAreaElement>;
  readonly onText: (text: string) => void;
  readonly onStrict: (strict: boolean) => void;
  readonly onBoard: (index: number) => void;
  readonly onFile: (file: File) => void;
  readonly onEdit: (board: LabBoard) => void;
  readonly onClear: () => void;
  /** Brings back the kept text at an index. */
  readonly onBringBack: (index: number) => void;
  /** Deletes the kept text at an index. */
  readonly onDeleteKept: (index: number) => void;
  readonly lang?: string;
}

const KIND_KEYS = {
  empty: 'lab.kind.empty',
  pbn: 'lab.kind.pbn',
  lin: 'lab.kind.lin',
  bbo: 'lab.kind.bbo',
  link: 'lab.kind.link',
} as const;

/** Moves focus to a line of the source without touching the URL fragment (the Lab keeps its link there). */
const focusLine = (event: MouseEvent, line: number): void => {
  const row = document.getElementById(`lab-line-${line}`);
  if (!row) return;
  event.preventDefault();
  row.scrollIntoView({ block: 'center' });
  row.focus({ preventScroll: true });
};

function SourceView({ rows, tr }: { rows: readonly SourceRow[]; tr: ReturnType<typeof translator> }) {
  return (
    <div class="ab-lab__source" role="region" aria-label={tr('lab.source.label')} tabIndex={0}>
      <ol class="ab-lab__lines">
        {rows.map((row) =>
          row.kind === 'gap' ? (
            <li key={`gap-${row.from}`} class="ab-lab__gap">
              {row.from === row.to ? tr('lab.source.gapOne', { line: row.from }) : tr('lab.source.gap', { from: row.from, to: row.to })}
            </li>
          ) : (
            <li
              key={row.number}
              id={`lab-line-${row.number}`}
              tabIndex={-1}
              class={row.marks.length > 0 ? 'ab-lab__line ab-lab__line--marked' : 'ab-lab__line'}
            >
              <span class="ab-lab__number" aria-hidden="true">
                {row.number}
              </span>
              {row.marks.length > 0 && <span class="ab-sr-only">{tr('lab.source.lineMarked', { line: row.number })}</span>}
              <code class="ab-lab__code">
                {row.segments.map((s, i) =>
                  s.marks.length === 0 ? (
                    s.cut ? (
                      <span key={i} class="ab-lab__cut" title={tr('lab.source.cut')}>
                        {s.text}
                      </span>
                    ) : (
                      s.text
                    )
                  ) : (
                    <mark key={i} class={`ab-lab__mark ab-lab__mark--${s.severity ?? 'error'}${s.endOfLine ? ' ab-lab__mark--eol' : ''}`}>
                      <span class="ab-sr-only">{tr('lab.source.markStart', { numbers: s.marks.map((m) => m + 1).join(', ') })}</span>
                      {s.text}
                    </mark>
                  ),
                )}
              </code>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}

function Problems({ report, lang }: { report: SourceReport; lang: string }) {
  const tr = translator(lang);
  const { shown, more } = useMemo(() => diagnosticViews(report.diagnostics, lang), [report, lang]);
  if (shown.length === 0) return null;
  return (
    <div class="ab-lab__problems">
      <h3 id="lab-problems-h">{tr('lab.problems.title')}</h3>
      <ol aria-labelledby="lab-problems-h">
        {shown.map((d) => (
          <li key={d.index} class={`ab-lab__problem ab-lab__problem--${d.severity}`} data-line={d.line ?? undefined}>
            <span class="ab-lab__severity">{tr(d.severity === 'error' ? 'lab.problem.error' : 'lab.problem.warning')}</span>{' '}
            {d.line !== null ? (
              <a class="ab-lab__where" href={`#lab-line-${d.line}`} onClick={(e) => focusLine(e, d.line!)}>
                {d.where}
              </a>
            ) : (
              <span class="ab-lab__where">{d.where}</span>
            )}
            {': '}
            <span class="ab-lab__message">{d.message}</span>
            {d.hint !== null && <span class="ab-lab__hint"> {d.hint}</span>} <span class="ab-lab__code-name">({d.code})</span>
          </li>
        ))}
      </ol>
      {more > 0 && <p>{tr('lab.problems.more', { count: formatCount(more) })}</p>}
    </div>
  );
}

function Summary({ report, pending, lang }: { report: SourceReport | null; pending: boolean; lang: string }) {
  const tr = translator(lang);
  let text: string;
  if (pending || report === null) text = tr('lab.status.checking');
  else if (report.kind === 'empty') text = tr('lab.status.empty');
  else if (report.refused) text = tr('lab.status.refused');
  else
    text = tr('lab.status.summary', {
      kind: tr(KIND_KEYS[report.kind]),
      boards: tr(report.boards.length === 1 ? 'lab.count.board' : 'lab.count.boards', { count: report.boards.length }),
      errors: tr(report.errors === 1 ? 'lab.count.error' : 'lab.count.errors', { count: report.errors }),
      warnings: tr(report.warnings === 1 ? 'lab.count.warning' : 'lab.count.warnings', { count: report.warnings }),
    });
  return (
    <p class="ab-lab__summary" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

/** The box, the file chooser, lenient mode and Clear; drop a file anywhere on them. */
function PasteInput(props: SourcePanelProps) {
  const tr = translator(props.lang);
  const { text, strict, fileMessage, saveProblem } = props.source;
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent): void => {
    const file = event.dataTransfer?.files?.[0];
    setDragging(false);
    if (!file) return; // dropped text goes into the textarea by itself
    event.preventDefault();
    props.onFile(file);
  };
  return (
    <div
      class={`ab-lab__drop ab-no-print${dragging ? ' ab-lab__drop--over' : ''}`}
      onDragOver={(e) => {
        if (e.dataTransfer?.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <label class="ab-lab__label" for="lab-text">
        {tr('lab.paste.label')}
      </label>
      <textarea
        id="lab-text"
        ref={props.textarea}
        class="ab-lab__textarea"
        rows={10}
        spellcheck={false}
        autocomplete="off"
        aria-describedby="lab-text-help"
        value={text}
        onInput={(e) => props.onText(e.currentTarget.value)}
      />
      <p id="lab-text-help" class="ab-lab__help">
        {tr('lab.paste.help')}
      </p>
      <div class="ab-lab__row">
        <label class="ab-lab__file">
          <span>{tr('lab.paste.file', { limit: formatCount(MAX_FILE_BYTES) })}</span>
          <input
            type="file"
            accept=".pbn,.lin,.txt,text/plain"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) props.onFile(file);
              e.currentTarget.value = '';
            }}
          />
        </label>
        <label class="ab-lab__check">
          <input type="checkbox" checked={!strict} onChange={(e) => props.onStrict(!e.currentTarget.checked)} />
          <span>{tr('lab.paste.lenient')}</span>
        </label>
        <ConfirmButton
          label={tr('lab.paste.clear')}
          question={tr('lab.paste.clearQuestion')}
          yes={tr('lab.confirm.yes')}
          no={tr('lab.confirm.no')}
          disabled={text === ''}
          onConfirm={props.onClear}
          returnFocus={() => props.textarea.current}
        />
      </div>
      {fileMessage && (
        <p class={`ab-lab__notice ab-lab__notice--${fileMessage.kind}`} role={fileMessage.kind === 'refused' ? 'alert' : undefined}>
          {fileMessage.text}
        </p>
      )}
      {saveProblem && <p class="ab-lab__notice ab-lab__notice--refused">{saveProblem}</p>}
    </div>
  );
}

/** The board chooser, "Edit in the Lab" and the preview of the board on show. */
function PastedBoard(props: SourcePanelProps & { readonly report: SourceReport }) {
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const { report } = props;
  const boardIndex = chooseBoard(report, props.source.board);
  const board = report.boards[boardIndex];
  // The board as a link: what the preview's "Copy link to this step" sends (the board alone).
  const pastedLink = useMemo(() => boardLink(board), [board]);
  return (
    <>
      {report.boards.length > 1 && (
        <p class="ab-lab__row ab-no-print">
          <label class="ab-lab__label" for="lab-board">
            {tr('lab.board.choose')}
          </label>{' '}
          <select id="lab-board" value={String(boardIndex)} onChange={(e) => props.onBoard(Number(e.currentTarget.value))}>
            {report.boards.map((b) => (
              <option key={b.index} value={String(b.index)}>
                {b.label}
              </option>
            ))}
          </select>
        </p>
      )}
      {board && board.record && (
        <p class="ab-lab__row ab-no-print">
          <button type="button" class="ab-lab__button" onClick={() => props.onEdit(board)}>
            {tr('lab.board.edit')}
          </button>
        </p>
      )}
      {board && board.timeline ? (
        <div class="ab-lab__preview" id="lab-paste-preview">
          <h3>{tr('lab.preview.pasted')}</h3>
          <LazyReplay
            loading={tr('lab.loading')}
            key={`${report.kind}-${boardIndex}-${board.label}-${board.timeline.steps.length}`}
            timeline={board.timeline}
            record={board.record}
            id={PASTE_REPLAY_ID}
            {...(pastedLink === null
              ? {}
              : { linkFor: (step: number) => replayStepLink(window.location.href, PASTED_LINK_KEY, pastedLink, PASTE_REPLAY_ID, step) })}
            lang={lang}
          />
        </div>
      ) : board ? (
        <p class="ab-lab__notice ab-lab__notice--refused">{tr('lab.preview.none')}</p>
      ) : null}
    </>
  );
}

/** The paste panel. */
export function SourcePanel(props: SourcePanelProps) {
  const lang = props.lang ?? 'en';
  const tr = translator(lang);
  const { report, pending, text, kept } = props.source;
  const rows = useMemo(
    () =>
      report && !report.refused && report.kind !== 'empty' && report.diagnostics.length > 0
        ? sourceRows(report.source, report.diagnostics.slice(0, MAX_SHOWN_DIAGNOSTICS))
        : [],
    [report],
  );
  return (
    <Section id="lab-paste-h" title={tr('lab.paste.title')} class="ab-lab__panel ab-lab__panel--paste">
      <p>{tr('lab.paste.intro', { limit: formatCount(MAX_TEXT_CHARS), boards: formatCount(MAX_BOARDS) })}</p>
      <KeptCopies
        kind="text"
        labels={kept.map((t) => textCopyLabel(t, tr))}
        onBringBack={props.onBringBack}
        onDelete={props.onDeleteKept}
        lang={lang}
      />
      <PasteInput {...props} />
      <Summary report={report} pending={pending} lang={lang} />
      {report?.refused && (
        <p class="ab-lab__notice ab-lab__notice--refused" role="alert">
          {report.refused.message} {report.refused.hint ?? ''}
        </p>
      )}
      {report && !report.refused && <Problems report={report} lang={lang} />}
      {rows.length > 0 && report && (
        <div class="ab-lab__source-wrap">
          <h3>{report.source === text ? tr('lab.source.title') : tr('lab.source.titleLin')}</h3>
          <SourceView rows={rows} tr={tr} />
        </div>
      )}
      {report && <PastedBoard {...props} report={report} />}
    </Section>
  );
}
