/**
 * Polls `check` every `intervalMs` until it holds: never a fixed wait. `timeoutMs` bounds a hang,
 * it is no expectation of speed (the tests share two cores with the rest of `npm test`).
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
  intervalMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
