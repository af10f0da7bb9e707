import type { Call, Card, Level, Strain } from '../../types.ts';

const CALL_TOKEN = /^(?:(pass)|(p)|(xx)|(x)|([1-7])(nt|nl|n|c|d|h|s|r))$/i;
const CARD_TOKEN = /^([shdc])(10|[2-9tjqka])$/i;

/** Reads a call token of the Auction section; `nonstandard` for forms PBN does not allow (`P`, `1N`). */
export const readCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const known = CALLS_READ.get(text);
  if (known) return known;
  const read = matchCall(text);
  if (read) CALLS_READ.set(text, read);
  return read;
};

/** The calls read so far, by token: a finite set (the tokens {@link CALL_TOKEN} matches), read once each. */
const CALLS_READ = new Map<string, { call: Call; nonstandard: boolean }>();

const matchCall = (text: string): { call: Call; nonstandard: boolean } | undefined => {
  const m = CALL_TOKEN.exec(text);
  if (!m) return undefined;
  if (m[1]) return { call: { type: 'pass' }, nonstandard: false };
  if (m[2]) return { call: { type: 'pass' }, nonstandard: true };
  if (m[3]) return { call: { type: 'redouble' }, nonstandard: false };
  if (m[4]) return { call: { type: 'double' }, nonstandard: false };
  const strainText = m[6]!.toUpperCase();
  const strain: Strain = strainText === 'N' ? 'NT' : (strainText as Strain);
  return { call: { type: 'bid', level: Number(m[5]) as Level, strain }, nonstandard: strainText === 'N' };
};

/** Reads a card token of the Play section, suit first, any case; `10` for the ten is non-standard. */
export const readCard = (text: string): { card: Card; nonstandard: boolean } | undefined => {
  const known = CARDS_READ.get(text);
  if (known) return known;
  const m = CARD_TOKEN.exec(text);
  if (!m) return undefined;
  const rank = m[2] === '10' ? 'T' : m[2]!.toUpperCase();
  const read = { card: `${m[1]!.toUpperCase()}${rank}` as Card, nonstandard: m[2] === '10' };
  CARDS_READ.set(text, read);
  return read;
};

/** The cards read so far, by token: a finite set (the tokens {@link CARD_TOKEN} matches), read once each. */
const CARDS_READ = new Map<string, { card: Card; nonstandard: boolean }>();
