/** Source of the current time; injected so tests can move time (session expiry, backoff). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
