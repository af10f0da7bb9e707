/**
 * The entry points of the reader: `parsePbn` (a whole file) and `pbnToRecord` (one game).
 *
 * @packageDocumentation
 */
import type { HandRecord } from '../../record.ts';
import { err, ok, type Result } from '../../result.ts';
import { NO_ARGS } from '../../source.ts';
import type { PbnDiagnostic } from './codes.ts';
import { makeAssembler, type Draft } from './assemble.ts';
import { buildRecord } from './build.ts';
import { lex } from './lexer.ts';
import { append, makeSink, posAt } from './sink.ts';
import { readSupplement } from './tables.ts';
import { checkTagValues } from './tag-values.ts';
import type { PbnGame, PbnOptions, PbnParse } from './types.ts';

/** Which game a line belongs to: the last game starting at or before it. */
const gameOfLine = (drafts: readonly Draft[], line: number): Draft | undefined => {
  let lo = 0;
  let hi = drafts.length - 1;
  let found: Draft | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = drafts[mid]!;
    if (d.startLine <= line) {
      found = d;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && line <= found.endLine ? found : undefined;
};

/**
 * Reads a PBN file: every game, a {@link HandRecord} for each game that has a deal or an
 * auction, and every problem found, with its line and column. Strict by default (see the module
 * comment). Never throws.
 *
 * ```ts
 * const { records, diagnostics } = parsePbn(text, { file: 'lesson3.pbn' });
 * for (const d of diagnostics) console.log(formatDiagnostic(d, text, 'lesson3.pbn'));
 * ```
 */
export const parsePbn = (text: string, opts: PbnOptions = {}): PbnParse => {
  const strict = opts.strict ?? true;
  try {
    const fileSink = makeSink(strict);
    const assembler = makeAssembler(fileSink);
    lex(text, fileSink, assembler.add);
    const assembly = assembler.finish();
    const drafts = assembly.drafts;
    const outside: PbnDiagnostic[] = [];
    for (const d of fileSink.list) {
      const owner = d.pos ? gameOfLine(drafts, d.pos.line) : undefined;
      (owner ? owner.diagnostics : outside).push(d);
    }
    const records: (HandRecord | null)[] = [];
    for (const draft of drafts) {
      const sink = makeSink(strict);
      const supplement = readSupplement(draft.game, sink);
      Object.assign(draft.game.supplement, supplement);
      checkTagValues(draft.game, sink);
      const record = buildRecord(draft.game, sink);
      append(draft.diagnostics, sink.list);
      draft.diagnostics.sort(byPosition);
      // An error means no record: in strict mode any problem, in lenient mode only the ones that
      // leave no usable deal, auction or play (the others are warnings there).
      const failed = draft.diagnostics.some((x) => x.severity === 'error');
      records.push(record && !failed ? record : null);
    }
    const diagnostics = [...outside, ...drafts.flatMap((d) => d.diagnostics)].sort(byPosition);
    return {
      games: drafts.map((d) => d.game),
      records,
      diagnostics,
      byGame: drafts.map((d) => d.diagnostics),
      ...(assembly.version !== undefined ? { version: assembly.version } : {}),
      exportFormat: assembly.exportFormat,
    };
  } catch (e) {
    // A safety net: the reader is written not to throw, and the tests check that this never fires.
    const d: PbnDiagnostic = {
      code: 'PBN_INTERNAL',
      message: `The PBN reader failed on this text (${e instanceof Error ? e.message : String(e)}); this is a bug in the reader.`,
      severity: 'error',
      pos: posAt(1, 1),
      args: { error: e instanceof Error ? e.message : String(e) },
      template: 'PBN_INTERNAL.text',
    };
    return { games: [], records: [], diagnostics: [d], byGame: [], exportFormat: false };
  }
};

const byPosition = (a: PbnDiagnostic, b: PbnDiagnostic): number =>
  (a.pos?.line ?? 0) - (b.pos?.line ?? 0) || (a.pos?.column ?? 0) - (b.pos?.column ?? 0);

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
