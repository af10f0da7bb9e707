/**
 * "Play it yourself": the state of a practice game, framework-free. The reader holds one side's
 * cards (the declarer with dummy, or one defender) from some point of a hand; the engine plays
 * the other seats. Every rule is the engine's: who plays next, which cards are legal, who wins a
 * trick (`engine/play.ts`); the other seats' cards come from the double-dummy solver and the
 * choice rule (`engine/dd/choose.ts`), asked by the panel, not here.
 *
 * A game is plain data, replaced by each move, so undo is a step back through its history.
 *
 * @packageDocumentation
 */
import type { CardValue, Objective } from '../../engine/dd/solver.ts';
import { applyCard, legalPlays, startPlay, type PlayState } from '../../engine/play.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { partner, sideOf } from '../../engine/seat.ts';
import type { Card, Contract, FullDeal, Seat, Side } from '../../engine/types.ts';
import { translator } from '../../i18n/play.ts';
import type { ReaderRole } from './kept.ts';

/** What a hand page sends the play mode (its `/hands/<slug>.play.json`, written at build time). */
export interface PlayData {
  readonly version: 1;
  readonly slug: string;
  readonly title: string;
  /** The deal as dealt. */
  readonly deal: FullDeal;
  readonly contract: Contract;
  /** `fewest` at nullos, where both sides try to lose tricks (auction-laws.md §8.2). */
  readonly objective: Objective;
  /** The hand's own rule set. */
  readonly rules: { readonly id: string; readonly label: string };
  /** The hand's play as recorded, in order. */
  readonly cards: readonly Card[];
  /** For each step of the replay, how many of `cards` have been played at that step. */
  readonly steps: readonly number[];
  /**
   * The engine's score for each number of tricks the declaring side could end with (index 0
   * to 13), under the hand's own code and under Contract: `HandScore/model.ts` `CodeScore`s.
   */
  readonly scores: readonly unknown[];
}

/** Who the reader plays: the declaring side (declarer and dummy), or one defender (`kept.ts`). */
export type { ReaderRole } from './kept.ts';

/** One card of the practice game. */
export interface Move {
  readonly seat: Seat;
  readonly card: Card;
  /** Whether the reader chose it. */
  readonly byReader: boolean;
}

/** A practice game: where it started, where it stands, and the cards played since. */
export interface Game {
  readonly start: PlayState;
  readonly state: PlayState;
  /** The seats whose cards the reader chooses. */
  readonly reader: readonly Seat[];
  readonly moves: readonly Move[];
  /** How many cards of the hand's record had been played at the start. */
  readonly from: number;
}

/** Why a game cannot start or a card cannot be played: the engine's message, or the game's own in `lang`. */
export interface GameError {
  readonly message: string;
}

/** The seats the reader plays for a role: the declarer plays dummy's cards too (law 60, 1912). */
export const readerSeats = (contract: Contract, role: ReaderRole): Seat[] =>
  role === 'declarer' ? [contract.declarer, partner(contract.declarer)] : [role];

/** The roles a reader can take: the declaring side, or either defender. */
export const roles = (contract: Contract): ReaderRole[] => [
  'declarer',
  ...(['N', 'E', 'S', 'W'] as const).filter((s) => sideOf(s) !== sideOf(contract.declarer)),
];

/** The replay's step as a count of the hand's cards played (a step in the auction is 0). */
export const cardsAtStep = (data: PlayData, step: number): number => {
  const at = Number.isFinite(step) ? Math.min(Math.max(0, Math.trunc(step)), data.steps.length - 1) : 0;
  return data.steps[at] ?? 0;
};

/**
 * Starts a game at the point where `played` of the hand's cards have been played, the reader
 * playing `role`. A hand whose play cannot be replayed (it should always can: it was checked)
 * gives the engine's message; a point after the last trick, the game's own, in `lang` (the
 * page's language when not given).
 */
export const startGame = (data: PlayData, played: number, role: ReaderRole, lang?: string): Result<Game, GameError> => {
  let state = startPlay(data.deal, data.contract);
  const from = Math.min(Math.max(0, played), data.cards.length);
  for (const card of data.cards.slice(0, from)) {
    const next = applyCard(state, card);
    if (!next.ok) return err({ message: next.error.message });
    state = next.value;
  }
  if (state.complete) return err({ message: translator(lang)('play.allPlayed') });
  return ok({ start: state, state, reader: readerSeats(data.contract, role), moves: [], from });
};

/** Whether the reader chooses the next card. */
export const readerToPlay = (game: Game): boolean => game.state.toPlay !== null && game.reader.includes(game.state.toPlay);

/** The cards the player to play may play (the engine's rule: follow suit when able). */
export const legalNow = (game: Game): Card[] => (game.state.complete ? [] : legalPlays(game.state));

/** Plays the next card, by the reader or for the engine's seat; after the last trick, an error in `lang`. */
export const playCard = (game: Game, card: Card, lang?: string): Result<Game, GameError> => {
  const seat = game.state.toPlay;
  if (seat === null) return err({ message: translator(lang)('play.done') });
  const next = applyCard(game.state, card);
  if (!next.ok) return err({ message: next.error.message });
  return ok({ ...game, state: next.value, moves: [...game.moves, { seat, card, byReader: game.reader.includes(seat) }] });
};

/** Replays a game's start and the first `count` of its moves. */
const replayMoves = (game: Game, count: number): Game => {
  let state = game.start;
  for (const m of game.moves.slice(0, count)) {
    const next = applyCard(state, m.card);
    if (!next.ok) break;
    state = next.value;
  }
  return { ...game, state, moves: game.moves.slice(0, count) };
};

/** Takes back the reader's last card and every card after it; a game with none is unchanged. */
export const undo = (game: Game): Game => {
  for (let i = game.moves.length - 1; i >= 0; i--) if (game.moves[i]!.byReader) return replayMoves(game, i);
  return game;
};

/** Whether there is a card of the reader's to take back. */
export const canUndo = (game: Game): boolean => game.moves.some((m) => m.byReader);

/** Back to the starting point. */
export const restart = (game: Game): Game => ({ ...game, state: game.start, moves: [] });

/** The declaring side. */
export const declaringSide = (game: Game): Side => sideOf(game.state.declarer);

/** Tricks the declaring side has won so far. */
export const declarerWon = (game: Game): number => game.state.tricksWon[declaringSide(game)];

/**
 * The declaring side's total if both sides play perfectly from the game's start, given the
 * solver's count for the side to play there (`tricks` of the start position).
 */
export const bestTotalAtStart = (game: Game, sideToPlayTricks: number): number => {
  const start = game.start;
  const side = declaringSide(game);
  const left = 13 - start.tricks.length;
  const mover = start.toPlay === null ? side : sideOf(start.toPlay);
  return start.tricksWon[side] + (mover === side ? sideToPlayTricks : left - sideToPlayTricks);
};

/**
 * The key of the position after the game's first `count` moves: the solver's answers are kept
 * under it, so that undo and a hint ask nothing twice.
 */
export const positionKey = (game: Game, count: number = game.moves.length): string =>
  `${game.from}:${game.moves
    .slice(0, count)
    .map((m) => m.card)
    .join(',')}`;

/**
 * Tricks a card gave up: the best value of the position minus the card's (at nullos, where
 * fewer is better, the card's minus the best). `null` when the card is not among the values.
 */
export const cardCost = (values: readonly CardValue[], card: Card, objective: Objective): number | null => {
  const mine = values.find((v) => v.card === card || v.equals.includes(card));
  if (!mine || values.length === 0) return null;
  const all = values.map((v) => v.tricks);
  return objective === 'most' ? Math.max(...all) - mine.tricks : mine.tricks - Math.min(...all);
};

/** A card of the reader's that gave up a trick. */
export interface Loss {
  readonly trick: number;
  readonly card: Card;
  readonly cost: number;
}

/**
 * The reader's cards that gave up a trick, from the solver's values kept under each position's
 * {@link positionKey}; a position not yet solved counts as no loss.
 */
export const readerLosses = (game: Game, valuesAt: (key: string) => readonly CardValue[] | undefined, objective: Objective): Loss[] => {
  const out: Loss[] = [];
  let trick = game.start.tricks.length + 1;
  let onTrick = game.start.current?.cards.length ?? 0;
  game.moves.forEach((m, i) => {
    const values = m.byReader ? valuesAt(positionKey(game, i)) : undefined;
    const cost = values ? cardCost(values, m.card, objective) : null;
    if (cost !== null && cost > 0) out.push({ trick, card: m.card, cost });
    onTrick += 1;
    if (onTrick === 4) {
      onTrick = 0;
      trick += 1;
    }
  });
  return out;
};

/** The kept results live in `kept.ts`, which the gallery reads without this module. */
export { RESULTS_KEY, type KeptResult } from './kept.ts';
