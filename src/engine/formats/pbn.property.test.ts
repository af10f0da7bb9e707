/**
 * Property tests for the PBN reader and writer (fast-check):
 *
 * - round trip: random records (a random deal from a local shuffle, a legal random auction
 *   under a random rule set, a legal random play, random notes, claims and tags) survive
 *   `makePbn` then `parsePbn` unchanged, with no error;
 * - robustness: random text, random bytes (through `decodeBytes`), PBN-like token soup, and
 *   corpus files with random cuts and mutations never throw, and every problem comes back as
 *   a diagnostic with a position.
 */
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCall, bidLadder, checkCall, startAuction, type AuctionState } from '../auction.ts';
import { FULL_DECK, compareForDisplay } from '../card.ts';
import { applyCard, declarerTricks, legalPlays, startPlay, tricksRemaining, type PlayState } from '../play.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../record.ts';
import { RULE_SETS, RULE_SET_IDS, withOptions, type RuleOptions, type RuleSet, type RuleSetId } from '../rules/index.ts';
import { SEATS, VULNERABILITIES, type Call, type Card, type Deal, type Seat } from '../types.ts';
import { decodeBytes } from './encoding.ts';
import { makePbn, parsePbn, pbnParseOf, readPbnGames, type PbnOptions, type PbnParse } from './pbn.ts';

// ---------------------------------------------------------------------------------------------
// Random records

/** Fisher–Yates with the random numbers fast-check gives (so that failures shrink and replay). */
const shuffle = (deck: readonly Card[], randoms: readonly number[]): Card[] => {
  const out = [...deck];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randoms[i]! % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

const dealFrom = (randoms: readonly number[], unknown: readonly boolean[]): Deal => {
  const deck = shuffle(FULL_DECK, randoms);
  const hand = (i: number): Card[] | null => (unknown[i] ? null : deck.slice(i * 13, i * 13 + 13).sort(compareForDisplay));
  return { N: hand(0), E: hand(1), S: hand(2), W: hand(3) };
};

/** Printable text for notes: ASCII without the backslash, some Latin-1 letters, suit symbols, PBN delimiters. */
const noteChar = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .integer({ min: 0x20, max: 0x7e })
      .filter((c) => c !== 0x5c)
      .map((c) => String.fromCharCode(c)),
  },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ü', 'ß', '♠', '♥', '♦', '♣', '½') },
);
const line = (max: number): fc.Arbitrary<string> =>
  fc.array(noteChar, { minLength: 1, maxLength: max }).map((a) => a.join('').replace(/\s+$/, ''));

/** A note in the form the reader produces: no blank first or last line, no trailing spaces. */
const noteText: fc.Arbitrary<string> = fc.oneof(
  // One line; it may hold "}" (written as a [Note]), so no space at its ends.
  line(150)
    .map((s) => s.trim())
    .filter((s) => s !== ''),
  // Several lines (written as a {...} block), indented or with blank lines inside, without "}".
  fc
    .array(fc.oneof(line(120), fc.constant('')), { minLength: 2, maxLength: 5 })
    .map((ls) => ls.join('\n').replace(/}/g, ')'))
    .filter((s) => s.split('\n')[0] !== '' && s.split('\n').at(-1) !== '' && s.includes('\n')),
);

const tagValue = fc
  .array(fc.oneof(noteChar, fc.constant('\\')), { maxLength: 40 })
  .map((a) => a.join(''))
  .filter((v) => v !== '#' && !v.startsWith('##') && v !== '?');
const name = tagValue.map((s) => s.trim()).filter((s) => s !== '' && s !== '#' && !s.startsWith('##') && s !== '?');

const OPTIONS: readonly (RuleOptions | undefined)[] = [
  undefined,
  undefined,
  { nullos: true },
  { duplicate: true },
  { threeHanded: true },
  { nullos: true, passedOutRedeal: 'nextDealer' },
  { passedOutRedeal: 'sameDealer' },
];

interface Raw {
  readonly randoms: number[];
  readonly unknown: boolean[];
  readonly dealer: Seat;
  readonly ruleSet: RuleSetId;
  readonly options: number;
  readonly vulnerability: number;
  readonly callChoices: number[];
  readonly finish: boolean;
  readonly playChoices: number[];
  readonly playAll: boolean;
  readonly claim: boolean;
  readonly claimPick: number;
  readonly withResult: boolean;
  readonly alerts: boolean[];
  readonly notes: (string | undefined)[];
  readonly intro: string | undefined;
  readonly title: string | undefined;
  readonly event: string | undefined;
  readonly board: string | undefined;
  readonly tags: Record<string, string>;
}

const rawRecord: fc.Arbitrary<Raw> = fc.record({
  randoms: fc.array(fc.nat(), { minLength: 52, maxLength: 52 }),
  // Now and then some hands unknown (a diagram), never all four (a record without a deal says nothing).
  unknown: fc.oneof(
    { weight: 5, arbitrary: fc.constant<boolean[]>([false, false, false, false]) },
    { weight: 1, arbitrary: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }).filter((u) => u.includes(false)) },
  ),
  dealer: fc.constantFrom(...SEATS),
  ruleSet: fc.constantFrom(...RULE_SET_IDS),
  options: fc.nat({ max: OPTIONS.length - 1 }),
  vulnerability: fc.nat({ max: 4 }), // 4: not given
  callChoices: fc.array(fc.nat(), { maxLength: 30 }),
  finish: fc.boolean(),
  playChoices: fc.array(fc.nat(), { maxLength: 52 }),
  playAll: fc.boolean(),
  claim: fc.boolean(),
  claimPick: fc.nat(),
  withResult: fc.boolean(),
  alerts: fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
  // At most 30 different notes, so that a section never needs more than PBN's 32 [Note] numbers.
  notes: fc.array(fc.option(noteText, { nil: undefined, freq: 6 }), { minLength: 1, maxLength: 30 }),
  // Commentary has no escape for "}" (the writer turns it into ")"), so the intro has none.
  intro: fc.option(
    noteText.map((t) => t.replace(/}/g, ')')),
    { nil: undefined },
  ),
  title: fc.option(name, { nil: undefined }),
  event: fc.option(name, { nil: undefined }),
  board: fc.option(fc.oneof(fc.integer({ min: 1, max: 99 }).map(String), name), { nil: undefined }),
  tags: fc.dictionary(
    fc.constantFrom('Annotator', 'Description', 'Stage', 'HomeTeam', 'VisitTeam', 'West', 'North', 'East', 'South', 'Site', 'Source'),
    tagValue,
    { maxKeys: 4 },
  ),
});

const ladders = new Map<RuleSet, Call[]>();
/** A few legal calls (pass, double, redouble, the next bids up), cheaper than every legal call. */
const someLegalCalls = (rules: RuleSet, state: AuctionState): Call[] => {
  if (state.complete) return [];
  let ladder = ladders.get(rules);
  if (!ladder) ladders.set(rules, (ladder = bidLadder(rules)));
  const above = state.lastBid
    ? ladder.findIndex((b) => b.type === 'bid' && b.level === state.lastBid!.bid.level && b.strain === state.lastBid!.bid.strain) + 1
    : 0;
  const candidates: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }, ...ladder.slice(above, above + 5)];
  return candidates.filter((c) => checkCall(rules, state, c) === null);
};

/** Builds a record from the raw draws: legal calls (auction.ts), cards from `legalPlays` (play.ts). */
const buildRecord = (raw: Raw): HandRecord => {
  const base = RULE_SETS[raw.ruleSet];
  const auctionSet = base.scoring.kind === 'auction';
  const options = auctionSet ? OPTIONS[raw.options] : undefined;
  const rules = options ? withOptions(base, options) : base;
  const deal = dealFrom(raw.randoms, raw.unknown);
  let state: AuctionState = startAuction(raw.dealer);
  const calls: CallEntry[] = [];
  let slot = 0;
  const nextNote = (): { note?: string } => {
    const note = raw.notes[slot++ % raw.notes.length];
    return note !== undefined ? { note } : {};
  };
  const call = (choice: number, preferPass: boolean): boolean => {
    const legal = someLegalCalls(rules, state);
    if (legal.length === 0) return false;
    const pick = preferPass && legal[0]!.type === 'pass' ? legal[0]! : legal[choice % legal.length]!;
    const next = applyCall(rules, state, pick);
    if (!next.ok) return false;
    state = next.value;
    calls.push({ call: pick, ...(raw.alerts[slot % raw.alerts.length] ? { alert: true } : {}), ...nextNote() });
    return true;
  };
  for (const choice of raw.callChoices) if (!call(choice, choice % 3 === 0)) break;
  if (raw.finish) while (!state.complete && call(0, true));
  const play: PlayEntry[] = [];
  let claim: HandRecord['claim'];
  let result: number | undefined;
  const contract = state.contract;
  const full = SEATS.every((s) => deal[s] !== null);
  if (contract && full) {
    let ps: PlayState = startPlay(deal as { [S in Seat]: Card[] }, contract);
    const choices = raw.playAll ? [...raw.playChoices, ...Array<number>(52).fill(0)] : raw.playChoices;
    for (const choice of choices) {
      const legal = legalPlays(ps);
      if (legal.length === 0) break;
      const card = legal[choice % legal.length]!;
      const next = applyCard(ps, card);
      if (!next.ok) break;
      ps = next.value;
      play.push({ card, ...nextNote() });
    }
    const won = declarerTricks(ps);
    const left = tricksRemaining(ps);
    if (play.length > 0 && !ps.complete && raw.claim && left > 0) {
      // A claim the reader cannot refute: at most all the tricks left but one.
      const tricks = won + (raw.claimPick % left);
      claim = { tricks };
      result = tricks;
    } else if (ps.complete && raw.withResult) result = won;
  } else if (contract && raw.withResult) result = raw.claimPick % 14;
  const title = raw.title;
  const tags: Record<string, string> = { ...raw.tags };
  if (title !== undefined && raw.event !== undefined && raw.event !== title) tags.Event = raw.event;
  return {
    ...(title !== undefined ? { title } : {}),
    ruleSet: raw.ruleSet,
    ...(options ? { options } : {}),
    ...(raw.board !== undefined ? { board: raw.board } : {}),
    dealer: raw.dealer,
    deal,
    ...(raw.vulnerability < 4 ? { vulnerability: auctionSet ? 'None' : VULNERABILITIES[raw.vulnerability]! } : {}),
    ...(raw.intro !== undefined ? { intro: raw.intro } : {}),
    calls,
    play,
    ...(claim ? { claim } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(Object.keys(tags).length > 0 ? { tags } : {}),
  };
};

const strip = <T>(x: T): T => JSON.parse(JSON.stringify(x, (k, v: unknown) => (k === 'pos' ? undefined : v))) as T;

describe('round trip: parsePbn(makePbn(record)) gives the record back', () => {
  it('the random records reach what the round trip must carry', () => {
    const records = fc.sample(rawRecord, { numRuns: 300, seed: 7 }).map(buildRecord);
    const some = (p: (r: HandRecord) => boolean): number => records.filter(p).length;
    expect(some((r) => r.claim !== undefined)).toBeGreaterThan(5);
    expect(some((r) => r.play.length === 52)).toBeGreaterThan(0);
    expect(some((r) => r.calls.some((c) => c.alert))).toBeGreaterThan(5);
    expect(some((r) => [...r.calls, ...r.play].some((e) => e.note?.includes('}')))).toBeGreaterThan(5);
    expect(some((r) => [...r.calls, ...r.play].some((e) => e.note?.includes('\n')))).toBeGreaterThan(5);
    expect(some((r) => r.calls.some((c) => c.call.type === 'bid' && (c.call.strain === 'R' || c.call.strain === 'NL')))).toBeGreaterThan(0);
    expect(some((r) => SEATS.some((s) => r.deal[s] === null))).toBeGreaterThan(0);
    expect(some((r) => r.calls.length === 4 && r.calls.every((c) => c.call.type === 'pass'))).toBeGreaterThan(0);
  });

  it('for random records under every rule set', () => {
    fc.assert(
      fc.property(rawRecord, (raw) => {
        const record = buildRecord(raw);
        const text = makePbn(record);
        const back = pbnParseOf(parsePbn(text));
        expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(strip(back.records)).toEqual([strip(record)]);
        // The export format's line limit holds for everything but over-long tag values.
        expect(text.split('\r\n').filter((l) => l.length > 254 && !l.startsWith('['))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('for several records in one file', () => {
    fc.assert(
      fc.property(fc.array(rawRecord, { minLength: 2, maxLength: 4 }), (raws) => {
        const records = raws.map(buildRecord);
        const back = pbnParseOf(parsePbn(makePbn(records)));
        expect(strip(back.records)).toEqual(strip(records));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('writing is stable: make(parse(make(r))) equals make(r)', () => {
    fc.assert(
      fc.property(rawRecord, (raw) => {
        const once = makePbn(buildRecord(raw));
        const twice = makePbn(pbnParseOf(parsePbn(once)).records.filter((r): r is HandRecord => r !== null));
        expect(twice).toBe(once);
      }),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Robustness

/** What must hold for any input: no throw, a record slot per game, a position on every problem. */
const wellFormed = (r: PbnParse, text: string): void => {
  expect(r.records).toHaveLength(r.games.length);
  expect(r.byGame).toHaveLength(r.games.length);
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const d of r.diagnostics) {
    expect(d.code).not.toBe('PBN_INTERNAL');
    expect(d.pos).toBeDefined();
    expect(d.pos!.line).toBeGreaterThanOrEqual(1);
    expect(d.pos!.line).toBeLessThanOrEqual(lines);
    expect(d.pos!.column).toBeGreaterThanOrEqual(1);
    expect(typeof d.message).toBe('string');
    expect(d.message.length).toBeGreaterThan(0);
  }
};

/**
 * Read game by game, a text gives what `parsePbn` gives: the same games, records and problems
 * of each game, and every problem in the order of the whole file's.
 */
const sameGameByGame = (whole: PbnParse, text: string, opts: PbnOptions): void => {
  const pieces = [...readPbnGames(text, opts)];
  const games = pieces.filter((p) => p.game !== null);
  expect(games.map((p) => p.game)).toEqual(whole.games);
  expect(games.map((p) => p.record)).toEqual(whole.records);
  expect(games.map((p) => p.diagnostics)).toEqual(whole.byGame);
  expect(pieces.flatMap((p) => p.diagnostics)).toEqual(whole.diagnostics);
};

const both = (text: string): void => {
  for (const opts of [{}, { strict: false }]) {
    const whole = pbnParseOf(parsePbn(text, opts));
    wellFormed(whole, text);
    sameGameByGame(whole, text, opts);
  }
};

const TOKENS = [
  '[',
  ']',
  '"',
  '{',
  '}',
  ';',
  '%',
  '\n',
  '\r\n',
  ' ',
  '\t',
  '#',
  '##',
  '\\',
  '\\"',
  '=1=',
  '=',
  '$',
  '$1',
  '!',
  '?',
  '^I',
  '^S',
  '^R',
  '^L',
  'Event',
  'Deal',
  'Dealer',
  'Auction',
  'Play',
  'Note',
  'Contract',
  'Declarer',
  'Result',
  'Vulnerable',
  'RuleSet',
  'OptimumResultTable',
  '"N"',
  '"S"',
  '"W"',
  '"E"',
  '"1:x"',
  '"4HX"',
  '"Pass"',
  '"9"',
  '"^N"',
  '"royal-auction-1912"',
  '"Declarer;Denomination\\2R;Result\\2R"',
  `"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"`,
  '"W:- - - -"',
  '"N:AKQ.. - - -"',
  '1C',
  '1NT',
  '7NT',
  '2R',
  '3NL',
  'Pass',
  'X',
  'XX',
  'AP',
  '-',
  '+',
  '*',
  'SA',
  'HK',
  'D2',
  'C10',
  'S1',
  'N',
  '9',
  '13',
  '\u0000',
  'é',
  '♠',
];

describe('robustness: the reader never throws and places every problem', () => {
  it('on random text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), both), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), both), { numRuns: 300 });
  }, 60_000);

  it('on random bytes through decodeBytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => both(decodeBytes(bytes).text)),
      { numRuns: 300 },
    );
  }, 60_000);

  it('on PBN-like token soup', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }).map((t) => t.join(' ')),
        both,
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }).map((t) => t.join('')),
        both,
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('on written records with random cuts', () => {
    fc.assert(
      fc.property(rawRecord, fc.nat(), fc.nat(), (raw, a, b) => {
        const text = makePbn(buildRecord(raw));
        const from = a % (text.length + 1);
        const to = from + (b % (text.length - from + 1));
        both(text.slice(0, from) + text.slice(to));
        both(text.slice(from));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  // The corpus files (../shared/corpus, not in this repository): cut, spliced and mutated.
  const corpus = new URL('../../../../shared/corpus/pbn/', import.meta.url);
  const files = [
    'timheilman-bridge-pbn--correct_10.pbn',
    'timheilman-bridge-pbn--correct_20.pbn',
    'timheilman-bridge-pbn--errors_10.pbn',
    'timheilman-bridge-pbn--errors_20.pbn',
    'richardschneider-pbn--Schiphol.pbn',
    'forrestrice-bridge-bots--sample.pbn',
    'lorserker-ben--Ben_and_Friends_Daily_-_2024-06-03_Daylong.pbn',
    'jarekczek-pbntools--history_expected.pbn',
  ].filter((f) => existsSync(new URL(f, corpus)));
  const texts = files.map((f) => decodeBytes(readFileSync(new URL(f, corpus))).text);

  it.runIf(texts.length > 0)(
    'on corpus files with random cuts, insertions, deletions and swapped lines',
    () => {
      const mutation = fc.record({
        file: fc.nat({ max: Math.max(0, texts.length - 1) }),
        window: fc.nat(),
        size: fc.integer({ min: 200, max: 3000 }),
        edits: fc.array(
          fc.record({
            kind: fc.constantFrom('delete', 'insert', 'swap', 'cut'),
            at: fc.nat(),
            len: fc.nat({ max: 40 }),
            token: fc.constantFrom(...TOKENS),
          }),
          { maxLength: 6 },
        ),
      });
      fc.assert(
        fc.property(mutation, ({ file, window, size, edits }) => {
          const source = texts[file]!;
          const start = window % Math.max(1, source.length);
          let text = source.slice(start, start + size);
          for (const e of edits) {
            const at = text.length === 0 ? 0 : e.at % text.length;
            if (e.kind === 'delete') text = text.slice(0, at) + text.slice(at + e.len);
            else if (e.kind === 'insert') text = text.slice(0, at) + e.token + text.slice(at);
            else if (e.kind === 'cut') text = text.slice(0, at);
            else {
              const ls = text.split('\n');
              const i = at % Math.max(1, ls.length);
              const j = (at + e.len) % Math.max(1, ls.length);
              [ls[i], ls[j]] = [ls[j]!, ls[i]!];
              text = ls.join('\n');
            }
          }
          both(text);
        }),
        { numRuns: 300 },
      );
    },
    60_000,
  );
});
