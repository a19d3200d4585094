import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

const require = createRequire(import.meta.url);

interface BuildArtifact {
  abi: Abi;
  bytecode: string;
}

function load(path: string): { abi: Abi; bytecode: Hex } {
  const artifact = require(path) as BuildArtifact;
  const hex = artifact.bytecode.startsWith('0x') ? artifact.bytecode : `0x${artifact.bytecode}`;
  return { abi: artifact.abi, bytecode: hex as Hex };
}

/** Uniswap V2 as published on npm: the router's pair init-code hash matches this pair bytecode. */
export const uniswap = {
  factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
  router: load('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  weth: load('@uniswap/v2-periphery/build/WETH9.json'),
};
