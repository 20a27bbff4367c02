/** A table as CSV text (RFC 4180), for the Analytics page's exports. */

export type CsvValue = string | number | null;

/**
 * One field: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe;
 * numbers stay numbers.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row and the rows, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
