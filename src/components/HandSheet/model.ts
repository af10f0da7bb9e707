/**
 * Hand sheet model: what the printable sheet of a hand shows, read from the engine's
 * {@link Timeline} — the heading lines (rule set, contract, result, lesson), the deal, the
 * auction with its notes, the introduction, the play record with its notes, the closing
 * sentence — and how densely it is set so that it fits one A4 or Letter page.
 *
 * Pure: no DOM, no Preact. Every bridge fact comes from the snapshots (contract, declarer,
 * tricks, who won each trick); this module only arranges and measures.
 *
 * @packageDocumentation
 */
import type { CallEntry, Timeline } from '../../engine/record.ts';
import type { Seat } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/gallery.ts';
import { lastStep, noteParagraphs, noteText, tricksWords } from '../HandReplay/model.ts';
import { playRecord, type PlayRecord } from '../HandReplay/play-record.ts';
import { plain, seatName, spellContractBy, type Glyph, type Spelled } from '../shared/format.ts';

/** What the sheet is given. */
export interface SheetInput {
  readonly timeline: Timeline;
  /** The hand's title for people. */
  readonly title: string;
  /** The rule set's label (the engine's `RULE_SETS[id].label`). */
  readonly ruleSetLabel: string;
  /** The lesson the hand belongs to, when it has a page. */
  readonly lesson?: { readonly number: number; readonly title: string } | null;
  /** The permalink, printed small at the foot so that a sheet leads back to the replay. */
  readonly url?: string;
  readonly lang?: string;
}

/** One heading line: a label and its value. */
export interface SheetFact {
  readonly label: string;
  readonly value: Spelled;
}

/**
 * How tightly the sheet is set on paper. `normal` for most hands; `compact` and `tight` shrink
 * the type for hands with much commentary, so that the whole hand stays on one page.
 */
export type SheetDensity = 'normal' | 'compact' | 'tight';

/** Everything the sheet shows. */
export interface SheetView {
  readonly title: string;
  readonly label: string;
  readonly facts: readonly SheetFact[];
  /** The deal as dealt (step 0). */
  readonly deal: Timeline['steps'][number]['hands'];
  readonly dealer: Seat;
  readonly contract: Timeline['contract'];
  /** The calls with their notes, suit escapes turned into symbols; `contract` is given once the auction is over. */
  readonly calls: readonly CallEntry[];
  readonly auctionOver: boolean;
  /** The introduction, as paragraphs of glyphs. */
  readonly intro: readonly (readonly Glyph[])[];
  readonly play: PlayRecord;
  /** The closing sentence: the claim, the result, or that the play is not given. */
  readonly closing: string | null;
  readonly density: SheetDensity;
  readonly url: string | null;
}

/** Every comment of a hand: the introduction, then the notes of calls, cards and the claim, in order. */
export const commentary = (timeline: Timeline): string[] => timeline.steps.map((s) => s.note?.trim() ?? '').filter((n) => n !== '');

/** How many characters of commentary a hand has (what decides the sheet's density). */
export const commentaryLength = (timeline: Timeline): number => commentary(timeline).reduce((n, c) => n + c.length, 0);

/**
 * The lines of print a hand's commentary and play record take, roughly: each comment is at
 * least one line of about `perLine` characters (notes sit in a half-width column), and each
 * played trick is a line of the play table. A measure, not a layout: it only has to rank hands.
 */
export const sheetLines = (timeline: Timeline, perLine = 62): number =>
  commentary(timeline).reduce(
    (n, c) => n + c.split(/\n\s*\n/).reduce((m, p) => m + Math.max(1, Math.ceil(p.trim().length / perLine)), 0),
    0,
  ) + timeline.trickStarts.length;

/**
 * The density a hand needs on one page: up to {@link DENSITY_LIMITS}.normal lines it is set
 * normally, up to `compact` a size smaller, beyond that tight. The limits were measured by
 * printing the site's hands to A4 and Letter with the score on the sheet (its outcome and totals
 * under the hand's code and under Contract, about four lines): set normally, hands of 39 to 44
 * lines ran onto a second page and hands of up to 43 did not, so `normal` stops at 36; set
 * compact, a hand of 48 lines fits. tests/e2e/teachers.spec.ts checks that every hand of the
 * collection prints on one page of each size.
 */
export const DENSITY_LIMITS = { normal: 36, compact: 52 } as const;

/** The density for a hand (see {@link DENSITY_LIMITS}). */
export const sheetDensity = (timeline: Timeline): SheetDensity => {
  const lines = sheetLines(timeline);
  return lines <= DENSITY_LIMITS.normal ? 'normal' : lines <= DENSITY_LIMITS.compact ? 'compact' : 'tight';
};

/** The closing sentence of the play: the claim, the tricks won, or that the play is not given. */
export const closingText = (timeline: Timeline, record: PlayRecord, tr: Translate = translator()): string | null => {
  if (record.claim) return tr('record.claim', { seat: seatName(record.claim.seat, tr), tricks: tricksWords(record.claim.tricks, tr) });
  if (record.tricks.length > 0 && record.declarerTricks !== null)
    return tr('record.result', { tricks: tricksWords(record.declarerTricks, tr) });
  if (record.tricks.length === 0 && timeline.contract !== null) {
    return timeline.result.tricks !== null ? tr('record.result', { tricks: tricksWords(timeline.result.tricks, tr) }) : tr('record.noPlay');
  }
  return null;
};

/** The heading facts: rule set, contract (or passed out), result, lesson. */
export const sheetFacts = (input: SheetInput, tr: Translate = translator(input.lang)): SheetFact[] => {
  const { timeline } = input;
  const lang = input.lang ?? 'en';
  const final = timeline.steps[lastStep(timeline)];
  const auctionOver = final !== undefined && final.phase !== 'auction';
  const facts: SheetFact[] = [{ label: tr('gallery.ruleSet'), value: plain(input.ruleSetLabel) }];
  facts.push({
    label: tr('gallery.contract'),
    value:
      timeline.contract !== null
        ? spellContractBy(timeline.contract, lang)
        : plain(auctionOver ? tr('gallery.passedOut') : tr('gallery.unfinished')),
  });
  if (timeline.result.tricks !== null && timeline.contract !== null) {
    facts.push({ label: tr('gallery.result'), value: plain(tr('record.result', { tricks: tricksWords(timeline.result.tricks, tr) })) });
  }
  if (input.lesson) facts.push({ label: tr('gallery.lesson'), value: plain(`${input.lesson.number}. ${input.lesson.title}`) });
  return facts;
};

/** The whole sheet. */
export const sheetView = (input: SheetInput): SheetView => {
  const { timeline } = input;
  const tr = translator(input.lang);
  const first = timeline.steps[0];
  const final = timeline.steps[lastStep(timeline)];
  const record = playRecord(timeline);
  const calls: CallEntry[] = (final?.auction ?? []).map((e) => ({
    call: e.call,
    ...(e.alert === true ? { alert: true } : {}),
    ...(e.note !== undefined && e.note.trim() !== '' ? { note: noteText(e.note.trim()) } : {}),
  }));
  return {
    title: input.title,
    label: tr('sheet.label', { title: input.title }),
    facts: sheetFacts(input, tr),
    deal: first?.hands ?? { N: null, E: null, S: null, W: null },
    dealer: timeline.dealer,
    contract: timeline.contract,
    calls,
    auctionOver: final !== undefined && final.phase !== 'auction',
    intro: first?.note ? noteParagraphs(first.note) : [],
    play: record,
    closing: closingText(timeline, record, tr),
    density: sheetDensity(timeline),
    url: input.url ?? null,
  };
};

/** The play table's columns, as auction tables print them: West, North, East, South. */
export const SHEET_COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];
