/**
 * The copies of the reader's work the Lab keeps to bring back: texts a link (or another tab)
 * replaced in the paste box, hands a link (or another tab) replaced in the builder. A copy stays
 * until the reader deletes it or brings it back: nothing is dropped for want of room (the
 * browser's storage is the only limit, and a refusal is reported). Pure list operations over
 * strings (texts, or hands as their share links); storage.ts keeps them.
 *
 * @packageDocumentation
 */
import { SEATS } from '../../engine/types.ts';
import { translator, type Translate } from '../../i18n/lab.ts';
import type { LabHand } from './hand.ts';

/** The copies with `item` first: each once, none blank, none dropped. */
export const keepCopy = (kept: readonly string[], item: string): string[] =>
  [item, ...kept].filter((t, i, all) => t.trim() !== '' && all.indexOf(t) === i);

/** The kept texts with `text` first ({@link keepCopy}). */
export const keepText = keepCopy;

/** The copies without the one at `index` (the reader deleted it). */
export const withoutCopy = (kept: readonly string[], index: number): string[] => kept.filter((_, i) => i !== index);

/**
 * Bringing back the copy at `index`: it comes back, and `current` takes its place among the
 * copies, unless it is empty or `disposable` (not the reader's own work: a link as the address
 * opened it, which the link still holds). `null` when there is no such copy.
 */
export const bringBackCopy = (
  kept: readonly string[],
  index: number,
  current: string,
  disposable: boolean,
): { readonly item: string; readonly kept: readonly string[] } | null => {
  const item = kept[index];
  if (item === undefined) return null;
  const rest = withoutCopy(kept, index);
  return { item, kept: disposable ? rest : keepCopy(rest, current) };
};

/**
 * Bringing back the newest kept text: it goes into the box, and the box's text takes its place
 * among the kept ones, unless it is empty or only the link the address opened there
 * (`addressLink`), which the address still holds. `null` when nothing is kept.
 */
export const bringBackText = (
  kept: readonly string[],
  text: string,
  addressLink: string | null,
): { readonly text: string; readonly kept: readonly string[] } | null => {
  const back = bringBackCopy(kept, 0, text, addressLink !== null && text.trim() === addressLink);
  return back === null ? null : { text: back.item, kept: back.kept };
};

/** Characters of a kept text's first line shown in its label. */
const LABEL_CHARS = 60;

/** A kept text as the list names it: its first line that is not blank (cut) and its number of lines. */
export const textCopyLabel = (text: string, tr: Translate = translator()): string => {
  const lines = text.split(/\r\n|\n|\r/);
  const first = (lines.find((l) => l.trim() !== '') ?? '').trim();
  const shown = first.length > LABEL_CHARS ? `${first.slice(0, LABEL_CHARS)}…` : first;
  return tr(lines.length === 1 ? 'lab.kept.textLabelOne' : 'lab.kept.textLabel', { line: shown, count: lines.length });
};

/** A kept hand as the list names it: its title (or "Untitled hand") and how far it got. */
export const handCopyLabel = (hand: LabHand, tr: Translate = translator()): string =>
  tr('lab.kept.handLabel', {
    title: hand.title === '' ? tr('lab.kept.handUntitled') : hand.title,
    cards: SEATS.reduce((n, s) => n + hand.deal[s].length, 0),
    calls: hand.calls.length,
    plays: hand.play.length,
  });
