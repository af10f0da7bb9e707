/**
 * Table tests of the play (auction-laws.md §4.3; laws 58–60 of the 1912 code).
 */
import { describe, expect, it } from 'vitest';
import {
  plainStrainOf,
  trumpSuitOf,
  applyCard,
  checkClaim,
  checkClaimTotal,
  currentTrickNumber,
  declarerTricks,
  legalCards,
  legalPlays,
  startPlay,
  trickWinner,
  tricksRemaining,
  type PlayState,
  type PlayedCard,
} from './play.ts';
import type { Card, Contract, FullDeal, Seat, Strain, Suit } from './types.ts';
import { SUITS } from './types.ts';

/** A hand written PBN-style, spades.hearts.diamonds.clubs: `'AKQJ.T98.765.432'`. */
const hand = (text: string): Card[] => text.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${SUITS[i]}${r}` as Card));

/** Every suit shared out four ways, no voids. */
const DEAL: FullDeal = {
  N: hand('AKQJ.T98.765.432'),
  E: hand('T98.AKQJ.432.765'),
  S: hand('765.432.AKQJ.T98'),
  W: hand('432.765.T98.AKQJ'),
};

/** One suit to each player: every trick after the lead is a discard or a ruff. */
const SUITED: FullDeal = {
  N: hand('AKQJT98765432...'),
  E: hand('.AKQJT98765432..'),
  S: hand('..AKQJT98765432.'),
  W: hand('...AKQJT98765432'),
};

const contract = (declarer: Seat, strain: Strain = 'NT', level: Contract['level'] = 1): Contract => ({
  level,
  strain,
  doubled: 0,
  declarer,
});

/** Plays the cards in order; fails the test on the first refusal. */
const play = (state: PlayState, cards: readonly Card[]): PlayState =>
  cards.reduce((s, c) => {
    const r = applyCard(s, c);
    if (!r.ok) throw new Error(`${c}: ${r.error.message}`);
    return r.value;
  }, state);

const t = (...cards: [Seat, Card][]): [PlayedCard, ...PlayedCard[]] =>
  cards.map(([seat, card]) => ({ seat, card })) as [PlayedCard, ...PlayedCard[]];

describe('trumpSuitOf and plainStrainOf (auction-laws.md §7, §8.2)', () => {
  it('royal spades are played with spades as trumps; no-trump and nullos have no trump suit', () => {
    expect((['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const).map(trumpSuitOf)).toEqual(['C', 'D', 'H', 'S', 'S', null, null]);
  });

  it('where a code has no royal spades, a royal-spade contract is a spade contract; other strains stay', () => {
    expect((['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const).map(plainStrainOf)).toEqual(['C', 'D', 'H', 'S', 'S', 'NL', 'NT']);
  });
});

describe('trickWinner (auction-laws.md §4.3: highest trump, else highest of the suit led)', () => {
  const cases: { name: string; cards: [PlayedCard, ...PlayedCard[]]; trump: Suit | null; winner: Seat }[] = [
    { name: 'no trumps: highest of the suit led', cards: t(['W', 'H5'], ['N', 'HK'], ['E', 'HA'], ['S', 'H2']), trump: null, winner: 'E' },
    {
      name: 'no trumps: a higher discard does not win',
      cards: t(['W', 'H5'], ['N', 'SA'], ['E', 'H3'], ['S', 'DA']),
      trump: null,
      winner: 'W',
    },
    { name: 'the lead wins when nobody follows', cards: t(['W', 'C2'], ['N', 'SA'], ['E', 'HA'], ['S', 'DA']), trump: null, winner: 'W' },
    {
      name: 'a small trump beats the ace of the suit led (ruff)',
      cards: t(['W', 'HA'], ['N', 'S2'], ['E', 'H3'], ['S', 'H4']),
      trump: 'S',
      winner: 'N',
    },
    { name: 'overruff: the highest trump wins', cards: t(['W', 'HA'], ['N', 'S2'], ['E', 'S3'], ['S', 'H4']), trump: 'S', winner: 'E' },
    {
      name: 'a discard of another plain suit does not win at a suit contract',
      cards: t(['W', 'H5'], ['N', 'DA'], ['E', 'H6'], ['S', 'CA']),
      trump: 'S',
      winner: 'E',
    },
    { name: 'trumps led: highest trump wins', cards: t(['N', 'ST'], ['E', 'SJ'], ['S', 'S2'], ['W', 'HA']), trump: 'S', winner: 'E' },
    { name: 'the ten ranks between nine and jack', cards: t(['S', 'D9'], ['W', 'DT'], ['N', 'D8'], ['E', 'D2']), trump: 'H', winner: 'W' },
    { name: 'an incomplete trick: the winner so far', cards: t(['S', 'D9'], ['W', 'DT']), trump: null, winner: 'W' },
  ];
  it.each(cases)('$name', ({ cards, trump, winner }) => {
    expect(trickWinner(cards, trump)).toBe(winner);
  });
});

describe('legalCards (follow suit when able, else any card)', () => {
  const h = hand('AK.Q2..9');
  it.each([
    { led: null, legal: h },
    { led: 'S' as const, legal: ['SA', 'SK'] },
    { led: 'H' as const, legal: ['HQ', 'H2'] },
    { led: 'D' as const, legal: h },
    { led: 'C' as const, legal: ['C9'] },
  ])('led $led', ({ led, legal }) => {
    expect(legalCards(h, led)).toEqual(legal);
  });
});

describe('startPlay (laws 58 and 59 of 1912)', () => {
  it.each([
    { declarer: 'N' as const, leader: 'E', dummy: 'S' },
    { declarer: 'E' as const, leader: 'S', dummy: 'W' },
    { declarer: 'S' as const, leader: 'W', dummy: 'N' },
    { declarer: 'W' as const, leader: 'N', dummy: 'E' },
  ])('declarer $declarer: $leader leads, $dummy is dummy', ({ declarer, leader, dummy }) => {
    const s = startPlay(DEAL, contract(declarer));
    expect(s.toPlay).toBe(leader);
    expect(s.current).toEqual({ leader, cards: [] });
    expect(s.dummy).toBe(dummy);
    expect(legalPlays(s)).toHaveLength(13);
  });

  it('dummy is hidden before the opening lead and exposed after it (law 59)', () => {
    const s = startPlay(DEAL, contract('S'));
    expect(s.dummyExposed).toBe(false);
    expect(play(s, ['H5']).dummyExposed).toBe(true);
  });

  it.each([
    { strain: 'S' as const, trump: 'S' },
    { strain: 'H' as const, trump: 'H' },
    { strain: 'R' as const, trump: 'S' }, // royal spades are played with spades trumps (§7)
    { strain: 'NT' as const, trump: null },
    { strain: 'NL' as const, trump: null }, // nullos are played without trumps (§8.2)
  ])('strain $strain has trump $trump', ({ strain, trump }) => {
    expect(startPlay(DEAL, contract('S', strain)).trump).toBe(trump);
  });

  it('does not share arrays with the deal it was given', () => {
    const deal: FullDeal = { N: [...DEAL.N], E: [...DEAL.E], S: [...DEAL.S], W: [...DEAL.W] };
    play(startPlay(deal, contract('S')), ['H5', 'H8', 'HJ', 'H2']);
    expect(deal).toEqual(DEAL);
  });
});

describe('applyCard', () => {
  const start = startPlay(DEAL, contract('S'));

  it('plays in turn to the left and the winner leads the next trick', () => {
    const s = play(start, ['H5', 'H8', 'HJ', 'H2']);
    expect(s.tricks).toEqual([
      {
        leader: 'W',
        cards: [
          { seat: 'W', card: 'H5' },
          { seat: 'N', card: 'H8' },
          { seat: 'E', card: 'HJ' },
          { seat: 'S', card: 'H2' },
        ],
        winner: 'E',
      },
    ]);
    expect(s.toPlay).toBe('E');
    expect(s.current).toEqual({ leader: 'E', cards: [] });
    expect(s.tricksWon).toEqual({ NS: 0, EW: 1 });
    expect(s.hands.W).not.toContain('H5');
    expect(s.hands.E).toHaveLength(12);
    expect(currentTrickNumber(s)).toBe(2);
  });

  it('lets the declarer play from dummy when it is dummy’s turn (law 60)', () => {
    const s = play(start, ['H5']);
    expect(s.toPlay).toBe('N');
    expect(legalPlays(s)).toEqual(['HT', 'H9', 'H8']);
  });

  it('refuses a revoke and names the cards of the suit led', () => {
    const s = play(start, ['H5', 'H8']);
    const r = applyCard(s, 'S8');
    expect(r).toMatchObject({ ok: false, error: { code: 'REVOKE' } });
    if (!r.ok) expect(r.error.message).toBe('East must follow to the heart lead: East still holds the ♥A, the ♥K, the ♥Q and the ♥J.');
  });

  it('refuses a card from another hand (WRONG_SEAT)', () => {
    const r = applyCard(start, 'SA');
    expect(r).toMatchObject({ ok: false, error: { code: 'WRONG_SEAT' } });
    if (!r.ok) expect(r.error.message).toBe("West is to play, but the ♠A is in dummy's hand (North).");
  });

  it('refuses a card already played (ALREADY_PLAYED)', () => {
    const s = play(start, ['H5', 'H8', 'HJ', 'H2']);
    expect(applyCard(s, 'H5')).toMatchObject({ ok: false, error: { code: 'ALREADY_PLAYED' } });
    expect(applyCard(play(s, ['HA']), 'HA')).toMatchObject({ ok: false, error: { code: 'ALREADY_PLAYED' } });
  });

  it('refuses a card nobody holds (NOT_IN_HAND)', () => {
    const short: FullDeal = { ...DEAL, N: DEAL.N.filter((c) => c !== 'C2') };
    expect(applyCard(startPlay(short, contract('W')), 'C2')).toMatchObject({ ok: false, error: { code: 'NOT_IN_HAND' } });
  });

  it('never mutates the state it is given', () => {
    const before = JSON.stringify(start);
    play(start, ['H5', 'H8', 'HJ', 'H2', 'HA']);
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('ruffs and discards in play (one suit to each player)', () => {
  it('at hearts, East ruffs a club lead; North discards a spade', () => {
    // South declares hearts: West leads, North (spades only) discards, East (hearts only) ruffs.
    const s = play(startPlay(SUITED, contract('S', 'H')), ['CA', 'SA', 'H2', 'DA']);
    expect(s.tricks[0]?.winner).toBe('E');
    expect(s.tricksWon).toEqual({ NS: 0, EW: 1 });
  });

  it('at no-trump, the club lead wins against three discards', () => {
    const s = play(startPlay(SUITED, contract('S', 'NT')), ['C2', 'SA', 'HA', 'DA']);
    expect(s.tricks[0]?.winner).toBe('W');
  });

  it('at nullos, the winner is found as at no-trump (§8.2)', () => {
    const s = play(startPlay(SUITED, contract('S', 'NL')), ['C2', 'SA', 'HA', 'DA']);
    expect(s.tricks[0]?.winner).toBe('W');
  });

  it('at royal spades, spades are trumps (§7)', () => {
    const s = play(startPlay(SUITED, contract('S', 'R')), ['C2', 'S2', 'HA', 'DA']);
    expect(s.tricks[0]?.winner).toBe('N');
  });

  it('plays out 13 tricks, then refuses any card (PLAY_OVER)', () => {
    // West leads clubs throughout at no-trump and wins every trick.
    const cards = [...SUITED.W].flatMap((c, i) => [c, SUITED.N[i]!, SUITED.E[i]!, SUITED.S[i]!]);
    const s = play(startPlay(SUITED, contract('S', 'NT')), cards);
    expect(s.complete).toBe(true);
    expect(s.toPlay).toBeNull();
    expect(s.current).toBeNull();
    expect(s.tricks).toHaveLength(13);
    expect(s.tricksWon).toEqual({ NS: 0, EW: 13 });
    expect(legalPlays(s)).toEqual([]);
    expect(tricksRemaining(s)).toBe(0);
    expect(currentTrickNumber(s)).toBe(13);
    expect(applyCard(s, 'CA')).toMatchObject({ ok: false, error: { code: 'PLAY_OVER' } });
  });
});

describe('claims: the declaring side’s final total', () => {
  const start = startPlay(DEAL, contract('S'));
  // South wins two diamond tricks: W leads ♦8, N ♦5, E ♦2, S ♦A; S leads ♦K, W ♦9, N ♦6, E ♦3.
  const twoWon = play(start, ['D8', 'D5', 'D2', 'DA', 'DK', 'D9', 'D6', 'D3']);

  it('counts what has been won', () => {
    expect(declarerTricks(twoWon)).toBe(2);
    expect(tricksRemaining(twoWon)).toBe(11);
  });

  it.each([
    { state: 'start', total: 0, code: null },
    { state: 'start', total: 13, code: null },
    { state: 'start', total: 14, code: 'CLAIM_TOO_MANY' },
    { state: 'start', total: -1, code: 'CLAIM_INVALID' },
    { state: 'start', total: 7.5, code: 'CLAIM_INVALID' },
    { state: 'twoWon', total: 1, code: 'CLAIM_TOO_FEW' },
    { state: 'twoWon', total: 2, code: null },
    { state: 'twoWon', total: 13, code: null },
    { state: 'midTrick', total: 13, code: null },
    { state: 'midTrick', total: 1, code: 'CLAIM_TOO_FEW' },
  ])('$state, claim $total → $code', ({ state, total, code }) => {
    const s = state === 'start' ? start : state === 'twoWon' ? twoWon : play(twoWon, ['DQ']);
    const r = checkClaim(s, total);
    if (code === null) expect(r).toEqual({ ok: true, value: total });
    else expect(r).toMatchObject({ ok: false, error: { code } });
  });

  it('after the last trick only the exact total stands', () => {
    expect(checkClaimTotal(9, 0, 9).ok).toBe(true);
    expect(checkClaimTotal(9, 0, 10)).toMatchObject({ ok: false, error: { code: 'CLAIM_TOO_MANY' } });
    expect(checkClaimTotal(9, 0, 8)).toMatchObject({ ok: false, error: { code: 'CLAIM_TOO_FEW' } });
  });
});
