/**
 * Par's contracts as data. The solver's `par()` (and the stored tables, `dd-tables.json`) write
 * each final contract of par as text, `4S by E`, `5DX by N`, so that a file and a test read it at
 * a glance; a page needs the parts (level, strain, doubling, declarer) to spell it in the
 * reader's language with suit symbols (`spellContractBy`: "4♠ durch Ost"). This reads the text
 * back into a {@link Contract}, without changing what `par()` writes.
 *
 * ```ts
 * parContract('5DX by N'); // { level: 5, strain: 'D', doubled: 1, declarer: 'N' }
 * parContract('4 hearts'); // null
 * ```
 *
 * @packageDocumentation
 */
import { parseCall } from './auction.ts';
import type { Contract, Doubling, Seat } from './types.ts';

const PAR_TEXT = /^([1-7](?:NT|NL|[CDHSR]))(X{0,2}) by ([NESW])$/;

/** A final contract of par from its text (`4S by E`, `3NTXX by W`); `null` for anything else. */
export const parContract = (text: string): Contract | null => {
  const m = PAR_TEXT.exec(text.trim());
  if (!m) return null;
  const call = parseCall(m[1] ?? '');
  if (call?.type !== 'bid') return null;
  return { level: call.level, strain: call.strain, doubled: (m[2] ?? '').length as Doubling, declarer: m[3] as Seat };
};
