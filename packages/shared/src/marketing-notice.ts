// MiCA (Regulation (EU) 2023/1114) Art. 7(1): a marketing communication about a crypto-asset
// offered to the public states, clearly and prominently, the sentence below word for word, says
// that a crypto-asset white paper has been published and gives the offeror's website, phone and
// email. The API's sale alert mails write it from here; the site (every page that promotes ECO and
// the receipt's mailed share) words it in the page's language
// (apps/web/src/components/marketing-notice-words.ts), and its tests hold the site's English equal
// to this, so the wording is one.
import { offerorContact } from './offeror-contact';

/** The statement Art. 7(1) requires, exactly. */
export const MARKETING_NOTICE =
  'This crypto-asset marketing communication has not been reviewed or approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset marketing communication.';

/** The words before the white paper's address. */
const WHITE_PAPER_LEAD = 'A crypto-asset white paper has been published for this offer:';

/** The words before the offeror's phone and email. */
const CONTACT_LEAD = 'Contact the offeror:';

/** Art. 7(1)(d)'s line: the white paper is published, and where. */
const whitePaperLine = (whitePaperUrl: string) => `${WHITE_PAPER_LEAD} ${whitePaperUrl}`;

/** Art. 7(1)(d)'s contact line: the offeror's phone and email. */
const offerorContactLine = `${CONTACT_LEAD} ${offerorContact.phone} or ${offerorContact.email}`;

/**
 * The notice as plain text (a mail's body): the statement, where the white paper is, and how to
 * reach the offeror.
 */
export const marketingNoticeText = (whitePaperUrl: string) =>
  `${MARKETING_NOTICE}\n${whitePaperLine(whitePaperUrl)}\n${offerorContactLine}`;
