import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CheckOptions, EligibilityReport } from '../api/check-eligibility';
import { eligibilityFor, type AddressInput, type StageFacts } from '../eligibility';
import { EligibilityChecker, type CheckerModule } from './eligibility-checker';

const eco = (whole: number) => BigInt(whole) * 10n ** 18n;
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const blockTime = Date.UTC(2026, 10, 24, 12);

class InputError extends Error {}

const facts = (over: Partial<Record<StageFacts['key'], Partial<StageFacts>>> = {}): StageFacts[] =>
  (['partners', 'private', 'public'] as const).map((key) => ({
    key,
    open: true,
    remaining: eco(1_000_000),
    walletCap: eco(5_000_000),
    bought: 0n,
    opensAt: 0n,
    closesAt: 0n,
    price: 40_000_000_000_000n,
    usdcPrice: 120_000n,
    minimum: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' as const },
    cancelled: false,
    finalized: false,
    ...over[key],
  }));

function report(partner: EligibilityReport['partner'], stages = facts()): EligibilityReport {
  return {
    address,
    chainId: 31337,
    chainName: 'Anvil',
    blockNumber: 42n,
    blockTime,
    partner,
    stages: eligibilityFor(stages, partner, blockTime),
  };
}

/** A stand-in for the chain code: answers `answer` and records what it was asked. */
function checker(answer: (input: AddressInput) => Promise<EligibilityReport>) {
  const checkEligibility = vi.fn((input: AddressInput, _options?: CheckOptions) => answer(input));
  const load = vi.fn(async (): Promise<CheckerModule> => ({
    checkEligibility: checkEligibility as unknown as CheckerModule['checkEligibility'],
    EligibilityInputError: InputError as unknown as CheckerModule['EligibilityInputError'],
  }));
  return { load, checkEligibility };
}

function renderChecker(load: () => Promise<CheckerModule>) {
  render(
    <MemoryRouter>
      <EligibilityChecker load={load} />
    </MemoryRouter>,
  );
  const field = screen.getByLabelText('Wallet address or ENS name');
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  return { field, submit };
}

const stageCard = (name: string) => screen.getByRole('article', { name });

/** The text a field's aria-describedby points at: its hint and its error. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const text = (element: HTMLElement) => element.textContent;

/** Pastes `value` into the emptied field, as a visitor pastes an address. */
async function paste(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.paste(value);
}

describe('EligibilityChecker', () => {
  it('refuses what is not an address or an ENS name, and loads and reads nothing', async () => {
    const { load, checkEligibility } = checker(async () => report({ kind: 'not-partner' }));
    const { field, submit } = renderChecker(load);

    await submit();
    expect(description(field)).toMatch(/Enter a wallet address/);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await paste(field, '0x1234');
    await submit();
    expect(description(field)).toMatch(/Check that it was copied in full/);
    await paste(field, 'not an address');
    await submit();
    expect(description(field)).toMatch(/or an ENS name such as alice\.eth/);

    expect(load).not.toHaveBeenCalled();
    expect(checkEligibility).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a partner eligible in every open stage, with its own allocation as its cap', async () => {
    const { load, checkEligibility } = checker(async () =>
      report({ kind: 'partner', allocation: eco(2_500) }),
    );
    const { field, submit } = renderChecker(load);
    await paste(field, ` ${address} `);
    await submit();

    await screen.findByRole('heading', { name: `Stage by stage for ${address}` });
    expect(checkEligibility).toHaveBeenCalledTimes(1);
    expect(checkEligibility.mock.calls[0]![0]).toEqual({ kind: 'address', address });
    expect(text(screen.getByRole('status'))).toContain(
      'Checked 0x7099…79C8: it may buy now in 3 of 3 stages.',
    );
    const partners = stageCard('Partners');
    within(partners).getByText('May buy now');
    expect(text(partners)).toContain('It may buy up to 2,500 ECO in this stage now.');
    expect(text(partners)).toContain('Cap (its partner allocation)2,500 ECO');
    expect(within(partners).queryByText('How to qualify')).toBeNull();
    screen.getByText(/at block 42/);
  });

  it('shows another address kept out of the partners stage, and how to qualify', async () => {
    const { load } = checker(async () => report({ kind: 'not-partner' }));
    const { field, submit } = renderChecker(load);
    await paste(field, address);
    await submit();

    const partners = await screen.findByRole('article', { name: 'Partners' });
    within(partners).getByText('Not eligible');
    expect(text(partners)).toContain('This address is not on the partners list.');
    within(partners).getByText('How to qualify');
    expect(
      within(partners).getByRole('link', { name: 'contact the team' }).getAttribute('href'),
    ).toBe('/contact-us');
    within(stageCard('Public sale')).getByText('May buy now');
    expect(text(screen.getByRole('status'))).toContain('it may buy now in 2 of 3 stages');
  });

  it('shows what the address already bought and why it may buy no more', async () => {
    const { load } = checker(async () =>
      report(
        { kind: 'not-partner' },
        facts({
          private: { walletCap: eco(1_000), bought: eco(1_000) },
          public: { bought: eco(10_000), open: false, opensAt: BigInt(blockTime / 1000 + 3600) },
        }),
      ),
    );
    const { field, submit } = renderChecker(load);
    await paste(field, address);
    await submit();

    const privateSale = await screen.findByRole('article', { name: 'Private sale' });
    expect(text(privateSale)).toContain('Already bought1,000 ECO');
    expect(text(privateSale)).toContain('This address has bought its cap of 1,000 ECO');
    const publicSale = stageCard('Public sale');
    expect(text(publicSale)).toContain('Already bought10,000 ECO');
    expect(text(publicSale)).toContain('The stage opens on 1:00 PM, Nov 24, 2026 UTC.');
    within(publicSale).getByText('Not now');
    expect(text(screen.getByRole('status'))).toContain('it may not buy in any stage now');
    // Each stage's prices in both assets and its minimum raise, beside what the address bought.
    expect(text(privateSale)).toContain('Price per ECO0.00004 ETH');
    expect(text(privateSale)).toContain('Price per ECO in USDC0.12 USDC');
    expect(text(privateSale)).toContain('Minimum raiseNone');
  });

  it('says a cancelled stage sells no more and refunds its buyers', async () => {
    const { load } = checker(async () =>
      report(
        { kind: 'not-partner' },
        facts({ public: { open: false, cancelled: true, usdcPrice: 0n } }),
      ),
    );
    const { field, submit } = renderChecker(load);
    await paste(field, address);
    await submit();
    const publicSale = await screen.findByRole('article', { name: 'Public sale' });
    expect(text(publicSale)).toContain(
      'The stage was cancelled: it sells no more, and every buyer in it may claim a refund.',
    );
    expect(text(publicSale)).toContain('Price per ECO in USDCETH only');
    expect(text(publicSale)).toContain(
      'Cancelled: it sells no more, and every buyer may claim a full refund.',
    );
  });

  it('puts the checker’s refusal of the input at the field, with nothing shown', async () => {
    const { load } = checker(async () => {
      throw new InputError(
        'ENS names resolve on Ethereum mainnet only, and this site checks Anvil.',
      );
    });
    const { field, submit } = renderChecker(load);
    await paste(field, 'alice.eth');
    await submit();

    await vi.waitFor(() =>
      expect(description(field)).toMatch(/ENS names resolve on Ethereum mainnet only/),
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so when the chain could not be read or the checker not loaded', async () => {
    const { load } = checker(async () => {
      throw new Error('HTTP request failed');
    });
    const { field, submit } = renderChecker(load);
    await paste(field, address);
    await submit();
    expect(text(await screen.findByRole('alert'))).toContain(
      'The sale could not be read from the blockchain just now',
    );
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });

  it('says so when the checker’s code could not be fetched', async () => {
    renderChecker(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await paste(screen.getByLabelText('Wallet address or ENS name'), address);
    await userEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(text(await screen.findByRole('alert'))).toContain('The checker could not be loaded');
  });
});
