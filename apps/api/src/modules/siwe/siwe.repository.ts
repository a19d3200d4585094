import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siweNonces } from '../../db/schema';

/** Stores a fresh nonce until `expiresAt`, dropping nonces that already expired. */
export async function saveNonce(db: Db, nonce: string, now: Date, expiresAt: Date) {
  await db.delete(siweNonces).where(lte(siweNonces.expiresAt, now));
  await db.insert(siweNonces).values({ nonce, createdAt: now, expiresAt });
}

/**
 * Consumes a nonce: deletes it and returns true if it existed and had not expired. The single
 * DELETE ... RETURNING makes it single-use even for two concurrent verifications.
 */
export async function consumeNonce(db: Db, nonce: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(siweNonces)
    .where(and(eq(siweNonces.nonce, nonce), gt(siweNonces.expiresAt, now)))
    .returning({ nonce: siweNonces.nonce });
  return rows.length === 1;
}
