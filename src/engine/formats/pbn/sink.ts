/**
 * The diagnostics sink and the small words of the reader's messages.
 *
 * @packageDocumentation
 */
import { cardSymbol } from '../../card.ts';
import type { DiagnosticArgs, SourcePos } from '../../source.ts';
import type { PbnCode, PbnDiagnostic } from './codes.ts';
import { type Card, type Seat, SEAT_NAMES } from '../../types.ts';

type Severity = PbnDiagnostic['severity'];
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Appends `items` to `target` one by one: `target.push(...items)` passes every item as an
 * argument and overflows the stack on a game of some 125,000 comments.
 */
export const append = <T>(target: T[], items: readonly T[]): void => {
  for (const item of items) target.push(item);
};

export const posAt = (line: number, column: number, length = 1): SourcePos => ({ line, column, length: Math.max(1, length) });

export const seatWord = (s: Seat): string => SEAT_NAMES[s];
/** The possessives of the four seats, made once: a message names a seat per card on a long file. */
const POSSESSIVES = new Map<Seat, string>();
export const possessive = (s: Seat): string => {
  let word = POSSESSIVES.get(s);
  if (word === undefined) POSSESSIVES.set(s, (word = `${SEAT_NAMES[s]}'s`));
  return word;
};
/** "the ♠Q", made once per card (52 strings), shared by every message that names the card. */
const THE_CARD = new Map<Card, string>();
export const the = (c: Card): string => {
  let words = THE_CARD.get(c);
  if (words === undefined) THE_CARD.set(c, (words = `the ${cardSymbol(c)}`));
  return words;
};

/**
 * Collects diagnostics with the right severity for the mode. `args` are the values of the
 * message's placeholders in words of no language and `template` the template's name when it
 * is not the code (`Diagnostic.args`): the English `message` and `hint` are that template
 * filled with them (`i18n/en-diagnostics.ts`).
 */
export interface Sink {
  readonly strict: boolean;
  readonly list: PbnDiagnostic[];
  /** A problem that leaves no usable data: always an error. */
  fatal(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string, args?: DiagnosticArgs, template?: string): void;
  /** A problem the reader can work around: an error when strict, a warning when lenient. */
  problem(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string, args?: DiagnosticArgs, template?: string): void;
  /** Worth saying, never an error. */
  warn(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string, args?: DiagnosticArgs, template?: string): void;
}

export const makeSink = (strict: boolean): Sink => {
  const list: PbnDiagnostic[] = [];
  const add = (
    code: PbnCode,
    severity: Severity,
    message: string,
    pos: SourcePos | undefined,
    hint?: string,
    args?: DiagnosticArgs,
    template?: string,
  ): void => {
    const d: Mutable<PbnDiagnostic> = { code, message, severity };
    if (hint !== undefined) d.hint = hint;
    if (pos !== undefined) d.pos = pos;
    if (args !== undefined) d.args = args;
    if (template !== undefined) d.template = template;
    list.push(d);
  };
  return {
    strict,
    list,
    fatal: (code, message, pos, hint, args, template) => add(code, 'error', message, pos, hint, args, template),
    problem: (code, message, pos, hint, args, template) => add(code, strict ? 'error' : 'warning', message, pos, hint, args, template),
    warn: (code, message, pos, hint, args, template) => add(code, 'warning', message, pos, hint, args, template),
  };
};

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
