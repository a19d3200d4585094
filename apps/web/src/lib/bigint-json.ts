/**
 * JSON that keeps bigints (chain amounts), which JSON has no type for: each is written as
 * `{ [tag]: "<decimal>" }` and read back as a bigint. Each store keeps the tag its data has.
 */
export const bigintJson = (tag: string) => ({
  stringify: (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? { [tag]: item.toString() } : item,
    ),
  parse: (text: string): unknown =>
    JSON.parse(text, (_key, item: unknown) => {
      const digits =
        item && typeof item === 'object' ? (item as Record<string, unknown>)[tag] : null;
      return typeof digits === 'string' && /^-?\d+$/.test(digits) ? BigInt(digits) : item;
    }),
});
