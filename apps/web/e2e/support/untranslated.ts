import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import ts from 'typescript';

// The check that no text escapes the catalogues (e2e/languages.spec.ts), on the pseudo-language's
// pages: every translated message there is bracketed (⟦…⟧, lingui.config.ts), so what a visitor
// reads outside the brackets was not translated. It is allowed only where it comes from the
// sources that are not translated (data such as names and addresses, and the owner console): their
// strings are read here, and a text made of those, numbers and names that are never translated
// passes; anything else (a component's own sentence left as a bare string) is reported.

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The sources whose strings may show untranslated, each with why: the content modules' data (their
 * text is messages, which are skipped below), shared data that names rather than says, and the
 * owner console, which only the team reads.
 */
export const untranslatedSources = [
  // The content modules' data: names of people, places, projects and registries, addresses,
  // sources. Their sentences are `msg` messages (docs/decisions/0046), not taken from here.
  'apps/web/src/content',
  // Shared data: the offeror's contact details (its name and postal address), the countries' ISO
  // codes, the chains' names. The form rules, the API's answers, the offer's refusals
  // (docs/decisions/0047), the receipts' titles, stages and pledge and MiCA's marketing notice are
  // the site's words, and the team's reasons in a deployment's config are its translation or
  // English marked as such: their English is not allowed on a translated page.
  'packages/shared/src/offeror-contact.ts',
  'packages/shared/src/countries.ts',
  'packages/contracts/src/chains.ts',
  // The owner console (/admin, /admin/inbox): for the team, in English, with the units of its
  // delays ("a 2-day delay"), which only it writes (formatDelay's adjective form).
  'apps/web/src/features/admin',
  'apps/web/src/app/routes/admin',
  'apps/web/src/lib/format.ts',
] as const;

function sourceFiles(target: string): string[] {
  const full = path.join(repo, target);
  if (/\.(tsx?|json)$/.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(target, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(child);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? sourceFiles(child)
      : [];
  });
}

/**
 * Every string and template piece of those sources with a word in it, and the English names of
 * the countries (Intl's, which the pseudo-language, written as US English, shows), longest first.
 */
export function untranslatedSourceTexts(): string[] {
  const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const texts = new Set<string>(
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((first) =>
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((second) => {
        try {
          return regions.of(`${first}${second}`) ?? [];
        } catch {
          return [];
        }
      }),
    ),
  );
  for (const file of untranslatedSources.flatMap(sourceFiles)) {
    // A JSON file is read as the object literal it is.
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      file.endsWith('.json') ? `(${text})` : text,
      ts.ScriptTarget.Latest,
    );
    const visit = (node: ts.Node): void => {
      // A message (`msg` of the content modules, docs/decisions/0046) is translated: its English
      // must never show on a translated page. What is left is data: names, addresses, sources.
      // Its placeholders' values are read (a company's name passed into a sentence is data).
      if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'msg') {
        if (ts.isTemplateExpression(node.template)) {
          for (const span of node.template.templateSpans) visit(span.expression);
        }
        return;
      }
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)
      ) {
        const text = node.text.replace(/\s+/g, ' ').trim();
        if (/\p{L}{2}/u.test(text)) texts.add(text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/**
 * The text a visitor reads on `page` outside the translated messages: each visible text node's
 * text, without its bracketed parts, skipping what is marked as another language (the English a
 * translation notice quotes) and what is hidden.
 */
export function textOutsideMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, template')) continue;
      const lang = element.closest('[lang]')?.getAttribute('lang');
      if (lang && lang !== pageLang) continue;
      // Marked as never translated (a language's code in the language menu).
      if (element.closest('[translate="no"]')) continue;
      if (!element.checkVisibility() && !element.closest('.sr-only')) continue;
      found.push(node.textContent ?? '');
    }
    // Labels read by screen readers but not shown: aria-label, alt, title, placeholder.
    for (const element of document.body.querySelectorAll(
      '[aria-label], img[alt], [title], [placeholder]',
    )) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** Words that read the same in every language: the brand, units, tickers, standards. */
const NEVER_TRANSLATED =
  /\b(Green Planet ECO|ECO|ETH|USDC|USD|Ethereum|Sepolia|Goerli|Anvil|MetaMask|WalletConnect|ERC-20|EIP-\d+|MiCA|Chainlink|CO[₂2]e?|kg|kWh|PDF|XHTML|JSON|SHA-256|UTC|Etherscan|Facebook|Instagram|LinkedIn|Twitter|X|YouTube|Telegram|Discord|GitHub|VCS|VCU|VER|GS1|cancun|shanghai|paris|london|prague|osaka)\b/g;

/**
 * English dates and times as the pseudo-language writes them (its numbers and dates are US
 * English), hashes without their 0x, and codes such as a carbon credit's serial (VCS-VCU-263).
 */
const VALUES = new RegExp(
  [
    '\\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (?:\\d{1,2}, )?\\d{4}\\b',
    '\\b\\d{1,2}:\\d{2}(?::\\d{2})? ?(?:AM|PM)\\b',
    '\\b[0-9a-f]{8,}\\b',
    '\\b[A-Z0-9]+(?:-[A-Z0-9]+)+\\b',
    // A compiler's version as solc names it ("0.8.37+commit.f401782d.Emscripten.clang").
    '\\b\\d+\\.\\d+\\.\\d+\\+commit\\.[0-9a-f]+(?:\\.[A-Za-z]+)*',
    // A site's host named without its scheme ("developers.circle.com").
    '\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:com|org|io|eu|net|dev)\\b',
  ].join('|'),
  'g',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `known` where it is not part of a longer word: "and" never eats into "stand". */
function wholeWords(known: string): RegExp {
  const before = /^[\p{L}\p{N}]/u.test(known) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(known) ? '(?![\\p{L}\\p{N}])' : '';
  // Any case: a content module may lowercase a label into a sentence.
  return new RegExp(`${before}${escape(known)}${after}`, 'giu');
}

/**
 * What of `texts` is English a translation left behind: the pseudo-language turns every letter of
 * a translated message into an accented one, so a run of plain Latin letters is English, unless
 * it is text of the untranslated sources (removed as whole words: a short one must not
 * eat into other words), a date, a link, an address or a name never translated.
 */
export function untranslated(texts: string[], sourceTexts: string[]): string[] {
  const withoutSources = (text: string) =>
    sourceTexts.reduce(
      (rest, known) =>
        rest.toLowerCase().includes(known.toLowerCase())
          ? rest.replace(wholeWords(known), ' ')
          : rest,
      text,
    );
  const withoutValues = (text: string) =>
    text
      .replace(/https?:\/\/\S+|\S+@\S+\.\w+/g, ' ')
      .replace(/0x[0-9a-fA-F…]+/g, ' ')
      .replace(VALUES, ' ');
  const english = (text: string) => /[A-Za-z]{2}/.test(text.replace(NEVER_TRANSLATED, ' '));
  const left = new Set<string>();
  for (const raw of texts) {
    const text = raw.replace(/[⟦⟧]/g, ' ').replace(/\s+/g, ' ');
    if (!english(text)) continue;
    // Both ways round: a source text may hold a value (a link, "ERC-20"), and a value may hold a
    // source text's word (a host named "circle").
    if (!english(withoutValues(withoutSources(text)))) continue;
    if (!english(withoutSources(withoutValues(text)))) continue;
    left.add(raw.trim());
  }
  return [...left];
}

/**
 * The links on `page` to a document the site has in English only (the PDFs, the white paper's
 * XHTML and JSON forms, a receipt's PDF, any JSON file) that do not say so: each must be marked
 * `hreflang="en"` and carry the page's language's "(in English)" (components/ui/in-english.tsx).
 */
export function documentsNotSaidEnglish(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>(
        'a[href*="/docs/"], a[href$="/pdf"], a[href$=".json"]',
      ),
    ]
      .filter((link) => link.hreflang !== 'en' || !link.querySelector('[data-in-english]'))
      .map((link) => `${link.getAttribute('href')}: ${link.textContent}`),
  );
}
