import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../source.ts';
import { formatDiagnostic, formatDiagnosticHeader, formatDiagnostics } from './diagnostics.ts';

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
