/**
 * Property tests of the auction: random legal auctions are built by picking, at each step, one
 * of the calls `legalCalls` offers; the laws (auction-laws.md §4.2, §4.3, §5) are then checked
 * against them with facts computed here independently of the engine.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  applyCall,
  bidLadder,
  bidValue,
  checkCall,
  compareBids,
  formatCall,
  legalCalls,
  parseCall,
  runAuction,
  startAuction,
  type AuctionState,
} from './auction.ts';
import { RULE_SETS, withOptions, type RuleSet } from './rules/index.ts';
import { rotate, sideOf } from './seat.ts';
import { SEATS, STRAINS, type Bid, type Call, type Level, type Seat } from './types.ts';

const BASE: RuleSet[] = Object.values(RULE_SETS);
const WITH_NULLOS: RuleSet[] = (['whist-club-1926', 'whist-club-1915', 'royal-auction-1912'] as const).map((id) =>
  withOptions(RULE_SETS[id], { nullos: true }),
);
/** Every rule set, with both rankings on the same count, so that each count is tried both ways. */
const ALL_RULES: RuleSet[] = [...BASE, ...WITH_NULLOS].flatMap((r) => [
  r,
  { ...r, auction: { ...r.auction, bidRanking: r.auction.bidRanking === 'value' ? 'majority' : 'value' } } as RuleSet,
]);

/** Every call there is: pass, double, redouble, and a bid at each level 1–8 in each strain. */
const CALL_SPACE: Call[] = [
  { type: 'pass' },
  { type: 'double' },
  { type: 'redouble' },
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((level) => STRAINS.map((strain): Call => ({ type: 'bid', level: level as Level, strain }))),
];

/**
 * The longest possible auction with `n` bids in the ladder: three opening passes, then for each
 * bid at most P P X P P XX P P, then the final pass.
 */
const longest = (rules: RuleSet): number => 3 + 9 * bidLadder(rules).length + 1;
const MAX_STEPS = 400;

interface RandomAuction {
  readonly rules: RuleSet;
  readonly dealer: Seat;
  readonly calls: readonly Call[];
  readonly states: readonly AuctionState[]; // states[i] is the state before calls[i]; the last is final
}

/**
 * A random legal auction: at each step, with probability passWeight/10 a pass (when legal), on
 * a 9 a double or redouble (when legal), otherwise any legal call.
 */
const randomAuction: fc.Arbitrary<RandomAuction> = fc
  .record({
    rules: fc.constantFrom(...ALL_RULES),
    dealer: fc.constantFrom(...SEATS),
    passWeight: fc.integer({ min: 0, max: 8 }),
    choices: fc.array(fc.tuple(fc.nat(9), fc.nat(10_000)), { minLength: MAX_STEPS, maxLength: MAX_STEPS }),
  })
  .map(({ rules, dealer, passWeight, choices }) => {
    let state = startAuction(dealer);
    const states: AuctionState[] = [state];
    const calls: Call[] = [];
    for (const [kind, index] of choices) {
      if (state.complete) break;
      const legal = legalCalls(rules, state);
      const pass = legal.find((c) => c.type === 'pass');
      const dbl = legal.find((c) => c.type === 'double' || c.type === 'redouble');
      const call = kind < passWeight && pass ? pass : kind === 9 && dbl ? dbl : legal[index % legal.length]!;
      const next = applyCall(rules, state, call);
      if (!next.ok) throw new Error(`legalCalls offered a refused call: ${formatCall(call)}`);
      state = next.value;
      calls.push(call);
      states.push(state);
    }
    return { rules, dealer, calls, states };
  });

const final = (a: RandomAuction): AuctionState => a.states[a.states.length - 1]!;
const sameCall = (a: Call, b: Call): boolean => formatCall(a) === formatCall(b);

describe('random legal auctions', () => {
  test.prop([randomAuction])('every auction ends, within the longest possible length', (a) => {
    const s = final(a);
    expect(s.complete).toBe(true);
    expect(s.toAct).toBeNull();
    expect(a.calls.length).toBeLessThanOrEqual(longest(a.rules));
    // Before the end there was always something to say.
    for (const st of a.states.slice(0, -1)) expect(legalCalls(a.rules, st).length).toBeGreaterThan(0);
  });

  test.prop([randomAuction])('turns go clockwise from the dealer (law 42; auction-laws.md §4.2)', (a) => {
    const s = final(a);
    expect(s.calls.map((c) => c.seat)).toEqual(a.calls.map((_, i) => rotate(a.dealer, i)));
    for (const [i, st] of a.states.slice(0, -1).entries()) expect(st.toAct).toBe(rotate(a.dealer, i));
  });

  test.prop([randomAuction])('the end is three passes after a call, or four opening passes (HOYLE14 fn. 9)', (a) => {
    const types = a.calls.map((c) => c.type);
    const n = types.length;
    const allPass = types.every((t) => t === 'pass');
    if (allPass) {
      expect(n).toBe(4);
      expect(final(a).passedOut).toBe(true);
      expect(a.rules.auction.dealerMustBid).toBe(false); // law 42: impossible where the dealer must bid
    } else {
      expect(types.slice(-3)).toEqual(['pass', 'pass', 'pass']);
      expect(types[n - 4]).not.toBe('pass');
      expect(final(a).passedOut).toBe(false);
    }
    // No earlier state was complete.
    for (const st of a.states.slice(0, -1)) expect(st.complete).toBe(false);
  });

  test.prop([randomAuction])(
    'the contract is the last bid, doubled as often as X/XX followed it, declared by the first of the winning side to name the strain (law 46; EB22)',
    (a) => {
      const s = final(a);
      let last = -1;
      a.calls.forEach((c, i) => {
        if (c.type === 'bid') last = i;
      });
      if (last < 0) {
        expect(s.contract).toBeNull();
        return;
      }
      const lastBid = a.calls[last] as Bid;
      const side = sideOf(rotate(a.dealer, last));
      const first = a.calls.findIndex((c, i) => c.type === 'bid' && c.strain === lastBid.strain && sideOf(rotate(a.dealer, i)) === side);
      const doubles = a.calls.slice(last + 1).filter((c) => c.type !== 'pass').length;
      expect(s.contract).toEqual({ level: lastBid.level, strain: lastBid.strain, doubled: doubles, declarer: rotate(a.dealer, first) });
      expect(s.lastBid).toEqual({ bid: lastBid, seat: rotate(a.dealer, last), index: last });
    },
  );

  test.prop([randomAuction])('the dealer never opens with a pass where the dealer must bid (law 42)', (a) => {
    if (a.rules.auction.dealerMustBid) expect(a.calls[0]!.type).toBe('bid');
  });

  test.prop([randomAuction, fc.integer({ min: 1, max: 3 })])(
    'rotating the dealer rotates every seat in the result and changes nothing else',
    (a, k) => {
      const r = runAuction(a.rules, rotate(a.dealer, k), a.calls);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const s = final(a);
      const t = r.value;
      expect(t.dealer).toBe(rotate(s.dealer, k));
      expect(t.calls).toEqual(s.calls.map((c) => ({ seat: rotate(c.seat, k), call: c.call })));
      expect(t.toAct).toBe(s.toAct === null ? null : rotate(s.toAct, k));
      expect(t.lastBid).toEqual(s.lastBid === null ? null : { ...s.lastBid, seat: rotate(s.lastBid.seat, k) });
      expect(t.contract).toEqual(s.contract === null ? null : { ...s.contract, declarer: rotate(s.contract.declarer, k) });
      expect([t.complete, t.passedOut, t.doubled]).toEqual([s.complete, s.passedOut, s.doubled]);
    },
  );

  test.prop([randomAuction])('runAuction on the same calls gives the state built call by call, and JSON round-trips it', (a) => {
    const r = runAuction(a.rules, a.dealer, a.calls);
    expect(r).toEqual({ ok: true, value: final(a) });
    expect(JSON.parse(JSON.stringify(final(a)))).toEqual(final(a));
  });
});

describe('legalCalls and checkCall agree over the whole call space', () => {
  test.prop([randomAuction, fc.nat()])('a call is in legalCalls exactly when checkCall accepts it', (a, at) => {
    const state = a.states[at % a.states.length]!;
    const legal = legalCalls(a.rules, state);
    for (const call of CALL_SPACE) {
      const accepted = checkCall(a.rules, state, call) === null;
      expect(legal.some((c) => sameCall(c, call))).toBe(accepted);
    }
    // No duplicates, pass/X/XX first, then bids from the lowest up (ladder order).
    expect(new Set(legal.map(formatCall)).size).toBe(legal.length);
    const bids = legal.filter((c): c is Bid => c.type === 'bid');
    expect(legal.slice(legal.length - bids.length)).toEqual(bids);
    for (let i = 1; i < bids.length; i++) expect(compareBids(a.rules, bids[i - 1]!, bids[i]!)).toBeLessThan(0);
  });

  test.prop([randomAuction, fc.nat()])('the legal bids are exactly the ladder above the last bid (law 44)', (a, at) => {
    const state = a.states[at % a.states.length]!;
    if (state.complete) return;
    const bids = legalCalls(a.rules, state).filter((c) => c.type === 'bid');
    const last = state.lastBid;
    expect(bids).toEqual(bidLadder(a.rules).filter((b) => last === null || compareBids(a.rules, b, last.bid) > 0));
  });

  test.prop([randomAuction, fc.nat(), fc.nat()])('runAuction reports the index and the code of the first refused call', (a, at, pick) => {
    const cutAt = at % a.states.length;
    const state = a.states[cutAt]!;
    const refused = CALL_SPACE.filter((c) => checkCall(a.rules, state, c) !== null);
    if (refused.length === 0) return;
    const bad = refused[pick % refused.length]!;
    const r = runAuction(a.rules, a.dealer, [...a.calls.slice(0, cutAt), bad, ...a.calls.slice(cutAt)]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.index).toBe(cutAt);
    expect(r.error.code).toBe(checkCall(a.rules, state, bad)!.code);
    expect(r.error.message.length).toBeGreaterThan(0);
  });

  test.prop([fc.constantFrom(...CALL_SPACE)])('formatCall and parseCall round-trip every call up to seven', (call) => {
    if (call.type === 'bid' && call.level > 7) expect(parseCall(formatCall(call))).toBeUndefined();
    else expect(parseCall(formatCall(call))).toEqual(call);
  });
});

describe('value calling and majority calling (auction-laws.md §5)', () => {
  /** A rule set and two of its bids. */
  const twoBids = fc.constantFrom(...ALL_RULES).chain((rules) => {
    const ladder = bidLadder(rules);
    return fc.tuple(fc.constant(rules), fc.constantFrom(...ladder), fc.constantFrom(...ladder));
  });
  const sign = (n: number): number => Math.sign(n);
  const asRanking = (rules: RuleSet, bidRanking: 'value' | 'majority'): RuleSet => ({
    ...rules,
    auction: { ...rules.auction, bidRanking },
  });

  test.prop([twoBids])('each ranking is a strict total order: antisymmetric, 0 only for the same bid', ([rules, a, b]) => {
    expect(sign(compareBids(rules, a, b)) + sign(compareBids(rules, b, a))).toBe(0);
    expect(compareBids(rules, a, b) === 0).toBe(sameCall(a, b));
  });

  test.prop([fc.constantFrom(...ALL_RULES)])('the ladder is sorted by the ranking, so the order is transitive', (rules) => {
    const ladder = bidLadder(rules);
    for (let i = 0; i < ladder.length; i++) {
      for (let j = i + 1; j < ladder.length; j++) expect(compareBids(rules, ladder[i]!, ladder[j]!)).toBeLessThan(0);
    }
  });

  test.prop([twoBids])('in the same strain, more tricks is always higher, under both rankings', ([rules, a, b]) => {
    if (a.strain !== b.strain || a.level === b.level) return;
    for (const r of [asRanking(rules, 'value'), asRanking(rules, 'majority')]) {
      expect(sign(compareBids(r, a, b))).toBe(sign(a.level - b.level));
    }
  });

  test.prop([twoBids])(
    'majority calling: more tricks is always higher; at equal tricks the strain order decides (SPEC27)',
    ([rules, a, b]) => {
      const r = asRanking(rules, 'majority');
      const order = r.auction.strains;
      const expected = a.level !== b.level ? a.level - b.level : order.indexOf(a.strain) - order.indexOf(b.strain);
      expect(sign(compareBids(r, a, b))).toBe(sign(expected));
    },
  );

  test.prop([twoBids])('value calling: more points is higher; equal points, more tricks is higher (law 44; SPEC08)', ([rules, a, b]) => {
    const r = asRanking(rules, 'value');
    const va = bidValue(r, a);
    const vb = bidValue(r, b);
    expect(va).toBe(a.level * r.auction.trickValues[a.strain]!);
    if (va !== vb) expect(sign(compareBids(r, a, b))).toBe(sign(va - vb));
    else if (a.level !== b.level) expect(sign(compareBids(r, a, b))).toBe(sign(a.level - b.level));
  });

  test.prop([twoBids])(
    'the rankings disagree exactly when the bid of more tricks is worth fewer points (e.g. 2NT over 3C, SPEC27)',
    ([rules, a, b]) => {
      const v = sign(compareBids(asRanking(rules, 'value'), a, b));
      const m = sign(compareBids(asRanking(rules, 'majority'), a, b));
      const [more, fewer] = a.level > b.level ? [a, b] : [b, a];
      const moreTricksWorthLess = a.level !== b.level && bidValue(rules, more) < bidValue(rules, fewer);
      expect(v !== m).toBe(moreTricksWorthLess);
    },
  );
});
