/**
 * The play record of a replayed hand, trick by trick: what the whole-hand record (`Record.tsx`)
 * and the printable hand sheet show for readers without JavaScript and on paper. Read from the
 * engine's card and claim events; it decides nothing about bridge (who led, who won each trick
 * and how many tricks declarer took all come from the snapshots).
 *
 * Kept out of `model.ts` on purpose: the replay's browser chunk (astro.config.mjs, `manualChunks`)
 * holds the live replay only, and pages render the record at build time, so this code reaches the
 * browser only on the pages that draw a record there (the Lab, `/embed/#link`).
 *
 * ```ts
 * const record = playRecord(timeline);
 * record.tricks[0];   // { number: 1, leader: 'W', cards: { W: { card: 'SK', led: true, ... }, ... }, winner: 'W' }
 * record.notes;       // the notes on cards, numbered in play order
 * ```
 *
 * @packageDocumentation
 */
import type { Timeline } from '../../engine/record.ts';
import type { BySeat, Card, Seat } from '../../engine/types.ts';

/** One seat's card in a trick of the record. */
export interface RecordCard {
  readonly seat: Seat;
  readonly card: Card;
  /** The card was the first of its trick. */
  readonly led: boolean;
  /** The card won the trick. */
  readonly won: boolean;
  /** The number of the note on this card, when it has one. */
  readonly note?: number;
}

/** One trick of the record. */
export interface RecordTrick {
  readonly number: number;
  readonly leader: Seat;
  /** The cards by seat; a seat is missing when the trick stopped before it played (a claim). */
  readonly cards: Partial<BySeat<RecordCard>>;
  /** `null` for a trick that was not finished. */
  readonly winner: Seat | null;
}

/** A note on a card, for the list under the record. */
export interface RecordNote {
  readonly number: number;
  readonly trick: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly text: string;
}

/** The play record: the tricks, the notes on cards, the claim and the result. */
export interface PlayRecord {
  readonly tricks: readonly RecordTrick[];
  readonly notes: readonly RecordNote[];
  /** The claim at the end, if the hand ends with one. */
  readonly claim: { readonly seat: Seat; readonly tricks: number } | null;
  /** Tricks won by the declaring side, as the engine found them (`null` when unknown). */
  readonly declarerTricks: number | null;
}

/** The play record of a timeline, read from its card and claim events. */
export const playRecord = (timeline: Timeline): PlayRecord => {
  const notes: RecordNote[] = [];
  const noteOf = new Map<Card, number>();
  const tricks: RecordTrick[] = [];
  let claim: PlayRecord['claim'] = null;
  for (const snap of timeline.steps) {
    const event = snap.event;
    if (event.type === 'claim') claim = { seat: event.seat, tricks: event.tricks };
    if (event.type !== 'card' || snap.trick === null) continue;
    if (snap.note !== null && snap.note.trim() !== '') {
      const number = notes.length + 1;
      notes.push({ number, trick: event.trickNumber, seat: event.seat, card: event.card, text: snap.note.trim() });
      noteOf.set(event.card, number);
    }
    // Each card's snapshot shows its trick so far; the last one of a trick shows it whole.
    const cards: Partial<BySeat<RecordCard>> = {};
    for (const [i, played] of snap.trick.cards.entries()) {
      const note = noteOf.get(played.card);
      cards[played.seat] = {
        seat: played.seat,
        card: played.card,
        led: i === 0,
        won: snap.trick.winner === played.seat,
        ...(note === undefined ? {} : { note }),
      };
    }
    tricks[event.trickNumber - 1] = { number: event.trickNumber, leader: snap.trick.leader, cards, winner: snap.trick.winner };
  }
  return { tricks: tricks.filter((t) => t !== undefined), notes, claim, declarerTricks: timeline.result.tricks };
};
