// Whether each sale stage is open, and since which block: what the site's "tell me when this
// stage opens" alerts wait for (the API polls GET /chains/:chainId/stages).
//
// ECO's isSaleOpen(stage) is a function of time: open when opened by hand (SaleOpenUpdated) or
// once block.timestamp reaches opensAt (SaleScheduleUpdated), and closed from closesAt on. An
// opening or closing by the clock emits nothing, so the indexer finds it from block times:
// - each event first brings the stage's row up to the event's block (any crossing of opensAt or
//   closesAt since the row was written), then applies the change at that block;
// - a block handler at every block from the head at start on (`SaleStageClock`, startBlock
//   'latest', registered in index.ts) does the same with no event, so an opening is recorded at
//   the block it happens.
// The block where a crossing happened is the first block whose timestamp reached the time.
// At the head that is the block at hand (one request checks the block before); a crossing that
// happened while the indexer caught up is found by bisecting block numbers over
// `eth_getBlockByNumber` (timestamps only grow), about 20 requests for a million blocks, once
// per opening. A block handler from ECO's deployment would instead read every block of the
// history, which a node that prunes old state and a large history make costly
// (README.md, "What it costs").
import type { Context } from 'ponder:registry';
import { saleStage } from 'ponder:schema';

type Row = typeof saleStage.$inferSelect;
interface Block {
  number: bigint;
  timestamp: bigint;
}

/** The contract's stages: partners, private, public. */
export const SALE_STAGES = [0, 1, 2] as const;

/** isSaleOpen(stage) as the contract computes it, at block time `time`. */
export function openAt(row: Pick<Row, 'openByHand' | 'opensAt' | 'closesAt'>, time: bigint) {
  if (row.closesAt !== 0n && time >= row.closesAt) return false;
  return row.openByHand || (row.opensAt !== 0n && time >= row.opensAt);
}

/**
 * The openings and closings the clock alone made after the row's block up to `time`, in order.
 * The contract keeps closesAt after opensAt when both are set, so at most an opening and then a
 * closing.
 */
export function clockCrossings(row: Row, time: bigint): { open: boolean; at: bigint }[] {
  const crossings: { open: boolean; at: bigint }[] = [];
  const since = row.updatedTimestamp;
  let open = row.open;
  const crosses = (at: bigint) => at !== 0n && at > since && at <= time;
  if (!open && crosses(row.opensAt) && (row.closesAt === 0n || row.opensAt < row.closesAt)) {
    crossings.push({ open: true, at: row.opensAt });
    open = true;
  }
  if (open && crosses(row.closesAt)) crossings.push({ open: false, at: row.closesAt });
  return crossings;
}

function opened(row: Row, block: Block, by: 'hand' | 'schedule'): Row {
  // Closed and opened again in one block (setSaleOpen(stage, true) on a stage open by its
  // schedule clears the schedule first, which closes it for the rest of that transaction): to a
  // buyer the stage never closed, so its open period goes on.
  if (row.closedAtBlock === block.number && row.openedAtBlock !== null) {
    return { ...row, open: true, closedAtBlock: null, closedAtTimestamp: null };
  }
  return {
    ...row,
    open: true,
    openedAtBlock: block.number,
    openedAtTimestamp: block.timestamp,
    openedBy: by,
    closedAtBlock: null,
    closedAtTimestamp: null,
  };
}

function closed(row: Row, block: Block): Row {
  return { ...row, open: false, closedAtBlock: block.number, closedAtTimestamp: block.timestamp };
}

async function blockAt(context: Context, blockNumber: bigint): Promise<Block> {
  const { number, timestamp } = await context.client.getBlock({ blockNumber });
  return { number, timestamp };
}

/** The first block in `[from, head]` whose timestamp is at least `time` (head's is). */
async function firstBlockAtOrAfter(
  context: Context,
  time: bigint,
  from: bigint,
  head: Block,
): Promise<Block> {
  if (from >= head.number) return head;
  // At the head, the crossing is almost always the block at hand: one request says so.
  const before = await blockAt(context, head.number - 1n);
  if (before.timestamp < time) return head;
  let [low, high] = [from, before.number];
  let found = before;
  while (low < high) {
    const middle = (low + high) / 2n;
    const block = await blockAt(context, middle);
    if (block.timestamp >= time) [high, found] = [middle, block];
    else low = middle + 1n;
  }
  return found.number === low ? found : blockAt(context, low);
}

/** The row brought up to `block` by the clock: openings and closings since it was written. */
async function advance(context: Context, row: Row, block: Block): Promise<Row> {
  let next = row;
  let from = row.updatedBlock + 1n;
  for (const crossing of clockCrossings(row, block.timestamp)) {
    const at = await firstBlockAtOrAfter(context, crossing.at, from, block);
    next = crossing.open ? opened(next, at, 'schedule') : closed(next, at);
    from = at.number;
  }
  // Nothing above can disagree with the contract's rule; should it, the rule wins, here.
  const open = openAt(next, block.timestamp);
  if (open !== next.open) next = open ? opened(next, block, 'schedule') : closed(next, block);
  return { ...next, updatedBlock: block.number, updatedTimestamp: block.timestamp };
}

/** A stage's row before its first event, as of `block`. */
export function emptyRow(chainId: number, stage: number, block: Block): Row {
  return {
    chainId,
    stage,
    openByHand: false,
    opensAt: 0n,
    closesAt: 0n,
    open: false,
    updatedBlock: block.number,
    updatedTimestamp: block.timestamp,
    openedAtBlock: null,
    openedAtTimestamp: null,
    openedBy: null,
    closedAtBlock: null,
    closedAtTimestamp: null,
  };
}

async function save(context: Context, row: Row) {
  const { chainId: _chainId, stage: _stage, ...changes } = row;
  await context.db.insert(saleStage).values(row).onConflictDoUpdate(changes);
}

/** Applies an owner change of `stage` at `block`, after what the clock did before it. */
async function change(
  context: Context,
  stage: number,
  block: Block,
  by: 'hand' | 'schedule',
  apply: (row: Row) => Row,
) {
  const chainId = context.chain.id;
  const stored = await context.db.find(saleStage, { chainId, stage });
  let row = apply(stored ? await advance(context, stored, block) : emptyRow(chainId, stage, block));
  const open = openAt(row, block.timestamp);
  if (open !== row.open) row = open ? opened(row, block, by) : closed(row, block);
  await save(context, { ...row, updatedBlock: block.number, updatedTimestamp: block.timestamp });
}

/** SaleOpenUpdated(stage, oldValue, newValue): opened or closed by hand. */
export function onSaleOpenUpdated(
  context: Context,
  block: Block,
  args: { stage: number; newValue: boolean },
) {
  return change(context, args.stage, block, 'hand', (row) => ({
    ...row,
    openByHand: args.newValue,
  }));
}

/** SaleScheduleUpdated(stage, ..., newOpensAt, newClosesAt): a new opening or closing time. */
export function onSaleScheduleUpdated(
  context: Context,
  block: Block,
  args: { stage: number; newOpensAt: bigint; newClosesAt: bigint },
) {
  return change(context, args.stage, block, 'schedule', (row) => ({
    ...row,
    opensAt: args.newOpensAt,
    closesAt: args.newClosesAt,
  }));
}

/**
 * SaleStageClock's block handler (registered in index.ts), at the end of every block from the
 * head at start on (block events sort after the block's logs): an opening or closing by the
 * clock is recorded at the block it happens. Most blocks change nothing: no request and no
 * write then.
 */
export async function onSaleStageClock(context: Context, block: Block) {
  const chainId = context.chain.id;
  for (const stage of SALE_STAGES) {
    const row = await context.db.find(saleStage, { chainId, stage });
    if (!row) continue;
    const due =
      clockCrossings(row, block.timestamp).length > 0 || openAt(row, block.timestamp) !== row.open;
    if (due) await save(context, await advance(context, row, block));
  }
}
