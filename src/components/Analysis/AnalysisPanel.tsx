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
import { useMemo } from 'preact/hooks';
import type { Timeline } from '../../engine/record.ts';
import { sideOf } from '../../engine/seat.ts';
import type { Card, Rank, Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/dd.ts';
import { cardWords } from '../HandReplay/model.ts';
import { rankShort, seatName } from '../shared/format.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { SuitSymbol } from '../shared/Spelled.tsx';
import type { DDClient } from './client.ts';
import { gridOf, stepQuestion, type CardLine, type StepQuestion } from './model.ts';
import { TricksTable } from './TricksTable.tsx';
import { countText, TOTAL, useAnalysis, type Analysis } from './use-analysis.ts';
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

/** The whole table: Solve, its progress, and the 20 cells as they come. */
function TablePart({ analysis, tr }: { analysis: Analysis; tr: Translate }) {
  const { table } = analysis;
  const grid = gridOf('cells' in table ? table.cells : []);
  const running = table.status === 'running';
  const done = 'cells' in table ? table.cells.length : 0;
  return (
    <>
      <Actions
        label={tr('dd.solve')}
        primary
        button={analysis.solveButton}
        running={running}
        onRun={analysis.solve}
        onStop={analysis.stop}
        tr={tr}
      />
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
  );
}

/** The step: Analyse, then declarer's total from here and what each legal card leaves. */
function StepPart({ analysis, q, step, tr }: { analysis: Analysis; q: StepQuestion; step: number; tr: Translate }) {
  const { here } = analysis;
  const shown = here.status !== 'idle' && here.step === step ? here : null;
  return (
    <>
      <Actions
        label={tr('dd.analyse')}
        button={analysis.stepButton}
        running={here.status === 'running'}
        onRun={analysis.analyse}
        onStop={analysis.stop}
        tr={tr}
      />
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
  );
}

/** The double-dummy panel of a hand in the Lab. */
export function AnalysisPanel({ timeline, step, lang = 'en', client: makeClient }: AnalysisPanelProps) {
  const tr = translator(lang);
  const headingId = useMemo(() => `ab-dd-${++panels}`, []);
  const analysis = useAnalysis(timeline, step, tr, makeClient);
  const { deal } = analysis;
  const q = stepQuestion(timeline, step);
  return (
    <section class="ab-dd not-content ab-no-print" aria-labelledby={headingId}>
      <h3 id={headingId}>{tr('dd.title')}</h3>
      <p class="ab-dd__intro">{tr('dd.intro')}</p>
      {!deal.ok ? (
        <p class="ab-dd__note">{deal.reason === 'hidden' ? tr('dd.hidden') : tr('dd.lengths', deal.lengths)}</p>
      ) : (
        <TablePart analysis={analysis} tr={tr} />
      )}
      <h4>{tr('dd.here')}</h4>
      {typeof q === 'string' ? (
        <p class="ab-dd__note">{tr(q === 'auction' ? 'dd.auction' : q === 'end' ? 'dd.end' : 'dd.stepHidden')}</p>
      ) : (
        <StepPart analysis={analysis} q={q} step={step} tr={tr} />
      )}
      <LiveRegion message={analysis.message} />
    </section>
  );
}

export default AnalysisPanel;
