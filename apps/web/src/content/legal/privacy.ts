import { msg } from '@lingui/core/runtime-macro';
import { PROOF_FRESH_MINUTES } from '@eco/shared/limits';
import { localized, tx } from '../../lib/localized';
import { company } from '../company';
import type { LegalDocument } from '../schemas';
import { site } from '../site';

// Written from what the code does: the API's tables (apps/api/src/db/schema.ts), its logger and
// rate limits, and every key the site writes in the browser. legal.test.ts reads the source, so a
// new table or storage key fails the tests until this notice explains it.

/** The section listing the browser storage keys (each item's term is one key). */
export const browserStorageSectionId = 'browser-storage';
/** The section listing the cookies (each item's term is one cookie name). */
export const cookiesSectionId = 'cookies';

/** The privacy notice, in the page's language. */
export const privacy = localized((): LegalDocument => ({
  id: 'privacy',
  title: tx(msg`Privacy notice`),
  summary: tx(
    msg`What this site and its API store about you, who can see it, how long it is kept, and how to ask for a copy or for deletion.`,
  ),
  updated: '2026-11-30',
  sections: [
    {
      id: 'in-short',
      title: tx(msg`In short`),
      paragraphs: [
        tx(
          msg`This notice is written from what the site's code does. The site has no advertising, analytics or tracking scripts, and loads no scripts or fonts from other companies' servers.`,
        ),
        tx(
          msg`Apart from its request log and its rate limit counts, the API stores something about you only when you create an account, sign in, send us a message or a question, or ask to be told when a sale stage opens, or when the team lists your wallet address as a partner. In your browser the site keeps the few items listed below.`,
        ),
      ],
    },
    {
      id: 'responsible',
      title: tx(msg`Who is responsible`),
      paragraphs: [
        tx(
          msg`${{ legalName: company.legalName }}, ${{ registeredAddress: company.registeredAddress.join(', ') }}, is responsible for the personal data described here.`,
        ),
      ],
      provenance: company.provenance,
    },
    {
      id: 'account',
      title: tx(msg`Your account`),
      paragraphs: [
        tx(
          msg`When you sign up, the API stores your name, your email address (in lower case) and a hash of your password made with argon2id; your password itself is never stored. It also stores when the account was created, a referral code made for you, the account that referred you, if you signed up through a referral link, and the language of the site’s pages you signed up or last asked for a mail from (English, Deutsch, Español, Français or العربية), so that the mails about your account are written in it.`,
        ),
        tx(
          msg`The account is not used until you follow the link we mail to your address; the API then stores when the address was confirmed. A team address gives access to the team’s pages only once it is confirmed.`,
        ),
        tx(
          msg`When you sign in with a wallet, the API stores its address with your account. An account created by signing in with a wallet has no email address, and its name is made from the wallet address.`,
        ),
        tx(
          msg`Anyone who has your referral code can ask the API for the wallet address linked to your account, so that purchases made through your link credit you. Share your code only if you are content for that address to be known.`,
        ),
      ],
    },
    {
      id: 'sessions',
      title: tx(msg`Sessions`),
      paragraphs: [
        tx(
          msg`When you sign in, the API starts a session that lasts 30 days. It stores a SHA-256 hash of the session id (not the id itself), a second random id that your account page uses to name the session, your account, when the session started, when it was last used (updated at most once a minute) and when it ends, and the IP address and the browser’s User-Agent header (its first 300 characters) it was started from, so that you can recognise it on your account page.`,
        ),
        tx(
          msg`Each session also stores when you last proved on it that it is you (by signing in, by entering your password, or by signing a new message with your linked wallet) and the IP address that proof came from. Changing your email address, setting a first password, linking or unlinking a wallet and deleting your account need such a proof from the last ${{ minutes: PROOF_FRESH_MINUTES }} minutes, from the same IP address, so that someone who has copied your session cookie cannot make these changes.`,
        ),
        tx(
          msg`Logging out deletes the session. On your account page you can end any of your sessions, or all of them ("Sign out everywhere"); changing your password ends all the others, and setting a new one from a reset link ends all of them. Signing in deletes the session the browser had before and your sessions that have already ended. Other ended sessions stay in the database until then.`,
        ),
      ],
    },
    {
      id: 'account-history',
      title: tx(msg`Your account’s history`),
      paragraphs: [
        tx(
          msg`So that you can see a change you did not make, the API keeps a history of the changes to how your account signs in and where its mail goes: when the account asked to move to another email address and when the new address was confirmed (with the new address’s domain, such as example.com, not the whole address), when a password was set, changed or reset, when a wallet was linked or unlinked (with the wallet’s address), when you signed out everywhere, and when you confirmed that it was you (with whether by password or by wallet). Each entry has its time and the IP address the request came from; none holds a password, a link or a code.`,
        ),
        tx(
          msg`Your account page shows the 20 newest entries, and your data download has all of them. Each entry is deleted a year after it was made, and all of them when the account is deleted.`,
        ),
      ],
    },
    {
      id: 'sale-acceptances',
      title: tx(msg`What you accepted before buying, and your country`),
      paragraphs: [
        tx(
          msg`Before your first purchase the Buy ECO dialog asks for your country of residence and for your acceptance of the terms of the sale, the risk disclosure and the white paper. If you are signed in, the API stores with your account the versions of those three texts you accepted, the country you declared, the wallet address you were buying with, the network and the time. It keeps a new entry each time you accept again after a text changed, so that we can show what you accepted and when.`,
        ),
        tx(
          msg`The country is your own statement: the site does not check it, and it is used only to decide whether ECO is offered to you. Your data download lists every entry; they are kept until the account is deleted, and deleted with it.`,
        ),
      ],
    },
    {
      id: cookiesSectionId,
      title: tx(msg`Cookies`),
      paragraphs: [
        tx(
          msg`The API sets these cookies, and only when you sign in or start signing in with a wallet. Each holds a random value, your browser sends it only to this site, and scripts cannot read it (HttpOnly, SameSite=Lax).`,
        ),
      ],
      codeTerms: true,
      items: [
        {
          term: 'eco_session',
          text: tx(
            msg`The session id, for 30 days. Removed when you log out, or when you sign out everywhere or delete your account from this browser.`,
          ),
        },
        {
          term: 'eco_siwe',
          text: tx(
            msg`Set when the site asks the API for a code for your wallet to sign, for 10 minutes, so the code is accepted only from the browser it was given to.`,
          ),
        },
        {
          term: 'eco_device',
          text: tx(
            msg`Marks a browser that signed in to your account with a password before, for a year after its last sign-in (sent only with sign-in requests). While someone else’s failed attempts hold back sign-ins to your account, this browser can still sign in. Removed when you sign out everywhere or delete your account from this browser.`,
          ),
        },
      ],
    },
    {
      id: 'wallet-sign-in',
      title: tx(msg`Signing in with a wallet`),
      paragraphs: [
        tx(
          msg`To sign in with a wallet, the API hands out a random one-time code (a nonce) for your wallet to sign. It stores the code with the time it was issued and the time it expires, 10 minutes later, and nothing that identifies you. A code is deleted when it is used; expired codes are deleted the next time a code is handed out.`,
        ),
      ],
    },
    {
      id: 'email-links',
      title: tx(msg`Links we mail you`),
      paragraphs: [
        tx(
          msg`To confirm an email address (at sign-up, or when you change it) and to set a new password, the API mails you a link with a random code. It stores a SHA-256 hash of the code (not the code), your account, the address it was sent to, what it is for, and when it was made and expires: 24 hours later for a confirmation link, 30 minutes for a password link.`,
        ),
        tx(
          msg`A link works once: its row is deleted when it is used, when a newer link of the same kind is sent, and when the account is deleted; expired rows are deleted from time to time. Setting a new password also deletes the account’s other password links.`,
        ),
        tx(
          msg`The mail itself waits in the outbox until it is sent. The code is stored beside the mail’s text, not in it, only until then: it is erased when the mail goes out, or after the last attempt if it never can. The outbox keeps the sent mail, without the code, for one day and then deletes it (see “Email copies for the team”).`,
        ),
        tx(
          msg`To stop these forms being used to flood someone’s inbox, an address gets at most 5 such mails (confirmation links, password links, notices that someone tried to use the address, and sale alert confirmations) in any 60 minutes, whoever asks; further requests are dropped without a word. The API counts them from the outbox, so it needs no other record of the address. A mail to an address that has not been confirmed carries no text chosen by the person who typed the address (not even the name they gave).`,
        ),
      ],
    },
    {
      id: 'known-browsers',
      title: tx(msg`Browsers that signed in before`),
      paragraphs: [
        tx(
          msg`When you sign in with your password, the API remembers the browser (the eco_device cookie below): it stores a SHA-256 hash of the cookie’s value, your account, and when the browser first and last signed in. It is used only to let that browser sign in while your account is under attack.`,
        ),
        tx(
          msg`These rows are deleted when you sign out everywhere or delete your account. A browser that has not signed in for a year is no longer used, and its row is deleted the next time the account signs in from a new browser.`,
        ),
      ],
    },
    {
      id: 'messages',
      title: tx(msg`Messages and questions you send`),
      paragraphs: [
        tx(
          msg`The contact form stores your name, your email address, the subject and your message; the FAQ form stores your name, your email address and your question. Each is stored with the time you sent it.`,
        ),
        tx(
          msg`The team reads them in its inbox, can search them and export them as a spreadsheet file (CSV), and marks each one handled, which stores when and by whom (the team member’s email or wallet address).`,
        ),
      ],
    },
    {
      id: 'team-email',
      title: tx(msg`Email copies for the team`),
      paragraphs: [
        tx(
          msg`When the API is set up to send email, each message and question is also written to an outbox and emailed to the team: the email holds your name, your email address (as the address to reply to), the subject and your text. The outbox keeps each email, with the number of attempts and the last error, for one day after it is sent and then deletes it; an email that could not be sent is deleted a week after it was queued. The same holds for every email the API sends (links, notices, sale alerts). The copy in the team’s mailbox stays there.`,
        ),
      ],
    },
    {
      id: 'sale-alerts',
      title: tx(msg`Sale alerts`),
      paragraphs: [
        tx(
          msg`When you ask to be told when a sale stage opens, the API stores your email address (in lower case), the chain and the stage, when you asked, and the language of the page you asked from, which its mails are written in. It mails you a link to confirm; until you follow it, you get nothing more, and an alert nobody confirms within 24 hours is deleted. It then stores when you confirmed, and, once the stage has opened, when it mailed you the one notice.`,
        ),
        tx(
          msg`Each of these mails carries links with random codes, to confirm and to unsubscribe; the API stores a SHA-256 hash of each code (not the code), the alert it belongs to, what it is for, when it was made and, for a confirmation link, when it expires, 24 hours later. Unsubscribing, from the page the link opens or with your mail program’s unsubscribe button, deletes the alert and its links at once. An alert whose notice was sent is deleted with its links 30 days later. The mails themselves are kept in the outbox like the others: one day after they are sent, without their codes.`,
        ),
      ],
    },
    {
      id: 'partner-lists',
      title: tx(msg`Partner lists`),
      paragraphs: [
        tx(
          msg`When the team publishes the list of wallet addresses that may buy in the Partners stage, the API stores the whole list, who published it (an email or wallet address) and when. Every published list is kept.`,
        ),
      ],
    },
    {
      id: 'request-log',
      title: tx(msg`Request log`),
      paragraphs: [
        tx(
          msg`The API writes a line to its log for each request: the time, the method and the address requested (which can contain a referral code or a wallet address), your IP address and port, the status of the answer and how long it took. How long the log is kept depends on the server the API runs on.`,
        ),
      ],
    },
    {
      id: 'rate-limits',
      title: tx(msg`Rate limits and failed sign-ins`),
      paragraphs: [
        tx(
          msg`To slow down spam and password guessing, the API counts requests in its database, so that every copy of the API shares the counts: per IP address (sign-ups, messages, links asked for), per email address (links asked for) and per account (password confirmations, address changes, acceptances recorded before buying). Each count is stored under a key made of what it counts (such as the IP address or the email address) with the time its window ends; windows last from one minute to one hour, and ended windows are deleted from time to time.`,
        ),
        tx(
          msg`Failed sign-ins are counted per email address typed and IP address (or per known browser), and per email address for all other browsers, with when the count started and until when sign-ins are held back. A count starts again after a successful sign-in from that address, when the password is set from a reset link, or when the account is deleted, and is deleted from time to time once its 24-hour window (15 minutes for the per-address count) and any hold are over.`,
        ),
      ],
    },
    {
      id: 'blockchain',
      title: tx(msg`What is public on the blockchain`),
      paragraphs: [
        tx(
          msg`Purchases, referral rewards, donations and transfers of ECO are recorded on a public blockchain with the wallet addresses and amounts involved. Anyone can read them, forever, and nobody, including us, can delete them. The team’s pages read the purchase records to count referrals and to show a leaderboard of referrers’ wallet addresses.`,
        ),
        tx(
          msg`The figures every visitor shares (the sale’s stages, prices and sales, the supply, the ETH/USD price) are read from the blockchain by our server, which keeps the latest reading, one per network, in its database, so that pages ask our server instead of a node. It holds no personal data and nothing about who asked.`,
        ),
        tx(
          msg`To read the blockchain and send transactions, your browser talks to Ethereum node services (RPC providers) set in the site’s configuration and, if you choose it, to WalletConnect. They see your IP address and the wallet addresses the site asks about, and have their own privacy terms, as does your wallet app.`,
        ),
      ],
    },
    {
      id: browserStorageSectionId,
      title: tx(msg`What the site stores in your browser`),
      paragraphs: [
        tx(
          msg`The site keeps these items in your browser’s local storage, and scroll positions and whether the tab has opened the site in its session storage. They stay in your browser: only the referral code is sent to the API, with your sign-up and to look up the referrer when you buy, and, while you are signed in, what you accept before buying. You can delete all of them by clearing this site’s data in your browser.`,
        ),
        tx(
          msg`If the site offers WalletConnect and you choose it, WalletConnect’s code stores its own connection data in your browser as well.`,
        ),
      ],
      codeTerms: true,
      items: [
        {
          term: 'AFFILIATE_TOKEN',
          text: tx(
            msg`The referral code (or the referrer’s wallet address) from a referral link, so that your sign-up and your purchases credit the person who referred you. Kept until you clear it; another referral link replaces it.`,
          ),
        },
        {
          term: 'ECO_LOCALE',
          text: tx(
            msg`The language you chose in the language menu, so that when you come back to the site from elsewhere (a bookmark, a search result) its pages open in that language. Replaced when you choose another.`,
          ),
        },
        {
          term: 'ECO_QUERY_CACHE',
          text: tx(
            msg`A copy of what the site last read, so pages can show it at once: figures from the blockchain (with a connected wallet, also its ECO purchases and its partner proof) and the API’s public answers. Account data is never written to it. A copy older than 24 hours is thrown away.`,
          ),
        },
        {
          term: 'ECO_SIGNED_IN',
          text: tx(
            msg`Set while this browser is signed in, so the site asks the API who you are only when you have signed in. It holds no session or account data. Removed when you log out, or when the site finds that your session has ended.`,
          ),
        },
        {
          term: 'ECO_THEME',
          text: tx(
            msg`The colour theme you chose (light or dark) when it differs from your device’s setting; without it the site follows your device. Removed when you choose your device’s theme again.`,
          ),
        },
        {
          term: 'ECO_WALLET_CONNECTED',
          text: tx(
            msg`Set while a wallet is connected, so your next visit reconnects it. Removed when you disconnect.`,
          ),
        },
        {
          term: 'ECO_TRANSACTIONS',
          text: tx(
            msg`The transactions you sent from this browser through the site (purchases, donations, owner changes) and a note when you asked your wallet to list ECO: for each, its hash, network, your address, what it was for and where it stands, so a pending one is still watched after a reload and the wallet menu can list your recent activity. Kept until you clear it in the wallet menu (pending ones stay until they are final); at most 20 finished ones per address and network. Never sent to us.`,
          ),
        },
        {
          term: 'ECO_SALE_TERMS_ACCEPTED',
          text: tx(
            msg`What you accepted in the Buy ECO dialog: the versions of the terms of the sale, the risk disclosure and the white paper, the country of residence you declared and when, so that it asks again only when one of the texts, or the countries ECO is offered in, changes. Sent to the API only while you are signed in (see above).`,
          ),
        },
        {
          term: 'wagmi.*',
          text: tx(
            msg`Kept by wagmi, the wallet library the site uses, once you use a wallet feature: the connected wallet’s addresses, its network and wallet app (wagmi.store), the wallet app used last (wagmi.recentConnectorId), and whether a browser wallet is connected or was disconnected (wagmi.injected.connected and wagmi.<wallet>.disconnected).`,
          ),
        },
        {
          term: 'ECO_VISITED',
          text: tx(
            msg`That this tab has already opened a page of the site, so that a link you follow inside the site keeps the language it leads to and only a visit from elsewhere opens in the language you chose. In session storage: deleted when you close the tab.`,
          ),
        },
        {
          term: 'eco.scroll',
          text: tx(
            msg`How far down you had scrolled on each page you opened in this tab, so Back and Forward return you there. In session storage: deleted when you close the tab.`,
          ),
        },
      ],
    },
    {
      id: 'who-sees',
      title: tx(msg`Who can see your data`),
      paragraphs: [
        tx(
          msg`The team sees accounts, messages and questions through its inbox, which opens only for team accounts: those whose email address is on the team’s list or whose wallet owns the ECO contract. The API’s code sends your data nowhere else; the only copies that leave it are the team emails described above.`,
        ),
      ],
    },
    {
      id: 'retention',
      title: tx(msg`How long it is kept`),
      paragraphs: [
        tx(
          msg`The API deletes data by itself only as described above: sessions at logout, at a later sign-in or when you end them; sign-in codes once used or expired; mailed links once used, replaced or expired; rate and sign-in counts after their windows; known browsers when you sign out everywhere; sale alerts when you unsubscribe, 24 hours after they were asked for if nobody confirms them, and 30 days after their notice; your account’s history a year after each entry was made; outbox emails one day after they are sent, or a week after they were queued if they could not be sent. Accounts are kept until you delete yours or ask us to; messages, questions and partner lists are kept until they are deleted by hand, for example when you ask.`,
        ),
      ],
    },
    {
      id: 'deletion',
      title: tx(msg`How to ask for a copy or for deletion`),
      paragraphs: [
        tx(
          msg`On your account page you can download everything the API stores about your account as a JSON file (your details, sessions, known browsers, your account’s history, what you accepted before buying and the country you declared, the number of sign-ups you referred, the messages and questions sent with your address, and the emails sent to it, with the links in them removed), correct your name and address, and delete your account.`,
        ),
        tx(
          msg`Deleting your account deletes your name, email address, password hash, linked wallet address, referral code, sessions, mailed links, known browsers, your account’s history, what you accepted before buying with your declared country, failed sign-in counts and the emails queued to your address, and signs you out everywhere. One email is then queued to your confirmed address to say the account was deleted (so you learn of it if it was not you); the outbox deletes it a day after it is sent. Accounts you referred stay, without the link to yours. Messages and questions you already sent through the contact and FAQ forms are kept for the team to answer: they were never linked to your account.`,
        ),
        tx(
          msg`Write to ${{ email: site.contact.email }} from the email address of your account and say what you want: a copy of the data we hold about you, a correction, or its deletion, including your messages and questions and the emails made from them. For an account without an email address, give its wallet address; we may ask you to sign a message with that wallet to show that it is yours. What is on the blockchain cannot be deleted by anyone.`,
        ),
      ],
      provenance: site.contact.provenance,
    },
    {
      id: 'rights',
      title: tx(msg`Your rights`),
      paragraphs: [
        tx(
          msg`To be supplied before launch: the legal basis for each use of your data, your rights under the data protection law that applies, and the authority you can complain to.`,
        ),
      ],
      provenance: { status: 'sample' },
    },
    {
      id: 'changes',
      title: tx(msg`Changes to this notice`),
      paragraphs: [
        tx(
          msg`This notice changes when what the site stores changes. Each change gets a new "Last updated" date and a new version, shown at the top of the page.`,
        ),
      ],
    },
  ],
}));
