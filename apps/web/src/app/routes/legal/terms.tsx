import { LegalDocumentPage } from '@/components/content/legal-document';
import { terms } from '@/content/legal/terms';

export default function TermsRoute() {
  return <LegalDocumentPage document={terms} />;
}
