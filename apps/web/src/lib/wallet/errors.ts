import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Turns wallet and chain errors into messages a visitor can act on. wagmi and viem name their
 * errors; wallets reject with EIP-1193 codes (4001 = the user said no).
 */
export const walletErrorWords = {
  connectorNotFound: {
    title: msg`Wallet not found`,
    message: msg`That wallet is not available in this browser. Install it or choose another wallet.`,
  },
  connectorAlreadyConnected: {
    title: msg`Already connected`,
    message: msg`This wallet is already connected. Disconnect it first to use another one.`,
  },
  userRejected: {
    title: msg`Request cancelled`,
    message: msg`You declined the request in your wallet. Nothing was sent; you can try again.`,
  },
  switchChain: {
    title: msg`Could not switch network`,
    message: msg`Your wallet did not switch to the required network. Switch it in the wallet and try again.`,
  },
  addChain: {
    title: msg`Could not add network`,
    message: msg`Your wallet did not add the network. Add it in the wallet settings and try again.`,
  },
  chainMismatch: {
    title: msg`Wrong network`,
    message: msg`Your wallet is on another network than the one this action needs. Switch networks and try again.`,
  },
  chainNotConfigured: {
    title: msg`Network not supported`,
    message: msg`This network is not supported by the site. Switch your wallet to a supported network.`,
  },
  insufficientFunds: {
    title: msg`Not enough ETH`,
    message: msg`Your wallet does not hold enough ETH for this amount and the network fee.`,
  },
  unknown: {
    title: msg`Something went wrong`,
    message: msg`The wallet reported an error. Nothing was changed; please try again.`,
  },
} satisfies Record<string, { title: MessageDescriptor; message: MessageDescriptor }>;

export type WalletErrorKind = keyof typeof walletErrorWords;

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

/** The title and message of a kind of wallet error, in the page's language. */
export function walletErrorText(kind: WalletErrorKind): { title: string; message: string } {
  const words = walletErrorWords[kind];
  return { title: i18n._(words.title), message: i18n._(words.message) };
}

/** The title and message to show for a wallet error. */
export function walletErrorMessage(error: unknown): { title: string; message: string } {
  return walletErrorText(walletErrorKind(error));
}
