/**
 * Hand replay model: a cursor over a precomputed {@link Timeline} (lichess pgn-viewer's pattern:
 * the engine replays the hand once, at build time, into one snapshot per step; the widget holds
 * only a step number).
 *
 * Pure (no Preact, no DOM): cursor arithmetic, the step kept in the URL fragment, which hands
 * are face up, the words announced for each step and the commentary with suit symbols (the play
 * record trick by trick, for the static record and print, is in `play-record.ts`). It decides nothing
 * about bridge: who played, who won each trick, whether dummy is face up, all come from the
 * engine's snapshots. Imports only types and the seat list from the engine, so the island
 * stays small.
 *
 * ```ts
 * let step = 0;
 * step = stepReducer(step, { type: 'next' }, lastStep(timeline));    // 1
 * step = goToTrick(timeline, 3);                                       // the lead to trick 3
 * announce(announcement(timeline, step));                              // 'West leads the king of spades.'
 * writeStepToHash('#intro', 'lesson-3', step);                        // '#hand-lesson-3=27'
 * domId('lesson-3');                                                   // 'replay-lesson-3'
 * ```
 *
 * @packageDocumentation
 */
import type { AuctionEntry, Snapshot, StepEvent, Timeline } from '../../engine/record.ts';
import { SEATS, type Call, type Card, type Contract, type Rank, type Seat, type Suit } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/replay.ts';
import { noteGlyphs, noteParagraphs, noteText, spellCall, spellContractBy } from '../shared/format.ts';
import { fragmentValue, withFragmentValue } from '../shared/fragment.ts';

// ---------------------------------------------------------------------------------------------
// The cursor

/** The index of the last step of a timeline (0 for a timeline with a single step). */
export const lastStep = (timeline: Timeline): number => Math.max(0, timeline.steps.length - 1);

/** A step number brought into `0..last`; anything that is not a finite number becomes 0. */
export const clampStep = (step: number, last: number): number =>
  Number.isFinite(step) ? Math.min(Math.max(0, last), Math.max(0, Math.trunc(step))) : 0;

/** What a control asks of the cursor. */
export type StepAction = { readonly type: 'first' | 'prev' | 'next' | 'last' } | { readonly type: 'goto'; readonly step: number };

/** The step after an action: first, previous, next, last, or any step (clamped). */
export const stepReducer = (step: number, action: StepAction, last: number): number => {
  switch (action.type) {
    case 'first':
      return 0;
    case 'prev':
      return clampStep(step - 1, last);
    case 'next':
      return clampStep(step + 1, last);
    case 'last':
      return clampStep(last, last);
    case 'goto':
      return clampStep(action.step, last);
  }
};

/** The keys that step the replay, and where each goes. */
const STEP_KEYS = new Map<string, 'first' | 'prev' | 'next' | 'last'>([
  ['ArrowLeft', 'prev'],
  ['ArrowRight', 'next'],
  ['Home', 'first'],
  ['End', 'last'],
]);

/**
 * The action of a key when the replay has focus: ← previous, → next, Home first, End last;
 * `null` for any other key (it is left to the browser).
 */
export const keyAction = (key: string): StepAction | null => {
  const type = STEP_KEYS.get(key);
  return type ? { type } : null;
};

/** The key that shows or hides the whole deal as dealt: D (either case). */
export const isWholeDealKey = (key: string): boolean => key === 'd' || key === 'D';

/** Whether an action would move the cursor at all (for `aria-disabled` on the buttons). */
export const canStep = (step: number, action: StepAction, last: number): boolean => stepReducer(step, action, last) !== step;

/** How many tricks have a first card in the timeline. */
export const trickCount = (timeline: Timeline): number => timeline.trickStarts.length;

/**
 * The step to show for trick `n`: the opening lead of that trick. Trick 0 stands for the
 * auction (step 0). `n` is clamped to the tricks the timeline has.
 */
export const goToTrick = (timeline: Timeline, n: number): number => {
  const count = trickCount(timeline);
  const k = Number.isFinite(n) ? Math.min(count, Math.max(0, Math.trunc(n))) : 0;
  return k === 0 ? 0 : clampStep(timeline.trickStarts[k - 1] ?? 0, lastStep(timeline));
};

/** The trick a step belongs to, for the "Go to trick" choice: 0 before the opening lead. */
export const trickOfStep = (timeline: Timeline, step: number): number => {
  const first = timeline.trickStarts[0];
  if (first === undefined || step < first) return 0;
  return timeline.steps[clampStep(step, lastStep(timeline))]?.trickNumber ?? 0;
};

// ---------------------------------------------------------------------------------------------
// The step in the URL: `#hand-<id>=<step>`, several replays side by side (`&`-separated)

/** The key of a replay in the URL fragment: `hand-<id>`. */
export const stepKey = (id: string): string => `hand-${id}`;

/**
 * The id a replay's container carries in the page: `replay-<id>` (not `hand-<id>`, which a
 * heading's slug could also produce).
 */
export const domId = (id: string): string => `replay-${id}`;

/**
 * Reads a step written in a URL: digits only, clamped to `0..last`. Anything else (`abc`,
 * `-1`, `2.5`, an empty string, `null`) gives `null`, meaning "no step given".
 */
export const parseStepValue = (value: string | null | undefined, last: number): number | null => {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  return clampStep(Number(value.trim()), last);
};

/** The step of replay `id` in a URL fragment, clamped; `null` when the fragment has none. */
export const readStepFromHash = (hash: string, id: string, last: number): number | null => {
  return parseStepValue(fragmentValue(hash, stepKey(id)), last);
};

/**
 * The fragment with replay `id` at `step`, other replays' steps kept. Step 0 removes the key
 * (the start needs no link). A fragment that is not a list of `key=value` pairs (a heading
 * anchor) gives way. Returns `''` when nothing is left, else a string starting with `#`.
 */
export const writeStepToHash = (hash: string, id: string, step: number): string =>
  withFragmentValue(hash, stepKey(id), step > 0 ? String(Math.trunc(step)) : null);

/** A whole URL with replay `id` at `step` (the query and path kept). */
export const stepUrl = (href: string, id: string, step: number): string => {
  const at = href.indexOf('#');
  const base = at < 0 ? href : href.slice(0, at);
  const hash = at < 0 ? '' : href.slice(at);
  return base + writeStepToHash(hash, id, step);
};

// ---------------------------------------------------------------------------------------------
// Which hands are face up

/**
 * Which hands the author shows: `all` (as a book prints a hand), `declarer` (declarer's hand;
 * dummy joins after the opening lead), or a list of seats (dummy joins after the lead too).
 */
export type ReplayShow = 'all' | 'declarer' | readonly Seat[];

/**
 * The seats whose hands are hidden at a step. Dummy is face up once the snapshot says so
 * (after the opening lead, law 59 of 1912, as the engine records it); at the end of the hand
 * every remaining card is shown.
 */
export const hiddenSeats = (timeline: Timeline, snapshot: Snapshot, show: ReplayShow = 'all'): Seat[] => {
  if (snapshot.phase === 'end') return [];
  const shown = new Set<Seat>(
    show === 'all' ? SEATS : show === 'declarer' ? (timeline.declarer === null ? SEATS : [timeline.declarer]) : show,
  );
  if (snapshot.dummyVisible && timeline.dummy !== null) shown.add(timeline.dummy);
  return SEATS.filter((s) => !shown.has(s));
};

/**
 * The cards played up to and including `step`, in play order, read from the engine's card
 * events: the replay keeps them in their hands, greyed.
 */
export const playedCards = (timeline: Timeline, step: number): Card[] => {
  const out: Card[] = [];
  for (const snap of timeline.steps.slice(1, step + 1)) if (snap.event.type === 'card') out.push(snap.event.card);
  return out;
};

// ---------------------------------------------------------------------------------------------
// Words for a step

/** A card in words: "the king of hearts". */
export const cardWords = (card: Card, tr: Translate = translator()): string =>
  tr('card.spoken', { rank: tr(`rank.${card[1] as Rank}`), suit: tr(`suit.${card[0] as Suit}.many`) });

/** A number of tricks in words: "ten tricks", "one trick", "no tricks". */
export const tricksWords = (count: number, tr: Translate = translator()): string => {
  const n = Math.trunc(count);
  const word = n >= 0 && n <= 13 ? tr(`number.${n}` as `number.${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13}`) : String(n);
  return tr(n === 1 ? 'count.tricks.one' : 'count.tricks.many', { count: word });
};

/**
 * One sentence of an announcement, as data: what happened, with the seats and cards involved.
 * {@link announce} turns the list into words.
 */
export type AnnouncementPart =
  | { readonly kind: 'start'; readonly dealer: Seat }
  | { readonly kind: 'call'; readonly seat: Seat; readonly call: Call }
  | { readonly kind: 'alert' }
  | { readonly kind: 'contract'; readonly contract: Contract }
  | { readonly kind: 'passedOut' }
  | { readonly kind: 'card'; readonly seat: Seat; readonly card: Card; readonly lead: boolean; readonly dummy: boolean }
  | { readonly kind: 'trick'; readonly number: number; readonly winner: Seat }
  | { readonly kind: 'claim'; readonly seat: Seat; readonly tricks: number };

/** What happened at a step, as data (see {@link AnnouncementPart}). Empty for a step that does not exist. */
export const announcement = (timeline: Timeline, step: number): AnnouncementPart[] => {
  const snap = timeline.steps[step];
  if (snap === undefined) return [];
  return eventParts(timeline, snap, snap.event);
};

const eventParts = (timeline: Timeline, snap: Snapshot, event: StepEvent): AnnouncementPart[] => {
  switch (event.type) {
    case 'start':
      return [{ kind: 'start', dealer: timeline.dealer }];
    case 'call': {
      const parts: AnnouncementPart[] = [{ kind: 'call', seat: event.seat, call: event.call }];
      if (event.alert === true) parts.push({ kind: 'alert' });
      // The call that ends the auction: the snapshot leaves the auction phase here.
      if (snap.phase !== 'auction')
        parts.push(snap.contract === null ? { kind: 'passedOut' } : { kind: 'contract', contract: snap.contract });
      return parts;
    }
    case 'card': {
      // The first card of its trick is a lead ("West leads ..."); the engine's trick says so.
      const lead = snap.trick !== null && snap.trick.cards.length === 1;
      const parts: AnnouncementPart[] = [{ kind: 'card', seat: event.seat, card: event.card, lead, dummy: event.seat === timeline.dummy }];
      if (event.completesTrick && event.winner !== undefined)
        parts.push({ kind: 'trick', number: event.trickNumber, winner: event.winner });
      return parts;
    }
    case 'claim':
      return [{ kind: 'claim', seat: event.seat, tricks: event.tricks }];
  }
};

/** A call in words: "West bids one heart", "North doubles", "East passes". */
const callWords = (seat: Seat, call: Call, tr: Translate): string => {
  const who = tr(`seat.${seat}`);
  switch (call.type) {
    case 'pass':
      return tr('replay.announce.pass', { seat: who });
    case 'double':
      return tr('replay.announce.double', { seat: who });
    case 'redouble':
      return tr('replay.announce.redouble', { seat: who });
    case 'bid':
      return tr('replay.announce.bid', { seat: who, bid: spellCall(call, tr).spoken });
  }
};

/** One part of an announcement in words. */
export const partWords = (part: AnnouncementPart, tr: Translate = translator()): string => {
  const seat = (s: Seat): string => tr(`seat.${s}`);
  switch (part.kind) {
    case 'start':
      return tr('replay.announce.start', { dealer: seat(part.dealer) });
    case 'call':
      return callWords(part.seat, part.call, tr);
    case 'alert':
      return tr('replay.announce.alerted');
    case 'contract':
      return tr('replay.announce.contract', { contract: spellContractBy(part.contract).spoken });
    case 'passedOut':
      return tr('replay.announce.passedOut');
    case 'card': {
      const who = part.dummy ? tr('replay.dummySeat', { seat: seat(part.seat) }) : seat(part.seat);
      return tr(part.lead ? 'replay.announce.lead' : 'replay.announce.play', { seat: who, card: cardWords(part.card, tr) });
    }
    case 'trick':
      return tr('replay.announce.trick', { number: part.number, seat: seat(part.winner) });
    case 'claim':
      return tr('replay.announce.claim', { seat: seat(part.seat), tricks: tricksWords(part.tricks, tr) });
  }
};

/** An announcement in words, its sentences joined: "East plays the two of clubs. Trick 3 to North." */
export const announce = (parts: readonly AnnouncementPart[], tr: Translate = translator()): string =>
  parts.map((p) => partWords(p, tr)).join(' ');

/** What the live region says for a step: the announcement, then the step's commentary if any. */
export const stepMessage = (timeline: Timeline, step: number, tr: Translate = translator()): string => {
  const words = announce(announcement(timeline, step), tr);
  const note = timeline.steps[step]?.note;
  return note ? `${words} ${noteText(note)}` : words;
};

// ---------------------------------------------------------------------------------------------
// Commentary: plain text, with `\S` (PBN) and `!S` (LIN) turned into suit symbols (format.ts,
// shared with the auction table's notes); re-exported for the views that import them from here.

export { noteGlyphs, noteParagraphs, noteText };

// ---------------------------------------------------------------------------------------------
// Labels

/** The hand's title for people: "Lesson 3 (board 1)", "Board 1", or a stand-in. */
export const handTitle = (timeline: Pick<Timeline, 'title' | 'board'>, tr: Translate = translator()): string => {
  const { title } = timeline;
  // PBN writes "?" for an unknown value (PBN 2.1 §3.2): no board number to show.
  const board = timeline.board === '?' ? undefined : timeline.board;
  if (title && board) return tr('replay.titleAndBoard', { title, board });
  if (title) return title;
  if (board) return tr('replay.board', { board });
  return tr('replay.untitled');
};

/** The tricks won so far, in words: "Tricks won: North–South 3, East–West 1". */
export const tricksWonText = (snapshot: Snapshot, tr: Translate = translator()): string =>
  tr('replay.tricksWon', {
    ns: tr('side.NS'),
    nsCount: snapshot.tricksWon.NS,
    ew: tr('side.EW'),
    ewCount: snapshot.tricksWon.EW,
  });

/** The calls of the auction so far, without their notes (the commentary panel shows those). */
export const callsWithoutNotes = (auction: readonly AuctionEntry[]): { call: Call; alert?: boolean }[] =>
  auction.map((e) => (e.alert === true ? { call: e.call, alert: true } : { call: e.call }));
