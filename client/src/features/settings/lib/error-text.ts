import { ApiError, errorMessage } from '@/lib/api-client';
import { learnerMessage } from '@/i18n/learner-messages';

/** What a failed call says to the learner, in the page's language: the API's message when the catalogue knows it. */
export function errorText(error: unknown, fallback: string): string {
  return learnerMessage(errorMessage(error, fallback), error instanceof ApiError ? error.code : undefined);
}
