/**
 * Turning the bytes of a hand-record file into text, whatever its character set.
 *
 * The PBN standard says ISO-8859-1 (Latin-1); files in the wild are also UTF-8 (with or without
 * a byte-order mark) and Windows-1252 (pbn-lin.md §3 "File level"; the corpus README lists one
 * of each). The bytes themselves tell them apart:
 *
 * 1. a byte-order mark names the encoding (UTF-8 `EF BB BF`, UTF-16 `FF FE` / `FE FF`);
 * 2. bytes that form valid UTF-8 throughout are UTF-8 (plain ASCII included): stray Latin-1
 *    letters almost never do, since a lone byte from `80` to `FF` is never valid UTF-8;
 * 3. otherwise the file is 8-bit: Windows-1252 if it uses any of the bytes `80`–`9F` that
 *    Windows-1252 gives letters and punctuation to (`€`, `…`, `’`, `Š`...), Latin-1 if not.
 *    The two agree on every other byte.
 *
 * Decoding is done here by hand, so that it behaves the same in Node and in every browser and
 * never throws: bytes that cannot be decoded become U+FFFD.
 *
 * @packageDocumentation
 */

/** The encodings {@link decodeBytes} can detect. */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'latin1';

/** What {@link decodeBytes} found: the text, the encoding it was read as, and whether a byte-order mark was removed. */
export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  readonly bom: boolean;
}

/**
 * Windows-1252 bytes `80`–`9F` as code points; `0` marks the five bytes it leaves undefined
 * (`81`, `8D`, `8F`, `90`, `9D`), which are read as the Latin-1 control characters instead.
 */
const CP1252_HIGH: readonly number[] = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Builds a string from code points in slices, so that huge files do not overflow the call stack. */
const fromCodePoints = (points: readonly number[]): string => {
  let out = '';
  for (let i = 0; i < points.length; i += 8192) out += String.fromCodePoint(...points.slice(i, i + 8192));
  return out;
};

/**
 * Decodes strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF. Returns
 * `null` at the first invalid sequence when `strict`, or puts U+FFFD there when not.
 */
const decodeUtf8 = (bytes: Uint8Array, start: number, strict: boolean): string | null => {
  const points: number[] = [];
  let i = start;
  while (i < bytes.length) {
    const b0 = bytes[i]!;
    if (b0 < 0x80) {
      points.push(b0);
      i += 1;
      continue;
    }
    let need = 0;
    let min = 0;
    let cp = 0;
    if (b0 >= 0xc2 && b0 <= 0xdf) [need, min, cp] = [1, 0x80, b0 & 0x1f];
    else if (b0 >= 0xe0 && b0 <= 0xef) [need, min, cp] = [2, 0x800, b0 & 0x0f];
    else if (b0 >= 0xf0 && b0 <= 0xf4) [need, min, cp] = [3, 0x10000, b0 & 0x07];
    let ok = need > 0 && i + need < bytes.length;
    if (ok) {
      for (let k = 1; k <= need; k++) {
        const b = bytes[i + k]!;
        if ((b & 0xc0) !== 0x80) {
          ok = false;
          break;
        }
        cp = (cp << 6) | (b & 0x3f);
      }
    }
    if (ok && (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))) ok = false;
    if (!ok) {
      if (strict) return null;
      points.push(0xfffd);
      i += 1;
      continue;
    }
    points.push(cp);
    i += need + 1;
  }
  return fromCodePoints(points);
};

/** Decodes UTF-16 in either byte order; a lone surrogate or an odd last byte becomes U+FFFD. */
const decodeUtf16 = (bytes: Uint8Array, start: number, littleEndian: boolean): string => {
  const units: number[] = [];
  for (let i = start; i + 1 < bytes.length; i += 2) {
    units.push(littleEndian ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!);
  }
  const points: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const next = units[i + 1];
    if (u >= 0xd800 && u <= 0xdbff && next !== undefined && next >= 0xdc00 && next <= 0xdfff) {
      points.push(0x10000 + ((u - 0xd800) << 10) + (next - 0xdc00));
      i++;
    } else if (u >= 0xd800 && u <= 0xdfff) points.push(0xfffd);
    else points.push(u);
  }
  if ((bytes.length - start) % 2 === 1) points.push(0xfffd);
  return fromCodePoints(points);
};

/** Decodes single-byte text as Latin-1, or as Windows-1252 for the bytes `80`–`9F`. */
const decodeSingleByte = (bytes: Uint8Array, cp1252: boolean): string => {
  const points: number[] = new Array<number>(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    points[i] = cp1252 && b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b;
  }
  return fromCodePoints(points);
};

/** Whether any byte is one that Windows-1252 defines in the range `80`–`9F`. */
const usesCp1252 = (bytes: Uint8Array): boolean => bytes.some((b) => b >= 0x80 && b <= 0x9f && CP1252_HIGH[b - 0x80] !== 0);

/**
 * Reads the bytes of a PBN or LIN file as text, detecting the encoding (see the module
 * comment): byte-order mark, then strict UTF-8, then Windows-1252 or Latin-1. The byte-order
 * mark is removed from the text. Never throws; any byte sequence gives a string.
 */
export const decodeBytes = (bytes: Uint8Array): DecodedText => {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeUtf8(bytes, 3, false) ?? '', encoding: 'utf-8', bom: true };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: decodeUtf16(bytes, 2, true), encoding: 'utf-16le', bom: true };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decodeUtf16(bytes, 2, false), encoding: 'utf-16be', bom: true };
  }
  const utf8 = decodeUtf8(bytes, 0, true);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8', bom: false };
  const cp1252 = usesCp1252(bytes);
  return { text: decodeSingleByte(bytes, cp1252), encoding: cp1252 ? 'windows-1252' : 'latin1', bom: false };
};

/**
 * Encodes text as Latin-1 bytes, the PBN standard's character set (for writing export files).
 * Characters outside Latin-1 become `?`.
 */
export const encodeLatin1 = (text: string): Uint8Array => {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out.push(cp <= 0xff ? cp : 0x3f);
  }
  return Uint8Array.from(out);
};
