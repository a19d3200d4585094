import { t } from '@lingui/core/macro';
import { site } from '@/content/site';

// MiCA Art. 7(1)'s notice in the page's language, written once for the site: the notice on every
// promoting page (./marketing-notice-content.tsx) and the mail a visitor sends from a receipt
// (features/receipts). The English is @eco/shared/marketing-notice's, which the API's mails write
// too; ./marketing-notice.test.tsx holds the two equal, and the API's tests hold its translations
// equal to these.

/** The statement Art. 7(1) requires, word for word, in the page's language. */
export const marketingStatement = () =>
  t`This crypto-asset marketing communication has not been reviewed or approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset marketing communication.`;

/**
 * The notice as plain text, in the page's language: the statement, where the white paper is, and
 * the offeror's phone and email, one line each (a mail's body).
 */
export function marketingNoticeLines(whitePaperUrl: string): string {
  const { phone, email } = site.contact;
  return [
    marketingStatement(),
    t`A crypto-asset white paper has been published for this offer: ${whitePaperUrl}`,
    t`Contact the offeror: ${phone} or ${email}`,
  ].join('\n');
}
