/**
 * The build-time hand loader: reads an annotated hand from `src/content/hands/<slug>.pbn` (or
 * PBN text written inline in a lesson), parses it, checks it with the engine and replays it
 * into the timeline that the widgets step through.
 *
 * A broken hand must never reach a reader: on any diagnostic, from the parser (errors and
 * warnings alike) or from `checkRecord`, the loader throws an `Error` whose message starts with
 * `file:line:column` (`formatDiagnostic`), so that `astro build` stops and says where:
 *
 * ```text
 * src/content/hands/lesson-3.pbn:24:1: error REVOKE: Trick 2: East has a heart but plays ...
 * ```
 *
 * Runs in Node only (node:fs), from `.astro` frontmatter and MDX; islands receive the timeline,
 * never this module or the parser.
 *
 * ```ts
 * const { timeline, checked } = loadHand('drawing-trumps');
 * const german = loadHand('drawing-trumps', { lang: 'de' }); // German notes and title
 * ```
 *
 * Languages (issue 18): a hand file carries English and German notes side by side, the German
 * comment after the English one and beginning with `de:` (engine/notes/lang.ts). The loader
 * gives a record in one language (`lang`, English by default) before it renders the facts, so
 * that the timeline, the checked record and the title all speak it. A hand of the collection
 * (a file under `src/content/hands/`) that carries any German must carry all of it: a note in
 * one language only, or a missing `TitleDe`/`DescriptionDe`, fails like any other diagnostic.
 * Inline PBN of a lesson and the Lab's pastes are written in one language and are not held to it.
 *
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeBytes } from '../engine/formats/encoding.ts';
import { formatDiagnostic } from '../engine/formats/diagnostics.ts';
import { parsePbn, pbnParseOf } from '../engine/formats/pbn.ts';
import { hasGerman, languageGaps, noteLangOf, renderRecordIn, shownLang } from '../engine/notes/lang.ts';
import { checkRecord, replay, type CheckedHand, type HandRecord, type Timeline } from '../engine/record.ts';
import type { Diagnostic } from '../engine/source.ts';

/** Where the hands live, relative to the project root. */
export const HANDS_DIR = 'src/content/hands';

/** A hand ready for the widgets. */
export interface LoadedHand {
  /** The name the hand was loaded by: the slug, or the name given to inline text. */
  readonly name: string;
  /** The file, as printed in errors (`src/content/hands/x.pbn`), or the inline name. */
  readonly file: string;
  /**
   * The record as the parser read it, in the language asked for (its notes and title), with the
   * facts of its notes rendered from the deal.
   */
  readonly record: HandRecord;
  /** The record as the engine checked it (contract, declarer, tricks). */
  readonly checked: CheckedHand;
  /** One snapshot per step, for the replay. Plain JSON. */
  readonly timeline: Timeline;
  /** How many hands the file holds (a lesson picks one of several by its board). */
  readonly games: number;
}

/** Options of the loader. */
export interface LoadOptions {
  /**
   * Which game of a file with several: its `Board` value. Without it the file must hold
   * exactly one game.
   */
  readonly board?: string;
  /** The project root that `src/content/hands` is relative to (default: the working directory). */
  readonly root?: string;
  /**
   * The language of the notes and the title: `'de'` for German (the `de:` comments, `TitleDe`),
   * anything else English (the default). A hand without any German is shown in English; a note
   * missing in German falls back to the English one (see `recordIn`), but the collection's hands
   * have none missing.
   */
  readonly lang?: string;
  /**
   * Whether a note, title or description in one language only fails the load (`languageGaps`),
   * once the hand carries any German. Default: for a file of the hand collection
   * (`src/content/hands/`), not for inline PBN or any other file.
   */
  readonly checkLanguages?: boolean;
}

/**
 * The file of a hand, relative to the root: a bare slug (`drawing-trumps`) names
 * `src/content/hands/drawing-trumps.pbn`; anything with a slash or ending in `.pbn` is a path
 * relative to the root as written.
 */
export const handFile = (slugOrPath: string): string => {
  const s = slugOrPath.trim().replace(/\\/g, '/');
  if (s.includes('/') || s.endsWith('.pbn')) return s.replace(/^\.\//, '');
  return `${HANDS_DIR}/${s}.pbn`;
};

/** The slug of a hand file: its name without the folder and `.pbn`. */
export const handSlug = (slugOrPath: string): string => path.posix.basename(handFile(slugOrPath), '.pbn');

/**
 * The address of one game of a hand file (`/hands/<slug>/`): the file's name in lower case, and
 * for a file of several games its board too (`l12-rubber`, board 3 → `l12-rubber-3`). The
 * collection (`hands-loader.ts`) names its entries by it, and the lessons' replays link by it.
 */
export const gameSlug = (name: string, board: string | null): string =>
  board === null ? name.toLowerCase() : `${name.toLowerCase()}-${board.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The page of a loaded hand of the collection (`src/content/hands/`), or `null` for any other. */
export const handPageSlug = (loaded: LoadedHand): string | null =>
  loaded.file.startsWith(`${HANDS_DIR}/`) ? gameSlug(loaded.name, loaded.games > 1 ? (loaded.record.board ?? null) : null) : null;

/** Whether a file (as printed: relative to the root) is a hand of the collection. */
const isCollectionFile = (file: string): boolean => file.replace(/\\/g, '/').replace(/^\.\//, '').startsWith(`${HANDS_DIR}/`);

/** Thrown text for a list of diagnostics: each formatted with its line, caret and hint. */
const failure = (diagnostics: readonly Diagnostic[], text: string, file: string): Error =>
  new Error(diagnostics.map((d) => formatDiagnostic(d, text, file)).join('\n\n'));

/** A diagnostic with a position: its own, else the record's, else the top of the file. */
const placed = (d: Diagnostic, record: HandRecord | undefined): Diagnostic =>
  d.pos !== undefined ? d : { ...d, pos: record?.pos ?? { line: 1, column: 1 } };

/**
 * Parses, checks and replays PBN text. Throws on any diagnostic, with `file:line:column` at the
 * start of each message.
 */
export const loadHandFromText = (pbn: string, name: string, options: LoadOptions = {}): LoadedHand => loadText(pbn, name, name, options);

const loadText = (text: string, name: string, file: string, options: LoadOptions): LoadedHand => {
  // Warnings too: a hand of the collection is read without a single problem.
  const parsed = pbnParseOf(parsePbn(text, { file }));
  if (parsed.diagnostics.length > 0)
    throw failure(
      parsed.diagnostics.map((d) => placed(d, undefined)),
      text,
      file,
    );
  const records = parsed.records.filter((r): r is HandRecord => r !== null);
  const record = pickRecord(records, text, file, options.board);
  const checked = checkRecord(record);
  if (!checked.ok)
    throw failure(
      checked.error.map((d) => placed(d, record)),
      text,
      file,
    );
  // A hand of the collection that has begun its German has all of it (engine/notes/lang.ts).
  if ((options.checkLanguages ?? isCollectionFile(file)) && hasGerman(record)) {
    const gaps = languageGaps(record);
    if (gaps.length > 0)
      throw failure(
        gaps.map((d) => placed(d, record)),
        text,
        file,
      );
  }
  // The notes and the title in the reader's language (`recordIn`), and the facts of the notes
  // ([[E:H]], [[#EW:H]]: engine/notes/facts.ts) rendered from the deal in the words of that
  // language, once, so that every widget, the sheet and the replay show plain prose. A hand
  // without any German (not yet translated, or written in one language) is shown in English.
  const lang = shownLang(record, noteLangOf(options.lang));
  const rendered = renderRecordIn(checked.value.record, lang);
  if (!rendered.ok)
    throw failure(
      rendered.error.map((d) => placed(d, record)),
      text,
      file,
    );
  const hand: CheckedHand = { ...checked.value, record: rendered.value };
  return { name, file, record: rendered.value, checked: hand, timeline: replay(hand), games: records.length };
};

const pickRecord = (records: readonly HandRecord[], text: string, file: string, board: string | undefined): HandRecord => {
  const top = { line: 1, column: 1 };
  if (board !== undefined) {
    const found = records.find((r) => r.board === board);
    if (found) return found;
    throw failure(
      [
        {
          code: 'HAND_BOARD_MISSING',
          message: `There is no board ${JSON.stringify(board)} in this file.`,
          hint: `Its boards: ${records.map((r) => r.board ?? '(no number)').join(', ') || 'none'}.`,
          severity: 'error',
          pos: top,
        },
      ],
      text,
      file,
    );
  }
  const [only, ...more] = records;
  if (only === undefined) {
    throw failure(
      [
        {
          code: 'HAND_EMPTY',
          message: 'This file holds no hand.',
          hint: 'Write at least a Deal or an Auction.',
          severity: 'error',
          pos: top,
        },
      ],
      text,
      file,
    );
  }
  if (more.length > 0) {
    throw failure(
      [
        {
          code: 'HAND_WHICH_BOARD',
          message: `This file holds ${records.length} hands; say which one to show.`,
          hint: 'Pass the board number, e.g. board="2".',
          severity: 'error',
          pos: more[0]?.pos ?? top,
        },
      ],
      text,
      file,
    );
  }
  return only;
};

/**
 * Loads a hand by slug (`src/content/hands/<slug>.pbn`) or by path from the project root.
 * The bytes are decoded as the file says (UTF-8, UTF-16, Windows-1252 or Latin-1). Throws on a
 * missing file and on any diagnostic, with `file:line:column`.
 */
export const loadHand = (slugOrPath: string, options: LoadOptions = {}): LoadedHand => {
  const file = handFile(slugOrPath);
  const full = path.resolve(options.root ?? process.cwd(), file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(full);
  } catch {
    throw new Error(
      `${file}:1:1: error HAND_NOT_FOUND: There is no hand file ${file}.\n  hint: Hands live in ${HANDS_DIR}/ as <name>.pbn; check the name.`,
    );
  }
  return loadText(decodeBytes(bytes).text, handSlug(slugOrPath), file, options);
};
