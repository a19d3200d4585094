import type { ApiAdminReferral, ApiAdminReferralsResponse } from '@eco/shared';
import { ADMIN_PARTNERS_MAX } from '@eco/shared';
import { addressesListedTwice, parseAllocation } from '@eco/contracts/merkle';
import type { PartnerAllocation } from '@eco/contracts/merkle';
import { getAddress, isAddress } from 'viem';
import type { AppContext } from '../../app-context';
import { toCsv } from '../../lib/csv';
import { ApiError } from '../../lib/errors';
import { ChainUnavailableError } from '../affiliate/affiliate.chain';
import { buildPartnerTree, insertPartnerList } from '../partners/partner-lists';
import { affiliateCodesByWallet, findMessages } from './admin.repository';
import type { MessagesFilter } from './admin.schemas';

/** How many invalid entries a 400 names before summing up the rest. */
const LISTED_INVALID = 5;

/**
 * The inbox of one kind as a CSV file, with a dated file name. The byte-order mark makes
 * spreadsheet programs read the file as UTF-8.
 */
export async function messagesCsv(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  filter: MessagesFilter,
): Promise<{ fileName: string; csv: string }> {
  const messages = await findMessages(ctx.db, filter);
  const bodyHeader = filter.kind === 'contact' ? 'message' : 'question';
  const header = ['id', 'created_at', 'name', 'email'];
  if (filter.kind === 'contact') header.push('subject');
  header.push(bodyHeader, 'handled_at', 'handled_by');
  const rows = messages.map((m) => [
    m.id,
    m.createdAt,
    m.name,
    m.email,
    ...(filter.kind === 'contact' ? [m.subject] : []),
    m.body,
    m.handledAt,
    m.handledBy,
  ]);
  const date = ctx.clock.now().toISOString().slice(0, 10);
  const name = filter.kind === 'contact' ? 'contact-messages' : 'faq-questions';
  return { fileName: `eco-${name}-${date}.csv`, csv: `\uFEFF${toCsv([header, ...rows])}` };
}

const compareDesc = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);

/**
 * The `limit` referrers with the most rewards (then tokens, purchases, address), with their
 * affiliate codes and how far the history had been read. Without a history reader, or while the
 * history cannot be read, the answer says so instead of failing: the leaderboard is one panel of
 * the team's page. `onError` hears of failures other than a known unavailable chain, and of the
 * outage behind one (the indexer down).
 */
export async function referralLeaderboard(
  ctx: Pick<AppContext, 'db' | 'referralsReader'>,
  limit: number,
  onError: (error: unknown) => void,
): Promise<ApiAdminReferralsResponse> {
  const reader = ctx.referralsReader;
  if (!reader) {
    return {
      items: [],
      available: false,
      note: 'Referrals are not counted: the API has no INDEXER_URL to read the purchase history.',
    };
  }
  let totals, indexed;
  try {
    ({ totals, indexed } = await reader.readTop(limit));
  } catch (error) {
    if (!(error instanceof ChainUnavailableError)) onError(error);
    else if (error.cause) onError(error.cause);
    return {
      items: [],
      available: false,
      note:
        error instanceof ChainUnavailableError
          ? error.message
          : 'The purchase history could not be read right now. Try again later.',
    };
  }
  const top = [...totals.entries()]
    .sort(
      ([a, x], [b, y]) =>
        compareDesc(x.rewards, y.rewards) ||
        compareDesc(x.tokens, y.tokens) ||
        y.count - x.count ||
        a.toLowerCase().localeCompare(b.toLowerCase()),
    )
    .slice(0, limit);
  const codes = await affiliateCodesByWallet(
    ctx.db,
    top.map(([referrer]) => getAddress(referrer)),
  );
  const items = top.map(([referrer, sum]): ApiAdminReferral => ({
    referrer: getAddress(referrer),
    code: codes.get(getAddress(referrer)) ?? null,
    purchases: sum.count,
    tokens: sum.tokens.toString(),
    rewards: sum.rewards.toString(),
  }));
  return { items, available: true, note: null, ...(indexed ? { indexed } : {}) };
}

const partnersError = (message: string) =>
  new ApiError(400, 'validation_failed', message, { fields: { partners: message } });

/**
 * The list's entries as checksummed addresses with allocations in base units; a 400 naming the
 * invalid entries (by their position, 1-based), any address listed twice (in any case: which
 * allocation would be meant?), or saying the list is too long.
 */
export function partnerEntries(entries: unknown[]): PartnerAllocation[] {
  const invalid: string[] = [];
  const parsed: PartnerAllocation[] = [];
  entries.forEach((entry, i) => {
    const { address, allocation } =
      typeof entry === 'object' && entry !== null
        ? (entry as { address?: unknown; allocation?: unknown })
        : { address: undefined, allocation: undefined };
    const amount = parseAllocation(allocation);
    if (typeof address === 'string' && isAddress(address.trim(), { strict: false }) && amount) {
      parsed.push({ address: getAddress(address.trim()), allocation: amount });
    } else {
      // JSON.stringify answers undefined for undefined, which its type does not say.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      invalid.push(`#${i + 1} ${JSON.stringify(entry)?.slice(0, 80) ?? String(entry)}`);
    }
  });
  if (invalid.length > 0) {
    const listed = invalid.slice(0, LISTED_INVALID).join(', ');
    const more = invalid.length - LISTED_INVALID;
    throw partnersError(
      `${invalid.length === 1 ? 'This entry is' : `These ${invalid.length} entries are`} not a wallet address (0x followed by 40 hex characters) with an allocation in ECO above 0: ${listed}${more > 0 ? ` and ${more} more` : ''}.`,
    );
  }
  const twice = addressesListedTwice(parsed);
  if (twice.length > 0) {
    const listed = twice.slice(0, LISTED_INVALID).join(', ');
    const more = twice.length - LISTED_INVALID;
    throw partnersError(
      `Each partner can be listed once, with one allocation; listed more than once: ${listed}${more > 0 ? ` and ${more} more` : ''}.`,
    );
  }
  if (parsed.length > ADMIN_PARTNERS_MAX) {
    throw partnersError(
      `A partners list holds at most ${ADMIN_PARTNERS_MAX.toLocaleString('en-US')} partners; this one has ${parsed.length.toLocaleString('en-US')}.`,
    );
  }
  return parsed;
}

/**
 * Publishes a partners list: the merkle tree of its `(address, allocation)` leaves, refused when
 * the sender's root differs (the owner panel sends the root it set on the chain, so a mismatch
 * publishes nothing).
 */
export async function publishPartnersList(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  body: { chainId: number; partners: unknown[]; root?: string | undefined },
  publishedBy: string,
) {
  const tree = buildPartnerTree(partnerEntries(body.partners));
  if (body.root && body.root.toLowerCase() !== tree.root.toLowerCase()) {
    throw new ApiError(
      400,
      'root_mismatch',
      `The list's merkle root is ${tree.root}, not the ${body.root} that was sent. Nothing was published.`,
      { fields: { root: 'Does not match the partners and their allocations.' } },
    );
  }
  return insertPartnerList(ctx.db, {
    ...tree,
    chainId: body.chainId,
    publishedBy,
    publishedAt: ctx.clock.now(),
  });
}
