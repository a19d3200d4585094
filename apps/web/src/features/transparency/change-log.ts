/** An event's arguments as `name: value` pairs, in the order the event declares them. */
export function eventArgs(args: Record<string, string | boolean | number>): string {
  return Object.entries(args)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}
