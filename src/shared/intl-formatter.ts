type FormatterKind<T> = new (locale: string, options?: object) => T;
const formatters = new Map<string, unknown>();

/**
 * One Intl formatter per kind, locale and options, made once: making one costs far more than using it (some
 * 200 µs for a date format), and a dashboard's first render, or a read on every request, formats many values.
 */
export function intlFormatter<T>(Kind: FormatterKind<T>, locale: string, options: object = {}): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = new Kind(locale, options);
    formatters.set(key, made);
  }
  return made;
}
