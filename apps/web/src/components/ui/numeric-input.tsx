import type { ComponentProps } from 'react';
import { isNumericText } from '@/lib/numeric';

type NumericInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A text input that only ever holds digits with at most one decimal point (or nothing). Any
 * keystroke or paste that would break the rule leaves the value as it was.
 */
export function NumericInput({
  value,
  onValueChange,
  className = '',
  ...props
}: NumericInputProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        if (isNumericText(next)) onValueChange(next);
      }}
      className={`w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg tabular-nums text-slate-900 focus:border-brand-600 ${className}`}
      {...props}
    />
  );
}
