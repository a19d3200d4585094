/**
 * The chain's clock now (ms), which the contract compares its times with (a timelock's `readyAt`,
 * a purchase's withdrawal deadline): the latest block's time as read at `readAt` (this computer's
 * clock then), moved on by the time since. Never behind this computer's clock: the next block,
 * which would run a call, is stamped at least that late (a local chain with no new blocks keeps an
 * old latest block for long). Not this computer's clock alone: a local chain's clock is moved by
 * hand, and a visitor's may simply be wrong.
 */
export function chainNow(wallNow: number, chainTime: number, readAt: number): number {
  return Math.max(wallNow, chainTime + Math.max(0, wallNow - readAt));
}
