/**
 * The outcome of an operation whose failure is expected (bad input, unknown code): the value on
 * success, a typed error value otherwise. Domain functions return these instead of throwing;
 * throwing is kept for programming errors (requirements-independent invariants such as a non-integer
 * money amount).
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful {@link Result} holding `value`. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A failed {@link Result} holding `error`. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
