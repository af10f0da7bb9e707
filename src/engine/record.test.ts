/**
 * The gate (`checkRecord`) and the replay (`replay`): table tests citing auction-laws.md §4.2–4.3
 * (laws 42–46 and 58–60 of 1912), and fast-check properties over random legal hands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalCalls, parseCall, startAuction, applyCall, type AuctionState } from './auction.ts';
import { randomDeal } from './deal.ts';
import { applyCard, declarerTricks, legalPlays, startPlay, tricksRemaining, type PlayState } from './play.ts';
import { checkRecord, replay, type CallEntry, type CheckedHand, type HandRecord, type PlayEntry } from './record.ts';
import { getRuleSet, withOptions } from './rules/index.ts';
import { AUCTION_RULE_SET_IDS, RULE_SET_IDS } from './rules/types.ts';
import { rotate, sideOf } from './seat.ts';
import type { Diagnostic } from './source.ts';
import { SEATS, SUITS, type BySeat, type Call, type Card, type Deal, type FullDeal, type Seat } from './types.ts';

/** A hand written PBN-style, spades.hearts.diamonds.clubs: `'AKQJ.T98.765.432'`. */
const hand = (text: string): Card[] => text.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${SUITS[i]}${r}` as Card));

const DEAL: FullDeal = {
  N: hand('AKQJ.T98.765.432'),
  E: hand('T98.AKQJ.432.765'),
  S: hand('765.432.AKQJ.T98'),
  W: hand('432.765.T98.AKQJ'),
};

/** Calls from text, each with a position on line 10 at its index as column (for `pos` checks). */
const calls = (text: string): CallEntry[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({ call: parseCall(t)!, pos: { line: 10, column: i + 1 } }));
/** Cards from text, each with a position on line 20. */
const cards = (text: string): PlayEntry[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t, i) => ({ card: t as Card, pos: { line: 20, column: i + 1 } }));

/** South deals; North ends in three no-trumps (he named no-trump first: law 46); East leads. */
const AUCTION = 'Pass Pass 1NT Pass 3NT Pass Pass Pass';

const record = (over: Partial<HandRecord> = {}): HandRecord => ({
  ruleSet: 'whist-club-1926',
  dealer: 'S',
  deal: DEAL,
  calls: calls(AUCTION),
  play: [],
  pos: { line: 1, column: 1 },
  ...over,
});

const errors = (r: HandRecord): Diagnostic[] => {
  const c = checkRecord(r);
  return c.ok ? [] : c.error;
};
const checked = (r: HandRecord): CheckedHand => {
  const c = checkRecord(r);
  if (!c.ok) throw new Error(c.error.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return c.value;
};

/** Plays `n` cards, always the first legal play, from the contract of `r`; returns the cards. */
const firstLegalPlay = (r: HandRecord, n: number): Card[] => {
  const h = checked(r);
  let s = startPlay(r.deal as FullDeal, h.contract!);
  const out: Card[] = [];
  for (let i = 0; i < n; i++) {
    const c = legalPlays(s)[0]!;
    out.push(c);
    const next = applyCard(s, c);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return out;
};
const FULL_PLAY = firstLegalPlay(record(), 52);
const playEntries = (list: readonly Card[]): PlayEntry[] => list.map((card, i) => ({ card, pos: { line: 20, column: i + 1 } }));
const finalState = (list: readonly Card[]): PlayState =>
  list.reduce<PlayState>(
    (s, c) => {
      const r = applyCard(s, c);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    },
    startPlay(DEAL, checked(record()).contract!),
  );
const FULL_TRICKS = declarerTricks(finalState(FULL_PLAY));

describe('checkRecord: a good hand', () => {
  it('resolves the rule set, the contract and the declarer (law 46)', () => {
    const h = checked(record());
    expect(h.ruleSetId).toBe('whist-club-1926');
    expect(h.rules.id).toBe('whist-club-1926');
    expect(h.contract).toEqual({ level: 3, strain: 'NT', doubled: 0, declarer: 'N' });
    expect(h.declarer).toBe('N');
    expect(h.auction.complete).toBe(true);
    expect(h.tricks).toBeNull();
    expect(h.tricksFrom).toBeNull();
    expect(h.playComplete).toBe(false);
    expect(h.partialDeal).toBe(false);
  });

  it('takes the tricks from a complete play', () => {
    const h = checked(record({ play: playEntries(FULL_PLAY) }));
    expect(h.playComplete).toBe(true);
    expect(h.tricks).toBe(FULL_TRICKS);
    expect(h.tricksFrom).toBe('play');
  });

  it('takes the tricks from the result tag when there is no play', () => {
    expect(checked(record({ result: 9 }))).toMatchObject({ tricks: 9, tricksFrom: 'result' });
  });

  it('applies the options: nullos only with the nullos option (auction-laws.md §8.2)', () => {
    const nl = record({ calls: calls('1NL Pass Pass Pass') });
    expect(errors(nl).map((d) => d.code)).toEqual(['STRAIN_NOT_IN_RULES']);
    const h = checked({ ...nl, options: { nullos: true } });
    expect(h.contract).toMatchObject({ strain: 'NL', declarer: 'S' });
    expect(h.options).toEqual({ nullos: true });
    expect(h.rules.auction.strains).toContain('NL');
  });

  it('accepts an unfinished auction without play (a bidding problem)', () => {
    const h = checked(record({ calls: calls('Pass Pass 1NT') }));
    expect(h.contract).toBeNull();
    expect(h.auction.toAct).toBe('E');
  });

  it('accepts play on a partial deal (PBN "-" hands) and keeps its cards, which the rules cannot replay', () => {
    const rec = record({ deal: { ...DEAL, W: null }, play: cards('HA') });
    const r = checkRecord(rec);
    if (!r.ok) throw new Error(r.error[0]!.message);
    expect(r.value.partialDeal).toBe(true);
    const steps = replay(r.value).steps;
    expect(steps.at(-1)!.hands.W).toBeNull();
    expect(steps.every((s) => s.event.type !== 'card')).toBe(true);
  });

  it('stops the rules at the first marked irregularity and keeps the rest', () => {
    const base = record({});
    const marked = { ...base, calls: base.calls.map((c, i) => (i === 2 ? { ...c, irregularity: 'insufficient-bid' as const } : c)) };
    const r = checkRecord(marked);
    if (!r.ok) throw new Error(r.error[0]!.message);
    expect(r.value.irregularity).toEqual({ step: 2, kind: 'insufficient-bid' });
    expect(replay(r.value).steps).toHaveLength(3);
  });

  it('accepts a partial deal or a short hand for a diagram without play', () => {
    expect(checked(record({ deal: { ...DEAL, E: null, W: null } })).partialDeal).toBe(true);
    expect(checked(record({ deal: { ...DEAL, E: DEAL.E.slice(0, 5) } })).partialDeal).toBe(true);
  });
});

describe('checkRecord: errors with codes and steps (step k = after k calls and cards)', () => {
  const cases: { name: string; rec: HandRecord; expected: Partial<Diagnostic>[] }[] = [
    {
      name: 'unknown rule set',
      rec: record({ ruleSet: 'whist-club-1927' }),
      expected: [{ code: 'RULESET_UNKNOWN', pos: { line: 1, column: 1 } }],
    },
    {
      name: 'dealer not a seat',
      rec: record({ dealer: 'X' as Seat }),
      expected: [{ code: 'DEALER_INVALID' }],
    },
    {
      name: 'insufficient bid under majority calling (auction-laws.md §5)',
      rec: record({ calls: calls('1H 1C') }),
      expected: [{ code: 'BID_INSUFFICIENT', step: 1, pos: { line: 10, column: 2 } }],
    },
    {
      name: 'the dealer must bid under the 1912 code (law 42)',
      rec: record({ ruleSet: 'royal-auction-1912', calls: calls('Pass') }),
      expected: [{ code: 'DEALER_MUST_BID', step: 0, pos: { line: 10, column: 1 } }],
    },
    {
      name: 'a call after the auction is over',
      rec: record({ calls: calls(`${AUCTION} Pass`) }),
      expected: [{ code: 'AUCTION_OVER', step: 8 }],
    },
    {
      name: 'the declarer plays from his own hand when dummy is to play (law 60)',
      // East leads ♥A; South (dummy) is next, but the ♠A is in North's (declarer's) hand.
      rec: record({ play: cards('HA SA') }),
      expected: [{ code: 'WRONG_SEAT', step: 9, pos: { line: 20, column: 2 } }],
    },
    {
      name: 'revoke by the second player',
      rec: record({ play: cards('HA S5') }),
      expected: [{ code: 'REVOKE', step: 9, pos: { line: 20, column: 2 } }],
    },
    {
      name: 'the wrong player leads: West is not declarer’s left-hand opponent (law 58)',
      rec: record({ play: cards('C2') }),
      expected: [{ code: 'WRONG_SEAT', step: 8 }],
    },
    {
      name: 'a card played twice',
      rec: record({ play: cards('HA H2 H5 HT H2') }),
      expected: [{ code: 'ALREADY_PLAYED', step: 12 }],
    },
    {
      name: 'not a card',
      rec: record({ play: cards('HA ZZ') }),
      expected: [{ code: 'CARD_UNKNOWN', step: 9 }],
    },
    {
      name: 'play after four passes',
      rec: record({ calls: calls('Pass Pass Pass Pass'), play: cards('HA') }),
      expected: [{ code: 'PLAY_AFTER_PASS_OUT', step: 4, pos: { line: 20, column: 1 } }],
    },
    {
      name: 'play before the auction is over',
      rec: record({ calls: calls('Pass Pass 1NT Pass'), play: cards('HA') }),
      expected: [{ code: 'PLAY_BEFORE_AUCTION_END', step: 4 }],
    },
    {
      name: 'play on a deal with a short hand',
      rec: record({ deal: { ...DEAL, W: DEAL.W.slice(1) }, play: cards('HA') }),
      expected: [{ code: 'DEAL_HAND_SIZE' }],
    },
    {
      name: 'a 53rd card',
      rec: record({ play: [...playEntries(FULL_PLAY), { card: 'SA' }] }),
      expected: [{ code: 'PLAY_OVER', step: 60, pos: { line: 1, column: 1 } }],
    },
    {
      name: 'a claim of more tricks than remain',
      rec: record({ claim: { tricks: 14, pos: { line: 30, column: 1 } } }),
      expected: [{ code: 'CLAIM_TOO_MANY', step: 8, pos: { line: 30, column: 1 } }],
    },
    {
      name: 'a claim of fewer tricks than already won',
      rec: record({ play: cards('HA H2 H5 HT  D2 DA D8 D5  DK D9 D7 D3'), claim: { tricks: 1 } }),
      expected: [{ code: 'CLAIM_TOO_FEW', step: 20 }],
    },
    {
      name: 'a claim after four passes',
      rec: record({ calls: calls('Pass Pass Pass Pass'), claim: { tricks: 7 } }),
      expected: [{ code: 'CLAIM_WITHOUT_CONTRACT', step: 4 }],
    },
    {
      name: 'a result that disagrees with the play',
      rec: record({ play: playEntries(FULL_PLAY), result: FULL_TRICKS + 1 }),
      expected: [{ code: 'RESULT_MISMATCH' }],
    },
    {
      name: 'a result that disagrees with the claim',
      rec: record({ claim: { tricks: 9 }, result: 10 }),
      expected: [{ code: 'RESULT_MISMATCH' }],
    },
    {
      name: 'a result impossible after the tricks played',
      rec: record({ play: cards('HA H2 H5 HT  D2 DA D8 D5  DK D9 D7 D3'), result: 1 }),
      expected: [{ code: 'RESULT_MISMATCH' }],
    },
    {
      name: 'a result that is not a number of tricks',
      rec: record({ result: 14 }),
      expected: [{ code: 'RESULT_INVALID' }],
    },
    {
      name: 'a result after four passes',
      rec: record({ calls: calls('Pass Pass Pass Pass'), result: 7 }),
      expected: [{ code: 'RESULT_WITHOUT_CONTRACT' }],
    },
  ];

  it.each(cases)('$name', ({ rec, expected }) => {
    const found = errors(rec);
    expect(found).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(found[i]).toMatchObject({ severity: 'error', ...e }));
  });

  it('says what went wrong in bridge words, naming the call or trick', () => {
    expect(errors(record({ calls: calls('1H 1C') }))[0]?.message).toMatch(
      /^Call 2, West's one club: One club is not enough over one heart/,
    );
    expect(errors(record({ play: cards('HA S5') }))[0]?.message).toBe(
      'Trick 1: South must follow to the heart lead: South still holds the ♥4, the ♥3 and the ♥2.',
    );
  });

  it('reports every independent problem in one pass', () => {
    const bad = record({
      ruleSet: 'no-such-code',
      deal: { ...DEAL, N: [...DEAL.N.slice(1), 'HA'] },
      result: 20,
    });
    expect(errors(bad).map((d) => d.code)).toEqual(['RULESET_UNKNOWN', 'DEAL_CARD_TWICE', 'DEAL_CARDS_MISSING', 'RESULT_INVALID']);
    // A bad deal does not hide a bad call: the auction does not depend on the cards.
    const both = record({ deal: { ...DEAL, N: [...DEAL.N.slice(1), 'HA'] }, calls: calls('1H 1C') });
    expect(errors(both).map((d) => d.code)).toEqual(['DEAL_CARD_TWICE', 'DEAL_CARDS_MISSING', 'BID_INSUFFICIENT']);
  });

  it('returns diagnostics that survive JSON unchanged', () => {
    const found = errors(record({ play: cards('HA S5'), result: 3 }));
    expect(found.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(found))).toStrictEqual(found);
  });

  it('never throws on malformed input', () => {
    const junk = [
      { ...record(), calls: [{ call: null }] },
      { ...record(), calls: 'nonsense' },
      { ...record(), play: undefined },
      { ...record(), play: [{ card: 5 }] },
      { ...record(), deal: null },
      { ...record(), ruleSet: 7 },
    ] as unknown as HandRecord[];
    for (const j of junk) expect(checkRecord(j).ok).toBe(false);
  });
});

describe('replay', () => {
  const notes = record({
    intro: 'A quiet deal.',
    calls: calls(AUCTION).map((c, i) => (i === 2 ? { ...c, alert: true, note: 'Strong.' } : c)),
    play: playEntries(FULL_PLAY.slice(0, 6)).map((p, i) => (i === 0 ? { ...p, note: 'The top of the sequence.' } : p)),
  });
  const t = replay(checked(notes));
  const s = t.steps;

  it('has one step per call and card after step 0', () => {
    expect(s).toHaveLength(1 + 8 + 6);
    s.forEach((snap, i) => expect(snap.step).toBe(i));
    expect(t.trickStarts).toEqual([9, 13]);
    expect(t).toMatchObject({ ruleSet: 'whist-club-1926', dealer: 'S', declarer: 'N', dummy: 'S' });
  });

  it('starts with the whole deal, the intro, and the dealer to call (law 42)', () => {
    expect(s[0]).toMatchObject({ phase: 'auction', event: { type: 'start' }, note: 'A quiet deal.', toAct: 'S', trickNumber: 0 });
    expect(s[0]!.hands).toEqual(DEAL);
    expect(s[0]!.auction).toEqual([]);
  });

  it('carries alerts and notes of calls', () => {
    expect(s[3]).toMatchObject({ event: { type: 'call', seat: 'N', alert: true }, note: 'Strong.' });
    expect(s[3]!.auction[2]).toEqual({ seat: 'N', call: { type: 'bid', level: 1, strain: 'NT' }, alert: true, note: 'Strong.' });
    expect(s[2]!.auction[1]).toEqual({ seat: 'W', call: { type: 'pass' } });
  });

  it('after the auction: the contract, the opening leader to play, dummy still hidden (laws 58, 59)', () => {
    expect(s[8]).toMatchObject({
      phase: 'play',
      contract: { level: 3, strain: 'NT', declarer: 'N' },
      toAct: 'E',
      declarer: 'N',
      dummy: 'S',
      dummyVisible: false,
      trick: null,
      trickNumber: 1,
    });
  });

  it('after the opening lead dummy is visible and the trick is on the table', () => {
    expect(s[9]).toMatchObject({
      event: { type: 'card', seat: 'E', card: FULL_PLAY[0], trickNumber: 1, completesTrick: false },
      dummyVisible: true,
      toAct: 'S',
      trick: { leader: 'E', cards: [{ seat: 'E', card: FULL_PLAY[0] }], winner: null },
      note: 'The top of the sequence.',
    });
    expect(s[9]!.hands.E).not.toContain(FULL_PLAY[0]);
    expect(s[9]!.hands.E).toHaveLength(12);
  });

  it('a completed trick stays on the table with its winner, then the winner leads', () => {
    const done = s[12]!;
    expect(done.event).toMatchObject({ type: 'card', completesTrick: true, trickNumber: 1 });
    const winner = done.trick!.winner!;
    expect(done.event).toMatchObject({ winner });
    expect(done.trick!.cards).toHaveLength(4);
    expect(done.toAct).toBe(winner);
    expect(done.tricksWon[sideOf(winner)]).toBe(1);
    expect(s[13]).toMatchObject({ trickNumber: 2, trick: { leader: winner, winner: null } });
    expect(s[13]!.trick!.cards).toHaveLength(1);
  });

  it('ends a claimed hand with a claim step', () => {
    const c = replay(checked(record({ play: playEntries(FULL_PLAY.slice(0, 4)), claim: { tricks: 9 } })));
    expect(c.steps).toHaveLength(1 + 8 + 4 + 1);
    expect(c.steps[c.steps.length - 1]).toMatchObject({ phase: 'end', event: { type: 'claim', seat: 'N', tricks: 9 }, toAct: null });
    expect(c.result).toEqual({ tricks: 9, claimed: true, complete: false });
  });

  it('ends a passed-out hand at the fourth pass', () => {
    const p = replay(checked(record({ calls: calls('Pass Pass Pass Pass') })));
    expect(p.steps[4]).toMatchObject({ phase: 'end', contract: null, toAct: null, declarer: null });
    expect(p.contract).toBeNull();
  });

  it('ends a full play with every hand empty and 13 tricks counted', () => {
    const f = replay(checked(record({ play: playEntries(FULL_PLAY) })));
    const last = f.steps[f.steps.length - 1]!;
    expect(last).toMatchObject({ phase: 'end', toAct: null, trickNumber: 13 });
    expect(SEATS.every((x) => last.hands[x]!.length === 0)).toBe(true);
    expect(last.tricksWon.NS + last.tricksWon.EW).toBe(13);
    expect(f.trickStarts).toHaveLength(13);
    expect(f.result).toEqual({ tricks: FULL_TRICKS, claimed: false, complete: true });
  });

  it('keeps unknown hands unknown in a diagram', () => {
    const d = replay(checked(record({ deal: { ...DEAL, E: null, W: null } })));
    expect(d.steps[0]!.hands.E).toBeNull();
    expect(d.steps[8]).toMatchObject({ phase: 'play', toAct: 'E' });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random legal hands

const auctionRuleSets = [...AUCTION_RULE_SET_IDS];
interface Built {
  readonly rec: HandRecord;
  readonly playStates: PlayState[];
}

/**
 * A random legal hand: a random deal, calls chosen among the legal calls (passing half the
 * time, so auctions end), then some legal cards, an optional possible claim and result.
 */
const handArb = fc
  .record({
    seed: fc.integer(),
    dealer: fc.constantFrom(...SEATS),
    ruleSet: fc.constantFrom(...auctionRuleSets),
    nullos: fc.boolean(),
    callChoices: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
    cardChoices: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
    nCards: fc.nat(52),
    claim: fc.option(fc.nat(13)),
    withResult: fc.boolean(),
  })
  .map((p): Built => {
    const rules = withOptions(getRuleSet(p.ruleSet)!, p.nullos ? { nullos: true } : {});
    const deal = randomDeal(p.seed, p.dealer);
    let auction: AuctionState = startAuction(p.dealer);
    const callList: Call[] = [];
    for (const choice of p.callChoices) {
      const legal = legalCalls(rules, auction);
      if (legal.length === 0) break;
      const pass = legal.find((c) => c.type === 'pass');
      const call = pass && (choice % 2 === 0 || callList.length > 40) ? pass : legal[choice % legal.length]!;
      auction = (applyCall(rules, auction, call) as { ok: true; value: AuctionState }).value;
      callList.push(call);
    }
    const playStates: PlayState[] = [];
    const played: Card[] = [];
    let claim: number | undefined;
    let result: number | undefined;
    if (auction.contract) {
      let s = startPlay(deal, auction.contract);
      playStates.push(s);
      for (const choice of p.cardChoices.slice(0, p.nCards)) {
        const legal = legalPlays(s);
        const card = legal[choice % legal.length]!;
        s = (applyCard(s, card) as { ok: true; value: PlayState }).value;
        playStates.push(s);
        played.push(card);
      }
      if (p.claim !== null && !s.complete) claim = declarerTricks(s) + (p.claim % (tricksRemaining(s) + 1));
      if (p.withResult) result = claim ?? (s.complete ? declarerTricks(s) : undefined);
    }
    const rec: HandRecord = {
      ruleSet: p.ruleSet,
      ...(p.nullos ? { options: { nullos: true } } : {}),
      dealer: p.dealer,
      deal,
      calls: callList.map((call) => ({ call })),
      play: played.map((card) => ({ card })),
      ...(claim !== undefined ? { claim: { tricks: claim } } : {}),
      ...(result !== undefined ? { result } : {}),
    };
    return { rec, playStates };
  });

const rotateRecord = (r: HandRecord, k: number): HandRecord => {
  const deal = {} as BySeat<Deal[Seat]>;
  for (const s of SEATS) deal[rotate(s, k)] = r.deal[s];
  return { ...r, dealer: rotate(r.dealer, k), deal };
};

describe('properties of checkRecord and replay', () => {
  it('accepts every random legal hand', () => {
    fc.assert(
      fc.property(handArb, ({ rec }) => {
        const c = checkRecord(rec);
        expect(c.ok ? [] : c.error).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('replays into 1 + calls + cards (+ claim) steps, with consistent tricks, and survives JSON', () => {
    fc.assert(
      fc.property(handArb, ({ rec }) => {
        const h = checked(rec);
        const t = replay(h);
        expect(t.steps).toHaveLength(1 + rec.calls.length + rec.play.length + (rec.claim ? 1 : 0));
        t.steps.forEach((snap, i) => {
          expect(snap.step).toBe(i);
          const won = snap.tricksWon.NS + snap.tricksWon.EW;
          if (snap.trick === null) expect(won).toBe(0);
          else expect(won).toBe(snap.trick.winner === null ? snap.trickNumber - 1 : snap.trickNumber);
          expect(snap.dummyVisible).toBe(snap.trick !== null);
          const held = SEATS.flatMap((s) => snap.hands[s] ?? []).length;
          const playedSoFar = t.steps.slice(1, i + 1).filter((x) => x.event.type === 'card').length;
          expect(held + playedSoFar).toBe(52);
        });
        expect(t.trickStarts.every((i) => t.steps[i]?.event.type === 'card')).toBe(true);
        expect(t.result.tricks).toBe(h.tricks);
        expect(JSON.parse(JSON.stringify(t))).toStrictEqual(t);
      }),
      { numRuns: 60 },
    );
  });

  it('finds a changed card at its exact step', () => {
    fc.assert(
      fc.property(handArb, fc.nat(), fc.nat(), ({ rec, playStates }, at, pick) => {
        fc.pre(rec.play.length > 0);
        const j = at % rec.play.length;
        const state = playStates[j]!;
        const legal = new Set(legalPlays(state));
        const wrong = SEATS.flatMap((s) => state.hands[s]).filter((c) => !legal.has(c));
        fc.pre(wrong.length > 0);
        const play = rec.play.map((e, i) => (i === j ? { card: wrong[pick % wrong.length]! } : e));
        const found = errors({ ...rec, play, claim: undefined, result: undefined });
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({ step: rec.calls.length + j });
        expect(['REVOKE', 'WRONG_SEAT']).toContain(found[0]!.code);
      }),
      { numRuns: 60 },
    );
  });

  it('rotating every seat rotates the declarer, the leader and every trick winner', () => {
    fc.assert(
      fc.property(handArb, fc.integer({ min: 1, max: 3 }), ({ rec }, k) => {
        const a = replay(checked(rec));
        const b = replay(checked(rotateRecord(rec, k)));
        expect(b.declarer).toBe(a.declarer === null ? null : rotate(a.declarer, k));
        expect(b.result).toEqual(a.result);
        expect(b.steps.map((s) => s.toAct)).toEqual(a.steps.map((s) => (s.toAct === null ? null : rotate(s.toAct, k))));
        expect(b.steps.map((s) => s.trick?.winner ?? null)).toEqual(
          a.steps.map((s) => (s.trick?.winner ? rotate(s.trick.winner, k) : null)),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('rejects any id that is not a rule set', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        fc.pre(!(RULE_SET_IDS as readonly string[]).includes(id));
        expect(errors(record({ ruleSet: id })).map((d) => d.code)).toEqual(['RULESET_UNKNOWN']);
      }),
    );
  });
});
