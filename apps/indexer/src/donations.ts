// EcoDonations and CarbonLedgerRegistry: every gift with its memo, each campaign's totals and
// wallets, and every published version of the carbon ledger and of the outflow tags.
import { ponder } from 'ponder:registry';
import { campaign, campaignDonor, campaignWallet, donation, ledgerVersion } from 'ponder:schema';
import { ecoDonationsAbi } from '@eco/contracts';
import { eventRow } from './event-row';
import { storableText } from './text';

/** A wallet a campaign's donations go to from this event on. */
const walletRow = (
  chainId: number,
  event: Parameters<typeof eventRow>[1] & { transaction: { transactionIndex: number } },
  campaignId: bigint,
  wallet: `0x${string}`,
) => ({
  ...eventRow(chainId, event),
  campaignId,
  wallet,
  transactionIndex: event.transaction.transactionIndex,
  logIndex: event.log.logIndex,
});

ponder.on('EcoDonations:CampaignRegistered', async ({ event, context }) => {
  const { campaignId, wallet } = event.args;
  await context.db
    .insert(campaignWallet)
    .values(walletRow(context.chain.id, event, campaignId, wallet));
  await context.db
    .insert(campaign)
    .values({
      chainId: context.chain.id,
      campaignId,
      wallet,
      active: true,
      donations: 0,
      donors: 0,
      raised: 0n,
    })
    // The contract refuses a second registration; this only keeps a replayed event harmless.
    .onConflictDoUpdate({ wallet, active: true });
});

ponder.on('EcoDonations:CampaignWalletUpdated', async ({ event, context }) => {
  const key = { chainId: context.chain.id, campaignId: event.args.campaignId };
  await context.db
    .insert(campaignWallet)
    .values(walletRow(key.chainId, event, key.campaignId, event.args.newWallet));
  if (await context.db.find(campaign, key)) {
    await context.db.update(campaign, key).set({ wallet: event.args.newWallet });
  }
});

ponder.on('EcoDonations:CampaignActiveUpdated', async ({ event, context }) => {
  const key = { chainId: context.chain.id, campaignId: event.args.campaignId };
  if (await context.db.find(campaign, key)) {
    await context.db.update(campaign, key).set({ active: event.args.newActive });
  }
});

ponder.on('EcoDonations:Donated', async ({ event, context }) => {
  const chainId = context.chain.id;
  const { campaignId, donor, amount, memo } = event.args;
  await context.db.insert(donation).values({
    ...eventRow(chainId, event),
    campaignId,
    donor,
    amount,
    memo: storableText(memo),
    logIndex: event.log.logIndex,
  });
  const donorKey = { chainId, campaignId, donor };
  const known = await context.db.find(campaignDonor, donorKey);
  if (known) {
    await context.db.update(campaignDonor, donorKey).set((row) => ({
      donations: row.donations + 1,
      amount: row.amount + amount,
    }));
  } else {
    await context.db.insert(campaignDonor).values({ ...donorKey, donations: 1, amount });
  }
  const key = { chainId, campaignId };
  if (!(await context.db.find(campaign, key))) {
    // The indexer starts at EcoDonations' deployment, whose constructor registers its first
    // campaigns, so this only happens if that block was skipped: ask the contract once.
    const [wallet, active] = await context.client.readContract({
      address: event.log.address,
      abi: ecoDonationsAbi,
      functionName: 'campaign',
      args: [campaignId],
    });
    await context.db
      .insert(campaign)
      .values({ ...key, wallet, active, donations: 0, donors: 0, raised: 0n });
  }
  await context.db.update(campaign, key).set((row) => ({
    donations: row.donations + 1,
    donors: row.donors + (known ? 0 : 1),
    raised: row.raised + amount,
  }));
});

ponder.on('CarbonLedgerRegistry:LedgerPublished', async ({ event, context }) => {
  const { version, ledgerHash, publisher, uri } = event.args;
  await context.db.insert(ledgerVersion).values({
    chainId: context.chain.id,
    registry: event.log.address,
    version,
    ledgerHash,
    publisher,
    uri: storableText(uri),
    blockNumber: event.block.number,
    timestamp: event.block.timestamp,
    transactionHash: event.transaction.hash,
  });
});
