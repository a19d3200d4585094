import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes of entropy (base64url). */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Hex SHA-256, for storing session ids so a database leak does not expose live cookies. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Whether `value` has the shape of randomToken(32), every cookie token the API issues (43
 * base64url characters): anything else was never issued and is not looked up.
 */
export const isIssuedToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
