import { SelectField } from '@/components/ui/form/field';
import { ecoTokenAbi } from '@eco/contracts';
import { useConfig } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { useOwnerAction } from '../hooks/use-owner-action';
import { useOwnerContext } from '../hooks/use-owner-context';
import { parseAddress } from '../owner-input';
import { shortAddress } from '../owner-format';
import { ActionCard, ActionForm, AddressField } from './action-card';

type Flag = {
  /** The contract's view and setter for this yes/no setting of an address; the setter names it. */
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
    read: 'isExcludedFromFees',
    write: 'setExcludedFromFees',
    label: 'excluded from fees',
    option: 'Fees',
    yes: 'Exclude from fees',
    no: 'Charge fees again',
  },
  {
    read: 'isExcludedFromLimits',
    write: 'setExcludedFromLimits',
    label: 'excluded from limits',
    option: 'Limits per trade',
    yes: 'Exclude from limits',
    no: 'Apply limits again',
  },
];

const pairFlag: Flag = {
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
  const action = useOwnerAction({ address: '', flag: flags[0]!.write, value: 'yes' });
  const flag = flags.find((f) => f.write === action.values.flag) ?? flags[0]!;
  const setError = (error: string) => action.fail({ address: error });

  const onReview = async () => {
    const { address } = action.parse({ address: parseAddress(action.values.address) }) ?? {};
    if (!address) return;
    const wanted = action.values.value === 'yes';
    let current: boolean;
    try {
      current = await readContract(config, {
        address: contract,
        abi: ecoTokenAbi,
        functionName: flag.read,
        args: [address],
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
        `${shortAddress(address)} is ${wanted ? 'already' : 'not'} ${flag.label}: nothing to change.`,
      );
      return;
    }
    await action.review(
      { functionName: flag.write, args: [address, wanted] },
      [
        {
          label: `${shortAddress(address)} is ${flag.label}`,
          from: current ? 'yes' : 'no',
          to: wanted ? 'yes' : 'no',
        },
      ],
      `${shortAddress(address)} is ${wanted ? '' : 'no longer '}${flag.label}.`,
    );
  };

  return (
    <ActionCard title={title} description={description}>
      <ActionForm action={action} onReview={onReview}>
        <AddressField label="Address" {...action.field('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          {flags.length > 1 ? (
            <SelectField
              label="Exclusion from"
              value={flag.write}
              onChange={(key) => action.set({ flag: key })}
              options={flags.map((f) => ({ value: f.write, label: f.option }))}
            />
          ) : null}
          <SelectField
            label="Change"
            value={action.values.value}
            onChange={(value) => action.set({ value })}
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
