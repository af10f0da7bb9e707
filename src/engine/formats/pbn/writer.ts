/**
 * The writer: records in the PBN export format (PBN 2.1 §3; pbn-lin.md §3).
 *
 * @packageDocumentation
 */
import { formatCall, trumpOf } from '../../auction.ts';
import { rankIndex, rankOf, suitOf } from '../../card.ts';
import { type PlayedCard, trickWinner } from '../../play.ts';
import type { HandRecord, PlayEntry } from '../../record.ts';
import { distance, leftHandOpponent, nextSeat, rotate, seatsFrom } from '../../seat.ts';
import { type Card, type Seat, SEATS, type Strain, SUITS } from '../../types.ts';
import { summariseAuction } from './auction.ts';
import { CONSUMED, derivedMandatory, writeOptions } from './build.ts';
import { readContractTag } from './contract.ts';
import { escapeValue } from './lexer.ts';
import { append } from './sink.ts';
import { PBN_MANDATORY_TAGS, PBN_MAX_LINE } from './standard.ts';
import { readSeat } from './tag-values.ts';

const CRLF = '\r\n';
const SYMBOL_ESCAPES: Readonly<Record<string, string>> = { '♠': '\\S', '♥': '\\H', '♦': '\\D', '♣': '\\C' };

/** A tag line: `[Name "value"]`, the value escaped, line breaks and control characters as spaces. */
// eslint-disable-next-line no-control-regex
const tagLine = (name: string, value: string): string => `[${name} "${escapeValue(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' '))}"]`;

/** Breaks a long line at spaces so that it fits in `width` characters (words longer than that stay whole). */
const wrap = (line: string, width: number): string[] => {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
};

/** Commentary as a `{...}` block: on one line when short, else with the braces on lines of their own. */
const commentBlock = (text: string): string => {
  const escaped = text.replace(/[♠♥♦♣]/g, (s) => SYMBOL_ESCAPES[s]!).replace(/}/g, ')');
  if (!escaped.includes('\n') && !/^\s/.test(escaped) && escaped.length <= 200) return `{${escaped}}`;
  const lines = escaped.split('\n').flatMap((l) => wrap(l, PBN_MAX_LINE));
  return ['{', ...lines, '}'].join(CRLF);
};

/**
 * How a note is written: commentary, or a numbered `[Note]` when it holds a `}` and fits on one
 * line (the same text keeps its number; a section has notes 1 to 32 at most, PBN 2.1 §3.9).
 */
const noteAnnotation = (text: string, notes: string[]): string => {
  if (text.includes('}') && !text.includes('\n') && text.length <= 200) {
    const known = notes.indexOf(text);
    if (known >= 0) return `=${known + 1}=`;
    if (notes.length < 32) {
      notes.push(text);
      return `=${notes.length}=`;
    }
  }
  return commentBlock(text);
};

const noteTags = (notes: readonly string[]): string[] =>
  notes.map((text, i) => tagLine('Note', `${i + 1}:${text.replace(/[♠♥♦♣]/g, (s) => SYMBOL_ESCAPES[s]!)}`));

/** Groups tokens four to a line (a trick, or a round of calls). */
const fourPerLine = (tokens: readonly string[]): string[] => {
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 4) lines.push(tokens.slice(i, i + 4).join(' '));
  return lines;
};

const dealString = (record: HandRecord): string =>
  SEATS.every((s) => !record.deal[s])
    ? ''
    : `${record.dealer}:` +
      seatsFrom(record.dealer)
        .map((seat) => {
          const hand = record.deal[seat];
          if (!hand) return '-';
          return SUITS.map((suit) =>
            hand
              .filter((c) => suitOf(c) === suit)
              .map(rankOf)
              .sort((a, b) => rankIndex(b) - rankIndex(a))
              .join(''),
          ).join('.');
        })
        .join(' ');

/** The seat of each card of `record.play`, from the contract and the trick winners (or the deal). */
const playSeats = (record: HandRecord, declarer: Seat | undefined, strain: Strain | undefined): Seat[] => {
  const holder = (card: Card): Seat | undefined => SEATS.find((s) => record.deal[s]?.includes(card));
  const seats: Seat[] = [];
  let leader: Seat = declarer
    ? leftHandOpponent(declarer)
    : ((record.play[0] ? holder(record.play[0].card) : undefined) ?? nextSeat(record.dealer));
  for (let t = 0; t * 4 < record.play.length; t++) {
    const trick = record.play.slice(t * 4, t * 4 + 4);
    // A lead out of turn (^L) is made by the card's holder, not by the seat whose turn it was.
    if (trick[0]!.irregularity === 'lead-out-of-turn') leader = holder(trick[0]!.card) ?? leader;
    const order = strain !== undefined || !holder(trick[0]!.card) ? seatsFrom(leader) : seatsFrom(holder(trick[0]!.card)!);
    trick.forEach((_, i) => seats.push(order[i]!));
    if (trick.length === 4) {
      const cards = trick.map((p, i) => ({ seat: order[i]!, card: p.card })) as [PlayedCard, ...PlayedCard[]];
      leader = strain !== undefined ? trickWinner(cards, trumpOf(strain)) : order[0];
    }
  }
  return seats;
};

/** The fifteen mandatory tags, in their fixed order (PBN 2.1 §3.1). */
type MandatoryTag = (typeof PBN_MANDATORY_TAGS)[number];

/** A tag or a section written after the mandatory tags, in alphabetical order by its name. */
interface Block {
  readonly name: string;
  readonly lines: string[];
}

/** The Event tag: the title, unless the record's own Event differs from it; "?" without either. */
const eventOf = (record: HandRecord, tags: Readonly<Record<string, string>>): string => {
  const title = record.title;
  return title !== undefined ? (tags.Event !== undefined && tags.Event !== title ? tags.Event : title) : (tags.Event ?? '?');
};

/** The values of the mandatory tags: the record's tags, else what its calls and deal give, "?" where unknown. */
const mandatoryValues = (record: HandRecord, tags: Readonly<Record<string, string>>, event: string): Record<MandatoryTag, string> => {
  const result = record.result ?? record.claim?.tricks;
  const mandatory = derivedMandatory(record.calls, record.dealer, result);
  // A contract stated without calls is written in the Contract and Declarer tags.
  const stated = record.calls.length === 0 ? record.contract : undefined;
  return {
    Event: event,
    Site: tags.Site ?? '?',
    Date: tags.Date ?? '????.??.??',
    Board: record.board ?? '?',
    West: tags.West ?? '?',
    North: tags.North ?? '?',
    East: tags.East ?? '?',
    South: tags.South ?? '?',
    Dealer: record.dealer,
    // No vulnerability given: an empty value, as the PBN verifier's correct_10.pbn writes it.
    Vulnerable: record.vulnerability ?? '',
    Deal: dealString(record),
    Scoring: tags.Scoring ?? '?',
    // An end position's declarer follows from its Play section (the seat before the leader).
    Declarer: tags.Declarer ?? (stated?.level !== undefined ? stated.declarer : mandatory.Declarer),
    Contract:
      tags.Contract ?? (stated ? `${stated.level ?? ''}${stated.strain}${['', 'X', 'XX'][stated.doubled ?? 0]}` : mandatory.Contract),
    Result: tags.Result ?? mandatory.Result,
  };
};

/** The tags that are neither mandatory nor sections: the record's other PBN tags, then the dialect's. */
const otherTagBlocks = (record: HandRecord, tags: Readonly<Record<string, string>>, event: string): Block[] => {
  const blocks: Block[] = [];
  for (const [name, value] of Object.entries(tags)) {
    if ((PBN_MANDATORY_TAGS as readonly string[]).includes(name) || CONSUMED.has(name) || !/^[A-Z][A-Za-z0-9_]*$/.test(name)) continue;
    blocks.push({ name, lines: [tagLine(name, value)] });
  }
  blocks.push({ name: 'RuleSet', lines: [tagLine('RuleSet', record.ruleSet)] });
  const options = record.options ? writeOptions(record.options) : '';
  if (options !== '') blocks.push({ name: 'RuleSetOptions', lines: [tagLine('RuleSetOptions', options)] });
  const title = record.title;
  if (title !== undefined && title !== event) blocks.push({ name: 'Title', lines: [tagLine('Title', title)] });
  return blocks;
};

/** The Auction section: the calls from the dealer, four a line, with their marks, alerts and notes. */
const auctionBlock = (record: HandRecord): Block => {
  const notes: string[] = [];
  const tokens = record.calls.map((c) => {
    let token = formatCall(c.call);
    if (c.irregularity === 'turn-skipped') token = `^S ${token}`;
    else if (c.irregularity === 'insufficient-bid') token = `^I ${token}`;
    if (c.alert) token += ' $1';
    if (c.note !== undefined && c.note !== '') token += ` ${noteAnnotation(c.note, notes)}`;
    return token;
  });
  return { name: 'Auction', lines: [tagLine('Auction', record.dealer), ...fourPerLine(tokens), ...noteTags(notes)] };
};

/** A card of the Play section with its marks and its note. */
const cardToken = (p: PlayEntry, notes: string[]): string => {
  let token: string = p.card;
  if (p.irregularity === 'revoke') token = `^R ${token}`;
  else if (p.irregularity === 'lead-out-of-turn') token = `^L ${token}`;
  // A card judged a mistake keeps its judgement (`?`: PBN 2.1 §3.9).
  if (p.mistake === true) token += '?';
  if (p.note !== undefined && p.note !== '') token += ` ${noteAnnotation(p.note, notes)}`;
  return token;
};

/** The Play section: from the opening leader, one trick a line in seat columns, `*` after a claim. */
const playBlock = (record: HandRecord, tags: Readonly<Record<string, string>>): Block => {
  const summary = summariseAuction(record.calls.map((c, i) => ({ seat: rotate(record.dealer, i), call: c.call })));
  const writtenContract = readContractTag(tags.Contract);
  const declarer = readSeat(tags.Declarer?.replace('^', '')) ?? summary.contract?.declarer;
  const strain = summary.contract?.strain ?? writtenContract?.strain;
  const seats = playSeats(record, declarer, strain);
  const first = seats[0] ?? record.dealer;
  const notes: string[] = [];
  const playLines: string[] = [];
  for (let t = 0; t * 4 < record.play.length; t++) {
    const columns = ['-', '-', '-', '-'];
    record.play.slice(t * 4, t * 4 + 4).forEach((p, i) => {
      columns[distance(first, seats[t * 4 + i]!)] = cardToken(p, notes);
    });
    playLines.push(columns.join(' '));
  }
  if (record.claim) playLines.push('*');
  return { name: 'Play', lines: [tagLine('Play', first), ...playLines, ...noteTags(notes)] };
};

/** One record in the export format. */
const gameLines = (record: HandRecord): string[] => {
  const tags = record.tags ?? {};
  const event = eventOf(record, tags);
  const values = mandatoryValues(record, tags, event);
  const lines = PBN_MANDATORY_TAGS.map((name) => tagLine(name, values[name]));
  if (record.intro !== undefined && record.intro !== '') lines.push(commentBlock(record.intro));

  // Everything else in alphabetical order (export format), the sections among them.
  const blocks = otherTagBlocks(record, tags, event);
  if (record.calls.length > 0) blocks.push(auctionBlock(record));
  if (record.play.length > 0) blocks.push(playBlock(record, tags));
  blocks.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const b of blocks) append(lines, b.lines);
  return lines;
};

/**
 * Writes records in the PBN export format (PBN 2.1 §3; pbn-lin.md §3): a `% PBN 2.1` and
 * `% EXPORT` header; per game the fifteen mandatory tags in their fixed order ("?" where
 * unknown), then every other tag and section in alphabetical order, one tag per line; the Deal
 * from the dealer; the Auction from the dealer, four calls a line, alerts as `$1`; the Play from
 * the opening leader, one trick a line in seat columns rebuilt from the order played, `*` after
 * a claim; commentary in braces after the token it belongs to (suit symbols as `\S \H \D \C`);
 * CRLF line ends; games separated by a blank line. The dialect's tags (`RuleSet`,
 * `RuleSetOptions`, `Title`) carry the rule set (see the module comment).
 *
 * `parsePbn(makePbn(r))` gives `r` back (positions aside) for records in the form the reader
 * produces. What cannot survive: commentary lines longer than the line limit are broken at
 * spaces; a `}` in the intro, in a note of several lines or in the 33rd different such note of
 * a section becomes `)`; tag names that are not PBN names are left out; a tag value too long
 * for one line is written whole. The text is returned as a string; to write a Latin-1 file use `encodeLatin1`.
 */
export const makePbn = (records: readonly HandRecord[] | HandRecord): string => {
  const list: readonly HandRecord[] = Array.isArray(records) ? records : [records as HandRecord];
  const out: string[] = ['% PBN 2.1', '% EXPORT'];
  for (const record of list) out.push('', ...gameLines(record));
  return out.join(CRLF) + CRLF;
};
