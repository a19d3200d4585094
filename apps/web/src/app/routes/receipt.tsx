import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { Head } from '@/components/ui/head';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';
import { QueryProvider } from '@/lib/query-provider';

export default function ReceiptRoute() {
  const { chainId, txHash } = useParams();
  return (
    <QueryProvider>
      {/* A receipt names someone's wallet: shared on purpose, never listed by search engines. */}
      <Head
        title={t`Receipt`}
        description={t`A receipt of an ECO purchase or a donation, read from the blockchain.`}
        noindex
      />
      <ReceiptPage chainId={chainId} txHash={txHash} />
    </QueryProvider>
  );
}
