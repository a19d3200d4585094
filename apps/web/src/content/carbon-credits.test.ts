import { describe, expect, it } from 'vitest';
import {
  blockSize,
  carbonCredits,
  projectLabel,
  registries,
  registryPageUrl,
} from './carbon-credits';
import { carbonCreditSchema } from './schemas';
import type { CarbonCredit } from './schemas';

// The formats' own examples (src/content/carbon-credits.ts): 1,200 Verra units of project 1477
// in Indonesia, 2022, and 800 Gold Standard units of GS2345 in Kenya, 2022.
const verraBlock = '7475-404196123-404197322-VCS-VCU-263-VER-ID-14-1477-01012022-31122022-1';
const goldStandardBlock = 'GS1-1-KE-GS2345-16-2022-23456-1-800';

const verraRow: CarbonCredit = {
  id: 1,
  registry: 'Verra',
  projectId: '1477',
  project: 'Mangroves',
  country: 'Indonesia',
  vintage: 2022,
  tonnes: 1200,
  status: 'retired',
  serials: verraBlock,
  retirement: { date: '2023-05-16', beneficiary: 'The ECO community' },
  provenance: { status: 'sample' },
};
const goldStandardRow: CarbonCredit = {
  id: 2,
  registry: 'Gold Standard',
  projectId: 'GS2345',
  project: 'Cookstoves',
  country: 'Kenya',
  vintage: 2022,
  tonnes: 800,
  status: 'held',
  serials: goldStandardBlock,
  provenance: { status: 'sample' },
};
const pendingRow: CarbonCredit = {
  id: 3,
  registry: 'Verra',
  projectId: '1477',
  project: 'Mangroves',
  country: 'Indonesia',
  vintage: 2024,
  tonnes: 900,
  status: 'pending',
  provenance: { status: 'sample' },
};

/** The messages of the issues a row raises, by field: empty when the row is valid. */
function problems(row: unknown): Record<string, string[]> {
  const result = carbonCreditSchema.safeParse(row);
  const byField: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path.join('.') || '(row)';
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('registry project pages', () => {
  it('Verra: registry.verra.org/app/projectDetail/VCS/{VCS number}', () => {
    expect(registries.Verra.projectUrl('1477')).toBe(
      'https://registry.verra.org/app/projectDetail/VCS/1477',
    );
    expect(registries.Verra.label('1477')).toBe('VCS 1477');
  });

  it('Gold Standard: registry.goldstandard.org/projects/details/{GS ID number}', () => {
    expect(registries['Gold Standard'].projectUrl('GS2345')).toBe(
      'https://registry.goldstandard.org/projects/details/2345',
    );
    expect(registries['Gold Standard'].label('GS2345')).toBe('GS2345');
  });

  it('project IDs: a VCS number for Verra, a GS ID for Gold Standard', () => {
    for (const id of ['1', '1477', '90101']) expect(registries.Verra.projectId.test(id)).toBe(true);
    for (const id of ['', '0', '01477', 'VCS1477', 'VCS 1477', '1477a', '1234567'])
      expect(registries.Verra.projectId.test(id), id).toBe(false);
    for (const id of ['GS1', 'GS2345', 'GS90102'])
      expect(registries['Gold Standard'].projectId.test(id)).toBe(true);
    for (const id of ['', '2345', 'gs2345', 'GS 2345', 'GS02345', 'GS'])
      expect(registries['Gold Standard'].projectId.test(id), id).toBe(false);
  });

  it('a held or retired row links to its project page; a pending row has no link', () => {
    expect(registryPageUrl(verraRow)).toBe('https://registry.verra.org/app/projectDetail/VCS/1477');
    expect(registryPageUrl(goldStandardRow)).toBe(
      'https://registry.goldstandard.org/projects/details/2345',
    );
    expect(registryPageUrl(pendingRow)).toBeUndefined();
    expect(projectLabel(pendingRow)).toBe('VCS 1477');
  });
});

describe('serial number blocks', () => {
  it('reads a Verra VCU block: its range, project, country and monitoring period', () => {
    const block = registries.Verra.readSerials(verraBlock);
    expect(block).toEqual({
      first: 404196123,
      last: 404197322,
      projectId: '1477',
      countryCode: 'ID',
      vintageFrom: 2022,
      vintageTo: 2022,
    });
    expect(blockSize(block!)).toBe(1200);
    // A monitoring period across years covers each of its years.
    expect(
      registries.Verra.readSerials('7475-1-10-VCS-VCU-263-VER-ID-14-1477-01072021-30062022-0'),
    ).toMatchObject({ vintageFrom: 2021, vintageTo: 2022 });
  });

  it('refuses what is not a Verra VCU block', () => {
    for (const serials of [
      '',
      verraBlock.replace('VCS-VCU', 'VCS-VCX'),
      verraBlock.toLowerCase(),
      verraBlock.replace('-VER-ID-', '-VER-IDN-'),
      verraBlock.slice(0, -2), // no trailing label digit
      verraBlock.replace(/-1$/, '-2'),
      `${verraBlock} `,
      verraBlock.replace('404196123-404197322', '404197322-404196123'), // last before first
      verraBlock.replace('01012022', '31022022'), // 31 February
      verraBlock.replace('01012022-31122022', '01012023-31122022'), // period ends before it starts
      goldStandardBlock,
    ]) {
      expect(registries.Verra.readSerials(serials), serials).toBeUndefined();
    }
  });

  it('reads a Gold Standard block: its range, project, country and vintage', () => {
    const block = registries['Gold Standard'].readSerials(goldStandardBlock);
    expect(block).toEqual({
      first: 1,
      last: 800,
      projectId: 'GS2345',
      countryCode: 'KE',
      vintageFrom: 2022,
      vintageTo: 2022,
    });
    expect(blockSize(block!)).toBe(800);
  });

  it('refuses what is not a Gold Standard block', () => {
    for (const serials of [
      '',
      goldStandardBlock.replace('GS2345', '2345'),
      goldStandardBlock.replace('-KE-', '-KEN-'),
      goldStandardBlock.replace('-2022-', '-22-'),
      goldStandardBlock.replace(/-1-800$/, '-800'), // one end only
      goldStandardBlock.replace(/-1-800$/, '-800-1'), // last before first
      goldStandardBlock.replace(/-1-800$/, '-0-799'), // units count from 1
      goldStandardBlock.toLowerCase(),
      verraBlock,
    ]) {
      expect(registries['Gold Standard'].readSerials(serials), serials).toBeUndefined();
    }
  });
});

describe('a ledger row', () => {
  it('accepts a retired Verra row, a held Gold Standard row and a pending row', () => {
    expect(problems(verraRow)).toEqual({});
    expect(problems(goldStandardRow)).toEqual({});
    expect(problems(pendingRow)).toEqual({});
  });

  it('has no free-text registry URL: the link is derived from registry and project ID', () => {
    expect(problems({ ...verraRow, registryUrl: 'https://registry.verra.org/' })).toEqual({
      '(row)': [expect.stringContaining('registryUrl')],
    });
  });

  it("gives a project ID in its registry's format", () => {
    expect(problems({ ...verraRow, projectId: 'GS1477' })).toMatchObject({
      projectId: ['a Verra project ID is the VCS number, e.g. 1477'],
    });
    expect(problems({ ...goldStandardRow, projectId: '2345' })).toMatchObject({
      projectId: ['a Gold Standard project ID is the GS ID, e.g. GS2345'],
    });
  });

  it('gives serial numbers exactly when its credits are in our account (held or retired)', () => {
    const { serials: _serials, ...held } = goldStandardRow;
    expect(problems(held)).toEqual({
      serials: [expect.stringMatching(/^a held batch gives its serial numbers/)],
    });
    expect(problems({ ...pendingRow, serials: verraBlock.replace('-1200-', '-900-') })).toEqual({
      serials: ['a pending batch has no serial numbers yet: they come with the credits'],
    });
  });

  it("gives serial numbers in its registry's format", () => {
    expect(problems({ ...verraRow, serials: goldStandardBlock })).toEqual({
      serials: [expect.stringMatching(/^not one Verra VCU block/)],
    });
    expect(problems({ ...goldStandardRow, serials: verraBlock })).toEqual({
      serials: [expect.stringMatching(/^not one Gold Standard block/)],
    });
  });

  it('has serial numbers that agree with its tonnes, project, country and vintage', () => {
    expect(problems({ ...verraRow, tonnes: 1000 })).toEqual({
      serials: ['the serial numbers hold 1200 credits, but the row says 1000 tonnes'],
    });
    expect(problems({ ...goldStandardRow, tonnes: 801 })).toEqual({
      serials: ['the serial numbers hold 800 credits, but the row says 801 tonnes'],
    });
    expect(problems({ ...verraRow, projectId: '1478' })).toEqual({
      serials: ["the serial numbers are project 1477's, not 1478's"],
    });
    expect(problems({ ...goldStandardRow, country: 'Uganda' })).toEqual({
      serials: ['the serial numbers are from Kenya, not Uganda'],
    });
    expect(problems({ ...verraRow, vintage: 2023 })).toEqual({
      serials: ['the serial numbers are of vintage 2022, not 2023'],
    });
  });

  it('gives a retirement date and beneficiary exactly when it is retired', () => {
    const { retirement, ...noRetirement } = verraRow;
    expect(problems(noRetirement)).toEqual({
      retirement: ['a retired batch gives its retirement date and beneficiary'],
    });
    expect(problems({ ...goldStandardRow, retirement })).toEqual({
      retirement: ['a held batch is not retired, so it has no retirement'],
    });
    expect(problems({ ...pendingRow, retirement })).toEqual({
      retirement: ['a pending batch is not retired, so it has no retirement'],
    });
    expect(problems({ ...verraRow, retirement: { date: '2023-05-16' } })).toHaveProperty([
      'retirement.beneficiary',
    ]);
    expect(
      problems({ ...verraRow, retirement: { ...retirement, date: '16/05/2023' } }),
    ).toHaveProperty(['retirement.date']);
  });

  it('is retired no earlier than its vintage year and not in the future', () => {
    expect(
      problems({ ...verraRow, retirement: { ...verraRow.retirement, date: '2021-12-31' } }),
    ).toEqual({
      retirement: ['a batch cannot be retired before its vintage year'],
    });
    expect(
      problems({ ...verraRow, retirement: { ...verraRow.retirement, date: '2999-01-01' } }),
    ).toEqual({
      retirement: ['the retirement date is in the future'],
    });
  });

  it("records the fund wallet's payment exactly: chain, transaction, recipient and ETH to the wei", () => {
    const payment = {
      chainId: 1,
      transactionHash: `0x${'ab'.repeat(32)}`,
      to: `0x${'cd'.repeat(20)}`,
      amountEth: '1.000000000000000001',
    };
    expect(problems({ ...goldStandardRow, payment })).toEqual({});
    expect(
      problems({
        ...goldStandardRow,
        payment: { ...payment, transactionHash: '0x12', to: 'broker', amountEth: '1.5 ETH' },
      }),
    ).toEqual({
      'payment.transactionHash': ['a transaction hash: 0x and 64 hex digits'],
      'payment.to': ['an address: 0x and 40 hex digits'],
      'payment.amountEth': ['an amount of ETH as a decimal string, e.g. "1.5"'],
    });
    expect(
      problems({ ...goldStandardRow, payment: { ...payment, amountEth: `0.${'1'.repeat(19)}` } }),
    ).toEqual({
      'payment.amountEth': ['an amount of ETH as a decimal string, e.g. "1.5"'],
    });
  });
});

describe('the ledger', () => {
  it('has unique row ids', () => {
    expect(new Set(carbonCredits.map((c) => c.id)).size).toBe(carbonCredits.length);
  });

  it('links every held or retired row and no pending row', () => {
    for (const credit of carbonCredits) {
      const url = registryPageUrl(credit);
      expect(url, `row ${credit.id}`).toBe(
        credit.status === 'pending'
          ? undefined
          : registries[credit.registry].projectUrl(credit.projectId),
      );
    }
  });
});
