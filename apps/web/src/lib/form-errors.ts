import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, toastError } from './api-client.ts';

/**
 * Shows a failed submit: field errors of a 422 go under their fields, and the toast of spec §8
 * says what happened, so nothing the user typed is lost.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fields?: string[],
): void {
  if (setError && error instanceof ApiError && error.status === 422) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (!fields || fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  }
  toastError(error);
}
