/** An event's arguments as JSON: whole numbers as decimal strings (JSON has no bigint). */
export function jsonArgs(args: Record<string, unknown>): Record<string, string | boolean | number> {
  return Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? value.toString() : (value as string | boolean | number),
    ]),
  );
}
