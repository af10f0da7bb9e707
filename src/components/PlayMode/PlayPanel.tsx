/**
 * "Play it yourself": the reader takes a seat at a step of a hand and plays on; the computer
 * plays the other seats with double-dummy play (the solver in a worker, `Analysis/client.ts`)
 * and the engine's choice among equally good cards (`engine/dd/choose.ts`). Undo, a hint that
 * says why only when asked, a restart; at the end, the tricks made against best play from the
 * starting point, the reader's cards that gave up a trick, and the engine's score for that
 * result under the hand's code and under Contract (written at build time: `data.ts`).
 *
 * Every rule is the engine's (`game.ts` holds the state and asks `engine/play.ts`); the panel
 * renders and asks. Loaded only when the reader presses "Play from here" (`mount.ts`).
 *
 * @packageDocumentation
 */
import { useState } from 'preact/hooks';
import { partner, sideOf } from '../../engine/seat.ts';
import { translator, type Translate } from '../../i18n/play.ts';
import type { DDClient } from '../Analysis/client.ts';
import type { CodeScore } from '../HandScore/model.ts';
import { CodeScoreBody } from '../HandScore/CodeScore.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { canUndo, declarerWon, readerLosses, readerToPlay, roles, type PlayData } from './game.ts';
import { Table } from './Table.tsx';
import { usePlay, type Play } from './use-play.ts';
import { capital, cardName, seatName, tricksName, whereText, whyText } from './words.ts';
import './styles.css';

/** Props of the panel. */
export interface PlayPanelProps {
  readonly data: PlayData;
  /** The replay's step the reader starts from. */
  readonly step: number;
  readonly client: DDClient;
  readonly lang?: string;
  /** How long the computer waits before showing its card (ms), so that each card can be seen. */
  readonly pace?: number;
  /** Whether the result is kept for the gallery (`kept.ts`): not for a hand of the Lab's. */
  readonly keep?: boolean;
  readonly onClose?: () => void;
}

/** Before the game: the seat the reader takes, their last result, and Start. */
function SeatChoice({ play, data, tr, onClose }: { play: Play; data: PlayData; tr: Translate; onClose?: () => void }) {
  const { contract } = data;
  const { kept, problem } = play;
  return (
    <>
      <fieldset class="ab-practice__seats">
        <legend>{tr('play.chooseSeat')}</legend>
        {roles(contract).map((r) => (
          <label key={r}>
            <input
              type="radio"
              name={`ab-practice-role-${data.slug}`}
              value={r}
              checked={play.role === r}
              onChange={() => play.setRole(r)}
            />{' '}
            {r === 'declarer'
              ? tr('play.role.declarer', { declarer: seatName(contract.declarer, tr), dummy: seatName(partner(contract.declarer), tr) })
              : tr('play.role.defender', { seat: seatName(r, tr) })}
          </label>
        ))}
      </fieldset>
      {kept && <p class="ab-practice__kept">{tr('play.kept', { made: tricksName(kept.made, tr), best: tricksName(kept.best, tr) })}</p>}
      <Problem text={problem} />
      <p class="ab-practice__controls">
        <button type="button" onClick={play.begin}>
          {tr('play.start')}
        </button>
        <CloseButton tr={tr} onClose={onClose} />
      </p>
    </>
  );
}

/** What went wrong, announced at once. */
const Problem = ({ text }: { text: string | null }) =>
  text ? (
    <p class="ab-practice__problem" role="alert">
      {text}
    </p>
  ) : null;

const CloseButton = ({ tr, onClose }: { tr: Translate; onClose?: (() => void) | undefined }) =>
  onClose ? (
    <button type="button" onClick={onClose}>
      {tr('play.close')}
    </button>
  ) : null;

/** The tricks each side has won so far. */
function Tally({ play, tr }: { play: Play; tr: Translate }) {
  const { state } = play.game!;
  const declSide = sideOf(state.declarer);
  const other = declSide === 'NS' ? 'EW' : 'NS';
  return (
    <p class="ab-practice__tally">
      {tr('play.tricksWon', {
        declarerSide: tr(`side.${declSide}` as 'side.NS'),
        declarer: state.tricksWon[declSide],
        defenders: tr(`side.${other}` as 'side.NS'),
        defence: state.tricksWon[other],
      })}
    </p>
  );
}

/** The hinted card, and why it is best once the reader asks. */
function HintLine({ play, data, tr }: { play: Play; data: PlayData; tr: Translate }) {
  const { hint, here } = play;
  if (!hint) return null;
  return (
    <p class="ab-practice__hint" role="status">
      {capital(tr('play.hintLine', { card: cardName(hint.card, tr) }))}{' '}
      {hint.why ? (
        here ? (
          whyText(hint.card, here, data.objective, tr)
        ) : (
          ''
        )
      ) : (
        <button type="button" class="ab-practice__why" onClick={play.askWhy}>
          {tr('play.why')}
        </button>
      )}
    </p>
  );
}

/** Undo, hint, restart, show every hand, close. */
function Controls({
  play,
  tr,
  showAll,
  setShowAll,
  onClose,
}: {
  play: Play;
  tr: Translate;
  showAll: boolean;
  setShowAll: (all: boolean) => void;
  onClose?: (() => void) | undefined;
}) {
  const game = play.game!;
  return (
    <p class="ab-practice__controls">
      <button type="button" onClick={play.back} disabled={!canUndo(game)}>
        {tr('play.undo')}
      </button>
      <button type="button" onClick={play.showHint} disabled={!readerToPlay(game) || !play.here}>
        {tr('play.hint')}
      </button>
      <button type="button" onClick={play.again} disabled={game.moves.length === 0}>
        {tr('play.restart')}
      </button>
      <label class="ab-practice__all">
        <input type="checkbox" checked={showAll} onChange={(e) => setShowAll((e.target as HTMLInputElement).checked)} />{' '}
        {tr('play.showAll')}
      </label>
      <CloseButton tr={tr} onClose={onClose} />
    </p>
  );
}

/** At the end: tricks made against best play, the reader's costly cards, and the scores. */
function End({ play, data, tr, lang }: { play: Play; data: PlayData; tr: Translate; lang: string }) {
  const game = play.game!;
  const { state } = game;
  const made = declarerWon(game);
  const losses = readerLosses(game, play.valuesAt, data.objective);
  const scores = (data.scores[made] ?? []) as CodeScore[];
  return (
    <div class="ab-practice__end">
      <p class="ab-practice__summary" data-made={made} data-best={play.best ?? ''}>
        {play.best === null
          ? tr('play.done')
          : tr(game.reader.includes(state.declarer) ? 'play.summary' : 'play.summaryDefence', {
              made: tricksName(made, tr),
              best: tricksName(play.best, tr),
            })}
      </p>
      {losses.length === 0 ? (
        <p>{tr('play.noLosses')}</p>
      ) : (
        <>
          <p>{tr('play.losses')}</p>
          <ul class="ab-practice__losses">
            {losses.map((l) => (
              <li key={`${l.trick}${l.card}`}>
                {tr('play.loss', { trick: l.trick, card: cardName(l.card, tr), cost: tricksName(l.cost, tr) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{tr('play.score', { made: tricksName(made, tr) })}</h4>
      {scores.map((s) => (
        <div key={s.id} class="ab-practice__score" data-rules={s.id}>
          <CodeScoreBody score={s} lang={lang} />
        </div>
      ))}
      <p class="ab-practice__controls">
        <button type="button" onClick={play.stop}>
          {tr('play.again')}
        </button>
      </p>
    </div>
  );
}

/** The panel: one region, the seat choice before the game and the table during it. */
export function PlayPanel({ data, step, client, lang = 'en', pace = 450, keep: keeping = true, onClose }: PlayPanelProps) {
  const tr = translator(lang);
  const play = usePlay({ data, step, client, lang, pace, keeping, tr });
  const [showAll, setShowAll] = useState(false);
  const { game } = play;
  const playState = game === null ? undefined : game.state.complete ? 'over' : readerToPlay(game) ? 'yours' : 'thinking';
  return (
    <section class="ab-practice not-content" aria-label={tr('play.title')} data-play-state={playState}>
      <h3 class="ab-practice__title">{tr('play.title')}</h3>
      {game === null ? (
        <SeatChoice play={play} data={data} tr={tr} onClose={onClose} />
      ) : (
        <>
          <p class="ab-practice__from">{tr('play.from', { where: whereText(game, tr) })}</p>
          <p class="ab-practice__status" aria-hidden="true">
            {play.message}
          </p>
          <LiveRegion message={play.message} />
          <Table game={game} tr={tr} showAll={showAll} hinted={play.hint?.card ?? null} onPlay={play.move} />
          <Tally play={play} tr={tr} />
          <HintLine play={play} data={data} tr={tr} />
          <Problem text={play.problem} />
          <Controls play={play} tr={tr} showAll={showAll} setShowAll={setShowAll} onClose={onClose} />
          {game.state.complete && <End play={play} data={data} tr={tr} lang={lang} />}
        </>
      )}
    </section>
  );
}

export default PlayPanel;
