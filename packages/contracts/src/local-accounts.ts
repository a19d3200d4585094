import type { Address, Hex } from 'viem';

/** Chain id of the local anvil chain. */
export const LOCAL_CHAIN_ID = 31337;

/** Roles of anvil's default dev accounts on the local chain (see config/31337.json). */
export const localDevAccounts = {
  /** Account 0: deployer and owner. */
  owner: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  /** Accounts 1 and 2 are on partners/31337.json. */
  partners: [
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  ],
  /** Account 3 is not a partner: the partners sale must refuse it. */
  nonPartner: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  /** Account 4 holds nothing special; handy as a referrer. */
  referrer: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  fundWallet: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  communityWallet: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  ecosystemWallet: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  listingWallet: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  marketingWallet: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  foundersWallets: [
    '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
    '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
    '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  ],
} as const satisfies Record<string, Address | readonly Address[]>;

/**
 * Private keys of anvil accounts 0-4 (owner, partners, non-partner, referrer). They are anvil's
 * public, well-known defaults, for signing in local browser tests only; never fund them elsewhere.
 */
export const localDevPrivateKeys = {
  owner: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  partner1: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  partner2: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  nonPartner: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  referrer: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
} as const satisfies Record<string, Hex>;
