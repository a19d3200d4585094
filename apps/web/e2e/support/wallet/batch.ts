// EIP-5792 (v2) atomic batches, made truly atomic with EIP-7702: on its first batch the wallet
// points its own account at a TestBatchExecutor (deployed once per chain from the account itself)
// and sends the calls as one transaction to itself, `execute(calls)`, all or none. A real
// smart-account wallet (MetaMask's delegator, Coinbase's) works the same way.
import { randomBytes } from 'node:crypto';
import {
  concatHex,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isHex,
  numberToHex,
  toHex,
} from 'viem';
import type { Address, Hex } from 'viem';
import { deployTestBatchExecutor } from '@eco/contracts/test-batch-executor';
import { localChain } from '../chain-fixtures';
import { forward } from './chain';
import { fail } from './errors';
import { checkFrom, type BatchState, type WalletState } from './state';
import type { Reply } from './types';

/** EIP-7702's delegation designator: the code of an account that points at `target`. */
const designator = (target: Address) => concatHex(['0xef0100', target]).toLowerCase();

async function delegatedTo(state: WalletState, executor: Address): Promise<boolean> {
  const { result } = await forward(state.rpcUrl, 'eth_getCode', [state.account.address, 'latest']);
  return result === designator(executor);
}

/**
 * wallet_getCapabilities: atomic batches on the local chain, 'ready' until the account is
 * delegated (the wallet upgrades it with the first batch, as EIP-5792 says of 'ready') and
 * 'supported' after. No other chain is listed: the wallet sends on the local chain only.
 */
export async function getCapabilities(
  state: WalletState,
  batches: BatchState,
  params: unknown[],
): Promise<Reply> {
  const [address, chainIds] = params as [unknown, unknown];
  checkFrom(state, address);
  const local = numberToHex(localChain.id);
  const asked = Array.isArray(chainIds) ? (chainIds as unknown[]) : [local];
  if (!asked.includes(local)) return { result: {} };
  const executor = await batches.executor?.catch(() => undefined);
  const ready = !executor || !(await delegatedTo(state, executor.address));
  return { result: { [local]: { atomic: { status: ready ? 'ready' : 'supported' } } } };
}

type SendCallsRequest = {
  version?: unknown;
  id?: unknown;
  from?: unknown;
  chainId?: unknown;
  atomicRequired?: unknown;
  calls?: unknown;
  capabilities?: unknown;
};

/** wallet_sendCalls: the calls in one atomic transaction; the batch id is not its hash. */
export async function sendCalls(
  state: WalletState,
  batches: BatchState,
  params: unknown[],
): Promise<Reply> {
  const request = (params[0] ?? {}) as SendCallsRequest;
  if (request.version !== '2.0.0')
    fail(-32602, `wallet_sendCalls version ${String(request.version)} is not 2.0.0`);
  if (request.from !== undefined) checkFrom(state, request.from);
  if (!isHex(request.chainId) || hexToNumber(request.chainId) !== localChain.id) {
    fail(5710, `The test wallet makes batches on chain ${localChain.id} only`);
  }
  if (state.chainId !== localChain.id) fail(4901, `The test wallet is on chain ${state.chainId}`);
  // EIP-5792: a capability the wallet does not know fails the batch unless it is optional.
  for (const [name, value] of Object.entries(
    (request.capabilities ?? {}) as Record<string, unknown>,
  )) {
    if (!(value as { optional?: unknown } | null)?.optional)
      fail(5700, `Unsupported capability ${name}`);
  }
  if (!Array.isArray(request.calls) || request.calls.length === 0) {
    fail(-32602, 'wallet_sendCalls needs calls');
  }
  const calls = (request.calls as { to?: unknown; data?: unknown; value?: unknown }[]).map(
    (call) => {
      if (typeof call.to !== 'string' || !isAddress(call.to)) {
        return fail(-32602, 'Every call needs a `to` address');
      }
      return {
        to: getAddress(call.to),
        value: isHex(call.value) ? hexToBigInt(call.value) : 0n,
        data: isHex(call.data) ? call.data : '0x',
      };
    },
  );
  const id = typeof request.id === 'string' ? request.id : toHex(randomBytes(32));
  if (batches.sent.has(id)) fail(5720, `A batch with id ${id} was sent already`);

  batches.executor ??= deployTestBatchExecutor(state.rpcUrl, state.account);
  const executor = await batches.executor;
  const client = createWalletClient({
    account: state.account,
    chain: localChain,
    transport: http(state.rpcUrl),
  });
  // Signed only while the account does not point at the executor yet: `executor: 'self'`, as the
  // account sends the authorization itself, so its nonce is the transaction's plus one.
  const authorizationList = (await delegatedTo(state, executor.address))
    ? undefined
    : [await client.signAuthorization({ contractAddress: executor.address, executor: 'self' })];
  const hash = await client.sendTransaction({
    to: state.account.address,
    data: encodeFunctionData({ abi: executor.abi, functionName: 'execute', args: [calls] }),
    value: calls.reduce((sum, call) => sum + call.value, 0n),
    authorizationList,
  });
  batches.sent.set(id, { chainId: localChain.id, hash });
  return { result: { id } };
}

type RpcReceipt = {
  logs: unknown[];
  status: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  transactionHash: Hex;
};

/**
 * wallet_getCallsStatus: 100 while the transaction is not mined, then 200 (every call ran) or 500
 * (the batch reverted: none ran), with the one receipt; 5730 for an id it never sent.
 */
export async function getCallsStatus(
  state: WalletState,
  batches: BatchState,
  params: unknown[],
): Promise<Reply> {
  const id = params[0];
  const batch = typeof id === 'string' ? batches.sent.get(id) : undefined;
  if (!batch) return fail(5730, 'Unknown bundle id');
  const { result } = await forward(state.rpcUrl, 'eth_getTransactionReceipt', [batch.hash]);
  const receipt = result as RpcReceipt | null;
  const common = { version: '2.0.0', id, chainId: numberToHex(batch.chainId), atomic: true };
  if (!receipt) return { result: { ...common, status: 100 } };
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt;
  return {
    result: {
      ...common,
      status: status === '0x1' ? 200 : 500,
      receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
    },
  };
}
