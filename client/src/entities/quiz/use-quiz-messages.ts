import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useLanguage, withMessages } from '@/i18n/i18n';

/**
 * The quiz area's messages (locales/<language>/quiz.json) for a piece that shows on a screen other
 * areas own (a step's 'Check your understanding', the Review card on /home): loads them once, in
 * the page's language (a later switch loads them in the new one, i18n.ts), and says whether they
 * are there, so the piece can wait rather than show message ids.
 */
export function useQuizMessages(): boolean {
  useLanguage();
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void withMessages('quiz', Promise.resolve()).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return i18n.messages['quiz.section.title'] !== undefined;
}
