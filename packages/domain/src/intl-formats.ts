/*
 * Intl formatters built once per locale and options, for every caller: building one costs far
 * more than formatting with it (milliseconds on a phone against microseconds), and the same few
 * are asked for again on every render, every date and every flight.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat(locale, options)`, built on the first call with these arguments and
 * kept. Options are told apart by their JSON, so a caller passes them in a fixed order.
 *
 * @throws RangeError as the constructor does (an unknown time zone, say); nothing is kept then.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
