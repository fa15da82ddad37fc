import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages } from '@/i18n/i18n';

/**
 * The beta area's messages (locales/<language>/beta.json), loaded only when the banner or a dialog
 * shows (a visitor outside the beta never fetches them), in the page's language; says whether they
 * are there, so the banner waits rather than show message ids.
 */
export function useBetaMessages(wanted = true): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void withMessages('beta', Promise.resolve()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [wanted]);
  return i18n.messages['beta.banner.title'] !== undefined;
}
