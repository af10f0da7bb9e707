/**
 * The build-time hand loader: the example hands load and replay, and every failure names the
 * file, line and column (so that `astro build` says where a hand is broken).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { FULL_DECK } from '../engine/card.ts';
import { SEATS } from '../engine/types.ts';
import { gameSlug, HANDS_DIR, handFile, handPageSlug, handSlug, loadHand, loadHandFromText } from './hands.ts';

const read = (slug: string): string => readFileSync(path.join(HANDS_DIR, `${slug}.pbn`), 'utf8');

/** The 1-based line and column where `needle` first occurs in `text` after `from` (a unique anchor). */
const where = (text: string, needle: string, from = ''): { line: number; column: number } => {
  const at = text.indexOf(needle, from === '' ? 0 : text.indexOf(from));
  if (at < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
};

/** Writes `text` as src/content/hands/<name>.pbn under a fresh root; returns the root. */
const tempRoot = (name: string, text: string): string => {
  const root = mkdtempSync(path.join(tmpdir(), 'hands-'));
  mkdirSync(path.join(root, HANDS_DIR), { recursive: true });
  writeFileSync(path.join(root, HANDS_DIR, `${name}.pbn`), text);
  return root;
};

describe('the example hands', () => {
  test.each([
    // slug, contract, declarer, tricks, where the count comes from, steps (start + calls + cards + claim)
    ['drawing-trumps', '4H', 'S', 10, 'play', 1 + 6 + 52],
    ['doubled-no-trump', '3NTX', 'N', 12, 'claim', 1 + 8 + 12 + 1],
    ['royal-spades', '2RXX', 'N', null, null, 1 + 10],
  ] as const)('%s loads: %s by %s', (slug, contract, declarer, tricks, from, steps) => {
    const hand = loadHand(slug);
    const c = hand.checked.contract;
    expect(c && `${c.level}${c.strain}${'X'.repeat(c.doubled)}`).toBe(contract);
    expect(hand.checked.declarer).toBe(declarer);
    expect(hand.checked.tricks).toBe(tricks);
    expect(hand.checked.tricksFrom).toBe(from);
    expect(hand.timeline.steps).toHaveLength(steps);
    expect(hand.file).toBe(`${HANDS_DIR}/${slug}.pbn`);
  });

  test.each(['drawing-trumps', 'doubled-no-trump', 'royal-spades'])('%s deals 52 different cards, 13 to each hand', (slug) => {
    const { record } = loadHand(slug);
    const all = SEATS.flatMap((s) => {
      const hand = record.deal[s];
      expect(hand, s).not.toBeNull();
      expect(hand, s).toHaveLength(13);
      return hand ?? [];
    });
    expect(new Set(all).size).toBe(52);
    expect([...all].sort()).toEqual([...FULL_DECK].sort());
  });

  test('the fully played hand follows suit throughout and ends after thirteen tricks', () => {
    const { checked, timeline } = loadHand('drawing-trumps');
    expect(checked.playComplete).toBe(true);
    expect(timeline.trickStarts).toHaveLength(13);
    expect(timeline.steps.at(-1)?.tricksWon).toEqual({ NS: 10, EW: 3 });
  });

  test('commentary reaches the steps it follows', () => {
    const { timeline } = loadHand('drawing-trumps');
    expect(timeline.steps[0]?.note).toMatch(/^South holds five good hearts/);
    // The third call, North's four hearts, carries the note about who will play it.
    expect(timeline.steps[3]?.note).toMatch(/South will play it/);
    expect(timeline.steps[3]?.event).toMatchObject({ type: 'call', seat: 'N', call: { type: 'bid', level: 4, strain: 'H' } });
  });

  test('a timeline survives JSON unchanged (it is passed to the island as props)', () => {
    const { timeline } = loadHand('doubled-no-trump');
    expect(JSON.parse(JSON.stringify(timeline))).toEqual(timeline);
  });
});

describe('where hands are found', () => {
  test.each([
    ['drawing-trumps', 'src/content/hands/drawing-trumps.pbn', 'drawing-trumps'],
    ['src/content/hands/royal-spades.pbn', 'src/content/hands/royal-spades.pbn', 'royal-spades'],
    ['./tests/fixtures/x.pbn', 'tests/fixtures/x.pbn', 'x'],
    ['other.pbn', 'other.pbn', 'other'],
  ])('%s is the file %s (slug %s)', (input, file, slug) => {
    expect(handFile(input)).toBe(file);
    expect(handSlug(input)).toBe(slug);
  });
});

describe('a broken hand stops the build with file:line:column', () => {
  const good = read('drawing-trumps');

  test('a card that does not follow suit: the file, the line and column of the card', () => {
    // In trick 2 West holds the seven of hearts but discards the nine of diamonds.
    const broken = good.replace('H7 H2 H3 HA {South', 'D9 H2 H3 HA {South');
    const at = where(broken, 'D9 H2 H3 HA');
    const root = tempRoot('broken', broken);
    expect(() => loadHand('broken', { root })).toThrowError(/^src\/content\/hands\/broken\.pbn:\d+:\d+: error [A-Z_]+: /);
    expect(() => loadHand('broken', { root })).toThrowError(
      new RegExp(`^src/content/hands/broken\\.pbn:${at.line}:${at.column}: error [A-Z_]*REVOKE: `, 'm'),
    );
  });

  test('a fact in a note that names no seat: the line and column of its card, and the note', () => {
    const broken = good.replace('{South starts on trumps at once.}', '{South starts on [[X:H]] at once.}');
    expect(broken).not.toBe(good);
    const at = where(broken, 'HA {South starts');
    expect(() => loadHandFromText(broken, 'facts.pbn')).toThrowError(
      new RegExp(
        `^facts\\.pbn:${at.line}:${at.column}: error FACT_SEAT: In the note on card 5 \\(♥A\\): \\[\\[X:H\\]\\] names no seat`,
        'm',
      ),
    );
  });

  test('a card dealt twice: the line of the Deal tag', () => {
    // West's queen of spades is also given to North.
    const broken = good.replace('[Deal "N:K84.', '[Deal "N:KQ4.');
    const line = where(broken, '[Deal ').line;
    let message = '';
    try {
      loadHandFromText(broken, 'inline.pbn');
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(new RegExp(`^inline\\.pbn:${line}:\\d+: error [A-Z_]+: `));
    // The offending line is quoted with a caret under it.
    expect(message).toContain('[Deal "N:KQ4.');
    expect(message).toMatch(/\n\s+\|\s+\^/);
  });

  test('an insufficient bid: the line and column of that call', () => {
    // Under the royal count, one royal spade (9 points) is not enough over two hearts (16).
    const royal = read('royal-spades');
    const broken = royal.replace('2H 2R X XX', '2H 1R X XX');
    const at = where(broken, '1R X XX');
    // Every message starts with file:line:column; the one about the bid points at the bid.
    expect(() => loadHandFromText(broken, 'lesson.pbn')).toThrowError(/^lesson\.pbn:\d+:\d+: error /);
    expect(() => loadHandFromText(broken, 'lesson.pbn')).toThrowError(
      new RegExp(`^lesson\\.pbn:${at.line}:${at.column}: error [A-Z_]*INSUFFICIENT: `, 'm'),
    );
  });

  test('every problem is reported, not only the first', () => {
    const broken = good.replace('[Dealer "S"]', '[Dealer "Q"]').replace('[RuleSet "whist-club-1926"]', '[RuleSet "whist-club-1999"]');
    let message = '';
    try {
      loadHandFromText(broken, 'two.pbn');
    } catch (e) {
      message = (e as Error).message;
    }
    const headers = message.split('\n').filter((l) => /^two\.pbn:\d+:\d+: /.test(l));
    expect(headers.length).toBeGreaterThanOrEqual(2);
  });

  test('a missing file names the path it looked for', () => {
    expect(() => loadHand('no-such-hand')).toThrowError(/^src\/content\/hands\/no-such-hand\.pbn:1:1: error HAND_NOT_FOUND: /);
  });

  test('a file of several hands needs a board number, and finds it', () => {
    const two = `${read('drawing-trumps')}\n\n${read('doubled-no-trump')}`;
    expect(() => loadHandFromText(two, 'two.pbn')).toThrowError(/^two\.pbn:\d+:1: error HAND_WHICH_BOARD: /);
    expect(loadHandFromText(two, 'two.pbn', { board: '2' }).checked.declarer).toBe('N');
    expect(() => loadHandFromText(two, 'two.pbn', { board: '9' })).toThrowError(/^two\.pbn:1:1: error HAND_BOARD_MISSING: /);
  });

  test('a file with no hand at all', () => {
    expect(() => loadHandFromText('% PBN 2.1\n', 'empty.pbn')).toThrowError(/^empty\.pbn:1:1: error HAND_EMPTY: /);
  });
});

describe('handPageSlug: the page a lesson replay links to', () => {
  test('is the file name for a file of one hand, and name-board for a file of several', () => {
    expect(handPageSlug(loadHand('drawing-trumps'))).toBe('drawing-trumps');
    expect(handPageSlug(loadHand('l12-work-rubber-1912', { board: '3' }))).toBe('l12-work-rubber-1912-3');
    expect(gameSlug('L12-Rubber', 'Board 3')).toBe('l12-rubber-board-3');
  });
  test('is null for a hand that is not in the collection', () => {
    const text = readFileSync('src/content/hands/drawing-trumps.pbn', 'utf8');
    expect(handPageSlug(loadHandFromText(text, 'inline.pbn'))).toBeNull();
  });
});

describe('languages: a hand file with English and German notes', () => {
  const DEAL = 'N:AQ4.KJ3.KJ5.A962 T765.9854.T2.873 K93.AQ62.74.KQJ5 J82.T7.AQ9863.T4';
  const both = [
    '[Event "Two languages"]',
    '[TitleDe "Zwei Sprachen"]',
    '[Dealer "W"]',
    `[Deal "${DEAL}"]`,
    '[RuleSet "whist-club-1926"]',
    '[Description "A test"]',
    '[DescriptionDe "Ein Test"]',
    '{West has [[#W:D]] diamonds, [[W:D]].} {de: West hat [[#W:D]] Karo, [[W:D]].}',
    '[Auction "W"]',
    '1D {West opens.} {de: West eröffnet.}',
    '1NT {North has [[N:D]].}',
    '{de: Nord hat [[N:D]].}',
    'Pass Pass Pass',
    '',
  ].join('\n');

  test('English by default, German with lang: "de", facts rendered in each language', () => {
    const en = loadHandFromText(both, 'two.pbn');
    expect([en.record.title, en.record.intro, en.record.calls[1]?.note]).toEqual([
      'Two languages',
      'West has six diamonds, ♦AQ9863.',
      'North has ♦KJ5.',
    ]);
    expect(en.timeline.steps[0]?.note).toBe('West has six diamonds, ♦AQ9863.');
    const de = loadHandFromText(both, 'two.pbn', { lang: 'de' });
    expect([de.record.title, de.record.intro, de.record.calls[0]?.note, de.record.calls[1]?.note]).toEqual([
      'Zwei Sprachen',
      'West hat sechs Karo, ♦AD9863.',
      'West eröffnet.',
      'Nord hat ♦KB5.',
    ]);
    expect(de.checked.record.title).toBe('Zwei Sprachen');
    expect(de.timeline.title).toBe('Zwei Sprachen');
    expect(de.timeline.steps[0]?.note).toBe('West hat sechs Karo, ♦AD9863.');
    expect(de.timeline.steps[2]?.note).toBe('Nord hat ♦KB5.');
  });

  test('a hand of the site in German: title, notes and facts in German words and letters', () => {
    const { timeline, record } = loadHand('drawing-trumps', { lang: 'de' });
    expect(record.title).toBe('Erst die Trümpfe ziehen');
    expect(timeline.title).toBe('Erst die Trümpfe ziehen');
    expect(timeline.steps[0]?.note).toMatch(/^Süd hat fünf gute Coeur, ♥AKB104,/);
    expect(timeline.steps[3]?.note).toMatch(/spielen wird Süd/);
    expect(timeline.steps.every((s) => !(s.note ?? '').includes('de:') && !(s.note ?? '').includes('[['))).toBe(true);
    expect(loadHand('drawing-trumps').timeline.steps[0]?.note).toMatch(/^South holds five good hearts, ♥AKJ104,/);
  });

  test('a hand of the collection with German fails on a note in one language only, at its line', () => {
    const gap = both.replace('\n{de: Nord hat [[N:D]].}', '');
    const root = tempRoot('gap', gap);
    const at = where(gap, '1NT');
    expect(() => loadHand('gap', { root })).toThrowError(
      new RegExp(`^src/content/hands/gap\\.pbn:${at.line}:${at.column}: error NOTE_DE_MISSING: The note on call 2 is in English only`),
    );
    // In German too, and with the title missing as well.
    expect(() => loadHand('gap', { root, lang: 'de' })).toThrowError(/NOTE_DE_MISSING/);
    const noTitle = tempRoot('no-title', both.replace('[TitleDe "Zwei Sprachen"]\n', ''));
    expect(() => loadHand('no-title', { root: noTitle })).toThrowError(/error TITLE_DE_MISSING: /);
  });

  test('inline PBN and files outside the collection are not held to both languages', () => {
    const gap = both.replace('\n{de: Nord hat [[N:D]].}', '');
    expect(loadHandFromText(gap, 'inline.pbn', { lang: 'de' }).record.calls[1]?.note).toBe('North has ♦KJ5.');
    expect(loadHandFromText(gap, 'inline.pbn', { lang: 'de' }).record.calls[0]?.note).toBe('West eröffnet.');
    expect(() => loadHandFromText(gap, 'inline.pbn', { checkLanguages: true })).toThrowError(/NOTE_DE_MISSING/);
  });

  test('a hand of the collection without any German still loads (still to be translated)', () => {
    const english = both.replace(/ ?\{de:[^}]*\}\n?/g, '').replace(/\[(TitleDe|DescriptionDe) "[^"]*"\]\n/g, '');
    expect(english).not.toContain('de:');
    const root = tempRoot('english', english);
    expect(loadHand('english', { root, lang: 'de' }).record.intro).toBe('West has six diamonds, ♦AQ9863.');
  });
});
