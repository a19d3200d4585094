// Moves the local chain's clock on and mines a block, as waiting would: the way to get past the
// owner timelock's delay (300 s locally) when trying the owner console.
// Usage: npm run advance-time -w packages/contracts -- [seconds=300] (RPC: $RPC_URL or :8545)
import { createPublicClient, createTestClient, http } from 'viem';
import { defineLocalChain } from '../src/chains';

const seconds = Number(process.argv[2] ?? 300);
const rpcUrl = process.env.RPC_URL ?? `http://127.0.0.1:${process.env.ANVIL_PORT ?? 8545}`;

async function main(): Promise<void> {
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new Error(`seconds must be a positive whole number, not ${process.argv[2]}`);
  }
  const chain = defineLocalChain(rpcUrl);
  if ((await createPublicClient({ chain, transport: http(rpcUrl) }).getChainId()) !== 31337) {
    throw new Error(`${rpcUrl} is not the local chain (31337): its clock is not ours to move`);
  }
  const client = createTestClient({
    chain,
    transport: http(rpcUrl),
    mode: 'anvil',
  });
  await client.increaseTime({ seconds });
  await client.mine({ blocks: 1 });
  console.info(`The local chain's clock moved ${seconds} s on.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
