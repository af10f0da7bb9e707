/**
 * The double-dummy panel's state as a hook: the table being solved cell by cell, the analysis of
 * one step, the message for the live region, and Stop with the focus sent back to the button that
 * started the run. Runs are numbered, so that a stopped or superseded run's late answers are
 * dropped. The solver is the engine's, in a worker (`client.ts`), started on the first press.
 *
 * @packageDocumentation
 */
import type { RefObject } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { TABLE_ORDER, type TableCell } from '../../engine/dd/protocol.ts';
import type { DDTable } from '../../engine/dd/solver.ts';
import type { Timeline } from '../../engine/record.ts';
import type { Translate } from '../../i18n/dd.ts';
import { seatName } from '../shared/format.ts';
import { createDDClient, DDStopped, spawnDDWorker, type DDClient, type TableOutcome } from './client.ts';
import { cardLines, declarerTotal, stepQuestion, tableDeal, type CardLine, type TableDeal } from './model.ts';

/** The cells of a whole table. */
export const TOTAL = 20;

/** Where the table is. */
export type TableState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' | 'stopped'; readonly cells: readonly TableCell[] }
  | { readonly status: 'done'; readonly cells: readonly TableCell[]; readonly seconds: string }
  | { readonly status: 'error'; readonly cells: readonly TableCell[]; readonly message: string };

/** Where the step's analysis is: always for one step. */
export type StepState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' | 'stopped'; readonly step: number }
  | { readonly status: 'done'; readonly step: number; readonly total: number; readonly lines: readonly CardLine[] | null }
  | { readonly status: 'error'; readonly step: number; readonly message: string };

/** What {@link useAnalysis} gives the panel. */
export interface Analysis {
  /** The deal to solve, or why it cannot be (hidden hands, unequal lengths). */
  readonly deal: TableDeal;
  readonly table: TableState;
  readonly here: StepState;
  readonly message: string;
  readonly solveButton: RefObject<HTMLButtonElement>;
  readonly stepButton: RefObject<HTMLButtonElement>;
  readonly solve: () => void;
  readonly analyse: () => void;
  readonly stop: () => void;
}

/** Why a failure happened, in words ("Stopped" is not a failure). */
const failure = (e: unknown, tr: Translate): string => tr('dd.failed', { message: e instanceof Error ? e.message : String(e) });

/** "8 tricks", "1 trick". */
export const countText = (n: number, tr: Translate): string => tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: n });

/** A whole table as cells. */
const gridCells = (table: DDTable): TableCell[] =>
  TABLE_ORDER.map(({ declarer, strain }) => ({ declarer, strain, tricks: table[declarer][strain] }));

/** What a table run that ended shows, and says: the whole table and its time, or the cells so far. */
const tableEnd = (outcome: TableOutcome, started: number, tr: Translate): { state: TableState; message: string } => {
  if (outcome.status === 'stopped') {
    return { state: { status: 'stopped', cells: outcome.cells }, message: tr('dd.stopped', { done: outcome.cells.length, total: TOTAL }) };
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return { state: { status: 'done', cells: gridCells(outcome.table), seconds }, message: tr('dd.solved', { total: TOTAL, seconds }) };
};

/**
 * What a step's run that failed shows, and says: stopped (an answer already shown stays), or the
 * failure in words.
 */
const stepFailed = (e: unknown, at: number, tr: Translate): { update: (h: StepState) => StepState; message: string } => {
  if (e instanceof DDStopped)
    return { update: (h) => (h.status === 'done' ? h : { status: 'stopped', step: at }), message: tr('dd.stepStopped') };
  const text = failure(e, tr);
  return { update: () => ({ status: 'error', step: at, message: text }), message: text };
};

/** The Stop button goes away with its run: the focus goes back to the button that started it. */
const useRefocus = (table: TableState, here: StepState) => {
  const refocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const back = refocus.current;
    if (back === null || back.disabled) return;
    refocus.current = null;
    back.focus();
  }, [table.status, here.status]);
  return refocus;
};

/**
 * Another deal: what was shown was the other deal's, and what runs is for it, so every run is
 * outdated, the client stops and `reset` clears the panel. The worker ends with the panel.
 */
const useDealChange = (
  dealKey: string,
  runs: { readonly current: { table: number; step: number } },
  client: { readonly current: DDClient | null },
  reset: () => void,
): void => {
  useEffect(() => {
    runs.current.table++;
    runs.current.step++;
    client.current?.stop();
    reset();
  }, [dealKey]);
  useEffect(() => () => client.current?.dispose(), []);
};

/** The panel's state and actions (see the module's description). */
export function useAnalysis(timeline: Timeline, step: number, tr: Translate, makeClient?: () => DDClient): Analysis {
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
  const refocus = useRefocus(table, here);
  const getClient = (): DDClient => (client.current ??= (makeClient ?? (() => createDDClient({ spawn: spawnDDWorker })))());

  useDealChange(dealKey, runs, client, () => {
    setTable({ status: 'idle' });
    setHere({ status: 'idle' });
  });

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
        const end = tableEnd(outcome, started, tr);
        setTable(end.state);
        setMessage(end.message);
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
        const end = stepFailed(e, at, tr);
        setHere(end.update);
        setMessage(end.message);
      }
    })();
  };

  const stop = (): void => {
    refocus.current = table.status === 'running' ? solveButton.current : stepButton.current;
    client.current?.stop();
  };
  return { deal, table, here, message, solveButton, stepButton, solve, analyse, stop };
}
