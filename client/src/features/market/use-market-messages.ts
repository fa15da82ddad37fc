import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages } from '@/i18n/i18n';

/**
 * The market area's messages (locales/<language>/market.json) for the price card, which shows on
 * the first screen of /home and of the landing page: loads them once, in the page's language (a
 * later switch loads them in the new one, i18n.ts), and says whether they are there, so the card
 * can show its bare placeholder rather than message ids.
 */
export function useMarketMessages(): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void withMessages('market', Promise.resolve()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return i18n.messages['market.card.title'] !== undefined;
}
