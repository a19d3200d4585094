// What a page shows of a figure, read exactly: never through a float, so a difference in the last
// decimal a page shows is a difference here.

/** The first number in `text`, as written, without its grouping commas ("1,234.50 ECO" → "1234.50"). */
export function shownNumber(text: string): string {
  const shown = /\d[\d,]*(\.\d+)?/.exec(text)?.[0];
  if (shown === undefined) throw new Error(`no number in "${text}"`);
  return shown.replace(/,/g, '');
}
