import { InputField, type InputFieldProps } from '@/components/ui/form/field';

/** A wallet address input: "0x…" placeholder, no autocomplete or spell check to get in the way. */
export function AddressField(
  props: Omit<InputFieldProps, 'autoComplete' | 'spellCheck' | 'placeholder'>,
) {
  return <InputField autoComplete="off" spellCheck={false} placeholder="0x…" {...props} />;
}

/** A number the owner types (a percentage, an amount of ECO): a decimal keypad, no autocomplete. */
export function DecimalField(props: Omit<InputFieldProps, 'inputMode' | 'autoComplete'>) {
  return <InputField inputMode="decimal" autoComplete="off" {...props} />;
}
