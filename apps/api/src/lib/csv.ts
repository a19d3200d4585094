// Characters that make a spreadsheet read a cell as a formula (or that hide one behind them).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: RFC 4180 quoting (quotes doubled, quoted when it holds a comma, quote or line
 * break) and a leading `'` before anything a spreadsheet would run as a formula (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: CRLF after every row, as RFC 4180 says. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
