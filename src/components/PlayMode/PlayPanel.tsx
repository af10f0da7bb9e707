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
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseCard } from '../../engine/dd/choose.ts';
import { playStatePosition } from '../../engine/dd/position.ts';
import type { CardValue } from '../../engine/dd/solver.ts';
import { partner, sideOf } from '../../engine/seat.ts';
import { SUITS, type Card, type Rank, type Seat, type Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/play.ts';
import type { DDClient } from '../Analysis/client.ts';
import type { CodeScore } from '../HandScore/model.ts';
import { CodeScoreBody } from '../HandScore/CodeScore.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { SuitSymbol } from '../shared/Spelled.tsx';
import {
  bestTotalAtStart,
  canUndo,
  cardsAtStep,
  declarerWon,
  legalNow,
  playCard,
  positionKey,
  readerLosses,
  readerToPlay,
  restart,
  roles,
  startGame,
  undo,
  type Game,
  type PlayData,
  type ReaderRole,
} from './game.ts';
import { keep, readKept } from './kept.ts';
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

const COMPASS: readonly Seat[] = ['N', 'W', 'E', 'S'];
const RANK_ORDER = 'AKQJT98765432';

const seatName = (seat: Seat, tr: Translate): string => tr(`seat.${seat}`);
const cardName = (card: Card, tr: Translate): string =>
  tr('card.spoken', { rank: tr(`rank.${card[1] as Rank}`), suit: tr(`suit.${card[0] as Suit}.many`) });
const tricksName = (n: number, tr: Translate): string => {
  const word = n >= 0 && n <= 13 ? tr(`number.${n}` as 'number.0') : String(n);
  return tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: word });
};

/** A sentence that starts with a card's name starts with a capital. */
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A card as printed: the coloured suit symbol and the rank. */
function CardFace({ card, tr }: { card: Card; tr: Translate }) {
  return (
    <>
      <SuitSymbol suit={card[0] as Suit} />
      {tr(`rank.${card[1] as Rank}.short`)}
    </>
  );
}

/** Where the game starts, in words. */
const whereText = (game: Game, tr: Translate): string => {
  const trick = game.start.tricks.length + 1;
  const cards = game.start.current?.cards ?? [];
  if (game.from === 0) return tr('play.fromStart');
  if (cards.length === 0) return tr('play.fromTrickEmpty', { trick });
  return tr('play.fromTrick', { trick, cards: cards.map((c) => `${seatName(c.seat, tr)} ${cardName(c.card, tr)}`).join(', ') });
};

/** The panel. */
export function PlayPanel({ data, step, client, lang = 'en', pace = 450, keep: keeping = true, onClose }: PlayPanelProps) {
  const tr = translator(lang);
  const { contract, objective } = data;
  const from = cardsAtStep(data, step);
  const choices = roles(contract);
  const [role, setRole] = useState<ReaderRole>('declarer');
  const [game, setGame] = useState<Game | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [hint, setHint] = useState<{ card: Card; why: boolean } | null>(null);
  const [best, setBest] = useState<number | null>(null);
  // The solver's answers by position (positionKey), kept across undo and restart.
  const [values, setValues] = useState<ReadonlyMap<string, readonly CardValue[]>>(new Map());
  const asked = useRef(new Set<string>());
  const alive = useRef(true);
  const kept = useMemo(() => (keeping ? readKept()[data.slug] : undefined), [data.slug, game?.state.complete]);

  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const ask = (g: Game): void => {
    const key = positionKey(g);
    if (asked.current.has(key) || g.state.complete) return;
    asked.current.add(key);
    client.values(playStatePosition(g.state), objective).then(
      (v) => {
        if (alive.current) setValues((m) => new Map(m).set(key, v));
      },
      (e: unknown) => {
        asked.current.delete(key);
        if (alive.current) setProblem(tr('play.error', { message: e instanceof Error ? e.message : String(e) }));
      },
    );
  };

  const begin = (): void => {
    const started = startGame(data, from, role, lang);
    if (!started.ok) {
      setProblem(started.error.message);
      return;
    }
    const g = started.value;
    setProblem(null);
    setHint(null);
    setBest(null);
    setGame(g);
    client.tricks(playStatePosition(g.start), objective).then(
      (t) => alive.current && setBest(bestTotalAtStart(g, t)),
      () => undefined,
    );
    announceTurn(g);
  };

  const announceTurn = (g: Game, before = ''): void => {
    const seat = g.state.toPlay;
    if (g.state.complete || seat === null) setMessage(`${before}${tr('play.done')}`);
    else if (readerToPlay(g)) {
      const led = g.state.current?.cards[0]?.card;
      setMessage(
        `${before}${
          led
            ? tr('play.yourTurnFollow', { seat: seatName(seat, tr), suit: tr(`suit.${led[0] as Suit}.many`) })
            : tr('play.yourTurn', { seat: seatName(seat, tr) })
        }`,
      );
    } else setMessage(`${before}${tr('play.thinking', { seat: seatName(seat, tr) })}`);
  };

  /** What a card did, in words: "West plays the four of spades. West wins trick 3." */
  const playedText = (prev: Game, next: Game, card: Card): string => {
    const seat = prev.state.toPlay!;
    let text = `${tr('play.played', { seat: seatName(seat, tr), card: cardName(card, tr) })} `;
    if (next.state.tricks.length > prev.state.tricks.length) {
      const t = next.state.tricks[next.state.tricks.length - 1]!;
      text += `${tr('play.wins', { seat: seatName(t.winner, tr), trick: next.state.tricks.length })} `;
    }
    return text;
  };

  const move = (g: Game, card: Card): void => {
    const next = playCard(g, card, lang);
    if (!next.ok) {
      setProblem(next.error.message);
      return;
    }
    setHint(null);
    setGame(next.value);
    announceTurn(next.value, playedText(g, next.value, card));
  };

  // Ask the solver about every position the game reaches: the reader's (for the hint and what
  // a card cost) and the computer's (for its card).
  useEffect(() => {
    if (game) ask(game);
  }, [game]);

  // The computer's turn: once the values are in, its card, after a pause the reader can see.
  const here = game ? values.get(positionKey(game)) : undefined;
  useEffect(() => {
    if (!game || game.state.complete || readerToPlay(game) || !here) return;
    const seat = game.state.toPlay!;
    const card = chooseCard(here, game.state.hands[seat], game.state.current?.cards.map((c) => c.card) ?? [], objective);
    if (card === null) return;
    const timer = setTimeout(() => move(game, card), pace);
    return () => clearTimeout(timer);
  }, [game, here]);

  // Keep the result once the play is over.
  useEffect(() => {
    if (keeping && game?.state.complete && best !== null) keep(data.slug, { made: declarerWon(game), best, role, from: game.from });
  }, [game?.state.complete, best]);

  if (game === null) {
    return (
      <section class="ab-practice not-content" aria-label={tr('play.title')}>
        <h3 class="ab-practice__title">{tr('play.title')}</h3>
        <fieldset class="ab-practice__seats">
          <legend>{tr('play.chooseSeat')}</legend>
          {choices.map((r) => (
            <label key={r}>
              <input type="radio" name={`ab-practice-role-${data.slug}`} value={r} checked={role === r} onChange={() => setRole(r)} />{' '}
              {r === 'declarer'
                ? tr('play.role.declarer', { declarer: seatName(contract.declarer, tr), dummy: seatName(partner(contract.declarer), tr) })
                : tr('play.role.defender', { seat: seatName(r, tr) })}
            </label>
          ))}
        </fieldset>
        {kept && <p class="ab-practice__kept">{tr('play.kept', { made: tricksName(kept.made, tr), best: tricksName(kept.best, tr) })}</p>}
        {problem && (
          <p class="ab-practice__problem" role="alert">
            {problem}
          </p>
        )}
        <p class="ab-practice__controls">
          <button type="button" onClick={begin}>
            {tr('play.start')}
          </button>
          {onClose && (
            <button type="button" onClick={onClose}>
              {tr('play.close')}
            </button>
          )}
        </p>
      </section>
    );
  }

  const { state } = game;
  const legal = new Set(legalNow(game));
  const yours = readerToPlay(game);
  const declSide = sideOf(state.declarer);
  const shown = (seat: Seat): boolean =>
    showAll || state.complete || game.reader.includes(seat) || (seat === state.dummy && state.dummyExposed);
  const onTable =
    state.current && state.current.cards.length > 0 ? state.current.cards : (state.tricks[state.tricks.length - 1]?.cards ?? []);
  const trickNo = state.current && state.current.cards.length > 0 ? state.tricks.length + 1 : Math.max(1, state.tricks.length);
  const lastWinner = state.current && state.current.cards.length > 0 ? null : (state.tricks[state.tricks.length - 1]?.winner ?? null);

  const showHint = (): void => {
    if (!here || !state.toPlay) return;
    const card = chooseCard(here, state.hands[state.toPlay], state.current?.cards.map((c) => c.card) ?? [], objective);
    if (card) setHint({ card, why: false });
  };

  const whyText = (): string => {
    if (!hint || !here) return '';
    const mine = here.find((v) => v.card === hint.card || v.equals.includes(hint.card));
    const worst = objective === 'most' ? here[here.length - 1] : here[0];
    if (!mine || !worst || worst.tricks === mine.tricks) return tr('play.hintWhyAll', { tricks: tricksName(mine?.tricks ?? 0, tr) });
    return objective === 'most'
      ? tr('play.hintWhy', { tricks: tricksName(mine.tricks, tr), worst: cardName(worst.card, tr), fewer: tricksName(worst.tricks, tr) })
      : tr('play.hintWhyNullo', {
          tricks: tricksName(mine.tricks, tr),
          worst: cardName(worst.card, tr),
          more: tricksName(worst.tricks, tr),
        });
  };

  const made = declarerWon(game);
  const losses = state.complete ? readerLosses(game, (k) => values.get(k), objective) : [];
  const scores = state.complete ? ((data.scores[made] ?? []) as CodeScore[]) : [];

  return (
    <section
      class="ab-practice not-content"
      aria-label={tr('play.title')}
      data-play-state={state.complete ? 'over' : yours ? 'yours' : 'thinking'}
    >
      <h3 class="ab-practice__title">{tr('play.title')}</h3>
      <p class="ab-practice__from">{tr('play.from', { where: whereText(game, tr) })}</p>
      <p class="ab-practice__status" aria-hidden="true">
        {message}
      </p>
      <LiveRegion message={message} />
      <div class="ab-practice__table" role="group" aria-label={tr('play.table')}>
        {COMPASS.map((seat) => {
          const mine = game.reader.includes(seat);
          const label = mine
            ? tr('play.handYours', { seat: seatName(seat, tr) })
            : seat === state.dummy
              ? tr('play.handDummy', { seat: seatName(seat, tr) })
              : tr('play.handLabel', { seat: seatName(seat, tr) });
          const hand = state.hands[seat];
          const active = state.toPlay === seat;
          return (
            <div
              key={seat}
              class={`ab-practice__hand ab-practice__hand--${seat}${active ? ' ab-practice__hand--active' : ''}`}
              role="group"
              aria-label={label}
              data-seat={seat}
            >
              <p class="ab-practice__seat">{label}</p>
              {shown(seat) ? (
                <ul class="ab-practice__suits">
                  {SUITS.map((suit) => {
                    const cards = hand.filter((c) => c[0] === suit).sort((a, b) => RANK_ORDER.indexOf(a[1]!) - RANK_ORDER.indexOf(b[1]!));
                    return (
                      <li key={suit} class="ab-practice__suit">
                        <SuitSymbol suit={suit} />
                        {cards.length === 0 && <span class="ab-practice__void">—</span>}
                        {cards.map((card) =>
                          mine && active && yours ? (
                            <button
                              key={card}
                              type="button"
                              class={`ab-practice__card${hint?.card === card ? ' ab-practice__card--hint' : ''}`}
                              disabled={!legal.has(card)}
                              aria-label={tr('play.cardButton', { card: cardName(card, tr) })}
                              data-card={card}
                              onClick={() => move(game, card)}
                            >
                              {tr(`rank.${card[1] as Rank}.short`)}
                            </button>
                          ) : (
                            <span key={card} class="ab-practice__rank" data-card={card}>
                              {tr(`rank.${card[1] as Rank}.short`)}
                            </span>
                          ),
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p class="ab-practice__hidden">{tr('play.hidden', { count: hand.length })}</p>
              )}
            </div>
          );
        })}
        <div class="ab-practice__trick" aria-label={tr('play.trick', { trick: trickNo })} role="group">
          <p class="ab-practice__trickno" aria-hidden="true">
            {lastWinner ? tr('play.trickWon', { trick: trickNo, seat: seatName(lastWinner, tr) }) : tr('play.trick', { trick: trickNo })}
          </p>
          {onTable.length === 0 ? (
            <p class="ab-practice__empty">{tr('play.trickEmpty')}</p>
          ) : (
            <ul>
              {onTable.map((c) => (
                <li
                  key={c.card}
                  class={`ab-practice__played ab-practice__played--${c.seat}${lastWinner === c.seat ? ' ab-practice__played--won' : ''}`}
                  data-card={c.card}
                >
                  <span class="ab-sr-only">{tr('play.trickCard', { seat: seatName(c.seat, tr), card: cardName(c.card, tr) })}</span>
                  <span aria-hidden="true">
                    {c.seat} <CardFace card={c.card} tr={tr} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p class="ab-practice__tally">
        {tr('play.tricksWon', {
          declarerSide: tr(`side.${declSide}` as 'side.NS'),
          declarer: state.tricksWon[declSide],
          defenders: tr(`side.${declSide === 'NS' ? 'EW' : 'NS'}` as 'side.NS'),
          defence: state.tricksWon[declSide === 'NS' ? 'EW' : 'NS'],
        })}
      </p>
      {hint && (
        <p class="ab-practice__hint" role="status">
          {capital(tr('play.hintLine', { card: cardName(hint.card, tr) }))}{' '}
          {hint.why ? (
            whyText()
          ) : (
            <button type="button" class="ab-practice__why" onClick={() => setHint({ ...hint, why: true })}>
              {tr('play.why')}
            </button>
          )}
        </p>
      )}
      {problem && (
        <p class="ab-practice__problem" role="alert">
          {problem}
        </p>
      )}
      <p class="ab-practice__controls">
        <button
          type="button"
          onClick={() => {
            const g = undo(game);
            setHint(null);
            setGame(g);
            announceTurn(g);
          }}
          disabled={!canUndo(game)}
        >
          {tr('play.undo')}
        </button>
        <button type="button" onClick={showHint} disabled={!yours || !here}>
          {tr('play.hint')}
        </button>
        <button
          type="button"
          onClick={() => {
            const g = restart(game);
            setHint(null);
            setGame(g);
            announceTurn(g);
          }}
          disabled={game.moves.length === 0}
        >
          {tr('play.restart')}
        </button>
        <label class="ab-practice__all">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll((e.target as HTMLInputElement).checked)} />{' '}
          {tr('play.showAll')}
        </label>
        {onClose && (
          <button type="button" onClick={onClose}>
            {tr('play.close')}
          </button>
        )}
      </p>
      {state.complete && (
        <div class="ab-practice__end">
          <p class="ab-practice__summary" data-made={made} data-best={best ?? ''}>
            {best === null
              ? tr('play.done')
              : tr(game.reader.includes(state.declarer) ? 'play.summary' : 'play.summaryDefence', {
                  made: tricksName(made, tr),
                  best: tricksName(best, tr),
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
            <button type="button" onClick={() => setGame(null)}>
              {tr('play.again')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}

export default PlayPanel;
