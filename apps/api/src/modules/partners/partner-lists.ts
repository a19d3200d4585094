import { buildPartnersTree } from '@eco/contracts/merkle';
import type { PartnerAllocation } from '@eco/contracts/merkle';
import type { ApiAdminPartnersResponse } from '@eco/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db } from '../../db/database';
import { partnerLists } from '../../db/schema';

/** A partners list ready to store: its root and whole tree (see the partner_lists table). */
export interface PartnerTree {
  root: Hex;
  /** Node hashes in OpenZeppelin StandardMerkleTree order (root at 0, leaves at the end). */
  tree: Hex[];
  /** Checksummed address -> index of its leaf in `tree`. */
  leaves: Record<string, number>;
  /** Checksummed address -> its allocation in base units (decimal string), part of its leaf. */
  allocations: Record<string, string>;
}

/**
 * The merkle tree of `(address, allocation)` leaves, built by @eco/contracts (the same leaf
 * format as `npm run merkle` and the contract's isPartner).
 */
export function buildPartnerTree(partners: readonly PartnerAllocation[]): PartnerTree {
  const built = buildPartnersTree(partners);
  const { tree, values } = built.dump();
  const leaves: Record<string, number> = {};
  const allocations: Record<string, string> = {};
  for (const { value, treeIndex } of values) {
    leaves[value[0]] = treeIndex;
    allocations[value[0]] = value[1].toString();
  }
  return { root: built.root as Hex, tree: tree as Hex[], leaves, allocations };
}

/**
 * The proof of the leaf at `index`: its sibling at every level up to the root, which is what
 * StandardMerkleTree.getProof returns, without re-hashing anything.
 */
export function proofAt(tree: readonly Hex[], index: number): Hex[] {
  if (!Number.isInteger(index) || index < tree.length / 2 - 1 || index >= tree.length) {
    throw new RangeError(`index ${index} is not a leaf of this tree`);
  }
  const proof: Hex[] = [];
  for (let i = index; i > 0; i = Math.floor((i - 1) / 2)) {
    proof.push(tree[i % 2 === 1 ? i + 1 : i - 1]!);
  }
  return proof;
}

/** Stores a published list; returns what the admin API answers. */
export async function insertPartnerList(
  db: Db,
  list: PartnerTree & { chainId: number; publishedBy: string; publishedAt: Date },
): Promise<ApiAdminPartnersResponse> {
  const [row] = await db
    .insert(partnerLists)
    .values({ ...list, count: Object.keys(list.leaves).length })
    .returning(summary);
  return toResponse(row!);
}

const summary = {
  id: partnerLists.id,
  chainId: partnerLists.chainId,
  root: partnerLists.root,
  count: partnerLists.count,
  publishedAt: partnerLists.publishedAt,
  publishedBy: partnerLists.publishedBy,
};

type SummaryRow = { [K in keyof typeof summary]: (typeof partnerLists.$inferSelect)[K] };

const toResponse = (row: SummaryRow): ApiAdminPartnersResponse => ({
  chainId: row.chainId,
  root: row.root as Hex,
  count: row.count,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
});

/** The newest published list of `chainId`, or undefined when none was published. */
export async function latestPartnerList(
  db: Db,
  chainId: number,
): Promise<ApiAdminPartnersResponse | undefined> {
  const [row] = await db
    .select(summary)
    .from(partnerLists)
    .where(eq(partnerLists.chainId, chainId))
    .orderBy(desc(partnerLists.id))
    .limit(1);
  return row && toResponse(row);
}

/** How many parsed trees a process keeps (each list is immutable, so they never go stale). */
const CACHED_TREES = 4;

/**
 * Serves proofs from a published list of a chain whose root is the one the contract holds. The
 * list's tree is read once and kept in memory, so a proof costs one small query (which list has
 * that root) and no hashing.
 */
export class PublishedPartnerProofs {
  private readonly trees = new Map<
    number,
    Promise<Pick<PartnerTree, 'tree' | 'leaves' | 'allocations'>>
  >();

  constructor(private readonly db: Db) {}

  /**
   * `published: false` when no list with `root` was published for the chain (the caller tries
   * the bundled one); otherwise the partner's allocation and proof, or undefined for an address
   * not on the list.
   */
  async proof(
    chainId: number,
    root: Hex,
    address: Address,
  ): Promise<
    | { published: false }
    | { published: true; grant: { allocation: string; proof: Hex[] } | undefined }
  > {
    // Roots are stored as the merkle tool writes them (lower case); the chain's may differ.
    const [row] = await this.db
      .select({ id: partnerLists.id })
      .from(partnerLists)
      .where(
        and(
          eq(partnerLists.chainId, chainId),
          sql`lower(${partnerLists.root}) = ${root.toLowerCase()}`,
        ),
      )
      .orderBy(desc(partnerLists.id))
      .limit(1);
    if (!row) return { published: false };
    const { tree, leaves, allocations } = await this.load(row.id, chainId);
    const index = Object.hasOwn(leaves, address) ? leaves[address] : undefined;
    const allocation = Object.hasOwn(allocations, address) ? allocations[address] : undefined;
    // A list published before leaves held allocations has none: its root is not the contract's.
    if (index === undefined || allocation === undefined)
      return { published: true, grant: undefined };
    return { published: true, grant: { allocation, proof: proofAt(tree, index) } };
  }

  private load(id: number, chainId: number) {
    let tree = this.trees.get(id);
    if (!tree) {
      tree = this.db
        .select({
          tree: partnerLists.tree,
          leaves: partnerLists.leaves,
          allocations: partnerLists.allocations,
        })
        .from(partnerLists)
        .where(and(eq(partnerLists.id, id), eq(partnerLists.chainId, chainId)))
        .then(([row]) => {
          if (!row) throw new Error(`partner list ${id} vanished`);
          return { tree: row.tree as Hex[], leaves: row.leaves, allocations: row.allocations };
        });
      // A failed read is not cached: the next request tries again.
      tree.catch(() => this.trees.delete(id));
      this.trees.set(id, tree);
      if (this.trees.size > CACHED_TREES) this.trees.delete(this.trees.keys().next().value!);
    }
    return tree;
  }
}
