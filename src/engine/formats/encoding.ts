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
 * UTF-8 and UTF-16 are decoded by the platform's `TextDecoder` (WHATWG Encoding), strict UTF-8
 * with `fatal: true`. The 8-bit encodings are decoded here: Node 20's `TextDecoder` reads
 * `windows-1252` as Latin-1, unlike browsers, and a file must read the same in both. Nothing
 * throws: bytes that cannot be decoded become U+FFFD.
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
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** Strict UTF-8: `fatal` refuses overlong forms, surrogates and anything above U+10FFFF. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const LENIENT_UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const UTF16LE = new TextDecoder('utf-16le', { ignoreBOM: true });
const UTF16BE = new TextDecoder('utf-16be', { ignoreBOM: true });

/** The bytes as strict UTF-8, or `null` at the first invalid sequence. */
const strictUtf8 = (bytes: Uint8Array): string | null => {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
  }
};

/** Characters built per slice of {@link decodeSingleByte}: small enough for `fromCharCode`'s arguments. */
const SLICE = 8192;

/** Decodes single-byte text as Latin-1, or as Windows-1252 for the bytes `80`–`9F`. */
const decodeSingleByte = (bytes: Uint8Array, cp1252: boolean): string => {
  let out = '';
  const units = new Uint16Array(SLICE);
  for (let start = 0; start < bytes.length; start += SLICE) {
    const slice = bytes.subarray(start, start + SLICE);
    for (let i = 0; i < slice.length; i++) {
      const b = slice[i]!;
      units[i] = cp1252 && b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] || b : b;
    }
    out += String.fromCharCode(...units.subarray(0, slice.length));
  }
  return out;
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
    return { text: LENIENT_UTF8.decode(bytes.subarray(3)), encoding: 'utf-8', bom: true };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: UTF16LE.decode(bytes.subarray(2)), encoding: 'utf-16le', bom: true };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: UTF16BE.decode(bytes.subarray(2)), encoding: 'utf-16be', bom: true };
  }
  const utf8 = strictUtf8(bytes);
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
