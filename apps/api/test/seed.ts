import { randomUUID } from 'node:crypto';
import { contactMessages, sessions, users } from '../src/db/schema';
import { randomToken, sha256Hex } from '../src/lib/tokens';
import type { TestContext } from './app';

/**
 * A verified email account with a live session, written straight into the store; returns the
 * session cookie. Independent of how sign-up, verification and sign-in work, for tests about
 * something else. An email in ADMIN_EMAILS makes it an admin.
 */
export async function seedSignedIn(t: TestContext, email: string, name = 'Seed'): Promise<string> {
  const now = t.clock.now();
  const id = randomUUID();
  await t.store.database.db.insert(users).values({
    id,
    name,
    email,
    emailVerifiedAt: now,
    affiliateCode: `seed${id.slice(0, 8)}`,
    createdAt: now,
  });
  const token = randomToken(32);
  await t.store.database.db.insert(sessions).values({
    idHash: sha256Hex(token),
    userId: id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60 * 1000),
    // As a sign-in leaves it: proved from the address app.inject requests come from.
    provedAt: now,
    provedIp: '127.0.0.1',
  });
  return `eco_session=${token}`;
}

/** A contact message in the inbox; returns its id. */
export async function seedMessage(t: TestContext): Promise<string> {
  const id = randomUUID();
  await t.store.database.db.insert(contactMessages).values({
    id,
    name: 'Seed',
    email: 'seed@example.com',
    subject: 'Seed',
    message: 'seed',
    createdAt: t.clock.now(),
  });
  return id;
}
