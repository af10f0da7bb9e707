/**
 * The packed timeline: exact round-trips for the course's own hands and for random legal hands
 * replayed by the engine, and clear errors (never a throw) for strings that are not packed
 * timelines of this format version.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCall, legalCalls, startAuction, type AuctionState } from './auction.ts';
import { randomDeal } from './deal.ts';
import { parsePbn, pbnParseOf } from './formats/pbn.ts';
import { applyCard, legalPlays, startPlay, type PlayState } from './play.ts';
import { checkRecord, replay, type HandRecord, type Timeline } from './record.ts';
import { unwrap } from './result.ts';
import { getRuleSet, withOptions } from './rules/index.ts';
import { AUCTION_RULE_SET_IDS } from './rules/types.ts';
import { packTimeline, TIMELINE_PACK_VERSION, unpackTimeline } from './timeline-pack.ts';
import { SEATS, type Call, type Card } from './types.ts';

const HANDS_DIR = new URL('../content/hands/', import.meta.url);

/** Every game of every PBN file of the course, checked and replayed by the engine. */
const courseTimelines: readonly { name: string; timeline: Timeline }[] = readdirSync(HANDS_DIR)
  .filter((f) => f.endsWith('.pbn'))
  .flatMap((file) =>
    pbnParseOf(parsePbn(readFileSync(new URL(file, HANDS_DIR), 'utf8'), { file })).records.flatMap((rec, i) =>
      rec === null ? [] : [{ name: `${file} #${i + 1}`, timeline: replay(unwrap(checkRecord(rec))) }],
    ),
  );

/** A note that stresses the text form: quotes, backticks, backslashes, HTML and suit symbols. */
const noteArb = fc.option(
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom('say "one spade"', 'a `tick`', 'back\\slash', '<b>&amp;</b>', '♠ A–K ♥'),
  ),
  { nil: undefined },
);

/**
 * A random legal hand, replayed: a random deal, calls among the legal ones (passing half the
 * time so that auctions end), then some legal cards, with random notes and alerts.
 */
const timelineArb = fc
  .record({
    seed: fc.integer(),
    dealer: fc.constantFrom(...SEATS),
    ruleSet: fc.constantFrom(...AUCTION_RULE_SET_IDS),
    nullos: fc.boolean(),
    callChoices: fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
    cardChoices: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
    nCards: fc.nat(52),
    notes: fc.array(noteArb, { minLength: 103, maxLength: 103 }),
    alerts: fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
  })
  .map((p): Timeline => {
    const rules = withOptions(getRuleSet(p.ruleSet)!, p.nullos ? { nullos: true } : {});
    const deal = randomDeal(p.seed, p.dealer);
    let auction: AuctionState = startAuction(p.dealer);
    const calls: Call[] = [];
    for (const choice of p.callChoices) {
      const legal = legalCalls(rules, auction);
      if (legal.length === 0) break;
      const pass = legal.find((c) => c.type === 'pass');
      const call = pass && (choice % 2 === 0 || calls.length > 40) ? pass : legal[choice % legal.length]!;
      auction = unwrap(applyCall(rules, auction, call));
      calls.push(call);
    }
    const cards: Card[] = [];
    if (auction.contract) {
      let s: PlayState = startPlay(deal, auction.contract);
      for (const choice of p.cardChoices.slice(0, p.nCards)) {
        const legal = legalPlays(s);
        const card = legal[choice % legal.length]!;
        s = unwrap(applyCard(s, card));
        cards.push(card);
      }
    }
    const note = (i: number) => {
      const n = p.notes[i];
      return n === undefined ? {} : { note: n };
    };
    const rec: HandRecord = {
      ruleSet: p.ruleSet,
      ...(p.nullos ? { options: { nullos: true } } : {}),
      dealer: p.dealer,
      deal,
      ...(p.notes[102] !== undefined ? { intro: p.notes[102] } : {}),
      calls: calls.map((call, i) => ({ call, ...(p.alerts[i] === true ? { alert: true } : {}), ...note(i) })),
      play: cards.map((card, i) => ({ card, ...note(50 + i) })),
    };
    return replay(unwrap(checkRecord(rec)));
  });

const packed = (t: Timeline) => packTimeline(t);
const roundTrip = (t: Timeline) => unwrap(unpackTimeline(packTimeline(t)));

describe('packTimeline and unpackTimeline', () => {
  it('reads the course hands', () => {
    // Guards the tests below against an empty folder or a parser that found nothing.
    expect(courseTimelines.length).toBeGreaterThanOrEqual(30);
  });

  it.each(courseTimelines.map((c) => [c.name, c.timeline] as const))('round-trips %s exactly', (_name, t) => {
    expect(roundTrip(t)).toEqual(t);
    // Nothing lost or added that JSON would hide, and the same order of steps.
    expect(JSON.stringify(roundTrip(t).steps.map((s) => s.step))).toBe(JSON.stringify(t.steps.map((s) => s.step)));
  });

  it('round-trips random legal hands replayed by the engine (property)', () => {
    fc.assert(
      fc.property(timelineArb, (t) => {
        expect(roundTrip(t)).toEqual(t);
      }),
      { numRuns: 150 },
    );
  });

  it('round-trips arbitrary JSON snapshots too: it knows no bridge (property)', () => {
    const snapshotArb = fc.record({
      step: fc.nat(5),
      event: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
      hands: fc.dictionary(fc.constantFrom('N', 'E', 'S', 'W'), fc.array(fc.constantFrom('SA', 'HK', 'D2', 'CT'), { maxLength: 6 })),
      auction: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      extra: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(snapshotArb, { minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), (steps, result) => {
        const t = JSON.parse(JSON.stringify({ ruleSet: 'x', steps, trickStarts: [], result })) as Timeline;
        expect(roundTrip(t)).toEqual(t);
      }),
    );
  });

  it('keys that objects inherit (__proto__, constructor, toString) are plain data', () => {
    const snap = (extra: string) =>
      JSON.parse(
        `{"event":{"type":"start"},"hands":{},"auction":[],"x":{"long":"${'z'.repeat(60)}","__proto__":{"a":${extra},"b":"${'y'.repeat(30)}"},"constructor":${extra},"toString":[${extra}]}}`,
      ) as object;
    const bare = { event: { type: 'start' }, hands: {}, auction: [], x: { long: 'z'.repeat(60) } };
    const t = {
      ruleSet: 'x',
      trickStarts: [],
      steps: [
        { step: 0, ...snap('1') },
        { step: 1, ...snap('2') },
        { step: 2, ...bare },
        { step: 3, ...snap('3') },
      ],
    };
    // The second step is stored as a patch inside `__proto__`, not as a whole new value.
    expect(packed(t as unknown as Timeline)).toContain('{`x`:{`__proto__`:{`a`:[2]}');
    expect(packed(t as unknown as Timeline)).toContain('{`x`:{`__proto__`:[{`a`:3,');
    const back = roundTrip(t as unknown as Timeline);
    expect(back).toEqual(t);
    expect(JSON.stringify(back)).toBe(JSON.stringify(t));
    for (const step of back.steps) expect(Object.getPrototypeOf((step as unknown as { x: object }).x)).toBe(Object.prototype);
  });

  it('stores a later step as what changed: a full hand is five times smaller than its JSON', () => {
    const full = courseTimelines.map((c) => c.timeline).find((t) => t.result.complete)!;
    expect(full).toBeDefined();
    const json = JSON.stringify(full);
    expect(packed(full).length * 5).toBeLessThan(json.length);
  });

  it('writes no `"` for a hand whose notes have no backtick (cheap in an HTML attribute)', () => {
    for (const { timeline } of courseTimelines) {
      if (JSON.stringify(timeline).includes('`')) continue;
      expect(packed(timeline)).not.toContain('"');
    }
  });

  it('starts with its format version', () => {
    expect(packed(courseTimelines[0]!.timeline).startsWith(`tl${TIMELINE_PACK_VERSION}[`)).toBe(true);
  });
});

describe('unpackTimeline: linear in what one step changes', () => {
  // A step that adds KEYS keys, then one that changes them all, then one that removes KEYS items
  // of an array: linear work takes well under a second; the old quadratic unpacking (a copy of
  // the object per key) took 218 s for 30,000 keys, so the 20 s timeout fails it.
  const KEYS = 30_000;
  const keys = Array.from({ length: KEYS }, (_, i) => `k${i}`);
  const first = { event: { kind: 'start' }, hands: {}, auction: [], list: keys };
  const added = Object.fromEntries(keys.map((k, i) => [k, [i]]));
  const changed = Object.fromEntries(keys.map((k) => [k, ['x']]));
  const removed = { list: [2, ...keys.map((_, i) => i)] };
  const packed = `tl${TIMELINE_PACK_VERSION}${JSON.stringify([{ trickStarts: [] }, first, added, changed, removed]).replace(/["`]/g, (c) => (c === '"' ? '`' : '"'))}`;

  it(`applies ${KEYS} changed keys and ${KEYS} removed items in one step each`, () => {
    const t = unwrap(unpackTimeline(packed));
    const [, second, third, fourth] = t.steps as unknown as Record<string, unknown>[];
    expect(second?.['k29999']).toBe(29_999);
    expect(Object.keys(third ?? {}).length).toBe(KEYS + 5);
    expect(third?.['k123']).toBe('x');
    expect(fourth?.['list']).toEqual([]);
    expect(fourth?.['step']).toBe(3);
  }, 20_000);
});

describe('unpackTimeline: malformed strings give errors, never throw', () => {
  const good = packed(courseTimelines.find((c) => c.timeline.result.complete)!.timeline);
  const body = good.slice(`tl${TIMELINE_PACK_VERSION}`.length);

  it.each([
    ['empty', '', 'PACK_UNREADABLE'],
    ['plain text', 'hello world', 'PACK_UNREADABLE'],
    ['raw JSON of a timeline', JSON.stringify(courseTimelines[0]!.timeline), 'PACK_UNREADABLE'],
    ['an older format version', `tl0${body}`, 'PACK_VERSION'],
    ['a newer format version', `tl${TIMELINE_PACK_VERSION + 1}${body}`, 'PACK_VERSION'],
    ['the version alone', `tl${TIMELINE_PACK_VERSION}`, 'PACK_UNREADABLE'],
    ['cut in half', good.slice(0, good.length >> 1), 'PACK_UNREADABLE'],
    ['missing its last character', good.slice(0, -1), 'PACK_UNREADABLE'],
    ['garbage after the version', `tl${TIMELINE_PACK_VERSION}#%$!`, 'PACK_UNREADABLE'],
    ['not an array', `tl${TIMELINE_PACK_VERSION}{}`, 'PACK_SHAPE'],
    ['fields but no step', `tl${TIMELINE_PACK_VERSION}[{\`trickStarts\`:[]}]`, 'PACK_SHAPE'],
    ['fields without trickStarts', `tl${TIMELINE_PACK_VERSION}[{},{}]`, 'PACK_SHAPE'],
    ['a step that is not a snapshot', `tl${TIMELINE_PACK_VERSION}[{\`trickStarts\`:[]},{\`a\`:1}]`, 'PACK_SHAPE'],
    ['an unknown change', `${good.slice(0, -1)},[7,1]]`, 'PACK_SHAPE'],
    ['an append to an object', `${good.slice(0, -1)},{\`hands\`:[1,5]}]`, 'PACK_SHAPE'],
    ['a change that breaks the snapshot', `${good.slice(0, -1)},{\`hands\`:[3]}]`, 'PACK_SHAPE'],
    ['a patch of a missing key', `${good.slice(0, -1)},{\`nothing\`:{\`x\`:[1]}}]`, 'PACK_SHAPE'],
  ])('%s', (_name, input, code) => {
    const r = unpackTimeline(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.severity).toBe('error');
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('a version error says which versions', () => {
    const r = unpackTimeline(`tl0${body}`);
    expect(!r.ok && r.error.message).toMatch(/format 0.*format 1/);
  });

  it('a value that is not a string at all', () => {
    expect(unpackTimeline(42 as unknown as string).ok).toBe(false);
    expect(unpackTimeline(null as unknown as string).ok).toBe(false);
  });

  it('every proper prefix of a packed hand is refused (property)', () => {
    fc.assert(
      fc.property(fc.nat(good.length - 1), (n) => {
        expect(unpackTimeline(good.slice(0, n)).ok).toBe(false);
      }),
    );
  });

  it('random strings, with or without the version, never throw (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string({ unit: 'binary' }), (prefixed, s) => {
        const r = unpackTimeline(prefixed ? `tl${TIMELINE_PACK_VERSION}${s}` : s);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });

  it('a random edit of a packed hand never throws (property)', () => {
    fc.assert(
      fc.property(fc.nat(good.length - 1), fc.string({ maxLength: 3 }), (at, s) => {
        const r = unpackTimeline(good.slice(0, at) + s + good.slice(at + 1));
        expect(typeof r.ok).toBe('boolean');
      }),
    );
  });
});
