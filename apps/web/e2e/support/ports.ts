/**
 * Loopback ports of the browser-test stack, apart from the ones `npm start` uses
 * (site 5173, API 8787, chain 8545) so tests can run while the product is running. `offset` moves
 * them all: E2E_PORT_OFFSET, so two checkouts can run their browser tests at once, plus each part
 * of `npm run e2e` its own (support/parts.ts).
 */
export function e2ePortsAt(offset: number) {
  return {
    web: 4173 + offset,
    api: 18787 + offset,
    chain: 18545 + offset,
    rpcProxy: 18546 + offset,
    /** The indexer's read API (serve-indexer.ts), and the control port tests stop and start it with. */
    indexer: 18569 + offset,
    indexerControl: 18570 + offset,
    /** The mail catcher (mail-catcher.ts): the API's SMTP server, and its inbox over HTTP. */
    smtp: 18525 + offset,
    mailbox: 18526 + offset,
  } as const;
}

/** This run's E2E_PORT_OFFSET (0 when unset): the runner of `npm run e2e` sets each part's. */
export const e2ePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The ports of this run's stack. */
export const e2ePorts = e2ePortsAt(e2ePortOffset);
