/**
 * The lines of a text: where each starts and ends, found once, so that the lexer reads the
 * text in place.
 *
 * @packageDocumentation
 */

/**
 * Where each line of the text starts and ends (before its line end: `\r\n`, `\r` or `\n`), so
 * that the lexer reads the text in place instead of as one string per line. Two passes over the
 * line ends, found by `indexOf` (the engine's fast search): one counts the lines, the other fills
 * two typed arrays of that size.
 */
export const lineBounds = (text: string): { starts: Int32Array; ends: Int32Array } => {
  const count = forEachLineEnd(text, () => {}) + 1;
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let line = 0;
  forEachLineEnd(text, (end, next) => {
    ends[line] = end;
    starts[++line] = next;
  });
  ends[line] = text.length;
  return { starts, ends };
};

/** Calls `f` with the offset of each line end and of the line after it, in order; returns how many there are. */
const forEachLineEnd = (text: string, f: (end: number, next: number) => void): number => {
  let n = 0;
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  while (lf >= 0 || cr >= 0) {
    n++;
    if (cr < 0 || (lf >= 0 && lf < cr)) {
      f(lf, lf + 1);
      lf = text.indexOf('\n', lf + 1);
      continue;
    }
    const crlf = lf === cr + 1;
    f(cr, crlf ? cr + 2 : cr + 1);
    if (crlf) lf = text.indexOf('\n', lf + 1);
    cr = text.indexOf('\r', cr + 1);
  }
  return n;
};
