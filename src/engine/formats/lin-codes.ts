/**
 * The diagnostic codes of the LIN reader and of `parseBboUrl`, one constant each:
 * `Diagnostic<LinCode>` is what they return, so a code not listed here is a type error. The
 * codes are stable: tests and the CLI's output name them.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../source.ts';

export const LIN_CODES = [
  'LIN_BAD_CALL',
  'LIN_BAD_CARD',
  'LIN_BAD_CLAIM',
  'LIN_BAD_DEAL',
  'LIN_BAD_DEALER',
  'LIN_BAD_HAND',
  'LIN_BAD_VULNERABILITY',
  'LIN_CALL_UNKNOWN',
  'LIN_CARD_SUIT_ONLY',
  'LIN_CARD_TWICE',
  'LIN_HAND_SIZE',
  'LIN_NO_BOARD',
  'LIN_NO_DEAL',
  'LIN_NO_DEALER',
  'LIN_ORPHAN_ANNOTATION',
  'LIN_PLAY_AFTER_CLAIM',
  'LIN_SMALL_CARD',
  'LIN_STRAY_TEXT',
  'LIN_UNKNOWN_COMMAND',
  'LIN_UNSUPPORTED',
  'LIN_UNTERMINATED',
  'LIN_URL_ESCAPE',
  'LIN_URL_NO_HAND',
  'LIN_URL_REMOTE',
  'LIN_URL_UNCLOSED',
] as const;

/** A code of the LIN reader. */
export type LinCode = (typeof LIN_CODES)[number];

/** A problem the LIN reader reports. */
export type LinDiagnostic = Diagnostic<LinCode>;
