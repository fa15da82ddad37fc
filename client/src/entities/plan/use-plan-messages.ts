import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages } from '@/i18n/i18n';

/**
 * The plan area's messages (locales/<language>/plan.json) for the feature gate and the upgrade
 * card, which show on screens other areas own (the calculator, the comparison, the glossary):
 * loads them once, in the page's language (a later switch loads them in the new one, i18n.ts),
 * and says whether they are there, so the pieces can wait rather than show message ids.
 */
export function usePlanMessages(): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void withMessages('plan', Promise.resolve()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return planMessagesLoaded();
}

/** Whether the plan area's messages are loaded in the page's language. */
export function planMessagesLoaded(): boolean {
  return i18n.messages['plan.gate.title'] !== undefined;
}
