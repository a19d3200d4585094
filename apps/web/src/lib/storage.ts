/**
 * localStorage, which private modes and strict settings can disable: a read then answers
 * undefined (null is "nothing stored") and a write is dropped, so the value lives as long as the
 * tab at most.
 */
export function readStored(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`, or removes the key when `value` is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Without storage there is nothing to keep.
  }
}
