import type { Language } from '@shared/i18n/languages';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';

/** Keeps the learner's language on the account (PUT /api/auth/preferences); answers the updated user. */
export function saveLanguage(language: Language) {
  return callApi(authApi.updatePreferences, { body: { language } });
}
