import { useState } from 'react';
import { ecoTokenAbi } from '@eco/contracts';
import { useConfig } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm, SelectField } from './action-card';
import { AddressField } from './address-field';

type Flag = {
  key: string;
  /** The contract's view and setter for this yes/no setting of an address. */
  read: 'isExcludedFromFees' | 'isExcludedFromLimits' | 'isMarketPair';
  write: 'setExcludedFromFees' | 'setExcludedFromLimits' | 'setMarketPair';
  label: string;
  /** Name in the "Exclusion from" choice. */
  option: string;
  yes: string;
  no: string;
};

const exclusionFlags: Flag[] = [
  {
    key: 'fees',
    read: 'isExcludedFromFees',
    write: 'setExcludedFromFees',
    label: 'excluded from fees',
    option: 'Fees',
    yes: 'Exclude from fees',
    no: 'Charge fees again',
  },
  {
    key: 'limits',
    read: 'isExcludedFromLimits',
    write: 'setExcludedFromLimits',
    label: 'excluded from limits',
    option: 'Limits per trade',
    yes: 'Exclude from limits',
    no: 'Apply limits again',
  },
];

const pairFlag: Flag = {
  key: 'pair',
  read: 'isMarketPair',
  write: 'setMarketPair',
  label: 'a market pair',
  option: 'Market pair',
  yes: 'Mark as a market pair',
  no: 'No longer a market pair',
};

/**
 * A yes/no setting of one address (fee or limit exclusion, market pair). The address's current
 * value is read when the change is reviewed, so the review shows it and a no-op is refused.
 */
function AddressFlagAction({
  title,
  description,
  flags,
}: {
  title: string;
  description: string;
  flags: Flag[];
}) {
  const config = useConfig();
  const { contract, chainId } = useOwnerContext();
  const action = useOwnerAction();
  const [address, setAddress] = useState('');
  const [flagKey, setFlagKey] = useState(flags[0]!.key);
  const [value, setValue] = useState('yes');
  const [error, setError] = useState<string>();
  const flag = flags.find((f) => f.key === flagKey) ?? flags[0]!;

  const edit = (set: (value: string) => void) => (next: string) => {
    set(next);
    setError(undefined);
    action.edited();
  };

  const onReview = async () => {
    const parsed = parseAddress(address);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    const wanted = value === 'yes';
    let current: boolean;
    try {
      current = await readContract(config, {
        address: contract,
        abi: ecoTokenAbi,
        functionName: flag.read,
        args: [parsed.value],
        chainId,
      });
    } catch {
      setError(
        'The current setting of this address could not be read. Nothing was sent; try again.',
      );
      return;
    }
    if (current === wanted) {
      setError(
        `${shortAddress(parsed.value)} is ${wanted ? 'already' : 'not'} ${flag.label}: nothing to change.`,
      );
      return;
    }
    await action.review(
      { functionName: flag.write, args: [parsed.value, wanted] },
      [
        {
          label: `${shortAddress(parsed.value)} is ${flag.label}`,
          from: current ? 'yes' : 'no',
          to: wanted ? 'yes' : 'no',
        },
      ],
      `${shortAddress(parsed.value)} is ${wanted ? '' : 'no longer '}${flag.label}.`,
    );
  };

  return (
    <ActionCard title={title} description={description}>
      <ActionForm action={action} onReview={onReview}>
        <AddressField
          label="Address"
          value={address}
          onChange={(event) => edit(setAddress)(event.target.value)}
          error={error}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {flags.length > 1 ? (
            <SelectField
              label="Exclusion from"
              value={flagKey}
              onChange={edit(setFlagKey)}
              options={flags.map((f) => ({ value: f.key, label: f.option }))}
            />
          ) : null}
          <SelectField
            label="Change"
            value={value}
            onChange={edit(setValue)}
            options={[
              { value: 'yes', label: flag.yes },
              { value: 'no', label: flag.no },
            ]}
          />
        </div>
      </ActionForm>
    </ActionCard>
  );
}

/** setExcludedFromFees and setExcludedFromLimits. */
export function ExclusionsAction() {
  return (
    <AddressFlagAction
      title="Fee and limit exclusions"
      description="A wallet excluded from fees trades with market pairs without fees, and can send and receive ECO before trading is enabled; one excluded from limits trades without the per-trade limits."
      flags={exclusionFlags}
    />
  );
}

/** setMarketPair. */
export function MarketPairAction() {
  return (
    <AddressFlagAction
      title="Market pair"
      description="Trades from and to a market pair (such as the Uniswap pool) pay the fees and respect the limits. Only a pair of ECO (its token0 or token1 is ECO) can be registered."
      flags={[pairFlag]}
    />
  );
}
