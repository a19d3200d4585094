import { describe, expect, it } from 'vitest';
import { MARKETING_NOTICE, marketingNoticeText } from './marketing-notice';
import { offerorContact } from './offeror-contact';

describe('the Art. 7 marketing notice', () => {
  it('is the regulation’s sentence, word for word', () => {
    expect(MARKETING_NOTICE).toBe(
      'This crypto-asset marketing communication has not been reviewed or approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset marketing communication.',
    );
  });

  it('as text, is the statement, the white paper’s address and the offeror’s phone and email', () => {
    expect(marketingNoticeText('https://eco.example/white-paper')).toBe(
      `${MARKETING_NOTICE}\nA crypto-asset white paper has been published for this offer: https://eco.example/white-paper\nContact the offeror: ${offerorContact.phone} or ${offerorContact.email}`,
    );
  });
});
