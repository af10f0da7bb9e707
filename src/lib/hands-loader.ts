/**
 * The content loader of the `hands` collection: every `src/content/hands/*.pbn` file, parsed by
 * the engine's PBN reader, checked by `checkRecord` and replayed into a `Timeline` at build time
 * (ARCHITECTURE.md "How data flows": parse at build time, step at run time). The parsing,
 * checking and replaying are those of ./hands.ts (`loadHandFromText`), which the widgets use too.
 *
 * A broken hand fails the build. Every problem of every file is reported in one go, each as
 * `file:line:column: error CODE: message` with the offending line and a caret under the column
 * (the engine's `formatDiagnostic`, the same printer as `npm run hand -- check`):
 *
 * ```text
 * src/content/hands/l03-leads.pbn:22:4: error PBN_CALL_INSUFFICIENT: One club is not enough over one heart ...
 *   22 | 1H 1C Pass Pass
 *      |    ^^
 *   hint: The lowest bid that outranks one heart is one spade.
 * ```
 *
 * Strict, as the brief of the collection asks: a warning of the reader (an unknown tag, a
 * non-standard token) fails the build too, so that what readers see is exactly what the author
 * wrote. So does a hand that carries German notes but not for every English one (or the other
 * way round), or lacks its `TitleDe`/`DescriptionDe` (engine/notes/lang.ts `languageGaps`).
 *
 * One entry per game. A file with one game gives the entry its own name (`l03-leads.pbn` →
 * `l03-leads`); in a file of several games each game needs a Board number of its own, which
 * ends its slug (`l12-rubber.pbn`, board 3 → `l12-rubber-3`).
 *
 * @packageDocumentation
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { formatContract } from '../engine/auction.ts';
import { renderFacts } from '../engine/notes/facts.ts';
import { DE_MARK, DESCRIPTION_DE_TAG, TITLE_DE_TAG } from '../engine/notes/lang.ts';
import { formatDiagnostic, formatDiagnostics, lineIndex } from '../engine/formats/diagnostics.ts';
import { decodeBytes } from '../engine/formats/encoding.ts';
import { parsePbn, pbnParseOf, type PbnGame } from '../engine/formats/pbn.ts';
import type { CheckedHand, Timeline } from '../engine/record.ts';
import type { RuleOptions } from '../engine/rules/index.ts';
import type { Diagnostic } from '../engine/source.ts';
import type { Deal, Seat } from '../engine/types.ts';
import { gameSlug, loadHandFromText, type LoadedHand } from './hands.ts';

/** One hand of the collection: what the gallery, the permalink pages and the lessons read. */
export interface HandEntry {
  /** The entry id and the last part of its permalink: the file name, plus `-<board>` in a file of several games. */
  readonly slug: string;
  /** The file, relative to the project root (`src/content/hands/l03-leads.pbn`). */
  readonly file: string;
  /** The game's position in its file, from 0. */
  readonly game: number;
  /** The `Board` tag, if any. */
  readonly board: string | null;
  /** `Title`, else `Event`, else the slug. */
  readonly title: string;
  /** The German title, from the `TitleDe` tag; `null` without one. */
  readonly titleDe: string | null;
  /** The lesson, from a file name `lNN-...` (`l03-leads.pbn` → 3); `null` for a hand of no lesson. */
  readonly lesson: number | null;
  /** What the hand teaches, from the `Description` tag; `null` without one. */
  readonly topic: string | null;
  /** What the hand teaches in German, from the `DescriptionDe` tag; `null` without one. */
  readonly descriptionDe: string | null;
  /** The rule set id, as resolved by `checkRecord`. */
  readonly ruleSet: string;
  /** The options switched on over the rule set (`RuleSetOptions`). */
  readonly options: RuleOptions;
  /** A PBN contract string (`4H`, `2RX`, `3NTXX`), `Pass` when passed out, `''` for an auction that stops before its end. */
  readonly contract: string;
  readonly declarer: Seat | null;
  readonly dealer: Seat;
  /**
   * The game's PBN as written (the whole file when it holds one game), with the facts of its
   * notes rendered (`[[E:H]]` → `♥AKQ96`; in a German comment `{de: ...}` in German,
   * `♥AKD96`), for the "download" link and code blocks.
   */
  readonly pbn: string;
  /** The replay, one snapshot per step (English notes; `loadHand(file, { lang: 'de' })` gives the German). */
  readonly timeline: Timeline;
}

/** What reading one file (or a folder) gives: the entries of the good games, and every problem. */
export interface HandsRead {
  readonly entries: HandEntry[];
  /**
   * Every problem, formatted for a terminal: `file:line:column: severity CODE: message`, the
   * line of the file, a caret under the column, and the hint (`formatDiagnostic`).
   */
  readonly problems: string[];
}

/** The lesson number in a file name `lNN-...` (`l3-...` and `L03-...` too), else `null`. */
export const lessonOf = (fileName: string): number | null => {
  const m = /^l(\d{1,3})-/i.exec(fileName.replace(/^.*[\\/]/, ''));
  return m?.[1] === undefined ? null : Number(m[1]);
};

/** The PBN contract string of a checked hand (see {@link HandEntry.contract}). */
export const contractString = (hand: CheckedHand): string =>
  hand.contract !== null ? formatContract(hand.contract) : hand.auction.passedOut ? 'Pass' : '';

/** The text of one game: from the line after the previous game's end to its own last line, trimmed of blank lines. */
const gameText = (lines: readonly string[], games: readonly PbnGame[], index: number): string => {
  const game = games[index];
  if (game === undefined) return '';
  const from = index === 0 ? 1 : (games[index - 1]?.endLine ?? 0) + 1;
  const slice = lines.slice(from - 1, game.endLine);
  while (slice.length > 0 && (slice[0] ?? '').trim() === '') slice.shift();
  while (slice.length > 0 && (slice[slice.length - 1] ?? '').trim() === '') slice.pop();
  return `${slice.join('\n')}\n`;
};

/** The message of what `loadHandFromText` threw. */
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Every problem of a message, one formatted diagnostic each (they are separated by blank lines). */
const splitProblems = (message: string): string[] => message.split(/\n\s*\n/).filter((p) => p.trim() !== '');

/** A comment of a PBN text, braces included (a comment holds no `}`: PBN 2.1 §3.8). */
const COMMENT = /\{[^}]*\}/g;
/** The `de:` that starts a German comment, with the spaces around it. */
const DE_HEAD = new RegExp(`^\\s*${DE_MARK}[ \\t]*`);

/**
 * A PBN text with the facts of its comments rendered from the deal, each comment in its own
 * language: a German comment (`{de: ...}`) in German words and letters, any other in English.
 * A comment whose facts do not render is left as written (the loader has refused bad facts).
 */
export const renderCommentFacts = (pbn: string, deal: Deal): string =>
  pbn.replace(COMMENT, (comment) => {
    const body = comment.slice(1, -1);
    const de = DE_HEAD.exec(body);
    const head = de?.[0] ?? '';
    const r = renderFacts(body.slice(head.length), deal, de !== null ? 'de' : 'en');
    return r.ok ? `{${head}${r.value}}` : comment;
  });

/** A tag's value trimmed, or `null` when it is absent or blank. */
const tagValue = (tags: Readonly<Record<string, string>> | undefined, name: string): string | null => {
  const v = tags?.[name]?.trim();
  return v === undefined || v === '' ? null : v;
};

const entryOf = (loaded: LoadedHand, slug: string, game: number, pbn: string): HandEntry => {
  const { record, checked, timeline } = loaded;
  return {
    slug,
    file: loaded.file,
    game,
    board: record.board ?? null,
    title: record.title ?? slug,
    titleDe: tagValue(record.tags, TITLE_DE_TAG),
    lesson: lessonOf(loaded.file),
    topic: tagValue(record.tags, 'Description'),
    descriptionDe: tagValue(record.tags, DESCRIPTION_DE_TAG),
    ruleSet: checked.ruleSetId,
    options: checked.options,
    contract: contractString(checked),
    declarer: checked.declarer,
    dealer: record.dealer,
    // The downloaded PBN reads as prose: its facts ([[E:H]]) rendered as the widgets show them.
    pbn: renderCommentFacts(pbn, record.deal),
    timeline,
  };
};

/**
 * Reads one hand file. `file` is the path shown in messages (relative to the project root), and
 * its name gives the slug and the lesson. Parsing, checking and replaying are those of the
 * widgets' build-time helper (`loadHandFromText` in ./hands.ts), game by game, so that a hand
 * the collection accepts is a hand `<HandReplay>` can show. Returns the entries of the games
 * that passed and every problem, each formatted; never throws.
 *
 * In a file of several games each game needs its own `Board` number: the widgets pick a game
 * by it, and it ends the game's slug (`l12-rubber.pbn`, board 3 → `l12-rubber-3`).
 */
export const readHandText = (text: string, file: string): HandsRead => {
  const name = file
    .replace(/^.*[\\/]/, '')
    .replace(/\.pbn$/i, '')
    .toLowerCase();
  // Every game is listed and every problem reported: the reading whether it is accepted or not.
  const parsed = pbnParseOf(parsePbn(text, { file }));
  const problems: string[] = [];
  const entries: HandEntry[] = [];
  const seenProblems = new Set<string>();
  const add = (message: string): void => {
    for (const p of splitProblems(message)) {
      if (seenProblems.has(p)) continue;
      seenProblems.add(p);
      problems.push(p);
    }
  };

  if (parsed.games.length <= 1) {
    try {
      entries.push(entryOf(loadHandFromText(text, file, { checkLanguages: true }), gameSlug(name, null), 0, text.replace(/\r\n?/g, '\n')));
    } catch (e) {
      add(messageOf(e));
    }
    return { entries, problems };
  }

  // The reader's problems belong to the file, not to one game: reported once, each formatted
  // against one index of the file's lines (every game would otherwise report them all again).
  const textLines = lineIndex(text);
  const readerFailed = parsed.diagnostics.length > 0;
  if (readerFailed)
    add(
      formatDiagnostics(
        parsed.diagnostics.map((d) => (d.pos !== undefined ? d : { ...d, pos: { line: 1, column: 1 } })),
        textLines,
        file,
      ),
    );

  // Several games: each must carry a Board number of its own.
  const seen = new Map<string, number>();
  const lines = text.split(/\r\n|\r|\n/);
  parsed.games.forEach((game, index) => {
    const board = game.tags.find((t) => t.name === 'Board' && !t.repeated)?.value.trim() ?? '';
    const where = game.pos;
    const numbered: Diagnostic | undefined =
      board === ''
        ? {
            code: 'HANDS_BOARD_MISSING',
            message: `Game ${index + 1} of this file has no Board number.`,
            hint: 'In a file of several hands, give each a [Board "n"] of its own: lessons pick a hand by it.',
            severity: 'error',
            pos: where,
          }
        : seen.has(board)
          ? {
              code: 'HANDS_BOARD_REPEATED',
              message: `Board ${board} is already game ${(seen.get(board) ?? 0) + 1} of this file.`,
              hint: 'Give each hand of the file its own Board number.',
              severity: 'error',
              pos: where,
            }
          : undefined;
    if (numbered !== undefined) {
      add(formatDiagnostic(numbered, textLines, file));
      return;
    }
    seen.set(board, index);
    if (readerFailed) return;
    try {
      const loaded = loadHandFromText(text, file, { board, checkLanguages: true });
      entries.push(entryOf(loaded, gameSlug(name, board), index, gameText(lines, parsed.games, index)));
    } catch (e) {
      add(messageOf(e));
    }
  });
  return { entries, problems };
};

/** A problem of the collection itself, at the top of a file. */
const fileProblem = (code: string, message: string, hint: string, text: string, file: string): string =>
  formatDiagnostic({ code, message, hint, severity: 'error', pos: { line: 1, column: 1 } }, text, file);

/**
 * Reads every `*.pbn` file of a folder, in name order. `root` is what the paths in messages are
 * relative to. Adds a problem when two entries would get the same slug.
 */
export const readHandsDir = (dir: string, root: string = process.cwd()): HandsRead => {
  const entries: HandEntry[] = [];
  const problems: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((f) => /\.pbn$/i.test(f))
      .sort();
  } catch {
    names = [];
  }
  const bySlug = new Map<string, HandEntry>();
  for (const name of names) {
    const path = join(dir, name);
    const file = relative(root, path).split(sep).join('/') || name;
    const { text } = decodeBytes(new Uint8Array(readFileSync(path)));
    const read = readHandText(text, file);
    for (const p of read.problems) problems.push(p);
    for (const entry of read.entries) {
      const other = bySlug.get(entry.slug);
      if (other !== undefined) {
        problems.push(
          fileProblem(
            'HANDS_DUPLICATE_SLUG',
            `A hand of this file would have the same address as a hand of ${other.file}: /hands/${entry.slug}/.`,
            'Rename one of the two files.',
            text,
            file,
          ),
        );
        continue;
      }
      bySlug.set(entry.slug, entry);
      entries.push(entry);
    }
  }
  return { entries, problems };
};

/** The error the build fails with: a count, then every problem. */
export const handsError = (problems: readonly string[]): Error => {
  const files = new Set(problems.map((p) => /^([^\n]*?):\d+:\d+: /.exec(p)?.[1] ?? '')).size;
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} hand file${files === 1 ? '' : 's'}`;
  const error = new Error(`The hands collection has ${count}:\n\n${problems.join('\n\n')}\n`);
  error.name = 'HandsError';
  return error;
};

/** The schema of an entry (the Timeline is checked by the engine, so it is typed, not re-validated). */
export const handSchema = z.object({
  slug: z.string(),
  file: z.string(),
  game: z.number().int().nonnegative(),
  board: z.string().nullable(),
  title: z.string(),
  titleDe: z.string().nullable(),
  lesson: z.number().int().positive().nullable(),
  topic: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  ruleSet: z.string(),
  options: z.custom<RuleOptions>((v) => typeof v === 'object' && v !== null),
  contract: z.string(),
  declarer: z.enum(['N', 'E', 'S', 'W']).nullable(),
  dealer: z.enum(['N', 'E', 'S', 'W']),
  pbn: z.string(),
  timeline: z.custom<Timeline>((v) => typeof v === 'object' && v !== null && Array.isArray((v as { steps?: unknown }).steps)),
});

/** Options of {@link handsLoader}. */
export interface HandsLoaderOptions {
  /** The folder of `.pbn` files, relative to the project root. Default `src/content/hands`. */
  readonly base?: string;
}

/**
 * The Astro loader of the `hands` collection. Loads every hand, or throws (failing the build)
 * with every problem formatted. In `astro dev` it reloads when a `.pbn` file of the folder
 * changes, and logs the problems instead of stopping the server.
 */
export const handsLoader = (options: HandsLoaderOptions = {}): Loader => ({
  name: 'auction-bridge-hands',
  schema: handSchema,
  load: async (context: LoaderContext): Promise<void> => {
    const { config, logger, parseData, generateDigest, store, watcher } = context;
    const root = fileURLToPath(config.root);
    const dir = resolve(root, options.base ?? 'src/content/hands');

    const sync = async (): Promise<void> => {
      const { entries, problems } = readHandsDir(dir, root);
      if (problems.length > 0) {
        const error = handsError(problems);
        // Where Astro's error overlay and build log point: the first problem.
        const first = /^([^\n]*?):(\d+):(\d+): /.exec(problems[0] ?? '');
        if (first?.[1] !== undefined)
          Object.assign(error, { loc: { file: resolve(root, first[1]), line: Number(first[2]), column: Number(first[3]) } });
        throw error;
      }
      store.clear();
      for (const entry of entries) {
        const data = await parseData({ id: entry.slug, data: { ...entry } as Record<string, unknown>, filePath: entry.file });
        store.set({ id: entry.slug, data, filePath: entry.file, body: entry.pbn, digest: generateDigest(entry.pbn) });
      }
      logger.info(`${entries.length} hand${entries.length === 1 ? '' : 's'} checked and replayed`);
    };

    await sync();

    watcher?.on('all', (_event, path) => {
      if (!/\.pbn$/i.test(path) || !resolve(path).startsWith(dir)) return;
      sync().catch((e: unknown) => logger.error(e instanceof Error ? e.message : String(e)));
    });
  },
});
