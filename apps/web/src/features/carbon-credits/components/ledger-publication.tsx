import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useChainId } from 'wagmi';
import { DocumentPublication, type VerdictWords } from '@/components/publication-box';
import { carbonCredits } from '@/content/carbon-credits';
import { ledgerHash, ledgerJsonPath } from '@/lib/ledger-hash';

/** What the verdicts say of the ledger, in the page's language (read when the box renders). */
function verdictWords(): VerdictWords {
  return {
    published: (number, at) => {
      const version = String(number);
      return {
        title: t`Ledger version ${version}, published on-chain.`,
        text: (
          <Trans>
            The rows below hash to version {version}, which the team published{at}.
          </Trans>
        ),
      };
    },
    unpublished: {
      title: t`This ledger has not been published on-chain yet.`,
      text: t`No version of the ledger has been recorded on the chain, so nothing proves that the rows below are the ones the team stands behind.`,
    },
    mismatch: (number, at) => {
      const version = String(number);
      return {
        title: t`The ledger shown does not match the last published version (version ${version}).`,
        text: (
          <Trans>
            The rows below were changed after version {version} was published{at}, or differ from
            it.
          </Trans>
        ),
      };
    },
  };
}

/**
 * Whether the ledger on this page is the version last published on-chain: the page hashes the
 * rows it shows and compares the hash with CarbonLedgerRegistry's latest, so an edit to the
 * content file that was not published shows here, loudly.
 */
export default function LedgerPublication() {
  return (
    <DocumentPublication
      document="ledger"
      chainId={useChainId()}
      noun="ledger"
      jsonHref={ledgerJsonPath}
      shownHash={ledgerHash(carbonCredits)}
      words={verdictWords()}
    />
  );
}
