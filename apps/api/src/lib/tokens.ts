import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of `bytes` bytes of entropy (base64url). */
export const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Hex SHA-256, for storing session ids so a database leak does not expose live cookies. */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
