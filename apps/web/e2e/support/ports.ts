/**
 * Fixed loopback ports of the browser-test stack, apart from the ones `npm start` uses
 * (site 5173, API 8787, chain 8545) so tests can run while the product is running.
 */
export const e2ePorts = {
  web: Number(process.env.E2E_PORT ?? 4173),
  api: 18787,
  chain: 18545,
  rpcProxy: 18546,
} as const;
