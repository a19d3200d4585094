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

/** Each table of the API's database and the section of this notice that explains it. */
export const apiTables: Record<string, string> = {
  users: 'account',
  sessions: 'sessions',
  siwe_nonces: 'wallet-sign-in',
  contact_messages: 'messages',
  faq_questions: 'messages',
  mail_outbox: 'team-email',
  partner_lists: 'partner-lists',
};

export const privacy: LegalDocument = {
  id: 'privacy',
  title: 'Privacy notice',
  summary:
    'What this site and its API store about you, who can see it, how long it is kept, and how to ask for a copy or for deletion.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'in-short',
      title: 'In short',
      paragraphs: [
        "This notice is written from what the site's code does. The site has no advertising, analytics or tracking scripts, and loads no scripts or fonts from other companies' servers.",
        'Apart from its request log, the API stores something about you only when you create an account, sign in, or send us a message or a question, or when the team lists your wallet address as a partner. In your browser the site keeps the few items listed below.',
      ],
    },
    {
      id: 'responsible',
      title: 'Who is responsible',
      paragraphs: [
        `${company.legalName}, ${company.registeredAddress.join(', ')}, is responsible for the personal data described here.`,
      ],
      provenance: company.provenance,
    },
    {
      id: 'account',
      title: 'Your account',
      paragraphs: [
        'When you sign up, the API stores your name, your email address (in lower case) and a hash of your password made with argon2id; your password itself is never stored. It also stores when the account was created, a referral code made for you, and the account that referred you, if you signed up through a referral link.',
        'When you sign in with a wallet, the API stores its address with your account. An account created by signing in with a wallet has no email address, and its name is made from the wallet address.',
        'Anyone who has your referral code can ask the API for the wallet address linked to your account, so that purchases made through your link credit you. Share your code only if you are content for that address to be known.',
      ],
    },
    {
      id: 'sessions',
      title: 'Sessions',
      paragraphs: [
        'When you sign in, the API starts a session that lasts 30 days. It stores a SHA-256 hash of the session id (not the id itself), your account, and when the session started and when it ends.',
        'Logging out deletes the session. Signing in deletes the session the browser had before and your sessions that have already ended. Other ended sessions stay in the database until then.',
      ],
    },
    {
      id: cookiesSectionId,
      title: 'Cookies',
      paragraphs: ['The site sets one cookie, and only when you sign up or sign in.'],
      codeTerms: true,
      items: [
        {
          term: 'eco_session',
          text: 'The session id, for 30 days. Your browser sends it only to this site, and scripts cannot read it (HttpOnly, SameSite=Lax). Removed when you log out.',
        },
      ],
    },
    {
      id: 'wallet-sign-in',
      title: 'Signing in with a wallet',
      paragraphs: [
        'To sign in with a wallet, the API hands out a random one-time code (a nonce) for your wallet to sign. It stores the code with the time it was issued and the time it expires, 10 minutes later, and nothing that identifies you. A code is deleted when it is used; expired codes are deleted the next time a code is handed out.',
      ],
    },
    {
      id: 'messages',
      title: 'Messages and questions you send',
      paragraphs: [
        'The contact form stores your name, your email address, the subject and your message; the FAQ form stores your name, your email address and your question. Each is stored with the time you sent it.',
        'The team reads them in its inbox, can search them and export them as a spreadsheet file (CSV), and marks each one handled, which stores when and by whom (the team member’s email or wallet address).',
      ],
    },
    {
      id: 'team-email',
      title: 'Email copies for the team',
      paragraphs: [
        'When the API is set up to send email, each message and question is also written to an outbox and emailed to the team: the email holds your name, your email address (as the address to reply to), the subject and your text. The outbox keeps each email after it is sent, with the number of attempts and the last error, and the copy in the team’s mailbox stays there.',
      ],
    },
    {
      id: 'partner-lists',
      title: 'Partner lists',
      paragraphs: [
        'When the team publishes the list of wallet addresses that may buy in the Partners stage, the API stores the whole list, who published it (an email or wallet address) and when. Every published list is kept.',
      ],
    },
    {
      id: 'request-log',
      title: 'Request log and rate limits',
      paragraphs: [
        'The API writes a line to its log for each request: the time, the method and the address requested (which can contain a referral code or a wallet address), your IP address and port, the status of the answer and how long it took. How long the log is kept depends on the server the API runs on.',
        'To slow down password guessing and spam, the API counts requests per IP address, and login attempts per email address, in one-minute windows. The counts live only in the memory of the running API: they are never written to the database and are gone when the API restarts.',
      ],
    },
    {
      id: 'blockchain',
      title: 'What is public on the blockchain',
      paragraphs: [
        'Purchases, referral rewards, donations and transfers of ECO are recorded on a public blockchain with the wallet addresses and amounts involved. Anyone can read them, forever, and nobody, including us, can delete them. The team’s pages read the purchase records to count referrals and to show a leaderboard of referrers’ wallet addresses.',
        'To read the blockchain and send transactions, your browser talks to Ethereum node services (RPC providers) set in the site’s configuration and, if you choose it, to WalletConnect. They see your IP address and the wallet addresses the site asks about, and have their own privacy terms, as does your wallet app.',
      ],
    },
    {
      id: browserStorageSectionId,
      title: 'What the site stores in your browser',
      paragraphs: [
        'The site keeps these items in your browser’s local storage, and scroll positions in its session storage. They stay in your browser: only the referral code is sent to the API, with your sign-up and to look up the referrer when you buy. You can delete all of them by clearing this site’s data in your browser.',
        'If the site offers WalletConnect and you choose it, WalletConnect’s code stores its own connection data in your browser as well.',
      ],
      codeTerms: true,
      items: [
        {
          term: 'AFFILIATE_TOKEN',
          text: 'The referral code (or the referrer’s wallet address) from a referral link, so that your sign-up and your purchases credit the person who referred you. Kept until you clear it; another referral link replaces it.',
        },
        {
          term: 'ECO_QUERY_CACHE',
          text: 'A copy of what the site last read, so pages can show it at once: figures from the blockchain (with a connected wallet, also its ECO purchases and its partner proof) and the API’s public answers. Account data is never written to it. A copy older than 24 hours is thrown away.',
        },
        {
          term: 'ECO_SIGNED_IN',
          text: 'Set while this browser is signed in, so the site asks the API who you are only when you have signed in. It holds no session or account data. Removed when you log out, or when the site finds that your session has ended.',
        },
        {
          term: 'ECO_WALLET_CONNECTED',
          text: 'Set while a wallet is connected, so your next visit reconnects it. Removed when you disconnect.',
        },
        {
          term: 'ECO_SALE_TERMS_ACCEPTED',
          text: 'The version of the terms of sale and of the risk disclosure you accepted in the Buy ECO dialog, so that it asks again only when either text changes.',
        },
        {
          term: 'wagmi.*',
          text: 'Kept by wagmi, the wallet library the site uses, once you use a wallet feature: the connected wallet’s addresses, its network and wallet app (wagmi.store), the wallet app used last (wagmi.recentConnectorId), and whether a browser wallet is connected or was disconnected (wagmi.injected.connected and wagmi.<wallet>.disconnected).',
        },
        {
          term: 'eco.scroll',
          text: 'How far down you had scrolled on each page you opened in this tab, so Back and Forward return you there. In session storage: deleted when you close the tab.',
        },
      ],
    },
    {
      id: 'who-sees',
      title: 'Who can see your data',
      paragraphs: [
        'The team sees accounts, messages and questions through its inbox, which opens only for team accounts: those whose email address is on the team’s list or whose wallet owns the ECO contract. The API’s code sends your data nowhere else; the only copies that leave it are the team emails described above.',
      ],
    },
    {
      id: 'retention',
      title: 'How long it is kept',
      paragraphs: [
        'The API deletes data by itself only as described above: sessions at logout or at a later sign-in, and sign-in codes once used or expired. Nothing else is deleted automatically. Accounts, messages, questions, outbox emails and partner lists are kept until they are deleted by hand, for example when you ask.',
      ],
    },
    {
      id: 'deletion',
      title: 'How to ask for a copy or for deletion',
      paragraphs: [
        `Write to ${site.contact.email} from the email address of your account and say what you want: a copy of the data we hold about you, a correction, or its deletion. For an account without an email address, give its wallet address; we may ask you to sign a message with that wallet to show that it is yours.`,
        'Deleting your account also deletes its sessions. You can ask for your messages and questions, and the emails made from them, to be deleted too. What is on the blockchain cannot be deleted by anyone.',
      ],
      provenance: site.contact.provenance,
    },
    {
      id: 'rights',
      title: 'Your rights',
      paragraphs: [
        'To be supplied before launch: the legal basis for each use of your data, your rights under the data protection law that applies, and the authority you can complain to.',
      ],
      provenance: { status: 'sample' },
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      paragraphs: [
        'This notice changes when what the site stores changes. Each change gets a new "Last updated" date and a new version, shown at the top of the page.',
      ],
    },
  ],
};
