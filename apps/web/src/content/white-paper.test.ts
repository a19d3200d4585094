import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { saleStageName, saleStageNames } from '@eco/contracts/stages';
import { describe, expect, it } from 'vitest';
import { whitePaperHash } from '../config/white-paper.generated';
import { hashWhitePaper } from '../lib/ledger-hash';
import { campaigns } from './campaigns';
import { company } from './company';
import { risks } from './legal/risks';
import { publicDeployments } from './sale-rules';
import { site } from './site';
import { mintedAtDeployment, saleAllocation } from './supply';
import { ethereumFootprint, footprintFor, sustainabilityIndicators } from './sustainability';
import { perMilleOfSupply, tokenFacts } from './token';
import type { offerConfig } from './white-paper';
import { fieldText, whitePaper, type WhitePaperField } from './white-paper';
import { whitePaperStatement } from './white-paper-meta';

// The deploy script's own reading of the mainnet config: the offer's figures must be these.
const configFile = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/contracts/config/1.json'),
    'utf8',
  ),
) as typeof offerConfig & { buyFee: number; sellFee: number };

const paper = whitePaper();
const allFields = paper.parts.flatMap((part) => part.fields);
const field = (code: string): WhitePaperField => {
  const found = allFields.filter((f) => f.code === code);
  expect(found, code).toHaveLength(1);
  return found[0] as WhitePaperField;
};
const text = (code: string): string => fieldText(field(code));

describe('the white paper', () => {
  it('carries the statement of Art. 6(3) exactly, as its own and as field 02', () => {
    const statement =
      'This crypto-asset white paper has not been approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset white paper.';
    expect(paper.statement).toBe(statement);
    expect(field('02').value).toBe(statement);
  });

  it('has the statements, the summary of Art. 6(7) and Parts A to J, in order', () => {
    expect(paper.parts.map((part) => part.id)).toEqual([
      'statements',
      'summary',
      ...'abcdefghij'.split('').map((letter) => `part-${letter}`),
    ]);
    for (const [index, letter] of [...'ABCDEFGHIJ'].entries()) {
      const part = paper.parts[index + 2];
      expect(part?.title).toMatch(new RegExp(`^Part ${letter}: `));
      expect(part?.fields.every((f) => f.code.startsWith(`${letter}.`) || letter === 'J')).toBe(
        true,
      );
    }
    expect(paper.parts[1]?.fields.map((f) => f.code)).toEqual(['07', '08', '09', '10']);
    expect(text('07')).toContain('should be read as an introduction');
  });

  it('gives each field one code, never twice', () => {
    const codes = allFields.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^(\d\d|[A-J]\.\d+|S\.\d+)$/.test(code))).toBe(true);
  });

  it('names the offeror and its contact from the company and site modules, labelled as they are', () => {
    expect(field('A.1')).toMatchObject({ value: company.legalName, sample: true });
    expect(field('A.8')).toMatchObject({ value: site.contact.phone, sample: true });
    expect(field('A.9')).toMatchObject({ value: site.contact.email, sample: true });
    expect(field('B.1').value).toBe(false);
    expect(text('C.1')).toMatch(/^None: no operator of a trading platform/);
    expect(paper.provenance).toEqual({ status: 'sample' });
  });

  it("quotes the mainnet deployment's prices, caps, minimum raises and withdrawal days", () => {
    const prices = text('E.8');
    expect(prices).toContain(
      `Partners stage, in ETH: ${configFile.tokenPriceForPartners} ETH per ECO`,
    );
    expect(prices).toContain(
      `Private stage, in ETH: ${configFile.tokenPriceForPrivate} ETH per ECO`,
    );
    expect(prices).toContain(`Public stage, in ETH: ${configFile.tokenPriceForPublic} ETH per ECO`);
    // Mainnet has no USDC prices yet: the paper says so rather than inventing them.
    expect(configFile.usdc.prices.public).toBeNull();
    expect(prices).toContain('Public stage, in USDC: Not set yet');
    // The token facts the other pages quote agree with the deployment.
    expect(tokenFacts.stages.map((s) => s.priceEth)).toEqual([
      configFile.tokenPriceForPartners,
      configFile.tokenPriceForPrivate,
      configFile.tokenPriceForPublic,
    ]);
    expect(configFile.minimumRaises).toBeUndefined();
    expect(text('E.4').split('\n')).toEqual([
      'Partners stage: None',
      'Private stage: None',
      'Public stage: None',
    ]);
    expect(text('E.14')).toContain(
      `At most ${Number(configFile.walletCap).toLocaleString('en-US')} ECO per address and stage`,
    );
    expect(text('E.26')).toContain(`within ${configFile.withdrawalDays} calendar days`);
    expect(publicDeployments.find((d) => d.chainId === 1)?.withdrawalDays).toBe(
      configFile.withdrawalDays,
    );
  });

  it('computes the supply figures and the most each stage can raise from the token facts', () => {
    expect(field('E.12')).toMatchObject({ value: saleAllocation, unit: 'ECO' });
    expect(field('G.5').value).toBe(mintedAtDeployment);
    const partners = perMilleOfSupply(tokenFacts.stages[0]?.sharePerMille ?? 0);
    expect(text('E.5')).toContain(
      `Partners stage: ${(partners * Number(configFile.tokenPriceForPartners)).toLocaleString('en-US')} ETH`,
    );
    expect(text('08')).toContain(`${tokenFacts.maxSupply.toLocaleString('en-US')} ECO`);
  });

  it('discloses the partners stage as preferential treatment under Art. 14(2)', () => {
    const e19 = text('E.19');
    expect(e19).toContain('Preferential treatment (MiCA Art. 14(2))');
    expect(e19).toContain('merkle proof');
    expect(e19).toContain(`Partners pay ${configFile.tokenPriceForPartners} ETH per ECO, 50% less`);
    // The offeror's reason is not written anywhere yet: the paper says so, as a sample.
    expect(e19).toContain('not stated yet');
    expect(field('E.19').sample).toBe(true);
    expect(text('10')).toContain('(E.19)');
  });

  it('states the right of withdrawal, the refunds and the safeguarding of decision 0032', () => {
    const e26 = text('E.26');
    expect(e26).toContain("never later than the stage's closing time if one is set then");
    expect(e26).toContain('none at all for a purchase made after trading');
    expect(text('E.23')).toContain('until no buyer may take it back');
    expect(text('E.16')).toContain('with no deadline');
    expect(text('E.24')).toContain(configFile.usdc.address ?? 'none');
  });

  it('flags every legal classification a sample: it is for counsel, not a verified fact', () => {
    // Not a utility token (05, D.6), an offer to the public (E.1), its type (F.1, F.4, F.5), the
    // non-trading request (G.9): readings of MiCA and of ESMA's template the lawyers confirm.
    for (const code of ['05', '09', 'D.6', 'E.1', 'F.1', 'F.4', 'F.5', 'G.9']) {
      expect(field(code).sample, code).toBe(true);
    }
  });

  it("describes the contract's ends of the withdrawal right as fact, their reading of Art. 13 for counsel", () => {
    const e26 = text('E.26');
    expect(e26).toContain('none at all for a purchase made after trading in ECO is enabled.');
    // Art. 13(4) speaks of admission to a trading platform, and C.1 and E.33 say there is none.
    expect(e26).toContain('Art. 13(4)');
    expect(e26).toContain('is for counsel');
    expect(field('E.26').sample).toBe(true);
  });

  it("leaves whether the contract's escrow is the safeguarding Art. 10(3) and (4) ask to counsel", () => {
    // Art. 10(3) names a credit institution or a custodian; the contract holds the payments itself.
    for (const code of ['E.23', 'I.6']) {
      expect(field(code).sample, code).toBe(true);
      expect(text(code), code).toContain(
        "whether the contract's escrow meets Art. 10(3) and (4) is for counsel",
      );
      expect(text(code), code).toContain('until no buyer may take it back');
    }
  });

  it('names the planned use of the funds from the campaigns content, labelled as it is', () => {
    const d10 = text('D.10');
    for (const campaign of campaigns) expect(d10).toContain(campaign.title);
    expect(field('D.10').sample).toBe(campaigns.some((c) => c.provenance.status === 'sample'));
  });

  it('states the trading fees and their caps from the token facts, as the deployment sets them', () => {
    const { fees } = tokenFacts;
    expect([fees.buyPerMille, fees.sellPerMille]).toEqual([configFile.buyFee, configFile.sellFee]);
    expect(text('F.2')).toContain(
      `${fees.buyPerMille / 10}% of the amount on a buy from its market pair and ${fees.sellPerMille / 10}% on a sell to it`,
    );
    expect(text('F.2')).toContain(
      `never above ${fees.buyCapPerMille / 10}% and ${fees.sellCapPerMille / 10}%`,
    );
  });

  it('holds every section of the risk disclosure in Part I, each once', () => {
    const partI = paper.parts.find((part) => part.id === 'part-i');
    const all = partI?.fields.map((f) => fieldText(f)).join('\n') ?? '';
    for (const section of risks().sections) {
      expect(all.split(`${section.title}. `).length - 1, section.id).toBe(1);
      for (const paragraph of section.paragraphs) expect(all).toContain(paragraph);
    }
  });

  it("lists in Part J the rows of sustainabilityIndicators, Ethereum's footprint labelled a sample", () => {
    const rows = sustainabilityIndicators(ethereumFootprint(), {
      offeror: company.legalName,
      legalEntityIdentifier: 'None yet',
      cryptoAsset: tokenFacts.name,
    });
    const partJ = paper.parts.find((part) => part.id === 'part-j');
    const indicators = partJ?.fields.filter((f) => f.code.startsWith('S.')) ?? [];
    expect(
      indicators.map(({ code, label, value, unit }) => ({ code, label, value, unit })),
    ).toEqual(rows);
    expect(field('S.8')).toMatchObject({ value: ethereumFootprint().energyKwh, sample: true });
    // The footprint is the offer's chain's: the chain of the mainnet deployment.
    expect(footprintFor(configFile.chainId)).toBe(ethereumFootprint());
    expect(field('H.4').value).toBe(ethereumFootprint().consensusMechanism);
    expect(text('S.8')).toBe(`${ethereumFootprint().energyKwh.toLocaleString('en-US')} kWh`);
  });
});

describe("the white paper in the page's language", () => {
  it('is a translation of the published English, which alone is hashed into the version', () => {
    const english = whitePaper();
    expect(hashWhitePaper(english)).toBe(whitePaperHash);
    // A test-only language, so no other file of the worker meets its catalogue.
    const statement = msg`This crypto-asset white paper has not been approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset white paper.`;
    i18n.load('de-x-test', { [statement.id]: 'Übersetzt.' });
    i18n.activate('de-x-test');
    try {
      const translated = whitePaper();
      expect(whitePaperStatement()).toBe('Übersetzt.');
      expect(translated.statement).toBe('Übersetzt.');
      expect(translated.parts[0]?.fields.find((f) => f.code === '02')?.value).toBe('Übersetzt.');
    } finally {
      i18n.activate('en');
    }
    expect(whitePaper()).toEqual(english);
    expect(hashWhitePaper(whitePaper())).toBe(whitePaperHash);
  });

  it("names the stages in English as the contracts' vocabulary does", () => {
    for (const key of saleStageNames) {
      expect(text('E.8')).toContain(`${saleStageName(key)}, in ETH: `);
      expect(text('E.4')).toContain(`${saleStageName(key)}: `);
    }
  });
});

describe('fieldText', () => {
  it('prints numbers in en-US with their unit, yes or no, and one line per row', () => {
    expect(fieldText({ value: 2_601_000, unit: 'kWh' })).toBe('2,601,000 kWh');
    expect(fieldText({ value: 0.0065025 })).toBe('0.0065025');
    expect(fieldText({ value: true })).toBe('Yes');
    expect(fieldText({ value: false })).toBe('No');
    expect(
      fieldText({
        value: [
          { label: 'A', value: '0.1', unit: 'ETH' },
          { label: 'B', value: 'None' },
        ],
      }),
    ).toBe('A: 0.1 ETH\nB: None');
  });
});
