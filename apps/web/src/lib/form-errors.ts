import { t } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The message shown for a failed request: the API's own, else `fallback`. */
export function submissionErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback ?? t`Something went wrong and nothing was sent. Please try again.`;
}

/** Puts the API's field errors beside their fields; returns whether any was placed. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((fieldNames as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
