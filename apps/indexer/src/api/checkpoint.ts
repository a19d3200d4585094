import type { IndexedBlock } from '@eco/shared';

// Ponder's checkpoint string (0.16 and 0.17; pinned exactly, see package.json): block timestamp (10 digits),
// chain id (16), block number (16), then the position inside the block. Its own /status decodes
// it the same way; the read API reads it so each answer says how far the history goes.
const TIMESTAMP_DIGITS = 10;
const CHAIN_ID_DIGITS = 16;
const BLOCK_NUMBER_DIGITS = 16;

export function decodeIndexedBlock(checkpoint: string): IndexedBlock {
  const start = TIMESTAMP_DIGITS + CHAIN_ID_DIGITS;
  return {
    number: Number(checkpoint.slice(start, start + BLOCK_NUMBER_DIGITS)),
    timestamp: Number(checkpoint.slice(0, TIMESTAMP_DIGITS)),
  };
}
