import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siweNonces } from '../../db/schema';

/**
 * Stores a fresh nonce until `expiresAt`, bound to the SHA-256 of the pre-session cookie it was
 * issued with, dropping nonces that already expired.
 */
export async function saveNonce(
  db: Db,
  nonce: string,
  clientHash: string,
  now: Date,
  expiresAt: Date,
) {
  await db.delete(siweNonces).where(lte(siweNonces.expiresAt, now));
  await db.insert(siweNonces).values({ nonce, clientHash, createdAt: now, expiresAt });
}

/**
 * Consumes a nonce: deletes it and returns true if it existed, had not expired and was issued to
 * the cookie whose hash is `clientHash`. The single DELETE ... RETURNING makes it single-use even
 * for two concurrent verifications; a request with another cookie leaves it in place.
 */
export async function consumeNonce(
  db: Db,
  nonce: string,
  clientHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(siweNonces)
    .where(
      and(
        eq(siweNonces.nonce, nonce),
        eq(siweNonces.clientHash, clientHash),
        gt(siweNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: siweNonces.nonce });
  return rows.length === 1;
}
