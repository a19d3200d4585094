import type { ApiSaleAcceptance } from '@eco/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { saleAcceptances } from '../../db/schema';

type Row = typeof saleAcceptances.$inferSelect;

const toApi = (row: Row): ApiSaleAcceptance => ({
  termsVersion: row.termsVersion,
  risksVersion: row.risksVersion,
  whitePaperVersion: row.whitePaperVersion,
  country: row.country,
  wallet: row.wallet,
  chainId: row.chainId,
  acceptedAt: row.createdAt.toISOString(),
});

/** Records one acceptance of the account and returns it as the API answers it. */
export async function recordSaleAcceptance(
  db: Db,
  values: Omit<typeof saleAcceptances.$inferInsert, 'id' | 'createdAt'>,
  now: Date,
): Promise<ApiSaleAcceptance> {
  const [row] = await db
    .insert(saleAcceptances)
    .values({ ...values, createdAt: now })
    .returning();
  return toApi(row!);
}

/** The account's acceptances, newest first: what the export lists. */
export async function listSaleAcceptances(db: Db, userId: string): Promise<ApiSaleAcceptance[]> {
  const rows = await db
    .select()
    .from(saleAcceptances)
    .where(eq(saleAcceptances.userId, userId))
    .orderBy(desc(saleAcceptances.id));
  return rows.map(toApi);
}
