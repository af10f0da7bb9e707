/**
 * The diagnostics sink and the small words of the reader's messages.
 *
 * @packageDocumentation
 */
import { cardSymbol } from '../../card.ts';
import type { SourcePos } from '../../source.ts';
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
export const possessive = (s: Seat): string => `${SEAT_NAMES[s]}'s`;
export const the = (c: Card): string => `the ${cardSymbol(c)}`;

/** Collects diagnostics with the right severity for the mode. */
export interface Sink {
  readonly strict: boolean;
  readonly list: PbnDiagnostic[];
  /** A problem that leaves no usable data: always an error. */
  fatal(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string): void;
  /** A problem the reader can work around: an error when strict, a warning when lenient. */
  problem(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string): void;
  /** Worth saying, never an error. */
  warn(code: PbnCode, message: string, pos: SourcePos | undefined, hint?: string): void;
}

export const makeSink = (strict: boolean): Sink => {
  const list: PbnDiagnostic[] = [];
  const add = (code: PbnCode, severity: Severity, message: string, pos: SourcePos | undefined, hint?: string): void => {
    const d: Mutable<PbnDiagnostic> = { code, message, severity };
    if (hint !== undefined) d.hint = hint;
    if (pos !== undefined) d.pos = pos;
    list.push(d);
  };
  return {
    strict,
    list,
    fatal: (code, message, pos, hint) => add(code, 'error', message, pos, hint),
    problem: (code, message, pos, hint) => add(code, strict ? 'error' : 'warning', message, pos, hint),
    warn: (code, message, pos, hint) => add(code, 'warning', message, pos, hint),
  };
};

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
