import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import type { LazyResolver } from '@/lib/lazy-zod-resolver';
import { InputField, TextareaField, type InputFieldProps } from './field';
import { FormStatus, type SubmissionStatus } from './form-status';

/** One field: its name among the form's values and its input's props; `rows` makes it a textarea. */
export type FieldSpec<T extends FieldValues> = Omit<InputFieldProps, 'name' | 'error'> & {
  name: Path<T>;
  rows?: number;
  /** Shown under the field, inside its group (the login form's "Forgot password?"). */
  after?: ReactNode;
};

/**
 * The inputs the forms share, with the limits the API holds them to (`@eco/shared/limits`). Each
 * is read when a form renders (a getter), so its words are in the page's language.
 */
export const fieldKinds = {
  get name() {
    return { label: t`Name`, autoComplete: 'name', maxLength: limits.name };
  },
  get email() {
    return { label: t`Email`, type: 'email', autoComplete: 'email', maxLength: limits.email };
  },
  get currentPassword() {
    return {
      label: t`Current password`,
      type: 'password',
      autoComplete: 'current-password',
      maxLength: limits.passwordMax,
    };
  },
  get newPassword() {
    const minimum = formatNumber(limits.passwordMin, { decimals: 0 });
    return {
      label: t`New password`,
      type: 'password',
      autoComplete: 'new-password',
      maxLength: limits.passwordMax,
      hint: t`At least ${minimum} characters.`,
    };
  },
  get confirmPassword() {
    return {
      label: t`Confirm new password`,
      type: 'password',
      autoComplete: 'new-password',
      maxLength: limits.passwordMax,
    };
  },
} satisfies Record<string, Omit<InputFieldProps, 'name'>>;

/** The visitor's name and email side by side, as the contact and FAQ forms ask for them. */
export function nameAndEmail<T extends { name: string; email: string }>(): [
  FieldSpec<T>,
  FieldSpec<T>,
] {
  return [
    { name: 'name' as Path<T>, ...fieldKinds.name },
    { name: 'email' as Path<T>, ...fieldKinds.email },
  ];
}

/** A form, declared: what the one Form component needs to show, validate and send it. */
export interface FormProps<T extends FieldValues> {
  /** The form's accessible name, or the id of the heading that names it. */
  label: string | { labelledBy: string };
  /** The shared zod schema, loaded on first use (docs/decisions/0010). */
  resolver: LazyResolver<T>;
  defaultValues: DefaultValues<T>;
  /** Values that replace the form's when they change (an account's saved name). */
  values?: T;
  /** In order; two in an array share a row on wide screens. `false` leaves one out. */
  fields: (FieldSpec<T> | [FieldSpec<T>, FieldSpec<T>] | false)[];
  /** Sends the validated values; a string it answers is the success message (the API's). */
  submit: (values: T) => Promise<unknown>;
  /**
   * The success message when `submit` answers none; without either the caller shows the outcome
   * itself (a new view, a navigation).
   */
  success?: string | ((values: T) => string);
  /** Whether the API's field errors go beside the fields (default: yes). */
  serverFieldErrors?: boolean;
  /** The fields a failure empties (a password). */
  resetOnError?: Path<T>[];
  /** Sees a failure first; returning true means it showed the failure itself. */
  onError?: (error: unknown, values: T) => boolean | void;
  submitLabel: string;
  /** The button's text while sending (default: "Sending…"). */
  pendingLabel?: string;
  button?: Pick<Parameters<typeof Button>[0], 'variant' | 'size' | 'className'>;
  className?: string;
  /** Between the status and the button (a note, a follow-up action). */
  children?: ReactNode;
  /** Under the button: the neighbouring page ("New to ECO? Create an account"). */
  footer?: { lead?: string; to: string; label: string };
}

/**
 * The site's one form: react-hook-form with the shared schema, the declared fields with their
 * errors beside them, the submission and its status. On success the form is emptied and the
 * message shown; on failure the API's field errors go beside their fields and its message is
 * shown, so no form ever reports a success it did not get.
 */
export function Form<T extends FieldValues>(props: FormProps<T>) {
  const { resolver, fields, submit, onError, button, label } = props;
  const form = useForm<T>({ resolver, defaultValues: props.defaultValues, values: props.values });
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const { errors, isSubmitting } = form.formState;
  const specs = fields.flat().filter((spec) => spec !== false);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const answer = await submit(values);
      form.reset();
      const { success } = props;
      const message =
        typeof answer === 'string'
          ? answer
          : typeof success === 'function'
            ? success(values)
            : success;
      if (message) setStatus({ kind: 'success', message });
    } catch (error) {
      if (props.serverFieldErrors !== false) {
        applyServerFieldErrors(
          error,
          form.setError,
          specs.map((spec) => spec.name),
        );
      }
      // Emptied, but still marked with the API's reason ("This is not your current password.").
      for (const name of props.resetOnError ?? []) form.resetField(name, { keepError: true });
      if (onError?.(error, values)) return;
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  const field = ({ name, rows, after, ...input }: FieldSpec<T>) => {
    const error = (errors[name]?.message as string | undefined) ?? undefined;
    const control = rows ? (
      <TextareaField
        key={name}
        label={input.label}
        hint={input.hint}
        rows={rows}
        maxLength={input.maxLength}
        error={error}
        {...form.register(name)}
      />
    ) : (
      <InputField key={name} error={error} {...input} {...form.register(name)} />
    );
    if (!after) return control;
    return (
      <div key={name} className="space-y-1.5">
        {control}
        {after}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className={props.className ?? 'space-y-5'}
      {...(typeof label === 'string'
        ? { 'aria-label': label }
        : { 'aria-labelledby': label.labelledBy })}
    >
      {fields.map((spec, index) =>
        Array.isArray(spec) ? (
          <div key={index} className="grid gap-5 sm:grid-cols-2">
            {spec.map(field)}
          </div>
        ) : spec ? (
          field(spec)
        ) : null,
      )}
      <FormStatus status={status} />
      {props.children}
      <Button type="submit" disabled={isSubmitting} {...button}>
        {isSubmitting ? (props.pendingLabel ?? t`Sending…`) : props.submitLabel}
      </Button>
      {props.footer ? (
        <p className="text-center text-sm text-slate-600">
          {props.footer.lead ? `${props.footer.lead} ` : null}
          <Link to={props.footer.to} className="font-semibold text-brand-700 hover:underline">
            {props.footer.label}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
