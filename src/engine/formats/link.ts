/**
 * Share links: a versioned, compact, URL-safe encoding of a hand (deal, dealer, rule set and
 * options, calls and alerts, cards, claim, optional notes) and of the step to open it at.
 *
 * A link is one version character followed by base64url (RFC 4648 §5, no padding) of a bit
 * stream that ends with a CRC-16 checksum. Version `1` lays the stream out as follows (numbers
 * written "gamma" use Elias gamma coding of n + 1, so that small numbers take few bits):
 *
 * | field | bits |
 * |---|---|
 * | rule set | 3: index in {@link LINK_V1_RULE_SETS}; 7 = another id, written as a string |
 * | options | 1 present; then 2 each for threeHanded, nullos, duplicate (absent/false/true) and passedOutRedeal (absent/sameDealer/nextDealer) |
 * | dealer | 2 (index in `SEATS`) |
 * | vulnerability | 1 present + 2 |
 * | board | 2: absent / a number (gamma) / a string |
 * | deal | 1 full; full: 2 per card (holder); else 4 (which hands are known) and per card the holder among the known hands or nobody |
 * | calls | gamma count; a pass is `0`, any other call `1` + 6 (0 double, 1 redouble, 2 + 7 × (level − 1) + index in {@link LINK_V1_STRAINS}) |
 * | alerts | 2: none / a list (gamma count − 1, then each call's index in ceil(log2 calls) bits) / 1 per call |
 * | play | gamma count; 1 regular: 2 leader, 3 trump (suit index, 4 none), 1 "always followed suit", then each card as its index among the cards the player to play could choose (ceil(log2 n) bits; none when forced); 0 raw: 6 per card (index in the full deck) |
 * | claim, result | 1 present + 4 (0 to 14; 15 escapes to 15 + gamma) each |
 * | step | ceil(log2(calls + cards + 1)) |
 * | notes | 1 present; gamma count; per note gamma slot (0 title, 1 intro, 2 + k call k, 2 + calls + k card k) and a string |
 * | checksum | pad to a byte, then CRC-16/CCITT (2 bytes) over all earlier bytes |
 *
 * Strings are gamma byte length + UTF-8 bytes. In regular play mode the player to play is known
 * from the previous trick (the winner leads: auction-laws.md §4.3), so a card costs at most
 * four bits and a forced card none; a fully played hand with a normal auction and no notes
 * comes to about fifty characters (44 to 67 over 20,000 random hands of the property tests'
 * generator), within the eighty the site promises (issue 4).
 *
 * The checksum catches every change of one character (CRC-16 detects every burst of 16 bits or
 * fewer; one base64url character is 6 bits), so a mistyped link is reported, never opened as a
 * different hand. Nothing here throws: a bad link gives a {@link Diagnostic} with a stable code.
 *
 * What a link keeps: the fields above. What it drops: source positions, `tags`, and notes,
 * title and introduction unless `includeNotes`. A record that is not a well-formed hand is
 * normalised on the way (hands in display order, a card held twice kept by its first holder in
 * N, E, S, W order, alerts kept only when true).
 *
 * @packageDocumentation
 */
import { FULL_DECK, compareForDisplay, suitOf } from '../card.ts';
import { legalCards, trickWinner, trumpSuitOf, type PlayedCard } from '../play.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../record.ts';
import { err, ok, type Result } from '../result.ts';
import type { RuleOptions } from '../rules/types.ts';
import { nextSeat } from '../seat.ts';
import type { Diagnostic } from '../source.ts';
import {
  SEATS,
  SUITS,
  VULNERABILITIES,
  type Call,
  type Card,
  type Deal,
  type Level,
  type Seat,
  type Strain,
  type Suit,
} from '../types.ts';

/** The version character of links written by this module. */
export const LINK_VERSION = '1';

/**
 * The rule sets of version 1, in the order their index is written. Frozen with the version: a
 * rule set added to the registry later travels as its id (index 7) until a new version.
 */
export const LINK_V1_RULE_SETS = [
  'whist-club-1926',
  'whist-club-1915',
  'royal-auction-1912',
  'bridge-count-1908',
  'seed-000',
  'contract-rubber',
  'contract-duplicate',
] as const;

/** The strains of version 1, in the order their index is written. */
export const LINK_V1_STRAINS = ['C', 'D', 'H', 'S', 'R', 'NL', 'NT'] as const;

/** Options of {@link encodeHandLink}. */
export interface EncodeLinkOptions {
  /** The step to open at: 0 before the first call, then one per call and one per card. */
  readonly step?: number;
  /** Keep notes, the title and the introduction (they make the link longer). */
  readonly includeNotes?: boolean;
}

/** What {@link decodeHandLink} returns. */
export interface DecodedLink {
  readonly record: HandRecord;
  readonly step: number;
}

// ---------------------------------------------------------------------------------------------
// Bits

interface Writer {
  readonly bits: number[];
}

const put = (w: Writer, value: number, width: number): void => {
  for (let i = width - 1; i >= 0; i--) w.bits.push(Math.floor(value / 2 ** i) % 2);
};

/** Elias gamma code of n + 1 (n ≥ 0). */
const putGamma = (w: Writer, n: number): void => {
  const v = n + 1;
  const width = Math.floor(Math.log2(v)) + 1;
  put(w, 0, width - 1);
  put(w, v, width);
};

/** Bits of the gamma code of n. */
const bitsOfGamma = (n: number): number => 2 * Math.floor(Math.log2(n + 1)) + 1;

/** A count of tricks (claim or result): presence bit, then 4 bits, 15 escaping to a gamma code. */
const putTricks = (w: Writer, n: unknown): void => {
  const present = typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 2 ** 20;
  put(w, present ? 1 : 0, 1);
  if (!present) return;
  put(w, Math.min(n, 15), 4);
  if (n >= 15) putGamma(w, n - 15);
};

/** Bits needed to tell `n` choices apart (0 for one choice). */
const widthFor = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as `TextEncoder` writes them). */
const UTF8_ENCODER = new TextEncoder();

/** Strict UTF-8: a malformed sequence throws (caught in {@link takeString}). */
const UTF8_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const putString = (w: Writer, s: string): void => {
  const bytes = UTF8_ENCODER.encode(s);
  putGamma(w, bytes.length);
  for (const b of bytes) put(w, b, 8);
};

/** A reader over bytes; reading past the end yields zeros and sets `over`. */
interface Reader {
  readonly bytes: readonly number[];
  pos: number;
  over: boolean;
  /** The first problem found in the values read (an out-of-range value). */
  bad: string | null;
}

const take = (r: Reader, width: number): number => {
  let v = 0;
  for (let i = 0; i < width; i++) {
    const byte = r.bytes[r.pos >> 3];
    let bit = 0;
    if (byte === undefined) r.over = true;
    else bit = (byte >> (7 - (r.pos & 7))) & 1;
    v = v * 2 + bit;
    r.pos++;
  }
  return v;
};

/**
 * Longest gamma code accepted: 40 zeros, numbers below 2^41, exact in a double and above the
 * length in bytes of any string JavaScript can hold, so that every text {@link encodeHandLink}
 * writes is read back (a longer code can only come from a damaged link).
 */
const MAX_GAMMA_ZEROS = 40;

const takeGamma = (r: Reader): number => {
  let zeros = 0;
  while (take(r, 1) === 0) {
    if (r.over) return 0;
    if (++zeros > MAX_GAMMA_ZEROS) {
      r.bad ??= 'a number in the link is impossibly large';
      return 0;
    }
  }
  return 2 ** zeros + take(r, zeros) - 1;
};

const takeTricks = (r: Reader): number | undefined => {
  if (take(r, 1) === 0) return undefined;
  const n = take(r, 4);
  return n < 15 ? n : 15 + takeGamma(r);
};

/**
 * A string: gamma byte length, then the UTF-8 bytes. Its length is bounded only by the bits
 * the link still has (so a long note written by {@link encodeHandLink} always reads back).
 */
const takeString = (r: Reader): string => {
  const n = takeGamma(r);
  if (r.pos + n * 8 > r.bytes.length * 8) {
    r.over = true;
    return '';
  }
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = take(r, 8);
  try {
    return UTF8_DECODER.decode(bytes);
  } catch {
    r.bad ??= 'a text in the link is not valid UTF-8';
    return '';
  }
};

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR;
 * check value 0x29B1 for the ASCII bytes of "123456789"). The share-link checksum.
 */
export const crc16 = (bytes: readonly number[]): number => {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
};

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const toBase64url = (bytes: readonly number[]): string => {
  let out = '';
  let acc = 0;
  let n = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    n += 8;
    while (n >= 6) {
      n -= 6;
      out += B64[(acc >> n) & 63];
    }
    acc &= (1 << n) - 1;
  }
  if (n > 0) out += B64[(acc << (6 - n)) & 63];
  return out;
};

// ---------------------------------------------------------------------------------------------
// Play: the engine's own rules (play.ts), walked card by card

/** The play as far as a link has walked it: what each hand holds, who plays next, the trick so far. */
interface PlayWalk {
  readonly hands: Record<Seat, Card[]>;
  toPlay: Seat;
  trick: PlayedCard[];
}

const startWalk = (deal: Deal, leader: Seat): PlayWalk => ({
  hands: Object.fromEntries(SEATS.map((s) => [s, [...(deal[s] ?? [])]])) as Record<Seat, Card[]>,
  toPlay: leader,
  trick: [],
});

/**
 * The cards the player to play may choose from: the engine's {@link legalCards} when every
 * card followed suit (`follow`), else the whole hand. In the hand's order, which the encoder
 * and the decoder share.
 */
const choicesOf = (walk: PlayWalk, follow: boolean): Card[] => {
  const hand = walk.hands[walk.toPlay];
  const lead = walk.trick[0];
  return follow ? legalCards(hand, lead === undefined ? null : suitOf(lead.card)) : [...hand];
};

/**
 * Plays `card` from the hand of the player to play; after the fourth card of a trick, the
 * engine's {@link trickWinner} leads next (auction-laws.md §4.3), else the next seat plays.
 * `false` (and nothing changed) when the card is not in that hand.
 */
const playCard = (walk: PlayWalk, card: Card, trump: Suit | null): boolean => {
  const hand = walk.hands[walk.toPlay];
  const at = hand.indexOf(card);
  if (at < 0) return false;
  hand.splice(at, 1);
  walk.trick.push({ seat: walk.toPlay, card });
  const [lead] = walk.trick;
  if (lead !== undefined && walk.trick.length === SEATS.length) {
    walk.toPlay = trickWinner([lead, ...walk.trick.slice(1)], trump);
    walk.trick = [];
  } else walk.toPlay = nextSeat(walk.toPlay);
  return true;
};

// ---------------------------------------------------------------------------------------------
// Normalising

const isCardString = (c: unknown): c is Card => typeof c === 'string' && FULL_DECK.includes(c as Card);

/** The deal as a link carries it: valid cards only, each with one holder, hands in display order. */
const normaliseDeal = (deal: Deal | undefined): Deal => {
  const seen = new Set<Card>();
  const out: { [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  for (const seat of SEATS) {
    const hand = deal?.[seat];
    if (!Array.isArray(hand)) continue;
    const cards: Card[] = [];
    for (const c of hand) {
      if (isCardString(c) && !seen.has(c)) {
        seen.add(c);
        cards.push(c);
      }
    }
    out[seat] = cards.sort(compareForDisplay);
  }
  return out;
};

/** Whether a value (from a record not yet checked) is a strain the link can write. */
const isLinkStrain = (strain: unknown): strain is Strain => (LINK_V1_STRAINS as readonly unknown[]).includes(strain);

/** 0 double, 1 redouble, 2 + 7 × (level − 1) + strain index; -1 for a pass. */
const callCode = (call: Call): number => {
  if (call.type === 'double') return 0;
  if (call.type === 'redouble') return 1;
  if (call.type === 'bid') {
    const s = (LINK_V1_STRAINS as readonly string[]).indexOf(call.strain);
    if (s >= 0 && Number.isInteger(call.level) && call.level >= 1 && call.level <= 7) return 2 + 7 * (call.level - 1) + s;
  }
  return -1;
};

const MAX_CALL_CODE = 2 + 7 * 7 - 1;

const codeCall = (code: number): Call | undefined => {
  if (code === 0) return { type: 'double' };
  if (code === 1) return { type: 'redouble' };
  if (code < 2 || code > MAX_CALL_CODE) return undefined;
  const k = code - 2;
  return { type: 'bid', level: (Math.floor(k / 7) + 1) as Level, strain: LINK_V1_STRAINS[k % 7]! };
};

const tri = (v: boolean | undefined): number => (v === undefined ? 0 : v ? 2 : 1);
const untri = (n: number): boolean | undefined => (n === 0 ? undefined : n === 2 ? true : n === 1 ? false : undefined);
const REDEAL = [undefined, 'sameDealer', 'nextDealer'] as const;

// ---------------------------------------------------------------------------------------------
// Encoding

/** Regular play: who leads, the trump, and whether every card followed suit; `null` if the play cannot be told that way. */
const planPlay = (deal: Deal, play: readonly Card[], trump: Suit | null): { leader: Seat; follow: boolean } | null => {
  const first = play[0];
  const leader = first === undefined ? undefined : SEATS.find((s) => deal[s]?.includes(first));
  if (leader === undefined) return null;
  const walk = startWalk(deal, leader);
  let follow = true;
  for (const card of play) {
    if (follow && !choicesOf(walk, true).includes(card)) follow = false;
    if (!playCard(walk, card, trump)) return null;
  }
  return { leader, follow };
};

/**
 * Encodes a hand as a share link. Never throws. `step` (default 0) is clamped to the hand's
 * steps (0 to calls + cards). Notes, the title and the introduction are kept only with
 * `includeNotes`. {@link decodeHandLink} gives back the same hand, normalised as the module
 * documentation says.
 */
export const encodeHandLink = (record: HandRecord, opts: EncodeLinkOptions = {}): string => {
  const w: Writer = { bits: [] };
  // Rule set.
  const rs = (LINK_V1_RULE_SETS as readonly string[]).indexOf(record.ruleSet);
  put(w, rs >= 0 ? rs : 7, 3);
  if (rs < 0) putString(w, String(record.ruleSet ?? ''));
  // Options.
  const o: RuleOptions | undefined = record.options;
  put(w, o ? 1 : 0, 1);
  if (o) {
    put(w, tri(o.threeHanded), 2);
    put(w, tri(o.nullos), 2);
    put(w, tri(o.duplicate), 2);
    put(w, Math.max(0, REDEAL.indexOf(o.passedOutRedeal)), 2);
  }
  // Dealer, vulnerability, board.
  put(w, Math.max(0, SEATS.indexOf(record.dealer)), 2);
  const vul = record.vulnerability === undefined ? -1 : VULNERABILITIES.indexOf(record.vulnerability);
  put(w, vul >= 0 ? 1 : 0, 1);
  if (vul >= 0) put(w, vul, 2);
  const board = record.board;
  if (board === undefined || board === null) put(w, 0, 2);
  else if (/^(0|[1-9]\d{0,5})$/.test(board)) {
    put(w, 1, 2);
    putGamma(w, Number(board));
  } else {
    put(w, 2, 2);
    putString(w, String(board));
  }
  // Deal.
  const deal = normaliseDeal(record.deal);
  const holder = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of deal[s] ?? []) holder.set(c, s);
  const full = SEATS.every((s) => deal[s] !== null) && holder.size === 52;
  put(w, full ? 1 : 0, 1);
  if (full) for (const c of FULL_DECK) put(w, SEATS.indexOf(holder.get(c)!), 2);
  else {
    const known = SEATS.filter((s) => deal[s] !== null);
    for (const s of SEATS) put(w, deal[s] !== null ? 1 : 0, 1);
    const width = widthFor(known.length + 1);
    for (const c of FULL_DECK) {
      const h = holder.get(c);
      put(w, h === undefined ? known.length : known.indexOf(h), width);
    }
  }
  // Calls and alerts.
  const calls: readonly CallEntry[] = Array.isArray(record.calls) ? record.calls : [];
  putGamma(w, calls.length);
  for (const c of calls) {
    const code = c?.call ? callCode(c.call) : -1;
    if (code < 0) put(w, 0, 1);
    else {
      put(w, 1, 1);
      put(w, code, 6);
    }
  }
  const alerted = calls.flatMap((c, k) => (c?.alert === true ? [k] : []));
  const indexWidth = widthFor(calls.length);
  const [first] = alerted;
  if (first === undefined) put(w, 0, 2);
  else if (bitsOfGamma(alerted.length - 1) + alerted.length * indexWidth < calls.length) {
    put(w, 1, 2);
    putGamma(w, alerted.length - 1);
    for (const k of alerted) put(w, k, indexWidth);
  } else {
    put(w, 2, 2);
    for (const c of calls) put(w, c?.alert === true ? 1 : 0, 1);
  }
  // Play.
  const playEntries: readonly PlayEntry[] = Array.isArray(record.play) ? record.play : [];
  const play = playEntries.map((p) => p?.card).filter(isCardString);
  putGamma(w, play.length);
  if (play.length > 0) {
    const lastBid = [...calls].reverse().find((c) => c?.call?.type === 'bid')?.call;
    const trump = lastBid?.type === 'bid' && isLinkStrain(lastBid.strain) ? trumpSuitOf(lastBid.strain) : null;
    const plan = planPlay(deal, play, trump);
    put(w, plan ? 1 : 0, 1);
    if (plan) {
      put(w, SEATS.indexOf(plan.leader), 2);
      put(w, trump === null ? 4 : SUITS.indexOf(trump), 3);
      put(w, plan.follow ? 1 : 0, 1);
      const walk = startWalk(deal, plan.leader);
      for (const card of play) {
        const options = choicesOf(walk, plan.follow);
        put(w, options.indexOf(card), widthFor(options.length));
        playCard(walk, card, trump);
      }
    } else for (const card of play) put(w, FULL_DECK.indexOf(card), 6);
  }
  // Claim, result, step.
  putTricks(w, record.claim?.tricks);
  putTricks(w, record.result);
  const steps = calls.length + play.length;
  const step = Math.min(steps, Math.max(0, Math.floor(Number.isFinite(opts.step) ? opts.step! : 0)));
  put(w, step, widthFor(steps + 1));
  // Notes.
  const notes: [number, string][] = [];
  if (opts.includeNotes) {
    if (typeof record.title === 'string') notes.push([0, record.title]);
    if (typeof record.intro === 'string') notes.push([1, record.intro]);
    calls.forEach((c, k) => {
      if (typeof c?.note === 'string') notes.push([2 + k, c.note]);
    });
    let k = 0;
    for (const p of playEntries) {
      if (!isCardString(p?.card)) continue;
      if (typeof p.note === 'string') notes.push([2 + calls.length + k, p.note]);
      k++;
    }
  }
  put(w, notes.length > 0 ? 1 : 0, 1);
  if (notes.length > 0) {
    putGamma(w, notes.length);
    for (const [slot, text] of notes) {
      putGamma(w, slot);
      putString(w, text);
    }
  }
  // Bytes and checksum.
  while (w.bits.length % 8 !== 0) w.bits.push(0);
  const bytes: number[] = [];
  for (let i = 0; i < w.bits.length; i += 8) {
    let b = 0;
    for (let k = 0; k < 8; k++) b = b * 2 + w.bits[i + k]!;
    bytes.push(b);
  }
  const crc = crc16(bytes);
  bytes.push(crc >> 8, crc & 0xff);
  return LINK_VERSION + toBase64url(bytes);
};

// ---------------------------------------------------------------------------------------------
// Decoding

const linkDiag = (code: string, message: string, hint: string | undefined, column: number, length: number): Diagnostic => ({
  code,
  message,
  ...(hint !== undefined ? { hint } : {}),
  severity: 'error',
  pos: { line: 1, column, length: Math.max(1, length) },
});

/** Reads the body of a version-1 link. Sets `r.bad` or `r.over` on failure. */
const readBody = (r: Reader): DecodedLink | null => {
  // Rule set.
  const rs = take(r, 3);
  const ruleSet = rs < LINK_V1_RULE_SETS.length ? LINK_V1_RULE_SETS[rs]! : takeString(r);
  let options: RuleOptions | undefined;
  if (take(r, 1) === 1) {
    const t = take(r, 2);
    const n = take(r, 2);
    const d = take(r, 2);
    const p = take(r, 2);
    if (t > 2 || n > 2 || d > 2 || p > 2) r.bad ??= 'the rule-set options are out of range';
    const threeHanded = untri(t);
    const nullos = untri(n);
    const duplicate = untri(d);
    const passedOutRedeal = REDEAL[p];
    options = {
      ...(threeHanded !== undefined ? { threeHanded } : {}),
      ...(nullos !== undefined ? { nullos } : {}),
      ...(duplicate !== undefined ? { duplicate } : {}),
      ...(passedOutRedeal !== undefined ? { passedOutRedeal } : {}),
    };
  }
  const dealer = SEATS[take(r, 2)]!;
  const vulnerability = take(r, 1) === 1 ? VULNERABILITIES[take(r, 2)]! : undefined;
  const boardKind = take(r, 2);
  const board = boardKind === 1 ? String(takeGamma(r)) : boardKind === 2 ? takeString(r) : undefined;
  if (boardKind === 3) r.bad ??= 'the board number is out of range';
  // Deal.
  const hands: { [S in Seat]: Card[] | null } = { N: null, E: null, S: null, W: null };
  if (take(r, 1) === 1) {
    for (const s of SEATS) hands[s] = [];
    for (const c of FULL_DECK) hands[SEATS[take(r, 2)]!]!.push(c);
  } else {
    const known = SEATS.filter(() => take(r, 1) === 1);
    for (const s of known) hands[s] = [];
    const width = widthFor(known.length + 1);
    for (const c of FULL_DECK) {
      const k = take(r, width);
      if (k < known.length) hands[known[k]!]!.push(c);
      else if (k > known.length) r.bad ??= 'a card of the deal has an impossible holder';
    }
  }
  if (r.over) return null;
  // Calls.
  const nCalls = takeGamma(r);
  if (r.over || r.bad || nCalls > r.bytes.length * 8) {
    r.over ||= !r.bad;
    return null;
  }
  const calls: Call[] = [];
  for (let i = 0; i < nCalls && !r.over; i++) {
    if (take(r, 1) === 0) calls.push({ type: 'pass' });
    else {
      const call = codeCall(take(r, 6));
      if (call === undefined) r.bad ??= `call ${i + 1} has an impossible code`;
      calls.push(call ?? { type: 'pass' });
    }
  }
  const alerts = calls.map(() => false);
  const alertMode = take(r, 2);
  if (alertMode === 1) {
    const count = takeGamma(r) + 1;
    if (count > calls.length) r.bad ??= 'more calls are alerted than were made';
    for (let i = 0; i < count && !r.over && !r.bad; i++) {
      const k = take(r, widthFor(calls.length));
      if (k >= calls.length) r.bad ??= 'an alert is on a call that was not made';
      else alerts[k] = true;
    }
  } else if (alertMode === 2) for (let k = 0; k < calls.length; k++) alerts[k] = take(r, 1) === 1;
  else if (alertMode === 3) r.bad ??= 'the alerts are out of range';
  // Play.
  const nCards = takeGamma(r);
  if (r.over || r.bad || nCards > r.bytes.length * 8) {
    r.over ||= !r.bad;
    return null;
  }
  const play: Card[] = [];
  if (nCards > 0) {
    if (take(r, 1) === 1) {
      const leader = SEATS[take(r, 2)]!;
      const t = take(r, 3);
      if (t > 4) r.bad ??= 'the trump suit is out of range';
      const trump = t < 4 ? SUITS[t]! : null;
      const follow = take(r, 1) === 1;
      const walk = startWalk(hands, leader);
      for (let i = 0; i < nCards && !r.over && !r.bad; i++) {
        const options = choicesOf(walk, follow);
        const card = options[take(r, widthFor(options.length))];
        if (card === undefined) {
          r.bad ??= `card ${i + 1} of the play is not in the hand of the player to play`;
          break;
        }
        play.push(card);
        playCard(walk, card, trump);
      }
    } else {
      for (let i = 0; i < nCards && !r.over; i++) {
        const card = FULL_DECK[take(r, 6)];
        if (card === undefined) r.bad ??= `card ${i + 1} of the play has an impossible code`;
        else play.push(card);
      }
    }
  }
  if (r.over || r.bad) return null;
  // Claim, result, step.
  const claim = takeTricks(r);
  const result = takeTricks(r);
  const step = take(r, widthFor(calls.length + play.length + 1));
  if (step > calls.length + play.length) r.bad ??= 'the step to open at lies beyond the end of the hand';
  // Notes.
  const callNotes = new Map<number, string>();
  const cardNotes = new Map<number, string>();
  let title: string | undefined;
  let intro: string | undefined;
  if (take(r, 1) === 1) {
    const n = takeGamma(r);
    if (n === 0 || n > calls.length + play.length + 2) r.bad ??= 'the notes are out of range';
    for (let i = 0; i < n && !r.over && !r.bad; i++) {
      const slot = takeGamma(r);
      const text = takeString(r);
      if (slot === 0) title = text;
      else if (slot === 1) intro = text;
      else if (slot - 2 < calls.length) callNotes.set(slot - 2, text);
      else if (slot - 2 - calls.length < play.length) cardNotes.set(slot - 2 - calls.length, text);
      else r.bad ??= 'a note is attached to a step the hand does not have';
    }
  }
  if (r.over || r.bad) return null;
  const record: HandRecord = {
    ...(title !== undefined ? { title } : {}),
    ruleSet,
    ...(options !== undefined ? { options } : {}),
    ...(board !== undefined ? { board } : {}),
    dealer,
    deal: hands,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(intro !== undefined ? { intro } : {}),
    calls: calls.map((call, k) => ({
      call,
      ...(alerts[k] ? { alert: true } : {}),
      ...(callNotes.has(k) ? { note: callNotes.get(k)! } : {}),
    })),
    play: play.map((card, k) => ({ card, ...(cardNotes.has(k) ? { note: cardNotes.get(k)! } : {}) })),
    ...(claim !== undefined ? { claim: { tricks: claim } } : {}),
    ...(result !== undefined ? { result } : {}),
  };
  return { record, step };
};

/**
 * Decodes a share link made by {@link encodeHandLink}. Never throws. Errors, each with the
 * column in the link where that can be said:
 *
 * - `LINK_EMPTY`: nothing to decode;
 * - `LINK_VERSION`: the first character is not a version this site reads;
 * - `LINK_CHARACTER`: a character that base64url does not use (a space, `+`, `/`, `=`...);
 * - `LINK_TRUNCATED`: the link stops before the hand is complete (cut short when copied);
 * - `LINK_CHECKSUM`: the checksum does not match: a character was changed or mistyped;
 * - `LINK_INVALID`: the checksum matches but a value is impossible (not made by this site);
 * - `LINK_TRAILING`: characters follow the end of the hand.
 *
 * Surrounding whitespace is ignored; a whole URL is not: pass only the link's own text.
 */
export const decodeHandLink = (s: string): Result<DecodedLink, Diagnostic[]> => {
  const text = typeof s === 'string' ? s.trim() : '';
  const lead = typeof s === 'string' ? s.length - s.trimStart().length : 0;
  if (text === '') {
    return err([linkDiag('LINK_EMPTY', 'The hand link is empty.', 'Paste the whole link, as copied from the site.', 1, 1)]);
  }
  if (text[0] !== LINK_VERSION) {
    return err([
      linkDiag(
        'LINK_VERSION',
        `This is not a hand link this site can read: it should start with "${LINK_VERSION}", not "${text[0]}".`,
        'Copy the link again from the hand; a link made by a newer version of the site needs that version.',
        lead + 1,
        1,
      ),
    ]);
  }
  const bytes: number[] = [];
  let acc = 0;
  let n = 0;
  for (let i = 1; i < text.length; i++) {
    const v = B64.indexOf(text[i]!);
    if (v < 0) {
      return err([
        linkDiag(
          'LINK_CHARACTER',
          `The hand link has a character it never contains ("${text[i]}") at position ${i + 1}.`,
          'Hand links use only letters, digits, "-" and "_"; copy the link again.',
          lead + i + 1,
          1,
        ),
      ]);
    }
    acc = (acc << 6) | v;
    n += 6;
    if (n >= 8) {
      n -= 8;
      bytes.push((acc >> n) & 0xff);
    }
    acc &= (1 << n) - 1;
  }
  const end = lead + text.length;
  const crcOk = bytes.length >= 2 && crc16(bytes.slice(0, -2)) === bytes[bytes.length - 2]! * 256 + bytes[bytes.length - 1]!;
  const truncated = linkDiag(
    'LINK_TRUNCATED',
    'The hand link is incomplete: it stops before the hand it describes ends, so it was probably cut short when copied.',
    'Copy the whole link again; long links are sometimes cut when pasted.',
    end,
    1,
  );
  const damaged = linkDiag(
    'LINK_CHECKSUM',
    'The hand link has been altered or mistyped: its checksum does not match its contents.',
    'Copy the link again from where you found it.',
    lead + 1,
    text.length,
  );
  const r: Reader = { bytes, pos: 0, over: false, bad: null };
  const body = readBody(r);
  if (body === null || r.over || r.bad !== null) {
    if (crcOk) {
      const why = r.bad ?? 'it ends before the hand does';
      return err([linkDiag('LINK_INVALID', `The hand link is not one this site made: ${why}.`, undefined, lead + 1, text.length)]);
    }
    return err([r.over ? truncated : damaged]);
  }
  const used = Math.ceil(r.pos / 8);
  if (used + 2 > bytes.length) return err([truncated]);
  // The padding bits between the body and the checksum must be zero.
  const padBits = used * 8 - r.pos;
  const padding = padBits > 0 ? bytes[used - 1]! & ((1 << padBits) - 1) : 0;
  const sum = crc16(bytes.slice(0, used));
  if (sum !== bytes[used]! * 256 + bytes[used + 1]! || padding !== 0) return err([damaged]);
  // A link this site wrote ends with the checksum: whole bytes, then fewer than six spare bits, all zero.
  if (used + 2 < bytes.length || n >= 6) {
    const column = lead + 1 + Math.ceil(((used + 2) * 8) / 6) + 1;
    return err([
      linkDiag(
        'LINK_TRAILING',
        'The hand link goes on after the end of the hand: something was added to it.',
        'Remove what follows the link, or copy it again.',
        Math.min(column, end),
        Math.max(1, end - column + 1),
      ),
    ]);
  }
  if (acc !== 0) return err([damaged]);
  return ok(body);
};
