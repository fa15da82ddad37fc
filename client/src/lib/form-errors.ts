import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Copies the server's field errors into react-hook-form; returns whether any field matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let matched = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    const name = knownFields.find((known) => known === field);
    const message = messages[0];
    if (name && message) {
      setError(name, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}
