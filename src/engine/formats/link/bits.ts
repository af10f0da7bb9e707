/**
 * The bits of a share link: a bit writer and reader, Elias gamma numbers, strings as UTF-8,
 * the CRC-16 checksum and base64url (RFC 4648 §5, no padding).
 *
 * @packageDocumentation
 */
import { NO_ARGS, type DiagnosticArgs } from '../../source.ts';

export interface Writer {
  readonly bits: number[];
}

export const put = (w: Writer, value: number, width: number): void => {
  for (let i = width - 1; i >= 0; i--) w.bits.push(Math.floor(value / 2 ** i) % 2);
};

/** Elias gamma code of n + 1 (n ≥ 0). */
export const putGamma = (w: Writer, n: number): void => {
  const v = n + 1;
  const width = Math.floor(Math.log2(v)) + 1;
  put(w, 0, width - 1);
  put(w, v, width);
};

/** Bits of the gamma code of n. */
export const bitsOfGamma = (n: number): number => 2 * Math.floor(Math.log2(n + 1)) + 1;

/** A count of tricks (claim or result): presence bit, then 4 bits, 15 escaping to a gamma code. */
export const putTricks = (w: Writer, n: unknown): void => {
  const present = typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 2 ** 20;
  put(w, present ? 1 : 0, 1);
  if (!present) return;
  put(w, Math.min(n, 15), 4);
  if (n >= 15) putGamma(w, n - 15);
};

/** Bits needed to tell `n` choices apart (0 for one choice). */
export const widthFor = (n: number): number => (n <= 1 ? 0 : Math.ceil(Math.log2(n)));

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as `TextEncoder` writes them). */
const UTF8_ENCODER = new TextEncoder();

/** Strict UTF-8: a malformed sequence throws (caught in {@link takeString}). */
const UTF8_DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export const putString = (w: Writer, s: string): void => {
  const bytes = UTF8_ENCODER.encode(s);
  putGamma(w, bytes.length);
  for (const b of bytes) put(w, b, 8);
};

/** A reader over bytes; reading past the end yields zeros and sets `over`. */
export interface Reader {
  readonly bytes: readonly number[];
  pos: number;
  over: boolean;
  /** The first problem found in the values read (an out-of-range value). */
  bad: string | null;
  /** That problem for the diagnostics' catalogue: the template `LINK_INVALID.<reason>` and its placeholders. */
  badReason?: { readonly reason: string; readonly args: DiagnosticArgs };
}

/**
 * Records the first impossible value read: its words (`bad`, the end of `LINK_INVALID`'s
 * sentence) and its reason (`LINK_INVALID.<reason>` in `i18n/en-diagnostics.ts`).
 */
export const fail = (r: Reader, reason: string, words: string, args: DiagnosticArgs = NO_ARGS): void => {
  if (r.bad !== null) return;
  r.bad = words;
  r.badReason = { reason, args };
};

export const take = (r: Reader, width: number): number => {
  let v = 0;
  for (let i = 0; i < width; i++) {
    const byte = r.bytes[r.pos >> 3];
    let bit = 0;
    if (byte === undefined) r.over = true;
    else bit = (byte >> (7 - (r.pos & 7))) & 1;
    v = v * 2 + bit;
    r.pos++;
  }
  return v;
};

/**
 * Longest gamma code accepted: 40 zeros, numbers below 2^41, exact in a double and above the
 * length in bytes of any string JavaScript can hold, so that every text {@link encodeHandLink}
 * writes is read back (a longer code can only come from a damaged link).
 */
const MAX_GAMMA_ZEROS = 40;

export const takeGamma = (r: Reader): number => {
  let zeros = 0;
  while (take(r, 1) === 0) {
    if (r.over) return 0;
    if (++zeros > MAX_GAMMA_ZEROS) {
      fail(r, 'number', 'a number in the link is impossibly large');
      return 0;
    }
  }
  return 2 ** zeros + take(r, zeros) - 1;
};

export const takeTricks = (r: Reader): number | undefined => {
  if (take(r, 1) === 0) return undefined;
  const n = take(r, 4);
  return n < 15 ? n : 15 + takeGamma(r);
};

/**
 * A string: gamma byte length, then the UTF-8 bytes. Its length is bounded only by the bits
 * the link still has (so a long note written by {@link encodeHandLink} always reads back).
 */
export const takeString = (r: Reader): string => {
  const n = takeGamma(r);
  if (r.pos + n * 8 > r.bytes.length * 8) {
    r.over = true;
    return '';
  }
  const bytes = new Uint8Array(n);
  for (let i = 0; i < n; i++) bytes[i] = take(r, 8);
  try {
    return UTF8_DECODER.decode(bytes);
  } catch {
    fail(r, 'utf8', 'a text in the link is not valid UTF-8');
    return '';
  }
};

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR;
 * check value 0x29B1 for the ASCII bytes of "123456789"). The share-link checksum.
 */
export const crc16 = (bytes: readonly number[]): number => {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
};

export const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const toBase64url = (bytes: readonly number[]): string => {
  let out = '';
  let acc = 0;
  let n = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    n += 8;
    while (n >= 6) {
      n -= 6;
      out += B64[(acc >> n) & 63];
    }
    acc &= (1 << n) - 1;
  }
  if (n > 0) out += B64[(acc << (6 - n)) & 63];
  return out;
};

/** The writer's bits as bytes, padded with zero bits to a whole byte. */
export const bytesOf = (w: Writer): number[] => {
  while (w.bits.length % 8 !== 0) w.bits.push(0);
  const bytes: number[] = [];
  for (let i = 0; i < w.bits.length; i += 8) {
    let b = 0;
    for (let k = 0; k < 8; k++) b = b * 2 + w.bits[i + k]!;
    bytes.push(b);
  }
  return bytes;
};

/**
 * Base64url back to bytes: the bytes, and the spare bits left after the last whole byte (`acc`,
 * `n` of them); or the index of the first character base64url does not use.
 */
export const fromBase64url = (text: string, start: number): { bytes: number[]; acc: number; n: number } | { badAt: number } => {
  const bytes: number[] = [];
  let acc = 0;
  let n = 0;
  for (let i = start; i < text.length; i++) {
    const v = B64.indexOf(text[i]!);
    if (v < 0) return { badAt: i };
    acc = (acc << 6) | v;
    n += 6;
    if (n >= 8) {
      n -= 8;
      bytes.push((acc >> n) & 0xff);
    }
    acc &= (1 << n) - 1;
  }
  return { bytes, acc, n };
};
