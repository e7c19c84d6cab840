/**
 * A catalogue text with `{name}` placeholders (the web catalogues' argument syntax) as a function
 * of those arguments, in the order given: `template('Leg {number}', 'number')(2)` → `Leg 2`. The
 * server's catalogues use plain arguments only (no ICU plural or select).
 */
export function template<const Names extends readonly string[]>(
  text: string,
  ...names: Names
): (...values: { [Index in keyof Names]: string | number }) => string {
  return (...values) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const index = names.indexOf(name);
      return index < 0 ? placeholder : String(values[index]);
    });
}

/** A record with one entry per key, e.g. every form error's texts by language. */
export function recordOf<Key extends string, Value>(
  keys: readonly Key[],
  valueOf: (key: Key) => Value,
): Record<Key, Value> {
  // Object.fromEntries types its keys as string; every key of `keys` is there, so the record is whole.
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<Key, Value>;
}
