/** The marker on #root of the prerendered not-found page, which answers every unknown address. */
export const NOT_FOUND_MARKER = '*';
