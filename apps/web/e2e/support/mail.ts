import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';
import { e2ePorts } from './ports';

// Reading the e2e mail catcher (mail-catcher.ts) from tests: the mails an address received, and
// the links in them, as the person at that address would follow them.

const mailbox = `http://127.0.0.1:${e2ePorts.mailbox}`;

/** Every mail `address` has received so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}.`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for the next mail to `address` whose subject matches (the API's outbox worker sends
 * every few seconds), skipping the first `after` mails it had already received.
 */
export async function waitForMail(
  address: string,
  { subject, after = 0 }: { subject?: RegExp; after?: number } = {},
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))
          .slice(after)
          .find((mail) => !subject || subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [250, 500, 1000], message: `a mail to ${address}` },
    )
    .toBe(true);
  return found!;
}

/** The site path (with its query) of the first link in `mail` to `pathname` on the site. */
export function linkIn(mail: CaughtMail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link to ${pathname} in "${mail.subject}":\n${mail.text}`);
}
