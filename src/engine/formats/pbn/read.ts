/**
 * Reading a PBN text game by game: {@link readPbnGames} yields each game with its record and
 * its problems as soon as the game ends, so that a caller (the CLI on a file of 50 MB) holds
 * one game at a time besides the text. `parsePbn` is this reader run to the end.
 *
 * ```ts
 * for (const { game, record, diagnostics } of readPbnGames(text, { file: 'big.pbn' })) {
 *   for (const d of diagnostics) console.log(formatDiagnostic(d, text, 'big.pbn'));
 *   if (game && record) show(record);
 * }
 * ```
 *
 * @packageDocumentation
 */
import type { PbnDiagnostic } from './codes.ts';
import { makeAssembler, type Draft } from './assemble.ts';
import { buildRecord } from './build.ts';
import { makeLexer } from './lexer.ts';
import { append, makeSink, posAt, type Sink } from './sink.ts';
import { readSupplement } from './tables.ts';
import { checkTagValues } from './tag-values.ts';
import type { PbnFileInfo, PbnOptions, PbnRead } from './types.ts';

/** Orders problems by line, then column; one without a position comes first. */
export const byPosition = (a: PbnDiagnostic, b: PbnDiagnostic): number =>
  (a.pos?.line ?? 0) - (b.pos?.line ?? 0) || (a.pos?.column ?? 0) - (b.pos?.column ?? 0);

const lineOf = (d: PbnDiagnostic): number => d.pos?.line ?? 0;

/**
 * Hands the problems of the text (the lexer's and the assembly's) to the games they fall in, as
 * the games end. `route` takes those up to a game's last line: the ones from its first line on
 * go to the game, the ones before it stand outside any game and are returned; later ones wait.
 * The over-long lines, reported for the whole text before any lexeme, are a queue of their own
 * in order of lines, so that each is looked at once.
 */
const makeRouter = (sink: Sink): { route: (draft: Draft) => PbnDiagnostic[]; rest: () => PbnDiagnostic[] } => {
  const early = sink.list.splice(0);
  let next = 0;
  let held: PbnDiagnostic[] = [];
  const route = (draft: Draft): PbnDiagnostic[] => {
    const outside: PbnDiagnostic[] = [];
    for (; next < early.length && lineOf(early[next]!) <= draft.endLine; next++) {
      const d = early[next]!;
      (lineOf(d) >= draft.startLine ? draft.diagnostics : outside).push(d);
    }
    const later: PbnDiagnostic[] = [];
    append(held, sink.list.splice(0));
    for (const d of held) {
      const line = lineOf(d);
      if (d.pos && line > draft.endLine) later.push(d);
      else (d.pos && line >= draft.startLine ? draft.diagnostics : outside).push(d);
    }
    held = later;
    return outside;
  };
  const rest = (): PbnDiagnostic[] => {
    const out = early.slice(next);
    append(out, held);
    append(out, sink.list.splice(0));
    return out;
  };
  return { route, rest };
};

/**
 * Checks a game that has ended and builds its record: its supplemental tables, its tag values,
 * its sections. An error means no record: in strict mode any problem, in lenient mode only the
 * ones that leave no usable deal, auction or play (the others are warnings there).
 */
const finishDraft = (draft: Draft, strict: boolean): PbnRead => {
  const sink = makeSink(strict);
  const supplement = readSupplement(draft.game, sink);
  Object.assign(draft.game.supplement, supplement);
  checkTagValues(draft.game, sink);
  const record = buildRecord(draft.game, sink);
  append(draft.diagnostics, sink.list);
  draft.diagnostics.sort(byPosition);
  const failed = draft.diagnostics.some((x) => x.severity === 'error');
  return { game: draft.game, record: record && !failed ? record : null, diagnostics: draft.diagnostics };
};

/** The problem that reports a failure of the reader itself: a bug, never the text's fault. */
export const internalFailure = (e: unknown): PbnDiagnostic => ({
  code: 'PBN_INTERNAL',
  message: `The PBN reader failed on this text (${e instanceof Error ? e.message : String(e)}); this is a bug in the reader.`,
  severity: 'error',
  pos: posAt(1, 1),
  args: { error: e instanceof Error ? e.message : String(e) },
  template: 'PBN_INTERNAL.text',
});

/**
 * Reads a PBN text game by game, in order: for each game, first the problems outside any game
 * that stand before it (a piece whose `game` is `null`, when there are any), then the game with
 * its record and its problems; last, the problems after the last game. What each game holds and
 * the problems found are those of `parsePbn` (strict by default). The generator's return value
 * says what the file declares (`% PBN`, `% EXPORT`).
 *
 * A game is read only when the caller asks for the next piece, and nothing of it is kept once
 * it is handed over: memory holds the text, one game and the values `#` may copy. Never throws:
 * a failure of the reader is a last piece with a `PBN_INTERNAL` error.
 */
export function* readPbnGames(text: string, opts: PbnOptions = {}): Generator<PbnRead, PbnFileInfo, undefined> {
  const strict = opts.strict ?? true;
  try {
    const fileSink = makeSink(strict);
    const ready: Draft[] = [];
    const assembler = makeAssembler(fileSink, (draft) => ready.push(draft));
    const lexer = makeLexer(text, fileSink, assembler.add);
    const router = makeRouter(fileSink);
    let info: PbnFileInfo | undefined;
    while (info === undefined) {
      if (!lexer.run(() => ready.length > 0)) info = assembler.finish();
      for (const draft of ready.splice(0)) {
        const outside = router.route(draft);
        if (outside.length > 0) yield { game: null, record: null, diagnostics: outside.sort(byPosition) };
        yield finishDraft(draft, strict);
      }
    }
    const rest = router.rest();
    if (rest.length > 0) yield { game: null, record: null, diagnostics: rest.sort(byPosition) };
    return info;
  } catch (e) {
    // A safety net: the reader is written not to throw, and the tests check that this never fires.
    yield { game: null, record: null, diagnostics: [internalFailure(e)] };
    return { exportFormat: false };
  }
}
