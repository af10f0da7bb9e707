/**
 * The entry points of the reader: `parsePbn` (a whole file) and `pbnToRecord` (one game).
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../record.ts';
import { err, ok, type Result } from '../../result.ts';
import { NO_ARGS } from '../../source.ts';
import type { PbnDiagnostic } from './codes.ts';
import { buildRecord } from './build.ts';
import { byPosition, readPbnGames } from './read.ts';
import { append, makeSink } from './sink.ts';
import { checkTagValues } from './tag-values.ts';
import type { PbnGame, PbnOptions, PbnParse, PbnResult } from './types.ts';

/**
 * Reads a PBN file: every game, a {@link HandRecord} for each game that has a deal or an
 * auction, and every problem found, with its line and column. Strict by default (see the module
 * comment). Never throws. {@link readPbnGames} reads the same game by game.
 *
 * Like the engine's other readers, the answer is a `Result`: `ok` when no problem is an error
 * (warnings, in lenient mode, stay in `diagnostics`), `err` when one is. Both sides hold the
 * whole reading, so that a file with one broken game still shows its other games: `err` is
 * not empty-handed, it says the file as a whole cannot be taken as it is.
 *
 * ```ts
 * const r = parsePbn(text, { file: 'lesson3.pbn' });
 * if (!r.ok) for (const d of r.error.diagnostics) console.log(formatDiagnostic(d, text, 'lesson3.pbn'));
 * ```
 */
export const parsePbn = (text: string, opts: PbnOptions = {}): PbnResult => {
  const parse = readWhole(text, opts);
  return parse.diagnostics.some((d) => d.severity === 'error') ? err(parse) : ok(parse);
};

/**
 * The file as read, accepted or not: the {@link PbnParse} on either side of a {@link PbnResult},
 * for callers that show every game and every problem (the Lab, the hand collection's loader).
 */
export const pbnParseOf = (r: PbnResult): PbnParse => (r.ok ? r.value : r.error);

/** Everything {@link readPbnGames} yields for a text, gathered as one {@link PbnParse}. */
const readWhole = (text: string, opts: PbnOptions): PbnParse => {
  const games: PbnGame[] = [];
  const records: (HandRecord | null)[] = [];
  const byGame: PbnDiagnostic[][] = [];
  const outside: PbnDiagnostic[] = [];
  const reader = readPbnGames(text, opts);
  for (let step = reader.next(); ; step = reader.next()) {
    if (step.done) {
      const diagnostics = [...outside, ...byGame.flat()].sort(byPosition);
      return { games, records, diagnostics, byGame, ...step.value };
    }
    const { game, record, diagnostics } = step.value;
    if (diagnostics[0]?.template === 'PBN_INTERNAL.text') return { games: [], records: [], diagnostics, byGame: [], exportFormat: false };
    if (game === null) append(outside, diagnostics);
    else {
      games.push(game);
      records.push(record);
      byGame.push(diagnostics);
    }
  }
};

/**
 * The record of one game of {@link parsePbn}: the checks of tag values, sections and the record,
 * for one game. Inheritance was resolved, and the text's own syntax checked, when the file was
 * read: those problems are in `parsePbn(...).byGame`. `err` carries every problem found here
 * (warnings too) when one is an error (in strict mode, any problem) or there is no record.
 */
export const pbnToRecord = (game: PbnGame, opts: PbnOptions = {}): Result<HandRecord, PbnDiagnostic[]> => {
  const sink = makeSink(opts.strict ?? true);
  try {
    checkTagValues(game, sink);
    const record = buildRecord(game, sink);
    if (record && !sink.list.some((d) => d.severity === 'error')) return ok(record);
    if (!record && sink.list.length === 0) {
      sink.fatal(
        'PBN_NO_DEAL',
        'This game has no deal, auction or play to make a hand record of.',
        game.pos,
        'Add the Deal and Dealer tags.',
        NO_ARGS,
      );
    }
    return err(sink.list);
  } catch (e) {
    return err([
      {
        code: 'PBN_INTERNAL',
        message: `The PBN reader failed on this game (${e instanceof Error ? e.message : String(e)}); this is a bug in the reader.`,
        severity: 'error',
        pos: game.pos,
        args: { error: e instanceof Error ? e.message : String(e) },
        template: 'PBN_INTERNAL.game',
      },
    ]);
  }
};
