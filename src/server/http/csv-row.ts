/** Characters a spreadsheet may read as the start of a formula (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: a text that could start a formula gets a leading `'` so a spreadsheet shows it as
 * text; then, per RFC 4180, a cell holding a quote, comma or line break is quoted, its quotes
 * doubled. null is an empty cell.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF line end (RFC 4180). */
export function csvRow(values: readonly (string | number | boolean | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
