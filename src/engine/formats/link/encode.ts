/**
 * {@link encodeHandLink}: a hand as a version-1 share link, one function per field group (the
 * layout is in `../link.ts`).
 *
 * @packageDocumentation
 */
import { FULL_DECK } from '../../card.ts';
import { trumpSuitOf } from '../../play.ts';
import type { CallEntry, HandRecord, PlayEntry } from '../../record.ts';
import type { RuleOptions } from '../../rules/types.ts';
import { SEATS, SUITS, VULNERABILITIES, type Card, type Deal, type Seat, type Suit } from '../../types.ts';
import { bitsOfGamma, bytesOf, crc16, put, putGamma, putString, putTricks, toBase64url, widthFor, type Writer } from './bits.ts';
import {
  LINK_V1_RULE_SETS,
  LINK_VERSION,
  REDEAL,
  callCode,
  choicesOf,
  isCardString,
  isLinkStrain,
  normaliseDeal,
  playCard,
  startWalk,
  tri,
  type EncodeLinkOptions,
} from './fields.ts';

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

/** Rule set, options, dealer, vulnerability, board. */
const putHeader = (w: Writer, record: HandRecord): void => {
  const rs = (LINK_V1_RULE_SETS as readonly string[]).indexOf(record.ruleSet);
  put(w, rs >= 0 ? rs : 7, 3);
  if (rs < 0) putString(w, String(record.ruleSet ?? ''));
  const o: RuleOptions | undefined = record.options;
  put(w, o ? 1 : 0, 1);
  if (o) {
    put(w, tri(o.threeHanded), 2);
    put(w, tri(o.nullos), 2);
    put(w, tri(o.duplicate), 2);
    put(w, Math.max(0, REDEAL.indexOf(o.passedOutRedeal)), 2);
  }
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
};

/** The deal: two bits per card when whole, else which hands are known and each card's holder among them. */
const putDeal = (w: Writer, deal: Deal): void => {
  const holder = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of deal[s] ?? []) holder.set(c, s);
  const full = SEATS.every((s) => deal[s] !== null) && holder.size === 52;
  put(w, full ? 1 : 0, 1);
  if (full) {
    for (const c of FULL_DECK) put(w, SEATS.indexOf(holder.get(c)!), 2);
    return;
  }
  const known = SEATS.filter((s) => deal[s] !== null);
  for (const s of SEATS) put(w, deal[s] !== null ? 1 : 0, 1);
  const width = widthFor(known.length + 1);
  for (const c of FULL_DECK) {
    const h = holder.get(c);
    put(w, h === undefined ? known.length : known.indexOf(h), width);
  }
};

/** The calls, then the alerts as a list or one bit per call, whichever is shorter. */
const putCalls = (w: Writer, calls: readonly CallEntry[]): void => {
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
  if (alerted.length === 0) put(w, 0, 2);
  else if (bitsOfGamma(alerted.length - 1) + alerted.length * indexWidth < calls.length) {
    put(w, 1, 2);
    putGamma(w, alerted.length - 1);
    for (const k of alerted) put(w, k, indexWidth);
  } else {
    put(w, 2, 2);
    for (const c of calls) put(w, c?.alert === true ? 1 : 0, 1);
  }
};

/** The cards: each as its index among the legal cards when the play can be walked, else six bits each. */
const putPlay = (w: Writer, deal: Deal, calls: readonly CallEntry[], play: readonly Card[]): void => {
  putGamma(w, play.length);
  if (play.length === 0) return;
  const lastBid = [...calls].reverse().find((c) => c?.call?.type === 'bid')?.call;
  const trump = lastBid?.type === 'bid' && isLinkStrain(lastBid.strain) ? trumpSuitOf(lastBid.strain) : null;
  const plan = planPlay(deal, play, trump);
  put(w, plan ? 1 : 0, 1);
  if (!plan) {
    for (const card of play) put(w, FULL_DECK.indexOf(card), 6);
    return;
  }
  put(w, SEATS.indexOf(plan.leader), 2);
  put(w, trump === null ? 4 : SUITS.indexOf(trump), 3);
  put(w, plan.follow ? 1 : 0, 1);
  const walk = startWalk(deal, plan.leader);
  for (const card of play) {
    const options = choicesOf(walk, plan.follow);
    put(w, options.indexOf(card), widthFor(options.length));
    playCard(walk, card, trump);
  }
};

/** The notes, title and introduction, each in its slot (0 title, 1 intro, then calls, then cards). */
const putNotes = (w: Writer, record: HandRecord, calls: readonly CallEntry[], playEntries: readonly PlayEntry[]): void => {
  const notes: [number, string][] = [];
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
  put(w, notes.length > 0 ? 1 : 0, 1);
  if (notes.length === 0) return;
  putGamma(w, notes.length);
  for (const [slot, text] of notes) {
    putGamma(w, slot);
    putString(w, text);
  }
};

/**
 * Encodes a hand as a share link. Never throws. `step` (default 0) is clamped to the hand's
 * steps (0 to calls + cards). Notes, the title and the introduction are kept only with
 * `includeNotes`. `decodeHandLink` gives back the same hand, normalised as the module
 * documentation says.
 */
export const encodeHandLink = (record: HandRecord, opts: EncodeLinkOptions = {}): string => {
  const w: Writer = { bits: [] };
  putHeader(w, record);
  const deal = normaliseDeal(record.deal);
  putDeal(w, deal);
  const calls: readonly CallEntry[] = Array.isArray(record.calls) ? record.calls : [];
  putCalls(w, calls);
  const playEntries: readonly PlayEntry[] = Array.isArray(record.play) ? record.play : [];
  const play = playEntries.map((p) => p?.card).filter(isCardString);
  putPlay(w, deal, calls, play);
  putTricks(w, record.claim?.tricks);
  putTricks(w, record.result);
  const steps = calls.length + play.length;
  const step = Math.min(steps, Math.max(0, Math.floor(Number.isFinite(opts.step) ? opts.step! : 0)));
  put(w, step, widthFor(steps + 1));
  if (opts.includeNotes) putNotes(w, record, calls, playEntries);
  else put(w, 0, 1);
  const bytes = bytesOf(w);
  const crc = crc16(bytes);
  bytes.push(crc >> 8, crc & 0xff);
  return LINK_VERSION + toBase64url(bytes);
};
