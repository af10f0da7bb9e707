/**
 * {@link decodeHandLink}: a version-1 share link back to the hand, one function per field
 * group. Each reader sets `r.bad` (an impossible value) or `r.over` (past the end) on failure.
 *
 * @packageDocumentation
 */
import { FULL_DECK } from '../../card.ts';
import type { HandRecord } from '../../record.ts';
import { err, ok, type Result } from '../../result.ts';
import type { RuleOptions } from '../../rules/types.ts';
import { NO_ARGS, type Diagnostic, type DiagnosticArgs } from '../../source.ts';
import { SEATS, SUITS, VULNERABILITIES, type Call, type Card, type Seat } from '../../types.ts';
import { crc16, fail, fromBase64url, take, takeGamma, takeString, takeTricks, widthFor, type Reader } from './bits.ts';
import { LINK_V1_RULE_SETS, LINK_VERSION, REDEAL, choicesOf, codeCall, playCard, startWalk, untri, type DecodedLink } from './fields.ts';

/** Every code of {@link decodeHandLink}, for the diagnostics' catalogue (`i18n/en-diagnostics.ts`). */
export const LINK_CODES = [
  'LINK_EMPTY',
  'LINK_VERSION',
  'LINK_CHARACTER',
  'LINK_TRUNCATED',
  'LINK_CHECKSUM',
  'LINK_INVALID',
  'LINK_TRAILING',
] as const;

/** A problem of a link: its English words, and their placeholders' values with the template when not the code's (`Diagnostic.args`). */
const linkDiag = (
  code: string,
  message: string,
  hint: string | undefined,
  column: number,
  length: number,
  args: DiagnosticArgs = NO_ARGS,
  template?: string,
): Diagnostic => ({
  code,
  message,
  ...(hint !== undefined ? { hint } : {}),
  severity: 'error',
  pos: { line: 1, column, length: Math.max(1, length) },
  args,
  ...(template !== undefined ? { template } : {}),
});

type Hands = { [S in Seat]: Card[] | null };

/** The rule-set options: two bits each, absent / false / true (and the redeal rule). */
const readOptions = (r: Reader): RuleOptions => {
  const t = take(r, 2);
  const n = take(r, 2);
  const d = take(r, 2);
  const p = take(r, 2);
  if (t > 2 || n > 2 || d > 2 || p > 2) fail(r, 'options', 'the rule-set options are out of range');
  const threeHanded = untri(t);
  const nullos = untri(n);
  const duplicate = untri(d);
  const passedOutRedeal = REDEAL[p];
  return {
    ...(threeHanded !== undefined ? { threeHanded } : {}),
    ...(nullos !== undefined ? { nullos } : {}),
    ...(duplicate !== undefined ? { duplicate } : {}),
    ...(passedOutRedeal !== undefined ? { passedOutRedeal } : {}),
  };
};

/** Rule set, options, dealer, vulnerability, board: the record's fields before the deal. */
const readHeader = (r: Reader): Pick<HandRecord, 'ruleSet' | 'options' | 'dealer' | 'vulnerability' | 'board'> => {
  const rs = take(r, 3);
  const ruleSet = rs < LINK_V1_RULE_SETS.length ? LINK_V1_RULE_SETS[rs]! : takeString(r);
  const options = take(r, 1) === 1 ? readOptions(r) : undefined;
  const dealer = SEATS[take(r, 2)]!;
  const vulnerability = take(r, 1) === 1 ? VULNERABILITIES[take(r, 2)]! : undefined;
  const boardKind = take(r, 2);
  const board = boardKind === 1 ? String(takeGamma(r)) : boardKind === 2 ? takeString(r) : undefined;
  if (boardKind === 3) fail(r, 'board', 'the board number is out of range');
  return {
    ruleSet,
    ...(options !== undefined ? { options } : {}),
    dealer,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(board !== undefined ? { board } : {}),
  };
};

const readDeal = (r: Reader): Hands => {
  const hands: Hands = { N: null, E: null, S: null, W: null };
  if (take(r, 1) === 1) {
    for (const s of SEATS) hands[s] = [];
    for (const c of FULL_DECK) hands[SEATS[take(r, 2)]!]!.push(c);
    return hands;
  }
  const known = SEATS.filter(() => take(r, 1) === 1);
  for (const s of known) hands[s] = [];
  const width = widthFor(known.length + 1);
  for (const c of FULL_DECK) {
    const k = take(r, width);
    if (k < known.length) hands[known[k]!]!.push(c);
    else if (k > known.length) fail(r, 'holder', 'a card of the deal has an impossible holder');
  }
  return hands;
};

/** A count written in gamma, or `null` (marking the reader) when it cannot be right. */
const readCount = (r: Reader): number | null => {
  const n = takeGamma(r);
  if (r.over || r.bad || n > r.bytes.length * 8) {
    r.over ||= !r.bad;
    return null;
  }
  return n;
};

/** The alerts: none, a list of call indexes, or one bit per call. */
const readAlerts = (r: Reader, calls: number): boolean[] => {
  const alerts = Array.from({ length: calls }, () => false);
  const alertMode = take(r, 2);
  if (alertMode === 1) {
    const count = takeGamma(r) + 1;
    if (count > calls) fail(r, 'alertCount', 'more calls are alerted than were made');
    for (let i = 0; i < count && !r.over && !r.bad; i++) {
      const k = take(r, widthFor(calls));
      if (k >= calls) fail(r, 'alertCall', 'an alert is on a call that was not made');
      else alerts[k] = true;
    }
  } else if (alertMode === 2) for (let k = 0; k < calls; k++) alerts[k] = take(r, 1) === 1;
  else if (alertMode === 3) fail(r, 'alerts', 'the alerts are out of range');
  return alerts;
};

const readCalls = (r: Reader): Call[] | null => {
  const nCalls = readCount(r);
  if (nCalls === null) return null;
  const calls: Call[] = [];
  for (let i = 0; i < nCalls && !r.over; i++) {
    if (take(r, 1) === 0) calls.push({ type: 'pass' });
    else {
      const call = codeCall(take(r, 6));
      if (call === undefined) fail(r, 'callCode', `call ${i + 1} has an impossible code`, { n: i + 1 });
      calls.push(call ?? { type: 'pass' });
    }
  }
  return calls;
};

/** Cards walked with the engine's rules from the leader: each the index among the cards allowed. */
const readWalkedPlay = (r: Reader, hands: Hands, nCards: number): Card[] => {
  const play: Card[] = [];
  const leader = SEATS[take(r, 2)]!;
  const t = take(r, 3);
  if (t > 4) fail(r, 'trump', 'the trump suit is out of range');
  const trump = t < 4 ? SUITS[t]! : null;
  const follow = take(r, 1) === 1;
  const walk = startWalk(hands, leader);
  for (let i = 0; i < nCards && !r.over && !r.bad; i++) {
    const options = choicesOf(walk, follow);
    const card = options[take(r, widthFor(options.length))];
    if (card === undefined) {
      fail(r, 'cardHolder', `card ${i + 1} of the play is not in the hand of the player to play`, { n: i + 1 });
      break;
    }
    play.push(card);
    playCard(walk, card, trump);
  }
  return play;
};

const readPlay = (r: Reader, hands: Hands): Card[] | null => {
  const nCards = readCount(r);
  if (nCards === null) return null;
  if (nCards === 0) return [];
  if (take(r, 1) === 1) return readWalkedPlay(r, hands, nCards);
  const play: Card[] = [];
  for (let i = 0; i < nCards && !r.over; i++) {
    const card = FULL_DECK[take(r, 6)];
    if (card === undefined) fail(r, 'cardCode', `card ${i + 1} of the play has an impossible code`, { n: i + 1 });
    else play.push(card);
  }
  return play;
};

interface Notes {
  title?: string;
  intro?: string;
  readonly calls: Map<number, string>;
  readonly cards: Map<number, string>;
}

const readNotes = (r: Reader, nCalls: number, nCards: number): Notes => {
  const notes: Notes = { calls: new Map(), cards: new Map() };
  if (take(r, 1) !== 1) return notes;
  const n = takeGamma(r);
  if (n === 0 || n > nCalls + nCards + 2) fail(r, 'notes', 'the notes are out of range');
  for (let i = 0; i < n && !r.over && !r.bad; i++) {
    const slot = takeGamma(r);
    const text = takeString(r);
    if (slot === 0) notes.title = text;
    else if (slot === 1) notes.intro = text;
    else if (slot - 2 < nCalls) notes.calls.set(slot - 2, text);
    else if (slot - 2 - nCalls < nCards) notes.cards.set(slot - 2 - nCalls, text);
    else fail(r, 'noteStep', 'a note is attached to a step the hand does not have');
  }
  return notes;
};

/** Reads the body of a version-1 link. Sets `r.bad` or `r.over` on failure. */
const readBody = (r: Reader): DecodedLink | null => {
  const header = readHeader(r);
  const hands = readDeal(r);
  if (r.over) return null;
  const calls = readCalls(r);
  if (calls === null) return null;
  const alerts = readAlerts(r, calls.length);
  const play = readPlay(r, hands);
  if (play === null || r.over || r.bad) return null;
  const claim = takeTricks(r);
  const result = takeTricks(r);
  const step = take(r, widthFor(calls.length + play.length + 1));
  if (step > calls.length + play.length) fail(r, 'step', 'the step to open at lies beyond the end of the hand');
  const notes = readNotes(r, calls.length, play.length);
  if (r.over || r.bad) return null;
  const { ruleSet, options, board, dealer, vulnerability } = header;
  const record: HandRecord = {
    ...(notes.title !== undefined ? { title: notes.title } : {}),
    ruleSet,
    ...(options !== undefined ? { options } : {}),
    ...(board !== undefined ? { board } : {}),
    dealer,
    deal: hands,
    ...(vulnerability !== undefined ? { vulnerability } : {}),
    ...(notes.intro !== undefined ? { intro: notes.intro } : {}),
    calls: calls.map((call, k) => ({
      call,
      ...(alerts[k] ? { alert: true } : {}),
      ...(notes.calls.has(k) ? { note: notes.calls.get(k)! } : {}),
    })),
    play: play.map((card, k) => ({ card, ...(notes.cards.has(k) ? { note: notes.cards.get(k)! } : {}) })),
    ...(claim !== undefined ? { claim: { tricks: claim } } : {}),
    ...(result !== undefined ? { result } : {}),
  };
  return { record, step };
};

/**
 * Decodes a share link made by `encodeHandLink`. Never throws. Errors, each with the column in
 * the link where that can be said:
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
        { version: LINK_VERSION, text: text[0]! },
      ),
    ]);
  }
  const decoded = fromBase64url(text, 1);
  if ('badAt' in decoded) {
    const i = decoded.badAt;
    return err([
      linkDiag(
        'LINK_CHARACTER',
        `The hand link has a character it never contains ("${text[i]}") at position ${i + 1}.`,
        'Hand links use only letters, digits, "-" and "_"; copy the link again.',
        lead + i + 1,
        1,
        { text: text[i]!, n: i + 1 },
      ),
    ]);
  }
  return verifyBody(text, lead, decoded);
};

/** The base64url payload of a link: its bytes, and the bits left over after the last whole byte. */
type Payload = Exclude<ReturnType<typeof fromBase64url>, { badAt: number }>;

/**
 * Reads the hand from a link's payload and checks what surrounds it: the checksum that follows
 * the body, zero padding bits, and nothing after the checksum. `text` is the trimmed link and
 * `lead` the whitespace before it (for columns).
 */
const verifyBody = (text: string, lead: number, payload: Payload): Result<DecodedLink, Diagnostic[]> => {
  const { bytes, acc, n } = payload;
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
      const reason = r.bad !== null ? r.badReason : { reason: 'ends', args: NO_ARGS };
      return err([
        linkDiag(
          'LINK_INVALID',
          `The hand link is not one this site made: ${why}.`,
          undefined,
          lead + 1,
          text.length,
          reason?.args,
          reason && `LINK_INVALID.${reason.reason}`,
        ),
      ]);
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
