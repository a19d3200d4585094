import { LegalDocumentPage } from '@/components/content/legal-document';
import { risks } from '@/content/legal/risks';

export default function RisksRoute() {
  return <LegalDocumentPage document={risks} />;
}
