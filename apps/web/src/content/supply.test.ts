import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { faqEntries } from './faq';
import { highlights, whoWeAre } from './highlights';
import { home } from './home';
import { mintedAtDeployment, saleAllocation, supplyTerms } from './supply';
import { perMilleOfSupply, supplyLabels, tokenFacts } from './token';

// One vocabulary for supply: the maximum supply (the contract's cap), what is minted so far
// (totalSupply) and what is still for sale are different figures, and every text names which
// one it means. "Initial supply" and a bare "total supply" name none of them.
const vague = /\b(?:initial|total) supply\b|\bof (?:the )?supply\b/i;

// Resolved with node:path because jsdom's URL does not resolve relative file: URLs.
const whitepaper = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../content/whitepaper.md'),
  'utf8',
);

describe('supply figures', () => {
  it('splits the maximum supply into what is minted at deployment and what the sale can sell', () => {
    expect(tokenFacts.maxSupply).toBe(500_000_000);
    const stageShares = tokenFacts.stages.reduce((sum, s) => sum + s.sharePerMille, 0);
    expect(saleAllocation).toBe(perMilleOfSupply(stageShares));
    expect(mintedAtDeployment + saleAllocation).toBe(tokenFacts.maxSupply);
    // The contract mints every allocation that is not a sale stage when it is deployed.
    const deployed = tokenFacts.shares
      .filter((s) => !['partners', 'privateSale', 'publicSale'].includes(s.key))
      .reduce((sum, s) => sum + perMilleOfSupply(s.perMille), 0);
    expect(mintedAtDeployment).toBe(deployed);
  });

  it('has one label and one definition for each figure', () => {
    expect(Object.values(supplyTerms).map((t) => t.label)).toEqual([
      'Maximum supply',
      'Minted so far',
      'Still for sale',
    ]);
    expect(Object.values(supplyLabels)).toEqual(Object.values(supplyTerms).map((t) => t.label));
    expect(supplyTerms.max.definition).toContain('500,000,000 ECO');
    expect(supplyTerms.minted.definition).toContain('205,000,000 ECO');
    expect(supplyTerms.forSale.definition).toContain('295,000,000 ECO');
    for (const term of Object.values(supplyTerms)) expect(term.definition).not.toMatch(vague);
  });

  it('names the wallets minted to at deployment as the token facts label them', () => {
    expect(supplyTerms.minted.definition).toContain(
      'minted to the ecosystem, community, founders, listing & exchange and marketing wallets',
    );
  });
});

describe('the labels and definitions in the page’s language', () => {
  afterEach(() => activateLocale(sourceLocale));

  it('are translated each time they are read, not when the module loads', async () => {
    // The token page's real German catalogue (src/testing/catalogues.ts).
    await inLanguage('de', 'app/routes/about/token');
    expect(supplyLabels.max).toBe('Maximales Angebot');
    expect(supplyTerms.max.label).toBe('Maximales Angebot');
    expect(tokenFacts.stages[1]?.label).toBe('Privater Verkauf');
    expect(tokenFacts.shares[0]?.label).toBe('Privater Verkauf');
    activateLocale(sourceLocale);
    expect(supplyLabels.max).toBe('Maximum supply');
  });
});

describe('every text that mentions a supply says which one', () => {
  const texts: [string, string][] = [
    ...faqEntries().map((e): [string, string] => [`FAQ ${e.id}`, `${e.question} ${e.answer}`]),
    ['home', JSON.stringify(home)],
    ['who we are', JSON.stringify([whoWeAre, highlights])],
    ['whitepaper', whitepaper],
  ];

  it.each(texts)('%s', (_name, text) => {
    expect(text).not.toMatch(vague);
  });

  it('the FAQ and the whitepaper define the three figures with the shared wording', () => {
    const faq = faqEntries()
      .map((e) => e.answer)
      .join(' ');
    for (const term of Object.values(supplyTerms)) expect(faq).toContain(term.definition);
    for (const key of ['supplyMax', 'supplyMinted', 'supplyForSale']) {
      expect(whitepaper).toContain(`{{${key}}}`);
    }
  });
});
