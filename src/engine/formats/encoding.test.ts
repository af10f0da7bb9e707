import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBytes, encodeLatin1 } from './encoding.ts';

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('decodeBytes', () => {
  // pbn-lin.md §3: the standard says Latin-1; UTF-8 and Windows-1252 occur in the wild.
  it.each([
    ['plain ASCII is UTF-8', utf8('[Event "x"]'), '[Event "x"]', 'utf-8', false],
    ['UTF-8 suit symbols', utf8('{♠A ♥K}'), '{♠A ♥K}', 'utf-8', false],
    ['UTF-8 with a byte-order mark (removed)', bytes(0xef, 0xbb, 0xbf, 0x41), 'A', 'utf-8', true],
    ['Latin-1 ó in "Chorzów" (sm0807.pbn)', bytes(0x43, 0x68, 0x6f, 0x72, 0x7a, 0xf3, 0x77), 'Chorzów', 'latin1', false],
    ['Latin-1 NBSP and é', bytes(0xa0, 0xe9), '\u00a0é', 'latin1', false],
    ['Windows-1252 curly quotes and ellipsis', bytes(0x93, 0x61, 0x94, 0x85), '“a”…', 'windows-1252', false],
    ['Windows-1252 undefined byte 0x81 stays a control character', bytes(0x80, 0x81), '€\u0081', 'windows-1252', false],
    ['UTF-16LE with byte-order mark', bytes(0xff, 0xfe, 0x41, 0x00, 0x60, 0x26), 'A♠', 'utf-16le', true],
    ['UTF-16BE with byte-order mark', bytes(0xfe, 0xff, 0x00, 0x41), 'A', 'utf-16be', true],
  ])('%s', (_name, input, text, encoding, bom) => {
    expect(decodeBytes(input)).toEqual({ text, encoding, bom });
  });

  it('rejects overlong and surrogate UTF-8 forms (falls back to 8-bit)', () => {
    expect(decodeBytes(bytes(0xc0, 0xaf)).encoding).toBe('latin1');
    expect(decodeBytes(bytes(0xed, 0xa0, 0xbf)).encoding).toBe('latin1');
    expect(decodeBytes(bytes(0xe2, 0xa9)).encoding).toBe('latin1'); // truncated sequence
  });

  it('round-trips any string through UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const r = decodeBytes(utf8(s));
        expect(r.text).toBe(s.startsWith('\ufeff') ? s.slice(1) : s);
      }),
    );
  });

  it('reads Latin-1 text back through encodeLatin1 when its letters stand between ASCII characters', () => {
    // A high byte followed by an ASCII byte is never valid UTF-8, so detection cannot mistake it
    // (two adjacent Latin-1 letters such as "Â\u00a0" are valid UTF-8: that case is ambiguous).
    const ascii = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    const high = fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c));
    const piece = fc.oneof(
      ascii,
      fc.tuple(high, ascii).map(([h, a]) => h + a),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1 }).map((a) => a.join('')),
        (s) => {
          const r = decodeBytes(encodeLatin1(s));
          expect(r.text).toBe(s);
          expect(r.encoding).toBe(/[\u00a0-\u00ff]/.test(s) ? 'latin1' : 'utf-8');
        },
      ),
    );
  });

  it('never throws on random bytes and keeps one character per byte in 8-bit files', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (b) => {
        const r = decodeBytes(b);
        expect(typeof r.text).toBe('string');
        if (r.encoding === 'latin1' || r.encoding === 'windows-1252') expect(r.text.length).toBe(b.length);
      }),
    );
  });
});
