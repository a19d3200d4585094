import type { Address, Hex, PublicClient } from 'viem';
import {
  createPublicClient,
  custom,
  hexToBigInt,
  http,
  numberToHex,
  isErc6492Signature,
  parseErc6492Signature,
  size,
  slice,
  verifyMessage,
} from 'viem';
import type { Config } from '../../config/env';
import { ApiError } from '../../lib/errors';

/** secp256k1's group order n; EIP-2 allows only s <= n / 2. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const MAX_S = SECP256K1_N / 2n;

/**
 * Whether a 65-byte (r, s, v) or 64-byte EIP-2098 (r, yParityAndS) ECDSA signature has a high s.
 * For (r, s) there is a second valid signature (r, n - s) of the same message; ecrecover takes
 * both, wallets only make the low one. Other lengths are contract wallets' own formats.
 */
function isHighS(signature: Hex): boolean {
  const length = size(signature);
  if (length !== 65 && length !== 64) return false;
  let s = hexToBigInt(slice(signature, 32, 64));
  if (length === 64) s &= (1n << 255n) - 1n;
  return s > MAX_S;
}

/** Refuses a high-s signature, also inside an ERC-6492 wrapper. */
export function refuseHighS(signature: Hex) {
  let inner: Hex | undefined;
  try {
    inner = isErc6492Signature(signature) ? parseErc6492Signature(signature).signature : undefined;
  } catch {
    inner = undefined;
  }
  if (isHighS(signature) || (inner !== undefined && isHighS(inner))) {
    throw new ApiError(
      401,
      'siwe_high_s',
      'This signature is in a form Ethereum no longer accepts (its s value is above half the curve order, see EIP-2). Sign in again; your wallet will sign in the standard form.',
    );
  }
}

/**
 * The most gas one eth_call of a signature check may burn. An ERC-6492 wrapper names a factory
 * and calldata that the check runs, so a stranger chooses the code: without a limit a factory
 * that loops costs the node its whole call gas cap (often the block's 30-60 million) per attempt.
 * The tests' smart wallet needs about 288,000 gas to be deployed by its factory and asked inside
 * the check, and 93,000 once deployed (eth_estimateGas on anvil); two million leaves about seven
 * times that for heavier smart accounts and bounds the rest to a fifteenth of a 30-million block.
 */
export const SIWE_VERIFY_GAS = 2_000_000n;

/**
 * A transport to `url` whose eth_calls carry SIWE_VERIFY_GAS as their gas limit, whatever viem's
 * verification builds (ERC-1271, ERC-6492 with or without a deployed verifier).
 */
function gasCappedTransport(url: string) {
  const upstream = http(url, { timeout: 10_000, retryCount: 0 })({ retryCount: 0 });
  const gas = numberToHex(SIWE_VERIFY_GAS);
  return custom(
    {
      request: ({ method, params }: { method: string; params?: unknown }) => {
        if (method === 'eth_call' && Array.isArray(params) && params.length > 0) {
          const [call, ...rest] = params as [Record<string, unknown>, ...unknown[]];
          params = [{ ...call, gas }, ...rest];
        }
        return upstream.request({ method, params });
      },
    },
    { retryCount: 0 },
  );
}

/**
 * Checks that `address` signed `message` (EIP-191). A plain wallet's signature is checked here
 * with no network; anything else is asked of the chain through RPC_URL (when the message is for
 * ECO_CHAIN_ID), where viem calls a deployed contract wallet's ERC-1271 isValidSignature, or
 * deploys an undeployed one inside an eth_call from its ERC-6492 wrapper, each call limited to
 * SIWE_VERIFY_GAS.
 */
export class SiweSignatureVerifier {
  private readonly client: PublicClient | undefined;

  constructor(private readonly config: Pick<Config, 'rpcUrl' | 'ecoChainId'>) {
    this.client = config.rpcUrl
      ? createPublicClient({ transport: gasCappedTransport(config.rpcUrl) })
      : undefined;
  }

  async verify(input: {
    address: Address;
    chainId: number;
    domain: string;
    nonce: string;
    message: string;
    signature: Hex;
    now: Date;
  }): Promise<void> {
    const { address, message, signature } = input;
    const byKey = await verifyMessage({ address, message, signature }).catch(() => false);
    if (byKey) return;

    if (!this.client || input.chainId !== this.config.ecoChainId) {
      throw new ApiError(
        401,
        'siwe_bad_signature',
        this.client
          ? `The signature does not match the wallet address. Smart-contract wallets can sign in on chain ${this.config.ecoChainId} only.`
          : 'The signature does not match the wallet address. Smart-contract wallets cannot sign in here yet.',
      );
    }
    const client = this.client;
    const chainDown = () =>
      new ApiError(
        503,
        'chain_unavailable',
        "The chain could not be reached to check a smart-contract wallet's signature. Try again in a minute.",
      );
    const valid = await client
      .verifySiweMessage({
        address,
        domain: input.domain,
        nonce: input.nonce,
        message,
        signature,
        time: input.now,
      })
      .catch(() => {
        throw chainDown();
      });
    if (!valid) {
      // viem answers false both when the wallet refuses the signature and when the eth_call
      // failed to reach the chain: a refusal is only believed from a chain that answers.
      await client.getChainId().catch(() => {
        throw chainDown();
      });
      throw new ApiError(
        401,
        'siwe_bad_signature',
        'The signature does not match the wallet address.',
      );
    }
  }
}
