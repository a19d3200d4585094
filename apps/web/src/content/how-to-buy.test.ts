import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenshotNames } from '../../scripts/lib/how-to-buy-shots';
import { pageRoutes } from '../config/site-routes';
import { paths } from '../config/paths';
import { NOT_FOUND_AFTER_MS } from '../lib/wallet/follow-transaction';
import { faqEntries } from './faq';
import {
  howToBuyGuide,
  networkParagraphs,
  NOT_FOUND_AFTER_TEXT,
  type HowToBuySetup,
} from './how-to-buy';
import { howToBuyImageSizes } from './how-to-buy-images';
import { listText } from './networks';
import { withdrawalPeriodText } from './sale-rules';
import { faqEntrySchema, howToBuyGuideSchema, type HowToBuyGuide } from './schemas';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const setups: HowToBuySetup[] = [
  { walletConnect: false, chainIds: [1, 11155111] },
  { walletConnect: true, chainIds: [1, 11155111] },
  { walletConnect: false, chainIds: [31337] },
  { walletConnect: true, chainIds: [1] },
];

/** Every text of the guide a reader meets: paragraphs, points, alt texts and captions. */
const textsOf = (guide: HowToBuyGuide): string[] =>
  guide.steps.flatMap((step) => [
    step.title,
    ...step.paragraphs,
    ...(step.points ?? []),
    ...(step.screenshots ?? []).flatMap((shot) => [shot.alt, shot.caption]),
  ]);

/**
 * The source files under src, and the receipt's words (packages/contracts/src/receipt.ts, shared
 * with the API's receipt PDF), as one text each with runs of whitespace made one space.
 */
function sourceTexts(): { file: string; text: string }[] {
  const files: string[] = [join(srcDir, '../../../packages/contracts/src/receipt.ts')];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) files.push(path);
    }
  };
  walk(srcDir);
  return files
    .filter((file) => !file.endsWith(join('content', 'how-to-buy.ts')))
    .map((file) => ({
      file: relative(srcDir, file),
      text: readFileSync(file, 'utf8').replace(/\s+/g, ' '),
    }));
}

describe('the how-to-buy guide', () => {
  it.each(setups)('matches its schema, with unique steps and pictures (%o)', (setup) => {
    const guide = howToBuyGuide(setup);
    expect(() => howToBuyGuideSchema.parse(guide)).not.toThrow();
    const ids = guide.steps.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shots = guide.steps.flatMap((step) => step.screenshots ?? []).map((shot) => shot.name);
    expect(new Set(shots).size).toBe(shots.length);
  });

  it('the schema refuses a step without paragraphs and a link that leaves the site', () => {
    const guide = howToBuyGuide(setups[0]!);
    const [first, ...rest] = guide.steps;
    expect(
      howToBuyGuideSchema.safeParse({ ...guide, steps: [{ ...first!, paragraphs: [] }, ...rest] })
        .success,
    ).toBe(false);
    expect(
      howToBuyGuideSchema.safeParse({
        ...guide,
        steps: [{ ...first!, links: [{ label: 'Elsewhere', to: 'https://example.org/' }] }],
      }).success,
    ).toBe(false);
  });

  it('names WalletConnect only when the build offers it', () => {
    const mentions = (walletConnect: boolean) =>
      textsOf(howToBuyGuide({ walletConnect, chainIds: [1] })).filter((text) =>
        text.includes('WalletConnect'),
      );
    expect(mentions(false)).toEqual([]);
    expect(mentions(true)).toHaveLength(1);
  });

  it('names no wallet but MetaMask (the connect dialog names it too) and WalletConnect', () => {
    const wallets = /\b(Coinbase|Trust Wallet|Rabby|Phantom|Ledger|Trezor|Rainbow|Brave Wallet)\b/;
    for (const setup of setups) {
      expect(textsOf(howToBuyGuide(setup)).filter((text) => wallets.test(text))).toEqual([]);
    }
    const dialog = sourceTexts().find((source) =>
      source.file.endsWith(join('wallet', 'components', 'connect-dialog.tsx')),
    );
    expect(dialog?.text).toContain('such as MetaMask');
  });

  it('shows a picture only where its size is known, and knows the size of every one the screenshot script takes', () => {
    const shown = setups.flatMap((setup) =>
      howToBuyGuide(setup).steps.flatMap((step) => step.screenshots ?? []),
    );
    expect(shown.map((shot) => shot.name).filter((name) => !(name in howToBuyImageSizes))).toEqual(
      [],
    );
    // The script takes exactly the pictures the guide shows and writes exactly their sizes.
    expect(new Set(shown.map((shot) => shot.name))).toEqual(new Set(screenshotNames));
    expect(Object.keys(howToBuyImageSizes).sort()).toEqual([...screenshotNames].sort());
    for (const size of Object.values(howToBuyImageSizes)) {
      expect(Number.isInteger(size.width) && size.width > 0 && size.width <= 1280).toBe(true);
      expect(Number.isInteger(size.height) && size.height > 0).toBe(true);
    }
  });

  it('links only to pages the site prerenders', () => {
    const pages = new Set(pageRoutes.map((route) => route.path));
    const links = setups.flatMap((setup) =>
      howToBuyGuide(setup).steps.flatMap((step) => step.links ?? []),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !pages.has(link.to))).toEqual([]);
    expect(pages.has(paths.learnHowToBuy)).toBe(true);
  });

  it('quotes only words the site really shows (each quoted phrase is in the source)', () => {
    const sources = sourceTexts();
    for (const setup of setups) {
      const guide = howToBuyGuide(setup);
      const titles = new Set(guide.steps.map((step) => step.title));
      const quoted = textsOf(guide).flatMap((text) =>
        [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]!),
      );
      expect(quoted.length).toBeGreaterThan(5);
      // A quoted step title refers to the guide itself ("see "The network fee" below").
      const missing = quoted.filter(
        (phrase) =>
          ![...titles].some((title) => title.startsWith(phrase)) &&
          !sources.some((source) => source.text.includes(phrase)),
      );
      expect(missing).toEqual([]);
    }
  });

  it('says how long the site waits before "Not found by the network" as the code does', () => {
    const minutes = NOT_FOUND_AFTER_MS / 60_000;
    const words: Record<number, string> = {
      5: 'five minutes',
      10: 'ten minutes',
      15: 'fifteen minutes',
    };
    expect(NOT_FOUND_AFTER_TEXT()).toBe(words[minutes] ?? `${minutes} minutes`);
    const pending = howToBuyGuide(setups[0]!).steps.find((step) => step.id === 'confirm-and-wait');
    expect(pending?.points?.some((point) => point.includes(NOT_FOUND_AFTER_TEXT()))).toBe(true);
  });
});

describe('the guide on money back', () => {
  it('says how to withdraw or claim a refund, with the period from the deployments', () => {
    const step = howToBuyGuide(setups[0]!).steps.find((s) => s.id === 'change-your-mind');
    const text = step?.paragraphs.join(' ') ?? '';
    expect(text).toContain(`(${withdrawalPeriodText()})`);
    expect(text).toContain('You get back exactly what it cost, in ETH or USDC as you paid');
    expect(text).toContain('every buyer in it may claim a full refund, with no deadline');
    expect(text).toContain('its network fee is yours');
  });

  it('names the three ways to pay in USDC before signing', () => {
    const stage = howToBuyGuide(setups[0]!).steps.find((s) => s.id === 'choose-a-stage');
    const text = stage?.paragraphs.join(' ') ?? '';
    expect(text).toContain('with one signature (a permit) and one transaction');
    expect(text).toContain('as one batch');
    expect(text).toContain('in two numbered steps');
    expect(text).toContain('the reward counts against your cap per wallet');
  });
});

describe('networkParagraphs', () => {
  it('names the networks the build offers, and says test money has no value', () => {
    const [mainnetOnly] = networkParagraphs([1]);
    expect(mainnetOnly).toContain('This site offers Ethereum mainnet.');
    expect(mainnetOnly).not.toContain('no value');

    const [both] = networkParagraphs([1, 11155111]);
    expect(both).toContain('This site offers Ethereum mainnet and the Sepolia test network.');
    expect(both).toContain('ETH on the Sepolia test network is test money with no value');

    const [local] = networkParagraphs([31337]);
    expect(local).toContain('This site offers the local test chain.');
    expect(local).toContain('ETH on the local test chain is test money with no value');
  });

  it('leaves out a network it cannot name, and says nothing without any', () => {
    expect(networkParagraphs([])).toEqual([]);
    expect(networkParagraphs([424242])).toEqual([]);
    expect(networkParagraphs([424242, 1])[0]).toContain('This site offers Ethereum mainnet.');
  });
});

describe('listText', () => {
  it('joins items as a sentence does', () => {
    expect(listText([])).toBe('');
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b'])).toBe('a and b');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the FAQ', () => {
  it('"How do I buy ECO?" links to the guide', () => {
    const entry = faqEntries().find((e) => e.question === 'How do I buy ECO?');
    expect(entry?.link?.to).toBe(paths.learnHowToBuy);
    expect(() => faqEntrySchema.parse(entry)).not.toThrow();
  });

  it('refuses a link that is not a page of the site', () => {
    const entry = { id: 1, question: 'Q?', answer: 'A.' };
    expect(faqEntrySchema.safeParse({ ...entry, link: { label: 'x', to: '/learn' } }).success).toBe(
      true,
    );
    for (const to of ['https://example.org/', 'learn', '/Learn', '/learn?x=1']) {
      expect(faqEntrySchema.safeParse({ ...entry, link: { label: 'x', to } }).success, to).toBe(
        false,
      );
    }
  });
});
