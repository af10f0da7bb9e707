import { describe, expect, it } from 'vitest';
import { Solver, type CardValue } from '../../engine/dd/solver.ts';
import { playStatePosition } from '../../engine/dd/position.ts';
import { legalPlays } from '../../engine/play.ts';
import { setPageLang } from '../../i18n/ambient.ts';
import { registerGerman } from '../../i18n/de-all.ts';
import { loadHand } from '../../lib/hands.ts';
import { handScores } from '../HandScore/model.ts';
import { playData } from './data.ts';
import {
  bestTotalAtStart,
  canUndo,
  cardCost,
  cardsAtStep,
  declarerWon,
  legalNow,
  playCard,
  positionKey,
  readerLosses,
  readerSeats,
  readerToPlay,
  restart,
  roles,
  startGame,
  undo,
  type Game,
  type PlayData,
} from './game.ts';

const loaded = loadHand('drawing-trumps');
const data = playData('drawing-trumps', 'Drawing trumps', loaded.checked, loaded.timeline) as PlayData;
const contract = data.contract;

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the play data of a hand', () => {
  it('maps every replay step to the cards played by then', () => {
    expect(data.steps).toHaveLength(loaded.timeline.steps.length);
    const firstCard = loaded.timeline.trickStarts[0]!;
    expect(cardsAtStep(data, firstCard - 1)).toBe(0);
    expect(cardsAtStep(data, firstCard)).toBe(1);
    expect(cardsAtStep(data, 10_000)).toBe(data.cards.length);
    expect(cardsAtStep(data, Number.NaN)).toBe(0);
  });

  it('carries the engine’s score for every trick count, the hand’s own code and Contract', () => {
    expect(data.scores).toHaveLength(14);
    const real = handScores(loaded.checked)!.filter((s) => s.own || s.contract);
    expect(data.scores[loaded.checked.tricks!]).toEqual(real);
    for (const codes of data.scores) expect((codes as unknown[]).length).toBe(real.length);
  });

  it('is withheld from a hand with no contract', () => {
    expect(playData('x', 'x', { ...loaded.checked, contract: null }, loaded.timeline)).toBeNull();
  });
});

describe('a practice game', () => {
  it('starts at the opening lead with the reader holding declarer and dummy', () => {
    const game = ok(startGame(data, 0, 'declarer'));
    expect(game.reader).toEqual(readerSeats(contract, 'declarer'));
    expect(game.reader).toHaveLength(2);
    expect(readerToPlay(game)).toBe(false);
    expect(roles(contract)).toHaveLength(3);
  });

  it('starts mid-trick from the hand’s own cards', () => {
    const game = ok(startGame(data, 6, 'declarer'));
    expect(game.state.tricks).toHaveLength(1);
    expect(game.state.current?.cards.map((c) => c.card)).toEqual(data.cards.slice(4, 6));
  });

  it('cannot start after the last card', () => {
    const started = startGame(data, data.cards.length, 'declarer');
    expect(started.ok).toBe(false);
  });

  it('says, in the page’s language, that the play is over', () => {
    const last = ok(startGame(data, data.cards.length - 1, 'declarer'));
    const over = ok(playCard(last, data.cards[data.cards.length - 1]!));
    const messages = (lang?: string) =>
      [startGame(data, data.cards.length, 'declarer', lang), playCard(over, data.cards[0]!, lang)].map((r) =>
        r.ok ? '' : r.error.message,
      );
    expect(messages()).toEqual(['Every trick has been played at this step: step back to play from an earlier point.', 'The play is over.']);
    registerGerman();
    const german = [
      'An dieser Stelle sind alle Stiche gespielt: Gehen Sie zurück, um von einem früheren Punkt aus zu spielen.',
      'Das Spiel ist zu Ende.',
    ];
    expect(messages('de')).toEqual(german);
    setPageLang('de');
    try {
      expect(messages()).toEqual(german);
    } finally {
      setPageLang('en');
    }
  });

  it('refuses a card that fails to follow suit, with the engine’s message', () => {
    // The first point of the hand's play where the player to play holds the suit led and another.
    const at = data.cards.findIndex((_, i) => {
      if (i % 4 === 0) return false;
      const g = startGame(data, i, 'declarer');
      if (!g.ok) return false;
      const hand = g.value.state.hands[g.value.state.toPlay!];
      const led = g.value.state.current!.cards[0]!.card[0];
      return hand.some((c) => c[0] === led) && hand.some((c) => c[0] !== led);
    });
    expect(at).toBeGreaterThan(0);
    const game = ok(startGame(data, at, 'declarer'));
    const led = game.state.current!.cards[0]!.card[0];
    const off = game.state.hands[game.state.toPlay!].find((c) => c[0] !== led)!;
    const r = playCard(game, off);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/follow|suit/i);
    expect(legalNow(game)).toEqual(legalPlays(game.state));
    expect(legalNow(game).every((c) => c[0] === led)).toBe(true);
  });

  it('undo takes back the reader’s last card and the computer’s cards after it', () => {
    let game: Game = ok(startGame(data, 0, 'declarer'));
    // The defender leads (the computer), then the reader plays from dummy, then the computer.
    game = ok(playCard(game, legalNow(game)[0]!));
    expect(readerToPlay(game)).toBe(true);
    expect(canUndo(game)).toBe(false);
    const mine = legalNow(game)[0]!;
    game = ok(playCard(game, mine));
    game = ok(playCard(game, legalNow(game)[0]!));
    expect(game.moves).toHaveLength(3);
    const back = undo(game);
    expect(back.moves).toHaveLength(1);
    expect(back.state.toPlay).toBe(game.moves[1]!.seat);
    expect(back.state.hands[game.moves[1]!.seat]).toContain(mine);
    expect(undo(back)).toBe(back);
    expect(restart(game).moves).toHaveLength(0);
    expect(positionKey(back)).toBe(positionKey(game, 1));
    expect(positionKey(game)).not.toBe(positionKey(back));
  });

  it('counts a card’s cost against the best card, either way round', () => {
    const values = [
      { card: 'SA' as const, equals: ['SK' as const], tricks: 10 },
      { card: 'S2' as const, equals: [], tricks: 9 },
    ];
    expect(cardCost(values, 'SK', 'most')).toBe(0);
    expect(cardCost(values, 'S2', 'most')).toBe(1);
    expect(cardCost(values, 'SA', 'fewest')).toBe(1);
    expect(cardCost(values, 'HA', 'most')).toBeNull();
  });

  it('finds the reader’s cards that cost a trick, by trick number, from the solver', () => {
    const solver = new Solver({ ttLog2: 16 });
    let game: Game = ok(startGame(data, 40, 'declarer'));
    const kept = new Map<string, CardValue[]>();
    while (!game.state.complete) {
      const values = solver.cardValues(playStatePosition(game.state));
      if (!values.ok) throw new Error(values.error.message);
      kept.set(positionKey(game), values.value);
      // The reader plays the worst card every time; the computer the best.
      const pick = readerToPlay(game) ? values.value[values.value.length - 1]!.card : values.value[0]!.card;
      game = ok(playCard(game, pick));
    }
    const losses = readerLosses(game, (k) => kept.get(k), 'most');
    const best = solver.solve(playStatePosition(game.start));
    if (!best.ok) throw new Error(best.error.message);
    const total = bestTotalAtStart(game, best.value);
    expect(declarerWon(game)).toBe(total - losses.reduce((n, l) => n + l.cost, 0));
    for (const l of losses) expect(l.trick).toBeGreaterThanOrEqual(11);
  });
});
