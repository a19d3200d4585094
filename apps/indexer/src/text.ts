/**
 * Text from an event (a donor's memo, a ledger uri), as PostgreSQL can store it. Anyone can put a
 * NUL character in a memo, and PostgreSQL's text cannot hold one: Ponder's bulk COPY drops it
 * without a word (a donor's "a\0b" would read "ab"), and a parameterised write would fail and stop
 * the indexer. It becomes U+FFFD, the mark of an unreadable character, so the memo shows that
 * something was there, the same on every path and database. (Bytes that are not UTF-8 already
 * arrive as U+FFFD: the event's string is decoded with a lenient TextDecoder.)
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD');
}
