/** The networks the site can offer (src/lib/wallet/chains.ts), as a sentence names them. */
export const networkNames: Record<number, { name: string; test: boolean }> = {
  1: { name: 'Ethereum mainnet', test: false },
  5: { name: 'the Goerli test network', test: true },
  11155111: { name: 'the Sepolia test network', test: true },
  31337: { name: 'the local test chain', test: true },
};

/** "a", "a and b", "a, b and c". */
/** A chain's name for a sentence ("Sepolia"), or "chain <id>" for one without a name here. */
export const networkName = (chainId: number): string =>
  networkNames[chainId]?.name ?? `chain ${chainId}`;

export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
