import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inTransaction, isUniqueViolation } from '../../db/database';
import { stageAlertTokens, stageAlerts } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { OutgoingMail } from '../mail/mail.repository';
import { enqueueMail, enqueueMails, secretSlot } from '../mail/mail.repository';

export type StageAlertRow = typeof stageAlerts.$inferSelect;

/** How long a confirmation link works; an alert nobody confirmed is deleted after it. */
export const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an alert is kept after its notice went out (its unsubscribe link works until then). */
export const NOTIFIED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The links a stage alert's mail carries (tokens as mailed; only their hashes are stored). */
export interface AlertLinks {
  /** Only in a confirmation mail. */
  confirm?: string;
  unsubscribe: string;
}

/** Who waits for which stage of which chain, and the language of their mails. */
export type AlertTarget = Pick<StageAlertRow, 'email' | 'chainId' | 'stage' | 'locale'>;

/** The stored link of `purpose` whose token is `token`. */
const tokenIs = (token: string, purpose: 'confirm' | 'unsubscribe') =>
  and(eq(stageAlertTokens.idHash, sha256Hex(token)), eq(stageAlertTokens.purpose, purpose));

/** A new link of `purpose` for an alert: the token to mail, and the row that stores its hash. */
function newToken(alertId: string, purpose: 'confirm' | 'unsubscribe', now: Date) {
  const token = randomToken(32);
  const row = {
    idHash: sha256Hex(token),
    alertId,
    purpose,
    createdAt: now,
    expiresAt: purpose === 'confirm' ? new Date(now.getTime() + CONFIRM_TTL_MS) : null,
  };
  return { token, row };
}

async function createToken(
  db: Db,
  alertId: string,
  purpose: 'confirm' | 'unsubscribe',
  now: Date,
): Promise<string> {
  const { token, row } = newToken(alertId, purpose, now);
  await db.insert(stageAlertTokens).values(row);
  return token;
}

/**
 * What a sign-up did: `mailed` a confirmation link (a new or still unconfirmed alert), or nothing
 * because the address already waits for this stage, confirmed (`already`).
 */
export type SubscribeOutcome = 'mailed' | 'already';

/**
 * Records a sign-up and queues its confirmation mail in one transaction. A pending alert gets a
 * fresh link (the older one stops working); a confirmed one that is still waiting gets nothing
 * (the address will hear once, when the stage opens); one whose notice went out (the stage
 * opened, and has closed since) starts again, unconfirmed.
 */
export async function subscribe(
  db: Db,
  target: AlertTarget,
  now: Date,
  mail: (links: Required<AlertLinks>) => OutgoingMail,
): Promise<SubscribeOutcome> {
  const run = () =>
    inTransaction(db, async (tx) => {
      const [existing] = await tx
        .select()
        .from(stageAlerts)
        .where(
          and(
            eq(stageAlerts.email, target.email),
            eq(stageAlerts.chainId, target.chainId),
            eq(stageAlerts.stage, target.stage),
          ),
        )
        .for('update');
      if (existing?.confirmedAt && !existing.notifiedAt) return 'already' as const;
      let alertId: string;
      if (existing && !existing.notifiedAt) {
        alertId = existing.id;
        await tx
          .delete(stageAlertTokens)
          .where(
            and(eq(stageAlertTokens.alertId, alertId), eq(stageAlertTokens.purpose, 'confirm')),
          );
        // The new link's day starts now; so does the wait before an unconfirmed alert is deleted.
        // Its mails go in the language of this sign-up, the one the new link is mailed in.
        await tx
          .update(stageAlerts)
          .set({ createdAt: now, locale: target.locale })
          .where(eq(stageAlerts.id, alertId));
      } else {
        // Deleting an alert deletes its links (cascade): old unsubscribe links stop working.
        if (existing) await tx.delete(stageAlerts).where(eq(stageAlerts.id, existing.id));
        alertId = randomUUID();
        await tx.insert(stageAlerts).values({ id: alertId, ...target, createdAt: now });
      }
      const confirm = await createToken(tx, alertId, 'confirm', now);
      const unsubscribe = await createToken(tx, alertId, 'unsubscribe', now);
      const slots = { confirm: secretSlot('confirm'), unsubscribe: secretSlot('unsubscribe') };
      await enqueueMail(tx, { ...mail(slots), secrets: { confirm, unsubscribe } }, now);
      return 'mailed' as const;
    });
  try {
    return await run();
  } catch (error) {
    // Two sign-ups of a new address at once: the other one inserted the alert and mailed it.
    if (!isUniqueViolation(error)) throw error;
    return 'already';
  }
}

export type LinkOutcome =
  { kind: 'ok'; alert: StageAlertRow } | { kind: 'unknown' } | { kind: 'expired' };

/**
 * Follows a confirmation link: uses the token up (one `DELETE ... RETURNING`, so of two presses
 * exactly one gets it) and marks the alert confirmed.
 */
export async function confirmAlert(db: Db, token: string, now: Date): Promise<LinkOutcome> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(stageAlertTokens).where(tokenIs(token, 'confirm')).returning();
    if (!row) return { kind: 'unknown' };
    if (row.expiresAt && row.expiresAt <= now) return { kind: 'expired' };
    const [alert] = await tx
      .update(stageAlerts)
      .set({
        confirmedAt: sql`coalesce(${stageAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(stageAlerts.id, row.alertId))
      .returning();
    return alert ? { kind: 'ok', alert } : { kind: 'unknown' };
  });
}

/** Follows an unsubscribe link: deletes the alert (its links go with it). */
export async function unsubscribeAlert(db: Db, token: string): Promise<LinkOutcome> {
  const [alert] = await db
    .delete(stageAlerts)
    .where(
      inArray(
        stageAlerts.id,
        db
          .select({ id: stageAlertTokens.alertId })
          .from(stageAlertTokens)
          .where(tokenIs(token, 'unsubscribe')),
      ),
    )
    .returning();
  return alert ? { kind: 'ok', alert } : { kind: 'unknown' };
}

/** The stages someone waits for (confirmed, not told yet), by chain. */
export async function waitedForStages(db: Db): Promise<{ chainId: number; stage: number }[]> {
  return db
    .selectDistinct({ chainId: stageAlerts.chainId, stage: stageAlerts.stage })
    .from(stageAlerts)
    .where(and(isNotNull(stageAlerts.confirmedAt), isNull(stageAlerts.notifiedAt)))
    .orderBy(asc(stageAlerts.chainId), asc(stageAlerts.stage));
}

/**
 * Claims up to `limit` confirmed alerts of a stage that was seen open and queues each one's
 * notice, in one transaction: `notified_at` is set only where it was null (rows another process
 * holds are skipped, not waited for), and the outbox rows commit with it. However many API
 * processes poll at once, each address gets one notice. Returns how many were queued.
 */
export async function notifyWaiting(
  db: Db,
  stage: { chainId: number; stage: number },
  now: Date,
  limit: number,
  mail: (alert: StageAlertRow, links: AlertLinks) => OutgoingMail,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const waiting = tx
      .select({ id: stageAlerts.id })
      .from(stageAlerts)
      .where(
        and(
          eq(stageAlerts.chainId, stage.chainId),
          eq(stageAlerts.stage, stage.stage),
          isNotNull(stageAlerts.confirmedAt),
          isNull(stageAlerts.notifiedAt),
        ),
      )
      .orderBy(asc(stageAlerts.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(stageAlerts)
      .set({ notifiedAt: now })
      // Computed once (ARRAY), so `limit` bounds the batch: see claimDueMails.
      .where(and(sql`${stageAlerts.id} = any(array(${waiting}))`, isNull(stageAlerts.notifiedAt)))
      .returning();
    if (claimed.length === 0) return 0;
    // Two multi-row INSERTs for the batch (its links, its mails) instead of two per address:
    // at a stage opening with ten thousand waiting, per-row statements were most of the time
    // before the first notice could go out (decision 0042).
    const links = claimed.map((alert) => newToken(alert.id, 'unsubscribe', now));
    await tx.insert(stageAlertTokens).values(links.map((link) => link.row));
    const slots = { unsubscribe: secretSlot('unsubscribe') };
    await enqueueMails(
      tx,
      claimed.map((alert, i) => ({
        ...mail(alert, slots),
        secrets: { unsubscribe: links[i]!.token },
      })),
      now,
    );
    return claimed.length;
  });
}

/**
 * Housekeeping: alerts nobody confirmed in time, alerts told more than NOTIFIED_KEPT_MS ago
 * (with their links), and expired confirmation links.
 */
export async function deleteStaleAlerts(db: Db, now: Date): Promise<void> {
  await db
    .delete(stageAlerts)
    .where(
      or(
        and(
          isNull(stageAlerts.confirmedAt),
          lt(stageAlerts.createdAt, new Date(now.getTime() - CONFIRM_TTL_MS)),
        ),
        lt(stageAlerts.notifiedAt, new Date(now.getTime() - NOTIFIED_KEPT_MS)),
      ),
    );
  await db
    .delete(stageAlertTokens)
    .where(and(eq(stageAlertTokens.purpose, 'confirm'), lte(stageAlertTokens.expiresAt, now)));
}
