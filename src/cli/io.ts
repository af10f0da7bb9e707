/**
 * Output for the checker that is complete when piped (issue 17): text is buffered and handed to
 * the stream in large writes, each awaited until the stream has taken it, so that nothing is
 * lost when the process ends and a slow reader at the other end of a pipe holds memory to one
 * buffer, not to the whole output.
 *
 * The process is never ended with `process.exit()` while writes are pending (that is what cut
 * piped output at 64 KB): the entry point sets `process.exitCode` and lets Node finish.
 *
 * @packageDocumentation
 */
import type { Writable } from 'node:stream';

/** Where a command writes: `write` may wait for the stream; `flush` hands over what is buffered. */
export interface Output {
  /** Buffers `text`; waits for the stream when the buffer is full. */
  write(text: string): Promise<void>;
  /** Writes out everything buffered and waits until the stream has taken it. */
  flush(): Promise<void>;
}

/** The buffer size at which {@link Output.write} hands text to the stream. */
const FLUSH_AT = 1 << 16;

/** Writes one chunk and resolves once the stream has taken it (or is gone: a closed pipe ends the output quietly). */
const writeChunk = (stream: Writable, chunk: string): Promise<void> =>
  new Promise((resolve) => {
    if (stream.destroyed || stream.writableEnded) {
      resolve();
      return;
    }
    stream.write(chunk, () => resolve());
  });

/**
 * An {@link Output} over a writable stream (`process.stdout`, `process.stderr`). A reader that
 * closes the pipe early (`| head`) ends the output without an error.
 */
export const streamOutput = (stream: Writable): Output => {
  let buffer = '';
  // EPIPE and the like: the reader has gone; what is left has nowhere to go.
  stream.on('error', () => stream.destroy());
  const flush = async (): Promise<void> => {
    if (buffer === '') return;
    const chunk = buffer;
    buffer = '';
    await writeChunk(stream, chunk);
  };
  return {
    write: async (text) => {
      buffer += text;
      if (buffer.length >= FLUSH_AT) await flush();
    },
    flush,
  };
};

/** The two outputs of a command: results on `out`, diagnostics and summaries on `err`. */
export interface CommandIo {
  readonly out: Output;
  readonly err: Output;
}
