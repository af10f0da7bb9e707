import { describe, expect, it } from 'vitest';
import {
  applyCall,
  bidLadder,
  bidValue,
  callName,
  checkCall,
  compareBids,
  declarerOf,
  formatCall,
  formatContract,
  legalCalls,
  parseCall,
  runAuction,
  startAuction,
  trumpOf,
  type AuctionState,
  type CallErrorCode,
} from './auction.ts';
import { RULE_SETS, withOptions, type RuleSet } from './rules/index.ts';
import type { Bid, Call, Level, Seat, Strain } from './types.ts';

const R1926 = RULE_SETS['whist-club-1926'];
const R1915 = RULE_SETS['whist-club-1915'];
const R1912 = RULE_SETS['royal-auction-1912'];
const R1908 = RULE_SETS['bridge-count-1908'];
const SEED = RULE_SETS['seed-000'];

/** Parses a space-separated auction ("1H P 2H X"); fails the test on a typo. */
const calls = (text: string): Call[] =>
  text
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => {
      const c = parseCall(t);
      if (!c) throw new Error(`test typo: ${t}`);
      return c;
    });
const bid = (text: string): Bid => {
  const c = parseCall(text);
  if (c?.type !== 'bid') throw new Error(`test typo: ${text}`);
  return c;
};
const run = (rules: RuleSet, dealer: Seat, text: string): AuctionState => {
  const r = runAuction(rules, dealer, calls(text));
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.index}: ${r.error.message}`);
  return r.value;
};
/** The code of the refusal of the last call in `text`, after the others were accepted. */
const refusal = (rules: RuleSet, dealer: Seat, text: string): CallErrorCode | null => {
  const all = calls(text);
  const r = runAuction(rules, dealer, all);
  if (r.ok) return null;
  expect(r.error.index).toBe(all.length - 1);
  return r.error.code;
};
/** Whether `higher` may be bid over `lower` (as the next call, by the next player). */
const beats = (rules: RuleSet, higher: string, lower: string): boolean => refusal(rules, 'N', `${lower} ${higher}`) === null;

describe('bid ranking: table tests from the period sources', () => {
  it('N3 (SPEC08, 1908 bridge count S2 C4 D6 H8 NT12): equal value, more tricks is higher', () => {
    expect(bidValue(R1908, bid('2S'))).toBe(4);
    expect(bidValue(R1908, bid('1C'))).toBe(4);
    expect(beats(R1908, '2S', '1C')).toBe(true);
    expect(beats(R1908, '3C', '2D')).toBe(true); // 12 = 12
    expect(beats(R1908, '2D', '1NT')).toBe(true); // 12 = 12
    // ...and not the other way round.
    expect(refusal(R1908, 'N', '2D 3C')).toBeNull();
    expect(refusal(R1908, 'N', '2D 1NT')).toBe('BID_INSUFFICIENT');
    expect(refusal(R1908, 'N', '2S 1C')).toBe('BID_INSUFFICIENT');
  });

  it('N4 (GB15-pp p. 23, 1915): three clubs beats two spades even doubled or redoubled, under both rankings', () => {
    for (const rules of [R1915, R1926]) {
      expect(refusal(rules, 'N', '2S X 3C')).toBeNull();
      expect(refusal(rules, 'N', '2S X XX 3C')).toBeNull();
    }
    expect(bidValue(R1915, bid('3C'))).toBe(bidValue(R1915, bid('2S'))); // 18 = 18
  });

  it('N5 (SPEC27): two no-trumps over three clubs is legal by value (20 > 18), insufficient by majority', () => {
    expect(beats(R1915, '2NT', '3C')).toBe(true);
    expect(refusal(R1926, 'N', '3C 2NT')).toBe('BID_INSUFFICIENT');
    const r = runAuction(R1926, 'N', calls('3C 2NT'));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toBe(
        'Two no-trumps is not enough over three clubs under majority calling: a bid must name more tricks, or the same number in a higher strain.',
      );
      expect(r.error.hint).toBe('The lowest bid that outranks three clubs is three diamonds.');
      expect(r.error.index).toBe(1);
    }
  });

  it('N6 (TIME26b; addendum §3): a bid of eight is refused in every rule set', () => {
    const eight = { type: 'bid', level: 8 as Level, strain: 'C' } as const;
    for (const rules of Object.values(RULE_SETS)) {
      const e = checkCall(rules, startAuction('N'), eight);
      expect(e?.code).toBe('BID_ABOVE_MAX');
      expect(e?.message).toBe('Eight clubs is too high: no bid may name more than seven odd tricks.');
    }
    expect(parseCall('8C')).toBeUndefined();
  });

  it('N7 (TIME26a): seven no-trumps outranks seven spades under both rankings (70 > 63)', () => {
    for (const rules of [R1915, R1926]) {
      expect(beats(rules, '7NT', '7S')).toBe(true);
      expect(refusal(rules, 'N', '7NT 7S')).toBe('BID_INSUFFICIENT');
    }
  });

  it('law 44 (1912): three (plain) spades, worth 6, beats one club, worth 6', () => {
    expect(bidValue(R1912, bid('3S'))).toBe(6);
    expect(bidValue(R1912, bid('1C'))).toBe(6);
    expect(beats(R1912, '3S', '1C')).toBe(true);
    expect(refusal(R1912, 'N', '3S 1C')).toBe('BID_INSUFFICIENT');
  });

  it('law 53 (1912): three clubs (18) beats two royals (18), even doubled', () => {
    expect(refusal(R1912, 'N', '2R X 3C')).toBeNull();
    expect(refusal(R1912, 'N', '3C 2R')).toBe('BID_INSUFFICIENT');
  });

  it('HALL: three spades (27) beats four clubs (24) by value, but not by majority', () => {
    expect(beats(R1915, '3S', '4C')).toBe(true);
    expect(refusal(R1926, 'N', '4C 3S')).toBe('BID_INSUFFICIENT');
    const r = runAuction(R1915, 'N', calls('3S 4C'));
    if (!r.ok) {
      expect(r.error.message).toBe(
        'Four clubs (24) is not enough over three spades (27) under value calling: a bid must be worth more points, or as many points with more tricks.',
      );
      expect(r.error.hint).toBe('The lowest bid that outranks three spades is four diamonds.'); // 28 > 27
    } else {
      throw new Error('four clubs over three spades was accepted');
    }
  });

  it('royal count (auction-laws.md §7): royal spades sit between hearts and no-trump, plain spades lowest', () => {
    expect(bidLadder(R1912).slice(0, 6).map(formatCall)).toEqual(['1S', '2S', '1C', '3S', '1D', '1H']);
    expect(beats(R1912, '1R', '1H')).toBe(true);
    expect(beats(R1912, '1NT', '1R')).toBe(true);
    expect(refusal(R1912, 'N', '1R 2S')).toBe('BID_INSUFFICIENT'); // 4 < 9
  });

  it('nullos (auction-laws.md §8.2, option): just below no-trump, under both rankings', () => {
    const majorityNullos = withOptions(R1926, { nullos: true });
    const valueNullos = withOptions(R1915, { nullos: true });
    for (const rules of [majorityNullos, valueNullos]) {
      expect(beats(rules, '1NL', '1S')).toBe(true);
      expect(beats(rules, '1NT', '1NL')).toBe(true);
      expect(refusal(rules, 'N', '1NT 1NL')).toBe('BID_INSUFFICIENT');
      expect(bidValue(rules, bid('2NL'))).toBe(20);
    }
    expect(refusal(R1926, 'N', '1NL')).toBe('STRAIN_NOT_IN_RULES');
    const e = checkCall(R1926, startAuction('N'), bid('1NL'));
    expect(e?.hint).toContain('nullos option');
  });

  it('strains outside the rule set are refused: no royal spades after 1915, none in the 1908 count', () => {
    for (const rules of [R1926, R1915, R1908, SEED]) expect(refusal(rules, 'N', '1R')).toBe('STRAIN_NOT_IN_RULES');
    const e = checkCall(R1926, startAuction('N'), bid('1R'));
    expect(e?.message).toBe(
      'There are no royal spades under Whist Club Laws 1926: a bid names clubs, diamonds, hearts, spades and no-trumps.',
    );
  });

  it('the ladders have every bid once: 35 under the 1926 laws, 42 under the royal count, 42 with nullos', () => {
    expect(bidLadder(R1926)).toHaveLength(35);
    expect(bidLadder(R1912)).toHaveLength(42);
    expect(bidLadder(withOptions(R1926, { nullos: true }))).toHaveLength(42);
    expect(bidLadder(R1926).slice(0, 6).map(formatCall)).toEqual(['1C', '1D', '1H', '1S', '1NT', '2C']);
    // Value calling, 1915 count: 1C 6, 1D 7, 1H 8, 1S 9, 1NT 10, 2C 12, 2D 14, 2H 16, 3C 18, 2S 18 ...
    expect(bidLadder(R1915).slice(0, 11).map(formatCall)).toEqual(['1C', '1D', '1H', '1S', '1NT', '2C', '2D', '2H', '2S', '3C', '2NT']);
    expect(compareBids(R1915, bid('3C'), bid('2S'))).toBeGreaterThan(0);
    expect(compareBids(R1915, bid('3C'), bid('3C'))).toBe(0);
  });

  it('a bid must be a whole number of tricks, and a call must be a call (bad data never throws)', () => {
    const s = startAuction('N');
    expect(checkCall(R1926, s, { type: 'bid', level: 0 as Level, strain: 'C' })?.code).toBe('BID_LEVEL_INVALID');
    expect(checkCall(R1926, s, { type: 'bid', level: 1.5 as Level, strain: 'C' })?.code).toBe('BID_LEVEL_INVALID');
    expect(checkCall(R1926, s, { type: 'bid', level: 1, strain: 'Z' as Strain })?.code).toBe('STRAIN_NOT_IN_RULES');
    expect(checkCall(R1926, s, { type: 'bogus' } as unknown as Call)?.code).toBe('CALL_UNKNOWN');
    expect(checkCall(R1926, s, null as unknown as Call)?.code).toBe('CALL_UNKNOWN');
  });
});

describe('the dealer and the end of the auction', () => {
  it('the dealer must bid under the 1912 royal count and the 1908 bridge count (law 42; SPEC08; STREET09)', () => {
    for (const rules of [R1912, R1908]) {
      expect(refusal(rules, 'S', 'P')).toBe('DEALER_MUST_BID');
      // Only the dealer's first call: the others may pass.
      expect(run(rules, 'S', '1S P P P').contract).toEqual({ level: 1, strain: 'S', doubled: 0, declarer: 'S' });
    }
    const e = checkCall(R1912, startAuction('S'), { type: 'pass' });
    expect(e?.message).toBe(
      'South, the dealer, may not pass: under Whist Club Laws 1912 (Royal Auction) the dealer must open the bidding.',
    );
    expect(e?.hint).toBe('The lowest opening is one spade.');
    expect(legalCalls(R1912, startAuction('S')).some((c) => c.type === 'pass')).toBe(false);
  });

  it('four passes pass the hand out under the 1926 laws (dealer may pass: WORK20, addendum Q3a)', () => {
    const s = run(R1926, 'E', 'P P P P');
    expect(s).toMatchObject({ complete: true, passedOut: true, toAct: null, contract: null, lastBid: null });
    expect(checkCall(R1926, s, { type: 'pass' })?.code).toBe('AUCTION_OVER');
    expect(legalCalls(R1926, s)).toEqual([]);
  });

  it('three passes after a bid end it; three opening passes do not (HOYLE14 fn. 9)', () => {
    const open = run(R1926, 'N', 'P P P');
    expect(open).toMatchObject({ complete: false, toAct: 'W' });
    const s = run(R1926, 'N', 'P P P 1H P P P');
    expect(s).toMatchObject({ complete: true, passedOut: false, toAct: null });
    expect(s.contract).toEqual({ level: 1, strain: 'H', doubled: 0, declarer: 'W' });
    expect(refusal(R1926, 'N', 'P P P 1H P P P P')).toBe('AUCTION_OVER');
  });

  it('a double or a redouble reopens the bidding (law 55)', () => {
    const s = run(R1926, 'N', '1H P P X');
    expect(s).toMatchObject({ complete: false, toAct: 'N', doubled: 1 });
    expect(run(R1926, 'N', '1H P P X P P P').contract).toEqual({ level: 1, strain: 'H', doubled: 1, declarer: 'N' });
    expect(run(R1926, 'N', '1H X XX P P P').contract).toEqual({ level: 1, strain: 'H', doubled: 2, declarer: 'N' });
    // After the redouble the other side may still bid.
    expect(run(R1926, 'N', '1H X P P XX P P 2C P P P').contract).toEqual({ level: 2, strain: 'C', doubled: 0, declarer: 'W' });
  });

  it('lastBid remembers the bid, its bidder and its index', () => {
    expect(run(R1926, 'W', 'P 1S X P').lastBid).toEqual({ bid: bid('1S'), seat: 'N', index: 1 });
  });
});

describe('doubles and redoubles (laws 43, 53–55; auction-laws.md §4.2, §10 row 10)', () => {
  const cases: [string, CallErrorCode | null][] = [
    ['X', 'DOUBLE_NOTHING'],
    ['P XX', 'REDOUBLE_NOT_DOUBLED'],
    ['1H X', null], // an opponent's bid
    ['1H P P X', null], // the last bid, after two passes
    ['1H P X', 'DOUBLE_OWN_SIDE'], // partner's bid
    ['1H X X', 'DOUBLE_OWN_SIDE'],
    ['1H X P X', 'DOUBLE_AGAIN'], // once only
    ['1H X XX P P X', 'DOUBLE_AGAIN'],
    ['1H P XX', 'REDOUBLE_NOT_DOUBLED'],
    ['1H X XX', null], // partner of the bidder redoubles
    ['1H X P P XX', null], // the bidder himself
    ['1H X P XX', 'REDOUBLE_BY_DOUBLERS'],
    ['1H X XX P P XX', 'REDOUBLE_AGAIN'],
    ['1H X 2H X', null], // the double died with one heart, so two hearts may be doubled
    ['1H X 2H P P XX', 'REDOUBLE_NOT_DOUBLED'],
    ['1H X P 1S', null], // overcalling a doubled bid
  ];
  for (const [text, code] of cases) {
    it(`${text} → ${code ?? 'legal'}`, () => expect(refusal(R1926, 'N', text)).toBe(code));
  }

  it('a double dies when its bid is overcalled (law 53)', () => {
    expect(run(R1926, 'N', '1H X 2H').doubled).toBe(0);
    expect(run(R1926, 'N', '1H X XX 2C').doubled).toBe(0);
  });

  it('explains a refused double or redouble in bridge words', () => {
    const own = checkCall(R1926, run(R1926, 'N', '1H P'), { type: 'double' });
    expect(own?.message).toBe("South may not double his partner's bid of one heart: a player may double only an opponent's bid.");
    const doublers = checkCall(R1926, run(R1926, 'N', '1H X P'), { type: 'redouble' });
    expect(doublers?.message).toBe("West may not redouble: only North's side, whose bid of one heart was doubled, may redouble.");
  });
});

describe('declarer: the first of the winning side to name the final strain (law 46; EB22)', () => {
  it('the bidder of the final contract declares when he named the strain first', () => {
    expect(run(R1926, 'N', '1S P 2H P 3S P P P').contract?.declarer).toBe('N');
  });

  it('partner declares when partner named the strain first', () => {
    // North 1H, South 2C, North 2NT, South 4H: South made the final bid, North named hearts first.
    expect(run(R1926, 'N', '1H P 2C P 2NT P 4H P P P').contract).toEqual({ level: 4, strain: 'H', doubled: 0, declarer: 'N' });
    expect(run(R1926, 'N', '1H P 4H P P P').contract?.declarer).toBe('N');
  });

  it("an opponent's earlier bid in the same strain does not count", () => {
    // East names hearts first; North–South win in hearts; South was the first of them.
    expect(run(R1926, 'N', 'P 1H 2H P P P').contract).toEqual({ level: 2, strain: 'H', doubled: 0, declarer: 'S' });
  });

  it('royal and plain spades are different strains (1912)', () => {
    expect(run(R1912, 'N', '1S P 1R P P P').contract?.declarer).toBe('S');
  });

  it('declarerOf is null when the side never named the strain', () => {
    const s = run(R1926, 'N', '1H P P P');
    expect(declarerOf(s.calls, 'H', 'NS')).toBe('N');
    expect(declarerOf(s.calls, 'H', 'EW')).toBeNull();
    expect(declarerOf(s.calls, 'S', 'NS')).toBeNull();
  });
});

describe('notation and words', () => {
  it('formats and parses calls (PBN tokens, plus R and NL)', () => {
    const texts = ['Pass', 'X', 'XX', '1C', '2D', '3H', '4S', '5NT', '2R', '1NL'];
    for (const t of texts) expect(formatCall(parseCall(t)!)).toBe(t);
    expect(parseCall('p')).toEqual({ type: 'pass' });
    expect(parseCall(' pass ')).toEqual({ type: 'pass' });
    expect(parseCall('Dbl')).toEqual({ type: 'double' });
    expect(parseCall('rdbl')).toEqual({ type: 'redouble' });
    expect(parseCall('3n')).toEqual({ type: 'bid', level: 3, strain: 'NT' });
    expect(parseCall('4♥')).toEqual({ type: 'bid', level: 4, strain: 'H' });
    expect(parseCall('1nl')).toEqual({ type: 'bid', level: 1, strain: 'NL' });
    for (const bad of ['', '0C', '1X', 'NT', '1 NTX', 'XXX', '12C']) expect(parseCall(bad)).toBeUndefined();
  });

  it('names calls in words', () => {
    expect(['1H', '2NT', '1NT', '3R', '1NL', '7C', 'P', 'X', 'XX'].map((t) => callName(parseCall(t)!))).toEqual([
      'one heart',
      'two no-trumps',
      'one no-trump',
      'three royal spades',
      'one nullo',
      'seven clubs',
      'pass',
      'double',
      'redouble',
    ]);
  });

  it('formats contracts PBN style', () => {
    expect(formatContract({ level: 4, strain: 'H', doubled: 1, declarer: 'S' })).toBe('4HX');
    expect(formatContract({ level: 3, strain: 'NT', doubled: 2, declarer: 'S' })).toBe('3NTXX');
    expect(formatContract({ level: 2, strain: 'R', doubled: 0, declarer: 'S' })).toBe('2R');
  });

  it('gives the trump suit of each strain: royal spades are spades; no-trump and nullos have none', () => {
    expect((['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const).map(trumpOf)).toEqual(['C', 'D', 'H', 'S', 'S', null, null]);
  });
});

describe('applyCall', () => {
  it('never changes the state it was given', () => {
    const s = run(R1926, 'N', '1H');
    const frozen = JSON.stringify(s);
    const next = applyCall(R1926, s, { type: 'double' });
    expect(next.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('returns JSON-safe states', () => {
    const s = run(R1912, 'S', '1S X 2R P P P');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
