/**
 * The pasted source laid out for a read-only rendering with line numbers ({@link sourceRows}):
 * each problem's span marked in its line, long texts shown around the problems, long lines cut
 * around their marks.
 *
 * @packageDocumentation
 */
import type { Diagnostic } from '../../engine/source.ts';
import { LINE_WINDOW, SOURCE_CONTEXT, SOURCE_FULL_LINES, SOURCE_LINE_CHARS } from './limits.ts';

/** A piece of a source line: plain text, marked text (covered by problems), or a cut. */
export interface SourceSegment {
  readonly text: string;
  /** Indices of the problems whose span covers this piece (empty for plain text). */
  readonly marks: readonly number[];
  /** The worst severity among them. */
  readonly severity?: 'error' | 'warning';
  /** A stand-in for a problem at the end of the line (nothing to mark there). */
  readonly endOfLine?: boolean;
  /** Text left out of a very long line. */
  readonly cut?: boolean;
}

/** A line of the source. */
export interface SourceLine {
  readonly kind: 'line';
  /** 1-based. */
  readonly number: number;
  readonly segments: readonly SourceSegment[];
  /** Indices of the problems on this line. */
  readonly marks: readonly number[];
}

/** Lines left out between shown lines. */
export interface SourceGap {
  readonly kind: 'gap';
  readonly from: number;
  readonly to: number;
}

/** A row of the source rendering. */
export type SourceRow = SourceLine | SourceGap;

/** The lines of a text, line ends of any kind (`\r\n`, `\n`, `\r`). */
export const splitLines = (text: string): string[] => text.split(/\r\n|\n|\r/);

interface Span {
  readonly start: number;
  readonly end: number;
  readonly index: number;
  readonly severity: 'error' | 'warning';
}

const worst = (spans: readonly Span[]): 'error' | 'warning' => (spans.some((s) => s.severity === 'error') ? 'error' : 'warning');

/** Merges overlapping windows `[start, end)`. */
const mergeWindows = (ws: [number, number][]): [number, number][] => {
  const sorted = [...ws].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w[0] <= last[1]) last[1] = Math.max(last[1], w[1]);
    else out.push([w[0], w[1]]);
  }
  return out;
};

/** The segments of one line: text split where marks start and end; long lines cut around the marks. */
const lineSegments = (line: string, spans: readonly Span[]): SourceSegment[] => {
  const inLine = spans.filter((s) => s.start < line.length);
  const atEnd = spans.filter((s) => s.start >= line.length);
  const windows: [number, number][] =
    line.length <= SOURCE_LINE_CHARS
      ? [[0, line.length]]
      : inLine.length === 0
        ? [[0, SOURCE_LINE_CHARS]]
        : mergeWindows(inLine.map((s) => [Math.max(0, s.start - LINE_WINDOW), Math.min(line.length, s.end + LINE_WINDOW)]));
  if (atEnd.length > 0 && line.length > SOURCE_LINE_CHARS) {
    windows.push([Math.max(0, line.length - LINE_WINDOW), line.length]);
  }
  const merged = mergeWindows(windows);
  const out: SourceSegment[] = [];
  let shownTo = 0;
  for (const [from, to] of merged) {
    if (from > shownTo) out.push({ text: '…', marks: [], cut: true });
    const cuts = new Set<number>([from, to]);
    for (const s of inLine) {
      if (s.start > from && s.start < to) cuts.add(s.start);
      if (s.end > from && s.end < to) cuts.add(s.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i]!;
      const b = points[i + 1]!;
      const covering = inLine.filter((s) => s.start <= a && s.end >= b);
      out.push(
        covering.length === 0
          ? { text: line.slice(a, b), marks: [] }
          : { text: line.slice(a, b), marks: covering.map((s) => s.index), severity: worst(covering) },
      );
    }
    shownTo = to;
  }
  if (shownTo < line.length) out.push({ text: '…', marks: [], cut: true });
  if (atEnd.length > 0) out.push({ text: ' ', marks: atEnd.map((s) => s.index), severity: worst(atEnd), endOfLine: true });
  return out;
};

/**
 * The source laid out for a read-only rendering with line numbers: each problem's span (from its
 * position and length) becomes marked segments of its line. A text of up to
 * {@link SOURCE_FULL_LINES} lines is shown whole; a longer one only around the marked lines
 * ({@link SOURCE_CONTEXT} lines either side), with gaps between. A problem that points past the
 * end of its line is marked by a stand-in space at the end.
 */
export const sourceRows = (text: string, diagnostics: readonly Diagnostic[]): SourceRow[] => {
  const lines = splitLines(text);
  const spansByLine = new Map<number, Span[]>();
  diagnostics.forEach((d, index) => {
    if (!d.pos || d.pos.line < 1 || d.pos.line > lines.length) return;
    const start = Math.max(0, d.pos.column - 1);
    const length = Math.max(1, d.pos.length ?? 1);
    const line = lines[d.pos.line - 1] ?? '';
    const span: Span = { start, end: Math.min(line.length, start + length), index, severity: d.severity };
    spansByLine.set(d.pos.line, [...(spansByLine.get(d.pos.line) ?? []), span]);
  });
  const show = new Set<number>();
  if (lines.length <= SOURCE_FULL_LINES) lines.forEach((_, i) => show.add(i + 1));
  else {
    for (const n of spansByLine.keys()) {
      for (let k = n - SOURCE_CONTEXT; k <= n + SOURCE_CONTEXT; k++) if (k >= 1 && k <= lines.length) show.add(k);
    }
    if (show.size === 0) for (let k = 1; k <= Math.min(lines.length, SOURCE_CONTEXT * 2 + 1); k++) show.add(k);
  }
  const rows: SourceRow[] = [];
  let previous = 0;
  for (const n of [...show].sort((a, b) => a - b)) {
    if (n > previous + 1) rows.push({ kind: 'gap', from: previous + 1, to: n - 1 });
    const spans = spansByLine.get(n) ?? [];
    rows.push({ kind: 'line', number: n, segments: lineSegments(lines[n - 1] ?? '', spans), marks: spans.map((s) => s.index) });
    previous = n;
  }
  if (previous < lines.length) rows.push({ kind: 'gap', from: previous + 1, to: lines.length });
  return rows;
};
