const NUMERIC = /^\d*\.?\d*$/;

/** The numeric-input rule: digits with at most one decimal point; empty is allowed. */
export function isNumericText(value: string): boolean {
  return NUMERIC.test(value);
}
