/**
 * The short notation lesson authors write for a deal's result, read into the engine's
 * {@link DealInput}: `contract="4HX"`, `by="S"` (or `"NS"`), `tricks={10}`,
 * `honours="declarer:AKQ;dummy:J;lho:T"`.
 *
 * Used at build time by the `.astro` wrappers of the scoring widgets and by the `<Score>`
 * component, so that islands receive plain engine data and never parse. Pure, no Preact.
 * Nothing here decides a rule: contracts are read with the engine's `parseCall`, honours are
 * checked by the engine's scorer (`holdingsFromListing`). Bad input gives a message naming the
 * field, never a throw.
 *
 * @packageDocumentation
 */
import { parseCall } from '../../engine/auction.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { RubberDealInput } from '../../engine/rubber.ts';
import { POSITIONS, type HonourListing, type Position } from '../../engine/score/types.ts';
import { TRICKS_PER_DEAL } from '../../engine/play.ts';
import { parseSeat } from '../../engine/seat.ts';
import {
  SEAT_NAMES,
  SEATS,
  SIDES,
  VULNERABILITIES,
  type Contract,
  type Deal,
  type Doubling,
  type Seat,
  type Side,
  type Vulnerability,
} from '../../engine/types.ts';

/** A problem in authored notation: which field, and what is wrong, in bridge words. */
export interface NotationError {
  readonly field: string;
  readonly message: string;
}

const fail = (field: string, message: string): Result<never, NotationError> => err({ field, message });

/**
 * The seat that declares for a side when the author names only the side (the case files do):
 * South for North–South, West for East–West. Honours listed by position are read relative to it,
 * so the choice changes no score.
 */
export const SIDE_DECLARER: { readonly [S in Side]: Seat } = { NS: 'S', EW: 'W' };

/** Reads `S`, `South`, `NS` or `EW` as the declaring seat. */
export const parseDeclarer = (text: string | undefined): Result<Seat, NotationError> => {
  if (text === undefined || text.trim() === '') return ok('S');
  const t = text.trim().toUpperCase().replace(/[–-]/g, '');
  if ((SIDES as readonly string[]).includes(t)) return ok(SIDE_DECLARER[t as Side]);
  if (t === 'NORTHSOUTH') return ok('S');
  if (t === 'EASTWEST') return ok('W');
  const named = SEATS.find((s) => SEAT_NAMES[s].toUpperCase() === t);
  const seat = named ?? parseSeat(text.trim());
  return seat === undefined ? fail('by', `"${text}" is not a seat (N, E, S, W) or a side (NS, EW).`) : ok(seat);
};

/**
 * Reads a contract: `4H`, `4HX`, `3NTXX`, `2R` (royal spades), `1NL`, `4♥X`, or `Pass` for a
 * deal passed out (`null`). `doubled`, when given, overrides the X marks.
 */
export const parseContract = (text: string, declarer: Seat, doubled?: number): Result<Contract | null, NotationError> => {
  const t = text.trim();
  if (/^(pass|passed out|p)$/i.test(t)) return ok(null);
  const m = /^(.*?)(X{0,2})$/i.exec(t.replace(/\s+/g, ''));
  const call = m ? parseCall(m[1] ?? '') : undefined;
  if (!m || call === undefined || call.type !== 'bid') {
    return fail('contract', `"${text}" is not a contract: write a level and a strain, like 4H, 3NT, 2R or 4HX.`);
  }
  const marks = (m[2] ?? '').length as Doubling;
  if (doubled !== undefined && doubled !== 0 && doubled !== 1 && doubled !== 2) {
    return fail('doubled', `doubled must be 0, 1 (doubled) or 2 (redoubled), not ${String(doubled)}.`);
  }
  return ok({ level: call.level, strain: call.strain, doubled: (doubled ?? marks) as Doubling, declarer });
};

/** Splits one position's honours: `AKQ`, `A K Q`, `A,K,10`, `AS AH`, `ASAH`. */
const splitHonours = (text: string): string[] => {
  const t = text.trim();
  if (t === '' || t === '-' || t === '—') return [];
  if (/[\s,]/.test(t)) return t.split(/[\s,]+/).filter((s) => s !== '');
  if (/^(?:10|[AKQJT])+$/i.test(t)) return t.match(/10|[AKQJT]/gi) ?? [];
  if (/^(?:[AKQJT][SHDC]|[SHDC][AKQJT])+$/i.test(t)) return t.match(/../g) ?? [];
  return [t];
};

/**
 * Reads honours listed per position relative to the declarer: `declarer:AKQ;dummy:J;lho:T`,
 * aces at no-trump as `declarer:AS AH;lho:AC`, and `voids:rho` for hands void of trumps
 * (chicane). Positions not named hold none. Whether each listed card is an honour in the
 * contract's strain is the engine's check when it scores.
 */
export const parseHonours = (text: string): Result<HonourListing, NotationError> => {
  const out: Record<Position, string[]> = { declarer: [], dummy: [], lho: [], rho: [] };
  let voids: Position[] | undefined;
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const colon = part.indexOf(':');
    if (colon < 0) return fail('honours', `"${part.trim()}" needs a position and a colon, like declarer:AKQ.`);
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1);
    if (name === 'voids' || name === 'void') {
      const list = splitHonours(value).map((v) => v.toLowerCase());
      const bad = list.find((v) => !(POSITIONS as readonly string[]).includes(v));
      if (bad !== undefined) return fail('honours', `"${bad}" is not a position: use declarer, dummy, lho or rho.`);
      voids = list as Position[];
      continue;
    }
    if (!(POSITIONS as readonly string[]).includes(name)) {
      return fail('honours', `"${name}" is not a position: use declarer, dummy, lho (left-hand opponent) or rho.`);
    }
    out[name as Position].push(...splitHonours(value));
  }
  return ok(voids === undefined ? out : { ...out, voids });
};

/** Reads a vulnerability: `None`, `NS`, `EW`, `All` (Contract only). */
export const parseVulnerability = (text: string | undefined): Result<Vulnerability | undefined, NotationError> => {
  if (text === undefined || text.trim() === '') return ok(undefined);
  const t = text.trim();
  const found = VULNERABILITIES.find((v) => v.toLowerCase() === t.toLowerCase());
  if (found !== undefined) return ok(found);
  if (/^(both|b)$/i.test(t)) return ok('All');
  return fail('vulnerability', `"${text}" is not a vulnerability: use None, NS, EW or All.`);
};

/** A deal's result as an author writes it in a lesson. */
export interface AuthoredResult {
  /** `4H`, `3NTX`, `2R`, `Pass`; or the engine's contract object. */
  readonly contract: string | Contract | null;
  /** The declaring seat or side: `S`, `NS`, `EW` (default South). Ignored for a contract object. */
  readonly by?: string;
  /** 0, 1 or 2; overrides the X marks of the contract string. */
  readonly doubled?: number;
  /** Tricks won by the declaring side. */
  readonly tricks: number;
  /** Honours per position (`declarer:AKQ;dummy:J`), or the engine's listing. */
  readonly honours?: string | HonourListing;
  /** The four hands, from which the engine reads honours and voids instead. */
  readonly deal?: Deal;
  /** Law 48 (1912): the dealer's original bid of one spade. */
  readonly oneSpade?: boolean;
}

/** Reads an authored result into the engine's input for one deal of a rubber. */
export const readResult = (r: AuthoredResult): Result<RubberDealInput, NotationError> => {
  let contract: Contract | null;
  if (r.contract === null || typeof r.contract === 'object') {
    contract = r.contract === null ? null : r.doubled !== undefined ? { ...r.contract, doubled: r.doubled as Doubling } : r.contract;
  } else {
    const seat = parseDeclarer(r.by);
    if (!seat.ok) return seat;
    const c = parseContract(r.contract, seat.value, r.doubled);
    if (!c.ok) return c;
    contract = c.value;
  }
  if (typeof r.tricks !== 'number' || !Number.isInteger(r.tricks)) {
    return fail('tricks', `tricks must be a whole number from 0 to ${TRICKS_PER_DEAL}, not ${JSON.stringify(r.tricks)}.`);
  }
  let honours: HonourListing | undefined;
  if (typeof r.honours === 'string') {
    const h = parseHonours(r.honours);
    if (!h.ok) return h;
    honours = h.value;
  } else honours = r.honours;
  return ok({
    contract,
    tricks: r.tricks,
    ...(r.deal !== undefined ? { deal: r.deal } : {}),
    ...(honours !== undefined ? { honours } : {}),
    ...(r.oneSpade === true ? { dealersOriginalOneSpade: true } : {}),
  });
};

/** Reads a list of authored results; the first error names the deal (1-based). */
export const readResults = (list: readonly AuthoredResult[]): Result<RubberDealInput[], NotationError> => {
  const out: RubberDealInput[] = [];
  for (const [i, r] of list.entries()) {
    const read = readResult(r);
    if (!read.ok) return fail(`deal ${i + 1}, ${read.error.field}`, read.error.message);
    out.push(read.value);
  }
  return ok(out);
};
