import { hexToBytes, keccak256, toHex, type Hex } from 'viem';

/**
 * What the repository's build says a contract's runtime code is, reduced to what can be compared
 * with the code at an address: its length, where solc puts immutable values (filled in at
 * deployment, so they are not compared), the hash of the rest without the metadata trailer, and
 * that trailer (the CBOR solc appends: the IPFS hash of the sources and settings, and the
 * compiler version).
 */
export interface CodeFingerprint {
  contractName: string;
  sourceName: string;
  /** Runtime code length in bytes. */
  length: number;
  immutables: readonly { start: number; length: number }[];
  /** keccak-256 of the runtime code with immutables and the metadata trailer zeroed. */
  codeHash: Hex;
  /** The metadata trailer, its 2-byte length included. */
  metadata: Hex;
}

/** The outcome of comparing the code at an address with a fingerprint. */
export type CodeCheck =
  | {
      /** The code and its metadata are the build's: same sources, compiler and settings. */
      status: 'match';
    }
  | {
      /**
       * The executable code is the build's but the metadata differs: the sources differ only in
       * what does not compile to code (comments, file names), or another compiler build wrote it.
       */
      status: 'code-match';
    }
  | { status: 'mismatch'; reason: string }
  | { status: 'no-code' };

/** Length in bytes of the metadata trailer at the end of `code` (0 when it has none). */
export function metadataLength(code: Uint8Array): number {
  if (code.length < 2) return 0;
  const cbor = (code[code.length - 2]! << 8) | code[code.length - 1]!;
  // solc's trailer is a CBOR map (major type 5, 0xa0..0xbf) followed by its 2-byte length.
  const total = cbor + 2;
  if (cbor === 0 || total > code.length) return 0;
  const first = code[code.length - total]!;
  return first >= 0xa0 && first <= 0xbf ? total : 0;
}

/** `code` with the immutables' bytes and the metadata trailer zeroed. */
export function maskedCode(
  code: Uint8Array,
  immutables: readonly { start: number; length: number }[],
): Uint8Array {
  const masked = code.slice();
  for (const { start, length } of immutables) masked.fill(0, start, start + length);
  const trailer = metadataLength(code);
  masked.fill(0, code.length - trailer);
  return masked;
}

/** The fingerprint of runtime code as the build wrote it. */
export function fingerprint(
  contract: { contractName: string; sourceName: string },
  runtime: Hex,
  immutables: readonly { start: number; length: number }[],
): CodeFingerprint {
  const code = hexToBytes(runtime);
  const trailer = metadataLength(code);
  return {
    contractName: contract.contractName,
    sourceName: contract.sourceName,
    length: code.length,
    immutables,
    codeHash: keccak256(maskedCode(code, immutables)),
    metadata: toHex(code.slice(code.length - trailer)),
  };
}

/** Compares the code at an address (`eth_getCode`) with what the build says it should be. */
export function checkCode(onChain: Hex | undefined, expected: CodeFingerprint): CodeCheck {
  if (!onChain || onChain === '0x') return { status: 'no-code' };
  const code = hexToBytes(onChain);
  if (code.length !== expected.length) {
    return {
      status: 'mismatch',
      reason: `The code is ${code.length} bytes long; the build's is ${expected.length}.`,
    };
  }
  if (keccak256(maskedCode(code, expected.immutables)) !== expected.codeHash) {
    return { status: 'mismatch', reason: "The code differs from the build's." };
  }
  const trailer = metadataLength(code);
  return toHex(code.slice(code.length - trailer)) === expected.metadata
    ? { status: 'match' }
    : { status: 'code-match' };
}
