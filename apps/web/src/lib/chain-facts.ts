import { msg } from '@lingui/core/runtime-macro';
import { tx } from './localized';

// The chains this site can offer, in words: one table, free of the build's settings (no
// config/env), so the content modules can use it where the launch gate and the prerender run
// them outside Vite. lib/chain-names.ts adds what depends on the chains this build offers.

// For the translators (each network's message carries it as a comment): a network's words are put
// into sentences after a preposition, so a language whose articles change with the case writes
// them without one (German "Sepolia (Testnetz)", not "das Sepolia-Testnetz").

/** What the site says of a chain it can offer. */
export interface ChainFacts {
  /** The name wallets show (viem's): "Sepolia". */
  name: string;
  /** The chain as a sentence names it, in the page's language: "the Sepolia test network". */
  inSentence: string;
  /** Test money only: its ETH and the ECO bought with it have no value. */
  test: boolean;
  /** Its block explorer, if it has one. */
  explorer?: string;
}

/**
 * The chains this site can offer, the one table of their names. A chain's name stays as wallets
 * show it; its words in a sentence are in the page's language, translated when read (a getter).
 */
export const chainFacts: Record<number, ChainFacts> = {
  1: {
    name: 'Ethereum',
    get inSentence() {
      return tx(
        msg({
          message: 'Ethereum mainnet',
          comment:
            'Put into sentences after on, to, for, of: use a form that reads right after each.',
        }),
      );
    },
    test: false,
    explorer: 'https://etherscan.io',
  },
  5: {
    name: 'Goerli',
    get inSentence() {
      return tx(
        msg({
          message: 'the Goerli test network',
          comment:
            'Put into sentences after on, to, for, of: use a form that reads right after each.',
        }),
      );
    },
    test: true,
    explorer: 'https://goerli.etherscan.io',
  },
  11155111: {
    name: 'Sepolia',
    get inSentence() {
      return tx(
        msg({
          message: 'the Sepolia test network',
          comment:
            'Put into sentences after on, to, for, of: use a form that reads right after each.',
        }),
      );
    },
    test: true,
    explorer: 'https://sepolia.etherscan.io',
  },
  // The local chain (anvil) has no explorer.
  31337: {
    name: 'Anvil',
    get inSentence() {
      return tx(
        msg({
          message: 'the local test chain',
          comment:
            'Put into sentences after on, to, for, of: use a form that reads right after each.',
        }),
      );
    },
    test: true,
  },
};

/**
 * A chain as a sentence names it ("the Sepolia test network"), whether or not this build offers
 * it (a published white paper names every chain it is on), or "chain 5" for one not in the table,
 * in the page's language.
 */
export const networkName = (chainId: number): string =>
  chainFacts[chainId]?.inSentence ?? tx(msg`chain ${{ chainId }}`);
