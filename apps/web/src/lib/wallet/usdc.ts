import { t } from '@lingui/core/macro';
import {
  erc20Abi,
  domainSeparator,
  type Address,
  type Client,
  type Hex,
  type TypedDataDomain,
} from 'viem';
import { permitTypes, usdcPermit, type UsdcPermit } from '@eco/contracts/permit';
import { getBlock, getEip712Domain, readContract } from 'viem/actions';
import type { Config } from 'wagmi';
import { getPublicClient, signTypedData } from 'wagmi/actions';

/**
 * The USDC token as the site calls it: ERC-20 (viem's `erc20Abi`) and the EIP-2612 pieces a
 * permit needs. Circle's USDC and the local stand-in (LocalUsdc, OpenZeppelin's ERC20Permit) both
 * have them; no ABI of USDC is generated, as the token is not ours.
 */
export const usdcAbi = [
  ...erc20Abi,
  {
    type: 'function',
    name: 'nonces',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'version',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'DOMAIN_SEPARATOR',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const;

/** How long a permit is valid after the latest block: long enough to read, sign and send. */
export const PERMIT_LIFETIME_SECONDS = 3_600n;

/** The fields ERC-5267's `fields` bitmap says the domain has (name, version, chainId, …, salt). */
function domainFields(domain: TypedDataDomain, fields: number): TypedDataDomain {
  const keys = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const;
  return Object.fromEntries(
    keys.filter((_, bit) => fields & (1 << bit)).map((key) => [key, domain[key]]),
  );
}

/**
 * The token's own EIP-712 domain, never written down here: ERC-5267's `eip712Domain()` where the
 * token has it (LocalUsdc), else its `name()` and `version()` (Circle's USDC). Checked against the
 * token's `DOMAIN_SEPARATOR()`, so a signature made over the wrong domain is never asked for.
 */
async function permitDomain(client: Client, token: Address, chainId: number) {
  const read = <F extends 'name' | 'version' | 'DOMAIN_SEPARATOR'>(functionName: F) =>
    readContract(client, { address: token, abi: usdcAbi, functionName });
  const domain: TypedDataDomain = await getEip712Domain(client, { address: token }).then(
    ({ domain, fields }) => domainFields(domain, Number(fields)),
    async () => ({
      name: await read('name'),
      version: await read('version'),
      chainId,
      verifyingContract: token,
    }),
  );
  const separator: Hex = await read('DOMAIN_SEPARATOR');
  if (domainSeparator({ domain }) !== separator) {
    // Shown to the buyer as the purchase's failure (transaction-words.ts quotes it).
    throw new Error(t`The USDC token at ${token} does not sign permits over the domain it reports`);
  }
  return domain;
}

/**
 * Asks the wallet to sign an EIP-2612 permit: `spender` may take exactly `value` of `owner`'s
 * USDC until an hour after the latest block (the chain's clock, not this computer's).
 */
export async function signUsdcPermit(
  config: Config,
  {
    chainId,
    token,
    owner,
    spender,
    value,
  }: { chainId: number; token: Address; owner: Address; spender: Address; value: bigint },
): Promise<UsdcPermit> {
  // Typed as a bare client: the site's Config type does not name its chains here.
  const client: Client | undefined = getPublicClient(config, { chainId });
  if (!client) throw new Error(`chain ${chainId} is not configured`);
  const [domain, nonce, block] = await Promise.all([
    permitDomain(client, token, chainId),
    readContract(client, { address: token, abi: usdcAbi, functionName: 'nonces', args: [owner] }),
    getBlock(client),
  ]);
  const deadline = block.timestamp + PERMIT_LIFETIME_SECONDS;
  const signature = await signTypedData(config, {
    account: owner,
    domain,
    types: permitTypes,
    primaryType: 'Permit',
    message: { owner, spender, value, nonce, deadline },
  });
  return usdcPermit(value, deadline, signature);
}

const unsupportedCodes = new Set([4200, -32601, -32004]);

/**
 * Whether the wallet answered that it does not have the method (EIP-1193 4200, JSON-RPC -32601
 * or -32004), walking the error's causes: such a wallet cannot sign a permit, and a buyer gets the
 * two-step path instead. A refusal by the user (4001) is not one.
 */
export function isUnsupportedMethodError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'number' && unsupportedCodes.has(code)) return true;
    current = cause;
  }
  return false;
}
