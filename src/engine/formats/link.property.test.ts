/**
 * Property tests for share links (issue 4, "Share links" and "Robustness"): exact round trips of
 * random fully or partly played hands, the 80-character promise, and that random, truncated or
 * mistyped links never throw and are never opened as a different hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK, compareForDisplay, rankIndex, rankOf, suitOf } from '../card.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../record.ts';
import { RULE_SET_IDS } from '../rules/types.ts';
import { SEATS, STRAINS, type Call, type Card, type Deal, type Level, type Seat, type Suit } from '../types.ts';
import { decodeHandLink, encodeHandLink } from './link.ts';

/** A local trick winner (auction-laws.md §4.3): highest trump, else highest card of the suit led. */
const winner = (trick: readonly Card[], leader: Seat, trump: Suit | null): Seat => {
  let best = 0;
  trick.forEach((c, k) => {
    const b = trick[best]!;
    if (suitOf(c) === suitOf(b) ? rankIndex(rankOf(c)) > rankIndex(rankOf(b)) : suitOf(c) === trump) best = k;
  });
  return SEATS[(SEATS.indexOf(leader) + best) % 4]!;
};

const dealArb: fc.Arbitrary<Deal> = fc.shuffledSubarray([...FULL_DECK], { minLength: 52, maxLength: 52 }).map((cards) => ({
  N: cards.slice(0, 13).sort(compareForDisplay),
  E: cards.slice(13, 26).sort(compareForDisplay),
  S: cards.slice(26, 39).sort(compareForDisplay),
  W: cards.slice(39, 52).sort(compareForDisplay),
}));

/** One round of a normal auction: a few passes, a higher bid, perhaps a double and a redouble. */
const roundArb = fc.record({
  passes: fc.integer({ min: 0, max: 2 }),
  raise: fc.integer({ min: 1, max: 8 }),
  doubled: fc.integer({ min: 0, max: 6 }),
});

/** A normal auction: up to five rising bids with passes and the odd double, then three passes (or four passes). */
const auctionArb: fc.Arbitrary<Call[]> = fc.array(roundArb, { maxLength: 5 }).map((rounds) => {
  const out: Call[] = [];
  let last = -1;
  for (const r of rounds) {
    const next = last + r.raise;
    if (next >= 49) break;
    for (let k = 0; k < r.passes; k++) out.push({ type: 'pass' });
    out.push({ type: 'bid', level: (Math.floor(next / 7) + 1) as Level, strain: STRAINS[next % 7]! });
    if (r.doubled >= 5) out.push({ type: 'double' });
    if (r.doubled === 6) out.push({ type: 'redouble' });
    last = next;
  }
  for (let k = 0; k < (last < 0 ? 4 : 3); k++) out.push({ type: 'pass' });
  return out;
});

const textArb = fc.string({ unit: 'grapheme', maxLength: 12 });

interface Generated {
  readonly record: HandRecord;
  readonly step: number;
  readonly includeNotes: boolean;
}

/** A random hand as a link keeps it: play follows suit, each trick won by the local trick winner. */
const handArb = (opts: { fullPlay?: boolean; notes?: boolean } = {}): fc.Arbitrary<Generated> =>
  fc
    .record({
      ruleSet: fc.constantFrom(...RULE_SET_IDS),
      dealer: fc.constantFrom(...SEATS),
      deal: dealArb,
      auction: auctionArb,
      alerts: fc.array(fc.nat({ max: 30 }), { maxLength: 2 }),
      leader: fc.constantFrom(...SEATS),
      cards: opts.fullPlay ? fc.constant(52) : fc.integer({ min: 0, max: 52 }),
      picks: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
      claim: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
      result: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
      vulnerability: fc.option(fc.constantFrom<'None' | 'NS' | 'EW' | 'All'>('None', 'NS', 'EW', 'All'), { nil: undefined }),
      board: fc.option(fc.integer({ min: 1, max: 36 }).map(String), { nil: undefined }),
      step: fc.nat({ max: 120 }),
      includeNotes: opts.notes === false ? fc.constant(false) : fc.boolean(),
      noteSeed: fc.array(fc.option(textArb, { nil: undefined }), { minLength: 90, maxLength: 90 }),
      title: fc.option(textArb, { nil: undefined }),
      intro: fc.option(textArb, { nil: undefined }),
    })
    .map((g) => {
      const lastBid = [...g.auction].reverse().find((c) => c.type === 'bid');
      const strain = lastBid?.type === 'bid' ? lastBid.strain : 'NT';
      const trump: Suit | null = strain === 'R' ? 'S' : strain === 'NT' || strain === 'NL' ? null : strain;
      const hands = Object.fromEntries(SEATS.map((s) => [s, [...g.deal[s]!]])) as Record<Seat, Card[]>;
      const play: Card[] = [];
      let lead = g.leader;
      let seat = g.leader;
      let trick: Card[] = [];
      for (let i = 0; i < g.cards; i++) {
        const h = hands[seat];
        const led = trick[0] ? suitOf(trick[0]) : null;
        const legal = led && h.some((c) => suitOf(c) === led) ? h.filter((c) => suitOf(c) === led) : h;
        const card = legal[g.picks[i]! % legal.length]!;
        h.splice(h.indexOf(card), 1);
        play.push(card);
        trick.push(card);
        if (trick.length === 4) {
          lead = winner(trick, lead, trump);
          seat = lead;
          trick = [];
        } else seat = SEATS[(SEATS.indexOf(seat) + 1) % 4]!;
      }
      const note = (k: number): { note?: string } => {
        const n = g.includeNotes ? g.noteSeed[k % 90] : undefined;
        return n !== undefined ? { note: n } : {};
      };
      const calls: CallEntry[] = g.auction.map((call, k) => ({
        call,
        ...(g.alerts.includes(k) ? { alert: true } : {}),
        ...note(k),
      }));
      const cards: PlayEntry[] = play.map((card, k) => ({ card, ...note(k + 40) }));
      const record: HandRecord = {
        ...(g.includeNotes && g.title !== undefined ? { title: g.title } : {}),
        ruleSet: g.ruleSet,
        ...(g.board !== undefined ? { board: g.board } : {}),
        dealer: g.dealer,
        deal: g.deal,
        ...(g.vulnerability !== undefined ? { vulnerability: g.vulnerability } : {}),
        ...(g.includeNotes && g.intro !== undefined ? { intro: g.intro } : {}),
        calls,
        play: cards,
        ...(g.claim !== undefined ? { claim: { tricks: g.claim } } : {}),
        ...(g.result !== undefined ? { result: g.result } : {}),
      };
      return { record, step: Math.min(g.step, calls.length + cards.length), includeNotes: g.includeNotes };
    });

describe('share links: properties', () => {
  it('round-trips every random hand exactly, with the step', () => {
    fc.assert(
      fc.property(handArb(), ({ record, step, includeNotes }) => {
        const r = decodeHandLink(encodeHandLink(record, { step, includeNotes }));
        expect(r.ok && r.value).toEqual({ record, step });
      }),
      { numRuns: 300 },
    );
  });

  it('writes every fully played hand with a normal auction and no notes in 80 characters or fewer', () => {
    fc.assert(
      fc.property(handArb({ fullPlay: true, notes: false }), ({ record, step }) => {
        expect(record.play).toHaveLength(52);
        expect(encodeHandLink(record, { step }).length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random text, and answers with an error that says what and where', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.base64String().map((s) => `1${s}`),
        ),
        (s) => {
          const r = decodeHandLink(s);
          if (!r.ok) {
            expect(r.error.length).toBeGreaterThan(0);
            for (const d of r.error) {
              expect(d.code).toMatch(/^LINK_[A-Z]+$/);
              expect(d.message.length).toBeGreaterThan(10);
              expect(d.pos?.line).toBe(1);
              expect(d.pos?.column).toBeGreaterThanOrEqual(1);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never opens random bytes under the version character without a matching checksum', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 80 }), (bytes) => {
        const link = `1${Buffer.from(bytes).toString('base64url')}`;
        expect(() => decodeHandLink(link)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('rejects every truncation of a valid link', () => {
    fc.assert(
      fc.property(handArb({ notes: false }), fc.nat(), ({ record, step }, cut) => {
        const link = encodeHandLink(record, { step });
        const k = 1 + (cut % (link.length - 1));
        const r = decodeHandLink(link.slice(0, k));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(['LINK_TRUNCATED', 'LINK_CHECKSUM']).toContain(r.error[0]!.code);
      }),
      { numRuns: 300 },
    );
  });

  it('never opens a link with one character changed as a hand (the checksum catches it)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/= .%~';
    fc.assert(
      fc.property(handArb(), fc.nat(), fc.nat(), ({ record, step, includeNotes }, at, by) => {
        const link = encodeHandLink(record, { step, includeNotes });
        const i = at % link.length;
        const ch = alphabet[by % alphabet.length]!;
        fc.pre(ch !== link[i]);
        const r = decodeHandLink(link.slice(0, i) + ch + link.slice(i + 1));
        expect(r.ok).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back every note, title and introduction it writes, however long (over 65,536 bytes too)', () => {
    // Four characters repeated at least 16,385 times: always more than 65,536 UTF-8 bytes.
    const longText = fc
      .tuple(
        fc.string({ unit: 'binary', minLength: 4, maxLength: 4 }).filter((p) => p.isWellFormed()),
        fc.integer({ min: 16_385, max: 20_000 }),
      )
      .map(([piece, times]) => piece.repeat(times));
    fc.assert(
      fc.property(handArb(), longText, fc.constantFrom('title', 'intro', 'note'), ({ record, step }, text, where) => {
        const long: HandRecord =
          where === 'note' && record.calls.length > 0
            ? { ...record, calls: record.calls.map((c, k) => (k === 0 ? { ...c, note: text } : c)) }
            : { ...record, [where === 'intro' ? 'intro' : 'title']: text };
        const r = decodeHandLink(encodeHandLink(long, { step, includeNotes: true }));
        expect(r.ok).toBe(true);
        const back = r.ok ? r.value.record : undefined;
        const expected = where === 'note' && record.calls.length > 0 ? back?.calls[0]?.note : where === 'intro' ? back?.intro : back?.title;
        expect(expected).toBe(text);
      }),
      { numRuns: 10 },
    );
  }, 60_000);
});
