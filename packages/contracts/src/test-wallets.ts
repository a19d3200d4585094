import { createPublicClient, createWalletClient, encodeFunctionData, http } from 'viem';
import type { Abi, Address, Hex, PrivateKeyAccount } from 'viem';
import { compile, getArtifact } from './compile';

/**
 * Test-only smart-contract wallets (contracts/test/test-smart-wallet.sol) for Node tests that
 * sign in with a contract wallet: an ERC-1271 wallet with one owner key and a CREATE2 factory,
 * whose `createWallet(owner, salt)` call goes into ERC-6492 signatures of undeployed wallets.
 */
export interface TestWalletFactory {
  address: Address;
  /** Where the factory puts the wallet of `owner` and `salt` (deployed or not). */
  walletAddress(owner: Address, salt: Hex): Promise<Address>;
  /** Deploys the wallet of `owner` and `salt`; resolves with its address once mined. */
  createWallet(owner: Address, salt: Hex): Promise<Address>;
  /** The factory call that deploys the wallet, for an ERC-6492 signature. */
  createWalletData(owner: Address, salt: Hex): Hex;
}

/** Deploys a TestSmartWalletFactory on `rpcUrl` from `deployer` (never account 0: ECO's). */
export async function deployTestWalletFactory(
  rpcUrl: string,
  deployer: PrivateKeyAccount,
): Promise<TestWalletFactory> {
  const artifact = getArtifact(await compile(), 'TestSmartWalletFactory');
  const abi: Abi = artifact.abi;
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ transport, pollingInterval: 20 });
  const walletClient = createWalletClient({ transport, account: deployer });
  const mined = async (hash: Hex) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const { contractAddress: address } = await mined(
    await walletClient.deployContract({
      abi,
      bytecode: artifact.bytecode,
      chain: null,
    }),
  );
  if (!address) throw new Error('TestSmartWalletFactory was not deployed');
  const walletAddress = (owner: Address, salt: Hex) =>
    publicClient.readContract({
      address,
      abi,
      functionName: 'walletAddress',
      args: [owner, salt],
    }) as Promise<Address>;
  const createWalletData = (owner: Address, salt: Hex) =>
    encodeFunctionData({ abi, functionName: 'createWallet', args: [owner, salt] });
  return {
    address,
    walletAddress,
    createWalletData,
    async createWallet(owner, salt) {
      await mined(
        await walletClient.sendTransaction({
          to: address,
          data: createWalletData(owner, salt),
          chain: null,
        }),
      );
      return walletAddress(owner, salt);
    },
  };
}
