/**
 * Reading an input file with a size limit (issue 17: the checker hung on `/dev/zero`). A
 * regular file over the limit is refused from its size before any byte is read; anything else
 * (a device, a pipe) is read in chunks and refused as soon as it passes the limit.
 *
 * @packageDocumentation
 */
import { open } from 'node:fs/promises';
import { err, ok, type Result } from '../engine/result.ts';
import type { Diagnostic } from '../engine/source.ts';

/** The largest input the checker reads: 256 MiB, five times the largest PBN files in circulation. */
export const MAX_INPUT_BYTES = 256 * 2 ** 20;

/** How much is read at a time from a file whose size is not known in advance. */
const CHUNK_BYTES = 2 ** 20;

const unreadable = (reason: string): Diagnostic => ({
  code: 'FILE_UNREADABLE',
  message: `The file cannot be read (${reason}).`,
  severity: 'error',
});

const tooLarge = (limit: number): Diagnostic => ({
  code: 'FILE_TOO_LARGE',
  message: `The file is larger than ${limit.toLocaleString('en')} bytes, the most the checker reads.`,
  hint: 'Split it into smaller files (a PBN or LIN file can be cut between boards).',
  severity: 'error',
});

/** The code of a system error (`ENOENT`, `EISDIR`...), or a plain word. */
const codeOf = (e: unknown): string => (e instanceof Error && 'code' in e ? String((e as { code: unknown }).code) : 'unreadable');

/** Reads until the end or until more than `limit` bytes have come; `null` when over the limit. */
const readUpTo = async (handle: Awaited<ReturnType<typeof open>>, limit: number): Promise<Uint8Array | null> => {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = new Uint8Array(CHUNK_BYTES);
    const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    if (total > limit) return null;
    chunks.push(chunk.subarray(0, bytesRead));
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/**
 * The bytes of `path`, or a diagnostic saying why not: `FILE_UNREADABLE` (with the system's
 * code, such as `ENOENT` or `EISDIR`) or `FILE_TOO_LARGE` past `limit` bytes.
 */
export const readInput = async (path: string, limit = MAX_INPUT_BYTES): Promise<Result<Uint8Array, Diagnostic>> => {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    return err(unreadable(codeOf(e)));
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return err(unreadable('EISDIR'));
    if (info.isFile() && info.size > limit) return err(tooLarge(limit));
    // A regular file of known size is read in one go; a device or a pipe in chunks, up to the limit.
    const bytes = info.isFile() ? await handle.readFile() : await readUpTo(handle, limit);
    return bytes === null ? err(tooLarge(limit)) : ok(bytes);
  } catch (e) {
    return err(unreadable(codeOf(e)));
  } finally {
    await handle.close();
  }
};
