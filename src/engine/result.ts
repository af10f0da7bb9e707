/**
 * `Result` values: success or failure as plain objects, so that they cross JSON and island
 * boundaries. Parsers and checkers return these; nothing in the engine throws on bad input.
 *
 * @packageDocumentation
 */

/** A success carrying a value. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

/** A failure carrying an error. */
export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

/** Either a value or an error. */
export type Result<T, E> = Ok<T> | Err<E>;

/** Wraps a value as a success. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Wraps an error as a failure. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/**
 * Returns the value of a success, or throws the error. Only for tests and for build-time code
 * where a failure must stop the build.
 */
export const unwrap = <T, E>(r: Result<T, E>): T => {
  if (r.ok) return r.value;
  const e = r.error as unknown;
  throw e instanceof Error ? e : new Error(typeof e === 'string' ? e : JSON.stringify(e));
};
