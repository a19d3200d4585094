// USDC on the e2e chain: the local stand-in (LocalUsdc) the sale takes, and what the browser
// tests check of a USDC purchase. Its address is the contract's `usdc()`, never written here.
import { createWalletClient, http, parseUnits } from 'viem';
import type { Address, Hash } from 'viem';
import { findEcoDeployment, localUsdcAbi, type SaleStage } from '@eco/contracts';
import { anvilUrl, eco, localChain, publicClient, type TestAccount } from './chain-fixtures';

/** USDC as the sale knows it: `usdc()` of the local ECO. */
export async function usdcToken() {
  const address = await publicClient.readContract({ ...eco, functionName: 'usdc' });
  return { address, abi: localUsdcAbi } as const;
}

/** `text` USDC ("1000") in base units (six decimals). */
export const usdc = (text: string) => parseUnits(text, 6);

/** USDC base units `owner` holds. */
export async function usdcBalance(owner: Address): Promise<bigint> {
  return publicClient.readContract({
    ...(await usdcToken()),
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** What the sale may take of `owner`'s USDC. */
export async function usdcAllowance(owner: Address): Promise<bigint> {
  return publicClient.readContract({
    ...(await usdcToken()),
    functionName: 'allowance',
    args: [owner, eco.address],
  });
}

async function sendAs(
  account: TestAccount,
  functionName: 'mint' | 'approve',
  args: [Address, bigint],
) {
  const client = createWalletClient({
    account: account.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const hash = await client.writeContract({ ...(await usdcToken()), functionName, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`USDC ${functionName} reverted (${hash})`);
}

/** Gives `account` `amount` USDC base units from the local faucet (its own transaction). */
export const fundUsdc = (account: TestAccount, amount: bigint) =>
  sendAs(account, 'mint', [account.address, amount]);

/** `account` allows the sale to take `amount` of its USDC, outside the page. */
export const approveUsdc = (account: TestAccount, amount: bigint) =>
  sendAs(account, 'approve', [eco.address, amount]);

/** ECO's own quote of `amount` in `stage` for USDC: the cost in base units, rounded up. */
export async function usdcQuote(stage: SaleStage, amount: bigint, buyer: Address): Promise<bigint> {
  const [cost] = await publicClient.readContract({
    ...eco,
    functionName: 'quote',
    args: [stage, 1, amount, buyer, '0x0000000000000000000000000000000000000000'],
  });
  return cost;
}

/** A purchase as its TokensPurchased event and purchaseOf record it. */
export interface RecordedPurchase {
  stage: SaleStage;
  index: bigint;
  asset: number;
  amount: bigint;
  cost: bigint;
  withdrawableUntil: bigint;
  transactionHash: Hash;
}

/** Every purchase of `buyer`, with its deadline as the contract stored it. */
export async function purchasesOf(buyer: Address): Promise<RecordedPurchase[]> {
  const logs = await publicClient.getContractEvents({
    ...eco,
    eventName: 'TokensPurchased',
    args: { buyer },
    fromBlock: findEcoDeployment(localChain.id)?.deploymentBlock ?? 0n,
  });
  return Promise.all(
    logs.map(async (log) => {
      const stage = log.args.stage! as SaleStage;
      const index = log.args.index!;
      const stored = await publicClient.readContract({
        ...eco,
        functionName: 'purchaseOf',
        args: [stage, index],
      });
      return {
        stage,
        index,
        asset: stored.asset,
        amount: stored.amount,
        cost: stored.cost,
        withdrawableUntil: stored.withdrawableUntil,
        transactionHash: log.transactionHash,
      };
    }),
  );
}
