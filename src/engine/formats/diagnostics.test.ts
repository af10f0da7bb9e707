import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../source.ts';
import { formatDiagnostic, formatDiagnosticHeader, formatDiagnostics, lineAt, lineIndex } from './diagnostics.ts';

const text = '[Event "x"]\r\n[Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 - -"]\r\n';
const dup: Diagnostic = {
  code: 'PBN_DEAL_CARD_TWICE',
  message: 'The ♠K is dealt twice: to West and to North.',
  hint: 'Remove the ♠K from one hand.',
  severity: 'error',
  pos: { line: 2, column: 27, length: 1 },
};

describe('formatDiagnostic', () => {
  it('prints file:line:column, the line, a caret under the column and the hint', () => {
    expect(formatDiagnostic(dup, text, 'a.pbn').split('\n')).toEqual([
      'a.pbn:2:27: error PBN_DEAL_CARD_TWICE: The ♠K is dealt twice: to West and to North.',
      '  2 | [Deal "W:KQT2.AT.J6542.85 K.63.AKQ987.A973 - -"]',
      '    |                           ^',
      '  hint: Remove the ♠K from one hand.',
    ]);
  });

  it('underlines pos.length characters, clipped to the end of the line', () => {
    const d: Diagnostic = { code: 'X', message: 'm', severity: 'warning', pos: { line: 1, column: 9, length: 50 } };
    expect(formatDiagnostic(d, text).split('\n')[2]).toBe(`    | ${' '.repeat(8)}^^^`);
  });

  it('leaves out what it does not know and never throws on positions outside the text', () => {
    const noPos: Diagnostic = { code: 'X', message: 'm', severity: 'error', step: 4 };
    expect(formatDiagnostic(noPos, text)).toBe('error X: m (step 4)');
    const far: Diagnostic = { code: 'X', message: 'm', severity: 'error', pos: { line: 99, column: 3 } };
    expect(formatDiagnostic(far, text, 'f')).toBe('f:99:3: error X: m');
    const wide: Diagnostic = { code: 'X', message: 'm', severity: 'error', pos: { line: 1, column: 400 } };
    expect(formatDiagnostic(wide, text).split('\n')[2]).toBe(`    | ${' '.repeat(11)}^`);
  });

  it('keeps the caret aligned under tabs and control characters', () => {
    const d: Diagnostic = { code: 'X', message: 'm', severity: 'error', pos: { line: 1, column: 3 } };
    expect(formatDiagnostic(d, '\t\u0085x').split('\n').slice(1)).toEqual(['  1 |  ·x', '    |   ^']);
  });

  it('joins several diagnostics with blank lines', () => {
    expect(formatDiagnosticHeader(dup)).toBe('2:27: error PBN_DEAL_CARD_TWICE: The ♠K is dealt twice: to West and to North.');
    expect(formatDiagnostics([dup, dup], text).split('\n\n')).toHaveLength(2);
  });
});

describe('lineIndex', () => {
  it('finds every line whatever its ending, the last one included', () => {
    const index = lineIndex('a\r\nbb\rc\n\nd');
    expect([1, 2, 3, 4, 5, 6].map((n) => lineAt(index, n))).toEqual(['a', 'bb', 'c', '', 'd', undefined]);
    expect(lineAt(lineIndex(''), 1)).toBe('');
  });

  it('formats tens of thousands of diagnostics of one large text in linear time', () => {
    // 60,000 lines, one diagnostic each: splitting the text once per diagnostic (as before)
    // is 3.6 billion line splits and never finishes within the test's time limit.
    const lines = Array.from({ length: 60_000 }, (_, i) => `[Board "${i + 1}"]`);
    const big = lines.join('\r\n');
    const ds: Diagnostic[] = lines.map((_, i) => ({
      code: 'X',
      message: 'm',
      severity: 'error',
      pos: { line: i + 1, column: 2, length: 5 },
    }));
    const out = formatDiagnostics(ds, big, 'big.pbn').split('\n\n');
    expect(out).toHaveLength(60_000);
    expect(out[59_999]).toBe(`big.pbn:60000:2: error X: m\n  60000 | [Board "60000"]\n        |  ^^^^^`);
    // One at a time, as the CLI prints them: the same, from the index kept for the text.
    expect(ds.map((d) => formatDiagnostic(d, big)).at(-1)).toBe(`60000:2: error X: m\n  60000 | [Board "60000"]\n        |  ^^^^^`);
  });
});
