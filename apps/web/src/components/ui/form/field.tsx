import { t } from '@lingui/core/macro';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** What a field says around its control. */
type FieldText = { label: string; error?: string; hint?: string; optional?: boolean };

/** What a field gives its control: its id, how it is announced, and its look. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

const controlClasses = (invalid: boolean) =>
  `block w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 ${
    invalid ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
  }`;

/** A label, the control `children` draws with the props it is given, then the hint and error. */
function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: FieldText & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="ms-1 font-normal text-slate-500">{t`(optional)`}</span> : null}
      </label>
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: controlClasses(Boolean(error)),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type InputFieldProps = ComponentProps<'input'> & FieldText;

/**
 * A labelled input whose error and hint are announced with it (aria-describedby). A `ref` (React
 * 19 passes it as a prop) reaches the input with the rest of the props.
 */
export function InputField({ label, error, hint, optional, id, ...props }: InputFieldProps) {
  return (
    <Field {...{ id, label, error, hint, optional }}>
      {(control) => <input {...control} {...props} />}
    </Field>
  );
}

/** A labelled multi-line field, announced like InputField. */
export function TextareaField({
  label,
  error,
  hint,
  optional,
  id,
  rows = 5,
  ...props
}: ComponentProps<'textarea'> & FieldText) {
  return (
    <Field {...{ id, label, error, hint, optional }}>
      {(control) => <textarea rows={rows} {...control} {...props} />}
    </Field>
  );
}

/** A labelled select, styled and announced like InputField. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
