import { LegalDocumentPage } from '@/components/content/legal-document';
import { privacy } from '@/content/legal/privacy';

export default function PrivacyRoute() {
  return <LegalDocumentPage document={privacy} />;
}
