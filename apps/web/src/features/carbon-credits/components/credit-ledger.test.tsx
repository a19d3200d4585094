import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carbonCredits, registries } from '@/content/carbon-credits';
import type { CarbonCredit } from '@/content/schemas';
import { CreditLedger } from './credit-ledger';

// jsdom applies no CSS, so both layouts are in the document: the table (wide windows) and the
// cards (narrow ones). Each must tell the whole row.

const verified = { status: 'verified', source: 'https://example.org/r', checked: '2026-01-02' };
const ledger: CarbonCredit[] = [
  {
    id: 1,
    registry: 'Verra',
    projectId: '1477',
    project: 'Mangroves',
    country: 'Indonesia',
    vintage: 2022,
    tonnes: 1200,
    status: 'retired',
    serials: '7475-404196123-404197322-VCS-VCU-263-VER-ID-14-1477-01012022-31122022-1',
    retirement: { date: '2023-05-16', beneficiary: 'The ECO community' },
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    registry: 'Gold Standard',
    projectId: 'GS2345',
    project: 'Cookstoves',
    country: 'Kenya',
    vintage: 2022,
    tonnes: 800,
    status: 'held',
    serials: 'GS1-1-KE-GS2345-16-2022-23456-1-800',
    provenance: verified as CarbonCredit['provenance'],
  },
  {
    id: 3,
    registry: 'Gold Standard',
    projectId: 'GS2346',
    project: 'Boreholes',
    country: 'Uganda',
    vintage: 2024,
    tonnes: 600,
    status: 'pending',
    provenance: { status: 'sample' },
  },
];

/** Matches a name that starts with `text`; jsdom drops the space before a visually hidden span. */
const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s*')}`);
// Found by their first cell or heading: role queries over the whole ledger are slow in jsdom.
const find = (selector: string, head: string, project: string): HTMLElement => {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find((element) =>
    element.querySelector(head)?.textContent.startsWith(project),
  );
  if (!found) throw new Error(`no ${selector} for ${project}`);
  return found;
};
const tableRow = (project: string) => find('table tbody tr', 'th', project);
const card = (project: string) => {
  const item = find('ul[aria-label="Carbon credit ledger"] > li', 'h3', project);
  return within(item).getByRole('article');
};

describe('CreditLedger', () => {
  it.each([
    ['the table', tableRow],
    ['the cards', card],
  ])('%s: registry, project link, vintage, tonnes, serials, status, retirement', (_, rowOf) => {
    render(<CreditLedger credits={ledger} />);

    const retired = rowOf('Mangroves');
    expect(
      within(retired).getByRole('link', { name: startsWith('VCS 1477 on the Verra registry') }),
    ).toHaveProperty('href', 'https://registry.verra.org/app/projectDetail/VCS/1477');
    expect(retired.textContent).toContain('2022');
    expect(retired.textContent).toContain('1,200');
    expect(retired.textContent).toContain(ledger[0]!.serials);
    expect(retired.textContent).toMatch(/retired/i);
    expect(retired.textContent).toContain('on May 16, 2023 for The ECO community');

    const held = rowOf('Cookstoves');
    expect(
      within(held).getByRole('link', { name: startsWith('GS2345 on the Gold Standard registry') }),
    ).toHaveProperty('href', 'https://registry.goldstandard.org/projects/details/2345');
    expect(held.textContent).toContain(ledger[1]!.serials);
    expect(held.textContent).not.toContain(' for ');

    // A pending batch has no record to link and says so.
    const pending = rowOf('Boreholes');
    expect(within(pending).queryByRole('link')).toBeNull();
    expect(pending.textContent).toContain('GS2346');
    expect(pending.textContent).toContain('No registry record yet');
    expect(pending.textContent).toContain('None yet');
  });

  it.each([
    ['the table', tableRow],
    ['the cards', card],
  ])('%s: a Sample badge on sample rows only', (_, rowOf) => {
    render(<CreditLedger credits={ledger} />);
    within(rowOf('Mangroves')).getByText('Sample');
    within(rowOf('Boreholes')).getByText('Sample');
    expect(within(rowOf('Cookstoves')).queryByText('Sample')).toBeNull();
  });

  it('shows every row of the ledger, linked exactly when it is not pending', () => {
    render(<CreditLedger credits={carbonCredits} />);
    for (const credit of carbonCredits) {
      for (const row of [tableRow(credit.project), card(credit.project)]) {
        const links = within(row).queryAllByRole('link');
        expect(links.map((link) => link.getAttribute('href'))).toEqual(
          credit.status === 'pending'
            ? []
            : [registries[credit.registry].projectUrl(credit.projectId)],
        );
      }
    }
  });
});

describe('CreditLedger totals', () => {
  const badged = (label: string) =>
    [...document.querySelectorAll('dl dt')]
      .find((dt) => dt.textContent.startsWith(label))
      ?.querySelector('[data-sample-badge]') !== null;

  it('label a total as a sample when any row summed into it is one', () => {
    render(<CreditLedger credits={ledger} />);
    // Row 1 (retired) and row 3 (pending) are samples, row 2 (held) is verified.
    expect(badged('Total')).toBe(true);
    expect(badged('Retired')).toBe(true);
    expect(badged('Held')).toBe(false);
    expect(badged('Pending')).toBe(true);
  });
});
