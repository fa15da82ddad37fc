import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormWatch } from 'react-hook-form';
import { learnerMessage } from '@/i18n/learner-messages';
import { ApiError, errorMessage } from './api-client';

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

/** The server's answer to the last attempt, and the fields it concerns (none for e.g. a network failure). */
interface ServerError {
  message: string;
  fields: readonly string[];
}

export interface ServerErrorBanner {
  /** The banner's text, or null when no server error applies any more. */
  message: string | null;
  /** Call when a submit starts (before the form's own checks): an error about no field ends here. */
  startAttempt(): void;
  /** Call when a valid submit is about to reach the server: the last answer no longer applies. */
  clear(): void;
  /** Call with what the server (or the network) answered. */
  show(error: unknown): void;
}

const concernsNoField = (): readonly never[] => [];

/**
 * A form's banner for the server's answer, shown only while it still applies: an error about some
 * fields (the ones the server names, plus `concerns(error)`) clears as soon as one of them changes;
 * an error about no field in particular clears on the next attempt, even one the form's own checks
 * stop.
 */
export function useServerErrorBanner<T extends FieldValues>(
  watch: UseFormWatch<T>,
  fallback: string,
  concerns: (error: unknown) => readonly Path<T>[] = concernsNoField,
): ServerErrorBanner {
  const [serverError, setServerError] = useState<ServerError | null>(null);

  useEffect(() => {
    if (!serverError || serverError.fields.length === 0) return;
    const subscription = watch((_values, { name }) => {
      if (name && serverError.fields.includes(name)) setServerError(null);
    });
    return () => subscription.unsubscribe();
  }, [watch, serverError]);

  const show = useCallback(
    (error: unknown) => {
      const named = error instanceof ApiError && error.fields ? Object.keys(error.fields) : [];
      setServerError({
        message: learnerMessage(errorMessage(error, fallback), error instanceof ApiError ? error.code : undefined),
        fields: [...new Set<string>([...named, ...concerns(error)])],
      });
    },
    [fallback, concerns],
  );

  return {
    message: serverError?.message ?? null,
    startAttempt: () => {
      if (serverError?.fields.length === 0) setServerError(null);
    },
    clear: () => setServerError(null),
    show,
  };
}
