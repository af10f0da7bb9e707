/**
 * The Lab's limits: how much text, how many boards, how long a note. They keep a browser tab
 * responsive; bigger input is refused with a message that states the limit ({@link textTooLarge},
 * {@link fileTooLarge}), and nothing here throws.
 *
 * @packageDocumentation
 */
import type { Diagnostic, SourcePos } from '../../engine/source.ts';
import { translator } from '../../i18n/lab.ts';

/**
 * The most text the Lab reads: one million characters (about 1 MB). A PBN file of 500 boards
 * with commentary is well under this; anything bigger would freeze the tab while it is read.
 */
export const MAX_TEXT_CHARS = 1_000_000;
/** The most bytes of a dropped or chosen file (1 MB); checked before the file is read. */
export const MAX_FILE_BYTES = 1_048_576;
/** The most boards in one text. */
export const MAX_BOARDS = 500;
/** The most problems listed (the rest are counted); enough to show the pattern of a broken file. */
export const MAX_SHOWN_DIAGNOSTICS = 200;
/** The longest note on a step, and the longest introduction. */
export const MAX_NOTE_CHARS = 2000;
/** The longest title. */
export const MAX_TITLE_CHARS = 200;
/** The longest seed. */
export const MAX_SEED_CHARS = 100;
/** Up to this many lines the source is shown whole; beyond it, only the lines around problems. */
export const SOURCE_FULL_LINES = 400;
/** Lines shown before and after a marked line when the source is shown in part. */
export const SOURCE_CONTEXT = 2;
/** Characters of one line shown whole; a longer line (LIN files are often one line) is cut around its marks. */
export const SOURCE_LINE_CHARS = 400;
/** Characters shown either side of a mark in a long line. */
export const LINE_WINDOW = 60;

/** A number with thousands separators, the same in every browser: `1,000,000`. */
export const formatCount = (n: number): string => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A diagnostic of the Lab itself (not of a format reader). */
export const labDiag = (code: string, message: string, hint?: string, pos?: SourcePos): Diagnostic => ({
  code,
  message,
  severity: 'error',
  ...(hint !== undefined ? { hint } : {}),
  ...(pos !== undefined ? { pos } : {}),
});

/**
 * Refuses text over {@link MAX_TEXT_CHARS}, with a message that states the limit; `null` when
 * the text may be read.
 */
export const textTooLarge = (text: string, lang = 'en'): Diagnostic | null => {
  if (text.length <= MAX_TEXT_CHARS) return null;
  const tr = translator(lang);
  return labDiag(
    'LAB_TEXT_TOO_LARGE',
    tr('lab.limit.text', { size: formatCount(text.length), limit: formatCount(MAX_TEXT_CHARS) }),
    tr('lab.limit.textHint'),
  );
};

/** Refuses a file over {@link MAX_FILE_BYTES} before it is read; `null` when it may be read. */
export const fileTooLarge = (bytes: number, name: string, lang = 'en'): Diagnostic | null => {
  if (bytes <= MAX_FILE_BYTES) return null;
  const tr = translator(lang);
  return labDiag(
    'LAB_FILE_TOO_LARGE',
    tr('lab.limit.file', { name, size: formatCount(bytes), limit: formatCount(MAX_FILE_BYTES) }),
    tr('lab.limit.textHint'),
  );
};
