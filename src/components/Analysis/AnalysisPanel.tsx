/**
 * The Lab's double-dummy panel, under the replay of the hand being viewed: "Solve the table"
 * fills the 20-cell table cell by cell ("7 of 20 cells solved") with a Stop button, and
 * "Analyse this step" gives declarer's total with best play from the replay's step and what
 * each legal card leaves declarer, the cards that cost a trick said in words.
 *
 * The solver runs in a worker started on the first press (`client.ts`), so the page fetches no
 * solver code before the reader asks. Results are announced in a polite live region; a failure
 * is shown in words and touches nothing of the reader's hand.
 *
 * @packageDocumentation
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { TABLE_ORDER, type TableCell } from '../../engine/dd/protocol.ts';
import type { DDTable } from '../../engine/dd/solver.ts';
import type { Timeline } from '../../engine/record.ts';
import { sideOf } from '../../engine/seat.ts';
import type { Card, Rank, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/dd.ts';
import { cardWords } from '../HandReplay/model.ts';
import { rankShort, seatName } from '../shared/format.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { SuitSymbol } from '../shared/Spelled.tsx';
import { createDDClient, DDStopped, spawnDDWorker, type DDClient } from './client.ts';
import { cardLines, declarerTotal, gridOf, stepQuestion, tableDeal, type CardLine } from './model.ts';
import { TricksTable } from './TricksTable.tsx';
import './styles.css';

/** Props of the panel. */
export interface AnalysisPanelProps {
  readonly timeline: Timeline;
  /** The replay's current step. */
  readonly step: number;
  readonly lang?: string;
  /** Starts the worker (tests give a fake); default the real one. */
  readonly client?: () => DDClient;
}

/** Where the table is. */
type TableState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' | 'stopped'; readonly cells: readonly TableCell[] }
  | { readonly status: 'done'; readonly cells: readonly TableCell[]; readonly seconds: string }
  | { readonly status: 'error'; readonly cells: readonly TableCell[]; readonly message: string };

/** Where the step's analysis is: always for one step. */
type StepState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' | 'stopped'; readonly step: number }
  | { readonly status: 'done'; readonly step: number; readonly total: number; readonly lines: readonly CardLine[] | null }
  | { readonly status: 'error'; readonly step: number; readonly message: string };

const TOTAL = 20;

/** Panels made so far on the page: each heading's id is unique. */
let panels = 0;

/** A card as a player writes it: the suit symbol (coloured) and the rank, with its name for screen readers. */
function CardText({ card, tr }: { card: Card; tr: Translate }) {
  return (
    <span class="ab-dd__card">
      <span aria-hidden="true">
        <SuitSymbol suit={card[0] as Suit} />
        {rankShort(card[1] as Rank, tr)}
      </span>
      <span class="ab-sr-only">{cardWords(card, tr)}</span>
    </span>
  );
}

/** The value of each legal card at the step, best first. */
function CardLines({ lines, side, tr }: { lines: readonly CardLine[]; side: string; tr: Translate }) {
  return (
    <ul class="ab-dd__cards">
      {lines.map((line) => (
        <li key={line.cards[0]} data-cost={line.cost}>
          {line.cards.map((c, i) => (
            <>
              {i > 0 && ' '}
              <CardText key={c} card={c} tr={tr} />
            </>
          ))}
          {': '}
          {countText(line.total, tr)}
          {' — '}
          {line.cost === 0 ? (
            tr('dd.best')
          ) : (
            <strong class="ab-dd__cost">
              {line.cost === 1 ? tr('dd.costOne', { side }) : tr('dd.costMany', { side, count: line.cost })}
            </strong>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A button that starts a run, and Stop beside it while the run lasts. */
function Actions(props: {
  label: string;
  primary?: boolean;
  button: RefObject<HTMLButtonElement>;
  running: boolean;
  onRun: () => void;
  onStop: () => void;
  tr: Translate;
}) {
  return (
    <div class="ab-dd__actions">
      <button
        type="button"
        ref={props.button}
        class={`ab-lab__button${props.primary ? ' ab-lab__button--primary' : ''}`}
        onClick={props.onRun}
        disabled={props.running}
      >
        {props.label}
      </button>
      {props.running && (
        <button type="button" class="ab-lab__button" onClick={props.onStop}>
          {props.tr('dd.stop')}
        </button>
      )}
    </div>
  );
}

/** Why a failure happened, in words ("Stopped" is not a failure). */
const failure = (e: unknown, tr: Translate): string => tr('dd.failed', { message: e instanceof Error ? e.message : String(e) });

/** The double-dummy panel of a hand in the Lab. */
export function AnalysisPanel({ timeline, step, lang = 'en', client: makeClient }: AnalysisPanelProps) {
  const tr = translator(lang);
  const headingId = useMemo(() => `ab-dd-${++panels}`, []);
  const deal = useMemo(() => tableDeal(timeline), [timeline]);
  const dealKey = JSON.stringify(deal);
  const client = useRef<DDClient | null>(null);
  const [table, setTable] = useState<TableState>({ status: 'idle' });
  const [here, setHere] = useState<StepState>({ status: 'idle' });
  const [message, setMessage] = useState('');
  const solveButton = useRef<HTMLButtonElement>(null);
  const stepButton = useRef<HTMLButtonElement>(null);
  // Each run's number: a run's answers count only while it is the latest of its kind.
  const runs = useRef({ table: 0, step: 0 });

  const getClient = (): DDClient => (client.current ??= (makeClient ?? (() => createDDClient({ spawn: spawnDDWorker })))());

  // Another deal: what was shown was the other deal's, and what runs is for it.
  useEffect(() => {
    runs.current.table++;
    runs.current.step++;
    client.current?.stop();
    setTable({ status: 'idle' });
    setHere({ status: 'idle' });
  }, [dealKey]);
  useEffect(() => () => client.current?.dispose(), []);

  const solve = (): void => {
    if (!deal.ok) return;
    const run = ++runs.current.table;
    const started = performance.now();
    setTable({ status: 'running', cells: [] });
    setMessage(tr('dd.solving'));
    getClient()
      .table(deal.deal, (p) => {
        if (run === runs.current.table) setTable((t) => (t.status === 'running' ? { status: 'running', cells: [...t.cells, p.cell] } : t));
      })
      .then((outcome) => {
        if (run !== runs.current.table) return;
        if (outcome.status === 'done') {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          setTable({ status: 'done', cells: gridCells(outcome.table), seconds });
          setMessage(tr('dd.solved', { total: TOTAL, seconds }));
        } else {
          setTable({ status: 'stopped', cells: outcome.cells });
          setMessage(tr('dd.stopped', { done: outcome.cells.length, total: TOTAL }));
        }
      })
      .catch((e: unknown) => {
        if (run !== runs.current.table) return;
        const text = failure(e, tr);
        setTable((t) => ({ status: 'error', cells: 'cells' in t ? t.cells : [], message: text }));
        setMessage(text);
      });
  };

  const analyse = (): void => {
    const q = stepQuestion(timeline, step);
    if (typeof q === 'string') return;
    const run = ++runs.current.step;
    const at = step;
    setHere({ status: 'running', step: at });
    setMessage(tr('dd.working', { step: at }));
    const c = getClient();
    void (async () => {
      try {
        const tricks = await c.tricks(q.position, q.objective);
        const total = declarerTotal(q, tricks);
        if (run !== runs.current.step) return;
        setHere({ status: 'done', step: at, total, lines: null });
        const values = await c.values(q.position, q.objective);
        if (run !== runs.current.step) return;
        setHere({ status: 'done', step: at, total, lines: cardLines(q, values) });
        setMessage(
          `${tr('dd.stepAt', { step: at })} ${tr('dd.fromHere', { seat: seatName(q.declarer, tr), count: countText(total, tr) })}`,
        );
      } catch (e) {
        if (run !== runs.current.step) return;
        if (e instanceof DDStopped) {
          setHere((h) => (h.status === 'done' ? h : { status: 'stopped', step: at }));
          setMessage(tr('dd.stepStopped'));
          return;
        }
        const text = failure(e, tr);
        setHere({ status: 'error', step: at, message: text });
        setMessage(text);
      }
    })();
  };

  // The Stop button goes away with its run: the focus goes back to the button that started it.
  const refocus = useRef<HTMLButtonElement | null>(null);
  const stop = (): void => {
    refocus.current = table.status === 'running' ? solveButton.current : stepButton.current;
    client.current?.stop();
  };
  useEffect(() => {
    const back = refocus.current;
    if (back === null || back.disabled) return;
    refocus.current = null;
    back.focus();
  }, [table.status, here.status]);

  const grid = gridOf('cells' in table ? table.cells : []);
  const running = table.status === 'running';
  const stepRunning = here.status === 'running';
  const done = 'cells' in table ? table.cells.length : 0;
  const q = stepQuestion(timeline, step);
  const shown = here.status !== 'idle' && here.step === step ? here : null;

  return (
    <section class="ab-dd not-content ab-no-print" aria-labelledby={headingId}>
      <h3 id={headingId}>{tr('dd.title')}</h3>
      <p class="ab-dd__intro">{tr('dd.intro')}</p>
      {!deal.ok ? (
        <p class="ab-dd__note">{deal.reason === 'hidden' ? tr('dd.hidden') : tr('dd.lengths', deal.lengths)}</p>
      ) : (
        <>
          <Actions label={tr('dd.solve')} primary button={solveButton} running={running} onRun={solve} onStop={stop} tr={tr} />
          {table.status !== 'idle' && (
            <p class="ab-dd__progress">
              <progress max={TOTAL} value={done} aria-hidden="true" />{' '}
              {table.status === 'running' && done === 0 ? tr('dd.starting') : tr('dd.progress', { done, total: TOTAL })}
              {table.status === 'done' && ` (${table.seconds} s)`}
            </p>
          )}
          {table.status === 'error' && (
            <p class="ab-dd__error" role="alert">
              {table.message}
            </p>
          )}
          {table.status !== 'idle' && (
            <TricksTable
              caption={tr('dd.caption')}
              nt={tr('strain.NT.short')}
              suitName={(suit) => tr(`suit.${suit}.many`)}
              seatName={(seat) => seatName(seat, tr)}
              busy={running}
              cell={(seat, strain) => {
                const n = grid[seat][strain];
                return n === undefined ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span class="ab-sr-only">{tr('dd.pending')}</span>
                  </>
                ) : (
                  n
                );
              }}
            />
          )}
        </>
      )}
      <h4>{tr('dd.here')}</h4>
      {typeof q === 'string' ? (
        <p class="ab-dd__note">{tr(q === 'auction' ? 'dd.auction' : q === 'end' ? 'dd.end' : 'dd.stepHidden')}</p>
      ) : (
        <>
          <Actions label={tr('dd.analyse')} button={stepButton} running={stepRunning} onRun={analyse} onStop={stop} tr={tr} />
          {shown?.status === 'running' && <p>{tr('dd.working', { step })}</p>}
          {shown?.status === 'stopped' && <p>{tr('dd.stepStopped')}</p>}
          {shown?.status === 'error' && (
            <p class="ab-dd__error" role="alert">
              {shown.message}
            </p>
          )}
          {shown?.status === 'done' && (
            <div class="ab-dd__here">
              <p>
                <strong>{tr('dd.fromHere', { seat: seatName(q.declarer, tr), count: countText(shown.total, tr) })}</strong>
              </p>
              {shown.lines === null ? (
                <p>{tr('dd.working', { step })}</p>
              ) : (
                <>
                  <p>{tr('dd.cardsHead', { seat: seatName(q.toPlay, tr) })}</p>
                  <CardLines lines={shown.lines} side={tr(`side.${sideOf(q.toPlay)}`)} tr={tr} />
                </>
              )}
            </div>
          )}
        </>
      )}
      <LiveRegion message={message} />
    </section>
  );
}

/** "8 tricks", "1 trick". */
const countText = (n: number, tr: Translate): string => tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: n });

/** A whole table as cells. */
const gridCells = (table: DDTable): TableCell[] =>
  TABLE_ORDER.map(({ declarer, strain }) => ({ declarer, strain, tricks: table[declarer][strain] }));

export default AnalysisPanel;
