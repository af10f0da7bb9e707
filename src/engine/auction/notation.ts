/**
 * Calls and contracts in notation and in words: PBN-style `1H`, `3NT`, `X`, `Pass` read and
 * written, and "one heart", "two no-trumps" for messages.
 *
 * @packageDocumentation
 */
import { trumpSuitOf } from '../play.ts';
import { STRAINS, STRAIN_NAMES, type Call, type Contract, type Level, type Strain } from '../types.ts';

const LEVEL_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A number of odd tricks in words, `'zero'` to `'ten'`, digits beyond. */
export const levelWord = (level: number): string => LEVEL_WORDS[level] ?? String(level);
/** The text with its first letter in capitals, to begin a sentence. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether a value is one of the engine's strains (bad data may name another). */
export const isStrain = (s: unknown): s is Strain => typeof s === 'string' && (STRAINS as readonly string[]).includes(s);

/** The call in PBN-style notation: `'Pass'`, `'1H'`, `'3NT'`, `'2R'`, `'1NL'`, `'X'`, `'XX'`. */
export const formatCall = (call: Call): string => {
  switch (call.type) {
    case 'pass':
      return 'Pass';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
};

const SUIT_SYMBOL_STRAINS: Readonly<Record<string, Strain>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };
const STRAIN_TOKENS: Readonly<Record<string, Strain>> = {
  C: 'C',
  D: 'D',
  H: 'H',
  S: 'S',
  R: 'R',
  NL: 'NL',
  NT: 'NT',
  N: 'NT',
  ...SUIT_SYMBOL_STRAINS,
};

/**
 * Reads a call, in any case: `Pass`/`P`, `X`/`Dbl`/`Double`, `XX`/`Rdbl`/`Redouble`, and bids
 * `1C`…`7NT` with `N` for no-trump, `R` for royal spades, `NL` for nullos, or a suit symbol
 * (`4♥`). Returns `undefined` for anything else, including levels outside one to seven.
 * Whether the call is legal under a rule set is {@link checkCall}'s business.
 */
export const parseCall = (text: string): Call | undefined => {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'P') return { type: 'pass' };
  if (t === 'X' || t === 'DBL' || t === 'DOUBLE') return { type: 'double' };
  if (t === 'XX' || t === 'RDBL' || t === 'REDOUBLE') return { type: 'redouble' };
  const m = /^([1-7])\s*(NT|NL|N|C|D|H|S|R|♣|♦|♥|♠)$/u.exec(t);
  if (!m) return undefined;
  const strain = STRAIN_TOKENS[m[2]!];
  return strain ? { type: 'bid', level: Number(m[1]) as Level, strain } : undefined;
};

const bidWords = (level: number, strain: Strain): string =>
  `${levelWord(level)} ${level === 1 ? STRAIN_NAMES[strain].one : STRAIN_NAMES[strain].many}`;

/** The call in words: "pass", "double", "redouble", "one heart", "two no-trumps", "three royal spades". */
export const callName = (call: Call): string => {
  switch (call.type) {
    case 'pass':
      return 'pass';
    case 'double':
      return 'double';
    case 'redouble':
      return 'redouble';
    case 'bid':
      return isStrain(call.strain) ? bidWords(call.level, call.strain) : `${levelWord(call.level)} ${String(call.strain)}`;
  }
};

/** A contract in PBN style, without the declarer: `'4H'`, `'4HX'`, `'3NTXX'`, `'2R'`. */
export const formatContract = (c: Contract): string => `${c.level}${c.strain}${'X'.repeat(c.doubled)}`;

/**
 * The trump suit of a strain.
 * @deprecated The rule lives in play.ts: call {@link trumpSuitOf} (kept for the PBN reader until it does).
 */
export const trumpOf = trumpSuitOf;
