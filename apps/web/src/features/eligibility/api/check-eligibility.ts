import { t } from '@lingui/core/macro';
import { ecoTokenAbi, findEcoContract, MULTICALL3_ADDRESS } from '@eco/contracts';
import { localPartnerGrant } from '@eco/contracts/partners';
import {
  createPublicClient,
  getAddress,
  isAddress,
  parseAbi,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem';
import { normalize } from 'viem/ens';
import { supportedChains, transportFor } from '@/lib/wallet/chains';
import {
  parseStageTerms,
  STAGE_TERMS_CALL_COUNT,
  stageTermsContracts,
} from '@/lib/wallet/money-back-reads';
import { parseSaleStages, saleStageContracts } from '@/lib/wallet/sale-stage-reads';
import {
  eligibilityFor,
  type AddressInput,
  type PartnerStatus,
  type StageEligibility,
} from '../eligibility';
import { getPartnerStatus } from './get-partner-status';

// Loaded when the visitor asks for a check (the page's own chunk carries no viem): resolves what
// was typed to an address, reads every stage for it in one multicall, then tells whether it is a
// partner from the bundled list or the API (partnerStatusFor).

/** Input that cannot be checked (a bad checksum, an ENS name with no address): say why. */
export class EligibilityInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EligibilityInputError';
  }
}

/** What a check found: the address, where and when it was read, and each stage's answer. */
export type EligibilityReport = {
  address: Address;
  /** The ENS name typed, when the address was resolved from one. */
  ensName?: string;
  chainId: number;
  chainName: string;
  /** The number and time (ms) of the block the figures were read at. */
  blockNumber: bigint;
  blockTime: number;
  partner: PartnerStatus;
  stages: StageEligibility[];
};

const multicall3Abi = parseAbi([
  'function getCurrentBlockTimestamp() view returns (uint256)',
  'function getBlockNumber() view returns (uint256)',
]);

/**
 * The one multicall: the partners list's root, the block, and per stage what the contract says
 * of it and what `account` bought there (in ETH or USDC alike: caps count ECO), then each stage's
 * USDC price, minimum raise, and whether it is cancelled or finalized.
 */
export function eligibilityContracts(eco: Address, account: Address) {
  return [
    // The partners list's root: while it is the bundled list's, that list answers without asking
    // the API (whose "not a partner" is a 404 the browser would log), as the Buy dialog does.
    { address: eco, abi: ecoTokenAbi, functionName: 'merkleRootOfPartners' },
    { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getBlockNumber' },
    { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
    ...stageTermsContracts(eco),
    ...saleStageContracts(eco, account),
  ] as const;
}

/** The site's default chain (VITE_CHAINS' first), which the check reads: no wallet tells another. */
export const checkedChain: Chain = supportedChains[0];

/**
 * The address to check: a typed address as is (a mixed-case one must match its checksum, as
 * wallets require), an ENS name resolved on Ethereum mainnet, where ENS lives. Other chains have
 * no ENS of their own, so there a name is refused rather than looked up somewhere else.
 */
export async function resolveAddress(
  input: Exclude<AddressInput, { kind: 'invalid' }>,
  chain: Chain,
  client: Pick<PublicClient, 'getEnsAddress'>,
): Promise<Address> {
  if (input.kind === 'address') {
    if (!isAddress(input.address, { strict: true })) {
      throw new EligibilityInputError(
        t`This address’s capital letters do not match its checksum, so it may have been mistyped. Check that it was copied in full, or paste it in small letters only.`,
      );
    }
    return getAddress(input.address);
  }
  if (chain.id !== 1) {
    const network = chain.name;
    throw new EligibilityInputError(
      t`ENS names resolve on Ethereum mainnet only, and this site checks ${network}. Paste the wallet’s 0x address instead.`,
    );
  }
  const typed = input.name;
  let name: string;
  try {
    name = normalize(typed);
  } catch {
    throw new EligibilityInputError(t`“${typed}” is not a valid ENS name.`);
  }
  const address = await client.getEnsAddress({ name });
  if (!address) {
    throw new EligibilityInputError(t`No address is set for the ENS name “${typed}”.`);
  }
  return address;
}

/**
 * Whether `address` is a partner under the list whose root the contract holds: from the list
 * bundled with the site while the root is its own (no root: nobody is), else from the API.
 */
export async function partnerStatusFor(
  address: Address,
  chainId: number,
  root: Hex,
  signal?: AbortSignal,
): Promise<PartnerStatus> {
  const local = localPartnerGrant(address, chainId, root);
  if (local === null) return { kind: 'not-partner' };
  if (local) return { kind: 'partner', allocation: local.allocation };
  return getPartnerStatus(address, chainId, signal);
}

export type CheckOptions = {
  chain?: Chain;
  client?: Pick<PublicClient, 'getEnsAddress' | 'multicall'>;
  eco?: Address;
  partnerStatus?: typeof getPartnerStatus;
  signal?: AbortSignal;
};

/**
 * Checks `input` stage by stage. Throws EligibilityInputError for input that cannot be checked
 * (before anything about the stages is read), any other error when the chain or the API could
 * not be read.
 */
export async function checkEligibility(
  input: Exclude<AddressInput, { kind: 'invalid' }>,
  options: CheckOptions = {},
): Promise<EligibilityReport> {
  const chain = options.chain ?? checkedChain;
  const eco = options.eco ?? findEcoContract(chain.id)?.address;
  if (!eco) {
    const network = chain.name;
    throw new EligibilityInputError(
      t`The ECO contract is not deployed on ${network} yet, so there is no sale to check.`,
    );
  }
  const client = options.client ?? createPublicClient({ chain, transport: transportFor(chain) });
  const address = await resolveAddress(input, chain, client);
  const [partnersRoot, blockNumber, timestamp, ...stageResults] = await client.multicall({
    contracts: eligibilityContracts(eco, address),
    allowFailure: false,
    // One eth_call for the whole check (about 2 KB of calldata), not chunked at viem's 1 KB.
    batchSize: 0,
  });
  const blockTime = Number(timestamp) * 1000;
  const terms = parseStageTerms(stageResults);
  const stages = parseSaleStages(stageResults.slice(STAGE_TERMS_CALL_COUNT)).map((stage) => ({
    ...stage,
    ...terms[stage.key],
  }));
  const partner = options.partnerStatus
    ? await options.partnerStatus(address, chain.id, options.signal)
    : await partnerStatusFor(address, chain.id, partnersRoot, options.signal);
  return {
    address,
    ensName: input.kind === 'ens' ? input.name : undefined,
    chainId: chain.id,
    chainName: chain.name,
    blockNumber,
    blockTime,
    partner,
    stages: eligibilityFor(stages, partner, blockTime),
  };
}
