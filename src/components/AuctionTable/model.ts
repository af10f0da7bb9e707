/**
 * Auction table model: lays the calls out as bridge books print an auction, four columns
 * starting with West, the dealer's first call in the dealer's column, the cells before it
 * empty; alerts marked; notes numbered as footnotes; the contract and declarer underneath.
 *
 * Pure (no Preact). It decides nothing about bridge: the calls are shown as given, and the
 * final contract and its declarer come from the engine as input, never worked out here.
 *
 * ```ts
 * const view = auctionView({ dealer: 'N', calls, contract });
 * view.rows[0]?.[0]?.call; // undefined: West's cell before North's opening call is empty
 * ```
 *
 * @packageDocumentation
 */
import type { CallEntry } from '../../engine/record.ts';
import { distance, rotate, seatsFrom } from '../../engine/seat.ts';
import type { Contract, Seat } from '../../engine/types.ts';
import { messageTemplate, translator } from '../../i18n/auction.ts';
import {
  fillSpelled,
  noteGlyphs,
  noteText,
  plain,
  seatName,
  spellCall,
  spellContractBy,
  type Glyph,
  type Spelled,
} from '../shared/format.ts';

/** The columns, as auction tables print them: West, North, East, South. */
export const AUCTION_COLUMNS: readonly [Seat, Seat, Seat, Seat] = seatsFrom('W');

/** What the table is given. Plain data, so that it can cross into an island unchanged. */
export interface AuctionInput {
  readonly dealer: Seat;
  /** The calls in the order made, from the dealer on (engine `CallEntry`). */
  readonly calls: readonly CallEntry[];
  /**
   * The final contract as the engine found it: shown under the table; `null` for a passed-out
   * deal; omitted to show nothing (an auction still in progress).
   */
  readonly contract?: Contract | null;
  /** A caption instead of the default "Auction, dealer North". */
  readonly caption?: string;
  readonly lang?: string;
}

/** One cell of the table. */
export interface AuctionCell {
  readonly seat: Seat;
  /** The call, or `undefined` for an empty cell (before the dealer, or after the last call). */
  readonly call?: Spelled;
  /** Position of the call in the auction (0 = dealer's first call). */
  readonly index?: number;
  readonly alert: boolean;
  /** Footnote number of the call's note, if it has one. */
  readonly note?: number;
  /** The footnote marker for a screen reader ("note 1"). */
  readonly noteSpoken?: string;
}

/** A column head. */
export interface AuctionColumn {
  readonly seat: Seat;
  /** "West": the accessible name of the column. */
  readonly name: string;
  /** "W": what the head shows. */
  readonly short: string;
}

/** A footnote under the table. */
export interface AuctionNote {
  readonly number: number;
  /** The call the note belongs to (its glyphs for the marker line). */
  readonly call: Spelled;
  readonly seat: Seat;
  /** The note as plain text, PBN's `\S \H \D \C` (and LIN's `!S`) escapes as suit symbols. */
  readonly text: string;
  /** The note as glyphs, the suit escapes as (coloured) suit symbols, as the replay's notes show them. */
  readonly glyphs: readonly Glyph[];
}

/** The whole table, ready to render. */
export interface AuctionView {
  readonly caption: string;
  readonly columns: readonly AuctionColumn[];
  /** Rows of four cells, West to South. */
  readonly rows: readonly (readonly AuctionCell[])[];
  readonly notes: readonly AuctionNote[];
  /** "Contract: 4♥ doubled by South", or the passed-out sentence; absent if not given. */
  readonly result?: Spelled;
  /** Shown instead of rows when there are no calls. */
  readonly empty?: string;
  /** Fixed labels: the alert mark ("!") and its words, the heading of the notes. */
  readonly labels: { readonly alertMark: string; readonly alertSpoken: string; readonly notesTitle: string };
}

/** How many empty cells precede the dealer's first call (West 0, North 1, East 2, South 3). */
export const leadingBlanks = (dealer: Seat): number => distance('W', dealer);

/** The seat that made the call at `index` (0 = dealer), going round to the left. */
export const callerOf = (dealer: Seat, index: number): Seat => rotate(dealer, index);

/** Lays calls out in rows of four from West, with the dealer's first call in the dealer's column. */
export const layoutCalls = <T>(dealer: Seat, calls: readonly T[]): (T | undefined)[][] => {
  const cells: (T | undefined)[] = [...Array<undefined>(leadingBlanks(dealer)).fill(undefined), ...calls];
  const rows: (T | undefined)[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(undefined);
    rows.push(row);
  }
  return rows;
};

/** The whole table. */
export const auctionView = (input: AuctionInput): AuctionView => {
  const lang = input.lang ?? 'en';
  const tr = translator(lang);
  const notes: AuctionNote[] = [];
  const cells = input.calls.map((entry, index): AuctionCell => {
    const seat = callerOf(input.dealer, index);
    const call = spellCall(entry.call, tr);
    let note: number | undefined;
    if (entry.note !== undefined && entry.note.trim() !== '') {
      note = notes.length + 1;
      const text = entry.note.trim();
      notes.push({ number: note, call, seat, text: noteText(text), glyphs: noteGlyphs(text) });
    }
    return {
      seat,
      call,
      index,
      alert: entry.alert === true,
      ...(note === undefined ? {} : { note, noteSpoken: tr('call.note.spoken', { number: note }) }),
    };
  });
  const rows = (cells.length === 0 ? [] : layoutCalls(input.dealer, cells)).map((row) =>
    row.map((cell, column): AuctionCell => cell ?? { seat: AUCTION_COLUMNS[column] ?? 'W', alert: false }),
  );
  const result =
    input.contract === undefined
      ? undefined
      : input.contract === null
        ? plain(tr('auction.passedOut'))
        : fillSpelled(messageTemplate('auction.contract', lang), { contract: spellContractBy(input.contract, lang) });
  return {
    caption: input.caption ?? tr('auction.caption', { dealer: seatName(input.dealer, tr) }),
    columns: AUCTION_COLUMNS.map((seat) => ({ seat, name: seatName(seat, tr), short: tr(`seat.${seat}.short`) })),
    rows,
    notes,
    ...(result ? { result } : {}),
    ...(input.calls.length === 0 ? { empty: tr('auction.noCalls') } : {}),
    labels: { alertMark: tr('call.alert.mark'), alertSpoken: tr('call.alert.spoken'), notesTitle: tr('auction.notes') },
  };
};
