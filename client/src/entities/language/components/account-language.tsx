import { useEffect, useRef } from 'react';
import { isLanguage } from '@shared/i18n/languages';
import { chooseLanguage, useLanguage } from '@/i18n/i18n';
import { useAuth } from '@/lib/auth';
import { readStoredLanguage } from '@/lib/storage';
import { saveLanguage } from '../api/save-language';

/**
 * The account's language and the browser's (decision 063): when a learner is signed in (at start
 * or by signing in), a language kept on the account becomes the page's and the browser's; an
 * account with none gets the one chosen in this browser, if one was.
 */
export function AccountLanguage() {
  const { user, updateUser } = useAuth();
  const language = useLanguage();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!user || seen.current === user.id) return;
    seen.current = user.id;
    const kept = user.preferences.language;
    if (kept !== null) {
      if (kept !== language) void chooseLanguage(kept);
      return;
    }
    const chosen = readStoredLanguage();
    if (isLanguage(chosen)) {
      saveLanguage(chosen).then(
        ({ user: saved }) => updateUser(saved),
        () => undefined,
      );
    }
  }, [user, language, updateUser]);
  useEffect(() => {
    if (!user) seen.current = null;
  }, [user]);
  return null;
}
