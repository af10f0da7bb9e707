/**
 * The play panel's state as a hook: the game (`game.ts`, which asks the engine), the solver's
 * values for every position the game reaches, the computer's turn, the hint, the message the
 * screen reader hears, and keeping the result (`kept.ts`). The panel's parts only render what
 * this returns and call its actions.
 *
 * @packageDocumentation
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { chooseCard } from '../../engine/dd/choose.ts';
import { playStatePosition } from '../../engine/dd/position.ts';
import type { CardValue } from '../../engine/dd/solver.ts';
import type { Card, Suit } from '../../engine/types.ts';
import type { Translate } from '../../i18n/play.ts';
import type { DDClient } from '../Analysis/client.ts';
import {
  bestTotalAtStart,
  cardsAtStep,
  declarerWon,
  playCard,
  positionKey,
  readerToPlay,
  restart,
  startGame,
  undo,
  type Game,
  type PlayData,
  type ReaderRole,
} from './game.ts';
import { keep, readKept, type KeptResult } from './kept.ts';
import { cardName, seatName } from './words.ts';

/** What the panel is given: the hand's play data, where to start, and how to play. */
export interface PlayOptions {
  readonly data: PlayData;
  readonly step: number;
  readonly client: DDClient;
  readonly lang: string;
  readonly pace: number;
  readonly keeping: boolean;
  readonly tr: Translate;
}

/** A hint: the card, and whether the reader asked why. */
export interface Hint {
  readonly card: Card;
  readonly why: boolean;
}

/** What {@link usePlay} gives the panel. */
export interface Play {
  readonly game: Game | null;
  readonly role: ReaderRole;
  readonly setRole: (role: ReaderRole) => void;
  readonly problem: string | null;
  readonly message: string;
  readonly hint: Hint | null;
  readonly askWhy: () => void;
  /** Declarer's side's best total of tricks from the starting point, once the solver has said. */
  readonly best: number | null;
  /** The solver's values at the current position, once it has said. */
  readonly here: readonly CardValue[] | undefined;
  readonly valuesAt: (key: string) => readonly CardValue[] | undefined;
  readonly kept: KeptResult | undefined;
  readonly begin: () => void;
  readonly move: (card: Card) => void;
  readonly showHint: () => void;
  readonly back: () => void;
  readonly again: () => void;
  readonly stop: () => void;
}

/** The card the engine chooses among the best at the game's position. */
const engineCard = (game: Game, values: readonly CardValue[], data: PlayData): Card | null =>
  chooseCard(values, game.state.hands[game.state.toPlay!], game.state.current?.cards.map((c) => c.card) ?? [], data.objective);

/** Whose turn it is, in words, after `before` (what the last card did). */
const turnText = (g: Game, tr: Translate, before = ''): string => {
  const seat = g.state.toPlay;
  if (g.state.complete || seat === null) return `${before}${tr('play.done')}`;
  if (!readerToPlay(g)) return `${before}${tr('play.thinking', { seat: seatName(seat, tr) })}`;
  const led = g.state.current?.cards[0]?.card;
  return `${before}${
    led
      ? tr('play.yourTurnFollow', { seat: seatName(seat, tr), suit: tr(`suit.${led[0] as Suit}.many`) })
      : tr('play.yourTurn', { seat: seatName(seat, tr) })
  }`;
};

/** What a card did, in words: "West plays the four of spades. West wins trick 3." */
const playedText = (prev: Game, next: Game, card: Card, tr: Translate): string => {
  let text = `${tr('play.played', { seat: seatName(prev.state.toPlay!, tr), card: cardName(card, tr) })} `;
  if (next.state.tricks.length > prev.state.tricks.length) {
    const t = next.state.tricks[next.state.tricks.length - 1]!;
    text += `${tr('play.wins', { seat: seatName(t.winner, tr), trick: next.state.tricks.length })} `;
  }
  return text;
};

/**
 * The solver's answers by position (`positionKey`), kept across undo and restart, and `ask`,
 * which puts one question per position to the worker.
 */
const useValues = (client: DDClient, data: PlayData, fail: (message: string) => void, tr: Translate) => {
  const [values, setValues] = useState<ReadonlyMap<string, readonly CardValue[]>>(new Map());
  const asked = useRef(new Set<string>());
  const alive = useRef(true);
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
    client.values(playStatePosition(g.state), data.objective).then(
      (v) => {
        if (alive.current) setValues((m) => new Map(m).set(key, v));
      },
      (e: unknown) => {
        asked.current.delete(key);
        if (alive.current) fail(tr('play.error', { message: e instanceof Error ? e.message : String(e) }));
      },
    );
  };
  return { values, ask, alive };
};

/** The play panel's state and actions (see the module's description). */
export function usePlay({ data, step, client, lang, pace, keeping, tr }: PlayOptions): Play {
  const [role, setRole] = useState<ReaderRole>('declarer');
  const [game, setGame] = useState<Game | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [hint, setHint] = useState<Hint | null>(null);
  const [best, setBest] = useState<number | null>(null);
  const { values, ask, alive } = useValues(client, data, setProblem, tr);
  const kept = useMemo(() => (keeping ? readKept()[data.slug] : undefined), [data.slug, game?.state.complete]);
  const here = game ? values.get(positionKey(game)) : undefined;

  /** Shows `g`, with the hint gone and the turn announced after `before`. */
  const show = (g: Game, before = ''): void => {
    setHint(null);
    setGame(g);
    setMessage(turnText(g, tr, before));
  };
  const begin = (): void => {
    const started = startGame(data, cardsAtStep(data, step), role, lang);
    if (!started.ok) return setProblem(started.error.message);
    const g = started.value;
    setProblem(null);
    setBest(null);
    show(g);
    client.tricks(playStatePosition(g.start), data.objective).then(
      (t) => alive.current && setBest(bestTotalAtStart(g, t)),
      () => undefined,
    );
  };
  const play = (g: Game, card: Card): void => {
    const next = playCard(g, card, lang);
    if (!next.ok) return setProblem(next.error.message);
    show(next.value, playedText(g, next.value, card, tr));
  };

  // Ask the solver about every position the game reaches: the reader's (for the hint and what
  // a card cost) and the computer's (for its card).
  useEffect(() => {
    if (game) ask(game);
  }, [game]);
  // The computer's turn: once the values are in, its card, after a pause the reader can see.
  useEffect(() => {
    if (!game || game.state.complete || readerToPlay(game) || !here) return;
    const card = engineCard(game, here, data);
    if (card === null) return;
    const timer = setTimeout(() => play(game, card), pace);
    return () => clearTimeout(timer);
  }, [game, here]);
  // Keep the result once the play is over.
  useEffect(() => {
    if (keeping && game?.state.complete && best !== null) keep(data.slug, { made: declarerWon(game), best, role, from: game.from });
  }, [game?.state.complete, best]);

  return {
    game,
    role,
    setRole,
    problem,
    message,
    hint,
    best,
    here,
    kept,
    valuesAt: (key) => values.get(key),
    begin,
    move: (card) => game && play(game, card),
    askWhy: () => hint && setHint({ ...hint, why: true }),
    showHint: () => {
      const card = game && here && game.state.toPlay ? engineCard(game, here, data) : null;
      if (card) setHint({ card, why: false });
    },
    back: () => game && show(undo(game)),
    again: () => game && show(restart(game)),
    stop: () => setGame(null),
  };
}
