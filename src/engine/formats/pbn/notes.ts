/**
 * Commentary and notes: a comment's text for a record, and the `[Note]` texts a token refers
 * to with `=n=` (PBN 2.1 §3.8 and §3.9).
 *
 * @packageDocumentation
 */
import { type Sink } from './sink.ts';
import type { PbnGame, PbnItem, PbnNote, PbnSection } from './types.ts';

const SUIT_ESCAPES: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/**
 * The text of a comment for a record: blank first and last lines dropped, trailing spaces
 * removed, the first line trimmed when the text starts on the brace's line (so that indented
 * diagrams keep their indentation), and `\S \H \D \C` turned into suit symbols (PBN 2.1 §3.8).
 */
export const commentText = (raw: string): string => {
  const lines = raw.split('\n').map((l) => l.replace(/\s+$/, ''));
  let start = 0;
  while (start < lines.length && lines[start] === '') start++;
  let end = lines.length;
  while (end > start && lines[end - 1] === '') end--;
  const kept = lines.slice(start, end);
  if (start === 0 && kept.length > 0) kept[0] = kept[0]!.replace(/^\s+/, '');
  return kept.join('\n').replace(/\\([SHDC])/g, (_m, s: string) => SUIT_ESCAPES[s]!);
};

export const joinNotes = (texts: readonly string[]): string | undefined => {
  const kept = texts.filter((t) => t !== '');
  return kept.length > 0 ? kept.join('\n\n') : undefined;
};

const sectionRefs = new WeakMap<PbnSection, Set<number>>();
/** The note numbers a section's tokens refer to. */
const refsOf = (section: PbnSection): Set<number> => {
  let refs = sectionRefs.get(section);
  if (!refs) sectionRefs.set(section, (refs = new Set(section.items.flatMap((i) => i.noteRefs))));
  return refs;
};

/** The texts an item's note references point to, looked up in its own section first. */
const noteTexts = (item: PbnItem, section: PbnSection, game: PbnGame, sink: Sink, used: Set<PbnNote>): string[] =>
  item.noteRefs.flatMap((n) => {
    const own = section.notes.find((x) => x.number === n);
    if (own) {
      used.add(own);
      return [commentText(own.text)];
    }
    // Some writers put the auction's notes after the play (pbn-lin.md §3, endplay #44): take a
    // note of another section only if that section does not use the number itself.
    for (const other of game.sections) {
      if (other === section) continue;
      const note = other.notes.find((x) => x.number === n);
      if (note && !refsOf(other).has(n)) {
        used.add(note);
        sink.problem(
          'PBN_NOTE_MISPLACED',
          `Note ${n} is referred to in the ${section.name} section but written after the ${other.name} section.`,
          note.pos,
          'Put each note after the section that refers to it.',
          { n, section: section.name, sectionOther: other.name },
        );
        return [commentText(note.text)];
      }
    }
    sink.problem(
      'PBN_NOTE_MISSING',
      `This refers to note ${n}, but the ${section.name} section has no [Note "${n}:..."].`,
      item.pos,
      `Add [Note "${n}:..."] after the ${section.name} section.`,
      { n, section: section.name },
    );
    return [];
  });

export const itemNote = (item: PbnItem, section: PbnSection, game: PbnGame, sink: Sink, used: Set<PbnNote>): string | undefined =>
  item.noteRefs.length === 0 && item.commentary.length === 0
    ? undefined
    : joinNotes([...noteTexts(item, section, game, sink, used), ...item.commentary.map((c) => commentText(c.text))]);
