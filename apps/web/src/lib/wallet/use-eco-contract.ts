import { findEcoContract, findEcoDeployment } from '@eco/contracts';
import { useChainId } from 'wagmi';

/**
 * ECO on the chain wagmi is on (the wallet's chain when connected, else the default one), as
 * `{ address, abi }` ready to spread into wagmi calls; undefined where ECO is not deployed.
 */
export function useEcoContract() {
  const chainId = useChainId();
  const contract = findEcoContract(chainId);
  const deployment = findEcoDeployment(chainId);
  return contract && deployment
    ? { contract: { ...contract, chainId }, deployment, chainId }
    : undefined;
}
