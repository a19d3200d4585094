import { createPublicClient, createWalletClient, http } from 'viem';
import type { Abi, Address, PrivateKeyAccount } from 'viem';
import { compile, getArtifact } from './compile';

/**
 * Test-only EIP-7702 delegate (contracts/test/test-batch-executor.sol) for the browser tests'
 * wallet, which answers EIP-5792 batches by pointing its account at this code: `execute(calls)`
 * makes the calls from the account in one transaction, all or none.
 */
export interface TestBatchExecutor {
  address: Address;
  abi: Abi;
}

/** Deploys a TestBatchExecutor on `rpcUrl` from `deployer`; resolves once it is mined. */
export async function deployTestBatchExecutor(
  rpcUrl: string,
  deployer: PrivateKeyAccount,
): Promise<TestBatchExecutor> {
  const artifact = getArtifact(await compile(), 'TestBatchExecutor');
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport, pollingInterval: 20 });
  const walletClient = createWalletClient({ transport, account: deployer });
  const hash = await walletClient.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    chain: null,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`TestBatchExecutor was not deployed (transaction ${hash})`);
  }
  return { address: receipt.contractAddress, abi: artifact.abi };
}
