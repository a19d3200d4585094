import { parseSignature, type Hex } from 'viem';

/** EIP-2612's Permit, the typed data a USDC permit signs (Circle's USDC and LocalUsdc alike). */
export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** A permit as ECO's `buyWithUsdcPermit` takes it (its PermitSignature). */
export type UsdcPermit = { value: bigint; deadline: bigint; v: number; r: Hex; s: Hex };

/** A signed permit of `value` until `deadline`, split as the contract takes it (v is 27 or 28). */
export function usdcPermit(value: bigint, deadline: bigint, signature: Hex): UsdcPermit {
  const { r, s, v, yParity } = parseSignature(signature);
  return { value, deadline, v: Number(v ?? BigInt(yParity + 27)), r, s };
}
