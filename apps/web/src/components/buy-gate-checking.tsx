/**
 * What stands where the Buy button will be while the white paper check runs: all the first load
 * carries of the gate (the home and token pages are held to the first-load budget); the other
 * states' words load with the check (buy-gate-notice.tsx).
 */
export function BuyGateChecking({ className = '' }: { className?: string }) {
  return (
    <p role="status" data-buy-gate="checking" className={`max-w-md text-sm ${className}`}>
      Checking that the white paper on this site is the version published on-chain…
    </p>
  );
}
