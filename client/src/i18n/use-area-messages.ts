import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages, type MessageArea, type MessageId } from './i18n';

/**
 * An area's messages for a piece shown on a screen other areas own (the quiz section in a tab, the
 * Seven Cures and Review cards on /home, the beta banner): loads them once, in the page's language
 * (a later switch loads them in the new one, i18n.ts), and says whether they are there (`probe`, one
 * of the area's ids), so the piece waits rather than show message ids. Nothing is fetched while
 * `wanted` is false. Offline, the fetch fails quietly and is tried again when the browser is back
 * online.
 */
export function useAreaMessages(area: MessageArea, probe: MessageId, wanted = true): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const load = () => {
      withMessages(area, Promise.resolve()).then(
        () => live && setLoaded(true),
        () => live && window.addEventListener('online', load, { once: true }),
      );
    };
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [area, wanted]);
  return i18n.messages[probe] !== undefined;
}
