import { useId } from 'react';
import { ExternalLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A link to a legal page in a new tab, so the purchase in progress stays as it is. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <ExternalLink href={href} className="font-semibold underline">
      {children}
    </ExternalLink>
  );
}

/**
 * The terms of the sale and the risk disclosure, asked before the first purchase and again
 * whenever their version changed since the buyer accepted them.
 */
export function TermsNotice({
  changed,
  checked,
  onChange,
}: {
  changed: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const readId = useId();
  return (
    <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {changed
          ? 'The terms of the sale or the risk disclosure changed since you accepted them.'
          : 'Before your first purchase'}
      </p>
      <p className="mt-1">
        Crypto-assets are volatile and may lose all their value. ECO is not an investment product
        and nothing here is financial advice. Only spend what you can afford to lose.
      </p>
      <p id={readId} className="mt-1">
        Read the <LegalLink href={paths.terms}>terms of the sale</LegalLink> and the{' '}
        <LegalLink href={paths.risks}>risk disclosure</LegalLink>.
      </p>
      <label htmlFor={id} className="mt-3 flex items-start gap-2 font-medium">
        <input
          id={id}
          type="checkbox"
          aria-describedby={readId}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 size-4 accent-brand-700"
        />
        I understand the risks and accept the terms of the sale.
      </label>
    </div>
  );
}
