import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages } from '@/i18n/i18n';

/**
 * The cures area's messages (locales/<language>/cures.json) for the Seven Cures card and its outline
 * on /home: loads them once, in the page's language (a later switch loads them in the new one,
 * i18n.ts), and says whether they are there, so the card waits rather than show message ids.
 */
export function useCuresMessages(): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void withMessages('cures', Promise.resolve()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return i18n.messages['cures.title'] !== undefined;
}
