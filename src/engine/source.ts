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
}
