import { Suspense } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { lazyWhenOnline } from '@/lib/lazy-when-online';

/** Loaded only outside English: an English visitor's first load carries none of it. */
const ScreenTitles = lazyWhenOnline(() => import('./screen-titles'));

/**
 * The page's <title> and meta description follow the page's language (issue 48). English keeps
 * the ones index.html has (nothing is fetched); another language loads ScreenTitles and its
 * `titles` catalogue area.
 */
export function DocumentTitle() {
  const language = useLanguage();
  if (language === 'en') return null;
  return (
    <Suspense fallback={null}>
      <ScreenTitles />
    </Suspense>
  );
}
