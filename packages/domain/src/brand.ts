declare const brandTag: unique symbol;

/**
 * A nominal ("branded") version of `T`: a `Brand<string, 'Locator'>` is still a string to read,
 * but a plain string is not a `Locator` until the one constructor or guard of that type says so.
 * The tag exists only in the type system; at run time the value is the bare `T`.
 *
 * @example
 * type Locator = Brand<string, 'Locator'>;
 */
export type Brand<T, Name extends string> = T & { readonly [brandTag]: Name };
