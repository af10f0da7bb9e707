/**
 * The Hand Lab's model, without a DOM: reading pasted text (kinds, problems with line and column,
 * the marked source, limits), the hand under construction (deal editing, only legal calls and
 * cards, undo, notes per step, claims, rule-set and dealer changes), share links and back, and
 * what is kept in the browser.
 */
import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { legalCalls, runAuction } from '../../engine/auction.ts';
import { FULL_DECK, rankOf, suitOf } from '../../engine/card.ts';
import { randomDeal } from '../../engine/deal.ts';
import { encodeHandLink } from '../../engine/formats/link.ts';
import { parsePbn, pbnParseOf } from '../../engine/formats/pbn.ts';
import { legalPlays } from '../../engine/play.ts';
import { checkRecord } from '../../engine/record.ts';
import { AUCTION_RULE_SET_IDS, RULE_SET_IDS, RULE_SETS } from '../../engine/rules/index.ts';
import { MAX_LINK_LENGTH } from '../HandGallery/embed.ts';
import { readStepFromHash, stepKey, stepUrl } from '../HandReplay/model.ts';
import { SEATS, SUITS, type Call, type Card, type Seat } from '../../engine/types.ts';
import {
  biddingBox,
  boardLabel,
  boardLink,
  boardWithLink,
  bringBackText,
  chooseBoard,
  clearSaved,
  dealString,
  detectKind,
  diagnosticViews,
  embedSnippet,
  embedUrl,
  emptyHand,
  escapeAttribute,
  fileTooLarge,
  formatCount,
  gridMove,
  handFromLink,
  handFromRecord,
  handPbn,
  handTimeline,
  hashWithLink,
  hashWithoutLink,
  hashWithoutPasteStep,
  hashWithPastedLink,
  holderOf,
  keepReplacedText,
  keepText,
  LAB_HAND_KEY,
  LAB_KEPT_TEXTS_KEY,
  LAB_SETTINGS_KEY,
  LAB_TEXT_KEY,
  handReducer,
  labUrl,
  linkFromHash,
  linkInUrl,
  loadHand,
  loadKeptTexts,
  loadSettings,
  loadText,
  MAX_BOARDS,
  MAX_NOTE_CHARS,
  MAX_SHOWN_DIAGNOSTICS,
  MAX_TEXT_CHARS,
  nextSeatWithRoom,
  noteAt,
  noteSteps,
  nullosAllowed,
  openPastedLink,
  parseDealString,
  BUILD_REPLAY_ID,
  LINK_KEY,
  PASTE_REPLAY_ID,
  PASTE_STEP_KEY,
  PASTED_LINK_KEY,
  replayStepLink,
  pbnFileName,
  pickerView,
  playView,
  posAtOffset,
  progress,
  readSource,
  rebuild,
  sameBoard,
  saveHand,
  saveKeptTexts,
  saveSettings,
  saveText,
  shareLink,
  shownBoard,
  SOURCE_FULL_LINES,
  sourceRows,
  splitLines,
  textTooLarge,
  toRecord,
  undealt,
  type HandAction,
  type LabHand,
  type LabStorage,
  type SourceLine,
} from './model.ts';
import { CLASS_PBN, pbnBoard } from './fixtures.ts';
import { READERS } from './readers.ts';

// ---------------------------------------------------------------------------------------------
// Helpers

const apply = (hand: LabHand, ...actions: HandAction[]): LabHand => actions.reduce((h, a) => handReducer(h, a).hand, hand);
const bid = (level: 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: 'C' | 'D' | 'H' | 'S' | 'R' | 'NL' | 'NT'): Call => ({ type: 'bid', level, strain });
const PASS: Call = { type: 'pass' };
const call = (c: Call): HandAction => ({ type: 'call', call: c });

/** A dealt hand: seed `lab`, North deals. */
const dealt = (seed = 'lab', dealer: Seat = 'N', ruleSet: LabHand['ruleSet'] = 'whist-club-1926'): LabHand =>
  apply(emptyHand(ruleSet, dealer), { type: 'randomDeal', seed });

/** One spade by the dealer, three passes. */
const oneSpade = (h: LabHand): LabHand => apply(h, call(bid(1, 'S')), call(PASS), call(PASS), call(PASS));

/** Plays the first legal card `n` times. */
const playFirst = (h: LabHand, n: number): LabHand => {
  let hand = h;
  for (let i = 0; i < n; i++) {
    const card = playView(hand).cards.find((c) => c.legal);
    if (!card) break;
    hand = apply(hand, { type: 'card', card: card.card });
  }
  return hand;
};

/** A storage in memory; `full` makes every write fail as a full quota does. */
const memoryStorage = (full = false): LabStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
};

/**
 * A hand built from random choices: a seeded deal, then calls and cards picked among the legal
 * ones by index, sometimes a note, sometimes a claim. Always legal by construction.
 */
const arbitraryHand = fc
  .record({
    seed: fc.string({ maxLength: 8 }),
    dealer: fc.constantFrom(...SEATS),
    ruleSet: fc.constantFrom(...RULE_SET_IDS),
    nullos: fc.boolean(),
    choices: fc.array(fc.nat(), { maxLength: 70 }),
    notes: fc.array(fc.tuple(fc.nat(), fc.string({ maxLength: 12 })), { maxLength: 4 }),
    title: fc.string({ maxLength: 20 }),
    claim: fc.option(fc.nat({ max: 13 }), { nil: undefined }),
  })
  .map(({ seed, dealer, ruleSet, nullos, choices, notes, title, claim }) => {
    let h = apply(
      emptyHand(ruleSet, dealer),
      { type: 'randomDeal', seed: `s${seed}` },
      { type: 'setNullos', on: nullos },
      { type: 'title', text: title },
    );
    for (const pick of choices) {
      const p = progress(h);
      if (p.phase === 'auction') {
        const legal = legalCalls(p.rules, p.auction);
        // Lean on passes so that auctions end and the play is reached.
        const chosen = pick % 3 === 0 ? legal[pick % legal.length]! : PASS;
        h = apply(h, call(legal.some((c) => c.type === 'pass') ? chosen : legal[0]!));
      } else if (p.phase === 'play' && p.play) {
        const legal = legalPlays(p.play);
        h = apply(h, { type: 'card', card: legal[pick % legal.length]! });
      }
    }
    for (const [step, text] of notes) h = apply(h, { type: 'note', step: step % (progress(h).steps + 1), text });
    if (claim !== undefined) h = apply(h, { type: 'claim', tricks: claim });
    return h;
  });

// ---------------------------------------------------------------------------------------------
// Reading

describe('detectKind', () => {
  test.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['[Event "x"]\n[Deal "N:- - - -"]', 'pbn'],
    ['% PBN 2.1\n[Event "x"]', 'pbn'],
    ['pn|a,b,c,d|md|1SAKH,,,|', 'lin'],
    ['md|3SKH4579QKAD69C58K,,,|mb|p|', 'lin'],
    ['https://www.bridgebase.com/tools/handviewer.html?lin=md%7C1', 'bbo'],
    ['handviewer.html?n=SAKQ&s=SJT9', 'bbo'],
    ['https://example.org/lab/#h=1AF0bpUT2PDi4y6c', 'link'],
    ['https://example.org/sub/embed/#1AF0bpUT2PDi4y6c', 'link'],
    ['1AF0bpUT2PDi4y6cEU62LFAqIXAAy3w', 'link'],
    ['hello world', 'pbn'],
  ] as const)('%j is read as %s', (text, kind) => {
    expect(detectKind(text)).toBe(kind);
  });
});

describe('links in URLs and fragments', () => {
  test('the Lab keeps its link in h=, beside other pairs a replay may add', () => {
    expect(linkFromHash('#h=1abc')).toBe('1abc');
    expect(linkFromHash('#hand-lab-build=3&h=1abc')).toBe('1abc');
    expect(linkFromHash('#hand-x=3')).toBeNull();
    expect(linkFromHash('')).toBeNull();
    expect(hashWithoutLink('#h=1abc&hand-x=3')).toBe('#hand-x=3');
    expect(hashWithoutLink('#h=1abc')).toBe('');
    expect(hashWithLink('#hand-x=3&h=1old', '1new')).toBe('#h=1new&hand-x=3');
    expect(hashWithLink('', '1new')).toBe('#h=1new');
    expect(hashWithLink('#h=1old', null)).toBe('');
  });

  test('a Lab or embed URL gives its link and where it starts; another URL gives none', () => {
    const lab = 'https://x.org/base/lab/#h=1abcd';
    expect(linkInUrl(lab)).toEqual({ link: '1abcd', offset: lab.indexOf('1abcd') });
    const embed = 'https://x.org/embed/#1abcd';
    expect(linkInUrl(embed)).toEqual({ link: '1abcd', offset: embed.indexOf('1abcd') });
    expect(linkInUrl('https://www.bridgebase.com/tools/handviewer.html#lin=x')).toBeNull();
  });

  test('URLs for the Lab and the embed page follow the base path', () => {
    expect(labUrl('https://x.org', '/', '1ab')).toBe('https://x.org/lab/#h=1ab');
    expect(labUrl('https://x.org', '/auction-bridge/', '1ab')).toBe('https://x.org/auction-bridge/lab/#h=1ab');
    expect(embedUrl('https://x.org', '/auction-bridge', '1ab')).toBe('https://x.org/auction-bridge/embed/#1ab');
  });
});

describe('the pasted board in the address', () => {
  test('its step key is the one the replay writes for the paste preview, as links already sent carry it', () => {
    expect(PASTE_STEP_KEY).toBe('hand-lab-paste');
    expect(readStepFromHash(`#${PASTE_STEP_KEY}=4`, PASTE_REPLAY_ID, 99)).toBe(4);
    expect(replayStepLink('https://x.org/lab/', LINK_KEY, '1b', BUILD_REPLAY_ID, 3)).toBe(
      `https://x.org/lab/#h=1b&${stepKey(BUILD_REPLAY_ID)}=3`,
    );
  });

  test.each([
    ['', '1new', '#p=1new'],
    ['#h=1built', '1new', '#h=1built&p=1new'],
    ['#h=1built&p=1old&hand-lab-paste=4', '1new', '#h=1built&p=1new&hand-lab-paste=4'],
    ['#hand-lab-paste=4&h=1built&p=1old', '1new', '#hand-lab-paste=4&h=1built&p=1new'],
    ['#h=1built&p=1old&hand-lab-paste=4&hand-lab-build=2', null, '#h=1built&hand-lab-build=2'],
    ['#p=1old&hand-lab-paste=4', null, ''],
    ['#p=1old', '1old', '#p=1old'],
  ] as const)('%j with the board %j is %j', (hash, link, expected) => {
    expect(hashWithPastedLink(hash, link)).toBe(expected);
  });

  const pair = fc.constantFrom('h=1built', 'p=1old', 'hand-lab-paste=3', 'hand-lab-build=5', 'hand-other=1', 'lab-line-4');
  prop.prop([fc.array(pair, { maxLength: 6 }), fc.option(fc.stringMatching(/^1[A-Za-z0-9_-]{3,20}$/), { nil: null })])(
    'the board goes in or out; the built hand and the other replays stay; the step stays only beside a board',
    (parts, link) => {
      const hash = parts.length === 0 ? '' : `#${parts.join('&')}`;
      const out = hashWithPastedLink(hash, link);
      expect(linkFromHash(out, PASTED_LINK_KEY)).toBe(link);
      expect(linkFromHash(out)).toBe(linkFromHash(hash));
      expect(readStepFromHash(out, 'lab-build', 99)).toBe(readStepFromHash(hash, 'lab-build', 99));
      expect(readStepFromHash(out, PASTE_REPLAY_ID, 99)).toBe(link === null ? null : readStepFromHash(hash, PASTE_REPLAY_ID, 99));
      expect(readStepFromHash(hashWithoutPasteStep(out), PASTE_REPLAY_ID, 99)).toBeNull();
      expect(linkFromHash(hashWithoutPasteStep(out), PASTED_LINK_KEY)).toBe(link);
    },
  );

  test('a step link copied as the replay copies it holds the board and the step', () => {
    const href = `https://x.org/base/lab/${hashWithPastedLink('#h=1built', '1AF0bpUT2PDi4y6c')}`;
    const copied = stepUrl(href, PASTE_REPLAY_ID, 7);
    expect(copied).toBe('https://x.org/base/lab/#h=1built&p=1AF0bpUT2PDi4y6c&hand-lab-paste=7');
    expect(linkFromHash(new URL(copied).hash, PASTED_LINK_KEY)).toBe('1AF0bpUT2PDi4y6c');
    expect(readStepFromHash(new URL(copied).hash, PASTE_REPLAY_ID, 99)).toBe(7);
  });

  test("a replay's step link holds its own hand and step only, not the other panel's", () => {
    const href = 'https://x.org/base/lab/#h=1built&p=1pasted&hand-lab-paste=4&hand-lab-build=2';
    const pasted = replayStepLink(href, PASTED_LINK_KEY, '1pasted', PASTE_REPLAY_ID, 7);
    expect(pasted).toBe('https://x.org/base/lab/#p=1pasted&hand-lab-paste=7');
    const built = replayStepLink(href, LINK_KEY, '1built', BUILD_REPLAY_ID, 2);
    expect(built).toBe('https://x.org/base/lab/#h=1built&hand-lab-build=2');
    // What the replay reads back, and what the Lab opens: the same step, the same hand.
    expect(readStepFromHash(new URL(pasted).hash, PASTE_REPLAY_ID, 99)).toBe(7);
    expect(linkFromHash(new URL(pasted).hash)).toBeNull();
    expect(linkFromHash(new URL(built).hash, PASTED_LINK_KEY)).toBeNull();
    expect(readStepFromHash(new URL(built).hash, BUILD_REPLAY_ID, 99)).toBe(2);
    // Step 0 needs no step, as the replay writes it.
    expect(replayStepLink('https://x.org/lab/', LINK_KEY, '1b', BUILD_REPLAY_ID, 0)).toBe('https://x.org/lab/#h=1b');
  });

  test('such a link pasted in the box is read as a link of this site, at the right place', () => {
    const url = 'https://x.org/lab/#hand-lab-paste=3&p=1abcd';
    expect(linkInUrl(url)).toEqual({ link: '1abcd', offset: url.indexOf('1abcd') });
    // The built hand's link comes first when there are both.
    const both = 'https://x.org/lab/#h=1hhhh&p=1pppp';
    expect(linkInUrl(both)).toEqual({ link: '1hhhh', offset: both.indexOf('1hhhh') });
    expect(detectKind(url)).toBe('link');
  });
});

/** The teacher's two boards, then a third with an insufficient bid: not replayed. */
const THREE_BOARDS = `${CLASS_PBN}\n${pbnBoard(3, 'N:QJT93.7.QJT9.A54 A6.AKJT4.K52.K73 752.863.864.QT96 K84.Q952.A73.J82', ['1S 1H Pass Pass'])}`;

describe('the link of a pasted board', () => {
  const report = readSource(READERS, THREE_BOARDS);

  test('the file reads as three boards, two of them replayed', () => {
    expect(report.boards.map((b) => b.timeline !== null)).toEqual([true, true, false]);
  });

  test('a replayed board’s link opens the same replay, notes included; a board with errors has none', () => {
    for (const board of report.boards.slice(0, 2)) {
      const link = boardLink(board)!;
      const back = readSource(READERS, link);
      expect(back.errors).toBe(0);
      expect(back.boards[0]!.timeline).toEqual(board.timeline);
    }
    expect(report.boards[1]!.timeline!.steps.some((s) => s.note?.includes('long suit'))).toBe(true);
    expect(boardLink(report.boards[2])).toBeNull();
    expect(boardLink(undefined)).toBeNull();
  });

  test('the board with a link is found in the file again, and only that one', () => {
    expect(boardWithLink(report, boardLink(report.boards[1])!)).toBe(1);
    expect(boardWithLink(report, boardLink(report.boards[0])!)).toBe(0);
    expect(boardWithLink(readSource(READERS, pbnGame(1)), boardLink(report.boards[1])!)).toBeNull();
    expect(shownBoard(report, 1)).toBe(report.boards[1]);
    expect(shownBoard(null, 1)).toBeUndefined();
  });

  test('a board whose notes would make the link too long to open travels without them', () => {
    // Commentary over many lines (a PBN line holds 255 characters), longer than a link may be.
    const notes = Array.from({ length: Math.ceil(MAX_LINK_LENGTH / 60) + 1 }, () => 'x'.repeat(60)).join('\n');
    const long = THREE_BOARDS.split('\n\n')[1]!.replace('Open the long suit', notes);
    const board = readSource(READERS, long).boards[0]!;
    expect(board.timeline!.steps.some((step) => (step.note?.length ?? 0) > MAX_LINK_LENGTH)).toBe(true);
    const link = boardLink(board)!;
    expect(link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    const back = readSource(READERS, link).boards[0]!;
    expect(back.timeline!.steps).toHaveLength(board.timeline!.steps.length);
    expect(back.timeline!.steps.every((s) => !s.note)).toBe(true);
  });

  test('the same board: the same cards from the same dealer, whatever the auction', () => {
    const [one, two, three] = report.boards;
    // Board 2's deal (GOOD_DEAL), South dealing, another auction.
    const again = readSource(READERS, pbnGame(1)).boards[0];
    expect(sameBoard(two, again)).toBe(true);
    expect(sameBoard(one, two)).toBe(false);
    expect(sameBoard(three, three)).toBe(true);
    expect(sameBoard(one, undefined)).toBe(false);
    expect(sameBoard(undefined, undefined)).toBe(true);
    const otherDealer = readSource(READERS, pbnGame(1).replace('[Dealer "S"]', '[Dealer "N"]').replace('[Auction "S"]', '[Auction "N"]'))
      .boards[0];
    expect(sameBoard(two, otherDealer)).toBe(false);
  });

  test('opening a link from the address: found in the text, put in the box, or refused', () => {
    const second = boardLink(report.boards[1])!;
    // A reload: the kept text holds the board, which is chosen; nothing is replaced.
    expect(openPastedLink(report, THREE_BOARDS, second, [])).toEqual({ type: 'board', index: 1 });
    // An empty box takes the link; nothing to keep.
    expect(openPastedLink(readSource(READERS, ''), '', second, ['older'])).toEqual({ type: 'open', kept: ['older'] });
    // Another text: it is kept first.
    const mine = pbnGame(7);
    expect(openPastedLink(readSource(READERS, mine), mine, second, ['older'])).toEqual({ type: 'open', kept: [mine, 'older'] });
    // A broken link never replaces the text.
    const broken = openPastedLink(readSource(READERS, mine), mine, `${second.slice(0, -2)}zz`, []);
    expect(broken.type).toBe('broken');
    expect(broken.type === 'broken' && broken.problems[0]?.code).toBe('LINK_CHECKSUM');
    // A box that holds the link already keeps it.
    expect(openPastedLink(readSource(READERS, second), ` ${second}\n`, second, [])).toEqual({ type: 'board', index: 0 });
  });
});

test('posAtOffset counts lines of any ending', () => {
  expect(posAtOffset('ab\ncd', 4)).toEqual({ line: 2, column: 2, length: 1 });
  expect(posAtOffset('ab\r\ncd\ref', 7, 2)).toEqual({ line: 3, column: 1, length: 2 });
  expect(posAtOffset('abc', 0)).toEqual({ line: 1, column: 1, length: 1 });
});

/** A broken PBN file: an insufficient bid (line 7), the wrong opening leader (line 9), a revoke (line 10). */
const BROKEN_PBN = [
  '[Event "Broken"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54"]',
  '[RuleSet "whist-club-1926"]',
  '[Auction "N"]',
  '1S 1H Pass Pass',
  'Pass',
  '[Play "E"]',
  'S2 SA S3 HQ',
  '',
].join('\n');

/** A deal with "x" for ranks in North's hand (line 4). */
const BAD_RANKS = BROKEN_PBN.replace('K84.Q952', 'AKQ.xxx');

const GOOD_DEAL = 'N:K84.Q952.A73.J82 752.863.864.QT96 A6.AKJT4.K52.K73 QJT93.7.QJT9.A54';
const pbnGame = (board: number, auction = '1H Pass Pass Pass'): string =>
  [
    `[Event "Lab"]`,
    `[Board "${board}"]`,
    '[Dealer "S"]',
    '[Vulnerable "None"]',
    `[Deal "${GOOD_DEAL}"]`,
    '[RuleSet "whist-club-1926"]',
    '[Auction "S"]',
    auction,
    '',
  ].join('\n');

describe('readSource', () => {
  test('a broken PBN file: every problem with its line and column, the file strict by default', () => {
    const r = readSource(READERS, BROKEN_PBN);
    expect(r.kind).toBe('pbn');
    expect(r.errors).toBeGreaterThan(0);
    expect(r.diagnostics.map((d) => [d.pos?.line, d.pos?.column])).toEqual([
      [7, 4],
      [9, 1],
      [10, 10],
    ]);
    expect(r.diagnostics.every((d) => d.severity === 'error')).toBe(true);
    expect(r.boards[0]?.timeline).toBeNull();
    const ranks = readSource(READERS, BAD_RANKS);
    const bad = ranks.diagnostics.find((d) => d.pos?.line === 4)!;
    expect(bad.pos?.column).toBe(BAD_RANKS.split('\n')[3]!.indexOf('x') + 1);
  });

  test('lenient mode turns departures from the standard into warnings; an illegal bid still stops the replay', () => {
    const text = pbnGame(1, '1S 1H Pass Pass\nPass');
    const strict = readSource(READERS, text, { strict: true });
    const lenient = readSource(READERS, text, { strict: false });
    expect(strict.errors).toBeGreaterThan(0);
    expect(lenient.warnings).toBeGreaterThan(0);
    expect(lenient.boards[0]?.record).not.toBeNull();
    // checkRecord refuses the insufficient bid: the board cannot be replayed.
    expect(lenient.boards[0]?.timeline).toBeNull();
    expect(lenient.diagnostics.some((d) => d.severity === 'error' && d.pos?.line === 8)).toBe(true);
  });

  test('a good PBN file is replayed; each board gets a label with its contract', () => {
    const r = readSource(READERS, `${pbnGame(1)}\n${pbnGame(2, '1S Pass 2H Pass\nPass Pass')}`);
    expect(r.errors).toBe(0);
    expect(r.boards).toHaveLength(2);
    expect(r.boards.every((b) => b.timeline !== null)).toBe(true);
    expect(r.boards[0]!.label).toBe('Board 1: Lab — 1♥ by South');
    expect(r.boards[1]!.label).toBe('Board 2: Lab — 2♥ by North');
  });

  test('LIN text is read with the LIN reader', () => {
    const deal = randomDeal('lin', 'S');
    const hand = (s: Seat) =>
      SUITS.map(
        (suit) =>
          suit +
          deal[s]
            .filter((c) => suitOf(c) === suit)
            .map(rankOf)
            .join(''),
      ).join('');
    const lin = `pn|a,b,c,d|md|1${hand('S')},${hand('W')},${hand('N')},|sv|o|mb|1H|mb|p|mb|p|mb|p|`;
    const r = readSource(READERS, lin);
    expect(r.kind).toBe('lin');
    expect(r.errors).toBe(0);
    expect(r.boards[0]?.timeline?.contract).toMatchObject({ level: 1, strain: 'H', declarer: 'S' });
  });

  test('a BBO link with per-field parameters is read; one that carries no hand says so', () => {
    const ok = readSource(
      READERS,
      'https://www.bridgebase.com/tools/handviewer.html?n=SAKQJHAKQJDAKQC2&s=S2345H2345D2345C3&e=S6789H6789D6789C4&d=n&a=1NTppp',
    );
    expect(ok.kind).toBe('bbo');
    expect(ok.errors).toBe(0);
    expect(ok.boards[0]?.timeline?.contract).toMatchObject({ level: 1, strain: 'NT', declarer: 'N' });
    const none = readSource(READERS, 'https://www.bridgebase.com/tools/handviewer.html?x=1');
    expect(none.errors).toBeGreaterThan(0);
    expect(none.boards).toHaveLength(0);
  });

  test('a share link, bare or in a Lab URL, opens its hand; a mistyped one is reported at the right column', () => {
    const link = shareLink(oneSpade(dealt()));
    expect(readSource(READERS, link).boards[0]?.timeline?.contract).toMatchObject({ level: 1, strain: 'S' });
    const url = `https://x.org/lab/#h=${link}`;
    expect(readSource(READERS, url).boards).toHaveLength(1);
    const broken = `https://x.org/lab/#h=${link.slice(0, 10)}${link[10] === 'A' ? 'B' : 'A'}${link.slice(11)}`;
    const r = readSource(READERS, broken);
    expect(r.errors).toBeGreaterThan(0);
    expect(r.diagnostics[0]?.code).toMatch(/^LINK_/);
    expect(r.diagnostics[0]?.pos?.line).toBe(1);
    expect(r.diagnostics[0]?.pos?.column).toBeGreaterThan(url.indexOf('h=') + 2);
  });

  test('text over the limit is refused with the limit stated, and not read', () => {
    const r = readSource(READERS, `[Event "x"]\n${' '.repeat(MAX_TEXT_CHARS)}`);
    expect(r.refused?.code).toBe('LAB_TEXT_TOO_LARGE');
    expect(r.refused?.message).toContain(formatCount(MAX_TEXT_CHARS));
    expect(r.boards).toHaveLength(0);
    expect(textTooLarge('x'.repeat(MAX_TEXT_CHARS))).toBeNull();
    expect(fileTooLarge(2_000_000, 'big.pbn')?.message).toContain('big.pbn');
    expect(fileTooLarge(1000, 'small.pbn')).toBeNull();
  });

  test(`more than ${MAX_BOARDS} boards are refused with the limit stated`, () => {
    const game = (n: number) => `[Board "${n}"]\n[Dealer "N"]\n[Deal "${GOOD_DEAL}"]\n`;
    const many = Array.from({ length: MAX_BOARDS + 1 }, (_, i) => game(i + 1)).join('\n');
    const r = readSource(READERS, many);
    expect(r.refused?.code).toBe('LAB_TOO_MANY_BOARDS');
    expect(r.refused?.message).toContain(String(MAX_BOARDS));
    const enough = Array.from({ length: 3 }, (_, i) => game(i + 1)).join('\n');
    expect(readSource(READERS, enough).boards).toHaveLength(3);
  });

  test('text with no hand at all says so', () => {
    const r = readSource(READERS, 'hello world');
    expect(r.errors).toBeGreaterThan(0);
    expect(r.boards).toHaveLength(0);
  });

  test('chooseBoard keeps a board that exists, else the first that can be replayed', () => {
    const r = readSource(READERS, `${pbnGame(1, '1S 1H')}\n${pbnGame(2)}`, { strict: false });
    expect(chooseBoard(r, 1)).toBe(1);
    expect(chooseBoard(r, 9)).toBe(1);
  });

  test('boardLabel names a board without a number by its place in the file', () => {
    expect(boardLabel(null, 2, null)).toBe('Board 3 (cannot be shown)');
  });
});

describe('the marked source', () => {
  test('each problem marks its span on its line; the rest of the line stays plain', () => {
    const r = readSource(READERS, BAD_RANKS);
    const rows = sourceRows(r.source, r.diagnostics);
    const line4 = rows.find((row): row is SourceLine => row.kind === 'line' && row.number === 4)!;
    const marked = line4.segments.filter((s) => s.marks.length > 0).map((s) => s.text);
    expect(marked.join('')).toBe('xxx');
    expect(line4.segments.map((s) => s.text).join('')).toBe(BAD_RANKS.split('\n')[3]);
    // A short file is shown whole: ten lines and the empty one after the last line end.
    expect(rows).toHaveLength(11);
    const line1 = rows.find((row): row is SourceLine => row.kind === 'line' && row.number === 1)!;
    expect(line1.marks).toEqual([]);
  });

  test('a problem past the end of its line is marked at the end; one spanning two lines is cut at the first', () => {
    const rows = sourceRows('ab\ncd', [
      { code: 'A', message: 'a', severity: 'warning', pos: { line: 1, column: 3 } },
      { code: 'B', message: 'b', severity: 'error', pos: { line: 2, column: 2, length: 5 } },
    ]);
    const [one, two] = rows as SourceLine[];
    expect(one!.segments[one!.segments.length - 1]).toMatchObject({ endOfLine: true, marks: [0], severity: 'warning' });
    expect(two!.segments).toEqual([
      { text: 'c', marks: [] },
      { text: 'd', marks: [1], severity: 'error' },
    ]);
  });

  test(`a text over ${SOURCE_FULL_LINES} lines shows only the lines around problems, with gaps`, () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${i + 1}`).join('\n');
    const rows = sourceRows(text, [{ code: 'A', message: 'a', severity: 'error', pos: { line: 500, column: 1 } }]);
    const numbers = rows.filter((r): r is SourceLine => r.kind === 'line').map((r) => r.number);
    expect(numbers).toEqual([498, 499, 500, 501, 502]);
    expect(rows[0]).toEqual({ kind: 'gap', from: 1, to: 497 });
    expect(rows[rows.length - 1]).toEqual({ kind: 'gap', from: 503, to: 1000 });
  });

  test('a very long line is cut around its marks', () => {
    const line = `${'a'.repeat(5000)}X${'b'.repeat(5000)}`;
    const rows = sourceRows(line, [{ code: 'A', message: 'a', severity: 'error', pos: { line: 1, column: 5001 } }]);
    const segs = (rows[0] as SourceLine).segments;
    expect(segs.find((s) => s.marks.length > 0)?.text).toBe('X');
    expect(segs.filter((s) => s.cut)).toHaveLength(2);
    expect(segs.map((s) => s.text).join('').length).toBeLessThan(200);
  });

  test('splitLines understands every line ending', () => {
    expect(splitLines('a\r\nb\nc\rd')).toEqual(['a', 'b', 'c', 'd']);
  });

  test(`the problem list shows at most ${MAX_SHOWN_DIAGNOSTICS} and counts the rest`, () => {
    const many = Array.from({ length: MAX_SHOWN_DIAGNOSTICS + 7 }, (_, i) => ({
      code: 'X',
      message: `m${i}`,
      severity: 'error' as const,
      pos: { line: i + 1, column: 2 },
    }));
    const v = diagnosticViews(many);
    expect(v.shown).toHaveLength(MAX_SHOWN_DIAGNOSTICS);
    expect(v.more).toBe(7);
    expect(v.shown[3]).toMatchObject({ where: 'Line 4, column 2', line: 4, message: 'm3' });
    expect(diagnosticViews([{ code: 'Y', message: 'y', severity: 'warning' }]).shown[0]).toMatchObject({
      where: 'No position',
      line: null,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Building

describe('dealing', () => {
  test('a click gives a card to the chosen seat, moves it from another seat, or takes it back', () => {
    let h = apply(emptyHand(), { type: 'assign', card: 'SA', seat: 'N' });
    expect(holderOf(h.deal, 'SA')).toBe('N');
    h = apply(h, { type: 'assign', card: 'SA', seat: 'E' });
    expect(h.deal.N).toEqual([]);
    expect(h.deal.E).toEqual(['SA']);
    h = apply(h, { type: 'assign', card: 'SA', seat: 'E' });
    expect(holderOf(h.deal, 'SA')).toBeNull();
  });

  test('a hand of thirteen takes no fourteenth card', () => {
    const h = apply(emptyHand(), ...FULL_DECK.slice(0, 13).map((card): HandAction => ({ type: 'assign', card, seat: 'S' })));
    expect(h.deal.S).toHaveLength(13);
    const r = handReducer(h, { type: 'assign', card: FULL_DECK[13]!, seat: 'S' });
    expect(r.notice?.kind).toBe('refused');
    expect(r.hand).toBe(h);
    expect(nextSeatWithRoom(h, 'S')).toBe('W');
  });

  test('the rest of the pack goes to a seat only when it fits', () => {
    let h = apply(emptyHand(), ...FULL_DECK.slice(0, 39).map((card, i): HandAction => ({ type: 'assign', card, seat: SEATS[i % 3]! })));
    expect(handReducer(h, { type: 'fillRest', seat: 'N' }).notice?.kind).toBe('refused');
    h = apply(h, { type: 'fillRest', seat: 'W' });
    expect(h.deal.W).toHaveLength(13);
    expect(undealt(h.deal)).toEqual([]);
    expect(handReducer(h, { type: 'fillRest', seat: 'W' }).notice?.kind).toBe('refused');
  });

  prop.prop([fc.string({ maxLength: 12 }), fc.constantFrom(...SEATS)])(
    'a seed deals exactly the engine’s randomDeal for that dealer',
    (seed, dealer) => {
      const r = handReducer(emptyHand('whist-club-1926', dealer), { type: 'randomDeal', seed: `x${seed}` });
      expect(r.hand.deal).toEqual(randomDeal(`x${seed}`.trim(), dealer));
    },
  );

  test('an empty seed is refused', () => {
    expect(handReducer(emptyHand(), { type: 'randomDeal', seed: '  ' }).notice?.kind).toBe('refused');
  });

  test('a typed PBN deal is read by the engine, with problems at columns of the typed text', () => {
    const r = parseDealString(READERS, GOOD_DEAL);
    expect(r.ok && r.value.N).toEqual(pbnParseOf(parsePbn(`[Deal "${GOOD_DEAL}"]\n`)).records[0]?.deal.N);
    const partial = parseDealString(READERS, 'W:AKQJT98765432... - - -');
    expect(partial.ok && partial.value.W).toHaveLength(13);
    const bad = parseDealString(READERS, 'N:AKQ.xxx.A73.J82 - - -');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error[0]?.pos?.column).toBe('N:AKQ.xxx'.indexOf('x') + 1);
    expect(parseDealString(READERS, '').ok).toBe(false);
    const h = apply(emptyHand(), { type: 'setDeal', deal: r.ok ? r.value : emptyHand().deal });
    expect(dealString(h.deal)).toBe(GOOD_DEAL);
  });

  test('once a card is played the deal is locked; undoing the cards unlocks it', () => {
    const h = playFirst(oneSpade(dealt()), 1);
    for (const action of [
      { type: 'assign', card: 'SA', seat: 'N' },
      { type: 'clearDeal' },
      { type: 'randomDeal', seed: 'other' },
      { type: 'fillRest', seat: 'N' },
    ] as const) {
      const r = handReducer(h, action);
      expect(r.notice?.kind).toBe('refused');
      expect(r.hand).toBe(h);
    }
    const undone = apply(h, { type: 'undo' });
    expect(handReducer(undone, { type: 'clearDeal' }).notice?.kind).toBe('done');
  });

  test('the picker shows who holds each card and counts each hand', () => {
    const v = pickerView(apply(emptyHand(), { type: 'assign', card: 'HT', seat: 'W' }));
    expect(v.suits.map((s) => s.suit)).toEqual(['S', 'H', 'D', 'C']);
    expect(v.suits[1]!.cards.find((c) => c.card === 'HT')).toMatchObject({
      holder: 'W',
      rank: '10',
      spoken: 'the ten of hearts, held by West',
    });
    expect(v.counts).toEqual({ N: 0, E: 0, S: 0, W: 1 });
    expect(v.undealt).toBe(51);
  });
});

describe('the bidding box', () => {
  test('it enables exactly the engine’s legal calls, pass double redouble included', () => {
    const h = apply(dealt(), call(bid(1, 'H')));
    const box = biddingBox(h);
    const p = progress(h);
    const legal = legalCalls(p.rules, p.auction)
      .map((c) => JSON.stringify(c))
      .sort();
    const enabled = [...box.rows.flat(), ...box.others]
      .filter((b) => b.legal)
      .map((b) => JSON.stringify(b.call))
      .sort();
    expect(enabled).toEqual(legal);
    expect(box.others.find((b) => b.key === 'X')?.legal).toBe(true);
    expect(box.others.find((b) => b.key === 'XX')?.legal).toBe(false);
    expect(box.rows[0]!.find((b) => b.key === '1C')?.legal).toBe(false);
    expect(box.prompt).toBe('East to call.');
  });

  test.each(RULE_SET_IDS.map((id) => [id]))('%s: one column per strain of the rule set, one row per level to its maximum', (id) => {
    const box = biddingBox(emptyHand(id));
    const rules = RULE_SETS[id];
    expect(box.rows).toHaveLength(rules.auction.maxBidLevel);
    expect(box.rows[0]!.map((b) => b.call.type === 'bid' && b.call.strain)).toEqual(rules.auction.strains);
  });

  test('royal spades appear only under the royal count; nullos only with the option, on auction sets', () => {
    expect(biddingBox(emptyHand('royal-auction-1912')).rows[0]!.some((b) => b.key === '1R')).toBe(true);
    expect(biddingBox(emptyHand('whist-club-1926')).rows[0]!.some((b) => b.key === '1R')).toBe(false);
    for (const id of AUCTION_RULE_SET_IDS) {
      expect(nullosAllowed(id)).toBe(true);
      const h = apply(emptyHand(id), { type: 'setNullos', on: true });
      expect(biddingBox(h).rows[0]!.some((b) => b.key === '1NL')).toBe(true);
    }
    expect(nullosAllowed('contract-rubber')).toBe(false);
    expect(apply(emptyHand('contract-rubber'), { type: 'setNullos', on: true }).nullos).toBe(false);
  });

  test('an illegal call is refused with the engine’s reason and changes nothing', () => {
    const h = apply(dealt(), call(bid(2, 'H')));
    const r = handReducer(h, call(bid(1, 'S')));
    expect(r.notice?.kind).toBe('refused');
    expect(r.notice?.text).toMatch(/not enough/);
    expect(r.hand).toBe(h);
    const dbl = handReducer(h, call({ type: 'redouble' }));
    expect(dbl.notice?.kind).toBe('refused');
  });

  test('calls are announced, and the end of the auction with the contract', () => {
    let r = handReducer(dealt(), call(bid(1, 'S')));
    expect(r.notice).toEqual({ kind: 'done', text: 'North bids one spade.' });
    const h = apply(r.hand, call(PASS), call(PASS));
    r = handReducer(h, call(PASS));
    expect(r.notice?.text).toBe('West passes. The auction is over: one spade by North.');
    expect(handReducer(r.hand, call(PASS)).notice?.kind).toBe('refused');
  });

  prop.prop([fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 40 }), fc.constantFrom(...RULE_SET_IDS)])(
    'pressing any button: accepted exactly when it is enabled, and the calls always form a legal auction',
    (presses, id) => {
      let h = dealt('box', 'E', id);
      for (const [pick] of presses) {
        const box = biddingBox(h);
        const all = [...box.others, ...box.rows.flat()];
        const b = all[pick % all.length]!;
        const r = handReducer(h, call(b.call));
        expect(r.notice?.kind).toBe(b.legal ? 'done' : 'refused');
        h = r.hand;
      }
      const run = runAuction(
        progress(h).rules,
        h.dealer,
        h.calls.map((c) => c.call),
      );
      expect(run.ok).toBe(true);
    },
  );
});

describe('the play', () => {
  test('the opening leader is declarer’s left; only legal cards are enabled; dummy’s cards are played by declarer', () => {
    const h = oneSpade(dealt());
    const v = playView(h);
    expect(v.toPlay).toBe('E');
    expect(v.cards.every((c) => c.legal)).toBe(true);
    const after = playFirst(h, 1);
    const v2 = playView(after);
    expect(v2.toPlay).toBe('S');
    expect(v2.prompt).toBe('North plays from dummy (South).');
    const p = progress(after);
    expect(v2.cards.filter((c) => c.legal).map((c) => c.card)).toEqual(legalPlays(p.play!));
  });

  test('an illegal card is refused with the engine’s reason', () => {
    const h = playFirst(oneSpade(dealt()), 1);
    const illegal = playView(h).cards.find((c) => !c.legal);
    expect(illegal).toBeDefined();
    const r = handReducer(h, { type: 'card', card: illegal!.card });
    expect(r.notice?.kind).toBe('refused');
    expect(r.notice?.text).toMatch(/must follow/);
    expect(r.hand).toBe(h);
  });

  test('no card before the auction ends, after a pass-out, or on an incomplete deal', () => {
    expect(handReducer(dealt(), { type: 'card', card: 'SA' }).notice?.text).toMatch(/auction is over/);
    const passed = apply(dealt('p', 'N', 'contract-rubber'), call(PASS), call(PASS), call(PASS), call(PASS));
    expect(progress(passed).phase).toBe('end');
    expect(handReducer(passed, { type: 'card', card: 'SA' }).notice?.kind).toBe('refused');
    const partial = oneSpade(apply(emptyHand(), { type: 'assign', card: 'SA', seat: 'N' }));
    expect(handReducer(partial, { type: 'card', card: 'SA' }).notice?.text).toMatch(/52 cards/);
  });

  prop.prop([fc.array(fc.nat(), { minLength: 52, maxLength: 60 }), fc.string({ maxLength: 6 })])(
    'playing any card of the hand to play: accepted exactly when legal; a whole hand is thirteen tricks',
    (picks, seed) => {
      let h = oneSpade(dealt(`p${seed}`));
      for (const pick of picks) {
        const v = playView(h);
        if (v.cards.length === 0) break;
        const c = v.cards[pick % v.cards.length]!;
        const r = handReducer(h, { type: 'card', card: c.card });
        expect(r.notice?.kind).toBe(c.legal ? 'done' : 'refused');
        h = r.hand;
      }
      while (playView(h).cards.length > 0) h = playFirst(h, 1);
      expect(h.play).toHaveLength(52);
      expect(progress(h).phase).toBe('end');
      const checked = checkRecord(toRecord(h));
      expect(checked.ok && checked.value.playComplete).toBe(true);
    },
  );

  test('a claim states the final total: too few or too many is refused, a possible one ends the hand', () => {
    const h = playFirst(oneSpade(dealt()), 8);
    const v = playView(h);
    expect(v.claim).not.toBeNull();
    const { min, max } = v.claim!;
    expect(handReducer(h, { type: 'claim', tricks: min - 1 }).notice?.kind).toBe('refused');
    expect(handReducer(h, { type: 'claim', tricks: max + 1 }).notice?.kind).toBe('refused');
    expect(handReducer(h, { type: 'claim', tricks: Number.NaN }).notice?.kind).toBe('refused');
    const claimed = apply(h, { type: 'claim', tricks: max });
    expect(claimed.claim).toBe(max);
    expect(progress(claimed).phase).toBe('end');
    expect(handReducer(claimed, { type: 'card', card: 'SA' }).notice?.text).toMatch(/claim/);
    const t = handTimeline(claimed);
    expect(t.ok && t.value.result).toEqual({ tricks: max, claimed: true, complete: false });
  });
});

describe('undo', () => {
  prop.prop([arbitraryHand])('undo takes back the claim, else the last card, else the last call', (h) => {
    const r = handReducer(h, { type: 'undo' });
    if (h.claim !== null) expect(r.hand).toEqual({ ...h, claim: null });
    else if (h.play.length > 0) expect(r.hand.play).toEqual(h.play.slice(0, -1));
    else if (h.calls.length > 0) expect(r.hand.calls).toEqual(h.calls.slice(0, -1));
    else expect(r.notice?.kind).toBe('refused');
  });

  test('a call then undo gives back the same hand', () => {
    const h = dealt();
    expect(apply(h, call(bid(1, 'C')), { type: 'undo' })).toEqual(h);
  });
});

describe('notes', () => {
  test('each step has its own note: the introduction, each call, each card', () => {
    let h = playFirst(oneSpade(dealt()), 2);
    h = apply(
      h,
      { type: 'note', step: 0, text: 'intro' },
      { type: 'note', step: 1, text: 'the opening' },
      { type: 'note', step: 5, text: 'the lead \\S' },
    );
    expect(noteAt(h, 0)).toBe('intro');
    expect(noteAt(h, 1)).toBe('the opening');
    expect(noteAt(h, 2)).toBe('');
    expect(noteAt(h, 5)).toBe('the lead \\S');
    expect(h.calls[0]?.note).toBe('the opening');
    expect(h.play[0]?.note).toBe('the lead \\S');
    const t = handTimeline(h);
    expect(t.ok && t.value.steps.map((s) => s.note)).toEqual(['intro', 'the opening', null, null, null, 'the lead \\S', null]);
    // An empty note removes it.
    expect(apply(h, { type: 'note', step: 1, text: '' }).calls[0]).toEqual({ call: bid(1, 'S') });
    expect(handReducer(h, { type: 'note', step: 99, text: 'x' }).notice?.kind).toBe('refused');
  });

  test('notes are cut to their limit', () => {
    const h = apply(dealt(), { type: 'note', step: 0, text: 'x'.repeat(MAX_NOTE_CHARS + 50) });
    expect(h.intro).toHaveLength(MAX_NOTE_CHARS);
  });

  test('the note chooser lists every step in words', () => {
    const steps = noteSteps(playFirst(oneSpade(dealt()), 1));
    expect(steps.map((s) => s.step)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(steps[1]!.label).toBe('Call 1: North: one spade');
    expect(steps[5]!.label).toMatch(/^Card 1: East: the /);
  });
});

describe('changing the dealer or the rule set', () => {
  test('calls that stay legal are kept; the rest are dropped and counted', () => {
    const h = apply(dealt('r', 'N', 'royal-auction-1912'), call(bid(1, 'R')), call(PASS));
    const r = handReducer(h, { type: 'setRuleSet', ruleSet: 'whist-club-1926' });
    expect(r.hand.calls).toEqual([]);
    expect(r.notice?.text).toMatch(/2 calls/);
    const kept = handReducer(apply(dealt(), call(bid(1, 'H'))), { type: 'setRuleSet', ruleSet: 'whist-club-1915' });
    expect(kept.hand.calls).toHaveLength(1);
  });

  test('a new dealer replays the calls from the new dealer; the play of a different contract is dropped', () => {
    const h = playFirst(oneSpade(dealt()), 3);
    const r = handReducer(h, { type: 'setDealer', dealer: 'E' });
    expect(r.hand.calls).toHaveLength(4);
    expect(progress(r.hand).auction.contract?.declarer).toBe('E');
    expect(r.hand.play.length).toBeLessThan(3);
  });

  test('switching off nullos drops nullo bids', () => {
    const h = apply(dealt(), { type: 'setNullos', on: true }, call(bid(1, 'NL')));
    expect(h.calls).toHaveLength(1);
    expect(apply(h, { type: 'setNullos', on: false }).calls).toHaveLength(0);
  });
});

describe('rebuild', () => {
  test('anything hand-like becomes a legal hand', () => {
    const junk = {
      ruleSet: 'nope',
      dealer: 'Q',
      deal: { N: ['SA', 'SA', 'XX', 3], E: ['SA', 'HK'], S: null, W: 'oops' },
      calls: [null, { call: bid(1, 'H') }],
      play: [{ card: 'SA' }],
      claim: 99,
      intro: 7,
      title: 'x'.repeat(500),
    } as unknown as LabHand;
    const { hand, dropped } = rebuild(junk);
    expect(hand.ruleSet).toBe('whist-club-1926');
    expect(hand.dealer).toBe('N');
    expect(hand.deal).toEqual({ N: ['SA'], E: ['HK'], S: [], W: [] });
    expect(hand.calls).toEqual([]);
    expect(dropped.calls).toBe(2);
    expect(hand.title).toHaveLength(200);
    expect(hand.intro).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Sharing

describe('share links', () => {
  prop.prop([arbitraryHand])('a hand survives its share link: the same record, the same link', (h) => {
    const link = shareLink(h);
    const back = handFromLink(link);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.dropped).toEqual({ calls: 0, cards: 0, claim: false });
    expect(toRecord(back.value.hand)).toEqual(toRecord(h));
    expect(shareLink(back.value.hand)).toBe(link);
  });

  prop.prop([arbitraryHand])('every hand built in the Lab passes checkRecord', (h) => {
    expect(checkRecord(toRecord(h)).ok).toBe(true);
  });

  test('a malformed link gives the engine’s diagnostics, never a hand', () => {
    const r = handFromLink('1!!!');
    expect(r.ok).toBe(false);
    const empty = handFromLink('');
    expect(!empty.ok && empty.error[0]?.code).toBe('LINK_EMPTY');
  });

  test('a pasted record becomes a hand; a Result without play becomes the claim', () => {
    const r = readSource(READERS, pbnGame(4, '1H Pass Pass Pass').replace('[Auction', '[Result "8"]\n[Auction'));
    const record = r.boards[0]!.record!;
    const { hand } = handFromRecord(record);
    expect(hand.claim).toBe(8);
    expect(hand.board).toBe('4');
    expect(hand.title).toBe('Lab');
    expect(encodeHandLink(toRecord(hand))).toBeTruthy();
  });

  test('the embed snippet escapes the reader’s title', () => {
    const s = embedSnippet('https://x.org/embed/#1ab', 'A "quoted" <b>title</b> & more');
    expect(s).toBe(
      '<iframe src="https://x.org/embed/#1ab" title="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more" width="100%" height="620" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect(escapeAttribute('"><script>')).not.toMatch(/[<>"]/);
  });

  test('the PBN file is the engine’s and reads back to the same hand; its name comes from the title', () => {
    const h = apply(playFirst(oneSpade(dealt()), 4), { type: 'title', text: 'Élan: the “Lab” hand!' });
    const text = handPbn(READERS, h);
    const back = pbnParseOf(parsePbn(text));
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The file says Vulnerable "None" (the dialect writes it for every auction hand); whether
    // the reader keeps that as a value or leaves it out, it means the same.
    const { vulnerability, ...rest } = toRecord(handFromRecord(back.records[0]!).hand);
    expect(vulnerability ?? 'None').toBe('None');
    expect(rest).toEqual(toRecord(h));
    expect(pbnFileName(h)).toBe('elan-the-lab-hand.pbn');
    expect(pbnFileName(emptyHand())).toBe('hand.pbn');
  });
});

// ---------------------------------------------------------------------------------------------
// Keeping

describe('storage', () => {
  test('the text is kept and restored; an empty text removes it; text over the limit is refused', () => {
    const s = memoryStorage();
    expect(saveText(s, '[Event "x"]')).toEqual({ ok: true });
    expect(loadText(s)).toBe('[Event "x"]');
    saveText(s, '');
    expect(s.map.has(LAB_TEXT_KEY)).toBe(false);
    const big = saveText(s, 'x'.repeat(MAX_TEXT_CHARS + 1));
    expect(big.ok).toBe(false);
    expect(!big.ok && big.reason).toContain(formatCount(MAX_TEXT_CHARS));
  });

  prop.prop([arbitraryHand])('the hand under construction is restored exactly', (h) => {
    const s = memoryStorage();
    saveHand(s, h);
    const back = loadHand(s);
    if (h.calls.length === 0 && SEATS.every((seat) => h.deal[seat].length === 0) && h.intro === '' && h.title === '')
      expect(back).toBeNull();
    else expect(back && shareLink(back)).toBe(shareLink(h));
  });

  test('a damaged entry is ignored, a full storage is reported, a missing storage too', () => {
    const s = memoryStorage();
    s.map.set(LAB_HAND_KEY, '{not json');
    expect(loadHand(s)).toBeNull();
    s.map.set(LAB_HAND_KEY, JSON.stringify({ v: 1, link: '1garbage' }));
    expect(loadHand(s)).toBeNull();
    const full = saveHand(memoryStorage(true), dealt());
    expect(full.ok).toBe(false);
    expect(saveText(null, 'x').ok).toBe(false);
    expect(loadText(null)).toBe('');
  });

  test('texts a link replaced: newest first, once each, none dropped; brought back in turn', () => {
    expect(keepText([], '  ')).toEqual([]);
    expect(keepText(['b', 'a'], 'a')).toEqual(['a', 'b']);
    const many = Array.from({ length: 12 }, (_, i) => `t${i}`).reduce<string[]>((k, t) => keepText(k, t), []);
    expect(many).toHaveLength(12);
    expect(many[0]).toBe('t11');
    expect(many[11]).toBe('t0');
    // The box held the link the address opened: it goes, the address still has it.
    expect(bringBackText(['mine'], '1link', '1link')).toEqual({ text: 'mine', kept: [] });
    // The reader wrote something else in the box since: it is kept in its turn.
    expect(bringBackText(['mine', 'older'], 'new work', '1link')).toEqual({ text: 'mine', kept: ['new work', 'older'] });
    expect(bringBackText([], 'x', null)).toBeNull();
  });

  prop.prop([fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }), fc.string({ maxLength: 6 })])(
    'a kept text is never lost: keeping another keeps every one',
    (kept, text) => {
      const next = keepText(kept, text);
      if (text.trim() !== '') expect(next[0]).toBe(text);
      expect(new Set(next).size).toBe(next.length);
      for (const t of kept) if (t.trim() !== '') expect(next).toContain(t);
    },
  );

  test('kept texts survive a reload; a damaged entry is ignored; a refused one stops the link', () => {
    const s = memoryStorage();
    expect(saveKeptTexts(s, ['a', 'b'])).toEqual({ ok: true });
    expect(loadKeptTexts(s)).toEqual(['a', 'b']);
    expect(saveKeptTexts(s, [])).toEqual({ ok: true });
    expect(s.map.has(LAB_KEPT_TEXTS_KEY)).toBe(false);
    s.map.set(LAB_KEPT_TEXTS_KEY, '{"v":1,"texts":"no"}');
    expect(loadKeptTexts(s)).toEqual([]);
    s.map.set(LAB_KEPT_TEXTS_KEY, '{broken');
    expect(loadKeptTexts(s)).toEqual([]);
    expect(keepReplacedText(memoryStorage(), ['mine'], 'mine')).toEqual({ ok: true });
    const full = keepReplacedText(memoryStorage(true), ['mine'], 'mine');
    expect(full.ok).toBe(false);
    expect(!full.ok && full.reason).toMatch(/not put in the box/);
    // Nothing to keep, or a browser that keeps nothing at all: the link may go in.
    expect(keepReplacedText(memoryStorage(true), [], '')).toEqual({ ok: true });
    expect(keepReplacedText(null, ['mine'], 'mine')).toEqual({ ok: true });
  });

  test('settings are checked field by field', () => {
    const s = memoryStorage();
    saveSettings(s, { strict: false, seat: 'W', seed: 'abc' });
    expect(loadSettings(s)).toEqual({ strict: false, seat: 'W', seed: 'abc' });
    s.map.set(LAB_SETTINGS_KEY, JSON.stringify({ strict: 'yes', seat: 'Q', seed: 5 }));
    expect(loadSettings(s)).toEqual({ strict: true, seat: 'N', seed: '' });
  });

  test('clearing forgets the text or the hand', () => {
    const s = memoryStorage();
    saveText(s, 'abc');
    saveHand(s, dealt());
    clearSaved(s, 'hand');
    expect(loadHand(s)).toBeNull();
    expect(loadText(s)).toBe('abc');
    clearSaved(s, 'text');
    expect(loadText(s)).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard

describe('gridMove', () => {
  test.each([
    ['ArrowRight', 0, 1],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, null],
    ['ArrowDown', 2, 15],
    ['ArrowUp', 15, 2],
    ['ArrowUp', 2, null],
    ['Home', 17, 13],
    ['End', 14, 25],
    ['End', 40, 51],
    ['ArrowDown', 45, null],
    ['Enter', 3, null],
  ] as const)('%s from %i in a 52-card grid of 13 columns goes to %s', (key, from, to) => {
    expect(gridMove(key, from, 52, 13)).toBe(to);
  });

  test('a ragged last row: End stops at the last button', () => {
    expect(gridMove('End', 6, 8, 5)).toBe(7);
  });
});

test('formatCount writes thousands the same everywhere', () => {
  expect(formatCount(1_000_000)).toBe('1,000,000');
  expect(formatCount(500)).toBe('500');
});

test('every card of the deck is a picker card exactly once', () => {
  const all = pickerView(emptyHand()).suits.flatMap((s) => s.cards.map((c) => c.card));
  expect(new Set<Card>(all).size).toBe(52);
});
