const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` of a locale and options, made once: making one costs some 200 µs, far more than
 * formatting with it, which a read that formats on every request would pay each time.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
