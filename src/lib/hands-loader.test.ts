/**
 * The hands loader: the site's own hands load, each with its data and replay; broken copies of
 * them, written to a temporary folder (never into src/content/hands), fail with every problem as
 * `file:line:column: severity CODE: message`, the line and a caret under the right column; the
 * Astro loader throws with those messages and stores nothing; the ```pbn examples of the
 * authors' docs pass the same gate unless their title says they are broken.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePbn, pbnParseOf } from '../engine/formats/pbn.ts';
import { handsLoader, lessonOf, readHandsDir, readHandText, renderCommentFacts, type HandEntry, type HandsRead } from './hands-loader.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const handsDir = join(repo, 'src/content/hands');
const handFiles = readdirSync(handsDir)
  .filter((f) => f.endsWith('.pbn'))
  .sort();

const temp = mkdtempSync(join(tmpdir(), 'hands-loader-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A folder under the temporary root holding the given files. */
const folder = (name: string, files: Record<string, string>): string => {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
};

/** A site hand with a full play, to break in various ways. */
const played = (): { name: string; text: string } => {
  for (const name of handFiles) {
    const text = readFileSync(join(handsDir, name), 'utf8');
    const parsed = pbnParseOf(parsePbn(text));
    if (parsed.games.length === 1 && parsed.records[0] && parsed.records[0].play.length === 52) return { name, text };
  }
  throw new Error('src/content/hands has no fully played one-game hand to break');
};

/** Line (1-based) and column of the first match of `re` in `text`. */
const whereIs = (text: string, re: RegExp): { line: number; column: number } => {
  const m = re.exec(text);
  if (!m) throw new Error(`${re} not found`);
  const before = text.slice(0, m.index).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
};

/** The codes of the problems, in order. */
const codes = (read: HandsRead): string[] => read.problems.map((p) => / (?:error|warning) ([A-Z_]+):/.exec(p)?.[1] ?? p);

/** The line and column a problem's first line gives (`file:line:column: ...`). */
const placeOf = (read: HandsRead, code: string): { line: number; column: number } | undefined => {
  const p = read.problems.find((q) => q.includes(` ${code}: `));
  const m = p === undefined ? null : /^[^\n]*?:(\d+):(\d+): /.exec(p);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
};

/** Checks that a problem says file:line:column, shows that line of `text`, and puts the caret under the column. */
const expectPointsAt = (read: HandsRead, text: string, file: string, code: string, line: number, column: number): void => {
  const p = read.problems.find((q) => q.includes(` ${code}: `));
  expect(p, `${code} in ${codes(read).join(', ')}`).toBeDefined();
  const out = (p ?? '').split('\n');
  expect(out[0]).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:${line}:${column}: (error|warning) ${code}: \\S`));
  const source = text.split(/\r\n|\r|\n/)[line - 1] ?? '';
  expect(out[1]).toBe(`  ${line} | ${source.replace(/\t/g, ' ')}`);
  expect(out[2]?.indexOf('^')).toBe(`  ${line} | `.length + column - 1);
};

describe('lessonOf: the lesson number from the file name', () => {
  it.each([
    ['l03-leads.pbn', 3],
    ['l12-work-rubber-1912.pbn', 12],
    ['L7-x.pbn', 7],
    ['src/content/hands/l15-end.pbn', 15],
    ['royal-spades.pbn', null],
    ['lesson-3.pbn', null],
    ['l-3.pbn', null],
    ['xl03-leads.pbn', null],
  ])('%s → %s', (file, lesson) => {
    expect(lessonOf(file)).toBe(lesson);
  });
});

describe('the site’s hands (src/content/hands)', () => {
  const read = readHandsDir(handsDir, repo);

  it('load with no problem at all', () => {
    expect(read.problems.join('\n\n')).toBe('');
    expect(handFiles.length).toBeGreaterThan(0);
    expect(read.entries.length).toBeGreaterThanOrEqual(handFiles.length);
  });

  it('give each entry data that agrees with its file', () => {
    for (const entry of read.entries) {
      const games = pbnParseOf(parsePbn(readFileSync(join(repo, entry.file), 'utf8'))).games;
      const game = games[entry.game];
      expect(game, entry.slug).toBeDefined();
      const tag = (name: string): string | undefined => game!.tags.find((t) => t.name === name)?.value;
      const name = entry.file.replace(/^.*\/|\.pbn$/g, '');
      expect(entry.slug).toBe(games.length > 1 ? `${name}-${tag('Board')}` : name);
      expect(entry.dealer).toBe(tag('Dealer'));
      if (tag('RuleSet') !== undefined) expect(entry.ruleSet).toBe(tag('RuleSet'));
      if (tag('Contract')) expect(entry.contract).toBe(tag('Contract'));
      if (tag('Declarer')) expect(entry.declarer).toBe(tag('Declarer'));
      expect(entry.lesson).toBe(lessonOf(entry.file));
      expect(entry.title).toBe(tag('Title') ?? tag('Event') ?? entry.slug);
      expect(entry.titleDe).toBe(tag('TitleDe') ?? null);
      expect(entry.descriptionDe).toBe(tag('DescriptionDe') ?? null);
      expect(entry.timeline.steps.length).toBeGreaterThan(0);
      expect(entry.timeline.dealer).toBe(entry.dealer);
      // The stored data survives the data store's serialisation unchanged.
      expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);
    }
  });

  it('keep each game’s PBN, which reads back into the same hand', () => {
    for (const entry of read.entries) {
      const again = readHandText(entry.pbn, entry.file);
      expect(again.problems).toEqual([]);
      expect(again.entries).toHaveLength(1);
      expect(again.entries[0]?.timeline).toEqual(entry.timeline);
    }
  });

  it('render the facts of the notes ([[E:H]]) in the replay and in the downloadable PBN', () => {
    const facts = read.entries.filter((e) => /\[\[#?[NESW]{1,2}:[SHDC]\]\]/.test(readFileSync(join(repo, e.file), 'utf8')));
    expect(facts.length).toBeGreaterThan(20);
    for (const entry of read.entries) {
      expect(entry.pbn, entry.slug).not.toContain('[[');
      for (const step of entry.timeline.steps) expect(step.note ?? '', entry.slug).not.toContain('[[');
    }
    const l07 = read.entries.find((e) => e.slug === 'l07-every-trick-counts')!;
    expect(l07.timeline.steps.find((s) => (s.note ?? '').startsWith('North has '))?.note).toMatch(/^North has ♥Q52 and nothing else/);
    expect(l07.pbn).toContain('North has ♥Q52 and nothing else');
  });
});

/** A hand's text without its German: the {de: ...} comments and the TitleDe and DescriptionDe tags. */
const englishOnly = (text: string): string =>
  text.replace(/\r?\n?\{de:[^}]*\}/g, '').replace(/\[(TitleDe|DescriptionDe) "[^"]*"\]\r?\n/g, '');

describe('two languages (issue 18)', () => {
  it('renders the facts of each comment in its language: {de: ...} in German', () => {
    const deal = pbnParseOf(parsePbn('[Deal "N:AQ4.KJ3.KJ5.A962 T765.9854.T2.873 K93.AQ62.74.KQJ5 J82.T7.AQ9863.T4"]\n')).records[0]!.deal;
    const pbn = '1D {[[#W:D]] diamonds, [[W:D]].} {de: [[#W:D]] Karo, [[W:D]].}\n{\nde: Nord hat [[N:S]].\n}';
    expect(renderCommentFacts(pbn, deal)).toBe('1D {Six diamonds, ♦AQ9863.} {de: Sechs Karo, ♦AD9863.}\n{\nde: Nord hat ♠AD4.\n}');
  });

  it('gives an entry its German title and description, and its replay stays English', () => {
    const text = englishOnly(played().text);
    expect(text).not.toContain('de:');
    const both = text
      .replace(/\[Description "[^"]*"\]\r?\n/, '')
      .replace(/(\[Event "[^"]*"\])/, '$1\n[TitleDe "Ein Titel"]\n[Description "A topic"]\n[DescriptionDe "Eine Beschreibung"]')
      .replace(/\{([^}]*)\}/g, (_m, body: string) => `{${body}} {de: Deutsch.}`);
    const read = readHandText(both, 'hands/both.pbn');
    expect(read.problems).toEqual([]);
    expect(read.entries[0]).toMatchObject({ titleDe: 'Ein Titel', descriptionDe: 'Eine Beschreibung' });
    expect(read.entries[0]?.timeline.steps.some((s) => s.note === 'Deutsch.')).toBe(false);
  });

  it('refuses a hand that has begun its German but left a note in English only', () => {
    const text = englishOnly(played().text);
    const partial = text.replace(/(\[Event "[^"]*"\])/, '$1\n[TitleDe "Ein Titel"]');
    const read = readHandText(partial, 'hands/partial.pbn');
    expect(read.entries).toEqual([]);
    expect(codes(read).length).toBeGreaterThan(0);
    expect(new Set(codes(read))).toEqual(new Set(['NOTE_DE_MISSING']));
  });

  it('refuses a site hand with one German note taken out, at the line of its card', () => {
    const { name, text } = played();
    const german = /\r?\n?\{de:[^}]*\}/g.exec(text.slice(text.indexOf('[Play')));
    expect(german, `${name} has German notes in its play`).not.toBeNull();
    const at = text.indexOf('[Play') + german!.index;
    const broken = text.slice(0, at) + text.slice(at + german![0].length);
    const read = readHandText(broken, `hands/${name}`);
    expect(codes(read)).toEqual(['NOTE_DE_MISSING']);
    expect(read.problems[0]).toMatch(/The note on card \d+ \(.+\) is in English only/);
  });
});

describe('a broken hand', () => {
  const { text } = played();

  it('a card dealt twice: every problem with file:line:column and a caret under the card', () => {
    const m = /\[Deal "(\w):([^"]*)"\]/.exec(text);
    const hands = (m?.[2] ?? '').split(' ');
    const second = (hands[1] ?? '').split('.');
    const suit = second.findIndex((s) => s.length > 0);
    const rank = second[suit]?.[0] ?? '';
    const first = (hands[0] ?? '').split('.');
    first[suit] = `${rank}${first[suit] ?? ''}`;
    hands[0] = first.join('.');
    const broken = text.replace(/\[Deal "(\w):[^"]*"\]/, `[Deal "${m?.[1] ?? 'N'}:${hands.join(' ')}"]`);
    const read = readHandText(broken, 'hands/l02-broken.pbn');
    expect(read.entries).toEqual([]);
    const deal = whereIs(broken, /\[Deal "/);
    const twice = placeOf(read, 'PBN_DEAL_CARD_TWICE');
    expect(twice?.line).toBe(deal.line);
    expect(broken.split('\n')[deal.line - 1]?.[(twice?.column ?? 0) - 1]).toBe(rank);
    expectPointsAt(read, broken, 'hands/l02-broken.pbn', 'PBN_DEAL_CARD_TWICE', deal.line, twice?.column ?? 0);
  });

  it('an insufficient bid: the caret is under the bid', () => {
    const broken = text.replace(/(\[Auction "\w"\]\r?\n\S+) /, '$1 1C ');
    const read = readHandText(broken, 'hands/broken.pbn');
    const at = whereIs(broken, /\[Auction "\w"\]\r?\n\S+ 1C/);
    const column = (broken.split('\n')[at.line] ?? '').indexOf(' 1C') + 2;
    expectPointsAt(read, broken, 'hands/broken.pbn', 'PBN_CALL_INSUFFICIENT', at.line + 1, column);
  });

  it('a royal-spade bid under a rule set without royal spades', () => {
    const broken = text.replace(/\[RuleSet "[^"]*"\]/, '[RuleSet "whist-club-1926"]').replace(/(\[Auction "\w"\]\r?\n)\S+/, '$11R');
    const read = readHandText(broken, 'hands/royal.pbn');
    const at = whereIs(broken, /\[Auction "\w"\]/);
    expectPointsAt(read, broken, 'hands/royal.pbn', 'PBN_STRAIN_NOT_IN_RULE_SET', at.line + 1, 1);
  });

  it('a warning of the reader (an unknown tag) fails too', () => {
    const broken = text.replace('[Dealer', '[Topic "leads"]\n[Dealer');
    const read = readHandText(broken, 'hands/tag.pbn');
    expect(read.entries).toEqual([]);
    const at = whereIs(broken, /\[Topic/);
    expectPointsAt(read, broken, 'hands/tag.pbn', 'PBN_UNKNOWN_TAG', at.line, 1);
  });

  it('an empty file, and a game without a deal', () => {
    expect(codes(readHandText('', 'hands/empty.pbn'))).toEqual(['HAND_EMPTY']);
    const tagsOnly = readHandText('[Event "only a title"]\n', 'hands/tags.pbn');
    expect(tagsOnly.entries).toEqual([]);
    expect(tagsOnly.problems.length).toBeGreaterThan(0);
    for (const p of tagsOnly.problems) expect(p).toMatch(/^hands\/tags\.pbn:\d+:\d+: /);
  });
});

describe('several games in a file', () => {
  const { text } = played();
  const board = /\[Board "([^"]*)"\]/.exec(text)?.[1] ?? '';
  const second = text.replace(/\[Board "[^"]*"\]/, '[Board "9"]').replace(/^%.*\r?\n/gm, '');
  const two = `${text.trimEnd()}\n\n${second}`;

  it('gives one entry per game, named by its board, each with its own PBN', () => {
    const read = readHandText(two, 'hands/l04-pair.pbn');
    expect(read.problems).toEqual([]);
    expect(read.entries.map((e) => e.slug)).toEqual([`l04-pair-${board}`, 'l04-pair-9']);
    expect(read.entries.map((e) => e.game)).toEqual([0, 1]);
    expect(read.entries.map((e) => e.lesson)).toEqual([4, 4]);
    const [a, b] = read.entries as [HandEntry, HandEntry];
    expect(b.board).toBe('9');
    expect(pbnParseOf(parsePbn(a.pbn)).games).toHaveLength(1);
    expect(pbnParseOf(parsePbn(b.pbn)).games).toHaveLength(1);
    expect(b.pbn).toContain('[Board "9"]');
    expect(a.pbn).not.toContain('[Board "9"]');
  });

  it('reports a problem of the second game at its line in the file', () => {
    const broken = `${text.trimEnd()}\n\n${second.replace(/(\[Auction "\w"\]\r?\n\S+) /, '$1 1C ')}`;
    const read = readHandText(broken, 'hands/pair.pbn');
    const line = broken.slice(0, broken.indexOf(' 1C ', broken.indexOf('[Board "9"]'))).split('\n').length;
    expect(placeOf(read, 'PBN_CALL_INSUFFICIENT')?.line).toBe(line);
    expect(codes(read).filter((c) => c === 'PBN_CALL_INSUFFICIENT')).toHaveLength(1);
  });

  it('needs a Board number, different for each game', () => {
    const unnumbered = `${text.trimEnd()}\n\n${second.replace(/\[Board "[^"]*"\]\r?\n/, '')}`;
    expect(codes(readHandText(unnumbered, 'hands/x.pbn'))).toEqual(['HANDS_BOARD_MISSING']);
    const repeated = `${text.trimEnd()}\n\n${second.replace(/\[Board "[^"]*"\]/, `[Board "${board}"]`)}`;
    const read = readHandText(repeated, 'hands/x.pbn');
    expect(codes(read)).toEqual(['HANDS_BOARD_REPEATED']);
    expect(read.entries).toHaveLength(1);
    expect(placeOf(read, 'HANDS_BOARD_REPEATED')?.line).toBe(text.trimEnd().split('\n').length + 2);
  });

  it("reports the reader's problems once for the file, in time linear in their number", () => {
    // 2,000 games with 20 unknown tags each: 40,000 problems. Reporting them once per game,
    // each formatted by splitting the whole file again, took hours; once, it takes a moment.
    const games = Array.from(
      { length: 2_000 },
      (_, g) =>
        `[Board "${g + 1}"]\n${Array.from({ length: 20 }, (_, t) => `[X${t} "y"]`).join('\n')}\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]\n`,
    );
    const read = readHandText(games.join('\n'), 'hands/many.pbn');
    expect(read.problems).toHaveLength(40_000);
    expect(new Set(codes(read))).toEqual(new Set(['PBN_UNKNOWN_TAG']));
    expect(read.entries).toEqual([]);
  }, 60_000);

  it('refuses two entries with one address', () => {
    const dir = folder('dup', { [`a-${board}.pbn`]: text, 'a.pbn': two });
    const read = readHandsDir(dir, temp);
    expect(codes(read)).toEqual(['HANDS_DUPLICATE_SLUG']);
    expect(read.problems[0]).toMatch(new RegExp(`^dup/a\\.pbn:1:1: error HANDS_DUPLICATE_SLUG: .*/hands/a-${board}/`));
  });
});

/** A stand-in for Astro's loader context: a store in a Map, and everything else minimal. */
const fakeContext = (root: string) => {
  const stored = new Map<string, { id: string; data: Record<string, unknown>; filePath?: string }>();
  const logs: string[] = [];
  const context = {
    collection: 'hands',
    config: { root: pathToFileURL(`${root}/`) },
    logger: { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m), error: (m: string) => logs.push(m) },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    generateDigest: (d: unknown) => String(JSON.stringify(d).length),
    store: {
      clear: () => stored.clear(),
      set: (e: { id: string; data: Record<string, unknown>; filePath?: string }) => {
        stored.set(e.id, e);
        return true;
      },
    },
  } as unknown as LoaderContext;
  return { context, stored, logs };
};

describe('handsLoader (the Astro loader)', () => {
  const { name, text } = played();

  it('stores one entry per hand of a good folder', async () => {
    folder('good/hands', { [name]: text, 'l05-second.pbn': text });
    const { context, stored } = fakeContext(join(temp, 'good'));
    await handsLoader({ base: 'hands' }).load(context);
    expect([...stored.keys()].sort()).toEqual([name.replace(/\.pbn$/, ''), 'l05-second'].sort());
    const entry = stored.get('l05-second');
    expect(entry?.filePath).toBe('hands/l05-second.pbn');
    expect(entry?.data['lesson']).toBe(5);
  });

  it('fails with every problem of every file, as file:line:column with a caret, and stores nothing', async () => {
    const badAuction = text.replace(/(\[Auction "\w"\]\r?\n\S+) /, '$1 1C ');
    const badTag = text.replace('[Dealer', '[Topic "leads"]\n[Dealer');
    folder('bad/hands', { 'a-good.pbn': text, 'b-auction.pbn': badAuction, 'c-tag.pbn': badTag });
    const { context, stored } = fakeContext(join(temp, 'bad'));
    const failure = await handsLoader({ base: 'hands' })
      .load(context)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    const auction = whereIs(badAuction, /\[Auction "\w"\]\r?\n/);
    expect(message).toMatch(new RegExp(`^hands/b-auction\\.pbn:${auction.line + 1}:\\d+: error PBN_CALL_INSUFFICIENT: `, 'm'));
    expect(message).toMatch(new RegExp(`^hands/c-tag\\.pbn:${whereIs(badTag, /\[Topic/).line}:1: warning PBN_UNKNOWN_TAG: `, 'm'));
    expect(message).toMatch(/^ +\| +\^/m);
    expect(message).toMatch(/in 2 hand files/);
    expect(stored.size).toBe(0);
  });
});

/** Every ```pbn block of the docs, with the meta of its fence. */
const docBlocks = (): { file: string; meta: string; code: string }[] => {
  const out: { file: string; meta: string; code: string }[] = [];
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.mdx?$/.test(f))
        for (const m of readFileSync(p, 'utf8').matchAll(/^```pbn([^\n]*)\n([\s\S]*?)^```\s*$/gm))
          out.push({ file: p.slice(repo.length + 1), meta: m[1] ?? '', code: m[2] ?? '' });
    }
  };
  walk(join(repo, 'src/content/docs'));
  return out;
};

describe('the ```pbn examples of the docs', () => {
  const blocks = docBlocks().filter((b) => /\[Deal /.test(b.code));
  it('include whole hands', () => {
    expect(blocks.length).toBeGreaterThan(2);
  });
  // A broken example says so in its title: "broken", or on a German page "fehlerhaft".
  const broken = (meta: string): boolean => /broken|fehlerhaft/i.test(meta);
  it.each(blocks.map((b, i) => [`${b.file} #${i + 1}${broken(b.meta) ? ' (broken on purpose)' : ''}`, b] as const))('%s', (_, block) => {
    const read = readHandText(block.code, 'example.pbn');
    if (broken(block.meta)) {
      expect(read.problems.length).toBeGreaterThan(0);
    } else {
      expect(read.problems.join('\n\n')).toBe('');
      expect(read.entries.length).toBeGreaterThan(0);
    }
  });
});
