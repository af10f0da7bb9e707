/**
 * Positions in source text and diagnostics that point at them. Shared by the formats, the
 * record checker and the hands loader, so that every error can say `file:line:column`.
 *
 * @packageDocumentation
 */

/** A position in a text: 1-based line and column, with the length of the offending text. */
export interface SourcePos {
  readonly line: number;
  readonly column: number;
  /** How many characters the offending text spans (for underlining); 1 if unknown. */
  readonly length?: number;
}

/** A problem found in input: a stable code, a sentence in bridge words, a hint, and where. */
export interface Diagnostic<Code extends string = string> {
  /**
   * Stable, machine-readable code, e.g. `DEAL_CARD_TWICE`. A module that reports diagnostics
   * lists its codes as constants and types its diagnostics with them (`Diagnostic<PbnCode>`).
   */
  readonly code: Code;
  /** A sentence in bridge words: "West holds 14 cards: the ♠J is also in North's hand." */
  readonly message: string;
  /** How to fix it, where we can say. */
  readonly hint?: string;
  readonly severity: 'error' | 'warning';
  /** Where in the text, when the input was text. */
  readonly pos?: SourcePos;
  /** Which step of a hand (0 = before the first call), when the problem is a call or card. */
  readonly step?: number;
  /**
   * The message in words of no language, for pages in another language (issue 18): the values
   * of the message template's placeholders, as plain letters and numbers (a seat `'W'`, a card
   * `'SJ'`, a suit `'S'`, a call `'1NT'`, a count, a tag name, the text as written). The English
   * `message` and `hint` are the catalogue's templates (`i18n/en-diagnostics.ts`, keys
   * `diag.<template>` and `diag.<template>.hint`) filled with them; `i18n/diagnostics.ts`
   * fills the templates of the page's language. Absent where a message has no template: it is
   * then shown as written.
   */
  readonly args?: DiagnosticArgs;
  /** The template of the message, when it is not the code's own (a code with several message shapes). */
  readonly template?: string;
  /** Words around the template's message, such as `checkRecord`'s "Call 3, North's one spade: ". */
  readonly frame?: DiagnosticFrame;
}

/** The values of a diagnostic's placeholders, by placeholder name (see {@link Diagnostic.args}). */
export type DiagnosticArgs = Readonly<Record<string, string | number>>;

/** A frame around a message: the template `diag.frame.<template>`, whose `{message}` is the message. */
export interface DiagnosticFrame {
  readonly template: string;
  readonly args: DiagnosticArgs;
}

/** The args of a message without placeholders: one frozen object, shared. */
export const NO_ARGS: DiagnosticArgs = Object.freeze({});
