/**
 * The replay's move list, as lichess's study shows a game: every call of the auction and every
 * card of the play, each a step of the timeline to jump to, with its note beside it. Read from
 * the engine's timeline (its events, who won each trick); decides nothing about bridge.
 *
 * Pure (no Preact). Rendered at build time into the replay island's `moves` slot
 * (`MoveList.tsx`), so none of this reaches a lesson's first load.
 *
 * ```ts
 * const list = moveList(timeline);
 * list.calls[0];          // { step: 1, seat: 'N', call: {...}, note: null }
 * list.tricks[0].cards;   // [{ step: 5, seat: 'E', card: 'SK', lead: true, won: false, note: '...' }, ...]
 * ```
 *
 * @packageDocumentation
 */
import type { Timeline } from '../../engine/record.ts';
import type { Call, Card, Seat } from '../../engine/types.ts';

/** A call of the auction, at its step. */
export interface MoveCall {
  readonly step: number;
  readonly seat: Seat;
  readonly call: Call;
  readonly note: string | null;
}

/** A card of the play, at its step. */
export interface MoveCard {
  readonly step: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly lead: boolean;
  /** The card won its trick (known once the trick is complete). */
  readonly won: boolean;
  readonly note: string | null;
}

/** One trick of the play. */
export interface MoveTrick {
  readonly number: number;
  readonly cards: readonly MoveCard[];
}

/** The whole move list. */
export interface MoveList {
  /** The introduction (the note at step 0). */
  readonly intro: string | null;
  readonly calls: readonly MoveCall[];
  readonly tricks: readonly MoveTrick[];
  /** The claim that ends the play, at its step. */
  readonly claim: { readonly step: number; readonly seat: Seat; readonly tricks: number; readonly note: string | null } | null;
}

const noteOf = (text: string | null): string | null => (text !== null && text.trim() !== '' ? text.trim() : null);

/** The move list of a timeline. */
export const moveList = (timeline: Timeline): MoveList => {
  const calls: MoveCall[] = [];
  const tricks: { number: number; cards: MoveCard[] }[] = [];
  let claim: MoveList['claim'] = null;
  for (const snap of timeline.steps) {
    const e = snap.event;
    const note = noteOf(snap.note);
    if (e.type === 'call') calls.push({ step: snap.step, seat: e.seat, call: e.call, note });
    else if (e.type === 'claim') claim = { step: snap.step, seat: e.seat, tricks: e.tricks, note };
    else if (e.type === 'card') {
      const trick = tricks[e.trickNumber - 1] ?? (tricks[e.trickNumber - 1] = { number: e.trickNumber, cards: [] });
      trick.cards.push({ step: snap.step, seat: e.seat, card: e.card, lead: trick.cards.length === 0, won: false, note });
      // The trick's last card: the engine names the winner.
      if (e.completesTrick && e.winner !== undefined) {
        trick.cards.splice(0, trick.cards.length, ...trick.cards.map((c) => ({ ...c, won: c.seat === e.winner })));
      }
    }
  }
  return { intro: noteOf(timeline.steps[0]?.note ?? null), calls, tricks: tricks.filter((t) => t !== undefined), claim };
};

/** The auction's rows of four, West first as bridge books print it: `null` where no call stands. */
export const auctionRows = (dealer: Seat, calls: readonly MoveCall[]): (MoveCall | null)[][] => {
  const order: readonly Seat[] = ['W', 'N', 'E', 'S'];
  const cells: (MoveCall | null)[] = [...Array<null>(order.indexOf(dealer)).fill(null), ...calls];
  const rows: (MoveCall | null)[][] = [];
  for (let i = 0; i < cells.length; i += 4) {
    const row = cells.slice(i, i + 4);
    while (row.length < 4) row.push(null);
    rows.push(row);
  }
  return rows;
};
