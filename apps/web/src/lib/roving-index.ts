/** Where a key moves the focus among `count` items: back, forward (wrapping), Home or End. */
export function rovingIndex(key: string, index: number, count: number, keys: [string, string]) {
  const to = new Map([
    [keys[0], index - 1],
    [keys[1], index + 1],
    ['Home', 0],
    ['End', count - 1],
  ]).get(key);
  return to === undefined ? undefined : (to + count) % count;
}
