/**
 * Turns wallet and chain errors into messages a visitor can act on. wagmi and viem name their
 * errors; wallets reject with EIP-1193 codes (4001 = the user said no).
 */
export const walletErrorMessages = {
  connectorNotFound: {
    title: 'Wallet not found',
    message: 'That wallet is not available in this browser. Install it or choose another wallet.',
  },
  connectorAlreadyConnected: {
    title: 'Already connected',
    message: 'This wallet is already connected. Disconnect it first to use another one.',
  },
  userRejected: {
    title: 'Request cancelled',
    message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
  },
  switchChain: {
    title: 'Could not switch network',
    message:
      'Your wallet did not switch to the required network. Switch it in the wallet and try again.',
  },
  addChain: {
    title: 'Could not add network',
    message: 'Your wallet did not add the network. Add it in the wallet settings and try again.',
  },
  chainMismatch: {
    title: 'Wrong network',
    message:
      'Your wallet is on another network than the one this action needs. Switch networks and try again.',
  },
  chainNotConfigured: {
    title: 'Network not supported',
    message:
      'This network is not supported by the site. Switch your wallet to a supported network.',
  },
  insufficientFunds: {
    title: 'Not enough ETH',
    message: 'Your wallet does not hold enough ETH for this amount and the network fee.',
  },
  unknown: {
    title: 'Something went wrong',
    message: 'The wallet reported an error. Nothing was changed; please try again.',
  },
} satisfies Record<string, { title: string; message: string }>;

export type WalletErrorKind = keyof typeof walletErrorMessages;

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
};

function* chain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    yield current;
    current = (current as ErrorLike).cause;
  }
}

/** Each kind's wagmi/viem error name (if it has one) and what its messages say. */
const errorSigns: [Exclude<WalletErrorKind, 'unknown'>, string | null, RegExp][] = [
  ['userRejected', 'UserRejectedRequestError', /User rejected request/i],
  ['connectorNotFound', 'ConnectorNotFoundError', /Connector not found/i],
  ['connectorAlreadyConnected', 'ConnectorAlreadyConnectedError', /Connector already connected/i],
  ['switchChain', 'SwitchChainError', /Error switching chain/i],
  ['addChain', null, /Error adding chain/i],
  ['chainMismatch', 'ChainMismatchError', /Chain mismatch/i],
  ['chainNotConfigured', 'ChainNotConfiguredError', /Chain not configured/i],
  ['insufficientFunds', 'InsufficientFundsError', /insufficient funds|exceeds the balance/i],
];

/** Classifies an error (walking its causes) by wagmi/viem error names, codes and messages. */
export function walletErrorKind(error: unknown): WalletErrorKind {
  for (const e of chain(error)) {
    if (e.code === 4001) return 'userRejected';
    const text = `${typeof e.shortMessage === 'string' ? e.shortMessage : ''} ${typeof e.message === 'string' ? e.message : ''}`;
    const sign = errorSigns.find(([, name, pattern]) => e.name === name || pattern.test(text));
    if (sign) return sign[0];
  }
  return 'unknown';
}

/** The title and message to show for a wallet error. */
export function walletErrorMessage(error: unknown): { title: string; message: string } {
  return walletErrorMessages[walletErrorKind(error)];
}
